"""Screenshots of the menu's Continue, named saves, settings, statistics, recent-games and
replay scenes for the docs:
`python -m game.scenes.store_shots [FOLDER]` (default docs/screenshots).

It works in a throw-away store folder (never the player's own files), fills it with
seeded demo games — short games bots play to their end for Recent games and the replay,
random legal play for the games in progress, seeded scores for the chart — and draws
each scene headless in the real app window.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

SIZE = (1280, 800)


def demo_seats():
    """The demo games' seats: a person and two bots (their names the setup's own)."""
    from game.scenes.setup import bot_names
    from game.store import Seat

    first, second, third = bot_names()[:3]
    return (Seat(first), Seat(second, "bot", "medium"), Seat(third, "bot", "hard"))


def demo_game(game: str, seed: int, moves: int):
    """A SavedGame of `moves` random legal moves (the replay screenshot's game)."""
    from game import rules
    from game.store import SavedGame

    seats = demo_seats()
    module = rules.load(game)
    state = module.new_game(len(seats), seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(chooser.choice(module.legal_actions(state.observe(state.to_act))))
    return SavedGame.of_state(game, seed, seats, {}, state)


# The finished games of Recent games, newest first: short games (one Sting round, Rumski
# to 100) so the list and the replay show real ends, with the deals' seeds.
FINISHED = (("rumski", 42, {"target": 100}), ("sting", 42, {"rounds": 1}), ("crowns", 42, {}))


def finished_game(game: str, seed: int, options: dict):
    """A SavedGame of `game` played to its end by medium and hard bots in every seat."""
    from game import rules
    from game.bots import make_bot
    from game.store import SavedGame

    seats = demo_seats()
    module = rules.load(game)
    state = module.new_game(len(seats), seed, options)
    levels = ("medium", "medium", "hard")
    bots = [make_bot(game, level, seat, seed + seat) for seat, level in enumerate(levels)]
    while not state.is_over:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    return SavedGame.of_state(game, seed, seats, options, state)


def fill(store) -> None:
    """Seeded results for the statistics, finished games for Recent games, and games in
    progress for the saves."""
    from game import rules
    from game.rules.engine import standings
    from game.store import GameResult

    chooser = random.Random(2026)
    for game, low, high in (("crowns", 40, 140), ("sting", 20, 120), ("rumski", 150, 600)):
        seats = demo_game(game, 1, 0).seats
        for _ in range(24):
            totals = tuple(chooser.randrange(low, high) for _ in seats)
            best = totals[standings(totals, rules.load(game).HIGHEST_WINS)[0]]
            winners = tuple(i for i, t in enumerate(totals) if t == best)
            went_out = tuple(chooser.randrange(4) for _ in seats)
            store.record_result(GameResult(game, seats, totals, winners, 11, went_out))
    for game, seed, options in reversed(FINISHED):  # the last one added is listed first
        store.add_recent(finished_game(game, seed, options))
    from game.text import tr

    slots = ((tr("shots.slot_sunday"), "crowns", 40), (tr("shots.slot_practice"), "sting", 30))
    for title, game, moves in slots:
        store.save_slot(title, demo_game(game, 7, moves))
    store.autosave(demo_game("sting", 9, 60))  # the game in progress: Continue


def table_shot(app, path: Path) -> None:
    """A Crowns table at your turn with colour-blind faces, high contrast and large text,
    all switched on over the running table (they apply without a restart)."""
    import pygame

    from game.scenes.menu import quick_seats
    from game.scenes.settings import apply_to_app
    from game.scenes.table import TableScene
    from game.store import Settings

    app.settings.update(speed="instant", bot_pacing="instant", bots_in="thread")
    table = TableScene(app, app.new_controller("crowns", quick_seats(), 2026))
    app.stack.push(table)
    try:
        for _ in range(2000):  # bots play on their thread until it is your turn
            app.frame(1 / 60)
            if table.controller.to_act == 0 and table.ready() and table.started:
                break
        on = Settings(colour_blind_faces=True, high_contrast=True, large_text=True)
        for name in ("colour_blind_faces", "high_contrast", "large_text"):
            apply_to_app(app, on, name)
        for _ in range(30):
            app.frame(1 / 60)
        pygame.image.save(app.screen, str(path))
        print(path)
    finally:
        table.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.replay import RecentGamesScene, ReplayScene
    from game.scenes.settings import SettingsScene
    from game.scenes.slots import LoadScene
    from game.scenes.stats import StatsScene
    from game.store import Settings, Store, StorePaths

    with tempfile.TemporaryDirectory() as home:
        store = Store(StorePaths.inside(Path(home)))
        fill(store)
        app = App(SIZE)
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
                app.ui.update(1 / 60)  # pygame_gui draws its buttons after an update
                app.draw()
                pygame.image.save(app.screen, str(folder / name))
                app.stack.pop()
                print(folder / name)
            store.save_settings(Settings(high_contrast=True, large_text=True))
            app.stack.push(StatsScene(app))
            app.draw()
            pygame.image.save(app.screen, str(folder / "stats-high-contrast.png"))
            print(folder / "stats-high-contrast.png")
            app.stack.pop()
            table_shot(app, folder / "table-accessible.png")
        finally:
            pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
