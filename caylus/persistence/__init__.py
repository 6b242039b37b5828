"""What the game keeps on disk: saved games (versioned JSON, upgraded one format at a time),
the scoreboard's finished games, and the one atomic writer every file of the game goes
through. It reads and writes the rules' values (`caylus.core`); the rules know nothing of it."""
