"""The Crowns lesson: two guided hands against one bot (CR-5, CR-7, CR-8, CR-10..CR-12).

Seed 2001 with Bo dealing first was searched for a deal that teaches: in hand 1 (3s
wild) you draw and throw a loose card, Bo goes out with two wild 3s, and on your
final turn a drawn joker makes a book that the game lays for you; in hand 2 (4s wild)
you take Bo's discard, arrange a book with two wild 4s and go out. The medium bot is
deterministic from its seed, so the lesson plays the same way every time.
"""

from __future__ import annotations

from typing import Any

from game.rules import crowns
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, WHY, YOU_AND_BO, Lesson, Step

YOU, BO = 0, 1


def _card(token: str) -> Any:
    return crowns.parse_cards(token)[0]


def drew(seat: int, source: str | None = None):
    def check(event: Any) -> bool:
        return (
            isinstance(event, crowns.Drew)
            and event.seat == seat
            and (source is None or event.source == source)
        )

    return check


def draw_from(source: str):
    return lambda action: action == crowns.Draw(YOU, source)


def discard_of(token: str):
    return lambda action: action == crowns.Discard(YOU, _card(token))


def going_out_with(token: str):
    return lambda action: isinstance(action, crowns.GoOut) and action.discard == _card(token)


def event_of(kind: type, seat: int | None = None):
    return lambda event: isinstance(event, kind) and (seat is None or event.seat == seat)


def meld_arranged(tokens: tuple[str, ...]):
    """The table shows one arranged meld holding exactly these cards (CR-10)."""
    wanted = sorted(str(_card(token)) for token in tokens)

    def check(table: Any) -> bool:
        return any(sorted(str(card) for card in meld) == wanted for meld in table.staged_cards())

    return check


BOOK = ("QS", "QX", "4X", "4C")

LESSON = Lesson(
    game="crowns",
    seed=2001,
    options={"first_dealer": BO},
    seats=YOU_AND_BO,
    steps=(
        Step("lesson.crowns.welcome"),
        Step("lesson.crowns.wild_rank", point="header"),
        Step(
            "lesson.crowns.first_draw",
            do=CLICK,
            point="stock",
            expects=draw_from("stock"),
            done_on=drew(YOU),
        ),
        Step(
            "lesson.crowns.throw_loose",
            do=DRAG,
            point="card:10D",
            to="discard",
            expects=discard_of("10D"),
            done_on=event_of(crowns.Discarded, YOU),
        ),
        Step("lesson.crowns.bo_plays", do=WAIT, done_on=event_of(crowns.WentOut, BO)),
        Step("lesson.crowns.bo_went_out", do=WHY, point="log"),
        Step(
            "lesson.crowns.final_draw",
            do=CLICK,
            point="stock",
            expects=draw_from("stock"),
            done_on=drew(YOU),
        ),
        Step(
            "lesson.crowns.joker_book",
            do=DRAG,
            point="card:5X",
            to="discard",
            expects=discard_of("5X"),
            done_on=event_of(crowns.FinalLaid, YOU),
        ),
        Step("lesson.crowns.hand_1_summary", do=SUMMARY, point="summary"),
        Step("lesson.crowns.hand_2_wilds", point="card:4C+4X"),
        Step("lesson.crowns.watch_bo", do=WAIT, done_on=event_of(crowns.Discarded, BO)),
        Step(
            "lesson.crowns.take_queen",
            do=CLICK,
            point="discard",
            expects=draw_from("discard"),
            done_on=drew(YOU, "discard"),
        ),
        Step("lesson.crowns.lay_book", do=DRAG, cards=BOOK, to="meld", done_if=meld_arranged(BOOK)),
        Step(
            "lesson.crowns.go_out",
            do=DRAG,
            point="card:10H",
            to="discard",
            expects=going_out_with("10H"),
            done_on=event_of(crowns.WentOut, YOU),
        ),
        Step("lesson.crowns.final_turn", do=WAIT, done_on=event_of(crowns.HandEnded)),
        Step("lesson.crowns.hand_2_summary", do=SUMMARY, point="summary"),
        Step("lesson.crowns.finish", do=FINISH),
    ),
)
