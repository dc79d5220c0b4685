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
from functools import lru_cache
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
    once, because a set has one card per colour and a run one per number.

    A shape need not use every card it could: a set may leave out a colour held, and a
    run may take a wild in the place of a number held (R1 W R3 beside R2), since that
    card may be wanted in another meld (R1 R2 W and R1 W R3 from R1 R1 R2 R3)."""
    present = set(naturals)
    shapes: dict[tuple, Shape] = {}
    stand_ins: list[tuple] = []  # runs with a wild in a held number's place: tried last
    for colour in COLOURS:
        numbers = {card.rank for card in present if card.suit == colour}
        if len(numbers) >= 2:
            for members, holes, skipped in _run_shapes(colour, numbers, wilds):
                if skipped:
                    stand_ins.append((members, holes))
                else:
                    shapes.setdefault((members, holes), Shape(members, holes, "run"))
    for number in range(1, 11):
        colours = [c for c in COLOURS if numbered(c, number) in present]
        for size in (3, 4):
            for holes in range(0, min(wilds, WILD_LIMIT[size]) + 1):
                for chosen in combinations(colours, size - holes):
                    if len(chosen) < 2:
                        continue
                    members = tuple(numbered(c, number) for c in chosen)
                    shapes[(members, holes)] = Shape(members, holes, "set")
    for members, holes in stand_ins:
        shapes.setdefault((members, holes), Shape(members, holes, "run"))
    return list(shapes.values())


def _run_shapes(colour: str, numbers: set[int], wilds: int):
    """(numbered cards, wilds, numbers held but left to a wild) of every run of
    `colour` (ST-7, ST-8) whose numbered cards are among `numbers`: each span of 3–10
    numbers, its missing numbers taken by wilds, and as many of the numbers held as the
    wilds left may stand in for, never two wilds side by side."""
    for low in range(1, 9):
        missing: list[int] = []
        for high in range(low, 11):
            if high not in numbers:
                if missing and missing[-1] == high - 1:
                    break  # two wilds side by side (ST-8), in every longer run too
                missing.append(high)
            length = high - low + 1
            if len(missing) > min(wilds, 3):
                break
            if length < 3 or len(missing) > WILD_LIMIT[length]:
                continue
            held = [n for n in range(low, high + 1) if n in numbers]
            room = min(wilds, WILD_LIMIT[length]) - len(missing)
            for extra in range(room + 1):
                for skipped in combinations(held, extra):
                    holes = sorted((*missing, *skipped))
                    if any(b - a == 1 for a, b in zip(holes, holes[1:], strict=False)):
                        continue
                    members = tuple(numbered(colour, n) for n in held if n not in skipped)
                    yield members, len(holes), extra


@dataclass(frozen=True, slots=True)
class Plan:
    """The melds to lay from a hand and what stays in it."""

    shapes: tuple[Shape, ...]
    kept_naturals: tuple[StingCard, ...]
    wilds_left: int

    @property
    def cards_laid(self) -> int:
        return sum(shape.size for shape in self.shapes)


def best_plan(naturals: Sequence[StingCard], wilds: int, wild_weight: float = 1) -> Plan:
    """The melds that lay the most cards from numbered cards `naturals` and `wilds`
    wilds (a wild counts `wild_weight` cards, so a bot can prefer spending or keeping
    them). Among equal plans the first found in the search order wins, so the answer
    depends only on the cards, never on their order in `naturals`."""
    picked = _best_shapes(tuple(sorted(naturals)), wilds, wild_weight)
    used = Counter(card for shape in picked for card in shape.naturals)
    kept = tuple((Counter(naturals) - used).elements())
    return Plan(picked, kept, wilds - sum(shape.wilds for shape in picked))


# A turn re-plans the same hand at every decision, and a substitution is weighed
# against each wild on the table: the same searches again and again.
@lru_cache(maxsize=2048)
def _best_shapes(naturals: tuple[StingCard, ...], wilds: int, wild_weight: float):
    counts = Counter(naturals)
    shapes = meld_shapes(counts, wilds)
    # Only cards some shape holds are searched: any other card is always kept.
    kinds = sorted({card for shape in shapes for card in shape.naturals})
    index = {card: i for i, card in enumerate(kinds)}
    # Shapes by the lowest card index they hold: the branch on "first card left".
    by_first: list[list[tuple[tuple[int, ...], int, int]]] = [[] for _ in kinds]
    for number, shape in enumerate(shapes):
        members = tuple(sorted(index[card] for card in shape.naturals))
        by_first[members[0]].append((members, shape.wilds, number))
    memo: dict[tuple[tuple[int, ...], int], tuple[float, tuple[int, ...]]] = {}

    def search(left: tuple[int, ...], wilds_left: int) -> tuple[float, tuple[int, ...]]:
        key = (left, wilds_left)
        found = memo.get(key)
        if found is not None:
            return found
        first = next((i for i, count in enumerate(left) if count), None)
        if first is None:
            memo[key] = (0, ())
            return memo[key]
        # Nothing beats laying every card left: stop there. (Keeping a card never
        # reaches it, so the first plan found that does is the one found without
        # stopping.)
        everything = sum(left) + wilds_left * max(wild_weight, 0)
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
                if value >= everything:
                    break
        memo[key] = best
        return best

    _, chosen = search(tuple(counts[card] for card in kinds), wilds)
    return tuple(shapes[number] for number in chosen)
