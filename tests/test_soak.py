"""The soak driver (`python -m tools.soak`): its plan covers every seat count, bot mix and
option; a CI slice of checked games; and the stall the engines' guards do not catch
(issue 9, part 1). A failing game's message holds its seed and the command to replay it.
"""

import json

import pytest

from game.bots import LEVELS
from game.rules import crowns, load, rumski
from game.rules.rumski import Discard as RumskiDiscard
from game.rules.rumski import TakeDiscard
from game.rules.rumski import legal_actions as rumski_legal
from tools import soak


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_plan_cycles_through_every_seat_count_pure_mix_and_option(game):
    seat_counts = set(load(game).SEATS)
    plans = [soak.plan(game, index, seed=index) for index in range(600)]
    assert {len(p.levels) for p in plans[: len(seat_counts)]} == seat_counts
    mixes = {tuple(p.levels) for p in plans}
    for level in LEVELS:  # every pure table at some seat count, and mixed ones
        assert any(set(mix) == {level} for mix in mixes), level
    assert any(len(set(mix)) == len(LEVELS) for mix in mixes)
    names = load(game).OPTIONS
    for name in names:
        assert len({json.dumps(p.options[name]) for p in plans}) > 1 or name == "first_dealer"


def test_st14_every_sting_option_combination_is_planned_within_a_full_soak():
    combos = {json.dumps(c, sort_keys=True) for c in soak.option_values("sting", 4)}
    planned = {
        json.dumps(soak.plan("sting", i, 0).options, sort_keys=True)
        for i in range(2, 10_000, 5)  # the four-seat games of a 10,000-game soak
    }
    assert combos <= planned


def test_first_dealer_tries_the_last_seat_of_each_table():
    assert {o["first_dealer"] for o in soak.option_values("rumski", 5)} == {-1, 0, 4}


CHEAP = [
    soak.GamePlan("crowns", 0, 11, ["easy", "medium"], {}),
    soak.GamePlan("sting", 0, 12, ["random", "hard", "easy"], {"rounds": 1}),
    soak.GamePlan("rumski", 0, 13, ["medium", "easy"], {"target": 100}),
]


@pytest.mark.parametrize("game_plan", CHEAP, ids=lambda p: p.game)
def test_a_checked_game_of_each_engine_plays_clean(game_plan):
    result = soak.soak_one(game_plan)
    assert not result.error, f"{result.error}\nreplay: {soak.replay_command(game_plan)}"
    assert result.actions > 0 and result.watch.rounds >= 1
    assert result.watch.longest_round <= soak.ROUND_ACTION_CAP


def test_a_failure_names_its_seed_and_the_command_that_replays_it(monkeypatch):
    monkeypatch.setattr(soak, "ROUND_ACTION_CAP", 5)
    report = soak.summarize("sting", [soak.soak_one(CHEAP[1])], 1.0)
    assert report["errors"] == 1 and report["round_cap_hits"] == 1
    (failure,) = report["failures"]
    assert "seed 12" in failure["error"] and "soak cap hit" in failure["error"]
    assert failure["replay"].startswith("python -m tools.soak --game sting --replay 12 ")


def test_command_line_soaks_and_reports_json(capsys):
    code = soak.main(["--game", "sting", "--games", "2", "--seed", "4", "--json"])
    report = json.loads(capsys.readouterr().out)["sting"]
    assert code == 0, report["failures"]
    assert report["games"] == 2 and report["invariant_checks"] == report["actions"] > 0
    assert report["replays_checked"] == 2


def failure_lines(report: dict) -> str:
    """Each failed game's error (with its seed) and the command that replays it."""
    return "\n".join(f"{f['error']}\n  replay: {f['replay']}" for f in report["failures"])


def test_the_ci_slice_prints_each_failing_seed_and_its_replay_command(monkeypatch):
    monkeypatch.setattr(soak, "ROUND_ACTION_CAP", 5)
    report = soak.run(1, ["rumski"], seed=20261122)["rumski"]
    seed = soak.sim.game_seeds(20261122, 1)[0]
    shown = failure_lines(report)
    assert (
        f"seed {seed} " in shown
        and f"replay: python -m tools.soak --game rumski --replay {seed} " in shown
    )


