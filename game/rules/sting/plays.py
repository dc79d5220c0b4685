"""Sting's plays checked against what lies on the table: one home for "is this legal".

Rules: ST-4 (draw), ST-5a–f (lay, add, discard-pile cards, substitution, Pass-A-Pile,
Take-It-Back), ST-6 (discard), ST-7/ST-8 (through `melds`), ST-14 (no substitution).

Every check here reads only what the acting seat can see — its own hand and the
public table (`TableView`): both the engine's state and an Observation offer it, so
the engine (`StingState.apply`) and the legal-move generator (`legal.py`) share one
set of checks. A check returns a *plan* (what moves where) or raises
`IllegalAction.of(rule, key, ...)`, its sentence a catalogue entry
(game/text/en/refusals.py); it never changes anything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Protocol

from game.rules.cards import PASS_A_PILE, SUPER, TAKE_IT_BACK, Card
from game.rules.engine import IllegalAction, check_action
from game.rules.sting.actions import (
    ACTIONS,
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
from game.rules.sting.deck import StingCard, is_action, is_wild, parse_card
from game.rules.sting.melds import RUN, WILD_LIMIT, Layout, is_valid_meld, layouts


class Phase(StrEnum):
    """Where a turn stands (OpenSpiel habit: the phase says which actions are legal).
    The values are plain strings, so observations and logs print them as words."""

    DRAW = "draw"  # ST-4: the turn's player must draw 1 or 2
    PLAY = "play"  # ST-5/ST-6: lay, add, substitute, pass, or discard to end the turn
    TAKE_BACK = "take_back"  # ST-5f: the receiver of a PP pass answers, out of turn
    OVER = "over"  # ST-11: the game has ended


DRAW, PLAY, TAKE_BACK, OVER = Phase.DRAW, Phase.PLAY, Phase.TAKE_BACK, Phase.OVER

DRAW_COUNTS = (1, 2)  # ST-4


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table: `meld_id`, the seat it lies in front of (`owner`), and its
    `layout` (cards in table order and what each wild stands for)."""

    meld_id: int
    owner: int
    layout: Layout

    @property
    def cards(self) -> tuple[StingCard, ...]:
        """The cards in table order."""
        return self.layout.cards

    @property
    def passable(self) -> bool:
        """ST-5e: a meld holding a Super Sting can't be passed."""
        return all(card.face != SUPER for card in self.layout.cards)


@dataclass(frozen=True)
class PendingPass:
    """ST-5f: meld `meld_id` was just passed from `passer` to `receiver`, who must
    answer; `exchanges` counts the PP and TB cards played on it so far."""

    meld_id: int
    passer: int
    receiver: int
    exchanges: int = 1


class TableView(Protocol):
    """What a check reads: the public table (the engine state and an Observation
    both provide these attributes)."""

    seats: int
    phase: Phase
    turn: int
    melds: Mapping[int, TableMeld]
    discard_pile: Sequence[Card]
    options: Mapping[str, object]
    pending: PendingPass | None
    no_pass_back: frozenset[tuple[int, int]]


@dataclass(frozen=True)
class Placement:
    """A checked placement of cards on the table: `from_hand` leave the hand,
    `from_discard` (or None) leaves the discard pile, `extra` (a freed wild, or None)
    comes from a substitution; `meld_id` is the meld changed (None: a new meld in
    front of `owner`); `layout` is the meld afterwards."""

    from_hand: tuple[StingCard, ...]
    from_discard: StingCard | None
    meld_id: int | None
    owner: int
    layout: Layout


@dataclass(frozen=True)
class SubstitutionPlan:
    """A checked substitution: `card` replaces `freed` at `position` of meld `meld_id`, giving
    `layout`; then `placement` puts the freed wild on the table."""

    meld_id: int
    position: int
    card: StingCard
    freed: StingCard
    layout: Layout
    placement: Placement


def sting_card(card: Card) -> StingCard:
    """The StingCard equal to `card` (actions may arrive holding plain Cards, e.g.
    from a save)."""
    if isinstance(card, StingCard):
        return card
    try:
        return parse_card(str(card))
    except ValueError:
        raise IllegalAction.of("ST-2", "refusal.sting.not_a_card", card=repr(card)) from None


