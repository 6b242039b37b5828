"""Write the AppStream metainfo, `assets/desktop/<APP_ID>.metainfo.xml`, from its sources.

Its identity (id, name, links, the desktop file it launches) comes from `caylus/identity.py`,
its release list from CHANGELOG.md, its words and screenshots from the lists below: a new
release, a new address or another screenshot is one edit there, then
`python tools/make_metainfo.py`. `--check` only compares (exit status 1 if the shipped file
differs); tests/packaging/test_desktop_entry.py does the same, so the file cannot go stale.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's caylus, wherever the script is run from

from caylus import identity  # noqa: E402

OUTPUT = ROOT / "assets" / "desktop" / f"{identity.APP_ID}.metainfo.xml"
CHANGELOG = ROOT / "CHANGELOG.md"
# AppStream's spelling of pyproject's licence: the one proprietary LicenseRef it knows.
PROJECT_LICENSE = "LicenseRef-proprietary"
#: The one place where a screenshot's address is formed (AppStream wants https).
SCREENSHOT_URL = "{homepage}/raw/main/docs/screenshots/{file}"
SCREENSHOTS = (  # the first is the default one
    ("game.png", "The board in the middle of a four-player game"),
    ("setup_computers_1920x1080.png",
     "A new game: each seat is played by a person or by the computer"),
    ("hint_1920x1080.png", "A hint: what the Hard computer player would do, and what it expects"),
    ("final_scores.png", "The final scores"),
)
SUMMARY = {
    "": "Place your workers and build the king's castle",
    "pl": "Rozmieszczaj robotników i zbuduj królewski zamek",
    "pt_BR": "Aloque seus trabalhadores e construa o castelo do rei",
    "he": "מציבים עובדים ובונים את טירת המלך",
    "zh_TW": "指派工人，建造國王的城堡",
}
NAME = {"": identity.APP_NAME, "zh_TW": "凱呂斯"}  # the catalogues' app.name
DESCRIPTION = (
    "Caylus is William Attia's worker-placement board game, for 2 to 5 players on one "
    "computer. Place your workers on the buildings along the road, gather food, wood, stone, "
    "cloth and gold, raise buildings of your own, and offer batches to the king's castle for "
    "prestige and royal favours.",
    "Every rule of the original is there, for both editions. Each seat is played by a person "
    "or by the computer at one of three levels, Easy, Medium and Hard; Hard can also suggest "
    "a move to a person and say what it expects to gain by it.",
    "Learn to play walks a new player through a guided first game on the real board. After a "
    "game, the review shows where each player's prestige came from and which decisions cost "
    "the most, and tonight's scores keep the evening's standings. A demo plays computer games "
    "one after another, with captions, for a game night's screen.",
    "The game speaks English, Polish, Brazilian Portuguese, Hebrew and Traditional Chinese, "
    "and never needs a network.",
)
KEYWORDS = ("board game", "worker placement", "strategy", "castle", "medieval", "hot-seat")
RELEASE_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})$")


class Release(NamedTuple):
    """One released version of CHANGELOG.md, its words as plain text."""

    version: str
    date: str
    paragraphs: list[str]
    items: list[str]


def plain(markdown: str) -> str:
    """The changelog's inline Markdown (`code`, *emphasis*) as plain words."""
    return re.sub(r"[`*]", "", " ".join(markdown.split()))


def releases(text: str) -> list[Release]:
    """The released versions in CHANGELOG.md's order (newest first); Unreleased is not one."""
    found: list[Release] = []
    current: Release | None = None
    for line in text.splitlines():
        heading = RELEASE_HEADING.match(line)
        if heading or line.startswith("## "):
            current = Release(heading["version"], heading["date"], [], []) if heading else None
            if current:
                found.append(current)
        elif current is None or not line.strip() or line.startswith("#"):
            continue
        elif line.startswith("- "):
            current.items.append(line[2:])
        elif line.startswith(" ") and current.items:
            current.items[-1] += " " + line.strip()
        else:
            current.paragraphs.append(line)
    return [release._replace(paragraphs=[plain(" ".join(release.paragraphs))]
                             if release.paragraphs else [],
                             items=[plain(item) for item in release.items])
            for release in found]


