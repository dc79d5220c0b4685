"""The main menu holds at a small window with everything shown at once — the Continue
button and the line under it, the store's notices, Large text (play-testing at
1024x640: the buttons were squeezed to 28 px, their words touching their edges): the
buttons keep a height their words read at, the fan, title and tagline move up to make
room, then older notices fold into "N more"; the line under Continue, cut short, is said
whole while the pointer rests on it."""

import pygame
import pytest
from scene_driver import make_app, pump

from game.app import make_ui_manager
from game.scenes import menu as menu_module
from game.scenes.menu import MenuScene, notice_panel
from game.store import SavedGame, Seat, Store, StorePaths
from game.ui import tooltip
from game.ui.manager import text_scale
from game.ui.theme import button_height

NOTICES = [
    "Settings could not be read: settings.json was moved aside as settings.corrupt.json",
    "A replay could not be read: replays/2026-11-20-crowns.json was moved aside",
]
LONG = ("Maximilian", "Bartholomew", "Alexandrina", "Konstantin", "Wilhelmina", "Evangeline")


def menu_at(tmp_path, size, large_text, names=("You", "Bo"), game="sting", notices=NOTICES):
    store = Store(StorePaths.inside(tmp_path))
    seats = (Seat(names[0]),) + tuple(Seat(name, "bot", "hard") for name in names[1:])
    store.autosave(SavedGame(game, 4, seats))
    app = make_app(size)
    app.settings["large_text"] = large_text
    app.ui = make_ui_manager(size, False, large_text)
    app.store = store
    app.notices += notices
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 1)
    return menu


@pytest.mark.parametrize("large_text", [False, True], ids=["plain", "large_text"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_buttons_keep_a_readable_height_with_continue_and_notices(tmp_path, size, large_text):
    menu = menu_at(tmp_path, size, large_text, LONG[:4])
    least = button_height(text_scale(size, large_text), "@primary")
    panel = notice_panel(menu.notices, size, menu.notice_room)[0]
    rects = {key: button.get_abs_rect() for key, button in menu.buttons.items()}
    assert "continue" in rects and menu.caption is not None
    for key, rect in rects.items():
        assert rect.height >= least, (key, rect.height, least)
        assert not rect.colliderect(panel), f"{key} under the notices"
        assert pygame.Rect((0, 0), size).contains(rect), key
    tops = sorted({rect.top for rect in rects.values()})
    assert all(below - above > least for above, below in zip(tops, tops[1:], strict=False))
    assert pygame.Rect((0, 0), size).contains(panel)


def test_the_notices_give_way_only_when_moving_the_title_up_is_not_enough(tmp_path):
    """Two notices still show whole at 1024x640 with Large text; ten fold into "N more"
    rather than push the buttons below their readable height."""
    size = (1024, 640)
    menu = menu_at(tmp_path / "two", size, True, LONG[:4])
    rows = notice_panel(menu.notices, size, menu.notice_room)[2]
    shown = " ".join(words for words, _ in rows)
    assert all(notice in shown for notice in NOTICES)
    assert menu.lift > 0, "the fan, title and tagline made room first"
    many = [f"Replay {n} could not be read: it was moved aside" for n in range(10)]
    menu = menu_at(tmp_path / "many", size, True, LONG[:4], notices=many)
    panel, _, rows = notice_panel(menu.notices, size, menu.notice_room)
    assert any(words.startswith("…") or "more" in words for words, _ in rows)
    assert many[-1] in " ".join(words for words, _ in rows), "the newest is kept"
    least = button_height(text_scale(size, True), "@primary")
    for key, button in menu.buttons.items():
        rect = button.get_abs_rect()
        assert rect.height >= least and not rect.colliderect(panel), key


def test_the_title_and_tagline_stay_on_the_window_clear_of_the_buttons(tmp_path):
    size = (1024, 640)
    menu = menu_at(tmp_path, size, True, LONG[:4])
    drawn = []
    real = menu_module.draw_label

    def recorded(surface, words, px, *rest):
        rect = real(surface, words, px, *rest)
        drawn.append((words, rect))
        return rect

    menu_module.draw_label = recorded
    try:
        menu.draw(menu.app.screen)
    finally:
        menu_module.draw_label = real
    from game.text import tr

    heads = [rect for words, rect in drawn if words in (tr("menu.title"), tr("menu.tagline"))]
    assert len(heads) == 2
    first = menu.buttons["continue"].get_abs_rect()
    for rect in heads:
        assert rect.top >= 0 and rect.bottom <= first.top, rect


def test_a_cut_continue_line_is_said_whole_under_the_pointer(tmp_path, monkeypatch):
    names = LONG + ("Bartholomew", "Alexandrina")
    menu = menu_at(tmp_path, (1024, 640), True, names, game="crowns", notices=[])
    shown, centre, _, whole = menu.caption
    assert shown != whole and shown.endswith("…") and whole.startswith("Maximilian")
    said = []
    real = tooltip.draw_tooltip

    def recorded(surface, words, *rest, **more):
        said.append(words)
        return real(surface, words, *rest, **more)

    monkeypatch.setattr(tooltip, "draw_tooltip", recorded)
    monkeypatch.setattr(menu_module, "mouse_pos", lambda: (5, 5))
    menu.app.draw()
    assert said == [], "no tip while the pointer is elsewhere"
    monkeypatch.setattr(menu_module, "mouse_pos", lambda: centre)
    menu.app.draw()  # over the widgets: the tip lies over the Continue button
    assert said == [whole]
