"""How the shared table speaks Sting: the table adapter — how the hand sorts, what the
prompt and the move log say (melds and cards in words), how each engine event moves
cards, and the round summary's rows.

Rules: ST-3 (the deal), ST-4 (the announced draw), ST-5a–f (melds laid, added to,
swapped into, passed, taken back: one line each in the log), ST-6 (discard), ST-9 and
ST-10 (the round summary: melds and the hand left per seat), ST-11 (game end).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from game.bots.words import named
from game.rules import sting
from game.rules.engine import Action, Event
from game.rules.sting.melds import RUN, layout_in_order
from game.rules.sting.plays import sting_card
from game.rules.sting.words import meld_words
from game.scenes.table_adapter import Motion, RoundSummary, SummaryRow, discarded, hand_end_view
from game.text import game_name, tr
from game.text.said import Said

COLOUR_ORDER = {colour: index for index, colour in enumerate(sting.COLOURS)}
FACE_ORDER = {face: index for index, face in enumerate(("W", "W2", "W3", "WS", "PP", "TB"))}


def sort_key(mode: str) -> Callable[[Any], tuple]:
    """Numbered cards by colour (or number) first, then the special cards."""

    def key(card: Any) -> tuple:
        if card.face:
            return (1, FACE_ORDER.get(card.face, 9), 0, 0)
        if mode == "rank":
            return (0, card.rank, COLOUR_ORDER[card.suit], 0)
        return (0, COLOUR_ORDER[card.suit], card.rank, 0)

    return key


def spoken(name: str) -> str:
    """A player named inside a sentence: 'Bo', and 'you' for the viewer ('You')."""
    return tr("log.you_spoken") if name == tr("setup.you") else name


def possessive(name: str) -> str:
    """'Bo's', and 'your' for the viewer the log calls 'You'."""
    return tr("log.your") if name == tr("setup.you") else tr("log.possessive", name=name)


def wild_marks(cards: Sequence[Any]) -> tuple:
    """Each wild of a meld lying in front of a seat as `cards` (table order): its index,
    the card it stands for, and whether its colour is open (a set, ST-5d ruling) — what
    the round summary marks on it, as the table does (ST-5a ruling)."""
    layout = layout_in_order(cards)
    if layout is None:
        return ()
    return tuple((index, stands, layout.kind != RUN) for index, stands in layout.stands_for)


