"""Rumski's best play: how many hand cards can join the Community, exactly (RU-16).

`max_playable(community, hand)` is the largest number of the hand's cards that
can join the Community so that every Community card plus those can be arranged
into legal melds (RU-4); `best_placement` returns one such arrangement and
`can_arrange` says whether some cards can be laid out completely. It is pure
placement: opening (RU-6), which wilds may stay in a hand (RU-8) and points are
the callers' business — they steer the search with two parameters:

* `must_place`: hand cards that must all join (e.g. a wild taken from the
  discard pile or freed from a meld, RU-8). They count as placed hand cards.
  With them the placement may be impossible: `max_playable` then returns
  `IMPOSSIBLE` and `best_placement` None.
* `worth`: what placing a hand card is worth, card by card (default 1, so the
  search maximises the number of cards). A bot that prefers to shed points can
  pass e.g. `lambda card: 100 + card_points(card)`; a card worth less than 0 is
  only placed when that is needed to place cards worth more, or it is forced.

How: a search over the card places (number, colour), numbers 1..13 upwards,
after the dynamic programme of van Rijn, Takes & Vis ("The complexity of
Rummikub problems", 2015). A state holds each colour's open run (its length so
far, capped at 3, and its wild), how many natural cards of the current number
went to groups, and the wilds in use; each natural card exists once (RU-1), so
a number's group cards are distinct colours and only their count matters. The
search is depth-first branch and bound with a memo of the states seen: it
asks first for the whole hand and lowers its demand only when that fails, and
it cuts states that cannot beat the best arrangement found even if every card
still ahead joined, counting the cards ahead that need a wild none is left for.
The comment before `_run` says why the canonical arrangements it walks cover
every arrangement.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from game.rules.rumski.deck import COLOURS, HIGHEST, LOWEST, WILD, WILDS_IN_DECK, RumskiCard
from game.rules.rumski.melds import layouts

IMPOSSIBLE = -1  # max_playable's answer when the forced cards cannot all be laid out

Arrangement = tuple[tuple[RumskiCard, ...], ...]

# What a card place holds.
_ABSENT, _FORCED, _OPTIONAL = 0, 1, 2

_LONG = 3  # a run this long may stop


# How the natural cards of one number that go to groups (g of them, all
# different colours) and w wilds split into groups of 3–5 with at most one wild
# each: the group sizes in naturals, wild or not. Absent pairs cannot be grouped.
_GROUP_SPLITS: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {
    (0, 0): (),
    (3, 0): ((3, 0),),
    (4, 0): ((4, 0),),
    (5, 0): ((5, 0),),
    (2, 1): ((2, 1),),
    (3, 1): ((3, 1),),
    (4, 1): ((4, 1),),
    (5, 1): ((3, 0), (2, 1)),
    (4, 2): ((2, 1), (2, 1)),
    (5, 2): ((3, 1), (2, 1)),
}


def max_playable(
    community: Iterable[RumskiCard],
    hand: Iterable[RumskiCard],
    must_place: Iterable[RumskiCard] = (),
) -> int:
    """The largest number of `hand` cards that can join `community` so that all of them
    form legal melds (RU-16); `IMPOSSIBLE` if even the Community (with `must_place`)
    cannot be arranged. Both are flat lists of cards; the Community's current
    arrangement does not matter."""
    solution = _solve(community, hand, must_place, None, plan=False)
    return IMPOSSIBLE if solution is None else solution[0]


def best_placement(
    community: Iterable[RumskiCard],
    hand: Iterable[RumskiCard],
    must_place: Iterable[RumskiCard] = (),
    worth: Callable[[RumskiCard], int] | None = None,
) -> Arrangement | None:
    """One new Community, meld by meld, that holds every `community` card, every
    `must_place` card and as many `hand` cards as possible (RU-16) — or, with `worth`,
    the hand cards of the greatest total worth. None if no arrangement exists.

    Each meld lists its cards in table order (see `melds.Layout`)."""
    solution = _solve(community, hand, must_place, worth, plan=True)
    return None if solution is None else solution[1]


def can_arrange(cards: Iterable[RumskiCard]) -> bool:
    """Whether all `cards` can be laid out as legal melds (RU-4, RU-7)."""
    return _solve(cards, (), (), None, plan=False) is not None


def placed_hand_cards(community: Iterable[RumskiCard], arrangement: Arrangement) -> list:
    """The cards of `arrangement` that are not `community` cards (wilds counted)."""
    remaining = list(community)
    joined = []
    for meld in arrangement:
        for card in meld:
            if card in remaining:
                remaining.remove(card)
            else:
                joined.append(card)
    return joined


# --- the search ------------------------------------------------------------
#
# Every arrangement can be rewritten, card for card, into a canonical one that
# the search walks through:
# * A run's wild either fills a *hole* between two of its natural cards, or is
#   *attached* at a free end of its natural cards (which end does not change
#   the meld). Only three kinds of wild are needed to make cards meld at all
#   ("structural"): holes, wilds attached to two natural cards, and a group's
#   third card beside two natural ones. Every other wild is *spare*: it
#   joins a meld that is legal without it. Spare wilds are never placed during
#   the search; it only counts the melds that could take one (a wild-free run
#   of 3+ takes one at a free end; a number's 3 group cards take one, 4 or 5
#   take two by splitting into groups of 2 + wild and 2 or 3).
# * One colour's runs never overlap. Two runs of one colour can only overlap
#   by interleaving their holes (P3 W P5 beside P4 W P6), and the same cards
#   then also form P3 P4 +W and P5 P6 +W.
# So, reading the numbers upwards, each colour has at most one open run, coded
# by its length so far (capped at 3, long enough to stop) and its wild: none,
# used (a hole already closed by a natural card) or pending (the card just
# placed is the wild; the next must be this colour's natural card).

_NONE, _USED, _PENDING = 0, 1, 2
_NO_RUN = 0
_WORST = -(10**12)


def _run(length: int, wild: int) -> int:
    return 1 + 3 * (min(length, _LONG) - 1) + wild


def _run_length(code: int) -> int:
    return (code - 1) // 3 + 1


def _run_wild(code: int) -> int:
    return (code - 1) % 3


# A number's natural group cards (all different colours) -> (wilds they need,
# spare wilds they can take); one group card alone can never meld.
_GROUPING = {0: (0, 0), 2: (1, 0), 3: (0, 1), 4: (0, 2), 5: (0, 2)}


class _Position:
    """The search's view of a problem: what each card place holds and is worth."""

    def __init__(self, community, hand, must_place, worth):
        community, must_place = list(community), list(must_place)
        optional = list(hand)
        for card in must_place:
            if card not in optional:
                raise ValueError(f"{card} must be placed but is not in the hand")
            optional.remove(card)
        worth = worth or (lambda card: 1)
        self.wild_worth = worth(WILD)
        rows = HIGHEST + 3  # numbers 1..13, a virtual 14 where open runs stop, and past it
        self.status = [[_ABSENT] * len(COLOURS) for _ in range(rows)]
        self.gain = [[0] * len(COLOURS) for _ in range(rows)]
        for cards, kind in ((community, _FORCED), (must_place, _FORCED), (optional, _OPTIONAL)):
            for card in cards:
                if card.is_wild:
                    continue
                if card.suit not in COLOURS or card.rank not in range(LOWEST, HIGHEST + 1):
                    raise ValueError(f"{card} is not a Rumski card")
                column = COLOURS.index(card.suit)
                if self.status[card.rank][column] != _ABSENT:
                    raise ValueError(f"{card} appears twice; each numbered card exists once")
                self.status[card.rank][column] = kind
                if cards is not community:
                    self.gain[card.rank][column] = worth(card)
        self.community_wilds = sum(card.is_wild for card in community)
        self.forced_wilds = self.community_wilds + sum(card.is_wild for card in must_place)
        self.total_wilds = self.forced_wilds + sum(card.is_wild for card in optional)
        if self.total_wilds > WILDS_IN_DECK:  # and the search counts wilds in 3 bits
            raise ValueError(f"more than the deck's {WILDS_IN_DECK} wilds")
        self._drop_hopeless_hand_cards()

    def _drop_hopeless_hand_cards(self) -> None:
        """Treat hand cards that fit in no meld at all as absent: no group of their
        number and no three numbers of their colour around them can be made of the
        cards present, even with a wild. Dropping one can strand another."""
        status, wild = self.status, min(1, self.total_wilds)
        changed = True
        while changed:
            changed = False
            for number in range(LOWEST, HIGHEST + 1):
                row = status[number]
                for column in range(len(COLOURS)):
                    if row[column] != _OPTIONAL:
                        continue
                    if sum(kind != _ABSENT for kind in row) + wild >= 3:
                        continue
                    if any(
                        sum(status[n][column] == _ABSENT for n in range(low, low + 3)) <= wild
                        for low in range(max(LOWEST, number - 2), min(number, HIGHEST - 2) + 1)
                    ):
                        continue
                    row[column] = _ABSENT
                    self.gain[number][column] = 0
                    changed = True

    def best_conceivable(self) -> int:
        """Every optional card worth placing placed, every wild too (if worth it)."""
        total = self.wild_worth * (self.total_wilds if self.wild_worth > 0 else self.forced_wilds)
        for number in range(LOWEST, HIGHEST + 1):
            for column in range(len(COLOURS)):
                if self.status[number][column] == _FORCED:
                    total += self.gain[number][column]
                elif self.status[number][column] == _OPTIONAL:
                    total += max(0, self.gain[number][column])
        return total

    def wilds_placed(self, structural: int, spare_room: int) -> int | None:
        """How many wilds in all, given the structural ones and the room for spare
        ones: as many as worth it, at least the forced ones; None if impossible."""
        lowest = max(structural, self.forced_wilds)
        highest = structural + min(spare_room, self.total_wilds - structural)
        if lowest > highest:
            return None
        return highest if self.wild_worth > 0 else lowest


