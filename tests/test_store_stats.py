"""Statistics per game and seat type: played, won, best and average score, longest win
streak, going-out rate, last 20 scores (issue 7, "Statistics"). Lowest total wins
Crowns (CR-15) and Sting; highest wins Rumski (RU-15)."""

import pytest

from game.store import GameResult, Seat, Stats, Store, StorePaths
from game.store.stats import stats_from_json, stats_to_json

ANN, BOT = Seat("Ann"), Seat("Bot", "bot", "hard")


def crowns(totals, winners, went_out=(0, 0), hands=11):
    return GameResult("crowns", (ANN, BOT), totals, winners, hands=hands, went_out=went_out)


def test_one_game_counts_for_each_seat_type():
    stats = Stats().with_result(crowns((40, 55), (0,), went_out=(3, 1)))
    human, bot = stats.line("crowns"), stats.line("crowns", "bot:hard")
    assert (human.played, human.won, human.best, human.average) == (1, 1, 40, 40)
    assert (bot.played, bot.won, bot.best) == (1, 0, 55)
    assert human.going_out_rate == 3 / 11 and bot.going_out_rate == 1 / 11
    assert stats.line("sting").played == 0


def test_cr15_best_crowns_score_is_the_lowest_and_streaks_count():
    stats = Stats()
    for totals, winners in [((50, 60), (0,)), ((30, 60), (0,)), ((70, 20), (1,)), ((45, 50), (0,))]:
        stats = stats.with_result(crowns(totals, winners))
    human = stats.line("crowns")
    assert (human.played, human.won, human.best, human.average) == (4, 3, 30, 48.75)
    assert (human.longest_streak, human.streak) == (2, 1)
    assert human.last_scores == (50, 30, 70, 45)


def test_ru15_best_rumski_score_is_the_highest():
    stats = Stats()
    for score in (120, 300, 90):
        stats = stats.with_result(GameResult("rumski", (ANN, BOT), (score, 10), (0,)))
    assert stats.line("rumski").best == 300


def test_two_humans_hot_seat_count_once_with_the_better_score():
    result = GameResult("sting", (ANN, Seat("Bo"), BOT), (12, 30, 5), (2,))
    line = Stats().with_result(result).line("sting")
    assert (line.played, line.won, line.best) == (1, 0, 12)


def test_only_the_last_twenty_scores_are_kept():
    stats = Stats()
    for score in range(25):
        stats = stats.with_result(crowns((score, 99), (0,)))
    assert stats.line("crowns").last_scores == tuple(range(5, 25))
    assert stats.line("crowns").played == 25


def test_stats_round_trip_and_update_through_the_store(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    store.record_result(crowns((40, 55), (0,), went_out=(2, 0)))
    store.record_result(crowns((60, 55), (1,), went_out=(0, 4)))
    fresh = Store(StorePaths.inside(tmp_path)).load_stats()
    assert fresh.line("crowns").played == 2 and fresh.line("crowns", "bot:hard").won == 1
    assert stats_from_json(stats_to_json(fresh)) == fresh


@pytest.mark.parametrize(
    "entry",
    [{"played": 1, "won": 2}, {"played": -1}, {"hands": 1, "went_out": 5}, {"last_scores": "1"}],
)
def test_inconsistent_counts_refuse_the_whole_file(entry):
    data = {"format": 1, "kind": "wildmeld-stats", "games": {"crowns": {"human": entry}}}
    with pytest.raises(ValueError):
        stats_from_json(data)
