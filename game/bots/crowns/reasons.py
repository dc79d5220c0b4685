"""Why a Crowns bot made its move (issue 10 "Why?"): the part of a reason after the dash
(`game.bots.words.because`), as phrases of the reasons catalogue, from what the decision
computed — the melds a going-out hand makes (CR-10), the deadwood a draw or a discard
leaves (CR-13), the outs the hard bot counted. Nothing here decides anything: the words
follow the choice. The melds a hand laid are described here in English (`melds_words`,
like a card's name) and given to a phrase as a field.
"""

from __future__ import annotations

from game.bots.words import Phrase, listed, named, phrase, secret
from game.rules.crowns import CrownsCard, is_wild

RANK_PLURALS = {11: "jacks", 12: "queens", 13: "kings"}
COUNT_KEYS = {2: "reason.two", 3: "reason.three", 4: "reason.four"}


def count_words(count: int) -> Phrase | int:
    """'two' for 2 (up to four), else the number itself."""
    key = COUNT_KEYS.get(count)
    return count if key is None else phrase(key)


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
            words.append(f"{count_words(count)} {noun}s {rest}")
    return listed(words)


def wild_words(card: CrownsCard, wild_rank: int) -> Phrase:
    """Why a wild is wild this hand (CR-5)."""
    if card.face:
        return phrase("reason.crowns.joker_wild")
    return phrase("reason.crowns.rank_wild", ranks=rank_plural(wild_rank))


def no_gain_words(top: CrownsCard, now: int) -> Phrase:
    """Why the pile's top card is left: it would not lower the deadwood `now`."""
    if now == 0:
        return phrase("reason.crowns.melds_already")
    return phrase("reason.crowns.no_gain", card=top.name, now=now)


def cut_words(
    top: CrownsCard, near: list[CrownsCard], wild_rank: int, now: int, after: int
) -> Phrase:
    """Why taking `top` helps, with the hand's cards `near` it: 'with the 9 of hearts it
    cuts the deadwood from 31 to 28'."""
    if is_wild(top, wild_rank):
        return phrase(
            "reason.crowns.wild_cuts", wild=wild_words(top, wild_rank), now=now, after=after
        )
    if near:
        return secret(
            phrase("reason.crowns.with_cuts", cards=named(near), now=now, after=after),
            phrase("reason.crowns.cuts", now=now, after=after),
        )
    return phrase("reason.crowns.cuts", now=now, after=after)


def keep_words(best, keeps, least: int, total: int, following: int) -> Phrase:
    """Why the hard bot threw `best` (a `Keep`) of the discards it weighed (`keeps`):
    the deadwood it leaves against the `least` any discard leaves, a card that looked as
    good but would feed seat `following`, or the outs (of `total` unseen cards)."""
    if best.deadwood == 0:
        return phrase("reason.crowns.ready")
    if best.deadwood == least:
        why = phrase("reason.crowns.leaves_least", least=least)
    else:
        why = phrase("reason.crowns.keeps_rather", deadwood=best.deadwood, least=least)
    fed = [k for k in keeps if k.feed and k.worth - k.feed < best.worth - best.feed]
    if fed:
        fed_card = fed[0].card.name  # a card it keeps: the table hears the why alone
        return secret(
            phrase("reason.crowns.would_feed", why=why, card=fed_card, seat=following), why
        )
    if best.outs:
        joint = "reason.crowns.and_outs" if best.deadwood == least else "reason.crowns.but_outs"
        return phrase(joint, why=why, outs=best.outs, total=total)
    if best.deadwood == least:
        return phrase("reason.crowns.likeliest", why=why)
    return phrase("reason.crowns.unseen_lower", why=why)
