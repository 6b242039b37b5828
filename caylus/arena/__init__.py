"""The arena: computer players against each other, win shares with confidence intervals.

    python -m caylus.arena --players hard,medium,medium,medium --games 200 --out x.jsonl
    python -m caylus.arena --report x.jsonl

Every recorded game carries its seed, options, players and budgets, so any published
figure can be replayed (`--replay x.jsonl --game K`). See docs/arena/README.md.
"""
