"""Issue 20 item 4: card names and meld words reach the screen in the chosen language.
Each game's deck words its cards from the catalogue (`names.*`, game/text/en/names.py;
Sting's special cards by the rules page's words); the engines and bots keep their
English for the logs (`card.name`, a refusal's `reason`, a bot's `Reason`), while what
the app shows is worded from the key and the fields — a field holding a card, a colour
or a meld worded in the chosen language (`game.text.said`)."""

import ast
import importlib
import re
from pathlib import Path

import pytest

from game import text
from game.bots.words import Reason, named, phrase
from game.rules.engine import IllegalAction
from game.rules.sting.words import meld_words
from game.text import en, tr
from game.text.said import worded

crowns_deck, sting_deck, rumski_deck = (
    importlib.import_module(f"game.rules.{game}.deck") for game in ("crowns", "sting", "rumski")
)
crowns_card, sting_card = crowns_deck.parse_card, sting_deck.parse_card
rumski_card = rumski_deck.parse_card
GAME = Path(__file__).resolve().parent.parent / "game"
# The English names the catalogue holds, which no module of the engines or bots spells.
CARD_WORDS = re.compile(
    r"\b(clubs|diamonds|hearts|spades|stars|red|blue|green|yellow|purple|jacks?|queens?"
    r"|kings?|joker|(Wild|Double|Triple|Super) Sting|Pass-A-Pile|Take-It-Back"
    r"|(book|run|group|meld) of)\b"
)

PROBE = {  # a made-up language: every name a card or meld is given, said differently
    "names.crowns_card": "{suit}-{rank}",
    "names.rank_12": "DAME",
    "names.suit_H": "HERZ",
    "names.joker": "JOKER!",
    "names.numbered": "{number}·{colour}",
    "names.colour_R": "ROUGE",
    "names.colour_P": "PURPUR",
    "names.wild": "WILDE",
    "rules.sting.double_sting": "DOPPEL",
    "names.sting_run": "{numbers}/{colour}",
    "names.sting_with": "{meld} + {wilds}",
    "names.sting_specials": ("ein {special}", "{how_many}x {special}"),
    "names.the": "die {cards}",
    "list.and": "{most} & {last}",
    "reason.discarded": "warf {card} ab",
    "reason.crowns.with_cuts": "mit {cards}: {now}→{after}",
    "refusal.crowns.not_held": "Nicht auf der Hand: {card}.",
}


@pytest.fixture
def probe():
    text.CATALOGUES["xx"] = PROBE
    text.set_language("xx")
    yield
    text.set_language("en")
    del text.CATALOGUES["xx"]


DECKS = {
    "crowns": lambda: crowns_deck.pack(),
    "sting": lambda: sting_deck.full_deck(),
    "rumski": lambda: rumski_deck.full_deck(),
}


@pytest.mark.parametrize("game", DECKS)
def test_every_card_is_named_from_the_catalogue(game):
    for card in set(DECKS[game]()):
        assert card.name == card.worded(en.words) == card.worded()
        assert card.name and "{" not in card.name


def test_cards_are_named_in_the_chosen_language(probe):
    assert crowns_card("QH").name == "queen of hearts", "the engines keep their English"
    assert crowns_card("QH").worded(tr) == "HERZ-DAME"
    assert crowns_card("W").worded(tr) == "JOKER!"
    assert sting_card("R7").worded(tr) == "7·ROUGE"
    assert sting_card("W2").worded(tr) == "DOPPEL"
    assert rumski_card("P7").worded(tr) == "7·PURPUR"
    assert rumski_card("W").worded(tr) == "WILDE"


def test_a_meld_is_worded_in_the_sentence_s_language(probe):
    meld = meld_words([sting_card(token) for token in ("R3", "R4", "W2", "R6")])
    assert str(meld) == "red 3-4-5-6 with a Double Sting"
    assert tr("sting.log_laid", name="Ana", meld=meld, to="x") == en.words(
        "sting.log_laid", name="Ana", meld="3-4-5-6/ROUGE + ein DOPPEL", to="x"
    )