def _cards(cards: Sequence[Card]) -> tuple[StingCard, ...]:
    return tuple(sting_card(card) for card in cards)


def _name(card: Card) -> str:
    """What a player calls the card ('red 7', 'Double Sting')."""
    return sting_card(card).name


# --- Small shared checks --------------------------------------------------------------


def require_in_hand(hand: Sequence[Card], cards: Sequence[Card], rule: str = "ST-5") -> None:
    """Raise unless the hand holds all of `cards` (counting repeats)."""
    missing = Counter(cards) - Counter(hand)
    if missing:
        listed = ", ".join(_name(card) for card in sorted(missing.elements()))
        raise IllegalAction.of(rule, "refusal.sting.not_held", cards=listed)


def require_opponent(view: TableView, seat: int, to_seat: int, rule: str) -> None:
    """Raise unless `to_seat` is another seat at the table."""
    if not 0 <= to_seat < view.seats:
        raise IllegalAction.of(rule, "refusal.sting.no_such_seat", number=to_seat)
    if to_seat == seat:
        raise IllegalAction.of(rule, "refusal.sting.not_in_front_of_you")


def require_meld(view: TableView, meld_id: int, rule: str) -> TableMeld:
    """The table meld `meld_id`, or raise."""
    meld = view.melds.get(meld_id)
    if meld is None:
        raise IllegalAction.of(rule, "refusal.sting.no_such_meld")
    return meld


def why_not_a_meld(cards: Sequence[Card]) -> IllegalAction:
    """The rule and sentence that say why `cards` are not a legal meld (ST-7, ST-8)."""
    count = len(cards)
    if any(is_action(card) for card in cards):
        return IllegalAction.of("ST-8", "refusal.sting.action_card_in_meld")
    if count < 3:
        return IllegalAction.of("ST-7", "refusal.sting.meld_too_short")
    wilds = sum(1 for card in cards if is_wild(card))
    if wilds == count:
        return IllegalAction.of("ST-8", "refusal.sting.only_wilds")
    if count > 10:
        return IllegalAction.of("ST-7", "refusal.sting.meld_too_long")
    if wilds > WILD_LIMIT[count]:
        return IllegalAction.of(
            "ST-8", "refusal.sting.too_many_wilds", size=count, count=WILD_LIMIT[count]
        )
    naturals = [card for card in cards if not is_wild(card)]
    if len({card.rank for card in naturals}) == 1:
        return IllegalAction.of("ST-7", "refusal.sting.not_a_set")
    if len({card.suit for card in naturals}) == 1 and len({c.rank for c in naturals}) == len(
        naturals
    ):
        return IllegalAction.of("ST-8", "refusal.sting.wilds_in_run")
    return IllegalAction.of("ST-7", "refusal.sting.neither_set_nor_run")


def _stands_key(layout: Layout, stands: StingCard):
    # In a set the colour a wild stands for is only a display choice (ST-5d ruling):
    # there a wild stands for the set's number; in a run for one exact card.
    return stands if layout.kind == RUN else stands.rank


def _wild_pairs(layout: Layout) -> Counter:
    """(wild face, what it stands for) of every wild in `layout`."""
    return Counter(
        (layout.cards[index].face, _stands_key(layout, stands))
        for index, stands in layout.stands_for
    )


def choose_layout(
    before: Layout | None,
    options: list[Layout],
    placed: Sequence[StingCard],
    wilds_as: Sequence[StingCard],
) -> Layout:
    """ST-5a ruling: the layout among `options` whose new wilds stand for `wilds_as`
    (the numbered card of each wild in `placed`, in order); the first one if
    `wilds_as` is empty. Raise if none matches."""
    if not wilds_as:
        return options[0]
    wilds = [card for card in placed if is_wild(card)]
    if len(wilds_as) != len(wilds):
        raise IllegalAction.of(
            "ST-5a", "refusal.sting.say_each_wild", count=len(wilds), given=len(wilds_as)
        )
    for layout in options:
        wanted = Counter(
            (wild.face, _stands_key(layout, stands))
            for wild, stands in zip(wilds, wilds_as, strict=True)
        )
        new = _wild_pairs(layout)
        if before is not None:
            new -= _wild_pairs(before)
        if new == wanted:
            return layout
    listed = ", ".join(_name(card) for card in wilds_as)
    raise IllegalAction.of("ST-5a", "refusal.sting.wilds_cannot_stand", cards=listed)