def _solve(community, hand, must_place, worth, plan: bool):
    """(best worth, arrangement or None) or None when nothing is possible."""
    position = _Position(community, hand, must_place, worth)
    conceivable = position.best_conceivable()
    unit = max(1, position.wild_worth, *(max(row) for row in position.gain))
    # Most positions let (nearly) the whole hand join. Demanding that first prunes
    # every state that has already left a card out; if nothing meets the demand,
    # ask for less, and at last for anything at all — so the answer stays exact.
    # A demand that took a long search to refuse says the easy answers are gone:
    # then go straight to the last, undemanding search.
    for floor in (*(conceivable - shortfall * unit for shortfall in (1, 2, 4, 8)), _WORST):
        searched: list[int] = []
        found = _search(position, floor, searched)
        if found is not None:
            break
        if searched[0] > _LONG_SEARCH and floor != _WORST:
            found = _search(position, _WORST, searched)
            break
    if found is None:
        return None
    score, structural, room, choices = found
    best = score - position.community_wilds * position.wild_worth
    return best, (_rebuild(position, structural, room, choices) if plan else None)


_LONG_SEARCH = 20_000  # states; some 50 ms of search on a laptop

# A search state is one int: 4 bits per colour for its open run, then the
# number's group cards so far, the structural wilds placed and the room for
# spare wilds (counted no further than wilds are left).
_RUN_BITS = 4
_GROUPED_SHIFT = _RUN_BITS * len(COLOURS)
_STRUCTURAL_SHIFT = _GROUPED_SHIFT + 3
_ROOM_SHIFT = _STRUCTURAL_SHIFT + 3
_STEP_SHIFT = _ROOM_SHIFT + 3
_RUNS_AND_GROUPED = (1 << _STRUCTURAL_SHIFT) - 1
_RUNS_MASK = (1 << _GROUPED_SHIFT) - 1


