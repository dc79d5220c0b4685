"""The translators' files (gettext PO, `game/text/po/`), kept in step with the English
catalogue (`game.text.en`, the source of every word).

    python scripts/messages.py extract      write the template wildmeld.pot from the English
    python scripts/messages.py init CODE    start a new language: po/CODE.po, untranslated
    python scripts/messages.py update       bring every po/<lang>.po up to the template:
                                            new keys added empty, changed English marked
                                            fuzzy, removed keys dropped

Each entry's context (`msgctxt`) is the catalogue key, its `msgid` the English template
with its fields in braces (`msgid_plural` too for words by number); a translation fills
`msgstr` and keeps the same fields. What each command does is `game.text.pofiles`.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.core import UnknownLocaleError  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from game.text import pofiles  # noqa: E402 - after the checkout is on the path


def extract() -> None:
    """Write the template afresh from the English catalogue (its date changes only when
    its words do)."""
    written = pofiles.write_template()
    where = pofiles.TEMPLATE.relative_to(ROOT)
    print(f"wrote {where}" if written else f"{where} is up to date")


def init(code: str) -> None:
    """Start translating into `code` (refused for a language Babel does not know, or one
    that has its file already)."""
    path = pofiles.PO_DIR / f"{code}.po"
    if path.exists():
        sys.exit(f"{path.relative_to(ROOT)} exists already; run `update` to bring it up to date")
    try:
        catalog = pofiles.new_language(code)
    except UnknownLocaleError as error:
        sys.exit(f"no such language {code!r}: {error}")
    path.write_bytes(pofiles.po_bytes(catalog))
    print(f"wrote {path.relative_to(ROOT)} ({len(catalog)} keys to translate)")


def update() -> None:
    """Write the template, then merge it into every language's file (a file is written
    only when it changes: its date is the template's, which changes with its words)."""
    extract()
    with pofiles.TEMPLATE.open("rb") as file:
        fresh = read_po(file)
    for path in sorted(pofiles.PO_DIR.glob("*.po")):
        catalog = pofiles.read(path)
        pofiles.merge(catalog, fresh)
        merged = pofiles.po_bytes(catalog)
        if merged != path.read_bytes():
            path.write_bytes(merged)
        fuzzy = sum(1 for m in catalog if m.id and m.fuzzy)
        empty = sum(1 for m in catalog if m.id and not _translated(m.string))
        print(f"updated {path.relative_to(ROOT)}: {empty} untranslated, {fuzzy} fuzzy")


def _translated(string: str | tuple[str, ...]) -> bool:
    return all(string) if isinstance(string, tuple) else bool(string)


COMMANDS = {"extract": extract, "update": update}

if __name__ == "__main__":
    match sys.argv[1:]:
        case [name] if name in COMMANDS:
            COMMANDS[name]()
        case ["init", code]:
            init(code)
        case _:
            sys.exit(__doc__)
