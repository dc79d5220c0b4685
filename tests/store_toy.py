"""A tiny made-up card game for the store tests: its actions have every kind of field
a real game's may have (cards, nested tuples of cards, text, flags, optional numbers),
and its engine refuses illegal moves the way the real engines do (rule ids TOY-n)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.cards import Card, new_rng, parse_tokens, shuffled
from game.rules.engine import Action, Event, IllegalAction, Observation

NAME = "toy"
SEATS = range(2, 5)
OPTIONS: dict = {}
SUITS = "HSDC"


class ToyCard(Card):
    """Printed rank first ('7H'), unlike the shared suit-first default."""

    __slots__ = ()

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


def parse_card(token: str) -> ToyCard:
    if len(token) < 2 or token[-1] not in SUITS or not token[:-1].isdigit():
        raise ValueError("expected a rank and a suit, like 7H")
    rank = int(token[:-1])
    if not 1 <= rank <= 10:
        raise ValueError("ranks are 1 to 10")
    return ToyCard(token[-1], rank)


def parse_cards(text: str) -> list[ToyCard]:
    return parse_tokens(text, parse_card)


@dataclass(frozen=True)
class Draw(Action):
    pass


@dataclass(frozen=True)
class Discard(Action):
    card: ToyCard


@dataclass(frozen=True)
class Show(Action):
    """Shows melds without laying them (only so tuples of tuples get exercised)."""

    melds: tuple[tuple[ToyCard, ...], ...]


@dataclass(frozen=True)
class Say(Action):
    word: str
    loud: bool = False
    count: int | None = None
    pair: tuple[int, str] = (0, "")


@dataclass(frozen=True)
class Drawn(Event):
    seat: int


@dataclass
class State:
    seats: int
    stock: list[ToyCard]
    hands: list[list[ToyCard]]
    actions: list[Action] = field(default_factory=list)
    turn: int = 0
    drawn: bool = False

    @property
    def to_act(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return not self.stock and not self.drawn

    @property
    def totals(self) -> list[int]:
        return [sum(card.rank for card in hand) for hand in self.hands]

    def winners(self) -> list[int]:
        low = min(self.totals)
        return [seat for seat, total in enumerate(self.totals) if total == low]

    def observe(self, seat: int) -> Observation:
        return Observation(seat, self.to_act)

    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalAction("TOY-0", "The game is over.")
        if action.seat != self.turn:
            raise IllegalAction("TOY-1", "It is not your turn.")
        hand = self.hands[action.seat]
        if isinstance(action, Draw):
            if self.drawn:
                raise IllegalAction("TOY-2", "You have drawn already.")
            hand.append(self.stock.pop())
            self.drawn = True
            events: list[Event] = [Drawn(action.seat)]
        elif isinstance(action, Discard):
            if not self.drawn:
                raise IllegalAction("TOY-2", "Draw first.")
            if action.card not in hand:
                raise IllegalAction("TOY-3", "That card is not in your hand.")
            hand.remove(action.card)
            self.drawn = False
            self.turn = (self.turn + 1) % self.seats
            events = []
        elif isinstance(action, Show | Say):
            events = []
        else:
            raise IllegalAction("TOY-4", "That is not a move in this game.")
        self.actions.append(action)
        return events

    def check_invariants(self) -> None:
        cards = self.stock + [card for hand in self.hands for card in hand]
        assert len(cards) == len(set(cards))


def new_game(seats: int, seed: int, options: dict | None = None) -> State:
    if seats not in SEATS:
        raise ValueError("toy is played by 2 to 4")
    if options:
        raise ValueError(f"unknown option {next(iter(options))!r}")
    deck = shuffled([ToyCard(s, r) for s in SUITS for r in range(1, 11)], new_rng(seed))
    hands = [[deck.pop() for _ in range(3)] for _ in range(seats)]
    return State(seats=seats, stock=deck, hands=hands)


def load(name: str):
    """The loader the store is given in tests: this module for 'toy', else the real one."""
    import sys

    from game import rules

    return sys.modules[__name__] if name == NAME else rules.load(name)


def play(seed: int = 7, seats: int = 2, turns: int = 4) -> State:
    """A short legal game: each turn draws and discards the highest card."""
    state = new_game(seats, seed)
    for _ in range(turns):
        seat = state.to_act
        state.apply(Draw(seat))
        state.apply(Say(seat, "hm", loud=seat == 1, count=None if seat else 3))
        state.apply(Discard(seat, max(state.hands[seat])))
    return state
