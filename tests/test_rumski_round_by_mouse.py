"""A whole round of Rumski played at the table by posted mouse events only: one person
against an easy bot, with Community cards moved between melds and melds split onto
empty table (RU-5, RU-6, RU-7, RU-9, RU-10, RU-11 or RU-13).

The person plays plainly: draw by clicking the stock; open with a three-card meld from
the hand (click the cards, drag them to the new-meld slot); once opened, take a card
off a long meld for another meld it completes (drag it across), split a long run onto
empty table (click its cards, drag them off), add hand cards where they complete a meld;
then drag the dearest card that follows onto the pile, or click Knock; a refused end
is answered with Reset turn. Every move is checked against the engine's record.
"""

import pygame
from scene_driver import click, drag, make_app, pump, pump_until

from game.controller import Controller, SeatPlan
from game.rules import rumski
from game.rules.rumski.legal import hand_melds
from game.rules.rumski.turn import community_problem, ending_problem
from game.scenes.table import TableScene

SEED = 5  # a round with cards moved across and a run split


def settle(app, table):
    """Frames until the table has shown everything (or the round's summary is up)."""
    pump(app, 2)
    pump_until(
        app,
        lambda: (
            app.stack.top is not table
            or (table.ready() and not any(s.moving for s in table.hand_sprites))
        ),
    )


def visible(rect):
    """A point on the uncovered left strip of an overlapped card."""
    return (rect.x + 6, rect.y + rect.h // 3)


def hand_sprite(table, card, taken=()):
    return next(s for s in table.hand_sprites if s.card == card and s not in taken)


def actions_of(table):
    return list(table.controller.record().actions)


def empty_table_point(table):
    """A point of the Community's area with no meld and no slot under it."""
    area = table.community_rect
    taken = [place.rect.inflate(12, 12) for place in table.places]
    if table.slot_rect is not None:
        taken.append(table.slot_rect.inflate(12, 12))
    if table.tray_rect is not None:
        taken.append(table.tray_rect)
    for y in range(area.bottom - 12, area.top, -20):
        for x in range(area.left + 12, area.right, 20):
            if not any(rect.collidepoint(x, y) for rect in taken):
                return (x, y)
    return table.slot_rect.center


def lay_new_meld(app, table, meld):
    used = []
    for card in meld:
        sprite = hand_sprite(table, card, used)
        used.append(sprite)
        click(app, visible(sprite.rect))
        assert sprite.selected
    pump(app, 10)
    drag(app, visible(used[0].rect), table.slot_rect.center)
    settle(app, table)
    assert sorted(meld) in [sorted(m) for m in table.observation.community]


def add_hand_cards(app, table):
    for _ in range(20):
        observation = table.observation
        found = next(
            (
                (card, index)
                for card in observation.hand
                if not card.is_wild
                for index, meld in enumerate(table.shown)
                if rumski.is_meld(list(meld) + [card])
            ),
            None,
        )
        if found is None:
            return
        card, index = found
        target = table.places[index].rect
        drag(app, visible(hand_sprite(table, card).rect), (target.right - 3, target.centery))
        settle(app, table)
        assert card in table.shown[index]


def move_across(app, table):
    """Take an end card off a meld of four or more for a meld it completes (RU-7)."""
    shown = table.shown
    for a, meld in enumerate(shown):
        if len(meld) < 4:
            continue
        for k in (0, len(meld) - 1):
            rest = meld[:k] + meld[k + 1 :]
            card = meld[k]
            for b, other in enumerate(shown):
                if b != a and rumski.is_meld(rest) and rumski.is_meld(list(other) + [card]):
                    target = table.places[b].rect
                    drag(app, visible(table.places[a].cards[k]), (target.right - 3, target.centery))
                    settle(app, table)
                    assert card in table.shown[b] and card not in table.shown[a]
                    return True
    return False


def split_run(app, table):
    """Split a run of six or more: click its top three cards, drag them onto empty table."""
    for a, meld in enumerate(table.shown):
        ordered = sorted(meld, key=lambda c: c.number) if not any(c.is_wild for c in meld) else ()
        if len(ordered) < 6 or len({c.colour for c in ordered}) != 1:
            continue
        top = ordered[3:]
        if not (rumski.is_meld(ordered[:3]) and rumski.is_meld(top)):
            continue
        for card in top:
            click(app, visible(table.places[a].cards[meld.index(card)]))
        assert len(table.picked) == len(top)
        drag(app, visible(table.places[a].cards[meld.index(top[0])]), empty_table_point(table))
        settle(app, table)
        assert tuple(top) in [tuple(sorted(m, key=lambda c: c.number)) for m in table.shown]
        return True
    return False


def end_turn(app, table):
    observation = table.observation
    if community_problem(observation) is None:
        endings = [c for c in observation.hand if ending_problem(observation, c) is None]
    else:
        endings = []
    if endings:
        card = max(endings, key=rumski.card_points)
        drag(app, visible(hand_sprite(table, card).rect), table.layout.discard_rect.center)
    else:
        click(app, table.buttons["knock"].rect.center)
    settle(app, table)


def play_turn(app, table, counts):
    done = len(actions_of(table))
    if table.observation.phase == rumski.DRAW:
        click(app, table.layout.stock_rect.center)
        settle(app, table)
        assert type(actions_of(table)[done]).__name__ in ("DrawStock", "Reshuffle", "DrawNothing")
    observation = table.observation
    assert observation.phase == rumski.PLAY
    if not observation.opened[0]:
        meld = next(hand_melds(observation.hand), None)
        if meld is not None:
            lay_new_meld(app, table, meld)
    else:
        counts["moved"] += move_across(app, table)
        counts["split"] += split_run(app, table)
        for meld in hand_melds(table.observation.hand):
            if all(card in table.observation.hand for card in meld):
                lay_new_meld(app, table, meld)
        add_hand_cards(app, table)
    before = len(actions_of(table))
    end_turn(app, table)
    if len(actions_of(table)) == before:  # refused: the game is as it was
        assert table.observation.phase == rumski.PLAY and table.message_bad
        counts["refused"] += 1
        click(app, table.buttons["reset"].rect.center)  # RU-10: back to after the draw
        settle(app, table)
        assert actions_of(table)[-1] == rumski.ResetTurn(0)
        end_turn(app, table)
    ending = [action for action in actions_of(table)[before:] if action.seat == 0]
    assert ending and isinstance(ending[-1], rumski.Discard | rumski.Knock)


def test_ru7_a_whole_round_by_mouse_with_rearrangements():
    app = make_app((1280, 800))
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "easy")]
    controller = Controller("rumski", plans, SEED, {}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    counts = {"moved": 0, "split": 0, "refused": 0}
    try:
        settle(app, table)
        for _ in range(80):
            pump_until(
                app,
                lambda: (
                    controller.observe(0).round_number > 1
                    or (controller.to_act == 0 and table.ready())
                ),
            )
            if controller.observe(0).round_number > 1 or app.stack.top is not table:
                break
            play_turn(app, table, counts)
        record = controller.record()
        state = rumski.new_game(2, SEED, {})
        events = []
        for action in record.actions:
            events += state.apply(action)
            state.check_invariants()
        assert any(isinstance(e, rumski.RoundWon | rumski.RoundVoid) for e in events)
        assert counts["moved"] >= 1 and counts["split"] >= 1, "no rearrangement was made"
        print("round by mouse:", counts, len(record.actions), "actions")
    finally:
        table.close()
        pygame.event.clear()
