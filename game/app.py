"""The Wildmeld window: a placeholder table until the desktop app lands.

Nothing happens at import time; `main()` opens the window.
"""

from __future__ import annotations

import argparse
import sys

TITLE = "Wildmeld"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="wildmeld", description="Sting, Crowns and Rumski.")
    parser.add_argument("--frames", type=int, default=0, help="quit after this many frames")
    parser.add_argument("--screenshot", help="save the last frame to this PNG file")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    import pygame

    pygame.init()
    try:
        screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
        pygame.display.set_caption(TITLE)
        clock = pygame.time.Clock()
        font = pygame.font.Font(None, 72)
        small = pygame.font.Font(None, 32)
        frame = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                ):
                    running = False
            screen.fill((22, 92, 52))
            width, height = screen.get_size()
            title = font.render(TITLE, True, (245, 240, 220))
            screen.blit(title, title.get_rect(center=(width // 2, height // 2 - 30)))
            soon = small.render("Sting · Crowns · Rumski — coming soon", True, (210, 220, 200))
            screen.blit(soon, soon.get_rect(center=(width // 2, height // 2 + 30)))
            pygame.display.flip()
            clock.tick(60)
            frame += 1
            if args.frames and frame >= args.frames:
                running = False
        if args.screenshot:
            pygame.image.save(screen, args.screenshot)
    finally:
        pygame.quit()
    return 0
