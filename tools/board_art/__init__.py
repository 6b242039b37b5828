"""The board's tile art, drawn from code (see tools/make_board_art.py)."""