@pytest.mark.slow
@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_soak_slice(game):
    """CI's seeded slice of the full soak: the first games of the plan (every bot level,
    growing seat counts), each checked after every action and replayed."""
    games = {"crowns": 3, "sting": 8, "rumski": 4}[game]
    report = soak.run(games, [game], seed=20261122)[game]
    assert report["errors"] == 0, failure_lines(report)
    assert report["games"] == games and report["round_cap_hits"] == 0


# --- the engines' last-resort caps -------------------------------------------------------


def test_cr14a_a_hand_where_everyone_draws_from_the_discard_pile_ends():
    """Seed 42, two seats: each draws the top discard and discards another card. The
    stock never runs dry, so only the last-resort cap (TURN_CAP_PER_SEAT) ends the hand."""
    state = crowns.new_game(2, 42)
    for _ in range(2000):
        seat = state.to_act
        if state.phase == "draw":
            state.apply(crowns.Draw(seat, "discard"))
        else:
            options = crowns.legal_actions(state.observe(seat))
            state.apply(next(a for a in options if isinstance(a, crowns.Discard)))
    assert state.hand_number > 1, f"hand 1 still going after {state.turn} turns"


def test_ru13_a_round_where_everyone_takes_the_top_discard_ends():
    """Seed 42, two seats: each takes the top discard and discards a card. The stock is
    never rebuilt, so only the last-resort cap (QUIET_CIRCUITS_CAP) voids the round."""
    state = rumski.new_game(2, 42)
    for _ in range(2000):
        seat = state.turn
        if state.phase == "draw":
            state.apply(TakeDiscard(seat))
        else:
            options = rumski_legal(state.observe(seat))
            state.apply(next(a for a in options if isinstance(a, RumskiDiscard)))
    assert state.round_number > 1, f"round 1 still going after {len(state.actions)} actions"


# --- the Crowns check stays as strict as it is cheap ----------------------------------------


def test_cr1_crowns_check_catches_a_duplicated_missing_or_foreign_card():
    """check_invariants counts cards by class and fields (not by hashing each card) to keep
    the soak fast; it must still see every way the deck can go wrong (CR-1: two packs)."""
    from game.rules.cards import Card

    state = crowns.new_game(3, 8)
    state.check_invariants()
    top = state.stock[-1]
    damage = {
        "duplicated": lambda s: s.hands[0].append(s.stock[-1]),
        "missing": lambda s: s.stock.pop(),
        "moved and copied": lambda s: s.laid[1].append((top, top)),
        "a plain Card of the same fields": lambda s: s.stock.__setitem__(
            -1, Card(top.suit, top.rank, top.face)
        ),
        "swapped for another card": lambda s: s.discard_pile.__setitem__(0, top),
    }
    for name, spoil in damage.items():
        broken = state.clone()
        spoil(broken)
        try:
            broken.check_invariants()
        except AssertionError as error:
            assert "cards missing or duplicated" in str(error), name
        else:
            pytest.fail(f"{name}: not caught")


# --- found by the soak of e083a83: a Sting round that never ends ---------------------------

STING_ENDLESS = soak.GamePlan(
    "sting",
    0,
    865962364257,
    ["random", "random"],
    {
        "numeric": True,
        "no_substitution": False,
        "beginners": True,
        "deal": 7,
        "rounds": 5,
        "target": 0,
        "open_hands": False,
        "first_dealer": 1,
    },
)


def test_st12_a_round_of_rebuilds_with_nothing_played_ends_by_the_stall_guard(monkeypatch):
    """Soak seed 865962364257 (two random seats, beginners' deck, deal 7): round 2 comes
    down to a card in each hand, both seats announce draws that empty the draw pile, the
    pile is rebuilt from the discards every turn, and nothing is ever played to the table.
    ST-12 counts circuits once the pile *has been* rebuilt; a rebuild plays no card."""
    monkeypatch.setattr(soak, "ROUND_ACTION_CAP", 3_000)  # longest real round seen: 1,793
    result = soak.soak_one(STING_ENDLESS)
    assert not result.error, f"{result.error}\nreplay: {soak.replay_command(STING_ENDLESS)}"
