"""The values the command line checks before anything else is loaded: the languages and the
window sizes (`caylus/__main__.py` reads them without importing the rules, see there).
`caylus.ui.settings` keeps them too."""

LANGUAGES = ("en", "pl", "pt-BR", "he", "zh-Hant")
MIN_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)