def add(parent: ET.Element, tag: str, text: str | None = None, **attributes: str) -> ET.Element:
    element = ET.SubElement(parent, tag, {k.replace("_", ":"): v for k, v in attributes.items()})
    element.text = text
    return element


def add_translated(parent: ET.Element, tag: str, texts: dict[str, str]) -> None:
    for language, text in texts.items():
        if language:
            add(parent, tag, text, xml_lang=language)
        else:
            add(parent, tag, text)


def add_description(parent: ET.Element, paragraphs: list[str] | tuple[str, ...],
                    items: list[str]) -> None:
    description = add(parent, "description")
    for paragraph in paragraphs:
        add(description, "p", paragraph)
    if items:
        listing = add(description, "ul")
        for item in items:
            add(listing, "li", item)


def add_screenshots(component: ET.Element) -> None:
    screenshots = add(component, "screenshots")
    for index, (file, caption) in enumerate(SCREENSHOTS):
        screenshot = add(screenshots, "screenshot", **({"type": "default"} if index == 0 else {}))
        add(screenshot, "caption", caption)
        url = SCREENSHOT_URL.format(homepage=identity.HOMEPAGE_URL, file=file)
        add(screenshot, "image", url, type="source", width="1920", height="1080")


def add_releases(component: ET.Element, changelog: str) -> None:
    listing = add(component, "releases")
    for release in releases(changelog):
        element = add(listing, "release", version=release.version, date=release.date)
        add_description(element, release.paragraphs, release.items)


def component() -> ET.Element:
    """The whole <component>, in the order AppStream's own examples use."""
    root = ET.Element("component", type="desktop-application")
    add(root, "id", identity.APP_ID)
    add(root, "metadata_license", "CC0-1.0")
    add(root, "project_license", PROJECT_LICENSE)
    add_translated(root, "name", NAME)
    add_translated(root, "summary", SUMMARY)
    add_description(root, DESCRIPTION, [])
    developer = add(root, "developer", id=identity.APP_ID.rpartition(".")[0])
    add(developer, "name", f"The {identity.APP_NAME} team")
    add(root, "launchable", f"{identity.APP_ID}.desktop", type="desktop-id")
    add(root, "url", identity.HOMEPAGE_URL, type="homepage")
    add(root, "url", identity.BUG_REPORT_URL, type="bugtracker")
    add(root, "content_rating", type="oars-1.1")
    add(add(root, "provides"), "binary", "caylus")
    categories = add(root, "categories")
    for category in ("Game", "BoardGame"):
        add(categories, "category", category)
    keywords = add(root, "keywords")
    for keyword in KEYWORDS:
        add(keywords, "keyword", keyword)
    recommends = add(root, "recommends")
    for control in ("pointing", "keyboard"):
        add(recommends, "control", control)
    add_screenshots(root)
    add_releases(root, CHANGELOG.read_text("utf-8"))
    return root


def render() -> str:
    """The metainfo file's text, exactly as shipped."""
    root = component()
    ET.indent(root, space="  ")
    body = ET.tostring(root, encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            "<!-- Made by tools/make_metainfo.py from caylus/identity.py and CHANGELOG.md:"
            " edit those, then run it. -->\n" + body + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only say whether the shipped file is up to date")
    text = render()
    if parser.parse_args().check:
        current = OUTPUT.read_text("utf-8") if OUTPUT.is_file() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run python tools/make_metainfo.py")
            return 1
        print(f"{OUTPUT} is up to date")
        return 0
    OUTPUT.write_text(text, "utf-8")
    print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
