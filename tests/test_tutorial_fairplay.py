"""Issue 10 fair play: a bot's whole hand history replayed from the seed and shown
after the round; the seed on the summary (DESIGN.md boundary 6; CR-7, CR-8, CR-11)."""

import pygame
import pygame_gui
from scene_driver import make_app, pump, pump_until
from tutorial_walker import carry_out

from game.rules import crowns
from game.scenes.hand_history import HandHistoryScene, last_hand_histories
from game.scenes.summary import SummaryScene
from game.tutorial import LESSONS
from game.tutorial.table import start_lesson


def moved_on(app, table, step):
    """The lesson left `step`, or the round summary opened."""
    return table.guide.index != step or isinstance(app.stack.top, SummaryScene)


def lesson_at_first_summary():
    app = make_app()
    table = start_lesson(app, LESSONS["crowns"], resume=False)
    pump(app, 2)
    while not isinstance(app.stack.top, SummaryScene):
        here = table.guide.index
        carry_out(app, table)
        pump_until(app, lambda here=here: moved_on(app, table, here))
    return app, table


def test_bot_hand_history_follows_every_move_of_the_hand():
    app, table = lesson_at_first_summary()
    try:
        histories = last_hand_histories(table.controller, table.adapter, table.names)
        bo = histories[1]
        dealt = [card for card, _ in bo.dealt]
        assert len(dealt) == 3  # CR-5: hand 1 deals 3
        (drew, after_draw), (went_out, after_out) = bo.moves
        assert drew == "Bo drew from the stock" and len(after_draw) == 4
        assert all(card in [c for c, _ in after_draw] for card in dealt)  # CR-7 adds a card
        assert went_out.startswith("Bo went out!") and after_out == ()
        out = next(a for a in table.controller.record().actions if isinstance(a, crowns.GoOut))
        laid = [card for meld in out.melds for card in meld] + [out.discard]
        assert sorted(map(str, laid)) == sorted(str(card) for card, _ in after_draw)
        wilds = {str(card) for card, wild in after_draw if wild}
        assert wilds == {str(card) for card, _ in after_draw if card.rank == 3}  # 3s wild
        you = histories[0]
        assert [line for line, _ in you.moves][:2] == [
            "You drew from the stock",
            "You discarded the 10 of diamonds",
        ]
    finally:
        table.close()


def test_summary_opens_hand_histories_and_shows_the_seed():
    app, table = lesson_at_first_summary()
    try:
        summary = app.stack.top
        pygame.event.post(
            pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=summary.history_button)
        )
        pump(app, 3)
        scene = app.stack.top
        assert isinstance(scene, HandHistoryScene)
        assert scene.seat == table.viewer == 0, "your own hand's history shows first"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        pump(app, 2)
        assert scene.seat == 1
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        pump(app, 2)
        assert app.stack.top is summary
        assert table.controller.seed == LESSONS["crowns"].seed
    finally:
        table.close()


def test_ru10_a_rumski_hand_history_words_every_move():
    """A staged Community play (RU-10) has no event of its own: the history says who
    rearranged the Community, as the replay does, never the action's code name."""
    from types import SimpleNamespace

    from game.bots import make_bot
    from game.rules import rumski
    from game.scenes.replay_view import table_adapter
    from game.text import tr

    seed, names = 5, ["You", "Bo", "Cy"]
    state = rumski.new_game(3, seed, {"target": 100})
    bots = [make_bot("rumski", "medium", seat, seed + seat) for seat in range(3)]
    while not any(isinstance(event, rumski.RoundWon) for event in state.apply(
        bots[state.to_act].choose(state.observe(state.to_act)))):  # fmt: skip
        pass
    record = SimpleNamespace(
        game="rumski", seats=3, seed=seed, options={"target": 100}, actions=list(state.actions)
    )
    controller = SimpleNamespace(record=lambda: record)
    histories = last_hand_histories(controller, table_adapter("rumski"), names)
    lines = [line for history in histories for line, _ in history.moves]
    staged = [tr("replay.arranges", name=name) for name in names]
    assert any(line in staged for line in lines), "the bots staged a Community play"
    codes = {type(action).__name__ for action in record.actions}
    assert not codes & set(lines)


def test_your_own_hand_history_is_titled_your_hand():
    app, table = lesson_at_first_summary()
    try:
        scene = HandHistoryScene(app, table)
        app.stack.push(scene)
        scene.seat = table.names.index("You")
        said = []
        import game.scenes.hand_history as hand_history

        real = hand_history.draw_label
        hand_history.draw_label = lambda surface, words, *rest: (
            said.append(words) or real(surface, words, *rest)
        )
        try:
            scene.draw(app.screen)
        finally:
            hand_history.draw_label = real
        assert "Your hand, move by move" in said and not any("You's" in w for w in said)
    finally:
        table.close()
