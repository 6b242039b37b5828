"""About Caylus: the version, the licence, what the game is built on and under which licences,
where the log and the saved games are, and where to report a problem.

Reached from the title screen's corner. The words come from the catalogue; the component names,
their licences (SPDX ids) and the paths are values, shown as they are. The page is laid out by
the rules reference's composer (`# ` heading, `- ` bullet, paragraphs) and scrolls.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from caylus.build_kind import running_build
from caylus.identity import BUG_REPORT_URL
from caylus.legal import LICENSE, NOTICES, components, legal_file
from caylus.logfile import current_log, log_path
from caylus.persistence.files import write_atomically
from caylus.resources import data_dir_path
from caylus.ui.i18n import t
from caylus.ui.layout import px, text_px
from caylus.ui.scenes import ShellScene
from caylus.ui.scenes.rules_reference import PageComposer, draw_scroll_hint
from caylus.ui.widgets import (
    Button,
    ScrollView,
    draw_background,
    draw_panel,
    draw_scene_title,
)

if TYPE_CHECKING:
    from caylus.ui.host import Host

logger = logging.getLogger(__name__)


#: Where a one-file executable's licence files are copied: it unpacks itself into a temporary
#: folder (`_MEI…`) that is gone when the game closes, so that is no place to send a reader.
LICENCE_COPIES = "licences"


def lasting_place(path: Path) -> Path:
    """`path`, or, when it lies in a one-file build's temporary folder, a copy of it in the
    data folder (written when missing or different; on failure, logged, `path` itself)."""
    if not any(part.startswith("_MEI") for part in path.parent.parts):
        return path
    copy = data_dir_path() / LICENCE_COPIES / path.name
    try:
        text = path.read_text("utf-8")
        if not copy.is_file() or copy.read_text("utf-8") != text:
            copy.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(copy, text)
    except (OSError, UnicodeError, ValueError) as error:
        logger.warning("the licence file %s cannot be copied to %s: %s", path, copy, error)
        return path
    return copy


def shown_path(path: Path | None) -> str:
    """A file's place as the player's system writes it, or that this copy has none."""
    return str(lasting_place(path)) if path is not None else t("about.not_found")


def page_markup(version: str) -> str:
    """The page as the composer's markup: headings, paragraphs and one bullet per component
    (the long list last, so the log and where to report a problem show without scrolling)."""
    made_with = [f"- {item.name} — {item.licence}" for item in components()]
    return "\n".join([
        t("about.version", version=version),
        t(f"about.build.{running_build()}"),
        t("about.game"),
        f"# {t('about.trouble.heading')}",
        t("about.log", path=str(current_log() or log_path())),
        t("about.report", address=BUG_REPORT_URL),
        t("about.data", path=str(data_dir_path())),
        f"# {t('about.licence.heading')}",
        t("about.licence", path=shown_path(legal_file(LICENSE))),
        f"# {t('about.components.heading')}",
        t("about.components", path=shown_path(legal_file(NOTICES))),
        *made_with,
    ])


class AboutScene(ShellScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.view = self.widgets.add(ScrollView(self.render_page))
        self.back_button = self.widgets.add(Button(lambda: t("common.back"), self.back,
                                                   style="primary"))

    def render_page(self, width: int, scale: float) -> pygame.Surface:
        composer = PageComposer(width, scale)
        composer.text(page_markup(self.app.version))
        return composer.surface()

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width, height = size
        margin, top, bar = px(60, scale), px(140, scale), px(120, scale)
        self.panel = pygame.Rect(margin, top, width - 2 * margin, height - top - bar)
        inner = self.panel.inflate(-px(90, scale), -px(70, scale))
        hint = int(text_px("small", scale) * 1.4)
        self.view.place(pygame.Rect(inner.x, inner.y, inner.width, inner.height - hint), scale)
        button = pygame.Rect(0, 0, px(300, scale), px(80, scale))
        button.center = (width // 2, height - bar // 2)
        self.back_button.place(button, scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("about.title"), scale, px(70, scale))
        draw_panel(surface, self.panel, scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_scroll_hint(surface, self.view, self.app.scale)
