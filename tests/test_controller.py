"""The controller: the one place actions are applied (DESIGN.md boundaries 4 and 5)."""

import time

import pygame
import pytest
from patience import PATIENCE

from game.controller import Controller, SeatPlan
from game.rules import crowns
from game.ui import events as app_events


@pytest.fixture
def posted():
    pygame.init()
    seen = []
    yield seen


def make(seen, seats, seed=3, speed="instant"):
    return Controller("crowns", seats, seed, {}, speed=speed, post=seen.append)


def test_illegal_intent_is_refused_with_reason_and_changes_nothing(posted):
    """CR-7: a discard before drawing is refused; the state is left as it was."""
    seats = [SeatPlan("You"), SeatPlan("Bo", "bot", "random")]
    controller = make(posted, seats)
    seat = controller.to_act
    controller.seats[seat] = SeatPlan("You")
    before = controller.observe(seat)
    card = before.hand[0]
    reason = controller.request(crowns.Discard(seat, card))
    assert reason
    assert controller.observe(seat) == before
    assert controller.record().actions == []
    refused = [e for e in posted if e.type == app_events.REFUSED]
    assert refused and refused[0].reason == reason and refused[0].rule


def test_legal_intent_is_applied_and_its_events_posted(posted):
    seats = [SeatPlan("You"), SeatPlan("Bo")]
    controller = make(posted, seats)
    seat = controller.to_act
    assert controller.request(crowns.Draw(seat, "stock")) is None
    assert controller.record().actions == [crowns.Draw(seat, "stock")]
    kinds = [type(e.event) for e in posted if e.type == app_events.GAME_EVENT]
    assert kinds == [crowns.Drew]


def test_a_human_intent_for_a_bot_seat_is_refused(posted):
    controller = make(posted, [SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")])
    seat = controller.to_act
    assert controller.request(crowns.Draw(seat, "stock")) is not None
    assert controller.record().actions == []


def test_accepts_asks_the_engine_without_changing_anything(posted):
    controller = make(posted, [SeatPlan("You"), SeatPlan("Bo")])
    seat = controller.to_act
    assert controller.accepts(crowns.Draw(seat, "stock"))
    assert not controller.accepts(crowns.Discard(seat, controller.observe(seat).hand[0]))
    assert controller.record().actions == []


def test_bots_play_off_the_frame_and_update_never_waits(posted):
    """Boundary 5: update() only collects answers; the bot thinks on its own thread."""
    seats = [SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
    controller = make(posted, seats)
    deadline = time.monotonic() + PATIENCE
    while len(controller.record().actions) < 20:
        assert time.monotonic() < deadline
        controller.update(ready=True)
        time.sleep(0.001)
    controller.close()
    thinking = [e for e in posted if e.type == app_events.BOT_THINKING]
    assert thinking and thinking[0].thinking is True


def wait_for_an_answer(controller, ready: bool, now: float | None = None) -> None:
    """Updates until the bot's move has come back from its thread (a loaded machine may
    take a while), the move left waiting for its moment."""
    deadline = time.monotonic() + PATIENCE
    while controller._answer is None:
        assert time.monotonic() < deadline
        controller.update(ready=ready, now=now)
        time.sleep(0.002)


def test_bots_wait_while_the_table_is_animating(posted):
    seats = [SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
    controller = make(posted, seats)
    wait_for_an_answer(controller, ready=False)
    controller.update(ready=False)
    assert controller.record().actions == []
    controller.update(ready=True)
    assert len(controller.record().actions) == 1
    controller.close()


def test_paced_bots_wait_for_their_moment(posted):
    seats = [SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
    controller = make(posted, seats, speed="slow")
    now = time.monotonic()
    controller._next_move_at = now + 60  # as if a move had just been made
    wait_for_an_answer(controller, ready=True, now=now)  # the clock stays at `now`
    assert controller.record().actions == []
    controller.update(ready=True, now=now + 61)
    assert len(controller.record().actions) == 1
    controller.close()


def test_hint_comes_back_as_an_event(posted):
    seats = [SeatPlan("You"), SeatPlan("Bo")]
    controller = make(posted, seats)
    seat = controller.to_act
    controller.ask_hint(seat)
    deadline = time.monotonic() + PATIENCE
    while not any(e.type == app_events.HINT for e in posted):
        assert time.monotonic() < deadline
        controller.update()
        time.sleep(0.002)
    hint = next(e for e in posted if e.type == app_events.HINT)
    assert hint.action in crowns.legal_actions(controller.observe(seat))
    controller.close()


def test_bots_in_their_own_process_answer_too(posted):
    """The app's default: bots think in a separate process (no shared interpreter lock)."""
    seats = [SeatPlan("Bo", "bot", "medium"), SeatPlan("Cy", "bot", "easy")]
    controller = Controller(
        "crowns", seats, 5, {}, "instant", post=posted.append, bots_in="process"
    )
    deadline = time.monotonic() + PATIENCE
    while len(controller.record().actions) < 4:
        assert time.monotonic() < deadline, controller.errors
        controller.update(ready=True)
        time.sleep(0.01)
    controller.close()
    assert not controller.errors
