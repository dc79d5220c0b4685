"""The tables by keyboard alone (issue 7, "Keyboard play"; issue 6, every rule reachable
by keys), driven by posted KEYDOWN events; the engine's record is what we check.

Crowns: a whole hand where the focus ring walks the hand, the piles, the "new meld"
slot and the arranged melds and the buttons — the player draws with Enter on the stock
(CR-7), discards with Enter on a hand card (CR-8), builds two melds card by card and
goes out with Enter on the discard pile (CR-11). Sting: the discard pile's top card
picked up by keyboard and played onto a meld or, through the staging slot, into a new
meld (ST-5c), and refused by the engine when it is not played at once.
"""

import pygame
import pytest
from crowns_hand_policy import hand_start, human_move, same_going_out
from scene_driver import make_app, post, pump, pump_until, settle
from test_table_sting import an_add, find_position, open_table

from game.controller import Controller, SeatPlan
from game.rules import crowns, sting
from game.scenes.crowns.keys import LETTERS
from game.scenes.keys_help import keys_of
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
SEED, HAND = 12, 4  # hand 4 (six cards, 6s wild): four discards, then out with two melds


def key(app, code, mod=0):
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="")
    pump(app, 2)


@pytest.fixture
def keys_only(monkeypatch):
    """Any mouse event posted fails the test."""
    posted = pygame.event.post
    mouse = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def no_mouse(event):
        assert event.type not in mouse, "the mouse was used"
        return posted(event)

    monkeypatch.setattr(pygame.event, "post", no_mouse)


def focus_on(app, table, stop):
    """Walk the focus ring to `stop` as a player would: Tab or Shift+Tab to its area
    (whichever way is shorter), then Right along it."""
    keys = table.keys
    areas = keys.AREAS
    here = areas.index(keys.area_of(keys.valid()))
    there = areas.index(keys.area_of(stop))
    forward = (there - here) % len(areas) <= (here - there) % len(areas)
    for _ in range(len(areas)):
        if keys.area_of(keys.valid()) == keys.area_of(stop):
            break
        key(app, pygame.K_TAB, 0 if forward else pygame.KMOD_SHIFT)
    for _ in range(40):
        if keys.valid() == stop:
            assert keys.rect() is not None or stop[0] == "hand", "the ring is shown"
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the focus never reached {stop}")


def select(app, table, cards):
    """Space on each of `cards` in the hand."""
    for card in cards:
        index = next(
            i for i, s in enumerate(table.hand_sprites) if s.card == card and not s.selected
        )
        focus_on(app, table, ("hand", index))
        key(app, pygame.K_SPACE)
        assert table.hand_sprites[index].selected


def go_out_by_keys(app, table, going_out):
    """Build each meld by hand — two cards into the "new meld" slot, the rest onto the
    meld just made — then Enter on the discard pile with the last card selected."""
    for meld in going_out.melds:
        select(app, table, meld[:2])
        focus_on(app, table, ("new",))
        key(app, pygame.K_RETURN)
        built = len(table.staged) - 1
        assert sorted(map(str, table.staged_cards()[built])) == sorted(map(str, meld[:2]))
        for card in meld[2:]:
            select(app, table, [card])
            focus_on(app, table, ("meld", built))
            key(app, pygame.K_RETURN)
        assert sorted(map(str, table.staged_cards()[built])) == sorted(map(str, meld))
    assert len(table.hand_sprites) == 1 and table.hand_sprites[0].card == going_out.discard
    focus_on(app, table, ("discard",))
    key(app, pygame.K_RETURN)  # the one card left goes; with melds arranged, that is out


def play_by_keys(app, table, action):
    if isinstance(action, crowns.Draw):
        focus_on(app, table, ("stock",))
        key(app, pygame.K_RETURN)
    elif isinstance(action, crowns.GoOut):
        go_out_by_keys(app, table, action)
    else:
        index = next(i for i, s in enumerate(table.hand_sprites) if s.card == action.card)
        focus_on(app, table, ("hand", index))
        key(app, pygame.K_RETURN)


def test_cr7_cr8_cr11_a_crowns_hand_with_melds_built_by_keys_and_going_out(keys_only):
    app = make_app()
    controller = Controller(
        "crowns", SEATS, SEED, {}, speed="instant", actions=hand_start(SEED, HAND)
    )
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        assert table.observation.hand_number == HAND
        made = []
        while not isinstance(app.stack.top, SummaryScene):
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
            play_by_keys(app, table, meant)
            pump(app, 2)
            did = controller.record().actions[done]
            if isinstance(meant, crowns.GoOut):
                assert same_going_out(did, meant), (did, meant)
            else:
                assert did == meant
            made.append(did)
        kinds = [type(action).__name__ for action in made]
        assert kinds.count("Discard") >= 2 and kinds[-1] == "GoOut", kinds
        assert len(made[-1].melds) == 2, "two melds built by hand"
        summary = app.stack.top.summary
        assert summary.rows[0].went_out and summary.rows[0].score == 0
        key(app, pygame.K_RETURN)  # the summary closes by keyboard too
        assert app.stack.top is table and table.observation.hand_number == HAND + 1
    finally:
        table.close()