def wilds_as_of(before: Layout | None, layout: Layout, placed: Sequence[Card]) -> tuple:
    """The `wilds_as` that picks `layout` for the wilds in `placed` (the inverse of
    `choose_layout`): for each wild in `placed`, in order, the card it stands for."""
    old = _wild_pairs(before) if before is not None else Counter()
    pool: dict[str, list[StingCard]] = {}
    for index, stands in layout.stands_for:
        pair = (layout.cards[index].face, _stands_key(layout, stands))
        if old[pair]:
            old[pair] -= 1
            continue
        pool.setdefault(pair[0], []).append(stands)
    return tuple(pool[card.face].pop(0) for card in placed if is_wild(card))


# --- Placements (ST-5a, ST-5b, ST-5c) -------------------------------------------------


def _take_from_discard(
    view: TableView, hand: Sequence[Card], cards: tuple[StingCard, ...], from_discard: bool
) -> tuple[tuple[StingCard, ...], StingCard | None]:
    """Split `cards` into those from the hand and the one from the discard pile."""
    if not from_discard:
        require_in_hand(hand, cards)
        return cards, None
    if not view.discard_pile:
        raise IllegalAction.of("ST-5c", "refusal.discard_empty")
    top = sting_card(view.discard_pile[-1])
    if is_action(top):
        raise IllegalAction.of("ST-5c", "refusal.sting.action_card_from_discard")
    if top not in cards:
        raise IllegalAction.of("ST-5c", "refusal.sting.only_top_card", card=_name(top))
    rest = list(cards)
    rest.remove(top)
    require_in_hand(hand, rest)
    return tuple(rest), top


def check_lay(view: TableView, hand: Sequence[Card], action: LayMeld) -> Placement:
    """ST-5a (with ST-5c): a new meld in front of an opponent."""
    require_opponent(view, action.seat, action.to_seat, "ST-5a")
    cards = _cards(action.cards)
    from_hand, top = _take_from_discard(view, hand, cards, action.from_discard)
    options = layouts(cards)
    if not options:
        raise why_not_a_meld(cards)
    layout = choose_layout(None, options, cards, _cards(action.wilds_as))
    return Placement(from_hand, top, None, action.to_seat, layout)


def extend(meld: TableMeld, layout: Layout, cards: tuple[StingCard, ...], wilds_as) -> Layout:
    """ST-5b: `layout` (the meld as it lies) with `cards` added, or raise."""
    if not cards:
        raise IllegalAction.of("ST-5b", "refusal.sting.choose_cards")
    options = layout.additions(cards)
    if not options:
        combined = layout.cards + cards
        if is_valid_meld(combined):
            raise IllegalAction.of("ST-5b", "refusal.sting.cards_keep_places")
        raise why_not_a_meld(combined)
    return choose_layout(layout, options, cards, _cards(wilds_as))


def check_add(view: TableView, hand: Sequence[Card], action: AddToMeld) -> Placement:
    """ST-5b (with ST-5c): cards added to any meld on the table."""
    meld = require_meld(view, action.meld_id, "ST-5b")
    cards = _cards(action.cards)
    from_hand, top = _take_from_discard(view, hand, cards, action.from_discard)
    layout = extend(meld, meld.layout, cards, action.wilds_as)
    return Placement(from_hand, top, meld.meld_id, meld.owner, layout)


# --- Substitution (ST-5d) -------------------------------------------------------------


