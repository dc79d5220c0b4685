"""The kill loop (issue 17): a child app killed with SIGKILL at random moments and between
the writes of a game's end leaves no save corrupt, lost or counted twice — a small run of
`python -m tools.killloop`, and its checks shown to catch each kind of harm."""

import json
import signal
import sys

import pytest

from game.store import GameResult, SavedGame, Seat, Store, StorePaths
from tools.killloop import FAULT_POINTS, Home, check_home, lost_games, run_game

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX"
)


def test_a_few_kills_leave_every_game_whole_and_counted_once():
    report = run_game("crowns", kills=2, seed=3, longest=6.0)
    assert report.ok, "\n".join(report.problems)
    assert report.kills == 2 and sum(report.moments.values()) == 2
    assert report.fault_kills == dict.fromkeys(FAULT_POINTS, 1)
    assert report.finished >= len(FAULT_POINTS)  # each ending (and any game the kills met)


SEATS = (Seat("Bot 1", "bot", "easy"), Seat("Bot 2", "bot", "easy"))


def test_the_checks_catch_a_game_counted_twice_a_corrupt_file_and_a_lost_move(tmp_path):
    home = Home(tmp_path, "crowns")
    store = Store(StorePaths.inside(tmp_path))
    result = GameResult("crowns", SEATS, (10, 20), (0,), hands=11, game_id="g1")
    store.record_result(result)
    stats = json.loads(store.paths.stats_file.read_text())
    stats["counted"] = ["g1", "g1"]  # one game counted twice
    store.paths.stats_file.write_text(json.dumps(stats))
    check_home(home, "a crafted home")
    assert any("counted or kept twice" in problem for problem in home.problems)

    home.problems.clear()
    (store.paths.data_dir / "stats.corrupt-20261127T000000Z.json").write_text("{")
    store.autosave(SavedGame("crowns", 5, SEATS, game_id="g2"))
    home.moves["g2"] = 3  # the autosave once held three moves, and now none
    check_home(home, "another crafted home")
    assert any("moved aside as corrupt" in problem for problem in home.problems)
    assert any("went back from 3 moves to 0" in problem for problem in home.problems)

    store.clear_autosave()
    assert lost_games(home) == ["g2"]  # seen, neither finished nor left to continue