def test_a_bot_s_reason_names_its_cards_in_the_chosen_language(probe):
    queen, nine = crowns_card("QH"), crowns_card("9H")
    reason = Reason(
        phrase("reason.discarded", card=queen),
        phrase("reason.crowns.with_cuts", cards=named([nine, queen]), now=20, after=16),
    )
    assert str(reason).startswith("discarded the queen of hearts — with the 9 of hearts and")
    assert text.reason_words(reason) == ("warf HERZ-DAME ab — mit die HERZ-9 & HERZ-DAME: 20→16")


def test_a_refusal_names_its_card_in_the_chosen_language(probe):
    refusal = IllegalAction.of("CR-8", "refusal.crowns.not_held", card=crowns_card("QH"))
    assert refusal.reason == "You do not hold the queen of hearts."
    assert text.refusal_words(refusal) == "Nicht auf der Hand: HERZ-DAME."


def literal_card_words(path: Path) -> list[tuple[int, str]]:
    """Strings in `path` spelling a card's or meld's English name (docstrings, keys and
    exception messages aside)."""
    tree = ast.parse(path.read_text())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        above = parents.get(node)
        if isinstance(above, ast.Expr) or (" " not in node.value and "." in node.value):
            continue
        while above is not None and not isinstance(above, ast.Raise):
            above = parents.get(above)
        if above is None and CARD_WORDS.search(node.value):
            found.append((node.lineno, node.value))
    return found


@pytest.mark.parametrize(
    "path",
    sorted(p for part in ("rules", "bots") for p in (GAME / part).rglob("*.py")),
    ids=lambda p: str(p.relative_to(GAME)),
)
def test_no_engine_or_bot_spells_a_card_s_name_itself(path):
    found = literal_card_words(path)
    assert not found, f"{path.relative_to(GAME)} names cards in English inline: {found[:5]}"


SAYING = {"tr", "phrase", "IllegalAction.of", "en.words"}
CARD_FIELDS = {"card", "cards", "wild", "top", "freed", "other"}


def english_names_given(path: Path) -> list[tuple[int, str]]:
    """Calls in `path` that give a sentence a card's English name (`card=top.name`)
    where the card itself would be worded in the sentence's language."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and ast.unparse(node.func) in SAYING:
            for keyword in node.keywords:
                value = keyword.value
                named = isinstance(value, ast.Attribute) and value.attr == "name"
                if named and keyword.arg in CARD_FIELDS:
                    found.append((node.lineno, ast.unparse(keyword)))
    return found


@pytest.mark.parametrize(
    "path",
    sorted(
        p
        for part in ("rules", "bots", "scenes", "ui", "tutorial")
        for p in (GAME / part).rglob("*.py")
    ),
    ids=lambda p: str(p.relative_to(GAME)),
)
def test_a_sentence_is_given_the_card_not_its_english_name(path):
    found = english_names_given(path)
    assert not found, f"{path.relative_to(GAME)} gives English card names: {found[:5]}"


def test_a_void_rumski_round_says_why_in_the_chosen_language(monkeypatch):
    """RU-13: the summary of a round that ended with no score said the engine's English
    reason in every language; the event names its catalogue words too."""
    from game.rules import rumski
    from game.scenes.rumski.adapter import RumskiTable

    words = "{rounds} tours sans carte posée dans la Communauté."
    monkeypatch.setitem(text.CATALOGUES, "xx", {"rumski.void_quiet": words})
    void = rumski.RoundVoid(1, "30 rounds …", ((), ()), (), "rumski.void_quiet", (("rounds", 30),))
    text.set_language("xx")
    try:
        summary = RumskiTable().summary(void, ["Ana", "Bo"], [0, 0])
        line = worded(summary.next_line, tr)  # as the summary words it, when drawn
    finally:
        text.set_language("en")
    assert line == "30 tours sans carte posée dans la Communauté."
    assert en.words("rumski.void_quiet", rounds=30) == (
        "30 rounds of turns passed with no card played to the Community."
    ), "the engine's English reason, as before"