def check_substitute(view: TableView, hand: Sequence[Card], action: Substitute) -> SubstitutionPlan:
    """ST-5d: swap a numbered card from the hand for a wild on the table and place the
    freed wild in the same action."""
    if view.options.get("no_substitution"):
        raise IllegalAction.of("ST-14", "refusal.sting.no_substitution")
    meld = require_meld(view, action.meld_id, "ST-5d")
    cards_on_table = meld.layout.cards
    if not 0 <= action.position < len(cards_on_table):
        raise IllegalAction.of("ST-5d", "refusal.sting.no_card_there")
    freed = cards_on_table[action.position]
    if not is_wild(freed):
        raise IllegalAction.of("ST-5d", "refusal.sting.substitute_only_wild")
    if freed.face == SUPER:
        raise IllegalAction.of("ST-5d", "refusal.sting.super_stays")
    card = sting_card(action.card)
    require_in_hand(hand, [card], "ST-5d")
    try:
        swapped = meld.layout.substitute(action.position, card)
    except ValueError:
        stands = dict(meld.layout.stands_for)[action.position]
        if meld.layout.kind == RUN:
            raise IllegalAction.of(
                "ST-5d", "refusal.sting.wild_stands_for", card=_name(stands)
            ) from None
        raise IllegalAction.of(
            "ST-5d", "refusal.sting.wild_stands_for_number", number=stands.rank
        ) from None
    rest = list(hand)
    rest.remove(card)
    with_cards = _cards(action.cards)
    require_in_hand(rest, with_cards, "ST-5d")
    placed = (freed, *with_cards)
    if action.to_meld != NO_MELD:
        if action.to_meld == meld.meld_id:
            target, before = meld, swapped
        else:
            target = require_meld(view, action.to_meld, "ST-5d")
            before = target.layout
        layout = extend(target, before, placed, action.wilds_as)
        placement = Placement(with_cards, None, target.meld_id, target.owner, layout)
    else:
        require_opponent(view, action.seat, action.to_seat, "ST-5d")
        options = layouts(placed)
        if not options:
            raise why_not_a_meld(placed)
        layout = choose_layout(None, options, placed, _cards(action.wilds_as))
        placement = Placement(with_cards, None, None, action.to_seat, layout)
    return SubstitutionPlan(meld.meld_id, action.position, card, freed, swapped, placement)


# --- Which wild stands for what: the choices (ST-5a ruling) ---------------------------


def wild_readings(
    view: TableView, hand: Sequence[Card], action: LayMeld | AddToMeld | Substitute
) -> list[tuple[tuple[StingCard, ...], Layout]]:
    """ST-5a ruling: every way the wilds placed by `action` may stand, as
    (`wilds_as` to send, the placed meld's layout afterwards), one per distinct choice,
    in the engine's order (the first is what an empty `wilds_as` picks). One entry when
    the wilds' places are forced (or none are placed); raises like `check` if the
    action is illegal whatever the wilds stand for."""
    plan = check(view, hand, replace(action, wilds_as=()))
    if isinstance(action, Substitute):
        placed = (plan.freed, *_cards(action.cards))
        placement = plan.placement
        if placement.meld_id is None:
            before, options = None, layouts(placed)
        elif placement.meld_id == plan.meld_id:
            before = plan.layout
            options = before.additions(placed)
        else:
            before = view.melds[placement.meld_id].layout
            options = before.additions(placed)
    elif isinstance(action, AddToMeld):
        placed = _cards(action.cards)
        before = view.melds[action.meld_id].layout
        options = before.additions(placed)
    else:
        placed, before = _cards(action.cards), None
        options = layouts(placed)
    readings: list[tuple[tuple[StingCard, ...], Layout]] = []
    seen = set()
    for layout in options:
        wilds_as = wilds_as_of(before, layout, placed)
        if wilds_as in seen:
            continue
        seen.add(wilds_as)
        readings.append((wilds_as, layout))
    if len(readings) <= 1:
        return [((), plan_layout(plan))]
    return readings


def plan_layout(plan: Placement | SubstitutionPlan) -> Layout:
    """The layout of the meld a placement (or a substitution's freed wild) makes."""
    if isinstance(plan, SubstitutionPlan):
        return plan.placement.layout
    return plan.layout


# --- Pass-A-Pile and Take-It-Back (ST-5e, ST-5f) --------------------------------------


