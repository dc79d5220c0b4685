"""Legal Rumski actions from an observation: for the random bot, the simulator and hints.

A Rumski turn has far too many rearrangements to list, so `legal_actions` lists every
draw and every way to end the turn that the engine would accept now, plus a useful
set of Community plays: each three-card meld from the hand laid as a new meld, and
each hand card added to a Community meld. That is enough for random play to open,
place wilds it must place (RU-8) and go out, so random games finish. Every action
listed is checked with the same functions the engine uses (`turn`).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from game.rules.engine import Action
from game.rules.rumski import actions as act
from game.rules.rumski.actions import Community
from game.rules.rumski.deck import WILD, RumskiCard
from game.rules.rumski.melds import is_meld
from game.rules.rumski.observation import DRAW, PLAY, RumskiObservation
from game.rules.rumski.turn import community_problem, ending_problem, may_touch


def draw_actions(obs: RumskiObservation) -> list[Action]:
    """Every draw the engine accepts now (RU-5, RU-8 ruling, RU-13)."""
    seat, pile = obs.seat, obs.discard_pile
    draws: list[Action] = []
    if obs.stock_count:
        draws.append(act.DrawStock(seat))
    if pile and not (obs.took_back and pile[-1].is_wild):
        draws.append(act.TakeDiscard(seat, whole=False))
    if len(pile) > 1 and not (obs.took_back and any(card.is_wild for card in pile)):
        draws.append(act.TakeDiscard(seat, whole=True))
    if not obs.stock_count and pile:
        draws.append(act.Reshuffle(seat))
    if not obs.stock_count and not pile:
        draws.append(act.DrawNothing(seat))
    return draws


def ending_actions(obs: RumskiObservation) -> list[Action]:
    """Every discard (one per distinct card) and the knock, where the engine accepts them."""
    if community_problem(obs) is not None:
        return []
    endings: list[Action] = [
        act.Discard(obs.seat, card)
        for card in sorted(set(obs.hand))
        if ending_problem(obs, card) is None
    ]
    if ending_problem(obs, None) is None:
        endings.append(act.Knock(obs.seat))
    return endings


def hand_melds(hand: tuple[RumskiCard, ...]) -> Iterator[tuple[RumskiCard, ...]]:
    """Every three-card meld in `hand` (RU-4), each once."""
    naturals = sorted({card for card in hand if not card.is_wild})
    has_wild = WILD in hand
    by_number: dict[int, list[RumskiCard]] = {}
    by_colour: dict[str, set[int]] = {}
    for card in naturals:
        by_number.setdefault(card.number, []).append(card)
        by_colour.setdefault(card.colour, set()).add(card.number)
    for cards in by_number.values():
        yield from combinations(cards, 3)
        if has_wild:
            for pair in combinations(cards, 2):
                yield (*pair, WILD)
    for colour, numbers in by_colour.items():
        for n in sorted(numbers):
            card = RumskiCard(colour, n)
            if n + 1 in numbers and n + 2 in numbers:
                yield (card, RumskiCard(colour, n + 1), RumskiCard(colour, n + 2))
            if has_wild:
                for step in (1, 2):
                    if n + step in numbers:
                        yield (card, RumskiCard(colour, n + step), WILD)


def could_join(card: RumskiCard, meld: tuple[RumskiCard, ...]) -> bool:
    """A quick first test: a natural card can only join a meld of its number or colour."""
    if card.is_wild:
        return True
    return all(c.is_wild or c.number == card.number for c in meld) or all(
        c.is_wild or c.colour == card.colour for c in meld
    )


def community_plays(obs: RumskiObservation) -> list[act.PlayCommunity]:
    """Simple Community plays on top of what is staged: a new meld from the hand, or
    one hand card added to a meld, only where the engine's own RU-6 check says the seat
    may touch the Community (`may_touch`, which `staging_problem` asks too); each is one
    the engine stages, by construction."""
    community = obs.community
    plays: list[Community] = [(*community, meld) for meld in hand_melds(obs.hand)]
    if may_touch(obs, community):
        for card in sorted(set(obs.hand)):
            for i, meld in enumerate(community):
                if could_join(card, meld) and is_meld([*meld, card]):
                    plays.append((*community[:i], (*meld, card), *community[i + 1 :]))
    return [act.PlayCommunity(obs.seat, play) for play in plays]


def legal_actions(obs: RumskiObservation) -> list[Action]:
    """Actions the engine accepts now for the seat to act (none for other seats)."""
    if obs.to_act != obs.seat:
        return []
    if obs.phase == DRAW:
        return draw_actions(obs)
    if obs.phase != PLAY:
        return []
    actions: list[Action] = []
    if obs.can_take_back:
        actions.append(act.TakeBack(obs.seat))
    if obs.community != obs.community_at_draw:
        actions.append(act.ResetTurn(obs.seat))
    actions.extend(community_plays(obs))
    actions.extend(ending_actions(obs))
    return actions
