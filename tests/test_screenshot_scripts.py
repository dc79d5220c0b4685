"""The screenshot scripts (docs/screenshots) take the same picture every time: what a
shot shows that the game makes random or reads from the computer (New game's seed, the
clock's time zone) is pinned by the script, not by the game."""

import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
if str(SHOTS) not in sys.path:
    sys.path.insert(0, str(SHOTS))


def test_new_game_shot_shows_its_fixed_seed_every_time(app):
    """setup.png showed a new random seed in the seed field each time it was taken: the
    script fixed the seed the scene keeps, not the words its field shows."""
    import take_screenshots

    shown = []
    for _ in range(2):
        setup = take_screenshots.new_game_scene(app)
        app.stack.push(setup)
        setup.resize(app.size)
        shown.append(setup.widgets["seed"].get_text())
        assert setup.typed_seed() == setup.seed
        app.stack.pop()
    assert shown == ["218098", "218098"]


def test_store_shots_read_their_fixed_clock_in_utc_on_any_computer(monkeypatch):
    """Load, Continue and Recent games show when each game was saved on the computer's
    own clock: the store shots' fixed 18:30 UTC read 3:30 AM in Tokyo. The script reads
    it in UTC while it takes them, and gives the computer its zone back after."""
    import take_store_shots

    from game.store import saves
    from game.text.local import moment_words

    tokyo = timezone(timedelta(hours=9))
    monkeypatch.setattr(saves, "CLOCK_ZONE", tokyo)
    evening = datetime(2026, 11, 22, 18, 30, tzinfo=UTC)
    with take_store_shots.clock_in_utc():
        assert saves.local_moment("2026-11-22T18:30:00Z") == moment_words(evening)
    assert saves.CLOCK_ZONE is tokyo
    assert saves.local_moment("2026-11-22T18:30:00Z") != moment_words(evening)
