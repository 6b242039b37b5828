"""Every error a player is told of, in their words: a `CaylusError` by its code
(`error.<code>` in the catalogue, or the reason an illegal move or a refused name carries), a
refusal of the system (a full disk, a read-only folder) by its errno, anything else as
something unexpected. The English message is for the log only (CONTRIBUTING: no raw
exception text on screen)."""

from __future__ import annotations

import os

from caylus.core.actions import Reason
from caylus.errors import CaylusError
from caylus.ui.data_folder import os_error_reason
from caylus.ui.i18n import has, t
from caylus.ui.render.labels import reason_text


def error_words(error: BaseException) -> str:
    """What went wrong, for the player to read (a clause: it fills a sentence's {reason})."""
    reason = getattr(error, "reason", None)
    if isinstance(error, CaylusError) and reason is None:
        reason = error.values.get("reason")  # what the core said was wrong (a name, a seat)
    if isinstance(reason, Reason):
        return reason_text(reason).rstrip(".。")  # a clause: the sentence it fills goes on
    if isinstance(error, CaylusError) and has(f"error.{error.code}"):
        return t(f"error.{error.code}", **_words_values(error.values))
    if isinstance(error, OSError):
        return os_error_reason(error)
    return t("error.unexpected")


def _words_values(values: dict[str, object]) -> dict[str, object]:
    """The values the words need: a system refusal (`errno`) becomes its reason (`why`)."""
    worded = dict(values)
    number = values.get("errno")
    if isinstance(number, int):
        worded["why"] = os_error_reason(OSError(number, os.strerror(number)))
    elif "errno" in values:
        worded["why"] = t("error.unexpected")
    return worded
