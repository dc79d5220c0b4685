"""Issue 20 item 2: one loader. Each language's words are its gettext PO file
(`game/text/po/<code>.po`), read the first time it is spoken into the catalogue's shape;
what is missing, fuzzy, empty or does not fit its English is said in English."""

import shutil

from babel.messages.catalog import Catalog

from game import text
from game.text import en, pofiles, tr


def write(path, catalog):
    path.write_bytes(pofiles.po_bytes(catalog))
    return path


def test_every_language_with_a_po_file_is_offered():
    codes = {path.stem for path in pofiles.PO_DIR.glob("*.po")}
    assert set(text.LANGUAGES) == codes | {"en"}
    assert list(text.LANGUAGES) == sorted(text.LANGUAGES)


def test_the_loader_reads_back_every_entry_a_po_file_holds(tmp_path):
    """Round trip: the template with every msgstr set to its English reads back as the
    English catalogue itself, words by number too."""
    catalog = pofiles.new_language("de")
    for message in catalog:
        if message.id:
            message.string = message.id
    words, rule = pofiles.words(write(tmp_path / "de.po", catalog))
    assert words == en.TEXT
    assert rule == "(n != 1)"


def test_what_is_missing_fuzzy_empty_or_misfitting_is_said_in_english(tmp_path, monkeypatch):
    catalog = Catalog(locale="de", fuzzy=False)
    catalog.add("Quit", "Beenden", context="menu.quit")
    catalog.add("Continue {game}", "Weiter", context="menu.continue")  # lost its field
    catalog.add("Settings", "Einstellungen", context="menu.settings", flags=["fuzzy"])
    catalog.add("Statistics", "", context="menu.stats")
    catalog.add(
        ("{count} card", "{count} cards"), ("eine Karte", "{count} Karten"), context="table.cards"
    )
    catalog.add("gone", "weg", context="menu.no_such_key")
    path = write(tmp_path / "de.po", catalog)
    monkeypatch.setitem(text.CATALOGUES, "de", text.Translation(path))
    try:
        text.set_language("de")
        assert tr("menu.quit") == "Beenden"
        assert tr("menu.continue", game="Crowns") == en.words("menu.continue", game="Crowns")
        assert tr("menu.settings") == en.TEXT["menu.settings"]
        assert tr("menu.stats") == en.TEXT["menu.stats"]
        assert tr("table.cards", count=1) == "eine Karte"
        assert tr("table.cards", count=5) == "5 Karten"
        assert tr("menu.rules") == en.TEXT["menu.rules"]  # not in the file at all
    finally:
        text.set_language("en")


def test_a_po_file_is_read_only_when_its_language_is_spoken(tmp_path, monkeypatch):
    path = tmp_path / "de.po"
    shutil.copy(pofiles.TEMPLATE, path)
    translation = text.Translation(path)
    monkeypatch.setitem(text.CATALOGUES, "de", translation)
    path.write_text('msgid "cut short')  # broken, but nobody reads it yet
    assert "_read" not in vars(translation)
    text.set_language("de")
    try:
        assert tr("menu.quit") == en.TEXT["menu.quit"], "a broken file: English, no crash"
        assert "_read" in vars(translation)
    finally:
        text.set_language("en")


def test_numbers_dates_and_times_are_written_as_the_chosen_language_writes_them(monkeypatch):
    """Issue 20 item 5: through Babel's CLDR formats, on the player's own clock."""
    from datetime import UTC, datetime, timedelta, timezone

    from game.store import saves
    from game.text.local import number_words, percent_words

    monkeypatch.setattr(saves, "CLOCK_ZONE", timezone(timedelta(hours=1)))  # Berlin, winter
    stamp, moment = "2026-11-22T14:30:00Z", datetime(2026, 11, 27, 13, 2, tzinfo=UTC)
    written = {
        "en": ("Nov 22, 2026, 3:30\u202fPM", "2:02\u202fPM", "1,234.5", "42%"),
        "de": ("22.11.2026, 15:30", "14:02", "1.234,5", "42\u00a0%"),
    }
    for code, (when, time, number, share) in written.items():
        monkeypatch.setitem(text.CATALOGUES, code, en.TEXT)  # the words don't matter here
        text.set_language(code)
        try:
            assert saves.local_moment(stamp) == when
            assert saves.local_time(moment) == time
            assert number_words(1234.5, decimals=1) == number
            assert percent_words(0.42) == share
        finally:
            text.set_language("en")
