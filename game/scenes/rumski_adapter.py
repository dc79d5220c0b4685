"""How the shared table speaks Rumski: the table adapter (what the log says, how each
engine event moves cards, the round summary's scoring).

Rules: RU-3 (the deal is animated), RU-5 (draws), RU-7 (Community play), RU-9 (discard
or knock), RU-11/RU-14 (the round's winner scores the cards left in every hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from game.rules import rumski
from game.rules.engine import Action, Event
from game.scenes.table_crowns import Motion, RoundSummary, SummaryRow

COLOUR_ORDER = {colour: index for index, colour in enumerate(rumski.COLOURS)}


def is_wild(card: Any) -> bool:
    return bool(getattr(card, "is_wild", False))


def sort_key(mode: str) -> Callable[[Any], tuple]:
    def key(card: Any) -> tuple:
        if is_wild(card):
            return (1, 0, 0)
        if mode == "rank":
            return (0, card.rank, COLOUR_ORDER.get(card.suit, 9))
        return (0, COLOUR_ORDER.get(card.suit, 9), card.rank)

    return key


class RumskiTable:
    """The Rumski table adapter."""

    game = "rumski"
    title = "Rumski"

    def hand(self, observation: Any) -> tuple:
        return observation.hand

    def is_wild(self, card: Any, observation: Any) -> bool:
        return False  # the wild has its own face

    def header(self, observation: Any) -> tuple[str, str]:
        return (f"Round {observation.round_number}", f"First to {observation.target} wins")

    def sort_key(self, mode: str, observation: Any) -> Callable[[Any], tuple]:
        return sort_key(mode)

    def prompt(self, observation: Any) -> str:
        if observation.phase == rumski.DRAW:
            return "Your turn: draw from the stock, take the top discard, or Take all."
        placed = sum(card.is_wild for card in observation.staged)
        if observation.wilds_to_place > placed and any(c.is_wild for c in observation.hand):
            back = " — or Put back" if observation.can_take_back else ""
            return f"Play the wild in the tray into a Community meld{back}."
        if observation.must_new_pile:
            return "You took the pile: play, then start a new pile with any one card."
        if not observation.opened[observation.seat]:
            return "Open with a meld from your own hand, then discard or knock."
        return "Play to the Community — split, join, move — then discard or knock."

    def can_arrange(self, observation: Any) -> bool:
        return observation.to_act == observation.seat and observation.phase == rumski.PLAY

    def deck(self) -> list:
        return sorted(set(rumski.full_deck()), key=sort_key("suit"))

    def draw_intent(self, seat: int, source: str) -> Action:
        if source == "discard":
            return rumski.TakeDiscard(seat, False)
        return rumski.DrawStock(seat)

    def discard_intent(self, observation: Any, card: Any, staged: Sequence) -> Action:
        return rumski.Discard(observation.seat, card)

    def motions(self, event: Event) -> list[Motion]:
        if isinstance(event, rumski.Dealt):
            size = max(event.hand_sizes)
            return [Motion("deal", event.dealer, data=SimpleNamespace(hand_size=size))]
        if isinstance(event, rumski.Drew):
            source = "stock" if event.source in ("stock", "reshuffle") else "discard"
            card = event.cards[-1] if event.cards and source == "discard" else None
            count = min(event.count, 6)
            return [Motion("draw", event.seat, card, source) for _ in range(count)]
        if isinstance(event, rumski.CommunityStaged | rumski.TurnReset | rumski.LaidDown):
            return [Motion("community", event.seat, data=event)]
        if isinstance(event, rumski.TookBack):
            return [Motion("community", event.seat, data=event)]
        if isinstance(event, rumski.Discarded):
            return [Motion("discard", event.seat, event.card)]
        if isinstance(event, rumski.RoundWon | rumski.RoundVoid):
            return [Motion("hand_end", data=event)]
        if isinstance(event, rumski.GameWon):
            return [Motion("game_over", data=event)]
        return []

    def describe(self, event: Event, name: Callable[[int], str]) -> str | None:
        if isinstance(event, rumski.Dealt):
            return f"Round {event.round_number}: {name(event.dealer)} dealt"
        if isinstance(event, rumski.Drew):
            words = {
                "stock": "drew from the stock",
                "top": "took the top discard",
                "pile": f"took the whole pile ({event.count} cards)",
                "reshuffle": "reshuffled the pile and drew",
                "nothing": "had nothing to draw",
            }
            return f"{name(event.seat)} {words.get(event.source, 'drew')}"
        if isinstance(event, rumski.LaidDown):
            count = len(event.cards)
            cards = "a card" if count == 1 else f"{count} cards"
            return f"{name(event.seat)} played {cards} to the Community"
        if isinstance(event, rumski.TurnReset):
            return f"{name(event.seat)} reset the turn"
        if isinstance(event, rumski.TookBack):
            return f"{name(event.seat)} put the wild back on the discard pile"
        if isinstance(event, rumski.Opened):
            return f"{name(event.seat)} opened"
        if isinstance(event, rumski.Discarded):
            return f"{name(event.seat)} discarded the {event.card.name}"
        if isinstance(event, rumski.Knocked):
            return f"{name(event.seat)} knocked"
        if isinstance(event, rumski.RoundWon):
            return f"Rumski! {name(event.seat)} won the round: {event.points} points"
        if isinstance(event, rumski.RoundVoid):
            return "The round ends with no score"
        if isinstance(event, rumski.GameWon):
            return f"{name(event.seat)} won the game"
        return None

    def reason_role(self, event: Event) -> str:
        """Which log line says why a bot did what: a turn's end shows the Community it
        staged (RU-10) as "opened" and "played N cards" lines before its discard, so the
        discard or knock keeps its own reason, "played N cards" shows the staged play's
        ("carried" from the staging, which has no line), and "opened" shows none."""
        if isinstance(event, rumski.Opened):
            return "none"
        if isinstance(event, rumski.LaidDown):
            return "carried"
        return "own"

    def sound(self, motion: Motion) -> str | None:
        if motion.kind == "community":
            return "meld"
        return {"deal": "deal", "draw": "draw", "discard": "discard"}.get(motion.kind)

    def summary(self, ended: Any, names: Sequence[str], totals: Sequence[int]) -> RoundSummary:
        """RU-14: the winner scores what is left in every other hand."""
        if isinstance(ended, rumski.RoundWon):
            rows = [
                SummaryRow(
                    seat,
                    names[seat],
                    ended.points if seat == ended.seat else 0,
                    ended.totals[seat],
                    seat == ended.seat,
                    (),
                    tuple(ended.hands[seat]),
                )
                for seat in range(len(names))
            ]
            line = f"{names[ended.seat]} scored {ended.points}: the cards left in the other hands"
            return RoundSummary("Rumski!", rows, line, False, unit="round")
        rows = [SummaryRow(seat, names[seat], 0, totals[seat], False) for seat in range(len(names))]
        return RoundSummary("No score this round", rows, ended.reason, False, unit="round")
