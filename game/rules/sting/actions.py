"""Sting's actions (what a seat decides) and events (what the table shows and the log keeps).

Rules: ST-4 (`Draw`), ST-5a (`LayMeld`), ST-5b (`AddToMeld`), ST-5c (`from_discard`),
ST-5d (`Substitute`), ST-5e (`PassAPile`), ST-5f (`TakeItBack`, `AcceptPass`),
ST-6 (`Discard`), ST-9 to ST-13 (the events of a round's end and a rebuilt pile).

Fields are ints, strs, bools, cards and tuples of those only, so a save stores
them as JSON (DESIGN.md boundary 6).

**Which wild stands for what (ST-5a ruling).** Every action that puts cards on the
table has `wilds_as`: for each wild among the placed cards, in the order they are
listed, the numbered card it stands for (`R4`). In a set a wild stands for the
set's number in any colour the set lacks, so only the number counts there. An empty
`wilds_as` lets the engine choose: the first reading of `melds.layouts` (for a new
meld) or of `Layout.additions` (for an add). A player interface lists those
readings, asks when there is more than one, and sends the choice as
`plays.wilds_as_of(meld_before_or_None, chosen_layout, placed_cards)`.

Events carry public information only (drawn cards are counted, not shown), so the
log can be shown to every seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card
from game.rules.engine import Action, Event

NO_MELD = -1  # `Substitute.to_meld` when the freed wild starts a new meld
NO_SEAT = -1  # `Substitute.to_seat` when the freed wild goes onto a meld


# --- Actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Action):
    """ST-4: announce and draw `count` (1 or 2) cards from the draw pile."""

    rule = "ST-4"

    count: int


@dataclass(frozen=True)
class LayMeld(Action):
    """ST-5a: lay `cards` as a new meld in front of opponent `to_seat`.

    With `from_discard` (ST-5c), one of `cards` is the top card of the discard pile,
    taken and placed in this one action; the others come from the hand.
    """

    rule = "ST-5a"

    cards: tuple[Card, ...]
    to_seat: int
    from_discard: bool = False
    wilds_as: tuple[Card, ...] = ()


@dataclass(frozen=True)
class AddToMeld(Action):
    """ST-5b: add `cards` to table meld `meld_id`, whoever it lies in front of.

    With `from_discard` (ST-5c), one of `cards` is the top card of the discard pile
    (it may be the only one). The cards already on the meld keep their places.
    """

    rule = "ST-5b"

    meld_id: int
    cards: tuple[Card, ...]
    from_discard: bool = False
    wilds_as: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Substitute(Action):
    """ST-5d: put numbered `card` from the hand in place of the wild at `position`
    (index in the meld's table order) of meld `meld_id`, and in the same action place
    the freed wild: with hand `cards` onto meld `to_meld` (it may be the same meld),
    or, with `to_meld` = NO_MELD, as a new meld with hand `cards` in front of
    opponent `to_seat`. `wilds_as` covers the freed wild first, then wilds in `cards`.
    """

    rule = "ST-5d"

    meld_id: int
    position: int
    card: Card
    to_meld: int = NO_MELD
    to_seat: int = NO_SEAT
    cards: tuple[Card, ...] = ()
    wilds_as: tuple[Card, ...] = ()


@dataclass(frozen=True)
class PassAPile(Action):
    """ST-5e: put a PP on the discard pile and move meld `meld_id`, lying in front of
    you, to `to_seat`. That seat then answers (`TakeItBack` or `AcceptPass`)."""

    rule = "ST-5e"

    meld_id: int
    to_seat: int


@dataclass(frozen=True)
class TakeItBack(Action):
    """ST-5f, out of turn: put a TB on the discard pile and return the meld just
    passed to you to the player who passed it; they answer in turn."""

    rule = "ST-5f"


@dataclass(frozen=True)
class AcceptPass(Action):
    """ST-5f: keep the meld just passed to you; the exchange is over."""

    rule = "ST-5f"


@dataclass(frozen=True)
class Discard(Action):
    """ST-6: discard `card` from the hand; the turn ends."""

    rule = "ST-6"

    card: Card


ACTIONS = (
    Draw,
    LayMeld,
    AddToMeld,
    Substitute,
    PassAPile,
    TakeItBack,
    AcceptPass,
    Discard,
)  # every Sting action: anything else is refused (engine.check_action)


# --- Events --------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundDealt(Event):
    """ST-3: a round is dealt. `turned_up` starts the discard pile (None if the pile
    held no numbered card); `set_aside` are special cards turned up and put at the
    bottom of the draw pile before it."""

    round: int
    dealer: int
    deal: int
    turned_up: Card | None
    set_aside: tuple[Card, ...]


@dataclass(frozen=True)
class TurnBegan(Event):
    """The seat whose turn it now is (ST-3: play passes left)."""

    seat: int


@dataclass(frozen=True)
class Drew(Event):
    """ST-4: `seat` announced `announced` and drew `count` cards (fewer only when
    both piles ran short, ST-13)."""

    seat: int
    announced: int
    count: int


@dataclass(frozen=True)
class PileRebuilt(Event):
    """ST-13: the discard pile was shuffled into a new draw pile of `cards` cards;
    `turned_up` starts the new discard pile (None if none was turned up)."""

    cards: int
    turned_up: Card | None
    set_aside: tuple[Card, ...]


@dataclass(frozen=True)
class MeldLaid(Event):
    """ST-5a: `seat` laid meld `meld_id` in front of `to_seat`. `cards` in table
    order, `represents` the numbered card each position counts as, `from_discard`
    the card taken from the discard pile (None if none)."""

    seat: int
    meld_id: int
    to_seat: int
    cards: tuple[Card, ...]
    represents: tuple[Card, ...]
    from_discard: Card | None


@dataclass(frozen=True)
class MeldExtended(Event):
    """ST-5b: `seat` added `added` to meld `meld_id` (lying in front of `owner`);
    `cards` and `represents` describe the whole meld afterwards."""

    seat: int
    meld_id: int
    owner: int
    added: tuple[Card, ...]
    cards: tuple[Card, ...]
    represents: tuple[Card, ...]
    from_discard: Card | None


@dataclass(frozen=True)
class Substituted(Event):
    """ST-5d: `seat` put `card` in place of the wild `freed` at `position` of meld
    `meld_id`. A `MeldLaid` or `MeldExtended` event follows with the freed wild."""

    seat: int
    meld_id: int
    position: int
    card: Card
    freed: Card


@dataclass(frozen=True)
class PilePassed(Event):
    """ST-5e / ST-5f: meld `meld_id` moved from `from_seat` to `to_seat`; `card` (PP
    or TB) went onto the discard pile."""

    seat: int
    meld_id: int
    from_seat: int
    to_seat: int
    card: Card


@dataclass(frozen=True)
class PassAccepted(Event):
    """ST-5f: `seat` keeps meld `meld_id`; the exchange is over."""

    seat: int
    meld_id: int


@dataclass(frozen=True)
class Discarded(Event):
    """ST-6: `seat` discarded `card`; the turn is over."""

    seat: int
    card: Card


@dataclass(frozen=True)
class WentOut(Event):
    """ST-9: `seat` has no cards left; the round ends."""

    seat: int


@dataclass(frozen=True)
class RoundScored(Event):
    """ST-10: the round's points per seat (`melds` from melds in front, `hand` from
    cards left), the totals afterwards, who went out (scoring 0), and whether the
    stall guard (ST-12) ended the round. `hands` are the cards each seat still held
    when the round ended (shown to all: the round is over), so the summary can show
    what each hand's points came from. `in_front` are the melds that lay in front of
    each seat (ST-5a), so a replay can show the round as it ended."""

    round: int
    out: tuple[int, ...]
    melds: tuple[int, ...]
    hand: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    stalled: bool
    hands: tuple[tuple[Card, ...], ...] = ()
    in_front: tuple[tuple[tuple[Card, ...], ...], ...] = ()


@dataclass(frozen=True)
class GameOver(Event):
    """ST-11: the game is over; `winners` share the lowest total."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
