"""Whether games and settings can be saved, and what to tell the player when they cannot.

The data folder is checked once at start (`saving_problem`). When it cannot be written (a
read-only home, a folder that cannot be made, a full disk) the game still starts and plays;
the title screen says once why games cannot be kept, and nothing tries to save after that.
"""

from __future__ import annotations

import errno
import logging

from caylus.resources import data_dir_problem, user_data_dir
from caylus.ui.i18n import t

logger = logging.getLogger(__name__)

#: errno values and the catalogue key of the plain reason each stands for.
REASON_KEYS = {
    errno.EACCES: "os_error.permission_denied",
    errno.EPERM: "os_error.permission_denied",
    errno.EROFS: "os_error.read_only",
    errno.ENOSPC: "os_error.disk_full",
    errno.EDQUOT: "os_error.disk_full",
    errno.ENOTDIR: "os_error.not_a_folder",
    errno.EEXIST: "os_error.not_a_folder",
    errno.ENOENT: "os_error.missing",
}


def os_error_reason(error: OSError, reading: bool = False) -> str:
    """The reason for `error` in the player's words (`reading`: it came from reading a file,
    so a permission refused is to read it, not to write there)."""
    if reading and isinstance(error, PermissionError):
        return t("os_error.not_readable")
    key = REASON_KEYS.get(error.errno or 0)
    if key is None:
        return t("os_error.other", detail=error.strerror or type(error).__name__)
    return t(key)


def saving_problem() -> str | None:
    """The notice to show when games cannot be saved in the data folder, or None."""
    error = data_dir_problem()
    if error is None:
        return None
    logger.warning("games cannot be saved in %s: %s", user_data_dir(), error)
    return t("data_dir.unwritable", folder=str(user_data_dir()), reason=os_error_reason(error))