def _search(position: _Position, floor: int, searched: list[int]):
    """Depth-first branch and bound over the card places, best moves first, for the
    best arrangement scoring more than `floor`; appends to `searched` how many
    states it went through.

    Returns (best score, structural wilds, room for spare wilds, choices per
    step) or None. A state already reached with a score at least as good is not
    searched again, and neither is one that cannot beat the best found so far
    (or `floor`) even if every card still ahead joined.
    """
    colours = len(COLOURS)
    status, gain = position.status, position.gain
    total_wilds, wild_worth = position.total_wilds, position.wild_worth
    # One step per card place, number by number (14 stops the runs still open);
    # a number's last place also settles its groups.
    places = [(n, c) for n in range(LOWEST, HIGHEST + 2) for c in range(colours)]
    last = len(places)
    bound = [0] * (last + 1)  # the most the natural cards still to come can add
    for index in range(last - 1, -1, -1):
        number, column = places[index]
        value = gain[number][column]
        if status[number][column] == _OPTIONAL:
            value = max(0, value)
        bound[index] = bound[index + 1] + value
    # What cards three numbers on need in wilds: wilds for them are yet to be placed.
    needs = _wilds_needed_ahead(position)
    wild_needs = [needs[min(number + 3, HIGHEST + 1)] for number, _ in places]
    # What the wilds can add at most, by the structural wilds placed or needed:
    # all of them if they are worth placing, else the forced ones or those.
    wild_part = [
        wild_worth * (total_wilds if wild_worth > 0 else max(position.forced_wilds, placed))
        for placed in range(8)
    ]
    tables: list[dict] = [{} for _ in places]  # per step: the options, by open run
    step_tags = [index << _STEP_SHIFT for index in range(last)]
    closes_number = [column == colours - 1 for _, column in places]
    shifts = [_RUN_BITS * column for _, column in places]
    grouped_one = 1 << _GROUPED_SHIFT

    best_score = [floor]
    best_end: list = [None]
    path: list = [None] * last
    seen: dict[int, int] = {}

    def options_for(index: int, run: int, wild_left: bool) -> tuple:
        number, column = places[index]
        here = status[number][column]
        ahead = status[number + 1][column] != _ABSENT
        value = gain[number][column]
        shift = shifts[index]
        return tuple(
            (
                ((new_run - run) << shift) + to_group * grouped_one,
                wild,
                more_room,
                value if uses_card else 0,
                choice,
            )
            for new_run, to_group, wild, more_room, uses_card, choice in _cell_options(
                run, here, ahead, wild_left
            )
        )

    def finish(index: int, key: int, score: int, choice) -> None:
        """The number's last place is filled: its group cards must form groups."""
        grouped = (key >> _GROUPED_SHIFT) & 7
        grouping = _GROUPING.get(grouped)
        if grouping is None:
            return
        structural = ((key >> _STRUCTURAL_SHIFT) & 7) + grouping[0]
        if structural > total_wilds:
            return
        room = (key >> _ROOM_SHIFT) + grouping[1]
        if room > total_wilds - structural:
            room = total_wilds - structural
        path[index] = (choice, (grouped, grouping[0]))
        runs = key & _RUNS_MASK
        visit(index + 1, runs | structural << _STRUCTURAL_SHIFT | room << _ROOM_SHIFT, score)

    def visit(index: int, key: int, score: int) -> None:
        if index == last:
            structural = (key >> _STRUCTURAL_SHIFT) & 7
            room = key >> _ROOM_SHIFT
            wilds = position.wilds_placed(structural, room)
            if wilds is not None and score + wilds * wild_worth > best_score[0]:
                best_score[0] = score + wilds * wild_worth
                best_end[0] = (structural, room, list(path))
            return
        # The most this state could still reach: every natural card ahead that is
        # worth it joins — except those that will find no wild (the Community's
        # cannot stay out) — and the wilds as the caller values them.
        structural = (key >> _STRUCTURAL_SHIFT) & 7
        forced_needs, costs = wild_needs[index]
        short = forced_needs + len(costs) - 1 - total_wilds + structural
        if short >= len(costs):
            return
        most = score + bound[index] + wild_part[structural + forced_needs]
        if short > 0:
            most -= costs[short]
        if most <= best_score[0]:
            return
        memo = key | step_tags[index]
        if seen.get(memo, _WORST) >= score:
            return
        seen[memo] = score
        structural = (key >> _STRUCTURAL_SHIFT) & 7
        free = total_wilds - structural
        run = (key >> shifts[index]) & 15
        table = tables[index]
        options = table.get(run * 2 + (free > 0))
        if options is None:
            options = table[run * 2 + (free > 0)] = options_for(index, run, free > 0)
        base = key & _RUNS_AND_GROUPED
        room = key >> _ROOM_SHIFT
        closing = closes_number[index]
        for delta, wild, more_room, value, choice in options:
            new_room = room + more_room
            if new_room > free - wild:
                new_room = free - wild
            new_key = (
                base
                + delta
                + ((structural + wild) << _STRUCTURAL_SHIFT)
                + (new_room << _ROOM_SHIFT)
            )
            if closing:
                finish(index, new_key, score + value, choice)
            else:
                path[index] = choice
                visit(index + 1, new_key, score + value)

    visit(0, 0, 0)
    searched.append(len(seen))
    if best_end[0] is None:
        return None
    structural, room, steps = best_end[0]
    choices = []
    for index, step in enumerate(steps):
        choices.extend(step if closes_number[index] else (step,))
    return best_score[0], structural, room, choices


