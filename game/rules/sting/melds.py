"""Sting's melds: is a group of cards a legal set or run, how can it lie on the table,
and what does it score.

Rules: ST-7 (sets of 3–4 numbered cards of one number in different colours; runs of
3–10 cards of one colour in consecutive numbers within 1–10; a wild stands for any
numbered card), ST-8 (wild limits: 1 wild in a 3-card meld, 2 in 4–6, 3 in 7 or more;
no two wilds side by side in a run; never only wilds; wilds can't carry a run past
1 or 10; action cards never meld), ST-5a ruling (where a wild's place in a run is not
forced, the player chooses: a meld can have several `Layout`s), ST-5b (adding keeps
the meld legal and the cards already laid in their places), ST-5d (substitution: a
wild in a run stands for its position's card; in a set, for any colour the set lacks;
a Super Sting is never substituted), ST-10 (a meld's score).

`is_valid_meld` is the hot path of the bots: it reads each card once and does bit
arithmetic, no sorting and no enumeration. `layouts` enumerates; use it once a meld is
known to be valid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations

from game.rules.cards import (
    DOUBLE,
    PASS_A_PILE,
    SUPER,
    TAKE_IT_BACK,
    TRIPLE,
    Card,
)
from game.rules.sting.deck import COLOURS, StingCard, numbered

SET = "set"
RUN = "run"
LOWEST, HIGHEST = 1, 10  # ST-7: runs lie within 1–10; wilds can't extend past them
MAX_SET = 4  # one card per colour
MAX_RUN = HIGHEST - LOWEST + 1

# ST-8: most wilds a meld of each length (index) may hold.
WILD_LIMIT = (0, 0, 0, 1, 2, 2, 2, 3, 3, 3, 3)

_COLOUR_BIT = {colour: 1 << i for i, colour in enumerate(COLOURS)}
_NOT_A_MELD_CARD = frozenset({PASS_A_PILE, TAKE_IT_BACK})


def is_valid_meld(cards: Sequence[Card]) -> bool:
    """True if `cards`, in any order, can lie on the table as one set or run (ST-7, ST-8)."""
    count = len(cards)
    if count < 3 or count > MAX_RUN:
        return False
    wilds = 0
    rank_bits = 0  # bit r set: a numbered card of number r is in the meld
    colour_bits = 0
    first_colour = first_rank = None
    one_colour = one_rank = True
    repeated_rank = repeated_colour = False
    for card in cards:
        face = card.face
        if face:
            if face in _NOT_A_MELD_CARD:
                return False
            wilds += 1
            continue
        rank_bit = 1 << card.rank
        colour_bit = _COLOUR_BIT[card.suit]
        if first_rank is None:
            first_rank, first_colour = card.rank, card.suit
        else:
            if card.rank != first_rank:
                one_rank = False
            if card.suit != first_colour:
                one_colour = False
        if rank_bits & rank_bit:
            repeated_rank = True
        if colour_bits & colour_bit:
            repeated_colour = True
        rank_bits |= rank_bit
        colour_bits |= colour_bit
    if wilds > WILD_LIMIT[count] or wilds == count:
        return False
    if one_rank:
        # A set: every numbered card a different colour; the wilds take colours the
        # set lacks, and with at most 4 cards there are always enough.
        return count <= MAX_SET and not repeated_colour
    if not one_colour or repeated_rank:
        return False
    return _run_fits(rank_bits, count - wilds, wilds)


def _run_fits(rank_bits: int, naturals: int, wilds: int) -> bool:
    """Can `wilds` wilds complete numbered cards of one colour (numbers as bits) into
    a run with no two wilds side by side and nothing past 1 or 10?"""
    low = (rank_bits & -rank_bits).bit_length() - 1
    high = rank_bits.bit_length() - 1
    span = high - low + 1
    holes = span - naturals
    if holes > wilds:
        return False
    if holes:
        # Each hole inside the run takes one wild; two holes side by side would put
        # two wilds next to each other.
        inside = ~rank_bits & (((1 << span) - 1) << low)
        if inside & (inside >> 1):
            return False
    spare = wilds - holes
    # A spare wild goes at an end — one per end, or two would touch.
    return spare <= (low > LOWEST) + (high < HIGHEST)


@dataclass(frozen=True, slots=True)
class Layout:
    """One way a legal meld lies on the table.

    `kind` is "set" or "run"; `cards` the cards in table order (a run from its lowest
    number up; a set as given); `stands_for` pairs each wild's index in `cards` with the
    numbered card it stands for. In a run that is its position's card (ST-5d). In a
    set a wild stands for any colour the set lacks (ST-5d ruling): `stands_for` names
    one such colour per wild, for display, and `substitutable` accepts them all.
    """

    kind: str
    cards: tuple[StingCard, ...]
    stands_for: tuple[tuple[int, StingCard], ...]

    @property
    def represents(self) -> tuple[StingCard, ...]:
        """For each position, the numbered card it counts as (itself if numbered)."""
        table = list(self.cards)
        for index, card in self.stands_for:
            table[index] = card
        return tuple(table)

    @property
    def colour(self) -> str:
        """A run's colour ('' for a set)."""
        if self.kind == SET:
            return ""
        return next(card.suit for card in self.cards if not card.face)

    @property
    def number(self) -> int:
        """A set's number (0 for a run)."""
        if self.kind == RUN:
            return 0
        return next(card.rank for card in self.cards if not card.face)

    @property
    def low(self) -> int:
        """A run's lowest number (a set's number)."""
        return self.represents[0].rank

    @property
    def high(self) -> int:
        """A run's highest number (a set's number)."""
        return self.represents[-1].rank

    @property
    def wild_indices(self) -> tuple[int, ...]:
        """Indices in `cards` of the wilds."""
        return tuple(index for index, _ in self.stands_for)

    def substitutable(self, card: Card) -> tuple[int, ...]:
        """ST-5d: indices of the wilds the numbered `card` may replace — in a run the
        wild whose position it is, in a set any wild if `card` is the set's number in a
        colour the set lacks. Never a Super Sting."""
        if card.face:
            return ()
        if self.kind == RUN:
            return tuple(
                index
                for index, stands in self.stands_for
                if stands == card and self.cards[index].face != SUPER
            )
        if card.rank != self.number or any(c.suit == card.suit for c in self.cards if not c.face):
            return ()
        return tuple(index for index, _ in self.stands_for if self.cards[index].face != SUPER)

    def substitute(self, index: int, card: Card) -> Layout:
        """The layout with numbered `card` in place of the wild at `index` (ST-5d).
        ValueError if that swap is not allowed."""
        if index not in self.substitutable(card):
            raise ValueError(f"{card} can't replace the card at position {index + 1}")
        cards = self.cards[:index] + (_as_sting(card),) + self.cards[index + 1 :]
        if self.kind == RUN:
            stands_for = tuple(pair for pair in self.stands_for if pair[0] != index)
            return Layout(RUN, cards, stands_for)
        return _set_layout(cards)

    def additions(self, cards: Iterable[Card]) -> list[Layout]:
        """ST-5b: every layout of this meld with `cards` added that keeps it legal and
        leaves the cards already laid in their places (a wild in a run keeps the card
        it stands for). Empty if `cards` can't be added."""
        added = tuple(_as_sting(card) for card in cards)
        combined = self.cards + added
        if not added or not is_valid_meld(combined):
            return []
        if self.kind == SET:
            return [_set_layout(combined)]
        kept = self.represents
        fixed = {stands.rank: card for card, stands in zip(self.cards, kept, strict=True)}
        results = []
        for layout in layouts(combined):
            by_number = {
                stands.rank: card
                for card, stands in zip(layout.cards, layout.represents, strict=True)
            }
            if all(by_number.get(number) == card for number, card in fixed.items()):
                results.append(layout)
        return results

    def can_add(self, cards: Iterable[Card]) -> bool:
        """ST-5b: can `cards` be added to this meld as it lies?"""
        return bool(self.additions(cards))

    def score(self, numeric: bool = False) -> int:
        """ST-10: what this meld scores against the player it lies in front of."""
        return meld_score(self.cards, numeric)

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)