def test_crowns_focus_ring_walks_every_area_and_presses_a_button(keys_only):
    app = make_app()
    controller = Controller("crowns", SEATS, SEED, {}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        pump_until(app, lambda: table.my_turn and table.ready())
        version = controller.version
        seen = []
        for _ in range(len(table.keys.AREAS)):
            key(app, pygame.K_TAB)
            seen.append(table.keys.area_of(table.keys.valid()))
        assert sorted(seen) == sorted(table.keys.AREAS), "Tab visits every area"
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert seen[-2] == table.keys.area_of(table.keys.valid()), "Shift+Tab goes back"
        assert table.sort_mode == "suit"
        focus_on(app, table, ("button", "sort_rank"))
        table.draw(app.screen)  # the ring is drawn round the button
        key(app, pygame.K_RETURN)
        assert table.sort_mode == "rank", "Enter pressed the focused button"
        # Arranged melds go back to the hand: Enter on one with nothing selected,
        # Backspace for all.
        select(app, table, [table.hand_sprites[0].card, table.hand_sprites[1].card])
        focus_on(app, table, ("new",))
        key(app, pygame.K_RETURN)
        select(app, table, [table.hand_sprites[0].card])
        focus_on(app, table, ("new",))
        key(app, pygame.K_RETURN)
        assert [len(meld) for meld in table.staged] == [2, 1]
        focus_on(app, table, ("meld", 1))
        key(app, pygame.K_RETURN)
        assert [len(meld) for meld in table.staged] == [2]
        key(app, pygame.K_BACKSPACE)
        assert not table.staged
        assert controller.version == version, "arranging is the table's own: no engine call"
    finally:
        table.close()


def test_f1_lists_every_crowns_key():
    app = make_app()
    table = TableScene(app, Controller("crowns", SEATS, SEED, {}, speed="instant"))
    app.stack.push(table)
    try:
        pump(app, 2)
        named = {
            token.strip()
            for keys, _ in keys_of(table)
            for token in keys.replace(",", "/").split("/")
        }
        names = {pygame.K_ESCAPE: "Esc", pygame.K_BACKSPACE: "Backspace"}
        wanted = {names.get(code) or pygame.key.name(code).upper() for code in LETTERS}
        wanted |= {"Tab", "Shift+Tab", "Up", "Down", "Left", "Right", "Space", "Enter"}
        assert wanted <= named, wanted - named
    finally:
        table.close()


# -- Sting: the discard pile's top card (ST-5c) ------------------------------------------
def aim(app, table, name):
    """Tab through the places a card can go until `name` is the one Enter plays to."""
    for _ in range(len(table.target_names()) + 1):
        names = table.target_names()
        if table.target_index >= 0 and names[table.target_index % len(names)] == name:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def a_lay_with_the_top(observation, state):
    """A new meld of hand cards and the pile's top card, in front of the opponent."""
    for action in sting.legal_actions(observation):
        if (
            isinstance(action, sting.LayMeld)
            and action.from_discard
            and not action.wilds_as
            and not any(card.face for card in action.cards)
        ):
            return action
    return None


def test_st5c_top_discard_picked_by_keys_and_added_to_a_meld(keys_only):
    seed, actions, add = find_position(an_add(True))
    app, table = open_table(seed, actions)
    try:
        pile = len(table.observation.discard_pile)
        key(app, pygame.K_p)  # pick up the top card
        assert table.picked_top() == add.cards[0]
        table.draw(app.screen)  # drawn lifted off the pile
        aim(app, table, f"meld:{add.meld_id}")
        key(app, pygame.K_RETURN)
        settle(app, table)
        assert table.controller.record().actions[len(actions)] == add
        assert len(table.observation.discard_pile) == pile - 1
        assert table.picked_top() is None
    finally:
        table.close()


def test_st5c_top_discard_through_the_staging_slot_into_a_new_meld(keys_only):
    seed, actions, lay = find_position(a_lay_with_the_top)
    app, table = open_table(seed, actions)
    try:
        top = table.observation.top_discard
        hand_cards = list(lay.cards)
        hand_cards.remove(top)
        aim(app, table, "discard")
        key(app, pygame.K_RETURN)  # Enter on the pile with no card chosen: its top card
        assert table.picked_top() == top
        aim(app, table, "stage")
        key(app, pygame.K_RETURN)
        assert table.staged_discard is not None and table.staged_discard.card == top
        # Not played at once: the engine refuses a meld of the top card alone.
        aim(app, table, f"seat:{lay.to_seat}")
        key(app, pygame.K_RETURN)
        settle(app, table)
        assert len(table.controller.record().actions) == len(actions)
        assert table.message_bad and table.observation.top_discard == top
        for card in hand_cards:
            index = next(
                i for i, s in enumerate(table.hand_sprites) if s.card == card and not s.selected
            )
            while table.focus % len(table.hand_sprites) != index:
                key(app, pygame.K_RIGHT)
            key(app, pygame.K_SPACE)
        aim(app, table, "stage")
        key(app, pygame.K_RETURN)
        aim(app, table, f"seat:{lay.to_seat}")
        key(app, pygame.K_RETURN)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.LayMeld) and done.from_discard
        assert sorted(map(str, done.cards)) == sorted(map(str, lay.cards))
        assert done.to_seat == lay.to_seat
        melds = table.observation.melds.values()
        assert any(top in meld.cards and len(meld.cards) == len(lay.cards) for meld in melds)
    finally:
        table.close()
