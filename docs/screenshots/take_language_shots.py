"""Issue 20: Wildmeld in each language besides English — the Crowns table mid-hand,
a Sting round summary and the Rumski rules page, as `crowns-table-<code>.png`,
`sting-summary-<code>.png` and `rules-rumski-<code>.png`.

    python docs/screenshots/take_language_shots.py [CODE ...]   (default: every language)
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

from seeded_moments import HERE, make_app, open_table, played_until, seats

from scene_driver import pump, pump_until  # isort: skip (tests/ is on the path now)
from take_screenshots import mid_hand
from test_sting_summary import first_round_end

from game import text
from game.scenes.rules import RulesScene
from game.scenes.settings import apply_to_app
from game.scenes.sting.summary import StingSummaryScene
from game.scenes.sting.table import StingTable
from game.store import Settings


def shots(code: str) -> None:
    app = make_app("fast")
    apply_to_app(app, Settings(language=code))
    four = seats(4)  # named in the language
    seed, actions = played_until("crowns", four, 21, mid_hand)
    table = open_table(app, "crowns", four, seed, actions, "fast")
    pump_until(app, table.ready)
    pump(app, 40)
    app.screenshot(str(HERE / f"crowns-table-{code}.png"))
    table.close()

    before, _, scored = first_round_end(3)
    melds = {key: (meld.owner, meld.cards) for key, meld in before.melds.items()}
    names = [plan.name for plan in seats(3)]
    summary = StingTable().summary(scored, names, melds, False)
    scene = StingSummaryScene(app, summary, SimpleNamespace(adapter=StingTable(), controller=None))
    app.stack.reset(scene)
    pump(app, len(summary.rows) + 3)  # a row comes in each frame
    app.screenshot(str(HERE / f"sting-summary-{code}.png"))

    app.stack.reset(RulesScene(app, "rumski"))
    pump(app, 3)
    app.screenshot(str(HERE / f"rules-rumski-{code}.png"))
    text.set_language("en")


def main(codes: list[str]) -> None:
    for code in codes or [code for code in text.LANGUAGES if code != "en"]:
        shots(code)


if __name__ == "__main__":
    main(sys.argv[1:])
