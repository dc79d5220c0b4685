"""The app's words in English: key -> template, fields in braces (filled by
`game.text.tr`). One module per part of the app, so each part's words read together;
a key starts with its part's name (`menu.`, `table.`, `lesson.`, `rules.` …) and is
unique across the parts (tests/test_text.py).
"""

from game.text.en import lessons, options, reasons, refusals, rules, screens, tables

PARTS = (
    screens.TEXT,
    options.TEXT,
    tables.TEXT,
    lessons.TEXT,
    rules.TEXT,
    refusals.TEXT,
    reasons.TEXT,
)
TEXT: dict[str, str] = {key: words for part in PARTS for key, words in part.items()}
