"""Benchmark: how long drawing card faces takes after a window resize (issue 5, issue 6).

A resize changes the card height, so every face, symbol and index text is drawn afresh.
`run` times re-drawing a full 60-card table (a big Rumski Community plus hands) at a new
height each repetition, and a single face, both cold. `python -m tools.bench.faces`.
"""

from __future__ import annotations

import os
import time

from tools.bench.timing import summarize, timed


def _table_cards():
    from game.ui.contact_sheet import every_card

    crowns = every_card("crowns")
    rumski = every_card("rumski")
    return [("rumski", card) for card in rumski[:50]] + [("crowns", card) for card in crowns[:10]]


def run(quick: bool = False) -> dict:
    """Cold redraw times of a 60-card table and of one face, in ms."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.ui.cards import CardFaces

    pygame.init()
    try:
        pygame.display.set_mode((1920, 1080))
        cards = _table_cards()
        faces = CardFaces()
        repeats = 4 if quick else 12
        table_times, table_cpu, face_times = [], [], []
        for k in range(repeats):
            height = 110 + 3 * k  # every repetition is a new size, as after a resize
            faces.clear()
            cpu = time.process_time()
            _, seconds = timed(lambda h=height: [faces.face(c, g, h) for g, c in cards])
            # CPU time too: on a shared machine the wall clock mostly measures the others.
            table_cpu.append(time.process_time() - cpu)
            table_times.append(seconds)
            big = 200 + 5 * k
            _, seconds = timed(lambda h=big: faces.face(cards[0][1], cards[0][0], h))
            face_times.append(seconds)
        return {
            "table_60_cards_cold": summarize(table_times),
            "table_60_cards_cold_cpu": summarize(table_cpu),
            "one_face_cold": summarize(face_times),
        }
    finally:
        pygame.quit()


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
