"""The Rumski lesson: one guided round against Bo (RU-5, RU-6, RU-7, RU-9, RU-11, RU-12).

The deal is stacked (the engine's secret `"stack"` option; the rest of the deck is
shuffled from the seed) so every turn teaches one thing:

1. You draw the red 7 and open with the run red 3–8, made only from your own hand
   (RU-6), then discard the blue 2 on the blue 9: it follows by colour (RU-9).
2. Bo (medium) holds no meld and only one card that follows, the blue 10: he draws
   and throws it.
3. Under the blue 10 lie your blue 2 and the blue 9: you take the whole pile (RU-5),
   lay the 9s and the blue 10–12, and start a new pile with any card (RU-9).
4. Bo has nothing that follows the blue 2, so he knocks.
5. You draw the yellow 8 and rearrange the Community (RU-7): the red 8 leaves your run
   to make a group with your green and yellow 8; the green 2 follows the blue 2 by
   number, and discarding it empties your hand: Rumski! (RU-11; with two players you
   laid down on an earlier turn, RU-12).

The medium bot is deterministic from its seed, so the lesson plays the same every time.
"""

from __future__ import annotations

from typing import Any

from game.rules import rumski
from game.rules.rumski.engine import STACK, stack_for
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, WHY, YOU_AND_BO, Lesson, Step

YOU, BO = 0, 1
YOUR_HAND = "R3 R4 R5 R6 R8 B2 P9 G9 G8 B11 B12 G2"
BOS_HAND = "B10 G4 G7 G11 P3 P6 P13 Y1 Y5 Y12 R1 R10"
# The card turned up to start the discard pile, then the stock's draws in turn: yours,
# Bo's, Bo's (you take the pile in between), yours.
THEN = "B9 R7 P11 R13 Y8"

RUN = ("R3", "R4", "R5", "R6", "R7", "R8")
NINES = ("B9", "P9", "G9")
BLUES = ("B10", "B11", "B12")
EIGHTS = ("R8", "G8", "Y8")


def _card(token: str) -> Any:
    return rumski.parse_card(token)


def drew(seat: int, source: str | None = None):
    def check(event: Any) -> bool:
        return (
            isinstance(event, rumski.Drew)
            and event.seat == seat
            and (source is None or event.source == source)
        )

    return check


def event_of(kind: type, seat: int | None = None):
    return lambda event: isinstance(event, kind) and (seat is None or event.seat == seat)


def discard_of(token: str):
    return lambda action: action == rumski.Discard(YOU, _card(token))


def plays_only(*tokens: str):
    """A Community play (or a reset of the turn) that uses only the lesson's cards."""
    allowed = {_card(token) for token in tokens}

    def check(action: Any) -> bool:
        if isinstance(action, rumski.ResetTurn):
            return action.seat == YOU
        return (
            isinstance(action, rumski.PlayCommunity)
            and action.seat == YOU
            and all(card in allowed for meld in action.community for card in meld)
        )

    return check


def meld_laid(tokens: tuple[str, ...]):
    """The Community shows one meld holding exactly these cards (RU-4)."""
    wanted = sorted(tokens)

    def check(table: Any) -> bool:
        community = getattr(table.observation, "community", ())
        return any(sorted(str(card) for card in meld) == wanted for meld in community)

    return check


LESSON = Lesson(
    game="rumski",
    seed=3,
    options={"first_dealer": BO, STACK: stack_for(2, BO, {YOU: YOUR_HAND, BO: BOS_HAND}, THEN)},
    seats=YOU_AND_BO,
    steps=(
        Step("lesson.rumski.welcome"),
        Step("lesson.rumski.follow_top", point="discard"),
        Step(
            "lesson.rumski.first_draw",
            do=CLICK,
            point="stock",
            expects=lambda action: action == rumski.DrawStock(YOU),
            done_on=drew(YOU),
        ),
        Step(
            "lesson.rumski.open",
            do=DRAG,
            cards=RUN,
            to="with:R3",
            expects=plays_only(*RUN),
            done_if=meld_laid(RUN),
        ),
        Step(
            "lesson.rumski.discard_blue_2",
            do=DRAG,
            point="card:B2",
            to="discard",
            expects=discard_of("B2"),
            done_on=event_of(rumski.Discarded, YOU),
        ),
        Step("lesson.rumski.bo_follows", do=WAIT, done_on=event_of(rumski.Discarded, BO)),
        Step(
            "lesson.rumski.take_all",
            do=CLICK,
            point="button:take_all",
            expects=lambda action: action == rumski.TakeDiscard(YOU, True),
            done_on=drew(YOU, rumski.FROM_PILE),
        ),
        Step(
            "lesson.rumski.lay_nines",
            do=DRAG,
            cards=NINES,
            to="with:B9",
            expects=plays_only(*RUN, *NINES),
            done_if=meld_laid(NINES),
        ),
        Step(
            "lesson.rumski.lay_blues",
            do=DRAG,
            cards=BLUES,
            to="with:B10",
            expects=plays_only(*RUN, *NINES, *BLUES),
            done_if=meld_laid(BLUES),
        ),
        Step(
            "lesson.rumski.new_pile",
            do=DRAG,
            point="card:B2",
            to="discard",
            expects=discard_of("B2"),
            done_on=event_of(rumski.Discarded, YOU),
        ),
        Step("lesson.rumski.watch_bo", do=WAIT, done_on=event_of(rumski.Knocked, BO)),
        Step("lesson.rumski.bo_knocked", do=WHY, point="log"),
        Step(
            "lesson.rumski.draw_again",
            do=CLICK,
            point="stock",
            expects=lambda action: action == rumski.DrawStock(YOU),
            done_on=drew(YOU),
        ),
        Step(
            "lesson.rumski.move_red_8",
            do=DRAG,
            point="community:R8",
            to="new",
            expects=plays_only(*RUN, *NINES, *BLUES, *EIGHTS),
            done_if=meld_laid(("R8",)),
        ),
        Step(
            "lesson.rumski.make_eights",
            do=DRAG,
            cards=("G8", "Y8"),
            to="with:R8",
            expects=plays_only(*RUN, *NINES, *BLUES, *EIGHTS),
            done_if=meld_laid(EIGHTS),
        ),
        Step(
            "lesson.rumski.go_out",
            do=DRAG,
            point="card:G2",
            to="discard",
            expects=discard_of("G2"),
            done_on=event_of(rumski.RoundWon, YOU),
        ),
        Step("lesson.rumski.summary", do=SUMMARY, point="summary"),
        Step("lesson.rumski.finish", do=FINISH),
    ),
)