def _wilds_needed_ahead(position: _Position) -> list[tuple[int, list[int]]]:
    """For each number n: what the cards numbered n or more need in wilds, as
    (Community cards that need a wild each, the costs of leaving out hand cards
    that need a wild each — cumulative, cheapest first, starting from 0).

    A card that belongs to no wild-free meld of the cards present needs a wild in
    its meld: a group of two and a wild, or a run where its natural neighbours
    are at most two in a row, with the wild within two numbers of it. Cards that
    could never share such a meld (other numbers and colours, or one colour five
    or more apart) need a wild each, or else stay out.
    """
    status, gain = position.status, position.gain
    present = [[kind != _ABSENT for kind in row] for row in status]
    needy = []
    for number in range(LOWEST, HIGHEST + 1):
        if sum(present[number]) >= 3:
            continue
        for column in range(len(COLOURS)):
            kind = status[number][column]
            if kind == _ABSENT or (kind == _OPTIONAL and gain[number][column] <= 0):
                continue
            if any(
                all(present[n][column] for n in range(low, low + 3))
                for low in range(max(LOWEST, number - 2), min(number, HIGHEST - 2) + 1)
            ):
                continue
            needy.append((kind != _FORCED, number, column))
    needy.sort()  # Community cards first: they cannot stay out
    needed: list[tuple[int, list[int]]] = [(0, [0])] * (HIGHEST + 2)
    for start in range(LOWEST, HIGHEST + 1):
        apart: list[tuple[int, int]] = []
        forced, costs = 0, []
        for optional, number, column in needy:
            if number >= start and all(
                number != other and (column != colour or abs(number - other) > 4)
                for other, colour in apart
            ):
                apart.append((number, column))
                if optional:
                    costs.append(gain[number][column])
                else:
                    forced += 1
        cumulative = [0]
        for cost in sorted(costs):
            cumulative.append(cumulative[-1] + cost)
        needed[start] = (forced, cumulative)
    return needed


