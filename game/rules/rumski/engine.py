"""The Rumski game state: deal, turns, rounds and game end (rules file `rumski.md`).

Implements RU-3 (deal), RU-5 (draw), RU-6 … RU-10 (through the checks in `turn`),
RU-11 (going out), RU-13 (empty stock, reshuffle, void round, stall guard), RU-14
(scoring) and RU-15 (target score). One `RumskiState` is one game of many rounds;
`apply` checks an action completely before changing anything.

Options:
* `target` — the score that wins the game (RU-15). 0 means the default, 100 points
  per seat (3 seats: 300); any other value must be 100 or more.
* `first_dealer` — the seat that deals the first round; -1 draws it from the seed
  (RU-3 ruling).

**A stacked deck (lessons).** `new_game` also takes the key `"stack"` in `options`
(not a menu option, so the New game form never shows it): card tokens in the order
they leave the deck in round 1 — the deal, one card at a time from the dealer's left,
then the card turned up to start the discard pile, then the stock draws. The rest of
the deck is shuffled from the seed as usual, so the game still replays from seed +
options. `stack_for` builds it from the hands wanted; the stack stays out of
`state.options`, so no observation (and no bot) sees it.
"""

from __future__ import annotations

import copy
from collections import Counter
from itertools import chain
from typing import Any

from game.rules.cards import card_counts, deal_order, new_rng, shuffled, stacked
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
from game.rules.rumski import actions as act
from game.rules.rumski.actions import Community
from game.rules.rumski.deck import RumskiCard, card_points, full_deck, parse_cards
from game.rules.rumski.melds import is_meld
from game.rules.rumski.observation import DRAW, OVER, PLAY, RumskiObservation
from game.rules.rumski.turn import (
    Problem,
    community_cards,
    end_problem,
    opening_meld,
    staging_problem,
)
from game.text import en

NAME = "rumski"
SEATS = range(2, 7)
HIGHEST_WINS = True  # RU-15: the first to reach the target wins, so the highest total
DECK_SIZE = 70
_FULL_DECK = card_counts(full_deck())  # what check_invariants compares every count with
POINTS_PER_SEAT = 100  # RU-15: the default target is 100 points per seat
LOWEST_TARGET = 100  # RU-15: the target is adjustable from 100 upwards
STALL_CIRCUITS = 3  # RU-13 stall guard: three quiet circuits counted from each rebuild
# Last resort beside the RU-13 guard (a ruling of RU-13 too): seats that keep taking the
# top discard never empty the stock, so the guard (which waits for a rebuilt stock) would
# never fire, and small piles rebuilt every few turns start its count again each time.
# Thirty circuits with nothing played to the Community void the round all the same; real
# rounds rebuild the stock long before (it holds about forty cards).
QUIET_CIRCUITS_CAP = 30
STACK = "stack"  # the options key of a lesson's stacked deck (see the module docstring)

OPTIONS = {
    "target": Option(
        default=0,
        help="Score that wins the game; 0 means 100 points per seat (RU-15).",
        minimum=0,
    ),
    FIRST_DEALER: first_dealer_option("RU-3", SEATS),
}


def without(cards: tuple[RumskiCard, ...], taken: Counter) -> list[RumskiCard]:
    """`cards` in their order, less the counted cards `taken`."""
    left = Counter(taken)
    kept = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


def target_score(target: int, seats: int) -> int:
    """RU-15: the score that wins, for the `target` option (0: 100 points per seat)."""
    return target or POINTS_PER_SEAT * seats


def hand_size(seats: int) -> int:
    """RU-3: 12 cards each with 2 seats, 10 with 3–6."""
    return 12 if seats == 2 else 10


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> RumskiState:
    """A new game of Rumski for `seats` players, dealt from `seed` (RU-3)."""
    if seats not in SEATS:
        raise ValueError(f"Rumski is for 2 to 6 players, not {seats}")
    given = dict(options or {})
    stack = tuple(parse_cards(given.pop(STACK, "")))
    resolved = resolve_options(OPTIONS, given)
    if Counter(stack) - Counter(full_deck()):
        raise ValueError("the stacked cards are more than the deck holds")
    if 0 < resolved["target"] < LOWEST_TARGET:
        raise ValueError(f"option 'target' must be 0 (default) or at least {LOWEST_TARGET}")
    check_first_dealer(resolved, seats)
    return RumskiState(seats, seed, resolved, stack)


