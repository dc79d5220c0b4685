"""A whole hand of Crowns played at the table by posted mouse events only, going out
with melds the player builds: click the stock to draw (CR-7), drag a card onto the
discard pile (CR-8), and to go out (CR-11) click two cards and drag them into the
"new meld" slot, drag the next card onto that meld, and drop the last card on the
discard pile. No key is pressed and no button's command is called; every move is
checked against the engine's record.

The person plays plainly (`crowns_hand_policy.human_move`); seed 12's fourth hand (six
cards, 6s wild) has them discard four times and then go out with two melds of three.
"""

import pygame
import pytest
from crowns_hand_policy import hand_start, human_move, same_going_out
from scene_driver import click, drag, make_app, pump, pump_until, settle

from game.controller import Controller, SeatPlan
from game.rules import crowns
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
SEED, HAND = 12, 4


@pytest.fixture
def mouse_only(monkeypatch):
    """Any key posted fails the test."""
    posted = pygame.event.post

    def no_keys(event):
        assert event.type not in (pygame.KEYDOWN, pygame.KEYUP), "a key was used"
        return posted(event)

    monkeypatch.setattr(pygame.event, "post", no_keys)


def visible(rect):
    """A point on the uncovered left strip of an overlapped card."""
    return (rect.x + 6, rect.y + rect.h // 3)


def hand_sprite(table, card):
    return next(s for s in table.hand_sprites if s.card == card)


def go_out_by_mouse(app, table, going_out):
    for meld in going_out.melds:
        first, second = (hand_sprite(table, card) for card in meld[:2])
        click(app, visible(first.rect))
        click(app, visible(second.rect))
        assert first.selected and second.selected
        settle(app, table)
        drag(app, visible(second.rect), table.meld_slot_rects()[-1].center)
        settle(app, table)
        built = len(table.staged) - 1
        assert sorted(map(str, table.staged_cards()[built])) == sorted(map(str, meld[:2]))
        for card in meld[2:]:
            sprite = hand_sprite(table, card)
            drag(app, visible(sprite.rect), table.meld_slot_rects()[built].center)
            settle(app, table)
        assert sorted(map(str, table.staged_cards()[built])) == sorted(map(str, meld))
    last = table.hand_sprites
    assert [sprite.card for sprite in last] == [going_out.discard]
    drag(app, last[0].rect.center, table.layout.discard_rect.center)


def play_by_mouse(app, table, action):
    if isinstance(action, crowns.Draw):
        click(app, table.layout.stock_rect.center)
    elif isinstance(action, crowns.GoOut):
        go_out_by_mouse(app, table, action)
    else:
        drag(app, visible(hand_sprite(table, action.card).rect), table.layout.discard_rect.center)


def test_cr7_cr8_cr11_a_crowns_hand_by_mouse_going_out_with_melds_built_by_hand(mouse_only):
    app = make_app()
    controller = Controller(
        "crowns", SEATS, SEED, {}, speed="instant", actions=hand_start(SEED, HAND)
    )
    table = TableScene(app, controller)
    app.stack.push(table)

    def no_command(key):
        raise AssertionError(f"the {key!r} command was used: the mouse alone plays")

    table.command = no_command  # no button (Auto-arrange, Go out) and no key
    try:
        assert table.observation.hand_number == HAND
        made = []
        while True:
            pump_until(
                app,
                lambda: (
                    isinstance(app.stack.top, SummaryScene)
                    or (table.my_turn and table.ready() and not table.card_in_flight())
                ),
            )
            if isinstance(app.stack.top, SummaryScene):
                break
            settle(app, table)
            meant = human_move(table.observation)
            done = len(controller.record().actions)
            play_by_mouse(app, table, meant)
            pump(app, 2)
            did = controller.record().actions[done]
            if isinstance(meant, crowns.GoOut):
                assert same_going_out(did, meant), (did, meant)
            else:
                assert did == meant
            made.append(did)
        kinds = [type(action).__name__ for action in made]
        assert kinds.count("Discard") >= 2 and kinds[-1] == "GoOut", kinds
        assert len(made[-1].melds) == 2
        summary = app.stack.top.summary
        assert summary.rows[0].went_out and summary.rows[0].score == 0
    finally:
        table.close()
