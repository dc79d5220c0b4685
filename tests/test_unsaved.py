"""While a game's moves cannot be saved (a full or read-only disk), its table says so in a
banner that stays until a save succeeds again (issue 17 item 9): before, every failed
autosave went silently into a list of notices only the menu showed (one game gathered 227).
"""

import errno
from datetime import UTC, datetime, timedelta, timezone

import pygame
import pytest
from scene_driver import make_app, pump, pump_until

from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene
from game.store import Store, StorePaths, saves, storage


@pytest.mark.parametrize(
    ("code", "problem"),
    [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the disk is read-only")],
)
def test_the_table_says_its_moves_are_not_saved_until_a_save_succeeds(
    tmp_path, monkeypatch, code, problem
):
    monkeypatch.setattr(saves, "CLOCK_ZONE", timezone(timedelta(hours=1)))  # the player's clock
    moments = iter(
        datetime(2026, 11, 27, 13, 2, tzinfo=UTC) + timedelta(seconds=s) for s in range(10**6)
    )
    store = Store(StorePaths.inside(tmp_path), clock=lambda: next(moments))
    real = storage.write_json_atomic
    refused = {"on": True}

    def write(path, data):
        if refused["on"]:
            raise OSError(code, "refused")
        return real(path, data)

    monkeypatch.setattr(storage, "write_json_atomic", write)
    app = make_app()
    app.store = store
    seats = [SeatPlan(name, "bot", "random") for name in ("Ana", "Bo", "Cy")]
    table = TableScene(app, Controller("crowns", seats, 5, {}, speed="instant"))
    app.stack.push(table)
    try:
        assert table.unsaved_words() == ""
        pump_until(app, lambda: table.controller.version >= 6 and table.keeper.jobs.empty())
        pump(app, 2)
        words = f"Can't save: {problem}. Moves since 2:02\u202fPM are not saved."
        assert table.unsaved_words() == words  # the first move not saved, in local time
        before = pygame.Surface(app.size)
        table.draw(before)
        assert len(store.take_notices()) == 1  # one notice for the whole failing stretch
        refused["on"] = False
        pump_until(app, lambda: store.unsaved is None)
        assert table.unsaved_words() == ""
        assert store.peek_autosave() is not None
    finally:
        table.close()