def stack_for(seats: int, dealer: int, hands: dict[int, str], then: str = "") -> str:
    """The `"stack"` option that deals `hands[seat]` (tokens, every hand as long as the
    deal, RU-3) and then leaves `then` on top of the stock, in order: the card turned up
    to start the discard pile first, then the draws."""
    cards = [parse_cards(hands[seat]) for seat in range(seats)]
    if any(len(hand) != hand_size(seats) for hand in cards):
        raise ValueError(f"stack_for needs every hand of {hand_size(seats)} cards (RU-3)")
    return " ".join(map(str, deal_order(cards, dealer) + parse_cards(then)))


class RumskiState(GameState):
    """A game of Rumski in progress; see `game.rules.engine` for the surface."""

    def __init__(
        self,
        seats: int,
        seed: int,
        options: dict[str, Any],
        stack: tuple[RumskiCard, ...] = (),
    ):
        self.seats = seats
        self.stack = stack  # round 1's stacked cards, first to leave the deck first
        self.seed = seed
        self.options = dict(options)
        self.target = target_score(options["target"], seats)
        self.rng = new_rng(seed)
        self.actions: list[Action] = []
        self._totals = [0] * seats
        self.round_number = 0
        self.game_winner: int | None = None
        self.dealer = first_dealer(options, seats, self.rng)
        self.round_log: list[tuple[int, int | None, int]] = []  # (round, winner, points)
        self.deal_events = self._deal()

    # --- the round ---------------------------------------------------------------------

    def _deal(self) -> list[Event]:
        """RU-3: shuffle all 70 cards, deal from the dealer's left, turn up one card."""
        self.round_number += 1
        deck = shuffled(full_deck(), self.rng)
        if self.round_number == 1 and self.stack:
            deck = stacked(deck, self.stack)
        size = hand_size(self.seats)
        self.hands: list[list[RumskiCard]] = [[] for _ in range(self.seats)]
        for i in range(size * self.seats):
            self.hands[(self.dealer + 1 + i) % self.seats].append(deck.pop())
        self.stock: list[RumskiCard] = deck  # the top of the stock is its last card
        self.discard_pile: list[RumskiCard] = [self.stock.pop()]
        self.community: Community = ()  # the staged Community (committed between turns)
        self.community_at_draw: Community = ()
        self.opened = [False] * self.seats  # RU-6: afresh each round
        self.laid_before = [False] * self.seats  # RU-12
        self.stock_rebuilt = False
        self.quiet_turns = 0  # turns in a row with nothing played to the Community
        self.stall_turns = 0  # those of them since the stock was last rebuilt (RU-13)
        self.dry_turns = 0  # turns in a row with nothing to draw and nothing played
        self.turn = (self.dealer + 1) % self.seats
        self._start_turn()
        return [
            act.Dealt(
                self.round_number,
                self.dealer,
                tuple(len(h) for h in self.hands),
                self.discard_pile[-1],
            )
        ]

    def _start_turn(self) -> None:
        self.phase = DRAW
        self.drew = ""
        self.taken: tuple[RumskiCard, ...] = ()  # cards drawn from the discard pile
        self.took_back = False
        self.hand_at_draw: tuple[RumskiCard, ...] = ()
        self.pile_before_take: tuple[RumskiCard, ...] = ()
        self.played_this_turn = False
        self.staged: tuple[RumskiCard, ...] = ()  # hand cards in the staged Community
        self.community_at_draw = self.community

    # --- the surface -------------------------------------------------------------------

    @property
    def opening_events(self) -> list[Event]:
        """The first deal, for a table to show (every game's state offers it)."""
        return list(self.deal_events)

    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def totals(self) -> list[int]:
        return list(self._totals)

    def winners(self) -> list[int]:
        return [] if self.game_winner is None else [self.game_winner]

    def clone(self) -> RumskiState:
        """An independent copy (bots and tests may try actions on it). Cards, melds and
        actions are immutable, so only the lists that change are copied."""
        other = copy.copy(self)
        other.rng = new_rng(0)
        other.rng.setstate(self.rng.getstate())
        other.actions = list(self.actions)
        other._totals = list(self._totals)
        other.round_log = list(self.round_log)
        other.hands = [list(hand) for hand in self.hands]
        other.stock = list(self.stock)
        other.discard_pile = list(self.discard_pile)
        other.opened = list(self.opened)
        other.laid_before = list(self.laid_before)
        return other

    def hidden_from(self, seat: int) -> list[list[RumskiCard]]:
        """The piles whose cards `seat` cannot see: the other hands and the stock."""
        return [hand for other, hand in enumerate(self.hands) if other != seat] + [self.stock]

    def observe(self, seat: int) -> RumskiObservation:
        acting = seat == self.turn and self.phase != OVER
        return RumskiObservation(
            seat=seat,
            to_act=self.to_act,
            seats=self.seats,
            round_number=self.round_number,
            dealer=self.dealer,
            phase=self.phase,
            hand=tuple(self.hands[seat]),
            community=self.community,
            community_at_draw=self.community_at_draw,
            staged=self.staged,
            discard_pile=tuple(self.discard_pile),
            stock_count=len(self.stock),
            hand_counts=tuple(len(h) for h in self.hands),
            opened=tuple(self.opened),
            laid_before=tuple(self.laid_before),
            totals=tuple(self._totals),
            target=self.target,
            drew=self.drew,
            must_new_pile=self.drew == act.FROM_PILE,
            wilds_to_place=sum(card.is_wild for card in self.taken),
            can_take_back=acting and self._can_take_back(),
            took_back=self.took_back,
            stock_rebuilt=self.stock_rebuilt,
            quiet_turns=self.quiet_turns,
            stall_turns=self.stall_turns,
        )

    def check_invariants(self) -> None:
        """70 cards exactly once; between turns every Community meld is legal."""
        everything = card_counts(
            chain(
                self.stock,
                self.discard_pile,
                chain.from_iterable(self.community),
                chain.from_iterable(self.hands),
            )
        )
        assert everything == _FULL_DECK, "the 70 cards are not all there exactly once"
        assert sum(everything.values()) == DECK_SIZE
        if self.phase == DRAW:
            for meld in self.community:
                assert is_meld(list(meld)), f"illegal Community meld between turns: {meld}"
            assert self.community == self.community_at_draw
        if self.phase == PLAY:
            staged = community_cards(self.community) - community_cards(self.community_at_draw)
            assert Counter(self.staged) == staged
            assert Counter(self.hands[self.turn]) + staged == Counter(self.hand_at_draw)
        assert all(total >= 0 for total in self._totals)

    # --- applying actions --------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction.of("RU-15", "refusal.game_over")
        check_action(action, act.ACTIONS, "Rumski", "RU-5")
        if action.seat != self.turn:
            raise IllegalAction.of(
                "RU-5", "refusal.not_your_turn", turn=self.turn, seat=action.seat
            )
        events = self._handlers()[type(action)](action)
        self.actions.append(action)
        return events

    def _handlers(self):
        return {
            act.DrawStock: self._draw_stock,
            act.TakeDiscard: self._take_discard,
            act.Reshuffle: self._reshuffle,
            act.DrawNothing: self._draw_nothing,
            act.TakeBack: self._take_back,
            act.PlayCommunity: self._play_community,
            act.ResetTurn: self._reset_turn,
            act.Discard: self._discard,
            act.Knock: self._knock,
        }

    def _refuse(self, problem: Problem | None) -> None:
        if problem is not None:
            raise problem

    def _need_phase(self, phase: str) -> None:
        if self.phase != phase:
            if phase == DRAW:
                raise IllegalAction.of("RU-5", "refusal.drawn_already")
            raise IllegalAction.of("RU-5", "refusal.rumski.draw_first")

    def _drawn(self, source: str, cards: list[RumskiCard]) -> list[Event]:
        self.hands[self.turn].extend(cards)
        self.drew = source
        self.phase = PLAY
        self.hand_at_draw = tuple(self.hands[self.turn])
        return [act.Drew(self.turn, source, len(cards), tuple(cards))]

    def _draw_stock(self, action: act.DrawStock) -> list[Event]:
        self._need_phase(DRAW)
        if not self.stock:
            raise IllegalAction.of("RU-13", "refusal.rumski.stock_empty")
        return self._drawn(act.FROM_STOCK, [self.stock.pop()])

    def _take_discard(self, action: act.TakeDiscard) -> list[Event]:
        self._need_phase(DRAW)
        if not self.discard_pile:
            raise IllegalAction.of("RU-5", "refusal.discard_empty")
        whole = action.whole and len(self.discard_pile) > 1  # RU-5 ruling: one card = top
        cards = list(self.discard_pile) if whole else [self.discard_pile[-1]]
        if self.took_back and any(card.is_wild for card in cards):
            raise IllegalAction.of("RU-8", "refusal.rumski.wild_put_back")
        self.pile_before_take = tuple(self.discard_pile)
        del self.discard_pile[-len(cards) :]
        self.taken = tuple(cards)
        return self._drawn(act.FROM_PILE if whole else act.FROM_TOP, cards)

    def _reshuffle(self, action: act.Reshuffle) -> list[Event]:
        self._need_phase(DRAW)
        if self.stock:
            raise IllegalAction.of("RU-13", "refusal.rumski.reshuffle_when_empty")
        if not self.discard_pile:
            raise IllegalAction.of("RU-13", "refusal.rumski.nothing_to_reshuffle")
        count = len(self.discard_pile)
        self.stock = shuffled(self.discard_pile, self.rng)
        self.discard_pile = []
        self.stock_rebuilt = True
        self.stall_turns = 0  # RU-13: the three circuits count from this rebuild
        events: list[Event] = [act.Reshuffled(self.turn, count)]
        return events + self._drawn(act.FROM_RESHUFFLE, [self.stock.pop()])

    def _draw_nothing(self, action: act.DrawNothing) -> list[Event]:
        self._need_phase(DRAW)
        if self.stock or self.discard_pile:
            raise IllegalAction.of("RU-13", "refusal.rumski.card_to_draw")
        return self._drawn(act.FROM_NOTHING, [])

    def _can_take_back(self) -> bool:
        return (
            self.phase == PLAY
            and self.drew in (act.FROM_TOP, act.FROM_PILE)
            and any(card.is_wild for card in self.taken)
            and self.community == self.community_at_draw
        )

    def _take_back(self, action: act.TakeBack) -> list[Event]:
        if not self._can_take_back():
            raise IllegalAction.of("RU-8", "refusal.rumski.take_back_when")
        hand = self.hands[self.turn]
        for card in self.taken:
            hand.remove(card)
        self.discard_pile = list(self.pile_before_take)
        cards = self.taken
        self._start_turn()
        self.took_back = True
        return [act.TookBack(self.turn, cards)]

    def _play_community(self, action: act.PlayCommunity) -> list[Event]:
        self._need_phase(PLAY)
        community = action.community  # a tuple of tuples: check_action saw to it
        self._refuse(staging_problem(self.observe(self.turn), community))
        from_hand = community_cards(community) - community_cards(self.community_at_draw)
        self.hands[self.turn] = without(self.hand_at_draw, from_hand)
        self.staged = tuple(sorted(from_hand.elements()))
        self.community = community
        return [act.CommunityStaged(self.turn, community, tuple(sorted(from_hand.elements())))]

    def _reset_turn(self, action: act.ResetTurn) -> list[Event]:
        self._need_phase(PLAY)
        self.community = self.community_at_draw
        self.hands[self.turn] = list(self.hand_at_draw)
        self.staged = ()
        return [act.TurnReset(self.turn)]

    def _discard(self, action: act.Discard) -> list[Event]:
        self._need_phase(PLAY)
        self._refuse(end_problem(self.observe(self.turn), action.card))
        seat = self.turn
        events = self._commit_community()
        self.hands[seat].remove(action.card)
        new_pile = self.drew == act.FROM_PILE
        self.discard_pile.append(action.card)
        events.append(act.Discarded(seat, action.card, new_pile))
        return events + self._end_turn()

    def _knock(self, action: act.Knock) -> list[Event]:
        self._need_phase(PLAY)
        self._refuse(end_problem(self.observe(self.turn), None))
        events = self._commit_community()
        events.append(act.Knocked(self.turn))
        return events + self._end_turn()

    def _commit_community(self) -> list[Event]:
        seat = self.turn
        from_hand = community_cards(self.community) - community_cards(self.community_at_draw)
        self.played_this_turn = bool(from_hand)
        events: list[Event] = []
        if not from_hand:
            return events
        opening = () if self.opened[seat] else opening_meld(self.community, from_hand) or ()
        if opening:
            self.opened[seat] = True
            events.append(act.Opened(seat))
        cards = tuple(sorted(from_hand.elements()))
        events.append(act.LaidDown(seat, self.community, cards, self.community_at_draw, opening))
        return events

    def _end_turn(self) -> list[Event]:
        seat = self.turn
        dry = self.drew == act.FROM_NOTHING
        self.community_at_draw = self.community
        if not self.hands[seat]:
            return self._round_won(seat)
        if self.played_this_turn:
            self.laid_before[seat] = True
            self.quiet_turns = 0
            self.stall_turns = 0
            self.dry_turns = 0
        else:
            self.quiet_turns += 1
            self.stall_turns += 1
            self.dry_turns = self.dry_turns + 1 if dry else 0
        if self.dry_turns >= self.seats:
            return self._round_void("rumski.void_dry")
        if self.stock_rebuilt and self.stall_turns >= STALL_CIRCUITS * self.seats:
            return self._round_void("rumski.void_stalled")
        if self.quiet_turns >= QUIET_CIRCUITS_CAP * self.seats:
            return self._round_void("rumski.void_quiet", rounds=QUIET_CIRCUITS_CAP)
        self.turn = (seat + 1) % self.seats
        self._start_turn()
        return []

    def _round_won(self, seat: int) -> list[Event]:
        """RU-11, RU-14, RU-15."""
        points = sum(card_points(card) for hand in self.hands for card in hand)
        self._totals[seat] += points
        self.round_log.append((self.round_number, seat, points))
        hands = tuple(tuple(hand) for hand in self.hands)
        totals = tuple(self._totals)
        won = act.RoundWon(seat, points, hands, totals, self.round_number, self.community)
        events: list[Event] = [won]
        if self._totals[seat] >= self.target:
            self.game_winner = seat
            self.phase = OVER
            events.append(act.GameWon(seat, tuple(self._totals)))
            return events
        self.dealer = (self.dealer + 1) % self.seats  # RU-3 ruling: the deal passes left
        return events + self._deal()

    def _round_void(self, key: str, **fields: Any) -> list[Event]:
        """RU-13: no score; the same dealer deals again. `key`: the catalogue's words for
        why, `fields` filled in."""
        self.round_log.append((self.round_number, None, 0))
        hands = tuple(tuple(hand) for hand in self.hands)
        reason = en.words(key, **fields)
        void = act.RoundVoid(
            self.round_number, reason, hands, self.community, key, tuple(fields.items())
        )
        events: list[Event] = [void]
        return events + self._deal()
