"""Why a Rumski bot made its move (issue 10 "Why?"): the part of a reason after the dash
(`game.bots.words.because`), as phrases of the reasons catalogue, from what the decision
computed — the melds a play went into (RU-4), how a discard follows the pile and why
nothing did (RU-9), and what the hard bot weighed in a discard. Nothing here decides
anything: the words follow the choice. The melds a play went into are described here
(`meld_words`, `placed_words`, from the words of game/text/en/names.py, like a card's
name) and given to a phrase as a field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.bots.words import Phrase, Reason, because, phrase, secret
from game.rules.cards import colour_words
from game.rules.rumski import FROM_NOTHING, RumskiCard, RumskiObservation, card_points
from game.text.said import Listed, Said

Meld = tuple[RumskiCard, ...]

MELDS_NAMED = 3  # a play's reason names at most this many melds, then counts the rest


def meld_words(meld: Meld, article: bool = True) -> Said:
    """'a group of 7s', 'a red run' (RU-4); without the `article`, 'group of 7s' (as
    in "the Community's group of 7s")."""
    bare = "" if article else "_bare"
    naturals = [card for card in meld if not card.is_wild]
    if len({card.number for card in naturals}) == 1 and len(meld) > 1:
        return Said(f"names.rumski_group{bare}", number=naturals[0].number)
    if not naturals:
        return Said(f"names.rumski_wild_run{bare}")
    return Said(f"names.rumski_run{bare}", colour=colour_words(naturals[0].colour))


def follow_words(card: RumskiCard, top: RumskiCard | None) -> Phrase:
    """How a discard follows the pile (RU-9): 'follows the blue 9 in colour'."""
    if top is None:
        return phrase("reason.rumski.starts_pile")
    if top.is_wild:
        return phrase("reason.rumski.on_wild")
    if card.colour == top.colour and card.number == top.number:
        return phrase("reason.rumski.follows", card=top)
    if card.colour == top.colour:
        return phrase("reason.rumski.follows_colour", card=top)
    return phrase("reason.rumski.follows_number", card=top)


def only_follower(card: RumskiCard, top: RumskiCard | None) -> Phrase:
    """Why the one card that may go went: that no other card follows is a fact of the
    hidden hand, so the table hears only how it follows."""
    follows = follow_words(card, top)
    return secret(
        phrase("reason.rumski.only_follower", follows=follows),
        phrase("reason.rumski.it_follows", follows=follows),
    )


def follow_of(card: RumskiCard) -> Phrase:
    """What follows `card` on the pile (RU-9): 'a yellow card or a 7', 'or an 8'."""
    key = "reason.rumski.follower_an" if card.number in (8, 11) else "reason.rumski.follower"
    return phrase(key, colour=colour_words(card.colour), number=card.number)


def draw_words(key: str, card: RumskiCard | None = None, **figures) -> Phrase:
    """Why the hard bot took or left the pile (`key`, one of `DRAW_GIST`), in the cards
    its best play would leave in hand: figures of its hidden hand, so the live move log
    hears only the gist (DESIGN boundary 3). `card`: the pile's top card, where the
    phrase names it."""
    named = {} if card is None else {"card": card}
    return secret(phrase(key, **named, **figures), phrase(DRAW_GIST[key], **named))


DRAW_GIST = {  # the figures' phrase -> what the table may hear of it
    "reason.rumski.top_leaves": "reason.rumski.top_helps",
    "reason.rumski.top_no_better": "reason.rumski.top_no_help",
    "reason.rumski.pile_lays_more": "reason.rumski.pile_helps",
    "reason.rumski.pile_no_better": "reason.rumski.pile_no_help",
}


def knock_reason(obs: RumskiObservation) -> Reason:
    """Why a turn ends with a knock (RU-8, RU-9, RU-13), in a player's words."""
    if obs.drew == FROM_NOTHING:
        why = phrase("reason.rumski.nothing_to_draw")
    elif obs.hand and all(card.is_wild for card in obs.hand):
        why = phrase("reason.rumski.only_wilds")
    elif obs.top_discard is None or obs.top_discard.is_wild:
        why = phrase("reason.rumski.none_discardable")
    else:
        top = obs.top_discard
        why = phrase("reason.rumski.none_follows", follower=follow_of(top), card=top)
    return because(phrase("reason.rumski.knocked"), why)


def placed_words(community: tuple[Meld, ...], placed: Iterable[RumskiCard]) -> Listed:
    """The melds the `placed` cards went into: 'a group of 7s and a red run'."""
    left = Counter(placed)
    words: list = []
    for meld in community:
        if any(left[card] for card in meld):
            for card in meld:
                if left[card]:
                    left[card] -= 1
            words.append(meld_words(meld))
    words = list(dict.fromkeys(words))
    if len(words) > MELDS_NAMED:
        more = len(words) - MELDS_NAMED
        words = [*words[:MELDS_NAMED], phrase("reason.more_meld", count=more)]
    return Listed(words)


def risk_words(card: RumskiCard, runner: RumskiCard, risks: dict, nxt: int, count: int) -> Phrase:
    """Why `card` was given rather than `runner`, the next best: the part of the weighing
    that told them apart most (`risks`: each card's `Risk`, weighed as in
    `HardBot.pick_discard`)."""
    mine, theirs = risks[card], risks[runner]
    gains = {
        "follow": 2.0 * (theirs.p_follow - mine.p_follow),
        "feeds": 1.5 * (theirs.feeds - mine.feeds),
        "collected": float(theirs.collected - mine.collected),
        "points": (card_points(card) - card_points(runner)) / 10,
    }
    biggest = max(gains, key=lambda part: gains[part])
    if gains[biggest] <= 0:
        biggest = "points"
    # Each why names the runner, a card the hand keeps, and the chances count the hidden
    # cards: the table hears neither.
    if biggest == "follow":
        return secret(
            phrase(
                "reason.rumski.risk_follow",
                seat=nxt,
                cards=phrase("reason.card", count=count),
                follower=follow_of(card),
                mine=round(100 * mine.p_follow),
                theirs=round(100 * theirs.p_follow),
                card=runner,
            ),
            phrase("reason.rumski.safest_to_give"),  # the chances count its hidden cards
        )
    if biggest == "feeds":
        why = phrase("reason.rumski.risk_feeds", card=runner, seat=nxt)
        return secret(why, phrase("reason.rumski.safest_to_give"))
    if biggest == "collected":
        why = phrase("reason.rumski.risk_collected", card=runner)
        return secret(why, phrase("reason.rumski.safest_to_give"))
    points, other = card_points(card), card_points(runner)
    if points == other:
        why = phrase("reason.rumski.as_dear", card=runner, points=points)
    else:
        why = phrase("reason.rumski.sheds_points", card=runner, points=points, other=other)
    return secret(why, phrase("reason.rumski.safe_sheds", points=points))
