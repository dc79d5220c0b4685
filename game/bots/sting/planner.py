"""Sting bots' hand arithmetic: which melds a hand can make, and the most cards it can
lay at once (ST-7, ST-8).

Wilds are interchangeable for legality (ST-8 counts every kind), so the search
treats them as a count and the bot picks which kinds to spend afterwards. The
search is exact: a memoised branch over "the first card left is either kept or
melded with one of the candidate melds that hold it".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from game.rules.sting.deck import COLOURS, StingCard, numbered
from game.rules.sting.melds import WILD_LIMIT

# Wilds spent first to last when a meld needs some: a Triple Sting left in the hand
# costs 15 points (ST-10) and triples the meld it lies in, so it goes first; the
# Super Sting makes a meld that can't be passed back (ST-5e), worth placing too.
WILD_SPENDING_ORDER = ("W3", "W2", "WS", "W")


def likely_out(count: int) -> int:
    """How soon a hand of `count` cards may go out (ST-9): 0 not soon (4 or more cards),
    1 perhaps (2 or 3), 2 likely (1 card)."""
    return 0 if count >= 4 else 1 if count >= 2 else 2


@dataclass(frozen=True, slots=True)
class Shape:
    """A meld a hand can make: its numbered cards and how many wilds it needs."""

    naturals: tuple[StingCard, ...]
    wilds: int
    kind: str  # "set" or "run"

    @property
    def size(self) -> int:
        return len(self.naturals) + self.wilds


def meld_shapes(naturals: Iterable[StingCard], wilds: int) -> list[Shape]:
    """Every set and run (as numbered cards + a wild count) the given cards allow,
    without repeats. Numbered cards may repeat in `naturals`; a shape uses each at most
    once, because a set has one card per colour and a run one per number."""
    present = set(naturals)
    shapes: dict[tuple, Shape] = {}
    for colour in COLOURS:
        numbers = {card.rank for card in present if card.suit == colour}
        if len(numbers) < 2:
            continue
        for low in range(1, 9):
            holes = 0
            previous_hole = False
            for high in range(low, 11):
                hole = high not in numbers
                if hole:
                    if previous_hole:  # two wilds side by side (ST-8)
                        break
                    holes += 1
                previous_hole = hole
                length = high - low + 1
                if holes > wilds or holes > 3:
                    break
                if length < 3 or holes > WILD_LIMIT[length]:
                    continue
                members = tuple(numbered(colour, n) for n in range(low, high + 1) if n in numbers)
                key = (members, holes)
                if key not in shapes:
                    shapes[key] = Shape(members, holes, "run")
    for number in range(1, 11):
        colours = [c for c in COLOURS if numbered(c, number) in present]
        for size in (3, 4):
            for holes in range(0, min(wilds, WILD_LIMIT[size]) + 1):
                for chosen in combinations(colours, size - holes):
                    if len(chosen) < 2:
                        continue
                    members = tuple(numbered(c, number) for c in chosen)
                    shapes[(members, holes)] = Shape(members, holes, "set")
    return list(shapes.values())


@dataclass(frozen=True, slots=True)
class Plan:
    """The melds to lay from a hand and what stays in it."""

    shapes: tuple[Shape, ...]
    kept_naturals: tuple[StingCard, ...]
    wilds_left: int

    @property
    def cards_laid(self) -> int:
        return sum(shape.size for shape in self.shapes)


def best_plan(naturals: Sequence[StingCard], wilds: int, wild_weight: int = 1) -> Plan:
    """The melds that lay the most cards from numbered cards `naturals` and `wilds`
    wilds (a wild counts `wild_weight` cards, so a bot can prefer spending or keeping
    them); ties keep fewer melds' worth of structure out of the search order."""
    counts = Counter(naturals)
    kinds = sorted(counts)
    index = {card: i for i, card in enumerate(kinds)}
    shapes = meld_shapes(kinds, wilds)
    # Shapes by the lowest card index they hold: the branch on "first card left".
    by_first: list[list[tuple[tuple[int, ...], int, int]]] = [[] for _ in kinds]
    for number, shape in enumerate(shapes):
        members = tuple(sorted(index[card] for card in shape.naturals))
        by_first[members[0]].append((members, shape.wilds, number))
    memo: dict[tuple[tuple[int, ...], int], tuple[int, tuple[int, ...]]] = {}

    def search(left: tuple[int, ...], wilds_left: int) -> tuple[int, tuple[int, ...]]:
        key = (left, wilds_left)
        found = memo.get(key)
        if found is not None:
            return found
        first = next((i for i, count in enumerate(left) if count), None)
        if first is None:
            memo[key] = (0, ())
            return memo[key]
        # Keep one copy of the first card.
        kept = list(left)
        kept[first] -= 1
        best = search(tuple(kept), wilds_left)
        for members, holes, number in by_first[first]:
            if holes > wilds_left or any(left[i] == 0 for i in members):
                continue
            after = list(left)
            for i in members:
                after[i] -= 1
            value, chosen = search(tuple(after), wilds_left - holes)
            value += len(members) + holes * wild_weight
            if value > best[0]:
                best = (value, (number, *chosen))
        memo[key] = best
        return best

    _, chosen = search(tuple(counts[card] for card in kinds), wilds)
    picked = tuple(shapes[number] for number in chosen)
    used = Counter(card for shape in picked for card in shape.naturals)
    kept = tuple((counts - used).elements())
    return Plan(picked, kept, wilds - sum(shape.wilds for shape in picked))
