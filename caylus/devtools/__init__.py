"""Tools for the people who make the game, not part of the game itself: the benchmarks
(`bench*`), the text check and the place-name check, the showcase of every screen they draw,
and the self-test the wheel and the executable run (`caylus --self-test`). Nothing in the
program's layers imports this package; it may import all of them."""
