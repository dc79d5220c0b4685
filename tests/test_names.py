"""A player's name may hold any text: what draws nothing is cleaned away where a name is
typed and where it is read back, and drawing a name never fails (issue 17 item 8)."""

import pytest
from scene_driver import make_app, pump, table_app

from game.controller import SeatPlan
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene, default_names
from game.scenes.table import TableScene
from game.store import SavedGame, Seat, Store, StorePaths
from game.text.names import clean_name

INVISIBLE = ("\u200b", "\u200f", "\u202e", "\ufeff", "\u2066", "\x00", "\x1b")


@pytest.mark.parametrize("mark", INVISIBLE)
def test_clean_name_drops_what_draws_nothing_and_falls_back_to_the_default(mark):
    assert clean_name(f"{mark}Ana", "You") == "Ana"
    assert clean_name(f"  Bo{mark} \u00a0Cy ", "You") == "Bo Cy"
    assert clean_name(mark * 3, "You") == "You"
    assert clean_name("", "Seat 2") == "Seat 2"
    assert clean_name("Ana Maria Sofia Lopez", "You", longest=9) == "Ana Maria"
    assert clean_name("Zoë 游戏 Партия", "You") == "Zoë 游戏 Партия"  # letters of every script stay


@pytest.mark.parametrize("name", ["\u200bAna", "\u200f", "\u202eBo", "\ufeff\ufeffCy"])
def test_a_table_draws_a_name_that_starts_with_an_invisible_character(name):
    """The seat badge shows a name's first visible letter (or "?"): before, its first
    frame failed with "Text has zero width"."""
    seats = [SeatPlan(name, "human"), SeatPlan("\u200b", "bot", "random")]
    app, table = table_app(seats, seed=3)
    try:
        pump(app, 3)
    finally:
        table.close()


def test_names_are_cleaned_when_a_save_is_read(tmp_path):
    """A name from a file (an older save, a friend's game) comes back cleaned, and a name
    with nothing visible left becomes its seat's number, so Continue opens the table."""
    store = Store(StorePaths.inside(tmp_path))
    seats = (Seat("\u200bAna"), Seat("\u202e\ufeff", "bot", "easy"))
    assert store.autosave(SavedGame("crowns", 4, seats))
    saved = store.peek_autosave()
    assert [seat.name for seat in saved.seats] == ["Ana", "Seat 2"]
    app = make_app()
    app.store = store
    app.stack.push(MenuScene(app))
    app.stack.top.resume()
    table = app.stack.top
    try:
        assert isinstance(table, TableScene)
        assert [plan.name for plan in table.controller.seats] == ["Ana", "Seat 2"]
        pump(app, 3)
    finally:
        table.close()


def test_names_are_cleaned_where_they_are_typed():
    """A name field refuses what draws nothing, typed or pasted (pygame_gui itself
    fails drawing a field of only such characters), and the name read from it is
    cleaned: trimmed, any space made plain, the seat's default if nothing is left."""
    app = make_app()
    setup = SetupScene(app, "crowns")
    app.stack.push(setup)
    pump(app, 2)
    for mark in INVISIBLE[:5]:
        with pytest.warns(UserWarning, match="invalid characters"):
            setup.widgets["name:1"].set_text(f"{mark}Zed")  # refused whole, as a paste is
        assert setup.widgets["name:1"].get_text() == default_names()[1]
    setup.widgets["name:0"].set_text("\u00a0 Zed\u3000Li  ")
    setup.widgets["name:1"].set_text("\u00a0")
    setup.read_name(0)
    setup.read_name(1)
    assert setup.names[:2] == ["Zed Li", default_names()[1]]
    pump(app, 2)
