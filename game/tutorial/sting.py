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
from game.tutorial.steps import CLICK, DRAG, FINISH, SUMMARY, WAIT, Lesson, Step

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
    title="Sting",
    seed=3001,
    options={"first_dealer": BO, "deal": 7, STACK: STACKED},
    seats=(("You", "human", ""), ("Bo", "bot", "medium")),
    blurb="Announce the draw, sting with melds and wilds, pass piles and take them back.",
    steps=(
        Step(
            "Welcome to Sting! Melds are sets (one number, all colours different) and runs "
            "(one colour in a row). The twist: you lay every meld in front of an opponent, "
            "and it scores against them. Lowest total wins."
        ),
        Step(
            "Every turn starts by announcing your draw: 1 or 2 cards. More cards give more "
            "melds, but each card still in your hand at the end costs you. Press Draw 2.",
            do=CLICK,
            point="button:draw2",
            expects=action_is(sting.Draw(YOU, 2)),
            done_on=event_of(sting.Drew, YOU),
        ),
        Step(
            "The red 3, 4 and 5 make a run. Drag them one by one into the new-meld slot.",
            do=DRAG,
            cards=RED,
            to="stage",
            done_if=staged(RED),
        ),
        Step(
            "Never in front of yourself: drag the new meld onto Bo's area. Each card of the "
            "meld is a point against Bo.",
            do=DRAG,
            point="staged",
            to=f"seat:{BO}",
            expects=laying(RED, BO),
            done_on=event_of(sting.MeldLaid, YOU),
            again=1,
        ),
        Step(
            "The Double Sting is a wild (here a red 2 or 6) that doubles its meld's "
            "score. Drag it onto Bo's run: 4 cards × 2 = 8 points.",
            do=DRAG,
            point="card:W2",
            to=f"meld:{RED_RUN}",
            expects=adding_wild("W2", RED_RUN),
            done_on=event_of(sting.MeldExtended, YOU),
        ),
        Step(
            "A turn ends with a discard. The yellow 2 fits nothing: drag it onto the pile.",
            do=DRAG,
            point="card:Y2",
            to="discard",
            expects=action_is(sting.Discard(YOU, cards("Y2")[0])),
            done_on=event_of(sting.Discarded, YOU),
        ),
        Step(
            "Now Bo plays. Watch what he lays in front of you.",
            do=WAIT,
            done_on=event_of(sting.PilePassed, BO, to_seat=YOU),
        ),
        Step(
            "Bo played a Pass-A-Pile: your 8-point run now lies in front of you! Your "
            "Take-It-Back answers it. Press Take it back.",
            do=CLICK,
            point="button:take_back",
            expects=action_is(sting.TakeItBack(YOU)),
            done_on=event_of(sting.PilePassed, YOU),
        ),
        Step(
            "The run is Bo's again; only a Take-It-Back of his own could return it. "
            "Watch Bo finish his turn.",
            do=WAIT,
            done_on=event_of(sting.Discarded, BO),
        ),
        Step(
            "Your turn. One green 9 would finish a run with your 7 and 8, so take only "
            "what you need: press Draw 1.",
            do=CLICK,
            point="button:draw1",
            expects=action_is(sting.Draw(YOU, 1)),
            done_on=event_of(sting.Drew, YOU),
        ),
        Step(
            "Bo laid the blue 7-8-9 in front of you. Pass it back: drag your Pass-A-Pile "
            "onto the discard pile.",
            do=DRAG,
            point="card:PP",
            to="discard",
            done_if=passing(-1),
        ),
        Step(
            "Now click the blue run in front of you…",
            do=CLICK,
            point=f"meld:{BLUE_RUN}",
            done_if=passing(BLUE_RUN),
            again=1,
        ),
        Step(
            "…and then Bo's area: he receives it.",
            do=CLICK,
            point=f"seat:{BO}",
            expects=action_is(sting.PassAPile(YOU, BLUE_RUN, BO)),
            done_on=event_of(sting.PilePassed, YOU),
            again=2,
        ),
        Step(
            "Bo could answer with a Take-It-Back. Watch.",
            do=WAIT,
            done_on=event_of(sting.PassAccepted, BO),
        ),
        Step(
            "He had none, so he keeps it. Go out: drag the green 7, 8 and 9 into the "
            "new-meld slot.",
            do=DRAG,
            cards=GREEN,
            to="stage",
            done_if=staged(GREEN),
        ),
        Step(
            "Lay them in front of Bo. Your hand empties, so you go out at once — no "
            "discard needed — and score 0 whatever lies in front of you.",
            do=DRAG,
            point="staged",
            to=f"seat:{BO}",
            expects=laying(GREEN, BO),
            done_on=event_of(sting.WentOut, YOU),
            again=1,
        ),
        Step(
            "Round over. Bo pays for every meld in front of him — the red run 8, blue 3, green 3 — "
            "and 1 a card left in his hand: 17. You went out: 0. Press Next round.",
            do=SUMMARY,
        ),
        Step(
            "That is Sting: announce 1 or 2, sting opponents with melds and multiplying "
            "wilds, pass piles, take them back, go out first. A game runs five rounds; "
            "stuck? Hint (H) shows a good move and why.",
            do=FINISH,
        ),
    ),
)
