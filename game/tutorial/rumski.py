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
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, WHY, Lesson, Step

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
    title="Rumski",
    seed=3,
    options={"first_dealer": BO, STACK: stack_for(2, BO, {YOU: YOUR_HAND, BO: BOS_HAND}, THEN)},
    seats=(("You", "human", ""), ("Bo", "bot", "medium")),
    blurb="Opening, the shared Community, taking the whole pile, colour or number.",
    steps=(
        Step(
            "Welcome to Rumski! Melds — three or more of a number in different colours, or "
            "a run of one colour — all go to one shared Community in the middle. "
            "Empty your hand first to win the round."
        ),
        Step(
            "This blue 9 starts the discard pile. Every discard must follow the top card: "
            "the same colour or the same number.",
            point="discard",
        ),
        Step(
            "Your turn starts with a draw: click the stock.",
            do=CLICK,
            point="stock",
            expects=lambda action: action == rumski.DrawStock(YOU),
            done_on=drew(YOU),
        ),
        Step(
            "The red 7! Before you may touch the Community you must open with a meld made "
            "only from your own hand. Drag the red 3 to 8, one by one, into the new-meld "
            "space.",
            do=DRAG,
            cards=RUN,
            to="with:R3",
            expects=plays_only(*RUN),
            done_if=meld_laid(RUN),
        ),
        Step(
            "You have opened. End the turn with a card that follows the blue 9: the blue 2 "
            "follows by colour. Drag it onto the pile.",
            do=DRAG,
            point="card:B2",
            to="discard",
            expects=discard_of("B2"),
            done_on=event_of(rumski.Discarded, YOU),
        ),
        Step(
            "Bo's turn: he must follow your blue 2 with a blue card or a 2.",
            do=WAIT,
            done_on=event_of(rumski.Discarded, BO),
        ),
        Step(
            "Bo threw the blue 10. Under it lie your blue 2 and the blue 9: with your 9s and "
            "your blue 11 and 12 they make melds. You may take the whole pile: press Take all.",
            do=CLICK,
            point="button:take_all",
            expects=lambda action: action == rumski.TakeDiscard(YOU, True),
            done_on=drew(YOU, rumski.FROM_PILE),
        ),
        Step(
            "Lay the 9s: drag the blue, purple and green 9 into the new-meld space.",
            do=DRAG,
            cards=NINES,
            to="with:B9",
            expects=plays_only(*RUN, *NINES),
            done_if=meld_laid(NINES),
        ),
        Step(
            "And a run: drag the blue 10, 11 and 12 into the new-meld space.",
            do=DRAG,
            cards=BLUES,
            to="with:B10",
            expects=plays_only(*RUN, *NINES, *BLUES),
            done_if=meld_laid(BLUES),
        ),
        Step(
            "Whoever takes the whole pile starts a new one with any card but a wild — it "
            "need not follow anything. Drop the blue 2 on the empty pile.",
            do=DRAG,
            point="card:B2",
            to="discard",
            expects=discard_of("B2"),
            done_on=event_of(rumski.Discarded, YOU),
        ),
        Step("Watch Bo's turn.", do=WAIT, done_on=event_of(rumski.Knocked, BO)),
        Step(
            "Bo knocked: he ended his turn without a discard. Click his last line in the "
            "move log to read why.",
            do=WHY,
            point="log",
        ),
        Step(
            "Your turn: draw from the stock.",
            do=CLICK,
            point="stock",
            expects=lambda action: action == rumski.DrawStock(YOU),
            done_on=drew(YOU),
        ),
        Step(
            "You drew the yellow 8. With your green 8 it needs a third 8: the red 8 at the "
            "end of your run. Community cards can move between melds: drag the red 8 into "
            "the new-meld space.",
            do=DRAG,
            point="community:R8",
            to="new",
            expects=plays_only(*RUN, *NINES, *BLUES, *EIGHTS),
            done_if=meld_laid(("R8",)),
        ),
        Step(
            "The run red 3–7 is still a run. Now drag your green and yellow 8 onto the red 8.",
            do=DRAG,
            cards=("G8", "Y8"),
            to="with:R8",
            expects=plays_only(*RUN, *NINES, *BLUES, *EIGHTS),
            done_if=meld_laid(EIGHTS),
        ),
        Step(
            "Every meld is legal again. The green 2 follows the blue 2 by number: discard "
            "your last card to go out. Rumski!",
            do=DRAG,
            point="card:G2",
            to="discard",
            expects=discard_of("G2"),
            done_on=event_of(rumski.RoundWon, YOU),
        ),
        Step(
            "You went out, so you score the cards left in Bo's hand: 5 for each 1–9, 10 for "
            "each 10–13, 25 for a wild. Press Next round.",
            do=SUMMARY,
            point="summary",
        ),
        Step(
            "That is Rumski: open from your own hand, then build on and rearrange the "
            "Community, follow colour or number, take the whole pile when it pays. First "
            "to 200 wins; stuck? Hint (H) shows a good move and why.",
            do=FINISH,
        ),
    ),
)
