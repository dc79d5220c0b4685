"""Issue 20 item 3: words by number follow each language's CLDR plural rule. An English
entry worded by number is one key holding its forms (one, other), and `tr(key, count=n)`
picks the form by the chosen language's rule; no pair of keys split by number remains."""

import re
from collections import defaultdict

import pytest

from game import text
from game.text import en, fields_of, plural, tr

NUMBER_SUFFIX = re.compile(r"(_one|_many|_more|_count|_plural|_single|_several|s)$")
COUNTED_NOUN = re.compile(r"\{count\} (?:\w+ )?\w+[^su]s\b")  # "{count} cards", not "plus"


def test_no_key_pair_is_split_by_number():
    stems = defaultdict(list)
    for key, entry in en.TEXT.items():
        if "count" in fields_of(entry):
            stems[NUMBER_SUFFIX.sub("", key)].append(key)
    split = [keys for keys in stems.values() if len(keys) > 1]
    assert not split, f"one entry of words by number, not a key per number: {split}"


def test_counted_nouns_and_parenthesised_plurals_are_words_by_number():
    for key, entry in en.TEXT.items():
        for template in plural.forms(entry):
            assert "(s)" not in template, f"{key}: '(s)' — make it words by number"
        if isinstance(entry, str):
            found = COUNTED_NOUN.search(entry)
            assert not found, f"{key}: {found.group(0)!r} reads wrong for 1: words by number"
        else:
            assert len(entry) == 2, f"{key}: English words by number are (one, other)"


def test_english_words_by_number_pick_one_or_other():
    assert tr("table.cards", count=1) == "1 card"
    assert tr("table.cards", count=0) == "0 cards"
    assert tr("table.cards", count=14) == "14 cards"
    assert en.words("reason.more_meld", count=2) == "2 more melds"
    with pytest.raises(KeyError, match="count"):
        tr("table.cards")


class Probe(dict):
    """A language's words and its plural rule, as `game.text.Translation` holds them."""

    def __init__(self, words, plural):
        super().__init__(words)
        self.plural = plural


def test_a_language_picks_its_form_by_its_own_rule():
    french = "(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2"  # CLDR, via Babel
    forms = ("{count} carte", "{count} M", "{count} cartes")
    text.CATALOGUES["xx"] = Probe({"table.cards": forms}, plural=french)
    try:
        text.set_language("xx")
        assert [tr("table.cards", count=n) for n in (0, 1, 2, 1_000_000)] == [
            "0 carte",
            "1 carte",
            "2 cartes",
            "1000000 M",
        ]
    finally:
        text.set_language("en")
        del text.CATALOGUES["xx"]
