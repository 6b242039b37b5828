"""The setup screen's seats: a person or a computer (Easy, Medium, Hard) in each, any mix of
2-5 (all computers too), names for computers from the catalogue, and the table remembered."""

from __future__ import annotations

from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.setup import SetupChoices, SetupScene
from caylus.ui.settings import Settings, settings_from_dict


def test_each_seat_is_a_person_or_a_computer_level():
    choices = SetupChoices.default()
    choices.add_seat()
    choices.seats[1].kind, choices.seats[2].kind = "hard", "easy"
    game = choices.make_game()
    assert game.seat_kinds == ("human", "hard", "easy")
    assert game.computer_seats == {1, 2}


def test_an_all_computer_table_starts():
    choices = SetupChoices.default()
    for seat in choices.seats:
        seat.kind = "medium"
    assert choices.make_game().seat_kinds == ("medium", "medium")


def test_a_table_of_people_makes_the_game_it_always_made():
    choices = SetupChoices.default()
    game = choices.make_game()
    assert "seats" not in game.setup.document() and game.computer_seats == frozenset()


def test_a_computer_left_unnamed_gets_a_name_from_the_catalogue():
    choices = SetupChoices.default()
    choices.seats[1].kind = "hard"
    names = choices.names()
    assert names == [t("setup.default_name", number=1), t("setup.computer_name.2")]
    assert names[1] != t("setup.default_name", number=2)


def test_the_remembered_table_keeps_who_plays_each_seat():
    settings = Settings()
    choices = SetupChoices.default()
    choices.seats[0].kind = "easy"
    choices.remember(settings)
    assert settings.table_seats == ("easy", "human")
    again = SetupChoices.remembered(settings)
    assert [seat.kind for seat in again.seats] == ["easy", "human"]
    loaded = settings_from_dict({**settings.to_dict(), "table_seats": ["human", "expert"]})
    assert loaded.table_seats == ()  # a bad value falls back alone
    assert loaded.table_colours == settings.table_colours


def test_choosing_a_computer_on_the_screen_starts_a_game_with_it(app, ui):
    app.open_setup()
    scene = ui.top
    assert isinstance(scene, SetupScene)
    ui.frames(1)
    kind = scene.rows[1].kind
    ui.click((kind.rect.right - 5, kind.rect.centery))  # the right arrow: the next kind
    assert scene.choices.seats[1].kind == "easy"
    ui.click_text(t("setup.start"))
    game = ui.top
    assert isinstance(game, GameScene)
    assert game.game.seat_kinds == ("human", "easy")
    assert app.settings.table_seats == ("human", "easy")
    game.close_thinker()
