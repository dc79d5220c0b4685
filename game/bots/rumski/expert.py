"""Rumski's room of the expert bot (`game.bots.search`): candidates, worlds, rollouts.

* **Candidates.** The draw weighs every draw the rules allow (the stock, the top
  discard, the whole pile up to `PILE_LIMIT` cards, RU-5); the end of the turn the
  hard bot's discard against the two dearest other cards that follow the pile (RU-9)
  and the knock where it is allowed. What goes to the Community is the hard bot's
  solver play, unsearched.
* **Worlds.** The cards the seat can't see are the 70 less its hand, the discard pile
  and the Community. It follows the pile between its turns as the hard bot does:
  cards gone from the pile were taken by an opponent, and with two seats those not
  since laid to the Community are in that opponent's hand; the rest of the other
  hands and the stock are dealt at random. What the seat itself took from the pile this
  turn it remembers (a Take-It-Back puts it back, RU-8). `game.rules.rumski.worlds`
  builds the state.
* **Rollouts.** Medium bots play the world on for `max_steps` actions (about three
  turns a seat; a whole round takes some forty and would leave time for too few
  worlds), or to the end of the round if that comes first; a rollout cut short is
  valued by who is likely to go out first (the fewer cards, and an opened seat, the
  likelier, RU-11) and what the others then hold (RU-14).
"""

from __future__ import annotations

import random
from collections import Counter

from game.bots.rumski.players import PILE_LIMIT, HardBot, MediumBot
from game.bots.search import Budget, ExpertBot
from game.bots.words import Reason, phrase
from game.rules.engine import Action
from game.rules.rumski import (
    DRAW,
    Discard,
    DrawStock,
    Knock,
    RumskiObservation,
    TakeBack,
    TakeDiscard,
    card_points,
    full_deck,
    legal_actions,
)
from game.rules.rumski.legal import ending_actions
from game.rules.rumski.turn import community_cards
from game.rules.rumski.worlds import world

DISCARDS = 3  # ends searched: the hard bot's and the dearest others
UNOPENED = 0.4  # how likely an unopened seat goes out, against an opened one of its size
_DECK = Counter(full_deck())


def draw_reason(o: RumskiObservation, action: Action) -> Reason:
    if isinstance(action, DrawStock):
        return Reason(phrase("reason.drew_stock"))
    if action.whole:
        return Reason(phrase("reason.rumski.took_pile", count=len(o.discard_pile)))
    return Reason(phrase("reason.rumski.took", card=o.discard_pile[-1]))


class RumskiRoom:
    """What the expert needs of Rumski (see the module docstring)."""

    highest_wins = True  # RU-15
    max_steps = 18

    def __init__(self, seat: int, seed: int):
        self.hard = HardBot(seat, seed)
        self.taken: tuple | None = None  # what this seat took from the pile this turn
        self.pile_before: tuple | None = None

    # -- candidates --

    def candidates(self, o: RumskiObservation) -> list[tuple[Action, Reason]]:
        action = self.hard.choose(o)
        first = [(action, self.hard.reason)]
        if o.phase == DRAW:
            draws = []
            for other in legal_actions(o):
                if other == action or not isinstance(other, DrawStock | TakeDiscard):
                    continue
                if isinstance(other, TakeDiscard):
                    cards = o.discard_pile if other.whole else o.discard_pile[-1:]
                    if other.whole and len(cards) > PILE_LIMIT:
                        continue
                    if o.took_back and any(card.is_wild for card in cards):
                        continue  # RU-8: a wild put back stays on the pile this turn
                draws.append(other)
            return first + [(other, draw_reason(o, other)) for other in draws]
        if not isinstance(action, Discard | Knock):
            return first
        endings = [other for other in ending_actions(o) if other != action]
        discards = sorted(
            (other for other in endings if isinstance(other, Discard)),
            key=lambda other: (-card_points(other.card), other.card),
        )
        others = [
            (other, Reason(phrase("reason.discarded", card=other.card)))
            for other in discards[: DISCARDS - 1]
        ]
        if any(isinstance(other, Knock) for other in endings):
            others.append((Knock(o.seat), Reason(phrase("reason.rumski.knocked"))))
        return first + others

    def chosen(self, o: RumskiObservation, action: Action) -> None:
        """Remember what the seat took from the pile this turn; tell the hard bot the
        pile the seat left (its own plan may have ended the turn otherwise)."""
        if o.phase == DRAW:
            self.taken = self.pile_before = None
            if isinstance(action, TakeDiscard):
                pile = o.discard_pile
                self.taken = tuple(pile) if action.whole and len(pile) > 1 else pile[-1:]
                self.pile_before = tuple(pile)
        elif isinstance(action, TakeBack):
            self.taken = self.pile_before = None
        elif isinstance(action, Discard):
            self.hard.left_pile = (*o.discard_pile, action.card)
        elif isinstance(action, Knock):
            self.hard.left_pile = tuple(o.discard_pile)

    # -- worlds --

    def world(self, o: RumskiObservation, rng: random.Random):
        hidden = _DECK - Counter(o.hand) - Counter(o.discard_pile) - community_cards(o.community)
        hands = [list(o.hand) if seat == o.seat else [] for seat in range(o.seats)]
        if o.seats == 2:
            other = 1 - o.seat
            held = self.hard.collected - community_cards(o.community)
            for card in sorted(held.elements()):
                if hidden[card] and len(hands[other]) < o.hand_counts[other]:
                    hands[other].append(card)
                    hidden[card] -= 1
        pool = sorted(hidden.elements())
        rng.shuffle(pool)
        for seat in range(o.seats):
            wanted = o.hand_counts[seat] - len(hands[seat])
            if seat != o.seat and wanted > 0:
                hands[seat].extend(pool[:wanted])
                pool = pool[wanted:]
        taken = self.taken if o.drew else None
        pile_before = self.pile_before if o.drew else None
        return world(o, hands, pool, rng.getrandbits(32), taken, pile_before)

    # -- rollouts --

    def rollout_bots(self, seats: int, seed: int) -> list[MediumBot]:
        return [MediumBot(seat, seed + seat) for seat in range(seats)]

    def episode(self, state) -> int:
        return state.round_number

    def leaf(self, state, seat: int) -> list[float]:
        """Each seat's expected gain: its chance to go out first times the points the
        others hold (RU-14)."""
        points = [sum(card_points(card) for card in hand) for hand in state.hands]
        chances = [
            (1.0 if state.opened[each] else UNOPENED) / max(1, len(hand)) ** 2
            for each, hand in enumerate(state.hands)
        ]
        whole = sum(chances)
        total = sum(points)
        return [chance / whole * (total - points[each]) for each, chance in enumerate(chances)]


def make_expert(seat: int, seed: int, budget: Budget | None = None) -> ExpertBot:
    """The Rumski expert for `seat` (budget: `game.bots.search.budget_from_env`)."""
    return ExpertBot(RumskiRoom(seat, seed), seat, seed, budget)
