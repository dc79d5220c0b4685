"""The Crowns game: deal, turns, going out, final turns, scoring, eleven hands (CR-4 .. CR-15).

Flow of one hand: the dealer deals h+2 cards (CR-5, CR-6); the seat left of the dealer
draws (CR-7) then discards (CR-8) or goes out (CR-11); play passes left. After someone
goes out every other seat has one final turn (CR-12) whose discard also lays that seat's
best arrangement. The hand is scored, and the next hand is dealt at once from the game's
rng: `apply` then returns HandEnded followed by HandDealt (or GameOver after hand 11).

Seats are numbered 0..n-1. Phases: "draw" (the seat to act must draw), "discard" (it holds
one card more and must discard or go out), "over".

**Ruling on CR-14a, as implemented:** the stock may be rebuilt twice in a hand; when it runs
out a third time with no one gone out, the draw that needed it ends the hand instead
(no card is drawn) and every seat scores its best arrangement. During final turns the
stock is always rebuilt. As a last resort the hand also ends as a CR-14a stall at the first
draw past `TURN_CAP_PER_SEAT` draws a seat with no one gone out (every seat drawing from
the discard pile never empties the stock).
Beside it: the actions and events (`actions.py`), what a seat sees (`observation.py`), the
legal moves (`legal.py`), what a meld is (`melds.py`) and the best arrangement (`solver.py`).
**Solo (CR-4):** one seat; the hand ends when the player goes out and scores the number of
turns taken; if the stall guard ends a solo hand it scores turns plus the hand's best
arrangement, so giving up is never cheaper than going out.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain
from typing import Any

from game.rules.cards import card_counts, new_rng
from game.rules.crowns.actions import (
    ACTIONS,
    Discard,
    Discarded,
    Draw,
    Drew,
    FinalLaid,
    GameOver,
    GoOut,
    HandDealt,
    HandEnded,
    StockRebuilt,
    WentOut,
)
from game.rules.crowns.deck import (
    CrownsCard,
    card_value,
    deck,
    packs_for,
)
from game.rules.crowns.melds import is_meld
from game.rules.crowns.observation import CrownsObservation
from game.rules.crowns.solver import best_arrangement, min_deadwood
from game.rules.engine import (
    FIRST_DEALER,
    Action,
    Event,
    GameState,
    IllegalAction,
    Option,
    check_action,
    check_first_dealer,
    first_dealer,
    first_dealer_option,
    resolve_options,
)

NAME = "crowns"
SEATS = range(1, 15)
HIGHEST_WINS = False  # CR-15: the lowest total wins
HANDS = 11  # CR-5
REBUILDS_BEFORE_STALL = 2  # CR-14a ruling: the third time the stock runs dry the hand ends
# Last resort beside CR-14a: when every seat keeps drawing from the discard pile the stock
# never runs dry, so the hand would never end. No real hand comes near 200 draws a seat
# (the longest bot hands take a few dozen); past it the hand ends as a CR-14a stall.
TURN_CAP_PER_SEAT = 200
OPTIONS: dict[str, Option] = {
    FIRST_DEALER: first_dealer_option("CR-6", SEATS),
}

# --- state ---------------------------------------------------------------------------


class CrownsState(GameState):
    """One game of Crowns, mutated only by `apply` (see the module docstring)."""

    def __init__(self, seats: int, seed: int, options: dict[str, Any]):
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng: random.Random = new_rng(seed)
        self.deck = deck(packs_for(seats))
        self.deck_counts = card_counts(self.deck)  # for check_invariants
        self.actions: list[Action] = []
        self.totals: list[int] = [0] * seats
        self.hand_scores: list[tuple[int, ...]] = []
        self.hand_number = 0
        self.dealer = -1
        self.phase = "draw"
        self._to_act: int | None = None
        self.hands: list[list[CrownsCard]] = [[] for _ in range(seats)]
        self.stock: list[CrownsCard] = []  # top is the last card
        self.discard_pile: list[CrownsCard] = []  # top is the last card
        self.laid: list[list[tuple[CrownsCard, ...]]] = [[] for _ in range(seats)]
        self.taken: list[list[CrownsCard]] = [[] for _ in range(seats)]
        self.discarded: list[list[CrownsCard]] = [[] for _ in range(seats)]
        self.went_out: int | None = None
        self.final_left: list[int] = []  # seats still to take their final turn (CR-12)
        self.finished: list[bool] = [False] * seats  # went out or took the final turn
        self.taken_from_discard: CrownsCard | None = None
        self.rebuilds = 0
        self.turn = 0
        self.opening_events: list[Event] = []  # the first HandDealt, for a table to show

    # -- the engine surface --

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def wild_rank(self) -> int:
        return self.hand_number + 2  # CR-5

    def winners(self) -> list[int]:
        """Seats with the lowest total (CR-15); all of them on a tie."""
        if not self.is_over:
            return []
        low = min(self.totals)
        return [seat for seat, total in enumerate(self.totals) if total == low]

    def apply(self, action: Action) -> list[Event]:
        """Check `action` completely, then play it; IllegalAction leaves the state as it was."""
        handler = self._check(action)
        events = handler(action)
        self.actions.append(action)
        return events

    def can_apply(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def observe(self, seat: int) -> CrownsObservation:
        if not 0 <= seat < self.seats:
            raise ValueError(f"no seat {seat} in a {self.seats}-seat game")
        return CrownsObservation(
            seat=seat,
            to_act=self._to_act,
            phase=self.phase,
            hand=tuple(self.hands[seat]),
            discard_pile=tuple(self.discard_pile),
            stock_count=len(self.stock),
            hand_counts=tuple(map(len, self.hands)),
            laid=tuple(map(tuple, self.laid)),
            totals=tuple(self.totals),
            hand_number=self.hand_number,
            wild_rank=self.wild_rank,
            dealer=self.dealer,
            went_out=self.went_out,
            final_turn=self.went_out is not None,
            taken_from_discard=self.taken_from_discard,
            seats=self.seats,
            taken=tuple(map(tuple, self.taken)),
            discarded=tuple(map(tuple, self.discarded)),
            turn=self.turn,
            rebuilds=self.rebuilds,
        )

    def clone(self) -> CrownsState:
        """An independent copy, equal to this one."""
        other = CrownsState.__new__(CrownsState)
        other.__dict__.update(self.__dict__)
        other.rng = new_rng(0)  # seeding from the system is slow; the state is set next
        other.rng.setstate(self.rng.getstate())
        other.options = dict(self.options)
        other.actions = list(self.actions)
        other.totals = list(self.totals)
        other.hand_scores = list(self.hand_scores)
        for name in ("hands", "laid", "taken", "discarded"):
            setattr(other, name, [list(part) for part in getattr(self, name)])
        other.stock = list(self.stock)
        other.discard_pile = list(self.discard_pile)
        other.final_left = list(self.final_left)
        other.finished = list(self.finished)
        other.opening_events = list(self.opening_events)
        return other

    def hidden_from(self, seat: int) -> list[list[CrownsCard]]:
        """The piles whose cards `seat` cannot see: the other hands and the stock."""
        return [hand for other, hand in enumerate(self.hands) if other != seat] + [self.stock]

    def check_invariants(self) -> None:
        """AssertionError if the cards or the turn bookkeeping are inconsistent."""
        everywhere = card_counts(
            chain(
                self.stock,
                self.discard_pile,
                chain.from_iterable(self.hands),
                chain.from_iterable(chain.from_iterable(self.laid)),
            )
        )
        assert everywhere == self.deck_counts, "cards missing or duplicated"
        if self.is_over:
            assert self._to_act is None and self.hand_number == HANDS
            return
        size = self.hand_number + 2
        for seat in range(self.seats):
            held = len(self.hands[seat])
            if seat == self.went_out:
                assert held == 0, f"seat {seat} went out but holds {held} cards"
            elif self.finished[seat]:
                assert held <= size, f"seat {seat} kept {held} cards after its final turn"
            elif seat == self._to_act and self.phase == "discard":
                assert held == size + 1, f"seat {seat} holds {held}, expected {size + 1}"
            else:
                assert held == size, f"seat {seat} holds {held}, expected {size}"
        assert self.discard_pile or self.phase == "discard", "empty discard pile at a draw"
        assert len(self.totals) == self.seats

    # -- checking --

    def _check(self, action: Action):
        """The handler that will play `action`, once every rule allows it."""
        if self.is_over:
            raise IllegalAction.of("CR-15", "refusal.game_over")
        check_action(action, ACTIONS, "Crowns", "CR-7")
        if action.seat != self._to_act:
            raise IllegalAction.of(
                "CR-6", "refusal.not_your_turn", turn=self._to_act, seat=action.seat
            )
        if isinstance(action, Draw):
            self._check_draw(action)
            return self._play_draw
        if self.phase != "discard":
            raise IllegalAction.of("CR-7", "refusal.crowns.draw_first")
        if isinstance(action, Discard):
            self._check_discard_card(action.card)
            return self._play_discard
        self._check_go_out(action)
        return self._play_go_out

    def _check_draw(self, action: Draw) -> None:
        if self.phase != "draw":
            raise IllegalAction.of("CR-8", "refusal.crowns.drawn_already")
        if action.source not in ("stock", "discard"):
            raise IllegalAction.of("CR-7", "refusal.crowns.draw_where")
        if action.source == "discard" and not self.discard_pile:
            raise IllegalAction.of("CR-7", "refusal.discard_empty")

    def _check_discard_card(self, card: CrownsCard) -> None:
        hand = self.hands[self._to_act]
        if card not in hand:
            raise IllegalAction.of("CR-8", "refusal.crowns.not_held", card=card)
        taken = self.taken_from_discard
        if taken is not None and card == taken and any(other != taken for other in hand):
            raise IllegalAction.of("CR-8", "refusal.crowns.no_throw_back", card=card)

    def _check_go_out(self, action: GoOut) -> None:
        if self.went_out is not None:
            raise IllegalAction.of("CR-12", "refusal.crowns.just_discard")
        self._check_discard_card(action.discard)
        melds = action.melds
        laid = [card for meld in melds for card in meld]
        if Counter(laid) + Counter([action.discard]) != Counter(self.hands[self._to_act]):
            raise IllegalAction.of("CR-11", "refusal.crowns.lay_all")
        for meld in melds:
            if not is_meld(meld, self.wild_rank):
                shown = " ".join(map(str, meld))
                raise IllegalAction.of("CR-10", "refusal.crowns.not_a_meld", cards=shown)

    # -- playing --

    def _play_draw(self, action: Draw) -> list[Event]:
        seat = action.seat
        events: list[Event] = []
        if self.went_out is None and self.turn >= TURN_CAP_PER_SEAT * self.seats:
            return self._end_hand(stalled=True)  # CR-14a, last resort
        self.turn += 1
        if action.source == "discard":
            card = self.discard_pile.pop()
            self.taken_from_discard = card
            self.taken[seat].append(card)
        else:
            if not self.stock:
                if self.rebuilds >= REBUILDS_BEFORE_STALL and self.went_out is None:
                    return self._end_hand(stalled=True)  # CR-14a
                self._rebuild_stock()
                events.append(StockRebuilt(len(self.stock)))
            card = self.stock.pop()
            self.taken_from_discard = None
        self.hands[seat].append(card)
        self.phase = "discard"
        events.append(Drew(seat, action.source, card))
        return events

    def _rebuild_stock(self) -> None:
        """CR-14: every discard but the top one, shuffled, becomes the stock."""
        top = self.discard_pile.pop()
        self.rng.shuffle(self.discard_pile)
        self.stock = self.discard_pile
        self.discard_pile = [top]
        self.rebuilds += 1

    def _play_discard(self, action: Discard) -> list[Event]:
        seat, card = action.seat, action.card
        hand = self.hands[seat]
        hand.remove(card)
        self.discard_pile.append(card)
        self.discarded[seat].append(card)
        self.taken_from_discard = None
        if self.went_out is None:
            self._pass_turn()
            return [Discarded(seat, card)]
        # A final turn (CR-12): the game lays the best arrangement of the rest for the seat.
        melds, leftover = best_arrangement(hand, self.wild_rank)
        self.laid[seat] = list(melds)
        self.hands[seat] = list(leftover)
        self.finished[seat] = True
        events: list[Event] = [FinalLaid(seat, melds, leftover, card)]
        return events + self._next_final_turn()

    def _play_go_out(self, action: GoOut) -> list[Event]:
        seat = action.seat
        self.hands[seat] = []
        self.laid[seat] = [tuple(meld) for meld in action.melds]
        self.discard_pile.append(action.discard)
        self.discarded[seat].append(action.discard)
        self.taken_from_discard = None
        self.went_out = seat
        self.finished[seat] = True
        events: list[Event] = [WentOut(seat, tuple(map(tuple, action.melds)), action.discard)]
        self.final_left = [(seat + step) % self.seats for step in range(1, self.seats)]
        return events + self._next_final_turn()

    def _next_final_turn(self) -> list[Event]:
        if not self.final_left:
            return self._end_hand(stalled=False)
        self._to_act = self.final_left.pop(0)
        self.phase = "draw"
        return []

    def _pass_turn(self) -> None:
        self._to_act = (self._to_act + 1) % self.seats
        self.phase = "draw"

    # -- hands --

    def _end_hand(self, stalled: bool) -> list[Event]:
        """Score the hand (CR-11, CR-12, CR-14a, solo CR-4), then deal on or end the game."""
        wild = self.wild_rank
        scores = []
        for seat in range(self.seats):
            if seat == self.went_out:
                score = self.turn if self.seats == 1 else 0
            elif self.finished[seat]:
                score = sum(card_value(card, wild) for card in self.hands[seat])
            else:
                score = min_deadwood(self.hands[seat], wild)
                if self.seats == 1:
                    score += self.turn
            scores.append(score)
        for seat, score in enumerate(scores):
            self.totals[seat] += score
        self.hand_scores.append(tuple(scores))
        hands = tuple(self._scored_cards(seat) for seat in range(self.seats))
        laid = tuple(tuple(tuple(meld) for meld in melds) for melds in self.laid)
        ended = HandEnded(
            self.hand_number, tuple(scores), tuple(self.totals), hands, stalled, laid,
            self.went_out,
        )  # fmt: skip
        events: list[Event] = [ended]
        if self.hand_number == HANDS:
            self.phase = "over"
            self._to_act = None
            events.append(GameOver(tuple(self.winners()), tuple(self.totals)))
            return events
        return events + self._deal()

    def _scored_cards(self, seat: int) -> tuple[CrownsCard, ...]:
        if self.finished[seat] or seat == self.went_out:
            return tuple(self.hands[seat])
        return best_arrangement(self.hands[seat], self.wild_rank)[1]

    def _deal(self) -> list[Event]:
        """CR-5, CR-6: gather, shuffle, deal h+2 each from the dealer's left, turn up one."""
        self.hand_number += 1
        if self.dealer < 0:
            self.dealer = first_dealer(self.options, self.seats, self.rng)
        else:
            self.dealer = (self.dealer + 1) % self.seats
        size = self.hand_number + 2
        cards = list(self.deck)
        self.rng.shuffle(cards)
        self.hands = [[] for _ in range(self.seats)]
        for step in range(size * self.seats):
            self.hands[(self.dealer + 1 + step) % self.seats].append(cards.pop())
        self.discard_pile = [cards.pop()]
        self.stock = cards
        self.laid = [[] for _ in range(self.seats)]
        self.taken = [[] for _ in range(self.seats)]
        self.discarded = [[] for _ in range(self.seats)]
        self.went_out = None
        self.final_left = []
        self.finished = [False] * self.seats
        self.taken_from_discard = None
        self.rebuilds = 0
        self.turn = 0
        self.phase = "draw"
        self._to_act = (self.dealer + 1) % self.seats
        return [HandDealt(self.hand_number, self.dealer, self.wild_rank, size)]


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> CrownsState:
    """A new game of Crowns with the first hand dealt (CR-4 .. CR-6)."""
    if seats not in SEATS:
        raise ValueError(f"Crowns is for {SEATS.start}-{SEATS.stop - 1} seats, not {seats}")
    resolved = resolve_options(OPTIONS, options)
    check_first_dealer(resolved, seats)
    state = CrownsState(seats, seed, resolved)
    state.opening_events = state._deal()
    return state
