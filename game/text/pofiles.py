"""The translators' files, gettext PO (read and written with Babel): the template
`po/wildmeld.pot` made from the English catalogue, and each language's `po/<lang>.po`.

One entry per catalogue key: its context (`msgctxt`) is the key, its `msgid` the English
template with the fields in braces (and `msgid_plural` for a key worded by number), its
`msgstr` the translation, keeping the same fields. `scripts/messages.py` is the
command translators run (extract, init, update); this module is what it does.
"""

from __future__ import annotations

import io
from pathlib import Path

from babel.core import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

from game.text import fields_of
from game.text.plural import Entry

PO_DIR = Path(__file__).resolve().parent / "po"
TEMPLATE = PO_DIR / "wildmeld.pot"
PROJECT = {"project": "Wildmeld", "version": "0.1.0", "copyright_holder": "the Wildmeld authors"}
DATED = b'"POT-Creation-Date:'  # the header line that changes with every extract


def template() -> Catalog:
    """The English catalogue as a gettext template, one entry per key, in its order."""
    from game.text import en

    catalog = Catalog(fuzzy=False, **PROJECT)
    for key, words in en.TEXT.items():
        catalog.add(words, context=key)
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    """`catalog` as the bytes of a PO file (no line wrapping, entries in their order,
    translations of removed keys dropped)."""
    out = io.BytesIO()
    write_po(out, catalog, width=0, sort_output=False, ignore_obsolete=True, include_previous=True)
    return out.getvalue()


def undated(po: bytes) -> bytes:
    """A PO file's bytes without its creation date, to compare two renderings."""
    return b"\n".join(line for line in po.splitlines() if not line.startswith(DATED))


def write_template(path: Path | None = None) -> bool:
    """Write the template (`TEMPLATE`) afresh from the English catalogue unless the file
    holds it already (so that its date changes only with its words); True when written."""
    path = path or TEMPLATE
    fresh = po_bytes(template())
    if path.exists() and undated(path.read_bytes()) == undated(fresh):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(fresh)
    return True


def read(path: Path) -> Catalog:
    """A language's PO file (its language from its name: `de.po` -> "de")."""
    with path.open("rb") as file:
        return read_po(file, locale=path.stem, abort_invalid=True)


def new_language(code: str) -> Catalog:
    """An empty translation into `code` of the current template, with that language's
    plural rule (CLDR, through Babel) in its header; UnknownLocaleError for a code
    Babel does not know."""
    Locale.parse(code)
    catalog = Catalog(locale=code, fuzzy=False, **PROJECT)
    catalog.update(template(), no_fuzzy_matching=True)
    return catalog


def merge(catalog: Catalog, fresh: Catalog) -> None:
    """Bring a translation up to the template `fresh` (Babel's `Catalog.update`): a new
    key is added untranslated, a key whose English changed keeps its translation marked
    fuzzy (the old English kept as `#| msgid` for the translator), a removed key is
    dropped. Matched by key only — never by similar English, which would hand one key's
    words to another."""
    changed = {}
    for message in fresh:
        old = catalog.get(_ident(message.id), context=message.context)
        if message.id and old is None:
            old = next((m for m in catalog if m.id and m.context == message.context), None)
            if old is not None:
                changed[message.context] = old.id
                catalog.delete(old.id, context=old.context)
                # keyed by the new English, its shape kept (update() reshapes it)
                english = _ident(message.id)
                old.id = english if isinstance(old.id, str) else (english, *old.id[1:])
                catalog[old.id] = old
    catalog.update(fresh, no_fuzzy_matching=True, update_header_comment=False)
    for message in catalog:
        if message.context in changed:
            before = changed[message.context]
            message.previous_id = [before] if isinstance(before, str) else list(before)
            message.flags.add("fuzzy")


def _ident(msgid: str | tuple[str, ...]) -> str:
    return msgid if isinstance(msgid, str) else msgid[0]


def entry_of(message: Message) -> Entry | None:
    """A PO entry's translation as a catalogue entry (a template, or its plural forms);
    None where it is not to be spoken: fuzzy, or a form left empty."""
    if message.fuzzy or not message.string:
        return None
    if isinstance(message.string, str):
        return message.string
    forms = tuple(message.string)
    return forms if all(forms) else None


def fitting(english: Entry, translated: Entry) -> bool:
    """Whether a translation fits its English entry: words by number where the English
    is, and the same fields (a form of words by number may leave out the number, as
    German "eine Karte" does; the last form, used for most numbers, fills them all)."""
    if isinstance(english, str) != isinstance(translated, str):
        return False
    try:
        wanted = fields_of(english)
        if isinstance(translated, str):
            return fields_of(translated) == wanted
        last = fields_of(translated[-1]) | {"count"}
        return last == wanted and fields_of(translated) == wanted
    except ValueError:  # a brace left open or unmatched
        return False


def words(path: Path) -> tuple[dict[str, Entry], str]:
    """A language's words as the app speaks them (`game.text.Translation`): key -> entry
    for each key translated, not fuzzy and fitting its English (any other is said in
    English), and the language's plural rule (its header's Plural-Forms expression)."""
    from game.text import en

    catalog = read(path)
    found = {}
    for message in catalog:
        english = en.TEXT.get(message.context or "")
        translated = entry_of(message) if message.id and english is not None else None
        if translated is not None and fitting(english, translated):
            found[message.context] = translated
    return found, catalog.plural_expr
