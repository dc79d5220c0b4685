"""Take the README screenshots: menu, setup, table mid-hand, going out, round summary.

Run from the project folder: `python docs/screenshots/take_screenshots.py`. It drives
the real app with the dummy video driver; the games come from fixed seeds.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.bots.crowns import make_bot  # noqa: E402
from game.controller import Controller, SeatPlan  # noqa: E402
from game.rules import crowns  # noqa: E402
from game.scenes.menu import MenuScene  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.scenes.summary import SummaryScene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

SIZE = (1280, 800)
SEATS = [SeatPlan("You"), SeatPlan("Ana", "bot"), SeatPlan("Bo", "bot"), SeatPlan("Cy", "bot")]


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.frame(1 / 60)
        time.sleep(1 / 240)


def until(app: App, condition, limit: int = 3000) -> None:
    for _ in range(limit):
        if condition():
            return
        app.frame(1 / 60)
        time.sleep(1 / 240)
    raise RuntimeError("the table never got there")


def played_until(seed: int, stop) -> tuple[int, list]:
    """(seed, actions) of the first medium-bot game from `seed` on that reaches a state
    where `stop` holds, and its actions up to there."""
    for tried in range(seed, seed + 50):
        state = crowns.new_game(len(SEATS), tried)
        bots = [make_bot("medium", seat, tried + seat) for seat in range(len(SEATS))]
        while not state.is_over:
            if stop(state):
                return tried, list(state.actions)
            seat = state.to_act
            state.apply(bots[seat].choose(state.observe(seat)))
    raise RuntimeError("no such moment in these games")


def can_go_out(state) -> bool:
    if state.to_act != 0 or state.phase != "discard" or state.hand_number < 4:
        return False
    observation = state.observe(0)
    return any(isinstance(a, crowns.GoOut) for a in crowns.legal_actions(observation))


def mid_hand(state) -> bool:
    """Your turn to draw in hand 6, after a few rounds, before anyone went out."""
    if state.hand_number not in (5, 6, 7) or state.to_act != 0 or state.phase != "draw":
        return False
    observation = state.observe(0)
    return not observation.final_turn and len(observation.discard_pile) > 4


def main() -> None:
    app = App(SIZE, {"speed": "fast"})
    app.stack.push(MenuScene(app))
    frames(app, 3)
    app.screenshot(str(HERE / "menu.png"))
    setup = SetupScene(app)
    setup.seat_count = 5
    setup.kinds[2] = "Bot — hard"
    setup.kinds[4] = "Bot — easy"
    app.stack.push(setup)
    setup.resize(app.size)
    frames(app, 3)
    app.screenshot(str(HERE / "setup.png"))

    # Mid-hand: your turn in hand 6, a card picked up, one selected.
    seed, actions = played_until(21, mid_hand)
    controller = Controller("crowns", SEATS, seed, {}, "fast", actions=actions)
    table = TableScene(app, controller)
    app.stack.reset(table)
    frames(app, 10)
    until(app, table.ready)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.layout.stock_rect.center, button=1)
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.layout.stock_rect.center, button=1)
    )
    frames(app, 40)
    chosen = table.hand_sprites[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chosen.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=chosen.rect.center, button=1))
    hovered = table.hand_sprites[5]
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=hovered.rect.move(0, 8).center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    frames(app, 30)
    app.screenshot(str(HERE / "table.png"))
    table.close()

    # Going out: Auto-arrange has put all but one card into melds.
    seed, actions = played_until(5, can_go_out)
    controller = Controller("crowns", SEATS, seed, {}, "fast", actions=actions)
    table = TableScene(app, controller)
    app.stack.reset(table)
    frames(app, 10)
    table.command("arrange")
    frames(app, 40)
    app.screenshot(str(HERE / "going-out.png"))
    table.command("go_out")
    until(app, lambda: isinstance(app.stack.top, SummaryScene))
    frames(app, 5)
    app.screenshot(str(HERE / "summary.png"))
    table.close()
    pygame.quit()


if __name__ == "__main__":
    main()
