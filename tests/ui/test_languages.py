"""Languages at the table: chosen in Settings (no restart), remembered, the system's at first
start, --lang for one run; names typed through an input method; plurals, ordinals, lists and
numbers the language's way."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from caylus.__main__ import build_parser
from caylus.ui import i18n
from caylus.ui.app import App
from caylus.ui.i18n import join, ordinal, set_language, system_language, t
from caylus.ui.render.face import display_order
from caylus.ui.render.text import wrap
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.scenes.setup import SetupScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.settings import LANGUAGES, Settings, load_settings
from caylus.ui.widgets import TextInput, WidgetGroup
from tests.ui.conftest import Driver, top_scene


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language(i18n.DEFAULT_LANGUAGE)


def test_settings_switch_the_language_at_once_and_remember_it(ui: Driver) -> None:
    ui.click_text("Settings")
    scene = ui.top_as(SettingsScene)
    while scene.language.value != "pl":
        scene.language.step(1)
    ui.frames(1)
    assert t("common.back") != "Back" and i18n.language() == "pl"
    assert load_settings().language == "pl"
    ui.press(pygame.K_ESCAPE)
    title = ui.top_as(TitleScene)
    assert title.widgets.find(t("title.new_game")) is not None  # the title, in Polish


@pytest.mark.parametrize(("environment", "expected"), [
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "pt_BR.UTF-8"}, "pt-BR"),
    ({"LANG": "pt_PT.UTF-8"}, "pt-BR"),
    ({"LC_ALL": "he_IL.UTF-8"}, "he"),
    ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
    ({"LANGUAGE": "zh_HK:en"}, "zh-Hant"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "pl-PL"}, "pl"),  # Windows writes its locale names this way
])
@pytest.mark.usefixtures("quiet_desktop")
def test_the_first_start_speaks_the_system_language(environment: dict, expected: str) -> None:
    assert system_language(LANGUAGES, environment) == expected


def test_lang_gives_the_language_for_one_run(make_app) -> None:
    assert build_parser().parse_args(["--lang", "he"]).lang == "he"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--lang", "klingon"])
    app: App = make_app(settings=Settings(language="en"))
    app.use_language("zh-Hant")
    assert t("common.back") == i18n.read_catalogue("zh-Hant")["common.back"]


def test_an_input_method_composes_then_types(ui: Driver) -> None:
    group = WidgetGroup()
    field = group.add(TextInput("", lambda value: None, max_length=16))
    field.rect = pygame.Rect(10, 10, 400, 60)
    group.set_focus(field)
    group.handle_event(pygame.event.Event(pygame.TEXTEDITING, text="ㄘㄜˋ", start=3, length=0))
    assert field.composition == "ㄘㄜˋ" and field.value == ""
    backspace = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")
    assert group.handle_event(backspace)  # the input method's key, not the field's
    surface = pygame.Surface((420, 80))
    field.draw(surface)  # the composition is drawn (underlined) with no error
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="測"))
    assert (field.value, field.composition) == ("測", "")


def test_plurals_follow_each_language_s_rules() -> None:
    set_language("pl")
    forms = [t("count.deniers", count=n) for n in (1, 2, 5, 22, 25)]
    assert len({form.split()[1] for form in forms}) == 3  # denar, denary, denarów
    assert forms[1].split()[1] == forms[3].split()[1]  # 2 and 22 agree
    set_language("en")
    assert t("count.deniers", count=1) == "1\u00a0denier"  # a no-break space: never split
    assert t("count.deniers", count=3) == "3\u00a0deniers"


def test_ordinals_lists_and_numbers_are_the_language_s() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 22)] == ["1st", "2nd", "3rd", "4th", "11th",
                                                           "22nd"]
    assert join(["Ann", "Ben", "Eve"]) == "Ann, Ben, and Eve"
    set_language("pl")
    assert ordinal(2) == "2." and join(["Ann", "Ben", "Eve"]) == "Ann, Ben i Eve"
    set_language("pt-BR")
    assert i18n.number(2.5) == "2,5"
    set_language("he")  # "and" is glued to the last word, with a hyphen before Latin or digits
    assert join(["Ann", "Eve"]) == "Ann ו-Eve" and join(["אבי", "שרה"]) == "אבי ושרה"
    set_language("zh-Hant")
    assert join(["Ann", "Ben", "Eve"]) == "Ann、Ben和Eve"


def test_hebrew_lines_read_right_to_left_with_names_and_digits_kept() -> None:
    set_language("he")
    shown = display_order("Ann מציבה 3 עובדים")
    assert shown.startswith("םידבוע 3") and shown.endswith("Ann")
    set_language("en")
    assert display_order("Ann places 3 workers") == "Ann places 3 workers"


def test_a_path_in_a_hebrew_line_keeps_its_leading_slash() -> None:
    set_language("he")
    shown = display_order("היומן: /root/.local/share/Caylus/logs/caylus.log")
    assert shown.startswith("/root/.local/share/Caylus/logs/caylus.log")
    assert display_order("הרישיונות: /work/").startswith("/work/ ")  # a path cut by wrapping
    assert display_order("א/ב") == "ב/א"  # a slash between two Hebrew words is not a path


def test_chinese_wraps_between_characters_never_before_closing_punctuation() -> None:
    set_language("zh-Hant")
    lines = wrap("在城堡建造了三棟房屋，然後獲得一個王室恩惠。", 20, 90)
    assert len(lines) > 1 and "".join(lines) == "在城堡建造了三棟房屋，然後獲得一個王室恩惠。"
    assert not any(line.startswith(("，", "。")) for line in lines)


def test_a_hebrew_name_s_caret_stands_where_the_name_ends_on_the_left(ui: Driver) -> None:
    field = TextInput("שרה", lambda value: None, max_length=16)
    field.rect = pygame.Rect(0, 0, 400, 60)
    field.focused = True
    field.blink = 0.0
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    inner = field.rect.inflate(-40, 0)
    field.draw_editing(surface, inner, 24)
    ink = (40, 28, 18)
    caret = [x for x in range(inner.x, inner.right)  # a full-height line: no letter is one
             if all(surface.get_at((x, y))[:3] == ink
                    for y in range(inner.centery - 12, inner.centery + 12))]
    letters = [x for x in range(inner.x, inner.right)
               if surface.get_at((x, inner.centery))[:3] != (0, 0, 0) and x not in caret]
    assert caret and letters
    assert abs(caret[0] - min(letters)) < abs(caret[0] - max(letters))  # at the left end


def test_switching_in_the_middle_of_a_game_tells_the_board_and_the_log_anew(make_app) -> None:
    from caylus.ui.scenes.game.log_text import history_lines
    from caylus.ui.scenes.game.screenshot import midgame_position

    app: App = make_app(settings=Settings(language="en"))
    app.start_game(midgame_position())
    app.run_frames(n=2)
    game_scene = top_scene(app, GameScene)
    english_log = [line.text for line in game_scene.log]
    english_help = game_scene.panel.help
    app.open_pause_menu()
    app.open_settings()
    while top_scene(app, SettingsScene).language.value != "pl":
        top_scene(app, SettingsScene).language.step(1)
    app.scenes.pop()
    app.scenes.pop()
    app.run_frames(n=2)
    assert app.scenes.top is game_scene  # the same game goes on
    polish_log = [line.text for line in game_scene.log]
    assert polish_log == [text for text, *_ in history_lines(game_scene.game)]
    assert polish_log != english_log and game_scene.panel.help != english_help


@pytest.mark.parametrize(("language", "name_side"), [("en", "left"), ("he", "right")])
def test_a_player_panel_starts_where_its_language_reads_from(language: str,
                                                              name_side: str) -> None:
    from caylus.core import new_game
    from caylus.ui.render.player_panels import draw_panel, header_rect

    set_language(language)
    game = new_game(2, 1, names=["Ann", "Ben"])
    surface = pygame.Surface((400, 100))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(0, 0, 400, 100)
    draw_panel(surface, rect, game, 0, active=False)
    header = header_rect(rect)
    white = [x for x in range(header.left, header.right)  # the name is drawn in white
             if any(surface.get_at((x, y))[:3] == (250, 248, 240)
                    for y in range(header.top, header.bottom))]
    middle = (min(white) + max(white)) / 2
    assert (middle < header.centerx) == (name_side == "left")


@pytest.mark.parametrize("language", ["en", "he"])
def test_the_setup_screen_is_laid_out_in_the_reading_direction(make_app, language: str) -> None:
    app: App = make_app(settings=Settings(language=language))
    app.open_setup()
    app.run_frames(n=1)
    scene = top_scene(app, SetupScene)
    players_first = scene.left_panel.x < scene.right_panel.x  # "left_panel" holds the players
    row = scene.rows[0]
    colour_first = row.colour.rect.x < row.name.rect.x
    back_first = scene.back_button.rect.x < scene.start_button.rect.x
    assert players_first == colour_first == back_first == (language == "en")


@pytest.mark.parametrize(("environment", "simplified"), [
    ({"LANG": "zh_CN.UTF-8"}, True),
    ({"LANGUAGE": "zh-Hans"}, True),
    ({"LC_ALL": "zh_SG.UTF-8"}, True),
    ({"LANGUAGE": "de:zh_CN"}, True),  # German is not offered: Chinese chose the language
    ({"LANG": "zh_TW.UTF-8"}, False),
    ({"LANGUAGE": "zh_HK:en"}, False),
    ({"LANGUAGE": "pl:zh_CN"}, False),  # Polish chose it
    ({"LANG": "pl_PL.UTF-8"}, False),
])
@pytest.mark.usefixtures("quiet_desktop")
def test_a_simplified_chinese_system_is_told_apart(environment: dict, simplified: bool) -> None:
    assert i18n.system_asks_simplified_chinese(LANGUAGES, environment) is simplified
    assert system_language(LANGUAGES, environment) in ("zh-Hant", "pl")


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_say_under_the_language_that_the_chinese_is_traditional(
        make_app, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Only on a Simplified Chinese system (which is shown the Traditional catalogue), in the
    language being shown, on one line under the language choice, in the smallest window."""
    from caylus.ui.render import text

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    app: App = make_app(settings=Settings(language=language))
    text.clear_overflows()
    app.open_settings()
    app.run_frames(n=2)
    scene = top_scene(app, SettingsScene)
    drawn = scene.draw_labels(pygame.Surface(app.screen.get_size()), app.scale)
    note = drawn[-1]
    assert len(drawn) == len(scene.rows) + 1 and text.overflows() == []
    assert scene.language.rect.bottom <= note.top and note.bottom <= scene.display.rect.top
    assert t("settings.language.traditional_chinese") != t("settings.language")


