"""Crowns' room of the expert bot (`game.bots.search`): candidates, worlds, rollouts.

* **Candidates.** A draw weighs the stock against the top discard; a discard the best
  few of the hard bot's own weighed discards (`HardBot._keeps`, never a wild while
  another card will do, CR-8's barred card never). Going out, and every final turn
  (CR-12, where the hard bot's choice is exact), is the hard bot's move unsearched.
* **Worlds.** The cards the seat can't see are the deck less its hand, the discard pile
  and the melds on the table. Each other seat first gets the cards it took from the
  pile and has not thrown since (still in its hand), then the rest of its hand drawn
  at random with weights: a card near one it passed over on the pile (the previous
  seat's discard it did not take: same rank, or same suit one rank away) counts
  `PASSED`, a card near one it took (rank, or suit within two) counts `TOOK`. The rest
  is the stock, shuffled. `game.rules.crowns.worlds.world` builds the state.
* **Rollouts.** Quick bots (`QuickBot`: medium's greedy play from one or two solver
  searches a move) play the world to the end of the hand; the outcome is the hand's
  score against the others' mean.
"""

from __future__ import annotations

import random
from collections import Counter

from game.bots.crowns.players import HardBot
from game.bots.search import Budget, ExpertBot
from game.bots.words import Reason, phrase
from game.rules.crowns import (
    CrownsCard,
    CrownsObservation,
    Discard,
    Draw,
    best_arrangement,
    card_value,
    deck,
    go_out_action,
    is_wild,
    min_deadwood,
    min_deadwood_after_discard,
)
from game.rules.crowns.worlds import world
from game.rules.engine import Action

CANDIDATES = 3  # discards searched: the hard bot's best few
PASSED = 0.6  # weight of a card near one the seat passed over on the pile
TOOK = 1.5  # weight of a card near one it took from the pile
_DECKS: dict[int, Counter] = {}


def full_deck(seats: int) -> Counter:
    packs = 2 if seats <= 7 else 4
    if packs not in _DECKS:
        _DECKS[packs] = Counter(deck(packs))
    return _DECKS[packs]


def near(card: CrownsCard, other: CrownsCard, reach: int) -> bool:
    """Could `card` meld with `other` (same rank, or same suit within `reach` ranks)?"""
    return card.rank == other.rank or (
        card.suit == other.suit and abs(card.rank - other.rank) <= reach
    )


