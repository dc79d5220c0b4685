"""Why a Crowns bot made its move (issue 10 "Why?"): the part of a reason after the dash
(`game.bots.words.because`), as phrases of the reasons catalogue, from what the decision
computed — the melds a going-out hand makes (CR-10), the deadwood a draw or a discard
leaves (CR-13), the outs the hard bot counted. Nothing here decides anything: the words
follow the choice. A deadwood or outs figure comes from the bot's hidden hand, so each
is `secret`: the live move log hears its gist instead ("it fits cards it holds"), and
the figure waits for the hand's end (DESIGN boundary 3). The melds a hand laid are
described here (`melds_words`, from the words of game/text/en/names.py, like a card's
name) and given to a phrase as a field.
"""

from __future__ import annotations

from game.bots.words import Phrase, named, phrase, secret
from game.rules.crowns import CrownsCard, is_wild
from game.rules.crowns.deck import FACES
from game.text.said import Listed, Said, number_words


def rank_plural(rank: int) -> Said:
    """'8s', 'kings': every card of a rank."""
    return Said(f"names.ranks_{rank}") if rank in FACES else Said("names.ranks", rank=rank)


def melds_words(melds, wild_rank: int) -> Listed:
    """'a book of 8s and two runs of hearts' (CR-10): what a going-out hand laid."""
    kinds: dict[tuple, int] = {}
    for meld in melds:
        naturals = [card for card in meld if not is_wild(card, wild_rank)]
        if not naturals:
            kind = ("names.crowns_wild_melds",)
        elif len({card.rank for card in naturals}) == 1:
            kind = ("names.crowns_books", "ranks", rank_plural(naturals[0].rank))
        else:
            kind = ("names.crowns_runs", "suit", Said(f"names.suit_{naturals[0].suit}"))
        kinds[kind] = kinds.get(kind, 0) + 1
    words = []
    for (key, *field), count in kinds.items():
        if not field:
            words.append(Said(key, count=count))
        else:
            words.append(Said(key, count=count, number=number_words(count), **{field[0]: field[1]}))
    return Listed(words)


def wild_words(card: CrownsCard, wild_rank: int) -> Phrase:
    """Why a wild is wild this hand (CR-5)."""
    if card.face:
        return phrase("reason.crowns.joker_wild")
    return phrase("reason.crowns.rank_wild", ranks=rank_plural(wild_rank))


def spare_words() -> Phrase:
    """What the table may hear of a discard's deadwood while the hand is live: that the
    hand can best spare it, not the figures its hidden cards give (DESIGN boundary 3)."""
    return phrase("reason.crowns.spares")


def no_gain_words(top: CrownsCard, now: int) -> Phrase:
    """Why the pile's top card is left: it would not lower the deadwood `now`."""
    if now == 0:
        return phrase("reason.crowns.melds_already")
    return secret(
        phrase("reason.crowns.no_gain", card=top, now=now),
        phrase("reason.crowns.no_help", card=top),
    )


def cut_words(
    top: CrownsCard, near: list[CrownsCard], wild_rank: int, now: int, after: int
) -> Phrase:
    """Why taking `top` helps, with the hand's cards `near` it: 'with the 9 of hearts it
    cuts the deadwood from 31 to 28'."""
    if is_wild(top, wild_rank):
        wild = wild_words(top, wild_rank)
        return secret(
            phrase("reason.crowns.wild_cuts", wild=wild, now=now, after=after),
            phrase("reason.crowns.wild_fits", wild=wild),
        )
    fits = phrase("reason.crowns.fits_hand")
    if near:
        return secret(
            phrase("reason.crowns.with_cuts", cards=named(near), now=now, after=after), fits
        )
    return secret(phrase("reason.crowns.cuts", now=now, after=after), fits)


def keep_words(best, keeps, least: int, total: int, following: int) -> Phrase:
    """Why the hard bot threw `best` (a `Keep`) of the discards it weighed (`keeps`):
    the deadwood it leaves against the `least` any discard leaves, a card that looked as
    good but would feed seat `following`, or the outs (of `total` unseen cards)."""
    if best.deadwood == 0:
        return secret(phrase("reason.crowns.ready"), spare_words())
    if best.deadwood == least:
        why = secret(phrase("reason.crowns.leaves_least", least=least), spare_words())
    else:
        why = secret(
            phrase("reason.crowns.keeps_rather", deadwood=best.deadwood, least=least),
            phrase("reason.crowns.keeps_more"),
        )
    fed = [k for k in keeps if k.feed and k.worth - k.feed < best.worth - best.feed]
    if fed:
        fed_card = fed[0].card  # a card it keeps: the table hears the why alone
        return secret(
            phrase("reason.crowns.would_feed", why=why, card=fed_card, seat=following), why
        )
    if best.outs:
        joint = "reason.crowns.and_outs" if best.deadwood == least else "reason.crowns.but_outs"
        return secret(phrase(joint, why=why, outs=best.outs, total=total), why)
    if best.deadwood == least:
        return phrase("reason.crowns.likeliest", why=why)
    return phrase("reason.crowns.unseen_lower", why=why)
