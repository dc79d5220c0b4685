"""`python -m tools.bench --only bots`: decision times per game and level (issue 19).
Only the shape is tested; the times themselves are measured, never asserted."""

from tools.bench import PARTS
from tools.bench import bots as bench_bots


def test_bots_is_a_bench_part_timing_every_decision_of_the_level(monkeypatch):
    assert "bots" in PARTS
    times = bench_bots.decision_cpu("sting", "easy", games=2)
    assert times and all(seconds >= 0 for seconds in times)
    summary = bench_bots.summary_ms(times)
    assert summary["count"] == len(times)
    assert {"p50", "p99", "max", "mean"} <= set(summary)


def test_the_report_names_every_level_of_every_game_and_the_frozen_ones(monkeypatch):
    monkeypatch.setattr(bench_bots, "decision_cpu", lambda game, level, games: [0.001])
    report = bench_bots.run(quick=True)
    assert set(report) == {"crowns", "sting", "rumski"}
    assert set(report["crowns"]) == {"random", "easy", "medium", "hard", "expert", "hard-v1"}
    assert set(report["sting"]) == {"random", "easy", "medium", "hard", "expert"}
    assert report["rumski"]["hard-v1"]["p50"] == 1.0


def test_the_expert_entry_counts_the_worlds_its_searches_played(monkeypatch):
    """How much search the budget buys is reported beside the times (`worlds`)."""
    monkeypatch.setenv("WILDMELD_EXPERT_WORLDS", "2")
    monkeypatch.setattr(bench_bots, "WORLDS", {})
    times = bench_bots.decision_cpu("crowns", "expert", games=1)
    worlds = bench_bots.WORLDS["crowns"]
    assert 0 < len(worlds) < len(times) and set(worlds) <= {1, 2}
    summary = bench_bots.worlds_summary(worlds)
    assert summary["searched"] == len(worlds) and summary["min"] <= summary["p50"] <= 2


def test_the_crowns_rollout_agreement_counts_each_kind_of_decision():
    counts = bench_bots.crowns_rollout_agreement(seeds=[201])
    assert set(counts) == {"draw", "discard", "final"}
    assert all(0 <= same <= total for same, total in counts.values())
    assert counts["draw"][1] and counts["discard"][1]
