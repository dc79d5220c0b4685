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
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, WHY, Lesson, Step

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
    title="Crowns",
    seed=2001,
    options={"first_dealer": BO},
    seats=(("You", "human", ""), ("Bo", "bot", "medium")),
    blurb="Draw, discard, wilds that change every hand, going out and the final turn.",
    steps=(
        Step(
            "Welcome to Crowns! You collect books (three or more of a rank) and runs "
            "(three or more of one suit in a row). Lowest score after eleven hands wins. "
            "This lesson plays the first two hands against Bo."
        ),
        Step(
            "Hand 1 deals 3 cards, so 3s are wild — and jokers always are. The wild rank "
            "grows by one every hand: count the cards you were dealt.",
            point="header",
        ),
        Step(
            "Your turn. Every turn starts with a draw: click the stock.",
            do=CLICK,
            point="stock",
            expects=draw_from("stock"),
            done_on=drew(YOU),
        ),
        Step(
            "You drew the 10 of diamonds: it fits with nothing you hold. End your turn "
            "by dragging it onto the discard pile.",
            do=DRAG,
            point="card:10D",
            to="discard",
            expects=discard_of("10D"),
            done_on=event_of(crowns.Discarded, YOU),
        ),
        Step(
            "Now Bo plays. Whoever can put every card but one into books and runs may go out.",
            do=WAIT,
            done_on=event_of(crowns.WentOut, BO),
        ),
        Step(
            "Bo went out: the 5 of clubs and two wild 3s make a meld. Bots explain "
            "themselves — click Bo's last line in the move log to read why.",
            do=WHY,
            point="log",
        ),
        Step(
            "When someone goes out, everyone else gets one final turn. Draw from the stock.",
            do=CLICK,
            point="stock",
            expects=draw_from("stock"),
            done_on=drew(YOU),
        ),
        Step(
            "A joker! With your two 9s it makes a book. On a final turn the game lays your "
            "best melds for you; you only choose the discard: drag the 5 of stars onto the pile.",
            do=DRAG,
            point="card:5X",
            to="discard",
            expects=discard_of("5X"),
            done_on=event_of(crowns.FinalLaid, YOU),
        ),
        Step(
            "Hand 1 is over. The summary shows every hand as it ended: your 9s and the joker "
            "were laid for you, so you scored 0 too (Hand histories shows every move). "
            "Press Next hand.",
            do=SUMMARY,
            point="summary",
        ),
        Step(
            "Hand 2 deals 4 cards, so now 4s are wild — you hold two of them. Bo plays first.",
            point="card:4C+4X",
        ),
        Step("Watch Bo's turn.", do=WAIT, done_on=event_of(crowns.Discarded, BO)),
        Step(
            "Bo threw the Queen of spades. With your Queen of stars and the two wild 4s it "
            "makes a book: click the discard pile to take it.",
            do=CLICK,
            point="discard",
            expects=draw_from("discard"),
            done_on=drew(YOU, "discard"),
        ),
        Step(
            "Lay out the book: drag the two Queens and both 4s, one by one, onto the meld space.",
            do=DRAG,
            cards=BOOK,
            to="meld",
            done_if=meld_arranged(BOOK),
        ),
        Step(
            "Every card but one is in a meld. Go out: drop the 10 of hearts on the discard pile.",
            do=DRAG,
            point="card:10H",
            to="discard",
            expects=going_out_with("10H"),
            done_on=event_of(crowns.WentOut, YOU),
        ),
        Step("You went out! Bo takes one final turn.", do=WAIT, done_on=event_of(crowns.HandEnded)),
        Step(
            "You scored 0 for the hand; Bo scores what was left in his hand. Press Next hand.",
            do=SUMMARY,
            point="summary",
        ),
        Step(
            "That is Crowns: draw, meld, discard, count the wilds, go out. Nine more hands "
            "follow, each dealing one card more. Stuck? Hint (H) shows a good move and why.",
            do=FINISH,
        ),
    ),
)
