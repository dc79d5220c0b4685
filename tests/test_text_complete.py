"""Issue 20 item 7: every language the app ships is complete. Each PO file under
game/text/po/ holds every key of the English catalogue, translated (not fuzzy, no form
left empty) from the English as it is today (its `msgid` is today's English: English
changed without `python scripts/messages.py update` leaves a translation of words the
app no longer says), with the same fields and, for words by number, as many forms as its
language's CLDR plural rule has; and it holds no key the English lacks. One test per
file, naming the keys that fail; a language whose file does not exist yet has nothing
to check. `python scripts/messages.py update` adds new keys to every file."""

import pytest

from game.text import en, pofiles

FILES = sorted(pofiles.PO_DIR.glob("*.po"))
SHOWN = 12  # keys named in a failure, the rest counted


def problems(path) -> dict[str, list[str]]:
    catalog = pofiles.read(path)
    entries = {message.context: message for message in catalog if message.id}
    found: dict[str, list[str]] = {
        "missing": [key for key in en.TEXT if key not in entries],
        "not in English": [key for key in entries if key not in en.TEXT],
        "untranslated or fuzzy": [],
        "translated from other English": [],
        "fields or forms unlike the English": [],
    }
    for key, english in en.TEXT.items():
        message = entries.get(key)
        if message is None:
            continue
        translated = pofiles.entry_of(message)
        if message.id != english:
            found["translated from other English"].append(key)
        elif translated is None:
            found["untranslated or fuzzy"].append(key)
        elif not pofiles.fitting(english, translated) or (
            not isinstance(translated, str) and len(translated) != catalog.num_plurals
        ):
            found["fields or forms unlike the English"].append(key)
    return {kind: keys for kind, keys in found.items() if keys}


def report(found: dict[str, list[str]]) -> str:
    return "; ".join(
        f"{len(keys)} {kind}: {', '.join(keys[:SHOWN])}{' …' if len(keys) > SHOWN else ''}"
        for kind, keys in found.items()
    )


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_a_language_has_every_key_translated_with_the_english_fields(path):
    found = problems(path)
    assert not found, f"{path.name}: {report(found)}"


def test_the_check_names_what_a_file_lacks(tmp_path):
    catalog = pofiles.new_language("de")
    for message in catalog:
        if message.id:
            message.string = message.id
    entries = [message for message in catalog if message.id]
    entries[0].string = ""
    entries[1].flags.add("fuzzy")
    stale = next(message for message in entries[3:] if isinstance(message.id, str))
    catalog.delete(stale.id, context=stale.context)
    stale.id += " (words the English no longer says)"
    catalog[stale.id] = stale
    plural = next(message for message in entries if not isinstance(message.id, str))
    plural.string = (plural.id[0], "no fields here")
    catalog.delete(entries[2].id, context=entries[2].context)
    path = tmp_path / "de.po"
    path.write_bytes(pofiles.po_bytes(catalog))
    assert problems(path) == {
        "missing": [entries[2].context],
        "untranslated or fuzzy": [entries[0].context, entries[1].context],
        "translated from other English": [stale.context],
        "fields or forms unlike the English": [plural.context],
    }
