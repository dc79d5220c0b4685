"""Statistics per game and per seat type ('human', 'bot:easy', …).

Each finished game adds one entry per seat type at the table: the type played; it won
if any seat of that type won; its score is that type's best seat score. Crowns and Sting
are won with the lowest total (CR-15, ST-11), Rumski with the highest (RU-15), so "best"
follows the game. Going out is counted per hand and seat (going-out rate = hands gone
out / hands played).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game import rules
from game.store.codec import Seat
from game.store.shape import expect_dict, expect_format, expect_int, expect_list, expect_str
from game.text import tr

STATS_FORMAT = 1
STATS_KIND = "wildmeld-stats"
STATS_LIMIT = 1 << 20  # 1 MB: three games × a few seat types of small numbers
LAST_KEPT = 20  # scores kept for the stats chart
# Ids of counted games kept: a game can only be finished again while its autosave is
# left, that is, until the next game ends; many more is only a margin.
COUNTED_KEPT = 100
# The games each rules module says the highest total wins (Rumski, RU-15).
HIGHEST_WINS = frozenset(name for name in rules.GAME_NAMES if rules.load(name).HIGHEST_WINS)


@dataclass(frozen=True)
class GameResult:
    """A finished game as statistics need it. `went_out[i]` is how many hands seat i went
    out in; `hands` how many hands (or rounds) were played."""

    game: str
    seats: tuple[Seat, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    hands: int = 0
    went_out: tuple[int, ...] = ()
    game_id: str = ""  # the sitting (SavedGame.game_id): a game is counted once


@dataclass(frozen=True)
class Line:
    """The statistics of one seat type in one game."""

    played: int = 0
    won: int = 0
    best: int | None = None
    score_sum: int = 0
    streak: int = 0  # wins in a row up to now
    longest_streak: int = 0
    hands: int = 0  # seat-hands played, for the going-out rate
    went_out: int = 0
    last_scores: tuple[int, ...] = ()

    @property
    def average(self) -> float | None:
        return self.score_sum / self.played if self.played else None

    @property
    def going_out_rate(self) -> float | None:
        return self.went_out / self.hands if self.hands else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class Stats:
    """All statistics: game name -> seat type -> Line; `counted` the ids of the latest
    games counted, so that a game finished again (the app stopped after counting it,
    before dropping its autosave) is not counted twice."""

    games: dict[str, dict[str, Line]] = field(default_factory=dict)
    counted: tuple[str, ...] = ()

    def line(self, game: str, seat_type: str = "human") -> Line:
        return self.games.get(game, {}).get(seat_type, Line())

    def with_result(self, result: GameResult) -> Stats:
        """These statistics with one more finished game counted (the same, if this game
        was counted already)."""
        if result.game_id and result.game_id in self.counted:
            return self
        games = {name: dict(lines) for name, lines in self.games.items()}
        lines = games.setdefault(result.game, {})
        highest_wins = result.game in HIGHEST_WINS
        for seat_type in dict.fromkeys(seat.seat_type for seat in result.seats):
            seats = [i for i, seat in enumerate(result.seats) if seat.seat_type == seat_type]
            scores = [result.totals[i] for i in seats if i < len(result.totals)]
            won = any(i in result.winners for i in seats)
            went_out = sum(result.went_out[i] for i in seats if i < len(result.went_out))
            lines[seat_type] = _count(
                lines.get(seat_type, Line()),
                score=(max if highest_wins else min)(scores) if scores else None,
                won=won,
                hands=result.hands * len(seats),
                went_out=went_out,
                highest_wins=highest_wins,
            )
        counted = (*self.counted, result.game_id) if result.game_id else self.counted
        return Stats(games, counted[-COUNTED_KEPT:])


def _count(
    line: Line, score: int | None, won: bool, hands: int, went_out: int, highest_wins: bool
) -> Line:
    best = line.best
    if score is not None:
        better = max if highest_wins else min
        best = score if best is None else better(best, score)
    streak = line.streak + 1 if won else 0
    return dataclasses.replace(
        line,
        played=line.played + 1,
        won=line.won + won,
        best=best,
        score_sum=line.score_sum + (score or 0),
        streak=streak,
        longest_streak=max(line.longest_streak, streak),
        hands=line.hands + hands,
        went_out=line.went_out + went_out,
        last_scores=(line.last_scores + (() if score is None else (score,)))[-LAST_KEPT:],
    )


def stats_to_json(stats: Stats) -> dict[str, Any]:
    return {
        "format": STATS_FORMAT,
        "kind": STATS_KIND,
        "games": {
            game: {
                seat_type: {**dataclasses.asdict(line), "last_scores": list(line.last_scores)}
                for seat_type, line in lines.items()
            }
            for game, lines in stats.games.items()
        },
        "counted": list(stats.counted),
    }


_COUNTS = ("played", "won", "streak", "longest_streak", "hands", "went_out")
_BIG = 10**15  # far above any real total, far below anything that could overflow a chart


def stats_from_json(data: Any) -> Stats:
    """Statistics from the file's JSON; ValueError if any part is the wrong shape (the
    whole file is then refused: half-loaded counts would silently be wrong)."""
    data = expect_dict(data, tr("store.where_file"))
    expect_format(data, STATS_KIND, STATS_FORMAT)
    games: dict[str, dict[str, Line]] = {}
    for game, lines in expect_dict(data.get("games", {}), "games").items():
        expect_str(game, tr("store.where_game_name"), 40)
        games[game] = {}
        for seat_type, entry in expect_dict(lines, f"games.{game}").items():
            where = f"games.{game}.{seat_type[:40]}"
            entry = expect_dict(entry, where)
            counts = {k: expect_int(entry.get(k, 0), f"{where}.{k}", 0, _BIG) for k in _COUNTS}
            if counts["won"] > counts["played"] or counts["went_out"] > counts["hands"]:
                raise ValueError(tr("store.counts_too_many", where=where))
            best = entry.get("best")
            last = expect_list(entry.get("last_scores", []), f"{where}.last_scores", LAST_KEPT)
            games[game][expect_str(seat_type, tr("store.where_seat_type"), 40)] = Line(
                **counts,
                score_sum=expect_int(entry.get("score_sum", 0), f"{where}.score_sum", -_BIG, _BIG),
                best=None if best is None else expect_int(best, f"{where}.best", -_BIG, _BIG),
                last_scores=tuple(expect_int(s, f"{where}.last_scores", -_BIG, _BIG) for s in last),
            )
    counted = expect_list(data.get("counted", []), "counted", COUNTED_KEPT)
    return Stats(games, tuple(expect_str(game_id, "counted", 40) for game_id in counted))