def _cell_options(run: int, here: int, ahead: bool, wild_left: bool) -> tuple:
    """Every way to treat one card place, given its colour's open run.

    Each way is (open run after, 1 if the natural card goes to a group,
    structural wilds placed, room for spare wilds made, whether the natural
    card is used, choice), where choice is (what happens to the open run: 'n'
    the natural card extends it, 'w' a wild fills a hole, 'c' it stops, 'a' it
    stops with an attached wild, '' no open run; what happens to the natural
    card: 'run' (extends), 'new' (starts a run), 'group', 'unused' or '').
    """
    if run == _NO_RUN:
        run_moves = [""]
    else:
        length, wild = _run_length(run), _run_wild(run)
        run_moves = []
        if here != _ABSENT:
            run_moves.append("n")
        if wild == _NONE and ahead and wild_left:
            run_moves.append("w")
        if wild != _PENDING and length >= _LONG:
            run_moves.append("c")
        if wild == _NONE and length == 2 and wild_left:
            run_moves.append("a")
    options = []
    for run_move in run_moves:
        if run_move == "n":
            naturals = ["run"]
        elif here == _ABSENT:
            naturals = [""]
        else:
            naturals = ["group"] + (["unused"] if here == _OPTIONAL else [])
            if run_move != "w":  # a hole's natural card would overlap its run
                naturals.append("new")
        for natural in naturals:
            if run_move == "n":
                length, wild = _run_length(run), _run_wild(run)
                new_run = _run(length + 1, _USED if wild == _PENDING else wild)
            elif run_move == "w":
                new_run = _run(_run_length(run) + 1, _PENDING)
            elif natural == "new":
                new_run = _run(1, _NONE)
            else:
                new_run = _NO_RUN
            structural = 1 if run_move in ("w", "a") else 0
            room = 1 if run_move == "c" and _run_wild(run) == _NONE else 0
            to_group = 1 if natural == "group" else 0
            uses_card = natural in ("run", "new", "group")
            options.append((new_run, to_group, structural, room, uses_card, (run_move, natural)))
    # Best moves first, so that the first arrangement found is a good one: use
    # the card, keep runs going, spend no wild.
    options.sort(key=lambda option: (not option[4], option[2], _NATURAL_ORDER[option[5][1]]))
    return tuple(options)


