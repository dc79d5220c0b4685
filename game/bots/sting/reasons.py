"""Why a Sting bot made its move (issue 10 "Why?"): the part of a reason after the dash
(`game.bots.words.because`), as phrases of the reasons catalogue, built from what the
decision computed. Cards and melds are given to a phrase as fields — the cards
themselves, `named`, `colour_words`, `meld_words` — and named in the language the
reason is worded in.

Seats are given by number — the bot's own seat too, where the points land on it — so
the table can name them ("Ana's", "your"), see `game.bots.words`. Nothing
here decides anything or draws on a bot's randomness: the words follow the choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.words import Phrase, named, phrase, secret
from game.rules.cards import DOUBLE, PASS_A_PILE, TAKE_IT_BACK, TRIPLE, colour_words
from game.rules.sting.deck import StingCard, is_wild
from game.rules.sting.melds import meld_score
from game.rules.sting.plays import sting_card

from .planner import likely_out


def standing(o, seat: int) -> int:
    """Where `seat` will stand if the round ends now without it going out: its total
    plus the melds lying before it (ST-10)."""
    numeric = o.options.get("numeric", False)
    before = sum(meld_score(m.cards, numeric) for m in o.melds.values() if m.owner == seat)
    return o.totals[seat] + before


def cards(count: int) -> Phrase:
    """'1 card', '5 cards'."""
    return phrase("reason.card", count=count)


def target_why(o, seat: int, style_target: str, target: int, last_round: bool) -> Phrase:
    """Why the points go to `target` (ST-5a), as `StingBot._targets` chose it."""
    opponents = [other for other in range(o.seats) if other != seat]
    total = o.totals[target]
    if style_target == "random":
        return phrase("reason.sting.target_random")
    if style_target == "leader":
        lowest = min(o.totals[other] for other in opponents)
        if total != lowest:
            return phrase("reason.sting.not_back_to_leader", seat=target)
        level = sum(1 for other in opponents if o.totals[other] == lowest)
        if level > 1:
            return phrase("reason.sting.lowest_level", total=total, seat=target)
        return phrase("reason.sting.slows_leader", seat=target, total=total)
    if style_target == "trailer":
        return phrase("reason.sting.highest_total", seat=target, total=total)
    # "threat" and "stealth": first the hands least likely to go out (ST-9: a seat
    # that goes out scores nothing of what lies before it), then by total ("stealth":
    # by where each total stands with the melds before it, `standing`).
    soon = likely_out(o.hand_counts[target])
    staying = [other for other in opponents if likely_out(o.hand_counts[other]) == soon]
    some = len(staying) < len(opponents)  # "… of the hands staying in"
    if style_target != "stealth":
        key = "reason.sting.decides_lowest_staying" if some else "reason.sting.decides_lowest"
        return phrase(key, seat=target, total=total)
    points = standing(o, target)
    lying = points - total
    stands = (
        phrase("reason.sting.stands_with", points=points, lying=lying)
        if lying
        else phrase("reason.sting.stands_at", total=total)
    )
    if len(staying) == 1 and len(opponents) > 1:
        return phrase("reason.sting.least_likely_out", seat=target, cards=o.hand_counts[target])
    if len({standing(o, other) for other in staying}) == 1:
        if not lying:
            return phrase("reason.sting.level_first", seat=target)
        return phrase("reason.sting.stand_level_first", stands=stands, seat=target)
    if last_round:
        key = (
            "reason.sting.decides_stands_lowest_staying"
            if some
            else "reason.sting.decides_stands_lowest"
        )
    else:
        key = "reason.sting.stands_highest_staying" if some else "reason.sting.stands_highest"
    return phrase(key, seat=target, stands=stands)


def draw_why(o, count: int, danger_seat: int | None, hard: bool) -> Phrase:
    """Why the bot announced `count` (ST-4)."""
    held = len(o.hand)
    if count == 2:
        if held == 1:
            return secret(
                phrase("reason.sting.single_card", card=sting_card(o.hand[0])),
                phrase("reason.sting.one_card_left"),
            )
        return phrase("reason.sting.two_more", cards=cards(held))
    if danger_seat is not None:
        return phrase(
            "reason.sting.danger",
            seat=danger_seat,
            cards=cards(o.hand_counts[danger_seat]),
            own=o.seat,
        )
    if hard:
        return phrase("reason.sting.short_rounds", cards=cards(held))
    return phrase("reason.sting.only_penalty", cards=cards(held))


def lay_why(size: int, left: int, target_words: Phrase, from_pile: StingCard | None) -> Phrase:
    """Why a meld is laid (ST-5a, ST-5c): the cards it sheds, and the target."""
    if from_pile is not None:
        return phrase("reason.sting.completes_from_pile", card=from_pile, target=target_words)
    return phrase("reason.sting.sheds", size=size, left=left, target=target_words)


def add_why(seat: int, owner: int, count: int) -> Phrase:
    """Why leftover cards go onto a table meld (ST-5b); onto its own only to go out."""
    if owner == seat:
        return phrase("reason.sting.own_then_out", seat=seat)
    if count == 1:
        return phrase("reason.sting.scores_instead", seat=owner)
    return phrase("reason.sting.fit_together", seat=owner)


FREED_KEYS = {DOUBLE: "reason.sting.freed_doubles", TRIPLE: "reason.sting.freed_triples"}


def freed_why(freed: StingCard, owner: int) -> Phrase:
    """Why a wild freed by a substitution goes onto seat `owner`'s meld (ST-5d, ST-10)."""
    key = FREED_KEYS.get(freed.face, "reason.sting.freed_scores")
    return phrase(key, card=freed, seat=owner)


def discard_why(o, hand: Sequence[StingCard], index: int, danger: bool) -> Phrase:
    """Why `hand[index]` is the card least worth keeping (`StingBot._keep_value`, ST-6)."""
    card = hand[index]
    if card.face == PASS_A_PILE:
        spare = sum(1 for other in hand if other.face == PASS_A_PILE) > 1
        if spare:
            return phrase("reason.sting.spare_pass")
        return phrase("reason.sting.nothing_to_pass")
    if card.face == TAKE_IT_BACK or is_wild(card):
        return phrase("reason.sting.worth_more")
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
        why = phrase("reason.sting.another_copy", card=card)
    elif not partners:
        colour = colour_words(card.suit)
        why = phrase("reason.sting.no_neighbour", number=card.rank, colour=colour)
    else:
        partners = list(dict.fromkeys(partners))
        why = secret(
            phrase("reason.sting.fewest_chances", cards=named(partners)),
            phrase("reason.sting.fewest_chances_any"),
        )
    if danger and o.options.get("numeric"):
        why = phrase("reason.sting.points_count", why=why, points=card.rank)
    return why
