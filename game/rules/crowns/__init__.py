"""Crowns: the five-suit, eleven-hand rummy whose wild rank rotates (rules CR-1 .. CR-15).

Source of the rules: the printed Crowns rules, as settled in the project's `crowns.md`
rules file (rule ids CR-n). Public surface of the game:

* cards (`deck`, CR-1 .. CR-3): `CrownsCard`, `parse_cards`, `card_value`, `is_wild`,
  `SUITS`, and `deck(packs)` itself;
* melds (`melds`, CR-10): `is_meld`, `is_arrangement`, `meld_reading` (a meld in reading
  order and what each wild in it stands for, `StandsFor`);
* the best arrangement (`solver`, CR-11, CR-13): `min_deadwood`, `best_arrangement`,
  `can_go_out`;
* the game (`engine`, CR-4 .. CR-15): `new_game`, `CrownsState`; `observe` ->
  `CrownsObservation` (`observation`); `legal_actions` (`legal`); the actions `Draw`,
  `Discard`, `GoOut` and the events (`actions`).
"""

from game.rules.crowns.actions import (
    ACTIONS,
    Discard,
    Discarded,
    Draw,
    Drew,
    FinalLaid,
    GameOver,
    GoOut,
    HandDealt,
    HandEnded,
    StockRebuilt,
    WentOut,
)
from game.rules.crowns.deck import (
    JOKER_CARD,
    RANKS,
    SUITS,
    CrownsCard,
    card_value,
    cards_value,
    deck,
    is_wild,
    parse_card,
    parse_cards,
    sort_key,
)
from game.rules.crowns.engine import (
    HANDS,
    HIGHEST_WINS,
    NAME,
    OPTIONS,
    SEATS,
    CrownsState,
    new_game,
)
from game.rules.crowns.legal import go_out_action, legal_actions
from game.rules.crowns.melds import StandsFor, is_arrangement, is_meld, meld_reading
from game.rules.crowns.observation import CrownsObservation
from game.rules.crowns.solver import (
    best_arrangement,
    can_go_out,
    deadwood_after_draws,
    melds_everything,
    min_deadwood,
    min_deadwood_after_discard,
)
from game.rules.engine import observe

__all__ = [
    "ACTIONS",
    "HANDS",
    "HIGHEST_WINS",
    "JOKER_CARD",
    "NAME",
    "OPTIONS",
    "RANKS",
    "SEATS",
    "SUITS",
    "CrownsCard",
    "CrownsObservation",
    "CrownsState",
    "Discard",
    "Discarded",
    "Draw",
    "Drew",
    "FinalLaid",
    "GameOver",
    "GoOut",
    "HandDealt",
    "HandEnded",
    "StockRebuilt",
    "WentOut",
    "best_arrangement",
    "can_go_out",
    "card_value",
    "cards_value",
    "deadwood_after_draws",
    "deck",
    "go_out_action",
    "is_arrangement",
    "is_meld",
    "meld_reading",
    "StandsFor",
    "is_wild",
    "legal_actions",
    "melds_everything",
    "min_deadwood",
    "min_deadwood_after_discard",
    "new_game",
    "observe",
    "parse_card",
    "parse_cards",
    "sort_key",
]