_NATURAL_ORDER = {"run": 0, "new": 1, "group": 2, "": 3, "unused": 4}


def _rebuild(position: _Position, structural: int, room: int, choices: list) -> Arrangement:
    """Replay the best path's choices and lay out the melds."""
    colours = len(COLOURS)
    open_runs: list[list[RumskiCard]] = [[] for _ in range(colours)]
    melds: list[list[RumskiCard]] = []
    takers: list[tuple[list[RumskiCard], int]] = []  # (meld, spare wilds it can take)
    steps = iter(choices)
    for number in range(LOWEST, HIGHEST + 2):
        grouped: list[RumskiCard] = []
        for column in range(colours):
            run_move, natural = next(steps)
            card = RumskiCard(COLOURS[column], number)
            run = open_runs[column]
            if run_move == "n":
                run.append(card)
            elif run_move == "w":
                run.append(WILD)
            elif run_move in ("c", "a"):
                if run_move == "a":
                    run.append(WILD)
                melds.append(run)
                if run_move == "c" and WILD not in run:
                    takers.append((run, 1))
                open_runs[column] = run = []
            if natural == "new":
                run.append(card)
            elif natural == "group":
                grouped.append(card)
        count, wild = next(steps)
        assert count == len(grouped)
        if count:
            group = grouped + [WILD] * wild
            melds.append(group)
            takers.append((group, _GROUPING[count][1]))
    assert not any(open_runs)
    spare = position.wilds_placed(structural, room) - structural
    for meld, room in takers:
        take = min(room, spare)
        meld.extend([WILD] * take)
        spare -= take
    assert spare == 0
    return tuple(sorted((laid for meld in melds for laid in _lay_out(meld)), key=_meld_order))


def _lay_out(cards: list[RumskiCard]) -> list[tuple[RumskiCard, ...]]:
    """One built meld in table order; a group with two wilds, or a group of five
    or a run of all thirteen with one, is split to give each wild a place."""
    naturals = [card for card in cards if not card.is_wild]
    wilds = len(cards) - len(naturals)
    if len({card.rank for card in naturals}) == 1 and len(naturals) > 1:
        melds = []
        for size, wild in _GROUP_SPLITS[(len(naturals), wilds)]:
            melds.append(layouts([*naturals[:size], *[WILD] * wild])[0].cards)
            naturals = naturals[size:]
        return melds
    if wilds and len(naturals) == HIGHEST - LOWEST + 1:
        return [layouts([*naturals[:3], WILD])[-1].cards, tuple(naturals[3:])]
    return [layouts(cards)[-1].cards]


def _meld_order(meld: Sequence[RumskiCard]):
    first = next(card for card in meld if not card.is_wild)
    return (first.rank, COLOURS.index(first.suit), len(meld))
