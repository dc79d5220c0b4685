"""How to play each game, in Wildmeld's own words, for the rules scene (issue 5 item 2).

The source of truth stays `rules/*.md` of the design notes (CR-n, ST-n, RU-n); this is the
player's version of it. A page is a list of blocks:
`Heading`, `Para`, `Item` (a bulleted line), `Cards` (a row of pictured cards in the game's
own notation, a trailing `*` marks a card as this hand's wild) and `Term` (a pictured
special card with its name and what it does). The words are not here: every block names
its words by key (`game.text`, the `rules.` part), asked for when the page is drawn, so a
page shows in the language chosen then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.text import tr


@dataclass(frozen=True)
class Heading:
    key: str


@dataclass(frozen=True)
class Para:
    key: str


@dataclass(frozen=True)
class Item:
    key: str


@dataclass(frozen=True)
class Cards:
    tokens: str  # e.g. "7H 7H 7S" (Crowns) or "R7 B7 G7" (Sting); "5H*" is marked wild
    caption: str = ""  # the key of the words under the cards; "" for none


@dataclass(frozen=True)
class Term:
    token: str
    name: str  # keys: the card's name and what it does
    does: str


Block = Heading | Para | Item | Cards | Term

# Keys of the line under each game's page title (the title is the game's name).
TAGLINES = {
    "crowns": "rules.crowns.tagline",
    "sting": "rules.sting.tagline",
    "rumski": "rules.rumski.tagline",
}


class Special(NamedTuple):
    """Keys of a Sting special card's words: its name, what it does (the rules page) and
    the one line of hover help at the table (its name filled in)."""

    name: str
    does: str
    help: str


def _special(card: str) -> Special:
    """The keys of a special card's words: `rules.sting.<card>`, `…_does` and `…_help`."""
    key = f"rules.sting.{card}"
    return Special(key, f"{key}_does", f"{key}_help")


# One line per Sting special card: the printed game's Quick Reference card (issue 6), also
# used for the table's hover help.
STING_SPECIALS = {
    "W": _special("wild_sting"),
    "W2": _special("double_sting"),
    "W3": _special("triple_sting"),
    "WS": _special("super_sting"),
    "PP": _special("pass_a_pile"),
    "TB": _special("take_it_back"),
}


def special_card_help(face: str) -> str | None:
    """One line on what a Sting special card does ("Double Sting: a wild that …"), for hover
    help at the table; None for a card that is not special."""
    found = STING_SPECIALS.get(face)
    if found is None:
        return None
    return tr(found.help, name=tr(found.name))


CROWNS: list[Block] = [
    Para("rules.crowns.aim"),
    Heading("rules.the_cards_heading"),
    Para("rules.crowns.packs"),
    Cards("3C 3D 3H 3S 3X W", "rules.crowns.suits_caption"),
    Heading("rules.crowns.hands_heading"),
    Para("rules.crowns.wild_rank"),
    Cards("5H* 5X* W", "rules.crowns.wild_rank_caption"),
    Heading("rules.your_turn_heading"),
    Item("rules.crowns.draw"),
    Item("rules.crowns.discard"),
    Item("rules.crowns.nothing_laid"),
    Heading("rules.crowns.books_and_runs_heading"),
    Item("rules.crowns.book"),
    Cards("7H 7H 7S", "rules.crowns.book_caption"),
    Item("rules.crowns.run"),
    Cards("8D 9D 10D JD", "rules.crowns.run_caption"),
    Item("rules.crowns.wilds"),
    Cards("5S* QX KX", "rules.crowns.wilds_caption"),
    Heading("rules.crowns.going_out_heading"),
    Para("rules.crowns.going_out"),
    Para("rules.crowns.final_turns"),
    Heading("rules.crowns.stock_heading"),
    Para("rules.crowns.stock"),
    Heading("rules.scoring_heading"),
    Para("rules.crowns.scoring"),
    Heading("rules.crowns.solo_heading"),
    Para("rules.crowns.solo"),
]

STING: list[Block] = [
    Para("rules.sting.aim"),
    Heading("rules.the_cards_heading"),
    Para("rules.sting.numbered"),
    Cards("R6 B9 G3 Y10", "rules.sting.colours_caption"),
    Para("rules.sting.specials"),
    *(Term(code, special.name, special.does) for code, special in STING_SPECIALS.items()),
    Para("rules.sting.beginners_leave_specials"),
    Heading("rules.your_turn_heading"),
    Item("rules.sting.announce"),
    Item("rules.sting.play"),
    Item("rules.sting.keep_places"),
    Item("rules.sting.discard"),
    Heading("rules.sting.sets_and_runs_heading"),
    Item("rules.sting.set"),
    Cards("R7 B7 G7", "rules.sting.set_caption"),
    Item("rules.sting.run"),
    Cards("Y3 Y4 W Y6", "rules.sting.run_caption"),
    Item("rules.sting.wild_limits"),
    Heading("rules.sting.passing_heading"),
    Para("rules.sting.passing"),
    Cards("PP TB"),
    Heading("rules.sting.going_out_heading"),
    Para("rules.sting.scoring"),
    Cards("B4 B5 W2 B7", "rules.sting.scoring_caption"),
    Para("rules.sting.game_end"),
    Heading("rules.sting.draw_pile_heading"),
    Para("rules.sting.draw_pile"),
    Heading("rules.sting.options_heading"),
    Item("rules.sting.numeric"),
    Item("rules.sting.no_substitutions"),
    Item("rules.sting.beginners"),
    Item("rules.sting.open_hands"),
]

RUMSKI: list[Block] = [
    Para("rules.rumski.aim"),
    Heading("rules.the_cards_heading"),
    Para("rules.rumski.numbered"),
    Cards("G1 R1 P1 B1 Y1 W", "rules.rumski.colours_caption"),
    Para("rules.rumski.deal"),
    Heading("rules.your_turn_heading"),
    Item("rules.rumski.draw"),
    Item("rules.rumski.play"),
    Item("rules.rumski.discard"),
    Heading("rules.rumski.groups_and_runs_heading"),
    Item("rules.rumski.group"),
    Cards("R9 B9 Y9", "rules.rumski.group_caption"),
    Item("rules.rumski.run"),
    Cards("P10 P11 W P13", "rules.rumski.run_caption"),
    Item("rules.rumski.one_wild"),
    Heading("rules.rumski.opening_heading"),
    Para("rules.rumski.opening"),
    Heading("rules.rumski.community_heading"),
    Para("rules.rumski.community"),
    Heading("rules.rumski.wilds_heading"),
    Para("rules.rumski.wilds"),
    Heading("rules.rumski.rumski_heading"),
    Para("rules.rumski.going_out"),
    Heading("rules.rumski.stock_heading"),
    Para("rules.rumski.stock"),
    Para("rules.rumski.void"),
    Item("rules.rumski.void_dry"),
    Item("rules.rumski.void_stall"),
    Item("rules.rumski.void_cap"),
    Heading("rules.scoring_heading"),
    Para("rules.rumski.scoring"),
]

PAGES: dict[str, list[Block]] = {"crowns": CROWNS, "sting": STING, "rumski": RUMSKI}
