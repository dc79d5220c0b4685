"""Why a Crowns bot made its move, in words (issue 10 "Why?"): the part of a reason after
the dash (`game.bots.words.because`), from what the decision computed — the melds a
going-out hand makes (CR-10), the deadwood a draw or a discard leaves (CR-13), the outs
the hard bot counted. Nothing here decides anything: the words follow the choice.
"""

from __future__ import annotations

from game.bots.words import listed, named
from game.rules.crowns import CrownsCard, is_wild

RANK_PLURALS = {11: "jacks", 12: "queens", 13: "kings"}
COUNT_WORDS = {2: "two", 3: "three", 4: "four"}


def rank_plural(rank: int) -> str:
    return RANK_PLURALS.get(rank, f"{rank}s")


def suit_word(card: CrownsCard) -> str:
    """'hearts': the suit as the card's own name says it ('queen of hearts')."""
    return card.name.rsplit(" of ", 1)[-1]


def melds_words(melds, wild_rank: int) -> str:
    """'a book of 8s and two runs of hearts' (CR-10): what a going-out hand laid."""
    kinds: dict[str, int] = {}
    for meld in melds:
        naturals = [card for card in meld if not is_wild(card, wild_rank)]
        if not naturals:
            kind = "wilds"
        elif len({card.rank for card in naturals}) == 1:
            kind = f"book of {rank_plural(naturals[0].rank)}"
        else:
            kind = f"run of {suit_word(naturals[0])}"
        kinds[kind] = kinds.get(kind, 0) + 1
    words = []
    for kind, count in kinds.items():
        if kind == "wilds":
            words.append("a meld of wilds" if count == 1 else f"{count} melds of wilds")
        elif count == 1:
            words.append(f"a {kind}")
        else:
            noun, rest = kind.split(" ", 1)
            words.append(f"{COUNT_WORDS.get(count, count)} {noun}s {rest}")
    return listed(words)


def wild_words(card: CrownsCard, wild_rank: int) -> str:
    """Why a wild is wild this hand (CR-5)."""
    if card.face:
        return "a joker is always wild"
    return f"{rank_plural(wild_rank)} are wild this hand"


def no_gain_words(top: CrownsCard, now: int) -> str:
    """Why the pile's top card is left: it would not lower the deadwood `now`."""
    if now == 0:
        return "every card already melds, so any card from the stock can be thrown to go out"
    return f"taking the {top.name} would not lower the deadwood ({now})"


def cut_words(top: CrownsCard, near: list[CrownsCard], wild_rank: int, now: int, after: int):
    """Why taking `top` helps, with the hand's cards `near` it: 'with the 9 of hearts it
    cuts the deadwood from 31 to 28'."""
    cut = f"it cuts the deadwood from {now} to {after}"
    if is_wild(top, wild_rank):
        return f"{wild_words(top, wild_rank)}, and {cut}"
    return f"with {named(near)} {cut}" if near else cut


def keep_words(best, keeps, least: int, total: int, following: int) -> str:
    """Why the hard bot threw `best` (a `Keep`) of the discards it weighed (`keeps`):
    the deadwood it leaves against the `least` any discard leaves, a card that looked as
    good but would feed seat `following`, or the outs (of `total` unseen cards)."""
    if best.deadwood == 0:
        return "every other card then melds, ready to go out next turn"
    if best.deadwood == least:
        why = f"it leaves {least} in deadwood, the least any discard can"
    else:
        why = f"it keeps {best.deadwood} in deadwood rather than {least}"
    fed = [k for k in keeps if k.feed and k.worth - k.feed < best.worth - best.feed]
    if fed:
        return why + (
            f", since the {fed[0].card.name} would help seat {following}, "
            "who took cards like it from the pile"
        )
    joint = ", and" if best.deadwood == least else ", but"
    if best.outs:
        return why + f"{joint} then {best.outs} of the {total} unseen cards would let it go out"
    if best.deadwood == least:
        return why + ", and it keeps the cards likeliest to meld"
    return why + ", but more of the unseen cards would then lower it"
