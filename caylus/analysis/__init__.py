"""Reading a game after the fact: where each player's prestige came from and how it grew
over the turns, from the rules' events (`caylus.core`). The game review and the final scores
use it; the rules know nothing of it."""
