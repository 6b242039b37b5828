"""The script PyInstaller freezes (see build.spec): the same entry point as `python -m caylus`.

A separate file rather than `caylus/__main__.py` itself, so that the frozen program imports
the package as `caylus` and PyInstaller does not put `caylus/` on the module search path.
"""

import sys

from caylus.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
