"""Esc on the main menu did nothing. Now it asks "Quit Wildmeld?" over the menu, with
Quit and Stay: the safe answer is the easy one (the focus starts on Stay, Esc again
stays), and Quit quits as the menu's own Quit button does."""

import pygame
import pygame_gui
import pytest
from scene_driver import pump

from game.scenes.menu import MenuScene
from game.scenes.quit_question import QuitQuestionScene
from game.text import set_language, tr


def key(app, name, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pump(app, 2)


def asked(app) -> QuitQuestionScene:
    pump(app, 2)
    key(app, pygame.K_ESCAPE)
    question = app.stack.top
    assert isinstance(question, QuitQuestionScene), "Esc on the menu asks whether to quit"
    return question


@pytest.mark.parametrize("answer", [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE])
def test_esc_on_the_menu_asks_and_esc_enter_or_space_stay(app, answer):
    question = asked(app)
    assert question.ring.focused == "stay"
    key(app, answer)
    assert isinstance(app.stack.top, MenuScene) and app.running


@pytest.mark.parametrize("move", [pygame.K_LEFT, pygame.K_TAB, pygame.K_RIGHT])
def test_quit_reached_by_keys_quits_as_the_menus_quit_button_does(app, monkeypatch, move):
    menu = app.stack.top
    chosen = []
    monkeypatch.setattr(menu, "choose", lambda key, was=menu.choose: (chosen.append(key), was(key)))
    question = asked(app)
    key(app, move)
    assert question.ring.focused == "quit"
    key(app, pygame.K_RETURN)
    assert chosen == ["quit"] and not app.running


def test_the_quit_button_quits_and_stay_stays(app):
    question = asked(app)
    stay = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=question.buttons["stay"])
    pygame.event.post(stay)
    pump(app, 2)
    assert isinstance(app.stack.top, MenuScene) and app.running
    question = asked(app)
    button = question.buttons["quit"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    pump(app, 2)
    assert not app.running


def test_esc_with_notices_up_closes_them_first(app):
    menu = app.stack.top
    menu.notices = ["settings.json could not be read"]
    pump(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and not menu.notices


def test_shift_tab_walks_the_menu_back(app):
    menu = app.stack.top
    pump(app, 2)
    first = menu.focused
    key(app, pygame.K_TAB)
    assert menu.focused != first
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert menu.focused == first
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert menu.focused == "quit", "Shift+Tab from the first button wraps to the last"


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "nl"])
def test_the_question_and_its_keys_are_in_the_language_spoken(app, language):
    from game.scenes.keys_help import KeysScene

    set_language(language)
    question = asked(app)
    words = {button.text for button in question.buttons.values()}
    assert words == {tr("menu.quit"), tr("quit.stay")}
    if language != "en":
        assert tr("quit.title") != "Quit Wildmeld?" and tr("quit.stay") != "Stay"
    panel = KeysScene(app, question)
    assert panel.title == tr("keys.title", name=tr("quit.title"))
    assert (tr("keys.esc"), tr("quit.keys_stay")) in list(panel.rows)
    menu_keys = KeysScene(app, app.stack.scenes[0]).rows
    assert (tr("keys.esc"), tr("menu.keys_quit")) in list(menu_keys)


def test_the_continue_caption_is_not_left_alone_under_the_question(app, monkeypatch):
    """The line under Continue (who plays, when saved) showed on both sides of the
    question's panel, its button gone: it goes with the button it belongs to."""
    from game.scenes import menu as menu_module
    from game.store import SavedGame, Seat

    app.store.autosave(SavedGame("sting", 4, (Seat("You"), Seat("Bo", "bot", "hard"))))
    menu = app.stack.top
    menu.enter()
    drawn = []
    monkeypatch.setattr(menu_module, "draw_label", lambda s, words, *rest: drawn.append(words))
    menu.draw(app.screen)
    assert menu.caption and menu.caption[0] in drawn, "the caption under Continue"
    asked(app)
    drawn.clear()
    menu.draw(app.screen)
    assert menu.caption[0] not in drawn
