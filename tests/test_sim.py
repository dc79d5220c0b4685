"""The headless simulator: its command line, its statistics, and real games."""

import importlib.util
import json

import pytest

from tools import sim


def test_wilson_interval_contains_the_rate_and_narrows_with_more_games():
    low, high = sim.wilson(60, 100)
    assert low < 0.6 < high
    wide = high - low
    low, high = sim.wilson(600, 1000)
    assert low < 0.6 < high
    assert high - low < wide
    assert sim.wilson(0, 10)[0] == 0.0


def test_game_seeds_are_reproducible_and_distinct():
    assert sim.game_seeds(7, 50) == sim.game_seeds(7, 50)
    assert len(set(sim.game_seeds(7, 50))) == 50
    assert sim.game_seeds(7, 5) != sim.game_seeds(8, 5)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--game", "crowns", "--seats", "easy,genius"], "unknown bot level 'genius'"),
        (["--game", "crowns", "--seats", "easy", "--games", "0"], "--games must be at least 1"),
        (["--game", "crowns", "--seats", "easy", "--option", "oops"], "NAME=VALUE"),
        (["--game", "sting", "--seats", "hard,hard-v1"], "sting has no bot level 'hard-v1'"),
    ],
)
def test_bad_command_line_says_what_is_wrong(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        sim.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_the_frozen_hard_v1_plays_in_the_sim_where_a_game_keeps_one():
    """Issue 19: the hard of before stays reachable for measurements, outside LEVELS."""
    from game.bots import FROZEN, LEVELS

    assert "hard-v1" not in LEVELS and set(FROZEN) == {"crowns", "rumski"}
    args = sim.parse_args(["--game", "crowns", "--seats", "hard,hard-v1"])
    assert args.levels == ["hard", "hard-v1"]


def test_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit):
        sim.main(["--game", "poker", "--seats", "easy,easy"])
    assert "invalid choice: 'poker'" in capsys.readouterr().err


def available(game):
    return importlib.util.find_spec(f"game.bots.{game}") is not None


# Each engine's own tests play many more games; here the sim's plumbing is checked.
SEAT_COUNTS = {"crowns": [1, 2, 5], "sting": [2, 4], "rumski": [3]}


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_random_games_run_clean_with_checks_and_replay(game, capsys):
    if not available(game):
        pytest.skip(f"{game} bots not landed yet")
    for seats in SEAT_COUNTS[game]:
        code = sim.main(
            ["--game", game, "--seats", ",".join(["random"] * seats), "--games", "2", "--json"]
            + ["--seed", "5", "--check"]
        )
        report = json.loads(capsys.readouterr().out)
        assert code == 0, report["error_messages"]
        assert report["errors"] == 0 and report["games"] == 2
        assert len(report["wins"]) == seats and sum(report["wins"]) >= 2
        assert report["turns"] > 0


def test_rotation_seats_every_level_in_every_chair():
    if not available("crowns"):
        pytest.skip("crowns bots not landed yet")
    report = sim.run("crowns", ["random", "random"], games=2, seed=3, rotate=True)
    assert report["games"] == 2 and report["errors"] == 0
    again = sim.run("crowns", ["random", "random"], games=2, seed=3, rotate=True)
    assert again["mean_total"] == report["mean_total"], "same seed, same games"


def test_wrong_seat_count_is_refused():
    if not available("sting"):
        pytest.skip("sting bots not landed yet")
    with pytest.raises(ValueError, match="sting takes 2–6 seats, not 1"):
        sim.run("sting", ["easy"], games=1, seed=1)
