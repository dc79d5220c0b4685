"""How the shared table speaks Rumski: the table adapter (what the log says, how each
engine event moves cards, the round summary's scoring).

Rules: RU-3 (the deal is animated), RU-5 (draws), RU-7 (Community play), RU-9 (discard
or knock), RU-11/RU-14 (the round's winner scores the cards left in every hand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from game.rules import rumski
from game.rules.engine import Action, Event
from game.rules.rumski.turn import opening_meld
from game.scenes.rumski.words import play_line
from game.scenes.table_adapter import Motion, RoundSummary, SummaryRow, discarded, hand_end_view
from game.text import game_name, tr
from game.text.said import Said

COLOUR_ORDER = {colour: index for index, colour in enumerate(rumski.COLOURS)}
# The log's line for each way of drawing (RU-5, RU-13); the whole pile says its count.
DREW = {
    "stock": "log.drew_stock",
    "top": "rumski.log_took_top",
    "reshuffle": "rumski.log_reshuffled",
    "nothing": "rumski.log_drew_nothing",
}


def opens(observation: Any) -> bool:
    """Whether the viewer has opened (RU-6), or opens with the Community staged now."""
    if observation.opened[observation.seat]:
        return True
    return opening_meld(observation.community, Counter(observation.staged)) is not None


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

    @property
    def title(self) -> str:
        return game_name("rumski")

    def hand(self, observation: Any) -> tuple:
        return observation.hand

    def is_wild(self, card: Any, observation: Any) -> bool:
        return False  # the wild has its own face

    def header(self, observation: Any) -> tuple[str, str]:
        return (
            tr("table.round", round=observation.round_number),
            tr("rumski.header_target", target=observation.target),
        )

    def sort_key(self, mode: str, observation: Any) -> Callable[[Any], tuple]:
        return sort_key(mode)

    def prompt(self, observation: Any) -> str:
        if observation.phase == rumski.DRAW:
            return tr("rumski.prompt_draw")
        placed = sum(card.is_wild for card in observation.staged)
        if observation.wilds_to_place > placed and any(c.is_wild for c in observation.hand):
            if observation.can_take_back:
                return tr("rumski.prompt_wild_or_put_back")
            return tr("rumski.prompt_wild")
        if observation.must_new_pile:
            return tr("rumski.prompt_new_pile")
        if not opens(observation):
            return tr("rumski.prompt_open")
        return tr("rumski.prompt_play")

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

    def end_view(self, before: Any, events: Sequence[Event]) -> Any:
        """The viewer's table as the round ended (`events`: the move's, through the
        `RoundWon` or `RoundVoid`): each hand left (RU-11, RU-14), the Community as it
        ended, nothing staged, the last discard on the pile (RU-9)."""
        ended = events[-1]
        if before is None:
            return None
        community = tuple(tuple(meld) for meld in ended.community) or before.community
        changes = {
            "community": community,
            "community_at_draw": community,
            "staged": (),
            "discard_pile": tuple(before.discard_pile) + discarded(self, events),
        }
        if isinstance(ended, rumski.RoundWon):
            changes["totals"] = ended.totals
        return hand_end_view(before, ended.hands, **changes)

    def describe(self, event: Event, name: Callable[[int], str]) -> str | None:
        if isinstance(event, rumski.Dealt):
            return tr("rumski.log_dealt", round=event.round_number, name=name(event.dealer))
        if isinstance(event, rumski.Drew):
            if event.source == "pile":
                return tr("rumski.log_took_pile", name=name(event.seat), count=event.count)
            return tr(DREW.get(event.source, "rumski.log_drew"), name=name(event.seat))
        if isinstance(event, rumski.LaidDown):
            return play_line(name(event.seat), event)
        if isinstance(event, rumski.TurnReset):
            return tr("rumski.log_reset", name=name(event.seat))
        if isinstance(event, rumski.TookBack):
            return tr("rumski.log_put_back", name=name(event.seat))
        if isinstance(event, rumski.Discarded):
            return tr("log.discarded", name=name(event.seat), card=event.card)
        if isinstance(event, rumski.Knocked):
            return tr("rumski.log_knocked", name=name(event.seat))
        if isinstance(event, rumski.RoundWon):
            return tr("rumski.log_round_won", name=name(event.seat), points=event.points)
        if isinstance(event, rumski.RoundVoid):
            return tr("rumski.log_void")
        if isinstance(event, rumski.GameWon):
            return tr("rumski.log_game_won", name=name(event.seat))
        return None

    def reason_role(self, event: Event) -> str:
        """Which log line says why a bot did what: a turn's end shows the Community it
        staged (RU-10) as a "played …" line before its discard, so the discard or knock
        keeps its own reason, "played …" shows the staged play's ("carried" from the
        staging, which has no line), and "opened" (said in the played line) has none."""
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
            line = Said("rumski.summary_scored", name=names[ended.seat], points=ended.points)
            title = Said("rumski.summary_won")
        else:  # RU-13: a void round scores nothing
            rows = [
                SummaryRow(seat, names[seat], 0, totals[seat], False, (), left_in(ended, seat))
                for seat in range(len(names))
            ]
            line = Said(ended.key, **dict(ended.fields)) if ended.key else ended.reason
            title = Said("rumski.summary_void")
        number = ended.round_number
        return RoundSummary(
            title, rows, line, False, unit="round", number=number, community=ended.community
        )

    def hand_over(self, ended: Any, names: Sequence[str], observation: Any) -> RoundSummary:
        """A round that another followed, as it ended, from its RoundWon or RoundVoid
        event alone (what a replay stops on): the Community, the cards left and the
        scores. `observation` (any seat's, after the move) gives the totals."""
        return self.summary(ended, names, observation.totals)


def left_in(ended: Any, seat: int) -> tuple:
    """The cards `seat` held when the round ended (none for an event made without
    them)."""
    hands = getattr(ended, "hands", ())
    return tuple(hands[seat]) if seat < len(hands) else ()
