"""Legal Sting actions from what a seat sees: for the random bot, the simulator, and
as the move generator the other bots build on.

Rules: ST-4 (draws), ST-5a–f, ST-6 (discards), ST-14 (no substitution); legality
itself is decided by `plays.check`, which every generated action passes.

`legal_actions(observation)` lists, for the seat that must act:

* draw phase: `Draw` 1 and 2;
* Take-It-Back window: `AcceptPass`, and `TakeItBack` when a TB is held;
* play phase, in this order:
    - `Discard` of each different card in the hand;
    - `PassAPile` of each passable meld in front of the seat to each other seat
      (when a PP is held and the ST-5e ruling allows);
    - `LayMeld` of every set and run the hand can make (every choice of naturals and
      of wild kinds, every reading of the wilds), in front of each opponent; and of
      every such meld that includes the top discard card (`from_discard`);
    - `AddToMeld` of each single hand card, and of the top discard card alone, to each
      meld it fits, in every reading of a wild;
    - `Substitute` (unless switched off) of each hand card for each wild it stands
      for, the freed wild placed alone onto any meld it fits, or as a new 3-card meld
      with two hand cards in front of each opponent.

Not generated (but legal, and accepted by the engine): adds of several hand cards at
once when no single one fits alone, new melds holding a freed wild with more than two
hand cards, and freed wilds placed onto a meld together with hand cards. Chains of
discard-pile cards come one action at a time, as the rules have them.

`limit` stops the list after that many actions (in the order above).
`random_action(observation, rng)` picks a kind of play uniformly among those
available, then an action of that kind uniformly: random games then use every rule
often, instead of mostly discarding.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations

from game.rules.cards import PASS_A_PILE, SUPER, TAKE_IT_BACK, Card
from game.rules.engine import Action
from game.rules.sting.actions import (
    NO_MELD,
    AcceptPass,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    Substitute,
    TakeItBack,
)
from game.rules.sting.deck import is_action, is_wild, numbered
from game.rules.sting.melds import (
    HIGHEST,
    LOWEST,
    RUN,
    WILD_LIMIT,
    Layout,
    is_valid_meld,
    layouts,
)
from game.rules.sting.plays import DRAW, PLAY, TAKE_BACK, wilds_as_of

KINDS = ("draw", "answer", "discard", "pass", "lay", "add", "substitute")


def legal_actions(observation, limit: int | None = None) -> list[Action]:
    """The legal actions of `observation.seat` now (see the module docstring)."""
    found: list[Action] = []
    for _, action in _generate(observation):
        found.append(action)
        if limit is not None and len(found) >= limit:
            break
    return found


def actions_by_kind(observation) -> dict[str, list[Action]]:
    """The legal actions grouped by kind ("draw", "answer", "discard", "pass", "lay",
    "add", "substitute"); kinds with no action are left out."""
    grouped: dict[str, list[Action]] = {}
    for kind, action in _generate(observation):
        grouped.setdefault(kind, []).append(action)
    return grouped


def random_action(observation, rng: random.Random) -> Action:
    """A random legal action: a kind of play uniformly, then one of its actions."""
    grouped = actions_by_kind(observation)
    kind = rng.choice(sorted(grouped))
    return rng.choice(grouped[kind])


def _generate(observation) -> Iterator[tuple[str, Action]]:
    seat = observation.seat
    if observation.to_act != seat:
        return
    hand = list(observation.hand)
    if observation.phase == DRAW:
        yield "draw", Draw(seat, 1)
        yield "draw", Draw(seat, 2)
    elif observation.phase == TAKE_BACK:
        yield "answer", AcceptPass(seat)
        if any(card.face == TAKE_IT_BACK for card in hand):
            yield "answer", TakeItBack(seat)
    elif observation.phase == PLAY:
        yield from _play_actions(observation, seat, hand)


def _distinct(cards: Sequence[Card]) -> list[Card]:
    return sorted(set(cards))


def _opponents(observation, seat: int) -> list[int]:
    return [other for other in range(observation.seats) if other != seat]


def _play_actions(observation, seat: int, hand: list[Card]) -> Iterator[tuple[str, Action]]:
    for card in _distinct(hand):
        yield "discard", Discard(seat, card)
    melds = observation.melds
    opponents = _opponents(observation, seat)
    if any(card.face == PASS_A_PILE for card in hand):
        for meld in melds.values():
            if meld.owner == seat and meld.passable:
                for other in opponents:
                    if (meld.meld_id, other) not in observation.no_pass_back:
                        yield "pass", PassAPile(seat, meld.meld_id, other)
    for cards in candidate_melds(hand):
        for layout in layouts(cards):
            wilds_as = wilds_as_of(None, layout, cards)
            for other in opponents:
                yield "lay", LayMeld(seat, cards, other, False, wilds_as)
    top = observation.discard_pile[-1] if observation.discard_pile else None
    takeable = top is not None and not is_action(top)
    if takeable:
        for cards in candidate_melds([*hand, top]):
            if top not in cards:
                continue
            for layout in layouts(cards):
                wilds_as = wilds_as_of(None, layout, cards)
                for other in opponents:
                    yield "lay", LayMeld(seat, cards, other, True, wilds_as)
    singles = [card for card in _distinct(hand) if not is_action(card)]
    for meld in melds.values():
        for card in singles:
            if not _may_fit(meld.layout, card):
                continue
            for layout in meld.layout.additions((card,)):
                wilds_as = wilds_as_of(meld.layout, layout, (card,))
                yield "add", AddToMeld(seat, meld.meld_id, (card,), False, wilds_as)
        if takeable and _may_fit(meld.layout, top):
            for layout in meld.layout.additions((top,)):
                wilds_as = wilds_as_of(meld.layout, layout, (top,))
                yield "add", AddToMeld(seat, meld.meld_id, (top,), True, wilds_as)
    if not observation.options.get("no_substitution"):
        yield from _substitutions(observation, seat, hand, opponents)


def _may_fit(layout: Layout, card: Card) -> bool:
    """A quick "no" for a numbered card that can't extend this meld (a run takes only
    the next number at either end, a set only its number in a colour it lacks)."""
    if card.face:
        return True
    if layout.kind == RUN:
        return card.suit == layout.colour and card.rank in (layout.low - 1, layout.high + 1)
    return card.rank == layout.number and all(c.suit != card.suit for c in layout.cards)


def _substitutions(observation, seat, hand, opponents) -> Iterator[tuple[str, Action]]:
    melds = observation.melds
    naturals = [card for card in _distinct(hand) if not card.face]
    for meld in melds.values():
        layout = meld.layout
        for position, _ in layout.stands_for:
            freed = layout.cards[position]
            if freed.face == SUPER:
                continue
            for card in naturals:
                if position not in layout.substitutable(card):
                    continue
                swapped = layout.substitute(position, card)
                for target in melds.values():
                    before = swapped if target.meld_id == meld.meld_id else target.layout
                    for after in before.additions((freed,)):
                        yield (
                            "substitute",
                            Substitute(
                                seat,
                                meld.meld_id,
                                position,
                                card,
                                to_meld=target.meld_id,
                                wilds_as=wilds_as_of(before, after, (freed,)),
                            ),
                        )
                rest = list(hand)
                rest.remove(card)
                partners = [c for c in _distinct(rest) if not is_action(c) and not is_wild(c)]
                for pair in combinations(partners, 2):
                    placed = (freed, *pair)
                    for new in layouts(placed):
                        for other in opponents:
                            yield (
                                "substitute",
                                Substitute(
                                    seat,
                                    meld.meld_id,
                                    position,
                                    card,
                                    to_meld=NO_MELD,
                                    to_seat=other,
                                    cards=pair,
                                    wilds_as=wilds_as_of(None, new, placed),
                                ),
                            )


def _wild_choices(wilds: Counter, count: int) -> list[tuple[Card, ...]]:
    """Every different selection of `count` wilds from `wilds` (by kind)."""
    if count == 0:
        return [()]
    pool = sorted(wilds.elements())
    return sorted(set(combinations(pool, count)))


def candidate_melds(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every different set and run (as a card tuple, set by set and run by run) that
    can be made from `cards`, each with every choice of wild kinds (ST-7, ST-8)."""
    wilds = Counter(card for card in cards if is_wild(card))
    wild_total = sum(wilds.values())
    colours_of: dict[int, set[str]] = {}
    numbers_of: dict[str, set[int]] = {}
    for card in cards:
        if not card.face:
            colours_of.setdefault(card.rank, set()).add(card.suit)
            numbers_of.setdefault(card.suit, set()).add(card.rank)
    found: dict[tuple[Card, ...], None] = {}
    for number, colours in sorted(colours_of.items()):
        for size in (3, 4):
            for natural_count in range(max(2, size - WILD_LIMIT[size]), size + 1):
                if natural_count > len(colours) or size - natural_count > wild_total:
                    continue
                for chosen in combinations(sorted(colours), natural_count):
                    naturals = tuple(numbered(colour, number) for colour in chosen)
                    for extra in _wild_choices(wilds, size - natural_count):
                        found[naturals + extra] = None
    for colour, numbers in sorted(numbers_of.items()):
        for low in range(LOWEST, HIGHEST - 1):
            for high in range(low + 2, HIGHEST + 1):
                length = high - low + 1
                missing = [n for n in range(low, high + 1) if n not in numbers]
                if len(missing) > wild_total:
                    break  # longer runs from `low` only miss more
                if len(missing) > WILD_LIMIT[length]:
                    continue
                if any(b - a == 1 for a, b in zip(missing, missing[1:], strict=False)):
                    continue
                naturals = tuple(numbered(colour, n) for n in range(low, high + 1) if n in numbers)
                for extra in _wild_choices(wilds, len(missing)):
                    meld = naturals + extra
                    if is_valid_meld(meld):
                        found[meld] = None
    return list(found)
