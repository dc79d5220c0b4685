"""Everything drawn: card faces and backs, the table felt, the theme and fonts, sounds,
sprites, drag and drop, layout and animation — what every game draws alike — and each
game's own drawing in a room of its own: `crowns/`, `sting/`, `rumski/`.

Nothing here decides what is legal: a drop becomes an intent for the controller
(DESIGN.md boundary 4). Nothing is loaded or drawn at import time.
"""
