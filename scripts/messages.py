"""The translators' files: write the template `game/text/po/wildmeld.pot` from the
English catalogue (`game.text.en`, the source of every word).

    python scripts/messages.py extract

Each entry's context (`msgctxt`) is the catalogue key, its `msgid` the English template
with its fields in braces; a translation (`game/text/po/<lang>.po`) fills `msgstr`
and keeps the same fields.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parent.parent
PO_DIR = ROOT / "game" / "text" / "po"
TEMPLATE = PO_DIR / "wildmeld.pot"


def template() -> Catalog:
    """The English catalogue as a gettext template, one entry per key."""
    sys.path.insert(0, str(ROOT))
    from game.text import en

    catalog = Catalog(project="Wildmeld", version="0.1.0", fuzzy=False)
    for key, words in en.TEXT.items():
        catalog.add(words, context=key)
    return catalog


def extract() -> None:
    """Write the template afresh from the English catalogue."""
    PO_DIR.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as out:
        write_po(out, template(), width=0, omit_header=False, sort_output=False)
    print(f"wrote {TEMPLATE.relative_to(ROOT)}")


if __name__ == "__main__":
    if sys.argv[1:] != ["extract"]:
        sys.exit(__doc__)
    extract()
