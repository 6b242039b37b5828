"""One voice for errors (issue 36): every error class the game defines has the one base,
`CaylusError`, whose code the catalogues word; a player reads those words, never the
exception's English text."""

from __future__ import annotations

import errno
import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import pytest

import caylus
from caylus.core import IllegalAction, new_game
from caylus.errors import CaylusError
from caylus.persistence.saves import SaveError
from caylus.ui.i18n import has_own, set_language, t

PACKAGE = Path(caylus.__file__).parent


def error_classes() -> list[type[BaseException]]:
    """Every exception class defined in the package (the development tools included)."""
    found = []
    for module in pkgutil.walk_packages([str(PACKAGE)], "caylus."):
        if module.name.endswith("__main__"):
            continue
        loaded = importlib.import_module(module.name)
        found += [value for _, value in inspect.getmembers(loaded, inspect.isclass)
                  if issubclass(value, BaseException) and value.__module__ == module.name]
    return found


def test_every_error_the_game_defines_has_the_one_base() -> None:
    classes = error_classes()
    assert len(classes) >= 20
    assert [c.__qualname__ for c in classes if not issubclass(c, CaylusError)] == []


def test_each_error_class_names_its_own_code() -> None:
    """Its own: not the base's "unexpected", and not a parent's (the codes are all
    different). Read from the class, as compiled classes keep no `vars()` of their body."""
    codes = [c.default_code for c in error_classes()
             if issubclass(c, CaylusError) and c is not CaylusError]
    assert "unexpected" not in codes
    assert len(set(codes)) == len(codes)


def test_every_code_a_save_can_refuse_with_is_worded_in_every_language() -> None:
    source = (PACKAGE / "persistence" / "saves.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'"((?:save|path)\.[a-z_]+)"', source)) | {SaveError.default_code}
    assert {"save.not_found", "save.too_new", "save.not_written", "path.invalid"} <= codes
    for language in ("en", "he", "pl", "pt-BR", "zh-Hant"):
        set_language(language)
        try:
            assert [code for code in sorted(codes) if not has_own(f"error.{code}")] == []
        finally:
            set_language("en")


def test_a_save_refused_by_a_full_disk_is_worded_not_quoted(tmp_path: Path) -> None:
    from caylus.ui.error_words import error_words

    error = SaveError("cannot save to x: No space left on device", code="save.not_written",
                      errno=errno.ENOSPC)
    assert error_words(error) == t("error.save.not_written", why=t("os_error.disk_full"))
    assert "No space left" not in error_words(error)


@pytest.mark.parametrize("contents", ["", "{not json", '{"format": "chess"}'])
def test_a_save_that_cannot_be_loaded_carries_its_code(tmp_path: Path, contents: str) -> None:
    from caylus.persistence.saves import load_game

    path = tmp_path / "game.json"
    path.write_text(contents, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert caught.value.code == "save.not_a_save"
    with pytest.raises(SaveError) as missing:
        load_game(tmp_path / "nowhere.json")
    assert missing.value.code == "save.not_found"


def test_an_illegal_move_is_worded_by_its_reason_and_an_unknown_error_as_unexpected() -> None:
    from caylus.ui.error_words import error_words
    from caylus.ui.render.labels import reason_text

    game = new_game(2, seed=1)
    with pytest.raises(IllegalAction) as caught:
        game.apply(game.legal_actions()[0].__class__(game.legal_actions()[0].kind, (999,)))
    assert caught.value.reason is not None
    assert error_words(caught.value) == reason_text(caught.value.reason).rstrip(".")
    assert error_words(RuntimeError("boom")) == t("error.unexpected")
