"""`wildmeld --smoke-test`: prove a build works — the real window, menu, setup, a table.

Walks menu → new-game setup → a table with bots in every seat for a few seconds of
frames, checks that the bundled assets (theme, font, icon) are found, writes a
screenshot when asked, and returns 0; any error is printed and returns 1. It uses
no network and none of the player's files (settings, saves and statistics are left
alone). Run it with SDL_VIDEODRIVER=dummy on a machine with no display.
"""

from __future__ import annotations

import sys
import traceback

MENU_FRAMES = 20
SETUP_FRAMES = 20
TABLE_FRAMES = 240  # about four seconds at 60 FPS: deal, draws, discards


def missing_assets() -> list[str]:
    """The bundled files the game needs that cannot be found."""
    from game.assets import asset_path

    needed = [("theme.json",), ("icon.png",), ("fonts", "OFL.txt")]
    missing = ["/".join(parts) for parts in needed if not asset_path(*parts).is_file()]
    fonts = asset_path("fonts")
    if not fonts.is_dir() or not any(fonts.glob("*.ttf")):
        missing.append("fonts/*.ttf")
    return missing


def run(screenshot: str | None = None, seed: int = 1) -> int:
    """The smoke walk; 0 when everything worked."""
    try:
        missing = missing_assets()
        if missing:
            print(f"wildmeld: smoke test: assets not found: {', '.join(missing)}", file=sys.stderr)
            return 1
        from game.app import App, autoplay_table
        from game.scenes.menu import MenuScene

        app = App()
        try:
            app.settings.update(speed="fast", bot_pacing="fast")
            menu = MenuScene(app)
            app.stack.push(menu)
            app.run(MENU_FRAMES)
            menu.choose("setup")
            app.run(app.frame_count + SETUP_FRAMES)
            app.stack.pop()
            table = autoplay_table(app, "crowns", 4, seed, "medium")
            app.stack.push(table)
            app.run(app.frame_count + TABLE_FRAMES)
            if table not in app.stack.scenes or not table.controller.record().actions:
                print("wildmeld: smoke test: the bots' table did not play", file=sys.stderr)
                return 1
            if screenshot:
                app.screenshot(screenshot)
        finally:
            import pygame

            pygame.quit()
    except Exception:
        print("wildmeld: smoke test failed:", file=sys.stderr)
        traceback.print_exc()
        return 1
    print(f"wildmeld: smoke test passed ({app.frame_count} frames; assets found)")
    return 0