class CrownsRoom:
    """What the expert needs of Crowns (see the module docstring)."""

    highest_wins = False  # CR-15
    max_steps = 600  # a rollout cut short is valued by each hand's least deadwood

    def __init__(self, seat: int, seed: int):
        self.hard = HardBot(seat, seed)

    # -- candidates --

    def candidates(self, o: CrownsObservation) -> list[tuple[Action, Reason]]:
        action = self.hard.choose(o)
        first = [(action, self.hard.reason)]
        if o.final_turn or not isinstance(action, Draw | Discard):
            return first
        if isinstance(action, Draw):
            if not o.discard_pile:
                return first
            if action.source == "stock":
                top = o.discard_pile[-1]
                other = Draw(o.seat, "discard"), Reason(phrase("reason.took", card=top))
            else:
                other = Draw(o.seat, "stock"), Reason(phrase("reason.drew_stock"))
            return [*first, other]
        unseen = self.hard._unseen(o)
        keeps, _ = self.hard._keeps(
            list(o.hand), o.taken_from_discard, o, unseen, sum(unseen.values())
        )
        ranked = sorted(keeps, key=lambda keep: keep.worth)
        others = [keep.card for keep in ranked if keep.card != action.card]
        return first + [
            (Discard(o.seat, card), Reason(phrase("reason.discarded", card=card)))
            for card in others[: CANDIDATES - 1]
        ]

    # -- worlds --

    def world(self, o: CrownsObservation, rng: random.Random):
        hidden = full_deck(o.seats) - Counter(o.hand) - Counter(o.discard_pile)
        for melds in o.laid:
            for meld in melds:
                hidden -= Counter(meld)
        hands: list[list[CrownsCard]] = [[] for _ in range(o.seats)]
        hands[o.seat] = list(o.hand)
        others = [seat for seat in range(o.seats) if seat != o.seat]
        for seat in others:  # what it took and still holds
            held = Counter(o.taken[seat]) - Counter(o.discarded[seat]) if o.taken else Counter()
            for card in sorted(held.elements()):
                if len(hands[seat]) < o.hand_counts[seat] and hidden[card]:
                    hands[seat].append(card)
                    hidden[card] -= 1
        pool = sorted(hidden.elements())
        for seat in others:
            wanted = o.hand_counts[seat] - len(hands[seat])
            if wanted <= 0:
                continue
            weights = self._weights(o, seat, pool)
            keys = sorted(range(len(pool)), key=lambda i: -(rng.random() ** (1.0 / weights[i])))
            chosen = set(keys[:wanted])
            hands[seat].extend(pool[i] for i in sorted(chosen))
            pool = [card for i, card in enumerate(pool) if i not in chosen]
        rng.shuffle(pool)
        return world(o, hands, pool, rng.getrandbits(32))

    def _weights(self, o: CrownsObservation, seat: int, pool: list[CrownsCard]) -> list[float]:
        """How likely each pooled card is in `seat`'s hand, from what it took and passed."""
        if not o.taken:
            return [1.0] * len(pool)
        wild = o.wild_rank
        before = (seat - 1) % o.seats
        passed = Counter(o.discarded[before]) - Counter(o.taken[seat])
        passed_cards = [card for card in passed if not is_wild(card, wild)]
        took = [card for card in set(o.taken[seat]) if not is_wild(card, wild)]
        if not passed_cards and not took:
            return [1.0] * len(pool)
        weights = []
        for card in pool:
            weight = 1.0
            if not is_wild(card, wild):
                for other in passed_cards:
                    if near(card, other, 1):
                        weight *= PASSED
                for other in took:
                    if near(card, other, 2):
                        weight *= TOOK
            weights.append(weight)
        return weights

    # -- rollouts --

    def rollout_bots(self, seats: int, seed: int) -> list[QuickBot]:
        return [QUICK[seat] for seat in range(seats)]

    def episode(self, state) -> int:
        return state.hand_number

    def leaf(self, state, seat: int) -> list[float]:
        wild = state.wild_rank
        return [float(min_deadwood(hand, wild)) for hand in state.hands]


class QuickBot:
    """The rollouts' player: medium's play from one or two solver searches a decision
    instead of one per card. Draws the top discard when it is wild or lowers the least
    deadwood (`min_deadwood_after_discard`); goes out when every card but one melds;
    else throws the dearest card the best arrangement leaves over (never a wild or the
    card just taken while another will do, CR-8)."""

    level = "quick"
    reason = ""

    def __init__(self, seat: int):
        self.seat = seat

    def choose(self, o: CrownsObservation) -> Action:
        wild = o.wild_rank
        hand = list(o.hand)
        if o.phase == "draw":
            if o.discard_pile:
                top = o.discard_pile[-1]
                if is_wild(top, wild) or min_deadwood_after_discard([*hand, top], wild) < (
                    min_deadwood(hand, wild)
                ):
                    return Draw(o.seat, "discard")
            return Draw(o.seat, "stock")
        barred = o.taken_from_discard
        melds, leftover = best_arrangement(hand, wild)
        if not o.final_turn and len(leftover) <= 1:
            out = go_out_action(o.seat, hand, wild, [c for c in hand if c != barred] or hand)
            if out is not None:
                return out
        spare = [c for c in leftover if c != barred and not is_wild(c, wild)]
        if not spare:
            spare = [c for c in hand if c != barred and not is_wild(c, wild)]
        if not spare:
            spare = [c for c in hand if c != barred] or hand
        return Discard(o.seat, max(spare, key=lambda c: (card_value(c, wild), c)))


QUICK = [QuickBot(seat) for seat in range(14)]  # they keep nothing between moves


def make_expert(seat: int, seed: int, budget: Budget | None = None) -> ExpertBot:
    """The Crowns expert for `seat` (budget: `game.bots.search.budget_from_env`)."""
    return ExpertBot(CrownsRoom(seat, seed), seat, seed, budget)
