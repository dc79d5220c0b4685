"""The menu names each file the store could not use on rows of its own, readable and
whole, and keeps them until the player closes them with a click or a key (issue 7:
a damaged settings file or autosave is moved aside with a message)."""

import pygame
import pytest
from scene_driver import make_app, pump

from game.scenes.menu import MenuScene, notice_panel
from game.store import Store, StorePaths
from game.ui.look import text


def damaged_store(folder) -> Store:
    store = Store(StorePaths.inside(folder))
    store.paths.config_dir.mkdir(parents=True)
    store.paths.data_dir.mkdir(parents=True)
    store.paths.settings_file.write_text('{"volume": 0.5, broken')
    store.paths.autosave_file.write_text("garbage, not JSON")
    store.load_settings()  # as the app does when it starts
    return store


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_each_refused_file_is_named_on_its_own_rows_until_closed(tmp_path, size):
    app = make_app(size)
    app.store = damaged_store(tmp_path)
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 2)
    assert len(menu.notices) == 2
    panel, px, rows = notice_panel(menu.notices, size)
    starts = [words for words, first in rows if first]
    assert "settings.json" in starts[0] and "autosave.json" in starts[1]
    shown = " ".join(words for words, _ in rows)
    assert all(notice in shown for notice in menu.notices), "no notice is cut short"
    assert px >= 12 and all(text(words, px).get_width() <= panel.w - 2 * px for words, _ in rows)
    assert pygame.Rect((0, 0), size).contains(panel)
    for key, button in menu.buttons.items():
        assert not button.get_abs_rect().colliderect(panel), f"{key} under the notices"
    for _ in range(60):
        menu.update(1.0)  # a minute later they are still there to read
    assert menu.notices
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    pump(app, 2)
    assert menu.notices == [] and app.stack.top is menu  # the key only closed them
    assert max(button.get_abs_rect().bottom for button in menu.buttons.values()) > panel.top


def test_a_click_anywhere_closes_the_notices(tmp_path):
    app = make_app()
    app.store = damaged_store(tmp_path)
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    pump(app, 2)
    assert menu.notices == []


def test_what_the_app_could_not_start_with_is_shown_with_the_files_notices(tmp_path):
    """A settings file the store itself could not read at all (the app's own notice,
    `App.notices`) reaches the same panel, and is shown once."""
    app = make_app()
    app.store = damaged_store(tmp_path)
    app.notices.append("Settings could not be read: the disk is gone")
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 2)
    assert menu.notices[0] == "Settings could not be read: the disk is gone"
    assert len(menu.notices) == 3 and not app.notices
    second = MenuScene(app)
    app.stack.push(second)
    pump(app, 2)
    assert "Settings could not be read: the disk is gone" not in second.notices
