"""Bot seeds come from one hash of the game seed, the seat and the purpose (issue 19,
item 4): a bot's own randomness says nothing about the deal it plays. The app (its
controller, for moves and for hints), the simulator and the golden games all ask
`game.bots.seeds.bot_seed`, and no caller builds a bot seed by arithmetic on the deal's."""

import ast
from pathlib import Path

import pytest

from game import controller as controller_module
from game.bots import hint_level
from game.bots.seeds import PURPOSES, bot_seed
from game.controller import Controller, SeatPlan
from tools import golden, sim
from tools.monkey import InlineBots

ROOT = Path(__file__).resolve().parents[1]
CODE_DIRS = (ROOT / "game", ROOT / "tools")  # the game and the tools that seat its bots


def test_distinct_seats_purposes_and_games_give_distinct_seeds():
    seeds = {
        bot_seed(game_seed, seat, purpose)
        for game_seed in (0, 1, 2, 101, 999_999, 2**47 + 5)
        for seat in range(14)
        for purpose in PURPOSES
    }
    assert len(seeds) == 6 * 14 * len(PURPOSES)
    assert bot_seed(7, 1) == bot_seed(7, 1, "move")  # the same question, the same answer


def test_old_formulas_are_gone():
    """The seeds are no simple function of the game seed (as `seed * 101 + seat` was)."""
    firsts = [bot_seed(seed, 0) for seed in range(50)]
    steps = {b - a for a, b in zip(firsts, firsts[1:], strict=False)}
    assert len(steps) == len(firsts) - 1
    assert all(bot_seed(seed, 0) not in (seed * 101, seed * 31) for seed in (1, 2))


def test_an_unknown_purpose_is_refused_by_name():
    with pytest.raises(ValueError, match="'peek'"):
        bot_seed(1, 0, "peek")


@pytest.fixture
def seeds_asked(monkeypatch):
    """Every (game, level, seat, seed) a bot is made with, through the module's own name."""
    made = []

    def recording(module):
        real = module.make_bot

        def make_bot(game, level, seat, seed):
            made.append((level, seat, seed))
            return real(game, level, seat, seed)

        monkeypatch.setattr(module, "make_bot", make_bot)

    return made, recording


def test_the_controller_seeds_moves_and_hints_from_the_game_seed(seeds_asked, monkeypatch):
    made, recording = seeds_asked
    recording(controller_module)
    monkeypatch.setattr(controller_module, "_BotThread", InlineBots)  # answers at once
    seats = [SeatPlan("Bo", "bot", "easy"), SeatPlan("Cy", "bot", "hard")]
    control = Controller("crowns", seats, 4242, {}, speed="instant", post=lambda event: None)
    control.ask_hint(0)
    for _ in range(20):
        control.update(ready=True, now=1e9)
    assert len(control.record().actions) >= 2  # both bots have moved
    assert sorted(made) == sorted(
        [
            ("easy", 0, bot_seed(4242, 0, "move")),
            ("hard", 1, bot_seed(4242, 1, "move")),
            (hint_level("crowns"), 0, bot_seed(4242, 0, "hint")),
        ]
    )


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_the_hint_is_the_games_hint_level(game, seeds_asked, monkeypatch):
    """Issue 18 item 2: the Hint button shows the strongest level that answers within
    a second — hard in Crowns and Sting (p99 well under 100 ms, tools.bench --only bots);
    medium in Rumski, whose hard holds dealt wilds back and so would skip plays — and the
    controller asks that one level, `hint_level`, never one of its own."""
    made, recording = seeds_asked
    recording(controller_module)
    monkeypatch.setattr(controller_module, "_BotThread", InlineBots)
    hints = []
    control = Controller(game, [SeatPlan("You"), SeatPlan("Ann")], 31, {}, post=hints.append)
    seat = control.to_act
    control.ask_hint(seat)
    control.update(ready=False)
    assert made == [(hint_level(game), seat, bot_seed(31, seat, "hint"))]
    assert [event.seat for event in hints] == [seat]
    assert hint_level(game) == {"crowns": "hard", "sting": "hard", "rumski": "medium"}[game]


def test_the_simulator_seeds_each_seat_as_the_app_does(seeds_asked):
    made, recording = seeds_asked
    recording(sim)
    sim.play_one("sting", ["random", "easy"], 77, 1, {}, False)
    assert sorted(made) == [("easy", 0, bot_seed(77, 0)), ("random", 1, bot_seed(77, 1))]


def test_the_golden_games_are_played_with_the_same_seeds(seeds_asked):
    made, recording = seeds_asked
    recording(golden)
    game = golden.GoldenGame("x", "sting", 5, ("random", "random"))
    golden.play(game)
    assert sorted(made) == [("random", seat, bot_seed(5, seat)) for seat in range(2)]


def test_no_bot_is_seeded_by_arithmetic_on_a_seed():
    """`make_bot(..., seed * 101 + seat)` and the like are gone from the game's code and
    its tools' (the simulator, the golden games, the benchmarks)."""
    found = []
    for path in (path for folder in CODE_DIRS for path in folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "make_bot":
                seed = node.args[-1] if node.args else None
                if isinstance(seed, ast.BinOp):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"bot seeds made by arithmetic: {found}"
