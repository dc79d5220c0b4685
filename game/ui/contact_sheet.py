"""Contact sheets of every card face of each game, for looking at the artwork.

    python -m game.ui.contact_sheet docs/screenshots   (docs/screenshots/take_all.py runs it too)

writes faces-crowns.png, faces-sting.png, faces-rumski.png (and faces-colour-blind.png):
every card of the game, the backs, wild flags, colour-blind faces and a row of sizes from
40 px to 300 px. Works headless (it sets the dummy video driver when none is given).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.rules.cards import DOUBLE, JOKER, PASS_A_PILE, SUPER, TAKE_IT_BACK, TRIPLE, Card
from game.text import game_name, tr

SUITS = {"crowns": "CDHSX", "sting": "RBGY", "rumski": "GRPBY"}
RANKS = {"crowns": range(3, 14), "sting": range(1, 11), "rumski": range(1, 14)}
SPECIALS = {
    "crowns": (JOKER,),
    "sting": (JOKER, DOUBLE, TRIPLE, SUPER, PASS_A_PILE, TAKE_IT_BACK),
    "rumski": (JOKER,),
}


def every_card(game: str) -> list[Card]:
    """One of each distinct card of `game`, suits in order, then its special cards."""
    cards = [Card(suit, rank) for suit in SUITS[game] for rank in RANKS[game]]
    return cards + [Card(face=face) for face in SPECIALS[game]]


def sheet(game: str, height: int = 140):
    """A surface showing every card of `game` and its variants."""

    from game.ui import theme
    from game.ui.cards import CardFaces, card_width
    from game.ui.felt import felt

    faces = CardFaces()
    w = card_width(height)
    gap = max(8, height // 12)
    per_row = max(len(RANKS[game]), len(SPECIALS[game]) + 4)
    rows: list[list] = [
        [Card(suit, rank) for rank in RANKS[game]] for suit in SUITS[game]
    ]  # fmt: skip
    label_h = round(height * 0.2)
    sizes = (40, 60, 90, 140, 220, 300)
    width = gap + per_row * (w + gap)
    height_total = (
        gap + (len(rows) + 2) * (height + gap) + 3 * label_h + sum(sizes[:3]) // 3 + 300 + 3 * gap
    )
    surface = felt((width, height_total), "green", weave=False).copy()
    caption = theme.font(round(label_h * 0.6), True)

    def label(text: str, y: int) -> int:
        surface.blit(caption.render(text, True, theme.TEXT), (gap, y))
        return y + label_h

    def card_at(card, x, y, h, wild=False, cb=False):
        face = faces.face(card, game, h, wild=wild, colour_blind=cb)
        rect = face.get_rect(topleft=(x, y))
        surface.blit(faces.shadow(h), faces.shadow_rect(rect))
        surface.blit(face, rect)

    y = gap
    for row in rows:
        for i, card in enumerate(row):
            card_at(card, gap + i * (w + gap), y, height)
        y += height + gap
    y = label(tr("cards.sheet_specials_wild" if game == "crowns" else "cards.sheet_specials"), y)
    x = gap
    for face in SPECIALS[game]:
        card_at(Card(face=face), x, y, height)
        x += w + gap
    for back_game in (game, None):
        back = faces.back(height, back_game)
        rect = back.get_rect(topleft=(x, y))
        surface.blit(faces.shadow(height, lifted=True), faces.shadow_rect(rect, lifted=True))
        surface.blit(back, rect)
        x += w + gap
    if game == "crowns":
        for card in (Card("H", 7), Card("X", 12), Card("S", 10)):
            card_at(card, x, y, height, wild=True)
            x += w + gap
    y += height + gap
    y = label(tr("cards.sheet_colour_blind"), y)
    cb_cards = [Card(suit, RANKS[game][5]) for suit in SUITS[game]]
    cb_cards += [Card(SUITS[game][0], 13 if game != "sting" else 9)]
    for i, card in enumerate(cb_cards):
        card_at(card, gap + i * (w + gap), y, height, cb=True)
    y += height + gap
    y = label(tr("cards.sheet_sizes", sizes=", ".join(map(str, sizes))), y)
    x = gap
    sample = Card(SUITS[game][1], 10 if game != "sting" else 6)
    for size in sizes:
        card_at(sample, x, y, size, wild=game == "crowns" and size in (60, 220))
        x += card_width(size) + gap
    return surface


def colour_blind_sheet(height: int = 150):
    """Each game's colours side by side, as printed and as the colour-blind faces (issue 7)."""
    from game.ui import theme
    from game.ui.cards import CardFaces, card_width
    from game.ui.felt import felt

    faces = CardFaces()
    w = card_width(height)
    gap = max(8, height // 12)
    label_h = round(height * 0.2)
    columns = max(len(s) for s in SUITS.values())
    width = gap + 2 * columns * (w + gap) + gap
    surface = felt((width, gap + 3 * (label_h + height + gap)), "slate", weave=False).copy()
    caption = theme.font(round(label_h * 0.6), True)
    y = gap
    for game, suits in SUITS.items():
        title = tr("cards.sheet_printed", game=game_name(game))
        surface.blit(caption.render(title, True, theme.TEXT), (gap, y))
        y += label_h
        for i, suit in enumerate(suits):
            card = Card(suit, 7)
            for k, blind in enumerate((False, True)):
                x = gap + (k * (columns * (w + gap) + gap)) + i * (w + gap)
                face = faces.face(card, game, height, colour_blind=blind)
                rect = face.get_rect(topleft=(x, y))
                surface.blit(faces.shadow(height), faces.shadow_rect(rect))
                surface.blit(face, rect)
        y += height + gap
    return surface


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/screenshots")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    try:
        out.mkdir(parents=True, exist_ok=True)
        for game in SUITS:
            path = out / f"faces-{game}.png"
            pygame.image.save(sheet(game), str(path))
            print(path)
        path = out / "faces-colour-blind.png"
        pygame.image.save(colour_blind_sheet(), str(path))
        print(path)
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
