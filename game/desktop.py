"""Wildmeld in a Linux desktop's applications menu (issue 21 item 3).

The freedesktop.org desktop entry (`wildmeld.desktop`) and the icon at the hicolor
theme's sizes. The Linux zip carries both (build/make_dist.py writes them with
`write_desktop_files`); Settings → "Add to the applications menu" writes them into the
player's XDG data folder (`$XDG_DATA_HOME`, else ~/.local/share) with the command that
starts this copy of the game, and "Remove from the applications menu" deletes them again.
The entry's StartupWMClass is the window class game.window gives the window, so docks
match the window to the entry and can pin it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.window import APP_NAME

DESKTOP_FILE = "wildmeld.desktop"
ICON_NAME = "wildmeld"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
COMMENT = "Sting, Crowns and Rumski: three rummy games that go wild"


def desktop_entry(command: list[str], folder: str | None = None) -> str:
    """The desktop entry's text; `command` starts the game, `folder` is where it runs."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # the newest desktop-file-validate 0.26 knows
        f"Name={APP_NAME}",
        "GenericName=Rummy card games",
        f"Comment={COMMENT}",
        f"Exec={exec_line(command)}",
        f"Icon={ICON_NAME}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=rummy;cards;Sting;Crowns;Rumski;",
        f"StartupWMClass={APP_NAME}",
    ]
    if folder is not None:
        lines.append(f"Path={folder}")
    return "\n".join(lines) + "\n"


def exec_line(command: list[str]) -> str:
    """`command` as an Exec value: an argument with a space or a reserved character is
    quoted, and `\\`, `"`, `` ` `` and `$` in it escaped, as the specification asks;
    `%` (a field code) is written `%%`."""
    parts = []
    for part in command:
        part = part.replace("%", "%%")
        if part and all(c not in part for c in " \t\n\"'\\><~|&;$*?#()`="):
            parts.append(part)
        else:
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in part)
            parts.append(f'"{escaped}"')
    return " ".join(parts)


def game_command() -> tuple[list[str], str | None]:
    """The command that starts this copy of the game, and the folder to run it in: the
    executable itself in a build, `python -m game` from the checkout otherwise."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())], None
    checkout = Path(__file__).resolve().parent.parent
    return [sys.executable, "-m", "game"], str(checkout)


def icon_pngs(source: Path | None = None) -> dict[int, bytes]:
    """The icon as PNG file bytes at each hicolor size (scaled from assets/icon.png)."""
    import io

    import pygame

    from game.assets import asset_path

    image = pygame.image.load(str(source or asset_path("icon.png")))
    pngs = {}
    for size in ICON_SIZES:
        scaled = pygame.transform.smoothscale(image, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(scaled, buffer, "icon.png")
        pngs[size] = buffer.getvalue()
    return pngs


def icon_paths(data: Path) -> dict[int, Path]:
    """Where each size goes under a data folder (`…/icons/hicolor/48x48/apps/…`)."""
    return {
        size: data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        for size in ICON_SIZES
    }


def write_desktop_files(data: Path, command: list[str], folder: str | None = None) -> list[Path]:
    """Write the entry (`data/applications/wildmeld.desktop`) and the icons under the
    data folder `data`; returns the files written."""
    entry = data / "applications" / DESKTOP_FILE
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command, folder), encoding="utf-8")
    written = [entry]
    pngs = icon_pngs()
    for size, path in icon_paths(data).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    return written


def user_data_folder(environ: dict | None = None) -> Path:
    """The player's XDG data folder: $XDG_DATA_HOME if set (and absolute), else
    ~/.local/share."""
    environ = os.environ if environ is None else environ
    chosen = environ.get("XDG_DATA_HOME", "")
    if chosen and Path(chosen).is_absolute():
        return Path(chosen)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def offered(platform: str | None = None) -> bool:
    """Settings offer the applications menu on Linux (and the BSDs) only."""
    platform = platform or sys.platform
    return platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))


def in_menu(data: Path | None = None) -> bool:
    """Whether the entry is in the player's applications menu."""
    return ((data or user_data_folder()) / "applications" / DESKTOP_FILE).is_file()


def add_to_menu(data: Path | None = None) -> list[Path]:
    """Put this copy of the game in the player's applications menu; OSError if the
    files cannot be written."""
    command, folder = game_command()
    return write_desktop_files(data or user_data_folder(), command, folder)


def remove_from_menu(data: Path | None = None) -> None:
    """Take the entry and its icons out of the player's folders again."""
    data = data or user_data_folder()
    for path in [data / "applications" / DESKTOP_FILE, *icon_paths(data).values()]:
        path.unlink(missing_ok=True)
