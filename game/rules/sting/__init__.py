"""Sting: a rummy where every meld you make scores against an opponent (ST-1 … ST-14).

The public surface (the contract of `game.rules.engine`, plus Sting's own parts):

* cards (`deck`): `StingCard`, `COLOURS`, `parse_cards`, `full_deck`, `is_wild`,
  `is_action`, `hand_value`, `hand_points`;
* melds (`melds`): `is_valid_meld`, `layouts`, `Layout`, `meld_score`;
* the game (`engine`): `NAME`, `SEATS`, `HIGHEST_WINS`, `OPTIONS`, `new_game`, `StingState`,
  `observe` -> `StingObservation` (`observation`);
* table and checks (`plays`): `TableMeld`, `PendingPass`, the phases, `check`,
  `wild_readings` (each way placed wilds may stand, ST-5a ruling);
* actions and events (`actions`);
* legal moves from an Observation (`legal`): `legal_actions`, `actions_by_kind`,
  `random_action`, `candidate_melds`.
"""

from game.rules.engine import observe
from game.rules.sting.actions import (
    ACTIONS,
    NO_MELD,
    NO_SEAT,
    AcceptPass,
    AddToMeld,
    Discard,
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
from game.rules.sting.deck import (
    COLOURS,
    StingCard,
    full_deck,
    hand_points,
    hand_value,
    is_action,
    is_wild,
    parse_cards,
)
from game.rules.sting.engine import (
    HIGHEST_WINS,
    NAME,
    OPTIONS,
    SEATS,
    STALL_CIRCUITS,
    StingState,
    new_game,
)
from game.rules.sting.legal import actions_by_kind, candidate_melds, legal_actions, random_action
from game.rules.sting.melds import Layout, is_valid_meld, layouts, meld_score
from game.rules.sting.observation import StingObservation
from game.rules.sting.plays import (
    DRAW,
    OVER,
    PLAY,
    TAKE_BACK,
    PendingPass,
    Phase,
    TableMeld,
    check,
    wild_readings,
)

__all__ = [
    "ACTIONS",
    "COLOURS",
    "DRAW",
    "HIGHEST_WINS",
    "NAME",
    "NO_MELD",
    "NO_SEAT",
    "OPTIONS",
    "OVER",
    "PLAY",
    "SEATS",
    "STALL_CIRCUITS",
    "TAKE_BACK",
    "AcceptPass",
    "AddToMeld",
    "Discard",
    "Discarded",
    "Draw",
    "Drew",
    "GameOver",
    "LayMeld",
    "Layout",
    "MeldExtended",
    "MeldLaid",
    "PassAPile",
    "PassAccepted",
    "PendingPass",
    "Phase",
    "PilePassed",
    "PileRebuilt",
    "RoundDealt",
    "RoundScored",
    "StingCard",
    "StingObservation",
    "StingState",
    "Substitute",
    "Substituted",
    "TableMeld",
    "TakeItBack",
    "TurnBegan",
    "WentOut",
    "actions_by_kind",
    "candidate_melds",
    "check",
    "full_deck",
    "hand_points",
    "hand_value",
    "is_action",
    "is_valid_meld",
    "is_wild",
    "layouts",
    "legal_actions",
    "meld_score",
    "new_game",
    "observe",
    "parse_cards",
    "random_action",
    "wild_readings",
]
