"""Why a Sting bot made its move, in words (issue 10 "Why?"): the part of a reason after
the dash (`game.bots.words.because`), built from what the decision computed.

Seats are "seat 2" and "seat 2's" — the bot's own seat too, where the points land on
it — so the table can name them ("Ana's", "your"), see `game.bots.words`. Nothing
here decides anything or draws on a bot's randomness: the words follow the choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.words import counted, named
from game.rules.cards import DOUBLE, PASS_A_PILE, TAKE_IT_BACK, TRIPLE
from game.rules.sting.deck import COLOUR_NAMES, StingCard, is_wild
from game.rules.sting.melds import meld_score

from .planner import likely_out


def standing(o, seat: int) -> int:
    """Where `seat` will stand if the round ends now without it going out: its total
    plus the melds lying before it (ST-10)."""
    numeric = o.options.get("numeric", False)
    before = sum(meld_score(m.cards, numeric) for m in o.melds.values() if m.owner == seat)
    return o.totals[seat] + before


def target_why(o, seat: int, style_target: str, target: int, last_round: bool) -> str:
    """Why the points go to `target` (ST-5a), as `StingBot._targets` chose it."""
    opponents = [other for other in range(o.seats) if other != seat]
    total = o.totals[target]
    if style_target == "random":
        return "which opponent takes it was picked at random"
    if style_target == "leader":
        lowest = min(o.totals[other] for other in opponents)
        if total != lowest:
            return f"it may not go back to the leader this turn, so it goes to seat {target}"
        level = sum(1 for other in opponents if o.totals[other] == lowest)
        if level > 1:
            return f"the lowest totals are level at {total}, and seat {target}'s turn comes first"
        return f"seat {target}'s total of {total} is the lowest, so the points slow the leader"
    if style_target == "trailer":
        return f"seat {target}'s total of {total} is the highest"
    # "threat" and "stealth": first the hands least likely to go out (ST-9: a seat
    # that goes out scores nothing of what lies before it), then by total ("stealth":
    # by where each total stands with the melds before it, `standing`).
    soon = likely_out(o.hand_counts[target])
    staying = [other for other in opponents if likely_out(o.hand_counts[other]) == soon]
    among = "" if len(staying) == len(opponents) else " of the hands staying in"
    if style_target != "stealth":
        return (
            f"this round decides the game, and seat {target}'s total of {total} "
            f"is the lowest{among}"
        )
    points = standing(o, target)
    lying = points - total
    stands = f"at {points} with the {lying} points before it" if lying else f"at {total}"
    if len(staying) == 1 and len(opponents) > 1:
        cards = o.hand_counts[target]
        return (
            f"seat {target}'s {cards}-card hand is the least likely to go out, "
            "so melds before it count"
        )
    if len({standing(o, other) for other in staying}) == 1:
        level = "the totals are level" if not lying else f"the totals stand level {stands}"
        return f"{level}, and seat {target}'s turn comes first"
    if last_round:
        return (
            f"this round decides the game, and seat {target}'s total stands lowest{among} {stands}"
        )
    return (
        f"seat {target}'s total stands highest{among} {stands}, "
        "so the leader draws the table's fire"
    )


def draw_why(o, count: int, danger_seat: int | None, hard: bool) -> str:
    """Why the bot announced `count` (ST-4)."""
    cards = len(o.hand)
    if count == 2:
        if cards == 1:
            return "with a single card, one more could never make a meld of three"
        return f"with only {counted(cards, 'card')}, two more give more melds to make"
    if danger_seat is not None:
        return (
            f"seat {danger_seat}'s hand is down to {counted(o.hand_counts[danger_seat], 'card')}, "
            f"and every card drawn would score against seat {o.seat} if the round ends"
        )
    if hard:
        return (
            f"with {counted(cards, 'card')} and rounds this short, a second card would more "
            "likely be caught in the hand than melded"
        )
    return f"with {counted(cards, 'card')} to meld already, a second card would only add penalty"


def lay_why(size: int, left: int, target_words: str, from_pile: StingCard | None) -> str:
    """Why a meld is laid (ST-5a, ST-5c): the cards it sheds, and the target."""
    if from_pile is not None:
        return f"the {from_pile.name} completes it from the pile; {target_words}"
    return f"it takes {size} cards out of the hand, leaving {left}; {target_words}"


def add_why(seat: int, owner: int, count: int) -> str:
    """Why leftover cards go onto a table meld (ST-5b); onto its own only to go out."""
    if owner == seat:
        return f"then the hand can go out, and going out scores 0 whatever lies before seat {seat}"
    if count == 1:
        return f"it makes no meld in the hand, and there it scores against seat {owner} instead"
    return (
        f"they make no meld in the hand and fit there only together, scoring against "
        f"seat {owner} instead"
    )


def freed_why(freed: StingCard, owner: int) -> str:
    """Why a wild freed by a substitution goes onto seat `owner`'s meld (ST-5d, ST-10)."""
    gain = {DOUBLE: "doubles that meld", TRIPLE: "triples that meld"}.get(freed.face, "scores")
    return f"one card less in the hand, and the {freed.name} {gain} against seat {owner}"


def discard_why(o, hand: Sequence[StingCard], index: int, danger: bool) -> str:
    """Why `hand[index]` is the card least worth keeping (`StingBot._keep_value`, ST-6)."""
    card = hand[index]
    if card.face == PASS_A_PILE:
        spare = sum(1 for other in hand if other.face == PASS_A_PILE) > 1
        if spare:
            return "a spare Pass-A-Pile can't be taken up from the pile, so it is safe to throw"
        return "there is no meld to pass, and every other card is worth more in the hand"
    if card.face == TAKE_IT_BACK or is_wild(card):
        return "every other card is worth more in the hand"
    partners = [
        other
        for position, other in enumerate(hand)
        if position != index
        and not other.face
        and (
            (other.suit == card.suit and 0 < abs(other.rank - card.rank) <= 2)
            or (other.rank == card.rank and other.suit != card.suit)
        )
    ]
    if sum(1 for other in hand if other == card) > 1:
        why = f"the hand holds another {card.name}, and a meld takes only one"
    elif not partners:
        colour = COLOUR_NAMES[card.suit]
        why = f"nothing in the hand is another {card.rank} or a {colour} card near it"
    else:
        partners = list(dict.fromkeys(partners))
        why = f"only {named(partners)} could meld with it, the fewest chances of any card"
    if danger and o.options.get("numeric"):
        why += f", and its {card.rank} points would count if the round ended now"
    return why
