import logging
import sys

from caylus.review.cli import main

if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
