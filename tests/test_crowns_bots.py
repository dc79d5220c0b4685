"""Crowns bots: legal play at every level, reasons given, seeded, and a small strength check.

The real strength numbers come from the benchmark run recorded in docs/bots-crowns.md;
this is the fast version kept in the suite.
"""

from __future__ import annotations

import pytest

from game.bots.crowns import make_bot
from game.rules import crowns
from game.rules.crowns import legal_actions, new_game, parse_cards


def play(levels: list[str], seed: int) -> crowns.CrownsState:
    state = new_game(len(levels), seed)
    bots = [make_bot(level, seat, seed * 13 + seat) for seat, level in enumerate(levels)]
    while not state.is_over:
        observation = state.observe(state.to_act)
        action = bots[state.to_act].choose(observation)
        assert action in legal_actions(observation) or isinstance(action, crowns.GoOut)
        assert bots[state.to_act].reason
        state.apply(action)  # an illegal choice raises here
    return state


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_plays_a_whole_game_legally(level):
    state = play([level, "easy", "medium"], seed=4)
    assert state.is_over and len(state.hand_scores) == crowns.HANDS


def test_bots_are_deterministic_from_their_seed():
    first = play(["hard", "medium"], seed=8)
    again = play(["hard", "medium"], seed=8)
    assert first.actions == again.actions


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("expert", 0, 1)


def test_cr11_every_level_but_random_goes_out_when_it_can():
    state = new_game(2, seed=1, options={"first_dealer": 1})
    hand = parse_cards("3C 4C 5C")
    for level in ("easy", "medium", "hard"):
        observation = state.observe(0)
        observation = type(observation)(
            **{**observation.__dict__, "phase": "discard", "hand": (*hand, parse_cards("KD")[0])}
        )
        action = make_bot(level, 0, 1).choose(observation)
        assert isinstance(action, crowns.GoOut) and action.discard == parse_cards("KD")[0]


def test_medium_takes_the_discard_only_when_it_lowers_the_deadwood():
    state = new_game(2, seed=1, options={"first_dealer": 1})
    base = state.observe(0)
    bot = make_bot("medium", 0, 1)

    def with_top(top: str):
        return type(base)(
            **{
                **base.__dict__,
                "hand": tuple(parse_cards("6C 7C KH JD")),
                "discard_pile": tuple(parse_cards(f"9S {top}")),
                "wild_rank": 4,
            }
        )

    assert bot.choose(with_top("8C")).source == "discard"
    assert bot.choose(with_top("10S")).source == "discard"  # 10 beats keeping the K
    assert bot.choose(with_top("KS")).source == "stock"


def test_medium_beats_easy_more_often_than_not():
    wins = 0
    for seed in range(10):
        for levels in (["medium", "easy"], ["easy", "medium"]):
            state = play(levels, seed=100 + seed)
            wins += levels.index("medium") in state.winners()
    assert wins > 10