def check_pass(view: TableView, hand: Sequence[Card], action: PassAPile) -> TableMeld:
    """ST-5e: the meld to pass, or raise."""
    if not any(card.face == PASS_A_PILE for card in hand):
        raise IllegalAction.of("ST-5e", "refusal.sting.need_pass_a_pile")
    meld = require_meld(view, action.meld_id, "ST-5e")
    if meld.owner != action.seat:
        raise IllegalAction.of("ST-5e", "refusal.sting.pass_your_own")
    if not meld.passable:
        raise IllegalAction.of("ST-5e", "refusal.sting.super_not_passed")
    if not 0 <= action.to_seat < view.seats or action.to_seat == action.seat:
        raise IllegalAction.of("ST-5e", "refusal.sting.pass_to_another")
    if (meld.meld_id, action.to_seat) in view.no_pass_back:
        raise IllegalAction.of("ST-5e", "refusal.sting.no_pass_back")
    return meld


def check_take_back(view: TableView, hand: Sequence[Card], action: TakeItBack) -> PendingPass:
    """ST-5f: the pass being answered, or raise."""
    pending = view.pending
    if pending is None or pending.receiver != action.seat:
        raise IllegalAction.of("ST-5f", "refusal.sting.take_back_answers")
    if not any(card.face == TAKE_IT_BACK for card in hand):
        raise IllegalAction.of("ST-5f", "refusal.sting.need_take_it_back")
    return pending


# --- The whole dispatch ---------------------------------------------------------------


def to_act(view: TableView) -> int | None:
    """Whose decision it is: the receiver during a pass exchange, else the turn's
    player; None once the game is over."""
    if view.phase == OVER:
        return None
    if view.phase == TAKE_BACK:
        return view.pending.receiver
    return view.turn


_PHASE_ACTIONS = {
    DRAW: (Draw,),
    PLAY: (LayMeld, AddToMeld, Substitute, PassAPile, Discard),
    TAKE_BACK: (TakeItBack, AcceptPass),
}


def check(view: TableView, hand: Sequence[Card], action):
    """Check `action` by the seat whose `hand` is given; return its plan or raise.

    Plans: `Placement` (lay, add), `SubstitutionPlan`, the `TableMeld` to pass, the
    `PendingPass` answered, the card to discard, or the draw count.
    """
    if view.phase == OVER:
        raise IllegalAction.of("ST-11", "refusal.game_over")
    check_action(action, ACTIONS, "Sting", "ST-5")
    seat = to_act(view)
    if action.seat != seat:
        if view.phase == TAKE_BACK:
            raise IllegalAction.of("ST-5f", "refusal.sting.answer_first", seat=seat)
        raise IllegalAction.of("ST-5", "refusal.sting.seats_turn", seat=seat)
    if not isinstance(action, _PHASE_ACTIONS[view.phase]):
        if view.phase == DRAW:
            raise IllegalAction.of("ST-4", "refusal.sting.draw_first")
        if view.phase == TAKE_BACK:
            raise IllegalAction.of("ST-5f", "refusal.sting.answer_the_pass")
        if isinstance(action, Draw):
            raise IllegalAction.of("ST-4", "refusal.drawn_already")
        if isinstance(action, TakeItBack | AcceptPass):
            raise IllegalAction.of("ST-5f", "refusal.sting.take_back_answers")
        raise IllegalAction.of("ST-5", "refusal.sting.not_a_move")
    if isinstance(action, Draw):
        if action.count not in DRAW_COUNTS:
            raise IllegalAction.of("ST-4", "refusal.sting.draw_count")
        return action.count
    if isinstance(action, LayMeld):
        return check_lay(view, hand, action)
    if isinstance(action, AddToMeld):
        return check_add(view, hand, action)
    if isinstance(action, Substitute):
        return check_substitute(view, hand, action)
    if isinstance(action, PassAPile):
        return check_pass(view, hand, action)
    if isinstance(action, TakeItBack):
        return check_take_back(view, hand, action)
    if isinstance(action, AcceptPass):
        return view.pending
    card = sting_card(action.card)
    require_in_hand(hand, [card], "ST-6")
    return card