def _as_sting(card: Card) -> StingCard:
    if isinstance(card, StingCard):
        return card
    return StingCard(card.suit, card.rank, card.face)


def _set_layout(cards: Sequence[StingCard]) -> Layout:
    """The one layout of a legal set: cards as given, each wild naming a lacking colour."""
    cards = tuple(cards)
    number = next(card.rank for card in cards if not card.face)
    present = {card.suit for card in cards if not card.face}
    lacking = iter(colour for colour in COLOURS if colour not in present)
    stands_for = tuple(
        (index, numbered(next(lacking), number)) for index, card in enumerate(cards) if card.face
    )
    return Layout(SET, cards, stands_for)


def layouts(cards: Sequence[Card]) -> list[Layout]:
    """Every legal way `cards` can lie on the table (empty if they are not a meld).

    A set has one layout. A run has one per choice of where spare wilds go (at its low
    or high end, ST-5a ruling) and per arrangement of different kinds of wild over the
    wild positions (which wild is a W3 matters for substitution). Identical wilds are
    not told apart. Deterministic order.
    """
    if not is_valid_meld(cards):
        return []
    cards = [_as_sting(card) for card in cards]
    naturals = [card for card in cards if not card.face]
    wilds = [card for card in cards if card.face]
    if all(card.rank == naturals[0].rank for card in naturals):
        colour_order = {colour: i for i, colour in enumerate(COLOURS)}
        ordered = sorted(naturals, key=lambda c: colour_order[c.suit]) + sorted(wilds)
        return [_set_layout(ordered)]
    colour = naturals[0].suit
    by_number = {card.rank: card for card in naturals}
    low, high = min(by_number), max(by_number)
    spare = len(wilds) - (high - low + 1 - len(naturals))
    if spare == 0:
        spans = [(low, high)]
    elif spare == 2:
        spans = [(low - 1, high + 1)]
    else:  # one spare wild: below or above, wherever there is room
        spans = [
            (lo, hi)
            for lo, hi in ((low, high + 1), (low - 1, high))
            if lo >= LOWEST and hi <= HIGHEST
        ]
    results = []
    for lo, hi in spans:
        positions = [n for n in range(lo, hi + 1) if n not in by_number]
        for arrangement in sorted(set(permutations(wilds))):
            wild_at = dict(zip(positions, arrangement, strict=True))
            table = tuple(by_number.get(n) or wild_at[n] for n in range(lo, hi + 1))
            stands_for = tuple(
                (n - lo, numbered(colour, n)) for n in range(lo, hi + 1) if n in wild_at
            )
            results.append(Layout(RUN, table, stands_for))
    return results


