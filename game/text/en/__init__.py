"""The app's words in English: key -> template, fields in braces (filled by
`game.text.tr`), or a pair of templates (one, other) for words by number, the field
`count` choosing (`game.text.plural`). One module per part of the app, so each part's
words read together; a key starts with its part's name (`menu.`, `table.`, `lesson.`,
`rules.` …) and is unique across the parts (tests/test_text.py).

English is the source language: the translators' template `game/text/po/wildmeld.pot`
is made from these tables (`scripts/messages.py`).
"""

from game.text import plural, said
from game.text.en import lessons, names, options, reasons, refusals, rules, screens, tables

PARTS = (
    screens.TEXT,
    options.TEXT,
    tables.TEXT,
    names.TEXT,
    lessons.TEXT,
    rules.TEXT,
    refusals.TEXT,
    reasons.TEXT,
)
TEXT: dict[str, plural.Entry] = {key: words for part in PARTS for key, words in part.items()}


def words(key: str, /, **fields: object) -> str:
    """The English words of `key`, `fields` filled in (what a rules engine's refusal and
    a bot's reason hold, whatever language the app speaks); a field that words itself
    (a card, `game.text.said`) in English too."""
    fields = said.resolved(fields, words)
    return plural.form(TEXT[key], fields).format(**fields)
