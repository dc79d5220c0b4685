"""The Sting lesson: one guided round against one bot (ST-4, ST-5a, ST-5b, ST-5e, ST-5f,
ST-6, ST-8, ST-9, ST-10).

The deck is stacked (`engine.stack_for`, the rest shuffled from seed 3001), seven
cards each, Bo dealing so that you play first. Your first turn announces a draw of
2, lays the red 3-4-5 in front of Bo, adds the Double Sting to it (4 cards × 2) and
discards. Bo lays the blue 7-8-9 in front of you and passes the red run to you with a
Pass-A-Pile; your Take-It-Back sends it back. Your second turn announces a draw of 1,
passes the blue run to Bo and goes out by laying the green 7-8-9. The medium bot
decides from its Observation only and without chance, so it plays the same every time.
"""

from __future__ import annotations

from typing import Any

from game.rules import sting
from game.rules.sting.engine import STACK, stack_for
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, YOU_AND_BO, Lesson, Step

YOU, BO = 0, 1
RED_RUN, BLUE_RUN = 0, 1  # meld ids, in the order the melds are laid
HANDS = {YOU: "R3 R4 R5 W2 PP TB G7", BO: "B7 B8 B9 PP Y1 G4 R9"}
# The card turned up to start the discard pile, then the draws: yours (2), Bo's (1), yours (1).
THEN = "Y3 G8 Y2 Y6 G9"
RED = ("R3", "R4", "R5")
GREEN = ("G7", "G8", "G9")


def cards(tokens: tuple[str, ...] | str) -> list:
    text = tokens if isinstance(tokens, str) else " ".join(tokens)
    return sting.parse_cards(text)


def tokens(found: Any) -> list[str]:
    return sorted(str(card) for card in found)


def event_of(kind: type, seat: int | None = None, **fields: Any):
    """The engine event `kind` by `seat` (with the given fields)."""

    def check(event: Any) -> bool:
        if not isinstance(event, kind) or (seat is not None and event.seat != seat):
            return False
        return all(getattr(event, name) == value for name, value in fields.items())

    return check


def action_is(wanted: Any):
    return lambda action: action == wanted


def adding_wild(token: str, meld_id: int):
    """ST-5b: the wild onto the meld, at whichever end the player drops it (ST-5a)."""
    card = cards(token)[0]

    def check(action: Any) -> bool:
        return (
            isinstance(action, sting.AddToMeld)
            and action.seat == YOU
            and action.meld_id == meld_id
            and tuple(action.cards) == (card,)
            and not action.from_discard
        )

    return check


def laying(meld: tuple[str, ...], to_seat: int):
    """ST-5a: the new meld of exactly these cards in front of `to_seat`."""
    wanted = tokens(cards(meld))

    def check(action: Any) -> bool:
        return (
            isinstance(action, sting.LayMeld)
            and action.seat == YOU
            and action.to_seat == to_seat
            and not action.from_discard
            and tokens(action.cards) == wanted
        )

    return check


def staged(meld: tuple[str, ...]):
    """The new-meld slot holds exactly these cards."""
    wanted = tokens(cards(meld))
    return lambda table: any(tokens(group) == wanted for group in table.staged_cards())


def passing(state: int):
    """The table's Pass-A-Pile in progress: -1 once the PP is played (choose a meld),
    then the meld chosen."""
    return lambda table: getattr(table, "passing", None) == state


STACKED = stack_for(2, BO, HANDS, THEN)

LESSON = Lesson(
    game="sting",
    seed=3001,
    options={"first_dealer": BO, "deal": 7, STACK: STACKED},
    seats=YOU_AND_BO,
    steps=(
        Step("lesson.sting.welcome"),
        Step(
            "lesson.sting.announce_two",
            do=CLICK,
            point="button:draw2",
            expects=action_is(sting.Draw(YOU, 2)),
            done_on=event_of(sting.Drew, YOU),
        ),
        Step("lesson.sting.stage_red_run", do=DRAG, cards=RED, to="stage", done_if=staged(RED)),
        Step(
            "lesson.sting.lay_before_bo",
            do=DRAG,
            point="staged",
            to=f"seat:{BO}",
            expects=laying(RED, BO),
            done_on=event_of(sting.MeldLaid, YOU),
            again=1,
        ),
        Step(
            "lesson.sting.double_sting",
            do=DRAG,
            point="card:W2",
            to=f"meld:{RED_RUN}",
            expects=adding_wild("W2", RED_RUN),
            done_on=event_of(sting.MeldExtended, YOU),
        ),
        Step(
            "lesson.sting.discard_yellow",
            do=DRAG,
            point="card:Y2",
            to="discard",
            expects=action_is(sting.Discard(YOU, cards("Y2")[0])),
            done_on=event_of(sting.Discarded, YOU),
        ),
        Step("lesson.sting.bo_plays", do=WAIT, done_on=event_of(sting.PilePassed, BO, to_seat=YOU)),
        Step(
            "lesson.sting.take_it_back",
            do=CLICK,
            point="button:take_back",
            expects=action_is(sting.TakeItBack(YOU)),
            done_on=event_of(sting.PilePassed, YOU),
            about=(f"penalty:{BO}", f"penalty:{YOU}", f"meld:{RED_RUN}"),
        ),
        Step("lesson.sting.watch_bo_finish", do=WAIT, done_on=event_of(sting.Discarded, BO)),
        Step(
            "lesson.sting.announce_one",
            do=CLICK,
            point="button:draw1",
            expects=action_is(sting.Draw(YOU, 1)),
            done_on=event_of(sting.Drew, YOU),
        ),
        Step(
            "lesson.sting.pass_a_pile",
            do=DRAG,
            point="card:PP",
            to="discard",
            done_if=passing(-1),
        ),
        Step(
            "lesson.sting.choose_blue_run",
            do=CLICK,
            point=f"meld:{BLUE_RUN}",
            done_if=passing(BLUE_RUN),
            again=1,
        ),
        Step(
            "lesson.sting.choose_bo",
            do=CLICK,
            point=f"seat:{BO}",
            expects=action_is(sting.PassAPile(YOU, BLUE_RUN, BO)),
            done_on=event_of(sting.PilePassed, YOU),
            again=2,
        ),
        Step("lesson.sting.bo_could_answer", do=WAIT, done_on=event_of(sting.PassAccepted, BO)),
        Step(
            "lesson.sting.stage_green_run",
            do=DRAG,
            cards=GREEN,
            to="stage",
            done_if=staged(GREEN),
        ),
        Step(
            "lesson.sting.go_out",
            do=DRAG,
            point="staged",
            to=f"seat:{BO}",
            expects=laying(GREEN, BO),
            done_on=event_of(sting.WentOut, YOU),
            again=1,
        ),
        Step("lesson.sting.summary", do=SUMMARY),
        Step("lesson.sting.finish", do=FINISH),
    ),
)
