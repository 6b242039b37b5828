"""The self-test's checks of shipped files: every kind of file is where the game looks, the
text catalogues parse (the chosen language's has every text, each drawable with the shipped
fonts), every font opens and every tile image decodes."""

from __future__ import annotations

from typing import ClassVar

from caylus.errors import CaylusError


class CheckFailed(CaylusError):
    """A check found something wrong; the message says what."""

    default_code: ClassVar[str] = "selftest.files_failed"


def check_shipped_files() -> str:
    """Every kind of file the game opens at run time is where resource_path says."""
    from caylus.core.buildings import BUILDINGS
    from caylus.resources import project_root, resource_path
    from caylus.ui.audio import SOUND_NAMES
    from caylus.ui.i18n import CATALOGUES
    from caylus.ui.render.face import font_files

    wanted = [resource_path("maps", "board.tmx")]
    wanted += [resource_path("assets", "fonts", name) for name in font_files()]
    wanted += [resource_path("assets", "sounds", f"{name}.wav") for name in SOUND_NAMES]
    wanted += [resource_path("assets", "i18n", "en", f"{name}.json") for name in CATALOGUES]
    missing = [str(path) for path in wanted if not path.is_file()]
    if missing:
        raise CheckFailed(f"missing: {', '.join(missing)}")
    if not BUILDINGS:
        raise CheckFailed("the building table (caylus/core/data/buildings.json) is empty")
    return f"{len(wanted)} files and {len(BUILDINGS)} buildings from {project_root()}"


def check_catalogues() -> str:
    """Read and parse every text catalogue of every language (assets/i18n/<language>/*.json)."""
    from caylus.resources import resource_path
    from caylus.ui.i18n import DEFAULT_LANGUAGE, languages, read_catalogue

    counts = {language: len(read_catalogue(language)) for language in languages()}
    if "app.window_title" not in read_catalogue(DEFAULT_LANGUAGE):
        raise CheckFailed("the English catalogue has no app.window_title")
    files = len(list(resource_path("assets", "i18n").glob("*/*.json")))
    texts = ", ".join(f"{language} {count}" for language, count in counts.items())
    return f"{files} files read, texts per language: {texts}"


def check_language(language: str) -> str:
    """The chosen language's catalogue has every English key, and each of its texts can be
    measured and drawn with the shipped fonts."""
    from caylus.ui.i18n import DEFAULT_LANGUAGE, OPTIONAL_PREFIXES, read_catalogue
    from caylus.ui.theme import font

    catalogue = read_catalogue(language)
    missing = sorted(key for key in set(read_catalogue(DEFAULT_LANGUAGE)) - set(catalogue)
                     if not key.startswith(OPTIONAL_PREFIXES))  # forms a language may lack
    if missing:
        raise CheckFailed(f"{language}: {len(missing)} texts missing, e.g. {missing[0]}")
    face = font(20)
    for value in catalogue.values():
        for text in value.values() if isinstance(value, dict) else [value]:
            face.size(text)
            face.render(text, True, (0, 0, 0))
    return f"{language}: {len(catalogue)} texts drawn"


def check_fonts() -> str:
    """Open every shipped font and measure a word with it."""
    from caylus.ui.theme import check_fonts as open_every_font

    return f"{open_every_font()} fonts opened"


def check_tile_images() -> str:
    """Decode every tile image (assets/tiles/*.png), linked from the map or not."""
    import pygame

    from caylus.resources import resource_path

    tiles = sorted(resource_path("assets", "tiles").glob("*.png"))
    if not tiles:
        raise CheckFailed(f"no tile images in {resource_path('assets', 'tiles')}")
    pixels = 0
    for path in tiles:
        try:
            width, height = pygame.image.load(str(path)).get_size()
        except (pygame.error, OSError) as error:
            raise CheckFailed(f"{path} cannot be read: {error}") from error
        pixels += width * height
    return f"{len(tiles)} images decoded, {pixels} pixels"
