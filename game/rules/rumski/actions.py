"""Rumski's actions and events: what a seat may do on its turn, and what the table shows.

A turn (RU-5 … RU-10) is:

1. one draw — `DrawStock`, `TakeDiscard(whole=False|True)` (RU-5), or, with an empty
   stock, `Reshuffle` (RU-13); `DrawNothing` only when stock and discard pile are
   both empty (RU-13). `TakeBack` undoes a discard-pile draw that brought a wild
   (RU-8 ruling) while nothing else has happened since;
2. any number of `PlayCommunity` — each one the *whole* proposed Community, meld by
   meld (old Community cards rearranged freely, plus cards from the hand). It is
   only staged: melds may be unfinished while the player works. `ResetTurn` goes
   back to the moment after the draw (RU-10);
3. `Discard(card)` or `Knock`, which end the turn and check the staged Community as
   one transaction (RU-6, RU-7, RU-8, RU-9, RU-11, RU-12).

Every field is an int, str, bool, card or tuple of those, so saves store them as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.engine import Action, Event
from game.rules.rumski.deck import RumskiCard

Meld = tuple[RumskiCard, ...]
Community = tuple[Meld, ...]

# Draw sources as `Drew.source` and the observation's `drew` name them.
FROM_STOCK = "stock"
FROM_TOP = "top"  # the top card of the discard pile
FROM_PILE = "pile"  # the whole discard pile
FROM_RESHUFFLE = "reshuffle"  # the top of a stock rebuilt from the discard pile
FROM_NOTHING = "nothing"  # stock and pile both empty


# --- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawStock(Action):
    """Draw the top card of the stock (RU-5)."""

    rule = "RU-5"


@dataclass(frozen=True)
class TakeDiscard(Action):
    """Take the top card of the discard pile, or the whole pile when `whole` (RU-5).

    Taking a one-card pile whole counts as taking its top card (RU-5 ruling)."""

    rule = "RU-5"

    whole: bool = False


@dataclass(frozen=True)
class Reshuffle(Action):
    """With the stock empty: shuffle the discard pile into a new stock and draw its top
    card (RU-13)."""

    rule = "RU-13"


@dataclass(frozen=True)
class DrawNothing(Action):
    """With stock and discard pile both empty: go on without drawing (RU-13)."""

    rule = "RU-13"


@dataclass(frozen=True)
class TakeBack(Action):
    """Put back a discard-pile draw that brought a wild, before anything else happened
    (RU-8 ruling); the seat then draws again, but not that wild."""

    rule = "RU-8"


@dataclass(frozen=True)
class PlayCommunity(Action):
    """Stage the whole proposed Community, meld by meld (RU-7). Checked as a whole when
    the turn ends (RU-10); now only that it holds every Community card and otherwise
    cards of this hand."""

    rule = "RU-7"

    community: Community


@dataclass(frozen=True)
class ResetTurn(Action):
    """Undo everything staged since the draw (RU-10)."""

    rule = "RU-10"


@dataclass(frozen=True)
class Discard(Action):
    """End the turn by discarding `card` (RU-9)."""

    rule = "RU-9"

    card: RumskiCard


@dataclass(frozen=True)
class Knock(Action):
    """End the turn without discarding (RU-9)."""

    rule = "RU-9"


ACTIONS = (
    DrawStock,
    TakeDiscard,
    Reshuffle,
    DrawNothing,
    TakeBack,
    PlayCommunity,
    ResetTurn,
    Discard,
    Knock,
)  # every Rumski action: anything else is refused (engine.check_action)


# --- events --------------------------------------------------------------------------


@dataclass(frozen=True)
class Dealt(Event):
    """A round was dealt (RU-3): `upcard` starts the discard pile."""

    round_number: int
    dealer: int
    hand_sizes: tuple[int, ...]
    upcard: RumskiCard


@dataclass(frozen=True)
class Drew(Event):
    """`seat` drew `count` cards from `source`. `cards` are public for discard-pile
    draws; for stock draws they are the drawer's own business (the table shows a back)."""

    seat: int
    source: str
    count: int
    cards: tuple[RumskiCard, ...]


@dataclass(frozen=True)
class Reshuffled(Event):
    """The discard pile became a new stock of `count` cards (RU-13)."""

    seat: int
    count: int


@dataclass(frozen=True)
class TookBack(Event):
    """`seat` put `cards` back on the discard pile (RU-8 ruling)."""

    seat: int
    cards: tuple[RumskiCard, ...]


@dataclass(frozen=True)
class CommunityStaged(Event):
    """`seat` proposes this Community; `from_hand` are the hand cards it uses."""

    seat: int
    community: Community
    from_hand: tuple[RumskiCard, ...]


@dataclass(frozen=True)
class TurnReset(Event):
    """`seat` went back to the moment after the draw (RU-10)."""

    seat: int


@dataclass(frozen=True)
class Opened(Event):
    """`seat` laid its first meld of the round from its own hand (RU-6)."""

    seat: int


@dataclass(frozen=True)
class LaidDown(Event):
    """`seat`'s turn committed this Community, with `cards` from its hand (RU-7);
    `before` is the Community as the turn found it, and `opening` the meld of hand
    cards that opened `seat` this turn (RU-6; empty when it had opened before)."""

    seat: int
    community: Community
    cards: tuple[RumskiCard, ...]
    before: Community = ()
    opening: tuple[RumskiCard, ...] = ()


@dataclass(frozen=True)
class Discarded(Event):
    """`seat` discarded `card`; `new_pile` when it started a new pile (RU-9)."""

    seat: int
    card: RumskiCard
    new_pile: bool


@dataclass(frozen=True)
class Knocked(Event):
    """`seat` ended its turn without discarding (RU-9)."""

    seat: int


@dataclass(frozen=True)
class RoundWon(Event):
    """Rumski! `seat` went out (RU-11) and scores `points` (RU-14); `hands` are the
    cards left in every hand, shown at the end of the round; `community` the Community
    as the round ended (RU-7), so a replay can show it."""

    seat: int
    points: int
    hands: tuple[tuple[RumskiCard, ...], ...]
    totals: tuple[int, ...]
    round_number: int = 0
    community: tuple[tuple[RumskiCard, ...], ...] = ()


@dataclass(frozen=True)
class RoundVoid(Event):
    """The round ended with no score; the same dealer deals again (RU-13). `hands`
    and `community` as the round ended, so a replay can show them. `reason` is why, in
    English; `key` and `fields` name its catalogue words, which the app shows in the
    player's language (as a refusal's)."""

    round_number: int
    reason: str
    hands: tuple[tuple[RumskiCard, ...], ...] = ()
    community: tuple[tuple[RumskiCard, ...], ...] = ()
    key: str = ""
    fields: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class GameWon(Event):
    """`seat` reached the target score (RU-15)."""

    seat: int
    totals: tuple[int, ...]
