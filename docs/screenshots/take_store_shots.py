"""Take the README screenshots of what the store keeps: the menu's Continue, named saves,
settings, statistics (also with high contrast and large text), Recent games, a replay,
and a Crowns table with colour-blind faces, high contrast and large text switched on.

Run from the project folder: `python docs/screenshots/take_store_shots.py` (or
`take_all.py` for every screenshot). It works in a throw-away store folder (never the
player's own files) whose clock is fixed, fills it with seeded demo games — short games
bots play to their end for Recent games and the replay, random legal play for the games
in progress, seeded scores for the chart — and draws each scene in the real app window
with the dummy video driver at 1280×800.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from seeded_moments import HERE, SIZE, open_table, played_until, seats

# seeded_moments first: it puts tests/ on the path and picks the dummy drivers.
# isort: split
import pygame
from scene_driver import pump, pump_until

from game import rules
from game.app import App
from game.bots import make_bot
from game.rules.engine import standings
from game.scenes.menu import MenuScene
from game.scenes.recent import RecentGamesScene
from game.scenes.replay import ReplayScene
from game.scenes.settings import SettingsScene, apply_to_app
from game.scenes.slots import LoadScene
from game.scenes.stats import StatsScene
from game.store import GameResult, SavedGame, Seat, Settings, Store, StorePaths, saves
from game.text import tr

# The finished games of Recent games, newest first: short games (one Sting round, Rumski
# to 100) so the list and the replay show real ends, with the deals' seeds.
FINISHED = (("rumski", 42, {"target": 100}), ("sting", 42, {"rounds": 1}), ("crowns", 42, {}))
SCORES_SEED = 2037  # the statistics' seeded scores: each seat type's best a different one


def demo_seats() -> tuple[Seat, ...]:
    """The demo games' seats: you and two bots (their names the setup's own)."""
    you, medium, hard = (plan.name for plan in seats(3))
    return (Seat(you), Seat(medium, "bot", "medium"), Seat(hard, "bot", "hard"))


def demo_game(game: str, seed: int, moves: int) -> SavedGame:
    """A SavedGame of `moves` random legal moves (the games in progress)."""
    module = rules.load(game)
    state = module.new_game(3, seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(chooser.choice(module.legal_actions(state.observe(state.to_act))))
    return SavedGame.of_state(game, seed, demo_seats(), {}, state)


def finished_game(game: str, seed: int, options: dict) -> SavedGame:
    """A SavedGame of `game` played to its end by medium and hard bots in every seat."""
    module = rules.load(game)
    state = module.new_game(3, seed, options)
    levels = ("medium", "medium", "hard")
    bots = [make_bot(game, level, seat, seed + seat) for seat, level in enumerate(levels)]
    while not state.is_over:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    return SavedGame.of_state(game, seed, demo_seats(), options, state)


def fixed_clock():
    """A clock for the store that starts on a fixed evening and moves a minute each time
    it is read: the times shown are the same every run, and the newest game is last."""
    moments = (datetime(2026, 11, 22, 18, 30, tzinfo=UTC) + timedelta(minutes=n) for n in
               range(10_000))  # fmt: skip
    return lambda: next(moments)


@contextmanager
def clock_in_utc() -> Iterator[None]:
    """The times the screens show read on a UTC clock while the shots are taken: the
    game shows a save's time on the computer's own clock (`saves.CLOCK_ZONE`), so the
    fixed clock's 18:30 UTC would read 3:30 AM in Tokyo and the shots differ by zone."""
    zone = saves.CLOCK_ZONE
    saves.CLOCK_ZONE = UTC
    try:
        yield
    finally:
        saves.CLOCK_ZONE = zone


def fill(store: Store) -> None:
    """Seeded results for the statistics, finished games for Recent games, and games in
    progress for the saves."""
    chooser = random.Random(SCORES_SEED)
    for game, low, high in (("crowns", 40, 140), ("sting", 20, 120), ("rumski", 150, 600)):
        for _ in range(24):
            totals = tuple(chooser.randrange(low, high) for _ in demo_seats())
            best = totals[standings(totals, rules.load(game).HIGHEST_WINS)[0]]
            winners = tuple(i for i, t in enumerate(totals) if t == best)
            went_out = tuple(chooser.randrange(4) for _ in totals)
            store.record_result(GameResult(game, demo_seats(), totals, winners, 11, went_out))
    for game, seed, options in reversed(FINISHED):  # the last one added is listed first
        store.add_recent(finished_game(game, seed, options))
    slots = ((tr("shots.slot_sunday"), "crowns", 40), (tr("shots.slot_practice"), "sting", 30))
    for title, game, moves in slots:
        store.save_slot(title, demo_game(game, 7, moves))
    store.autosave(demo_game("rumski", 5, 40))  # replaced by the next: Load lists it
    store.autosave(demo_game("sting", 9, 60))  # the game in progress: Continue


def later_hand(state) -> bool:
    """Your turn to draw in hand 4 to 8, holding cards of every suit but one or more."""
    if state.hand_number not in range(4, 9) or state.to_act != 0 or state.phase != "draw":
        return False
    return len({card.suit for card in state.observe(0).hand if card.suit}) >= 4


def table_shot(app: App) -> None:
    """A Crowns table at your turn with colour-blind faces, high contrast and large text,
    all switched on over the running table (they apply without a restart)."""
    four = seats(4)
    seed, actions = played_until("crowns", four, 2026, later_hand)
    table = open_table(app, "crowns", four, seed, actions, "instant")
    try:
        pump_until(app, lambda: table.ready() and table.started)
        on = Settings(colour_blind_faces=True, high_contrast=True, large_text=True)
        for name in ("colour_blind_faces", "high_contrast", "large_text"):
            apply_to_app(app, on, name)
        pump(app, 30)
        app.screenshot(str(HERE / "table-accessible.png"))
    finally:
        table.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as home, clock_in_utc():
        store = Store(StorePaths.inside(Path(home)), clock=fixed_clock())
        fill(store)
        app = App(SIZE, {"bots_in": "thread"})
        app.store = store
        try:
            shots = {
                "continue.png": lambda: MenuScene(app),
                "load.png": lambda: LoadScene(app),
                "settings.png": lambda: SettingsScene(app),
                "stats.png": lambda: StatsScene(app),
                "recent-games.png": lambda: RecentGamesScene(app),
                "replay.png": lambda: ReplayScene(app, finished_game(*FINISHED[-1])),
            }
            for name, make in shots.items():
                scene = make()
                app.stack.push(scene)
                if isinstance(scene, ReplayScene):
                    scene.replayer.seek(scene.replayer.length)
                pump(app, 2)
                app.screenshot(str(HERE / name))
                app.stack.pop()
            store.save_settings(Settings(high_contrast=True, large_text=True))
            app.stack.push(StatsScene(app))
            pump(app, 2)
            app.screenshot(str(HERE / "stats-high-contrast.png"))
            app.stack.pop()
            table_shot(app)
        finally:
            pygame.quit()


if __name__ == "__main__":
    main()
