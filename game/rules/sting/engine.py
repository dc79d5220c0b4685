"""Sting's game state: deal, turns, the Take-It-Back window, scoring, game end.

Rules (`shared/rules/sting.md`): ST-1 (deck), ST-3 (deal, dealer, turn-up, play
passes left), ST-4 (draw 1 or 2), ST-5 (plays, checked in `plays.py`; the
out-of-turn Take-It-Back window is the `TAKE_BACK` phase), ST-6 (discard ends the
turn; an emptied hand goes out at once), ST-9 (going out), ST-10 (scoring), ST-11
(game end by rounds or target), ST-12 (stall guard), ST-13 (rebuilding the draw
pile), ST-14 (options).

The state follows `game.rules.engine`'s contract: `new_game(seats, seed, options)`,
then `apply(action) -> events`, `to_act`, `is_over`, `observe(seat)`, `totals`,
`winners()`, `actions`, `check_invariants()`, `clone()`. A finished round is scored
and the next one dealt inside the `apply` that ended it (the events say so), so
`to_act` always names a seat until the game is over.

Piles are lists whose last element is the top card.

**A stacked deck (lessons).** `new_game` also takes the key `"stack"` in `options`
(not a menu option, so the New game form never shows it): card tokens in the order
they leave the deck in round 1 — the deal, one card a seat at a time from the left
of the dealer, then the turned-up card, then the draws. The rest of the deck is
shuffled from the seed as usual, so the game still replays from seed + options.
`stack_for` builds it from the hands wanted. The stack stays out of
`state.options`, so no observation (and no bot) sees it.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from game.rules.cards import (
    PASS_A_PILE,
    TAKE_IT_BACK,
    Card,
    card_counts,
    deal_order,
    new_rng,
    shuffled,
    stacked,
)
from game.rules.engine import (
    FIRST_DEALER,
    Action,
    Event,
    GameState,
    IllegalAction,
    Option,
    check_first_dealer,
    first_dealer,
    first_dealer_option,
    resolve_options,
)
from game.rules.sting import plays
from game.rules.sting.actions import (
    AcceptPass,
    AddToMeld,
    Discarded,
    Draw,
    Drew,
    GameOver,
    LayMeld,
    MeldExtended,
    MeldLaid,
    PassAccepted,
    PassAPile,
    PilePassed,
    PileRebuilt,
    RoundDealt,
    RoundScored,
    Substitute,
    Substituted,
    TakeItBack,
    TurnBegan,
    WentOut,
)
from game.rules.sting.deck import full_deck, hand_points, is_numbered, parse_cards
from game.rules.sting.melds import is_valid_meld, layout_in_order, meld_score
from game.rules.sting.observation import StingObservation
from game.rules.sting.plays import (
    DRAW,
    OVER,
    PLAY,
    TAKE_BACK,
    PendingPass,
    Placement,
    SubstitutionPlan,
    TableMeld,
)

NAME = "sting"
SEATS = range(2, 7)  # ST-3: 2 to 6 players
HIGHEST_WINS = False  # ST-11: the lowest total wins
STALL_CIRCUITS = 3  # ST-12: full circuits of turns with no table play that end a round
DEFAULT_TARGET = 100  # ST-11: the suggested target when a game is played to a score
STACK = "stack"  # the options key of a lesson's stacked deck (see the module docstring)

OPTIONS: dict[str, Option] = {
    "numeric": Option(False, "Numeric scoring: numbered cards score their number (ST-10)."),
    "no_substitution": Option(False, "No substitutions of wilds on the table (ST-5d)."),
    "beginners": Option(False, "Beginners: the 80 numbered cards only, no word cards (ST-1)."),
    "deal": Option(10, "Cards dealt to each player; 7 for younger players (ST-3).", (10, 7)),
    "rounds": Option(5, "Rounds in a game, when not playing to a target (ST-11).", None, 1, 99),
    "target": Option(
        0,
        f"End the game when a total reaches this score (suggested {DEFAULT_TARGET}); "
        "0 plays a number of rounds instead (ST-11).",
        None,
        0,
        10_000,
    ),
    "open_hands": Option(False, "Open hands: every hand face up, for learning (ST-14)."),
    FIRST_DEALER: first_dealer_option("ST-3", SEATS),
}


@cache
def _deck_counts(beginners: bool) -> Counter:
    return Counter(full_deck(beginners))


# What check_invariants compares with after every action, per `beginners` option.
_DECK_COUNTS = {beginners: card_counts(full_deck(beginners)) for beginners in (False, True)}


class StingState(GameState):
    """A game of Sting in progress (see the module docstring)."""

    def __init__(
        self, seats: int, seed: int, options: dict[str, Any], stack: tuple[Card, ...] = ()
    ):
        self.seats = seats
        self.seed = seed
        self.options = options
        self.stack = stack  # round 1's stacked cards, first to leave the deck first
        self.rng = new_rng(seed)
        self.actions: list[Action] = []
        self._totals = [0] * seats
        self.round_scores: list[tuple[int, ...]] = []
        self.round = 0
        self.dealer = first_dealer(options, seats, self.rng)
        self.next_meld_id = 0
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.draw_pile: list[Card] = []
        self.discard_pile: list[Card] = []
        self.melds: dict[int, TableMeld] = {}
        self.phase = DRAW
        self.turn = 0
        self.drawn = 0
        self.pending: PendingPass | None = None
        self.no_pass_back: frozenset[tuple[int, int]] = frozenset()
        self.played_to_table = False
        self.rebuilt = False
        self.quiet_turns = 0
        self.opening_events = self._start_round()

    # --- The contract's read side --------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """Whose decision it is now (the receiver during a Take-It-Back window)."""
        return plays.to_act(self)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def totals(self) -> list[int]:
        return list(self._totals)

    def winners(self) -> list[int]:
        """ST-11: the seats with the lowest total once the game is over (else [])."""
        if not self.is_over:
            return []
        lowest = min(self._totals)
        return [seat for seat, total in enumerate(self._totals) if total == lowest]

    def observe(self, seat: int) -> StingObservation:
        """What `seat` may see — and nothing else (ST-14: open hands shows them all)."""
        return StingObservation(
            seat=seat,
            to_act=self.to_act,
            seats=self.seats,
            phase=self.phase,
            turn=self.turn,
            round=self.round,
            dealer=self.dealer,
            hand=tuple(self.hands[seat]),
            hands=tuple(tuple(h) for h in self.hands) if self.options["open_hands"] else None,
            hand_counts=tuple(len(h) for h in self.hands),
            discard_pile=tuple(self.discard_pile),
            draw_count=len(self.draw_pile),
            melds=dict(self.melds),
            totals=tuple(self._totals),
            round_scores=tuple(self.round_scores),
            drawn=self.drawn,
            pending=self.pending,
            no_pass_back=self.no_pass_back,
            rebuilt=self.rebuilt,
            quiet_turns=self.quiet_turns,
            options=dict(self.options),
        )

    def check(self, action: Action):
        """The plan of `action`, or IllegalAction; changes nothing (pokerkit's
        `verify_x`). The UI uses it to light drop targets and explain refusals."""
        seat = self.to_act
        hand = self.hands[seat] if seat is not None else []
        return plays.check(self, hand, action)

    def can(self, action: Action) -> bool:
        """Whether `action` is legal now."""
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    # --- Applying actions ----------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Check `action` completely, then carry it out; return what happened."""
        plan = self.check(action)
        self.actions.append(action)
        events: list[Event]
        if isinstance(action, Draw):
            events = self._draw(action.seat, plan)
        elif isinstance(action, LayMeld | AddToMeld):
            events = self._place(action.seat, plan)
            events += self._after_table_play(action.seat)
        elif isinstance(action, Substitute):
            events = self._substitute(action.seat, plan)
            events += self._after_table_play(action.seat)
        elif isinstance(action, PassAPile):
            events = self._pass(action.seat, plan, PASS_A_PILE, action.to_seat)
        elif isinstance(action, TakeItBack):
            events = self._pass(action.seat, self.melds[plan.meld_id], TAKE_IT_BACK, plan.passer)
        elif isinstance(action, AcceptPass):
            events = self._accept(action.seat, plan)
        else:
            events = self._discard(action.seat, plan)
        return events

    def _draw(self, seat: int, count: int) -> list[Event]:
        """ST-4, ST-13."""
        events: list[Event] = []
        drawn = 0
        for still_needed in range(count, 0, -1):
            if not self.draw_pile:
                events += self._rebuild(still_needed)
                if not self.draw_pile:
                    break
            self.hands[seat].append(self.draw_pile.pop())
            drawn += 1
        self.drawn = drawn
        self.phase = PLAY
        return [*events, Drew(seat, count, drawn)]  # a rebuilt pile shows before the draw

    def _rebuild(self, still_needed: int) -> list[Event]:
        """ST-13: shuffle the discard pile into a new draw pile and turn up a new
        discard pile — unless the pile is too small to leave the player what they
        announced (ruling: they draw what there is)."""
        if not self.discard_pile:
            return []
        self.draw_pile = shuffled(self.discard_pile, self.rng)
        self.discard_pile = []
        turned_up, set_aside = None, ()
        if len(self.draw_pile) > still_needed:
            turned_up, set_aside = self._turn_up()
        # ST-12: the quiet count starts at the first rebuild (it is 0 until then) and
        # only a card played to the table resets it — a later rebuild must not, or a
        # round of tiny piles rebuilt every turn would never end.
        self.rebuilt = True
        return [PileRebuilt(len(self.draw_pile), turned_up, set_aside)]

    def _turn_up(self) -> tuple[Card | None, tuple[Card, ...]]:
        """ST-3 ruling: turn up the top card of the draw pile to start the discard
        pile; a special card goes to the bottom and the next is turned up."""
        set_aside = []
        for _ in range(len(self.draw_pile)):
            card = self.draw_pile.pop()
            if is_numbered(card):
                self.discard_pile.append(card)
                return card, tuple(set_aside)
            set_aside.append(card)
            self.draw_pile.insert(0, card)
        return None, tuple(set_aside)  # no numbered card at all: no discard pile yet

    def _place(self, seat: int, plan: Placement) -> list[Event]:
        """ST-5a/b/c (and the freed wild of ST-5d): move the cards and the meld."""
        hand = self.hands[seat]
        for card in plan.from_hand:
            hand.remove(card)
        if plan.from_discard is not None:
            self.discard_pile.pop()
        self.played_to_table = True
        layout = plan.layout
        if plan.meld_id is None:
            meld_id = self.next_meld_id
            self.next_meld_id += 1
            self.melds[meld_id] = TableMeld(meld_id, plan.owner, layout)
            return [
                MeldLaid(
                    seat, meld_id, plan.owner, layout.cards, layout.represents, plan.from_discard
                )
            ]
        before = self.melds[plan.meld_id]
        self.melds[plan.meld_id] = TableMeld(plan.meld_id, before.owner, layout)
        added = Counter(layout.cards) - Counter(before.cards)
        return [
            MeldExtended(
                seat,
                plan.meld_id,
                before.owner,
                tuple(added.elements()),
                layout.cards,
                layout.represents,
                plan.from_discard,
            )
        ]

    def _substitute(self, seat: int, plan: SubstitutionPlan) -> list[Event]:
        """ST-5d: the swap, then the freed wild's placement, in one action."""
        self.hands[seat].remove(plan.card)
        meld = self.melds[plan.meld_id]
        self.melds[plan.meld_id] = TableMeld(plan.meld_id, meld.owner, plan.layout)
        event = Substituted(seat, plan.meld_id, plan.position, plan.card, plan.freed)
        return [event, *self._place(seat, plan.placement)]

    def _after_table_play(self, seat: int) -> list[Event]:
        """ST-6 ruling: a hand emptied during play goes out at once."""
        if self.hands[seat]:
            return []
        return self._end_round(out=(seat,), stalled=False)

    def _pass(self, seat: int, meld: TableMeld, card_face: str, to_seat: int) -> list[Event]:
        """ST-5e / ST-5f: the PP or TB goes onto the discard pile and the meld moves;
        the new holder must answer."""
        card = next(c for c in self.hands[seat] if c.face == card_face)
        self.hands[seat].remove(card)
        self.discard_pile.append(card)
        self.melds[meld.meld_id] = TableMeld(meld.meld_id, to_seat, meld.layout)
        if card_face == TAKE_IT_BACK:
            # ST-5e ruling: a meld sent back by TB can't be passed by another PP to the
            # player who returned it, this turn.
            self.no_pass_back = self.no_pass_back | {(meld.meld_id, seat)}
            exchanges = self.pending.exchanges + 1
        else:
            exchanges = 1
        self.pending = PendingPass(meld.meld_id, seat, to_seat, exchanges)
        self.phase = TAKE_BACK
        return [PilePassed(seat, meld.meld_id, meld.owner, to_seat, card)]

    def _accept(self, seat: int, pending: PendingPass) -> list[Event]:
        """ST-5f: the exchange is over; a hand emptied by PP or TB now goes out."""
        self.pending = None
        self.phase = PLAY
        events: list[Event] = [PassAccepted(seat, pending.meld_id)]
        emptied = tuple(s for s in range(self.seats) if not self.hands[s])
        if emptied:
            events += self._end_round(out=emptied, stalled=False)
        return events

    def _discard(self, seat: int, card: Card) -> list[Event]:
        """ST-6: the discard ends the turn; ST-9 if it was the last card; ST-12."""
        self.hands[seat].remove(card)
        self.discard_pile.append(card)
        events: list[Event] = [Discarded(seat, card)]
        if not self.hands[seat]:
            return events + self._end_round(out=(seat,), stalled=False)
        if self.rebuilt:
            self.quiet_turns = 0 if self.played_to_table else self.quiet_turns + 1
            if self.quiet_turns >= STALL_CIRCUITS * self.seats:
                return events + self._end_round(out=(), stalled=True)
        return events + self._begin_turn((seat + 1) % self.seats)

    def _begin_turn(self, seat: int) -> list[Event]:
        self.turn = seat
        self.phase = DRAW
        self.drawn = 0
        self.pending = None
        self.no_pass_back = frozenset()
        self.played_to_table = False
        return [TurnBegan(seat)]

    # --- Rounds --------------------------------------------------------------------

    def _start_round(self) -> list[Event]:
        """ST-3: shuffle, deal, turn up; the seat left of the dealer begins."""
        self.round += 1
        deck = shuffled(full_deck(self.options["beginners"]), self.rng)
        if self.round == 1 and self.stack:
            deck = stacked(deck, self.stack)
        deal = self.options["deal"]
        self.hands = [[] for _ in range(self.seats)]
        for _ in range(deal):  # one card at a time, starting left of the dealer
            for offset in range(1, self.seats + 1):
                self.hands[(self.dealer + offset) % self.seats].append(deck.pop())
        self.draw_pile = deck
        self.discard_pile = []
        self.melds = {}
        self.rebuilt = False
        self.quiet_turns = 0
        turned_up, set_aside = self._turn_up()
        dealt = RoundDealt(self.round, self.dealer, deal, turned_up, set_aside)
        return [dealt, *self._begin_turn((self.dealer + 1) % self.seats)]

    def round_points(self, out: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """ST-10: per seat, points of the melds in front of it and of its hand (both 0
        for a seat that went out, ST-9)."""
        numeric = self.options["numeric"]
        melds = [0] * self.seats
        for meld in self.melds.values():
            melds[meld.owner] += meld_score(meld.cards, numeric)
        hand = [hand_points(cards, numeric) for cards in self.hands]
        for seat in out:
            melds[seat] = hand[seat] = 0
        return melds, hand

    def _end_round(self, out: tuple[int, ...], stalled: bool) -> list[Event]:
        """ST-9, ST-10, ST-11: score the round, then deal the next or end the game."""
        events: list[Event] = [WentOut(seat) for seat in out]
        melds, hand = self.round_points(out)
        scores = tuple(m + h for m, h in zip(melds, hand, strict=True))
        self._totals = [t + s for t, s in zip(self._totals, scores, strict=True)]
        self.round_scores.append(scores)
        events.append(
            RoundScored(
                self.round,
                out,
                tuple(melds),
                tuple(hand),
                scores,
                tuple(self._totals),
                stalled,
                tuple(tuple(cards) for cards in self.hands),
                tuple(
                    tuple(tuple(m.cards) for m in self.melds.values() if m.owner == seat)
                    for seat in range(self.seats)
                ),
            )
        )
        if self._game_ends():
            self.phase = OVER
            self.pending = None
            return [*events, GameOver(tuple(self.winners()), tuple(self._totals))]
        self.dealer = (self.dealer + 1) % self.seats
        return events + self._start_round()

    def _game_ends(self) -> bool:
        """ST-11: by target score if one is set, else by the number of rounds."""
        target = self.options["target"]
        if target:
            return max(self._totals) >= target
        return self.round >= self.options["rounds"]

    # --- Checks and copies ---------------------------------------------------------

    def check_invariants(self) -> None:
        """Every card exactly once (ST-1); every table meld legal (ST-7, ST-8); the
        phase consistent with the pass window (ST-5f)."""
        everything = [*self.draw_pile, *self.discard_pile]
        for hand in self.hands:
            everything += hand
        for meld in self.melds.values():
            everything += meld.cards
        expected = _DECK_COUNTS[self.options["beginners"]]
        assert card_counts(everything) == expected, "cards lost or made"
        for meld_id, meld in self.melds.items():
            assert meld.meld_id == meld_id, "meld filed under another id"
            assert 0 <= meld.owner < self.seats, "meld in front of no seat"
            assert is_valid_meld(meld.cards), f"illegal meld on the table: {meld.layout}"
            if meld.layout.kind == "run":
                assert layout_in_order(meld.cards) == meld.layout, "run out of order"
        assert (self.phase == TAKE_BACK) == (self.pending is not None), "pass window mismatch"
        if self.phase in (DRAW, PLAY):
            assert all(self.hands), "a round goes on after a hand emptied"
        assert self.drawn in (0, 1, 2)
        assert len(self.round_scores) == self.round - (0 if self.is_over else 1)

    def clone(self) -> StingState:
        """An independent copy (bots may explore on it; it shares no mutable part)."""
        twin = object.__new__(StingState)
        twin.__dict__.update(self.__dict__)
        twin.rng = new_rng(0)
        twin.rng.setstate(self.rng.getstate())
        twin.actions = list(self.actions)
        twin._totals = list(self._totals)
        twin.round_scores = list(self.round_scores)
        twin.hands = [list(hand) for hand in self.hands]
        twin.draw_pile = list(self.draw_pile)
        twin.discard_pile = list(self.discard_pile)
        twin.melds = dict(self.melds)
        twin.options = dict(self.options)
        twin.opening_events = list(self.opening_events)
        return twin

    def hidden_from(self, seat: int) -> list[list[Card]]:
        """The piles whose cards `seat` cannot see: the draw pile and the other hands,
        unless every hand is face up (ST-14)."""
        if self.options["open_hands"]:
            return [self.draw_pile]
        return [hand for other, hand in enumerate(self.hands) if other != seat] + [self.draw_pile]


def stack_for(seats: int, dealer: int, hands: dict[int, str], then: str = "") -> str:
    """The `"stack"` option that deals `hands[seat]` (tokens, every hand as long as the
    deal) and then leaves `then` on top of the draw pile, in order: the card turned up
    to start the discard pile first, then the draws."""
    cards = [parse_cards(hands[seat]) for seat in range(seats)]
    deal = len(cards[0])
    if any(len(hand) != deal for hand in cards):
        raise ValueError("stack_for needs every hand as long as the deal")
    return " ".join(map(str, deal_order(cards, dealer) + parse_cards(then)))


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> StingState:
    """A new game of Sting for `seats` players (2–6), deterministic from `seed`.

    `options` by name (see OPTIONS, and `"stack"` in the module docstring); ValueError
    for an unknown option, a bad value, a stack the deck can't hold or a bad seat
    count. `state.opening_events` tells the table about the first deal.
    """
    if seats not in SEATS:
        raise ValueError(f"Sting takes 2 to 6 seats, not {seats}")
    given = dict(options or {})
    stack = tuple(parse_cards(given.pop(STACK, "")))
    resolved = resolve_options(OPTIONS, given)
    check_first_dealer(resolved, seats)
    if Counter(stack) - _deck_counts(resolved["beginners"]):
        raise ValueError("the stacked cards are more than the deck holds")
    return StingState(seats, seed, resolved, stack)
