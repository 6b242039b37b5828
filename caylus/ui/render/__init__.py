"""Drawing the board and its pieces at the window's real scale (no pygame state beyond Surfaces)."""
