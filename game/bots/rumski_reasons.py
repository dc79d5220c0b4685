"""Why a Rumski bot made its move, in words (issue 10 "Why?"): the part of a reason after
the dash (`game.bots.words.because`), from what the decision computed — the melds a play
went into (RU-4), how a discard follows the pile and why nothing did (RU-9), and what
the hard bot weighed in a discard. Nothing here decides anything: the words follow
the choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.bots.words import because, counted, listed
from game.rules.rumski import FROM_NOTHING, RumskiCard, RumskiObservation, card_points
from game.rules.rumski.deck import COLOUR_WORDS

Meld = tuple[RumskiCard, ...]

MELDS_NAMED = 3  # a play's reason names at most this many melds, then counts the rest


def meld_words(meld: Meld) -> str:
    """'a group of 7s', 'a red run' (RU-4)."""
    naturals = [card for card in meld if not card.is_wild]
    if len({card.number for card in naturals}) == 1 and len(meld) > 1:
        return f"a group of {naturals[0].number}s"
    colour = naturals[0].colour if naturals else ""
    return f"a {COLOUR_WORDS.get(colour, 'wild')} run"


def follow_words(card: RumskiCard, top: RumskiCard | None) -> str:
    """How a discard follows the pile (RU-9): 'follows the blue 9 in colour'."""
    if top is None:
        return "starts the empty pile"
    if top.is_wild:
        return "may go on the wild on top of the pile"
    if card.colour == top.colour and card.number == top.number:
        return f"follows the {top.name}"
    how = "colour" if card.colour == top.colour else "number"
    return f"follows the {top.name} in {how}"


def follow_of(card: RumskiCard) -> str:
    """What follows `card` on the pile (RU-9): 'a yellow card or a 7', 'or an 8'."""
    article = "an" if card.number in (8, 11) else "a"
    return f"a {COLOUR_WORDS[card.colour]} card or {article} {card.number}"


def knock_reason(obs: RumskiObservation) -> str:
    """Why a turn ends with a knock (RU-8, RU-9, RU-13), in a player's words."""
    if obs.drew == FROM_NOTHING:
        why = "there was nothing to draw, and a turn without a draw ends with a knock (RU-13)"
    elif obs.hand and all(card.is_wild for card in obs.hand):
        why = "only wilds are left, and a wild can never be discarded (RU-8)"
    elif obs.top_discard is None or obs.top_discard.is_wild:
        why = "no card in the hand may be discarded"
    else:
        top = obs.top_discard
        why = f"nothing in the hand is {follow_of(top)} to follow the {top.name} on the pile"
    return because("knocked", why)


def placed_words(community: tuple[Meld, ...], placed: Iterable[RumskiCard]) -> str:
    """The melds the `placed` cards went into: 'a group of 7s and a red run'."""
    left = Counter(placed)
    words: list[str] = []
    for meld in community:
        if any(left[card] for card in meld):
            for card in meld:
                if left[card]:
                    left[card] -= 1
            words.append(meld_words(meld))
    words = list(dict.fromkeys(words))
    if len(words) > MELDS_NAMED:
        more = len(words) - MELDS_NAMED
        words = [*words[:MELDS_NAMED], str(counted(more, "reason.more_meld", "reason.more_melds"))]
    return listed(words)


def risk_words(card: RumskiCard, runner: RumskiCard, risks: dict, nxt: int, count: int) -> str:
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
    if biggest == "follow":
        return (
            f"seat {nxt}'s {counted(count, 'reason.card', 'reason.cards')} "
            f"hold {follow_of(card)} to follow it "
            f"about {round(100 * mine.p_follow)}% of the time, against "
            f"{round(100 * theirs.p_follow)}% for the {runner.name}"
        )
    if biggest == "feeds":
        return (
            f"the {runner.name} would fit a Community meld as it stands, "
            f"for seat {nxt} to take and play"
        )
    if biggest == "collected":
        return f"the others have been taking cards like the {runner.name} from the pile"
    points, other = card_points(card), card_points(runner)
    if points == other:
        return f"it is as safe to give as the {runner.name}, and as dear ({points} points)"
    return (
        f"it is about as safe to give as the {runner.name}, and sheds {points} points, not {other}"
    )
