"""Issue 20: the translators' files (gettext PO through Babel, `game.text.pofiles`,
run as `scripts/messages.py`). The committed template is the English catalogue; `update`
brings a translation up to it by key: new keys empty, changed English fuzzy, removed
keys dropped."""

import pytest
from babel.core import UnknownLocaleError
from babel.messages.catalog import Catalog

from game.text import pofiles


def english(entries: dict) -> Catalog:
    catalog = Catalog(fuzzy=False, **pofiles.PROJECT)
    for key, words in entries.items():
        catalog.add(words, context=key)
    return catalog


def translation(entries: dict) -> Catalog:
    catalog = Catalog(locale="de", fuzzy=False, **pofiles.PROJECT)
    for key, (words, translated) in entries.items():
        catalog.add(words, translated, context=key)
    return catalog


def test_the_committed_template_is_the_english_catalogue():
    committed = pofiles.TEMPLATE.read_bytes()
    fresh = pofiles.po_bytes(pofiles.template())
    assert pofiles.undated(committed) == pofiles.undated(fresh), (
        "game/text/po/wildmeld.pot is behind game/text/en: run `python scripts/messages.py "
        "update` (it writes the template and merges it into every language)"
    )


def test_extract_rewrites_the_template_only_when_its_words_change(tmp_path):
    path = tmp_path / "wildmeld.pot"
    assert pofiles.write_template(path)
    first = path.read_bytes()
    assert not pofiles.write_template(path)
    assert path.read_bytes() == first


def test_update_adds_new_keys_marks_changed_english_fuzzy_and_drops_removed_keys():
    catalog = translation(
        {
            "menu.kept": ("Resume", "Fortsetzen"),
            "menu.changed": ("Quit", "Beenden"),
            "menu.removed": ("Old words", "Alte Worte"),
        }
    )
    fresh = english(
        {
            "menu.kept": "Resume",
            "menu.changed": "Quit to menu",
            "menu.added": "Old words!",  # like a removed key's English: never matched by it
        }
    )
    pofiles.merge(catalog, fresh)
    entries = {m.context: m for m in catalog if m.id}
    assert sorted(entries) == ["menu.added", "menu.changed", "menu.kept"]
    assert (entries["menu.kept"].string, entries["menu.kept"].fuzzy) == ("Fortsetzen", False)
    changed = entries["menu.changed"]
    assert (changed.id, changed.string, changed.fuzzy) == ("Quit to menu", "Beenden", True)
    assert changed.previous_id == ["Quit"]
    assert not entries["menu.added"].string and not entries["menu.added"].fuzzy
    written = pofiles.po_bytes(catalog)
    assert b"Alte Worte" not in written
    assert b'#| msgid "Quit"' in written


def test_update_turns_a_key_worded_by_number_into_plural_forms():
    catalog = translation({"reason.cards": ("{n} cards", "{n} Karten")})
    pofiles.merge(catalog, english({"reason.cards": ("{n} card", "{n} cards")}))
    (entry,) = (m for m in catalog if m.id)
    assert entry.id == ("{n} card", "{n} cards")
    assert entry.fuzzy and entry.string[0] == "{n} Karten"
    assert len(entry.string) == 2  # German: one and other


def test_a_new_language_carries_its_cldr_plural_rule():
    assert pofiles.new_language("de").plural_forms == "nplurals=2; plural=(n != 1);"
    french = pofiles.new_language("fr")  # 0 and 1 are singular; a million takes "de"
    assert french.num_plurals == 3 and "(n == 0 || n == 1) ? 0" in french.plural_forms
    with pytest.raises(UnknownLocaleError, match="xq"):
        pofiles.new_language("xq")


def test_update_twice_changes_nothing_the_second_time(tmp_path, monkeypatch):
    """Each language's date is the template's, which changes only with its words: a
    second `update` with no new English rewrites no file (it stamped the time of the run
    into every file before)."""
    import importlib.util
    from pathlib import Path

    script = Path(__file__).resolve().parent.parent / "scripts" / "messages.py"
    spec = importlib.util.spec_from_file_location("messages_script", script)
    messages = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(messages)
    monkeypatch.setattr(pofiles, "PO_DIR", tmp_path)
    monkeypatch.setattr(pofiles, "TEMPLATE", tmp_path / "wildmeld.pot")
    monkeypatch.setattr(messages, "ROOT", tmp_path)
    made, hours = pofiles.template, iter(range(24))

    def template_made_later():  # each run an hour after the one before
        catalog = made()
        catalog.creation_date = catalog.creation_date.replace(hour=next(hours), minute=0)
        return catalog

    monkeypatch.setattr(pofiles, "template", template_made_later)
    messages.extract()
    messages.init("de")
    messages.update()
    first = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    messages.update()
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == first