def layout_in_order(cards: Sequence[Card]) -> Layout | None:
    """The layout that `cards` make in exactly this order, or None.

    A run reads left to right as consecutive numbers (W R2 R3: the W is R1), so an
    ordered tuple of cards is enough to record a run's layout. A set may be in any order.
    """
    if not is_valid_meld(cards):
        return None
    cards = tuple(_as_sting(card) for card in cards)
    naturals = [(i, card) for i, card in enumerate(cards) if not card.face]
    first_index, first = naturals[0]
    if all(card.rank == first.rank for _, card in naturals):
        return _set_layout(cards)
    low = first.rank - first_index
    if low < LOWEST or low + len(cards) - 1 > HIGHEST:
        return None
    for i, card in naturals:
        if card.rank != low + i:
            return None
    for i in range(len(cards) - 1):
        if cards[i].face and cards[i + 1].face:
            return None
    stands_for = tuple(
        (i, numbered(first.suit, low + i)) for i, card in enumerate(cards) if card.face
    )
    return Layout(RUN, cards, stands_for)


def meld_score(cards: Iterable[Card], numeric: bool = False) -> int:
    """ST-10: one point per card (with `numeric`, a numbered card scores its number and
    a wild 1), doubled for each W2 and tripled for each W3 in the meld."""
    points = 0
    multiplier = 1
    for card in cards:
        face = card.face
        if not face:
            points += card.rank if numeric else 1
            continue
        points += 1
        if face == DOUBLE:
            multiplier *= 2
        elif face == TRIPLE:
            multiplier *= 3
    return points * multiplier
