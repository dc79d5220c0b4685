"""Legal Crowns actions from what a seat sees: for the random bot, the simulator, hints and
the bots that choose among them.

Rules: CR-7 (the two draws), CR-8 (a discard, not the card just taken from the discard
pile unless the hand holds no other), CR-11 (one `GoOut` when the hand can go out, laying
the best arrangement), CR-12 (no going out on a final turn).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.crowns.actions import Discard, Draw, GoOut
from game.rules.crowns.deck import CrownsCard, card_value
from game.rules.crowns.observation import CrownsObservation
from game.rules.crowns.solver import best_arrangement, can_go_out, melds_everything
from game.rules.engine import Action


def legal_actions(observation: CrownsObservation) -> list[Action]:
    """Every action the seat may take now: draws, or discards plus one GoOut when it can."""
    seat = observation.seat
    if observation.to_act != seat or observation.phase == "over":
        return []
    if observation.phase == "draw":
        actions: list[Action] = [Draw(seat, "stock")]
        if observation.discard_pile:
            actions.append(Draw(seat, "discard"))
        return actions
    hand = observation.hand
    taken = observation.taken_from_discard
    choices = list(dict.fromkeys(hand))
    if taken is not None and taken in choices and hand.count(taken) < len(hand):
        choices.remove(taken)  # CR-8: not the card just taken, unless the hand holds no other
    actions = [Discard(seat, card) for card in choices]
    if not observation.final_turn:
        going_out = go_out_action(seat, hand, observation.wild_rank, choices)
        if going_out is not None:
            actions.append(going_out)
    return actions


def go_out_action(
    seat: int, hand: Sequence[CrownsCard], wild_rank: int, choices: Sequence[CrownsCard]
) -> GoOut | None:
    """A GoOut laying the best arrangement, discarding the most valuable card that allows it."""
    if not can_go_out(hand, wild_rank):
        return None
    for card in sorted(choices, key=lambda c: -card_value(c, wild_rank)):
        rest = list(hand)
        rest.remove(card)
        if melds_everything(rest, wild_rank):
            melds, leftover = best_arrangement(rest, wild_rank)
            assert not leftover
            return GoOut(seat, melds, card)
    return None