def test_settings_have_no_chinese_note_on_other_systems(make_app,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "zh_TW")
    app: App = make_app(settings=Settings(language="en"))
    app.open_settings()
    app.run_frames(n=1)
    scene = top_scene(app, SettingsScene)
    assert len(scene.draw_labels(pygame.Surface(app.screen.get_size()), app.scale)) == len(
        scene.rows)


def test_choosing_hebrew_in_settings_mirrors_them_at_once_and_arrow_keeps_going(
        ui: Driver) -> None:
    """Issue 34: switching to Hebrew left Settings unmirrored (labels under the controls)
    until reopened, and ▶ then stepped backwards, looping between two languages."""
    ui.click_text("Settings")
    scene = ui.top_as(SettingsScene)
    seen = []
    right_arrow = (scene.language.rect.right - 5, scene.language.rect.centery)
    for _ in range(len(LANGUAGES)):
        scene.language.on_press(right_arrow)  # the ▶ side, wherever the row now is
        ui.frames(1)
        seen.append(scene.language.value)
        right_arrow = (scene.language.rect.right - 5, scene.language.rect.centery)
        if scene.language.value == "he":
            label_x = scene.draw_labels(pygame.Surface(ui.app.screen.get_size()),
                                        ui.app.scale)[0].centerx
            assert scene.language.rect.centerx < scene.panel.centerx < label_x
    assert sorted(seen) == sorted(LANGUAGES)
