"""Who the program is, to the systems it runs on: written once here, read everywhere else.

The version lives in `caylus/__init__.py` (pyproject.toml, the executable's Windows version
resource and the macOS bundle read it from there). The application id names the Linux
desktop entry, its icons and AppStream metainfo, the X11 window class and the Wayland app id,
so that a desktop matches the running window to its menu entry and icon.
"""

from __future__ import annotations

from typing import Final

#: Reverse-DNS id: `<APP_ID>.desktop`, `<APP_ID>.metainfo.xml`, icons named `<APP_ID>.png`.
APP_ID: Final = "io.github.caylus_team.Caylus"
#: The window's class (X11 WM_CLASS, Wayland app_id): the desktop file's StartupWMClass.
WINDOW_CLASS: Final = APP_ID
#: The program's name as players see it (window title comes from the catalogue).
APP_NAME: Final = "Caylus"
#: macOS bundle identifier (kept from the first macOS builds: changing it loses settings).
MAC_BUNDLE_ID: Final = "org.caylus-team.caylus"
#: Where players report a problem. The one place to change when the project moves.
BUG_REPORT_URL: Final = "https://github.com/caylus-team/caylus/issues"
HOMEPAGE_URL: Final = "https://github.com/caylus-team/caylus"
