"""Which finished games are tonight's, the tally of each name across them, and how a game's
time is written.

"Tonight" is every game finished since the last 06:00, local time. A game night crosses
midnight but never 06:00 (a 01:30 game belongs with the 21:00 one, as the players feel it),
and a fixed hour is one a player can read ("since 06:00") and predict, where a rule of breaks
between games would depend on how long each game took.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from babel.dates import format_skeleton, format_time

from caylus.core.state import HUMAN
from caylus.persistence.scoreboard import Entry
from caylus.ui.i18n import language, locale_of, t

NIGHT_STARTS = time(6, 0)


def night_start(now: datetime) -> datetime:
    """The last 06:00 at or before `now`, in `now`'s time zone."""
    start = datetime.combine(now.date(), NIGHT_STARTS, tzinfo=now.tzinfo)
    return start if start <= now else start - timedelta(days=1)


def split_tonight(entries: Iterable[Entry], now: datetime) -> tuple[list[Entry], list[Entry]]:
    """Tonight's games and the earlier ones, each newest first."""
    start = night_start(now)
    newest_first = sorted(entries, key=lambda entry: entry.finished, reverse=True)
    tonight = [entry for entry in newest_first if entry.finished >= start]
    return tonight, [entry for entry in newest_first if entry.finished < start]


@dataclass
class Tally:
    """One name's evening: a person, or a computer of one level (another level is another
    opponent)."""

    name: str
    kind: str  # "human" or a computer level
    colour: str  # the colour of their latest game
    games: int = 0
    wins: int = 0
    points: int = 0
    best: int = 0


def tallies(entries: Sequence[Entry]) -> list[Tally]:
    """Each name's games, wins, total points and best score: most wins first, then most
    points. `entries` newest first (a name's colour is its latest)."""
    found: dict[tuple[str, str], Tally] = {}
    for entry in entries:
        for seat, result in enumerate(entry.seats):
            key = (result.name.casefold(), result.kind)
            tally = found.setdefault(key, Tally(result.name, result.kind, result.colour))
            tally.games += 1
            tally.wins += seat in entry.winners
            tally.points += result.score
            tally.best = max(tally.best, result.score)
    return sorted(found.values(), key=lambda t: (-t.wins, -t.points, t.name.casefold()))


def leaders(rows: Sequence[Tally]) -> set[int]:
    """The rows that lead the evening: the most wins (at least one), ties on points too."""
    if not rows or rows[0].wins == 0:
        return set()
    top = (rows[0].wins, rows[0].points)
    return {n for n, row in enumerate(rows) if (row.wins, row.points) == top}


def who(name: str, kind: str) -> str:
    """A name as the scoreboard shows it: a computer's with its level."""
    if kind == HUMAN:
        return name
    return t("scoreboard.computer", name=name, level=t(f"game.level.{kind}"))


def clock_time(moment: datetime) -> str:
    """The time of day the language's way ("11:41 PM", "23:41", "晚上11:41")."""
    shown: str = format_time(local(moment), "short", locale=locale_of(language()))
    return shown


def date_and_time(moment: datetime, now: datetime) -> str:
    """Weekday, date and time the language's way ("Fri, Nov 27, 11:41 PM"; the year too when
    it is not `now`'s)."""
    locale = locale_of(language())
    skeleton = "MMMEd" if local(moment).year == local(now).year else "yMMMEd"
    day: str = format_skeleton(skeleton, local(moment), locale=locale)
    pattern = str(locale.datetime_formats.get("medium", "{1} {0}"))
    return pattern.replace("{1}", day).replace("{0}", clock_time(moment))


def local(moment: datetime) -> datetime:
    """`moment` on this computer's clock."""
    return moment.astimezone()
