"""How the shared table speaks Crowns: the Crowns table adapter.

The table scene knows hands, piles, seats and melds; this adapter tells it what a
Crowns drag or click means as an engine action (CR-7 draw, CR-8 discard, CR-11 go
out, CR-12 final turn), what is wild (CR-5), how an engine event moves cards, and
what the log and the round summary say. Sting and Rumski get adapters of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.rules import crowns
from game.rules.engine import Action, Event
from game.scenes.table_adapter import Motion, RoundSummary, SummaryRow, discarded, hand_end_view
from game.text import game_name, tr
from game.text.said import Said

RANK_NAMES = {11: "crowns.rank_jacks", 12: "crowns.rank_queens", 13: "crowns.rank_kings"}


def card_name(card: Any) -> str:
    """A card as the log says it: "queen of hearts", "10 of stars", "joker" (CR-1); the
    words are the card's own (`CrownsCard.worded`, in the chosen language), as bots'
    reasons say it."""
    return tr("crowns.a_card") if card is None else card.worded(tr)


def rank_plural(rank: int) -> str:
    """The wild rank as the header and the log name it: "Queens", "8s" (CR-5)."""
    return tr(RANK_NAMES[rank]) if rank in RANK_NAMES else tr("crowns.rank_number", rank=rank)


class CrownsTable:
    """The Crowns table adapter."""

    game = "crowns"
    hands = crowns.HANDS
    card_name = staticmethod(card_name)

    @property
    def title(self) -> str:
        return game_name("crowns")

    # -- what the table shows ---------------------------------------------------------
    def hand(self, observation: crowns.CrownsObservation) -> tuple:
        return observation.hand

    def is_wild(self, card: Any, observation: Any) -> bool:
        return crowns.is_wild(card, observation.wild_rank)

    def header(self, observation: Any) -> tuple[str, str]:
        """The always-visible hand number and wild rank (CR-5)."""
        return (
            tr("crowns.hand_of", hand=observation.hand_number, hands=self.hands),
            tr("crowns.header_wild", ranks=rank_plural(observation.wild_rank)),
        )

    def sort_key(self, mode: str, observation: Any) -> Callable[[Any], tuple]:
        wild_rank = observation.wild_rank

        def by_suit(card: Any) -> tuple:
            wild = crowns.is_wild(card, wild_rank)
            return (wild, crowns.sort_key(card))

        def by_rank(card: Any) -> tuple:
            wild = crowns.is_wild(card, wild_rank)
            return (wild, card.rank, crowns.sort_key(card))

        return by_rank if mode == "rank" else by_suit

    def prompt(self, observation: Any) -> str:
        """What the player whose turn it is should do now: a final turn (CR-12) is said
        so from its start, while taking the top discard is still to choose."""
        if observation.phase == "draw":
            return tr(
                "crowns.prompt_final_draw" if observation.final_turn else "crowns.prompt_draw"
            )
        if observation.final_turn:
            return tr("crowns.prompt_final")
        return tr("crowns.prompt_discard")

    def can_arrange(self, observation: Any) -> bool:
        """Melds may be arranged on your own turn (they are laid only when going out)."""
        return observation.to_act == observation.seat and observation.phase != "over"

    def deck(self) -> list:
        """Every different card of the game, for drawing faces ahead of need."""
        return sorted(set(crowns.deck(1)), key=crowns.sort_key)

    # -- intents ----------------------------------------------------------------------
    def draw_intent(self, seat: int, source: str) -> Action:
        return crowns.Draw(seat, source)

    def discard_intent(self, observation: Any, card: Any, staged: Sequence[Sequence]) -> Action:
        """Dropping a card on the discard pile: going out when the arranged melds hold
        every other card (CR-11), else a plain discard, the melds still planned (issue 18:
        a meld planned early never blocks a discard). On a final turn the engine lays the
        melds itself (CR-12)."""
        seat = observation.seat
        planned = sum(len(meld) for meld in staged)
        if staged and not observation.final_turn and planned + 1 == len(observation.hand):
            return crowns.GoOut(seat, tuple(tuple(meld) for meld in staged), card)
        return crowns.Discard(seat, card)

    def go_out_intent(self, observation: Any, staged: Sequence[Sequence], rest: Sequence) -> Any:
        """The Go out button: the arranged melds plus the one card left as the discard."""
        if len(rest) != 1:
            return None
        return self.discard_intent(observation, rest[0], staged)

    def auto_arrange(self, observation: Any) -> tuple[list[list], list]:
        """The solver's arrangement (CR-13): all but one card melded when that is possible
        (keeping the most valuable card to discard), else the least deadwood."""
        hand = list(observation.hand)
        wild_rank = observation.wild_rank
        if observation.phase == "discard" and not observation.final_turn:
            legal = crowns.legal_actions(observation)
            going_out = next((a for a in legal if isinstance(a, crowns.GoOut)), None)
            if going_out is not None:
                rest = list(hand)
                for meld in going_out.melds:
                    for card in meld:
                        rest.remove(card)
                return [list(meld) for meld in going_out.melds], rest
        melds, leftover = crowns.best_arrangement(hand, wild_rank)
        return [list(meld) for meld in melds], list(leftover)

    # -- events -----------------------------------------------------------------------
    def motions(self, event: Event) -> list[Motion]:
        if isinstance(event, crowns.HandDealt):
            return [Motion("deal", event.dealer, data=event)]
        if isinstance(event, crowns.Drew):
            return [Motion("draw", event.seat, event.card, event.source)]
        if isinstance(event, crowns.Discarded):
            return [Motion("discard", event.seat, event.card)]
        if isinstance(event, crowns.WentOut):
            return [
                Motion("lay", event.seat, melds=event.melds, data="out"),
                Motion("discard", event.seat, event.discard),
            ]
        if isinstance(event, crowns.FinalLaid):
            return [
                Motion("lay", event.seat, melds=event.melds, leftover=event.leftover),
                Motion("discard", event.seat, event.discard),
            ]
        if isinstance(event, crowns.StockRebuilt):
            return [Motion("stock", data=event.size)]
        if isinstance(event, crowns.HandEnded):
            return [Motion("hand_end", data=event)]
        if isinstance(event, crowns.GameOver):
            return [Motion("game_over", data=event)]
        return []

    def end_view(self, before: Any, events: Sequence[Event]) -> Any:
        """The viewer's table as the hand ended (`events`: the move's, through the
        `HandEnded`): each hand as scored (CR-13), the melds laid (CR-11, CR-12), the
        discard on the pile and the totals."""
        ended = events[-1]
        if before is None:
            return None
        pile = tuple(before.discard_pile) + discarded(self, events)
        changes = {"discard_pile": pile, "laid": ended.laid or before.laid, "totals": ended.totals}
        return hand_end_view(before, ended.hands, **changes)

    def describe(self, event: Event, name: Callable[[int], str]) -> str | None:
        """One line for the move log."""
        if isinstance(event, crowns.HandDealt):
            return tr(
                "crowns.log_dealt",
                hand=event.hand_number,
                name=name(event.dealer),
                size=event.hand_size,
                ranks=rank_plural(event.wild_rank),
            )
        if isinstance(event, crowns.Drew):
            if event.source == "discard":
                return tr(
                    "crowns.log_took_discard", name=name(event.seat), card=card_name(event.card)
                )
            return tr("log.drew_stock", name=name(event.seat))
        if isinstance(event, crowns.Discarded):
            return tr("log.discarded", name=name(event.seat), card=card_name(event.card))
        if isinstance(event, crowns.WentOut):
            return tr("crowns.log_went_out", name=name(event.seat), card=card_name(event.discard))
        if isinstance(event, crowns.FinalLaid):
            laid, card = len(event.melds), card_name(event.discard)
            if not laid:
                return tr("log.discarded", name=name(event.seat), card=card)
            return tr("crowns.log_laid", name=name(event.seat), count=laid, card=card)
        if isinstance(event, crowns.StockRebuilt):
            return tr("crowns.log_stock_rebuilt", count=event.size)
        if isinstance(event, crowns.HandEnded):
            return tr("crowns.log_hand_over", hand=event.hand_number)
        if isinstance(event, crowns.GameOver):
            return tr("log.game_over")
        return None

    def sound(self, motion: Motion) -> str | None:
        if motion.kind == "lay":
            return "out" if motion.data == "out" else "meld"
        return {"deal": "deal", "draw": "draw", "discard": "discard"}.get(motion.kind)

    def summary(
        self,
        ended: Any,
        names: Sequence[str],
        laid: dict[int, tuple],
        went_out: int | None,
    ) -> RoundSummary:
        """The round summary for a HandEnded event: every hand revealed, each meld as it
        reads with what its wilds stand for (CR-10, `meld_reading`)."""
        number = ended.hand_number
        wild_rank = number + 2  # CR-5: hand h deals h+2 cards and h+2 is wild
        rows = []
        for seat in range(len(names)):
            readings = [crowns.meld_reading(meld, wild_rank) for meld in laid.get(seat, ())]
            wilds = tuple(
                tuple((index, stands, not stands.suit) for index, stands in stands_for)
                for _, stands_for in readings
            )
            melds = tuple(cards for cards, _ in readings)
            left = tuple(ended.hands[seat])
            scores = (ended.scores[seat], ended.totals[seat], seat == went_out)
            rows.append(SummaryRow(seat, names[seat], *scores, melds, left, wilds))
        final = number >= self.hands
        if final:
            next_line = Said("crowns.summary_last")
        else:
            next_line = Said(
                "crowns.summary_next",
                hand=number + 1,
                hands=self.hands,
                size=number + 3,
                ranks=rank_plural(number + 3),
            )
        if getattr(ended, "stalled", False):
            next_line = Said("crowns.summary_stalled", line=next_line)
        shown = {card for row in rows for meld in row.melds for card in meld}
        shown.update(card for row in rows for card in row.leftover)
        wild_cards = frozenset(card for card in shown if crowns.is_wild(card, wild_rank))
        title = Said("crowns.hand_of", hand=number, hands=self.hands)
        return RoundSummary(title, rows, next_line, final, wild_cards, number=number)

    def hand_over(self, ended: Any, names: Sequence[str], observation: Any) -> RoundSummary:
        """A hand as it ended, from its HandEnded event alone (what a replay stops on):
        the melds laid, the cards left and the scores. `observation` (any seat's, after
        the move) is not needed in Crowns; the other games' adapters read options from it."""
        return self.summary(ended, names, dict(enumerate(ended.laid)), ended.went_out)
