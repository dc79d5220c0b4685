"""Buttons with long labels hold them whole at the smallest window with large text on:
Learn to play's lesson buttons and the hand histories' seat buttons are as wide as
their words need (pygame_gui clips the rest), and lie inside the window."""

import pygame
from scene_driver import make_app, pump, table_app, you_and_bots

import game.scenes.hand_history as hand_history
from game.app import MIN_SIZE, make_ui_manager, text_scale
from game.scenes.hand_history import HandHistory, HandHistoryScene
from game.scenes.learn import LearnScene
from game.ui.theme import button_width


def large_text(app) -> float:
    """Large text switched on as the settings do it; the widgets' text scale."""
    app.settings["large_text"] = True
    app.ui = make_ui_manager(app.size, False, True)
    return text_scale(app.size, True)


def whole(buttons, scale: float) -> list[str]:
    """The labels of `buttons` that do not fit them or the window."""
    window = pygame.Rect((0, 0), MIN_SIZE)
    return [
        button.text
        for button in buttons
        if button.rect.width < button_width(button.text, scale) or not window.contains(button.rect)
    ]


def test_learn_to_play_lesson_buttons_hold_their_words_with_large_text():
    app = make_app(MIN_SIZE)
    scale = large_text(app)
    scene = LearnScene(app)
    app.stack.push(scene)
    pump(app)
    assert len(scene.buttons) >= 4
    assert whole(scene.buttons.values(), scale) == []


def test_hand_history_seat_buttons_hold_their_words_with_large_text():
    app, table = table_app(you_and_bots(3), size=MIN_SIZE)
    try:
        scale = large_text(app)
        scene = HandHistoryScene(app, table)
        app.stack.push(scene)
        pump(app)
        assert whole(scene.buttons.values(), scale) == []
    finally:
        table.close()
        pygame.event.clear()  # its events must not reach the next test's table


def test_hand_history_words_grow_with_large_text_and_end_before_the_cards(monkeypatch):
    app, table = table_app(you_and_bots(3), size=MIN_SIZE)
    drawn = []
    real, draw = hand_history.text, hand_history.draw_text
    monkeypatch.setattr(
        hand_history, "draw_text", lambda surface, words, px, *rest: drawn.append((words, px))
        or draw(surface, words, px, *rest)
    )  # fmt: skip
    try:
        scene = HandHistoryScene(app, table)
        x_cards = int(min(MIN_SIZE[0] * 0.94, MIN_SIZE[1] * 1.8) * 0.42)
        sizes = []
        for line, large in (("Bo drew from the stock", False), ("Bo drew from the stock", True),
                            ("Bo " + "x" * 200, True)):  # fmt: skip
            scene.histories = [HandHistory(scene.seat, (), [(line, ())] * 14)]
            app.settings["large_text"] = large
            drawn.clear()
            scene.draw(app.screen)
            words, px = [(w, p) for w, p in drawn if w.startswith("Bo ")][-1]  # as drawn
            assert real(words, px).get_width() < x_cards, "the words end before the cards"
            sizes.append(px)
        assert sizes[1] > sizes[0], "large text makes the words larger"
    finally:
        table.close()
        pygame.event.clear()  # its events must not reach the next test's table
