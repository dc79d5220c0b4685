"""Keeping games: the autosave after every move, the record of a finished game, and a
kept game opened again at its table (`open_saved`: Continue, Load).

A game is saved as seed + seats + options + actions (DESIGN.md boundary 6), by the
store (`game.store`). Files are written on a helper thread, in order, so a slow
disk never costs the table a frame.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

from game import logs

SAVE_WAIT_SECONDS = 5.0  # how long a closing app waits for the save writer's queue


def store_seats(controller: Any) -> tuple:
    """The controller's seat plans as the store describes seats, each name as the save
    reader accepts it (`clean_name`, at most `NAME_LENGTH`): a name from anywhere but
    New game's field (a tool, a longer word in another language) can never make an
    autosave its own reader would refuse."""
    from game.store import Seat
    from game.store.limits import NAME_LENGTH
    from game.text import tr
    from game.text.names import clean_name

    return tuple(
        Seat(
            clean_name(plan.name, tr("store.seat_number", number=seat + 1), longest=NAME_LENGTH),
            plan.kind,
            plan.level if plan.is_bot else None,
        )
        for seat, plan in enumerate(controller.seats)
    )


def saved_game(
    controller: Any, finished: bool = False, open_hands: bool = False, game_id: str = ""
) -> Any:
    """What a save file holds for the controller's game now. Its hand or round is the one
    the controller's game has reached (`hand_reached`), never what a table has shown so
    far: a table trails the engine while it animates, and a move that ends a hand was
    saved as the hand before (issue 17), so Continue's caption named the wrong hand."""
    import dataclasses

    from game.store import SavedGame
    from game.store.codec import hand_reached

    saved = SavedGame.of_record(
        controller.record(),
        store_seats(controller),
        hand=hand_reached(controller),
        totals=tuple(controller.totals),
        finished=finished,
    )
    return dataclasses.replace(saved, open_hands=open_hands, game_id=game_id)


class Keeper:
    """Writes autosaves and finished games for one table, off the frame."""

    def __init__(self, store: Any):
        from game.store.codec import new_game_id

        self.store = store
        self.open_hands = False  # the table's "Show bot hands" practice, kept in its saves
        self.game_id = new_game_id()  # this sitting (Continue carries it on)
        self.finished: Any = None  # game.store.Finished, once a finished game is recorded
        self.start_writer()

    def start_writer(self) -> None:
        """The helper thread that writes the queued saves, in order."""
        self.jobs: queue.Queue = queue.Queue()
        self.thread = threading.Thread(target=self._run, name="wildmeld-saves", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        upcoming: list[tuple | None] = []
        while True:
            job = upcoming.pop(0) if upcoming else self.jobs.get()
            if job is None:
                return
            if job[0] == "autosave":
                job, upcoming = self._latest(job)
            self._write(job)

    def _latest(self, job: tuple) -> tuple[tuple, list[tuple | None]]:
        """`job`, an autosave, or the newest autosave queued right behind it — an older one
        is of no use once a newer one waits, and on a slow disk bots playing at speed
        would otherwise queue saves faster than they are written, leaving the game's end
        to wait behind them all — and the job after those, if any."""
        while True:
            try:
                following = self.jobs.get_nowait()
            except queue.Empty:
                return job, []
            if following is None or following[0] != "autosave":
                return job, [following]
            job = following

    def _write(self, job: tuple) -> None:
        kind, saved, result = job
        try:
            if kind == "autosave":
                self.store.autosave(saved)
            else:
                self.finished = self.store.finish_game(saved, result)
        except Exception as error:  # the store reports its own problems as notices
            logs.logger().exception("A save of the %s game failed", saved.game)
            if kind == "finish":  # the game-over screen says it was not recorded
                from game.store import Finished, Stats

                self.finished = Finished(Stats(), f"{type(error).__name__}: {error}")

    @property
    def unsaved(self) -> Any:
        """game.store.Unsaved while autosaves fail (the table's banner), else None."""
        return getattr(self.store, "unsaved", None)

    def saved_game(self, controller: Any) -> Any:
        """The controller's game as this table saves it (over or not)."""
        return saved_game(
            controller, controller.is_over, open_hands=self.open_hands, game_id=self.game_id
        )

    def autosave(self, controller: Any) -> None:
        """Save the game after a move: the last one too, so a game stopped between its
        end and the record of it is still recorded (`Store.settle_autosave`)."""
        self.jobs.put(("autosave", self.saved_game(controller), None))

    def finish(self, controller: Any, hand: int, went_out: list[int]) -> None:
        """The game ended: keep it for replays and count it in the statistics."""
        from game.store import GameResult

        saved = self.saved_game(controller)
        result = GameResult(
            controller.game,
            store_seats(controller),
            tuple(controller.totals),
            tuple(controller.winners()),
            hands=hand,
            went_out=tuple(went_out),
            game_id=self.game_id,
        )
        self.jobs.put(("finish", saved, result))

    def stop(self, wait: float = 0.0) -> None:
        """No more saves: the writer finishes those queued, then ends. With `wait`,
        wait up to that many seconds for it (the app is closing: the writer is a daemon
        thread, and a save still queued when the program ends would be lost)."""
        self.jobs.put(None)
        if wait:
            self.thread.join(wait)


def open_saved(app: Any, saved: Any) -> Any:
    """The table of a saved game (autosave or slot), its actions replayed; raises
    ValueError or IllegalAction if the engine refuses them."""
    from game.controller import SeatPlan

    seats = [SeatPlan(seat.name, seat.kind, seat.level or "medium") for seat in saved.seats]
    controller = app.new_controller(
        saved.game, seats, saved.seed, saved.options, actions=saved.actions
    )
    table = app.make("table", controller)
    table.open_hands = saved.open_hands  # "Show bot hands" practice, as it was
    if table.keeper is not None and saved.game_id:  # the same sitting (a slot has none)
        table.keeper.game_id = saved.game_id  # so its end is counted once
    return table
