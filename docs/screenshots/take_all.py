"""Retake every screenshot in docs/screenshots: `python docs/screenshots/take_all.py`
from the project folder (about half a minute; the dummy video driver, fixed seeds,
the store's fixed clock read in UTC: the same pictures on any computer, every time).

Its parts, each a script of its own beside this one, or a part of the game:

    screens  take_screenshots.py   menu, New game, the Sting rules page, a Crowns table
                                   mid-hand, going out, the round summary, your own hand's
                                   history, the crash screen
    tables   take_table_shots.py   the Sting and Rumski tables, Take-It-Back, a Community
                                   rearrangement, a bot's Rumski turn, the three lessons
    store    take_store_shots.py   Continue, Load, settings, statistics, Recent games, a
                                   replay, a table with colour-blind faces, high contrast
                                   and large text
    faces    game.ui.contact_sheet every card face of each game, the colour-blind faces
    languages take_language_shots.py in each language besides English: the Crowns table,
                                   a Sting round summary, the Rumski rules page

Name parts to take only those: `python docs/screenshots/take_all.py store faces`.
"""

from __future__ import annotations

import sys

from seeded_moments import HERE


def screens() -> None:
    import take_screenshots

    take_screenshots.main()


def tables() -> None:
    import take_table_shots

    take_table_shots.main([])


def store() -> None:
    import take_store_shots

    take_store_shots.main()


def faces() -> None:
    from game.ui import contact_sheet

    contact_sheet.main([str(HERE)])


def languages() -> None:
    import take_language_shots

    take_language_shots.main([])


PARTS = {
    "screens": screens,
    "tables": tables,
    "store": store,
    "faces": faces,
    "languages": languages,
}


def main(argv: list[str]) -> int:
    unknown = [name for name in argv if name not in PARTS]
    if unknown:
        print(f"no such part: {', '.join(unknown)} (the parts: {', '.join(PARTS)})")
        return 2
    for name in argv or PARTS:
        print(f"taking {name} …", flush=True)
        PARTS[name]()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
