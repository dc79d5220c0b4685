"""Test set-up: pygame runs headless (no display, no sound card)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402  (after the headless environment is set)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real app over a store of its own in `tmp_path` (WILDMELD_HOME too), the main
    menu at the bottom of its stack; every table left open is closed afterwards. A test
    file may define its own `app` (a stand-in) instead."""
    from scene_driver import make_app

    from game.scenes.menu import MenuScene
    from game.scenes.table import TableScene
    from game.store import Store, StorePaths

    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))
    made = make_app()
    made.store = Store(StorePaths.inside(tmp_path))
    made.stack.push(MenuScene(made))
    yield made
    for scene in made.stack.scenes:
        if isinstance(scene, TableScene):
            scene.close()


@pytest.fixture(autouse=True)
def english_after_each_test():
    """Every test starts and ends in English: a test (or the monkey's clicks in
    Settings) that chooses another language must not speak it into the next test."""
    from game.text import set_language

    set_language("en")
    yield
    set_language("en")