class StingTable:
    """The Sting table adapter: what the shared scene asks of every game."""

    game = "sting"

    @property
    def title(self) -> str:
        return game_name("sting")

    def hand(self, observation: Any) -> tuple:
        return observation.hand

    def is_wild(self, card: Any, observation: Any) -> bool:
        return False  # Sting's wilds have faces of their own; no band is needed

    def header(self, observation: Any) -> tuple[str, str]:
        options = observation.options
        if options["target"]:
            progress = tr("sting.header_target", round=observation.round, target=options["target"])
        else:
            progress = tr("sting.header_rounds", round=observation.round, rounds=options["rounds"])
        return progress, tr("sting.header_lowest")

    def sort_key(self, mode: str, observation: Any) -> Callable[[Any], tuple]:
        return sort_key(mode)

    def prompt(self, observation: Any) -> str:
        if observation.phase == sting.DRAW:
            return tr("sting.prompt_draw")
        if observation.phase == sting.TAKE_BACK:
            return tr("sting.prompt_take_back")
        return tr("sting.prompt_play")

    def can_arrange(self, observation: Any) -> bool:
        return observation.to_act == observation.seat and observation.phase == sting.PLAY

    def deck(self) -> list:
        return sorted(set(sting.full_deck()), key=sort_key("suit"))

    def draw_intent(self, seat: int, source: str) -> Action:
        return sting.Draw(seat, 1)

    def discard_intent(self, observation: Any, card: Any, staged: Sequence) -> Action:
        return sting.Discard(observation.seat, card)

    def motions(self, event: Event) -> list[Motion]:
        if isinstance(event, sting.RoundDealt):
            return [Motion("deal", event.dealer, data=SimpleNamespace(hand_size=event.deal))]
        if isinstance(event, sting.Drew):
            return [Motion("draw", event.seat, source="stock") for _ in range(event.count)]
        if isinstance(event, sting.Discarded):
            return [Motion("discard", event.seat, event.card)]
        if isinstance(event, sting.PilePassed):
            return [
                Motion("table", event.seat, data=event),
                Motion("discard", event.seat, event.card),
            ]
        if isinstance(event, sting.MeldLaid | sting.MeldExtended | sting.Substituted):
            return [Motion("table", event.seat, data=event)]
        if isinstance(event, sting.PassAccepted):
            return [Motion("table", event.seat, data=event)]
        if isinstance(event, sting.WentOut):
            return [Motion("out", event.seat)]
        if isinstance(event, sting.RoundScored):
            return [Motion("hand_end", data=event)]
        if isinstance(event, sting.GameOver):
            return [Motion("game_over", data=event)]
        return []

    def end_view(self, before: Any, events: Sequence[Event]) -> Any:
        """The viewer's table as the round ended (`events`: the move's, through the
        `RoundScored`): each hand left (ST-9, ST-10), the totals and the discards. The
        melds are drawn as the animation reaches them (`sting.mirror`)."""
        ended = events[-1]
        if before is None:
            return None
        pile = tuple(before.discard_pile) + discarded(self, events)
        return hand_end_view(before, ended.hands, discard_pile=pile, totals=ended.totals)

    def describe(self, event: Event, name: Callable[[int], str]) -> str | None:
        """One line for the move log."""
        if isinstance(event, sting.RoundDealt):
            return tr(
                "sting.log_dealt", round=event.round, name=name(event.dealer), deal=event.deal
            )
        if isinstance(event, sting.Drew):
            return tr(
                "sting.log_drew",
                name=name(event.seat),
                announced=event.announced,
                count=event.count,
            )
        if isinstance(event, sting.MeldLaid):
            meld = meld_words(event.cards)
            to = spoken(name(event.to_seat))
            if event.from_discard:
                card = sting_card(event.from_discard)
                return tr(
                    "sting.log_laid_from_pile", name=name(event.seat), meld=meld, to=to, card=card
                )
            return tr("sting.log_laid", name=name(event.seat), meld=meld, to=to)
        if isinstance(event, sting.MeldExtended):
            before = list(event.cards)
            for card in event.added:
                before.remove(card)
            whose = possessive(name(event.owner))
            if event.owner == event.seat:
                whose = tr("log.your_own" if whose == tr("log.your") else "log.their_own")
            added = named(sting_card(card) for card in event.added)
            meld = meld_words(before, wilds=False)  # only pointed at: short
            key = "sting.log_added_from_pile" if event.from_discard else "sting.log_added"
            return tr(key, name=name(event.seat), cards=added, whose=whose, meld=meld)
        if isinstance(event, sting.Substituted):
            card, freed = sting_card(event.card), sting_card(event.freed)
            return tr("sting.log_swapped", name=name(event.seat), card=card, freed=freed)
        if isinstance(event, sting.PilePassed):
            # A Pass-A-Pile passes a meld on; a Take-It-Back sends one back (ST-5e, ST-5f).
            key = "sting.log_passed" if event.card.face == "PP" else "sting.log_sent_back"
            return tr(key, name=name(event.seat), to=spoken(name(event.to_seat)))
        if isinstance(event, sting.PassAccepted):
            return tr("sting.log_kept", name=name(event.seat))
        if isinstance(event, sting.Discarded):
            return tr("log.discarded", name=name(event.seat), card=sting_card(event.card))
        if isinstance(event, sting.PileRebuilt):
            return tr("sting.log_pile_rebuilt", count=event.cards)
        if isinstance(event, sting.WentOut):
            return tr("table.went_out", name=name(event.seat))
        if isinstance(event, sting.RoundScored):
            key = "sting.log_round_stalled" if event.stalled else "sting.log_round_over"
            return tr(key, round=event.round)
        if isinstance(event, sting.GameOver):
            return tr("log.game_over")
        return None

    def sound(self, motion: Motion) -> str | None:
        if motion.kind == "table":
            return "meld"
        if motion.kind == "out":
            return "out"
        return {"deal": "deal", "draw": "draw", "discard": "discard"}.get(motion.kind)

    def summary(
        self,
        ended: Any,
        names: Sequence[str],
        melds: dict[int, tuple[int, tuple]],
        numeric: bool,
        final: bool = False,
        rounds: int = 0,
    ) -> RoundSummary:
        """ST-9, ST-10: per seat the melds in front of it and the cards left in its hand
        (the summary scene marks each one's points), the round's score and the total.
        `final` when the game ends with this round; `rounds` in the game (0: played to
        a target score)."""
        rows = []
        for seat in range(len(names)):
            mine = tuple(cards for owner, cards in melds.values() if owner == seat)
            out = seat in ended.out
            # The cards the seat still held (older events carry no hands: none shown).
            left = tuple(ended.hands[seat]) if ended.hands else ()
            wilds = tuple(wild_marks(cards) for cards in mine)
            rows.append(
                SummaryRow(
                    seat,
                    names[seat],
                    ended.scores[seat],
                    ended.totals[seat],
                    out,
                    mine,
                    left,
                    wilds,
                )
            )
        if final:
            line = Said("sting.summary_last")
        elif rounds:
            line = Said("sting.summary_next_of", round=ended.round + 1, rounds=rounds)
        else:
            line = Said("sting.summary_next", round=ended.round + 1)
        if ended.stalled:
            line = Said("sting.summary_stalled", line=line)
        title = Said("table.round", round=ended.round)
        return RoundSummary(title, rows, line, final, unit="round", number=ended.round)

    def hand_over(self, ended: Any, names: Sequence[str], observation: Any) -> RoundSummary:
        """A round that another followed, as it ended, from its RoundScored event alone
        (what a replay stops on): the melds in front of each seat, the cards left and
        the scores. `observation` (any seat's, after the move) gives the game's options."""
        fronts = ((seat, cards) for seat, melds in enumerate(ended.in_front) for cards in melds)
        options = observation.options
        rounds = 0 if options["target"] else options["rounds"]
        return self.summary(
            ended, names, dict(enumerate(fronts)), options["numeric"], False, rounds
        )
