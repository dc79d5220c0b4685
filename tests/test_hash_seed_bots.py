"""Bots play the same game in every process (DESIGN.md boundaries 1 and 6): a seed and
the bots' own seeds decide every move, never Python's string-hash seed, which orders
sets differently from one process to the next.

Each game's seeded bot games are played in two subprocesses with different
PYTHONHASHSEED values, and their action lists must agree. The deals are ones that
diverged before the bots' sets were ordered (Sting's substitution candidates, the
card Rumski keeps back under RU-12).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from patience import PATIENCE

ROOT = Path(__file__).resolve().parents[1]

# game: (bot levels by seat, options, deal seeds)
GAMES = {
    "sting": (["random", "easy", "medium", "hard"], {}, [1, 10]),
    "rumski": (["hard", "medium"], {}, [4]),
    "crowns": (["hard", "medium"], {}, [0]),
}

PLAYER = """
import json, sys
from game.bots import make_bot
from game.bots.seeds import bot_seed
from game.rules import load

game, levels, options, seeds = json.loads(sys.argv[1])
module = load(game)
games = []
for seed in seeds:
    state = module.new_game(len(levels), seed, options)
    bots = [make_bot(game, level, seat, bot_seed(seed, seat)) for seat, level in enumerate(levels)]
    reasons = []
    while not state.is_over:
        seat = state.to_act
        action = bots[seat].choose(state.observe(seat))
        reasons.append(bots[seat].reason)
        state.apply(action)
    games.append([[repr(action) for action in state.actions], reasons])
print(json.dumps(games))
"""


def play_in_process(game: str, hash_seed: str) -> list:
    levels, options, seeds = GAMES[game]
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PLAYER, json.dumps([game, levels, options, seeds])],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,  # a bound on a hang: minutes on a loaded machine
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bots_play_the_same_game_whatever_the_hash_seed(game):
    first = play_in_process(game, "2")
    second = play_in_process(game, "5")
    assert first and all(actions for actions, _ in first)
    for seed, (one, other) in zip(GAMES[game][2], zip(first, second, strict=True), strict=True):
        assert one[0] == other[0], f"{game} deal {seed}: the bots' moves follow the hash seed"
        assert one[1] == other[1], f"{game} deal {seed}: the bots' reasons follow the hash seed"
