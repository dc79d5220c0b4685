"""Where the game's files live: fonts, the pygame_gui theme, the icon, rules text.

`asset_path` gives an absolute path that works from a source checkout and
inside a PyInstaller bundle (which unpacks data next to `sys._MEIPASS`).
Paths are absolute because pygame_gui resolves relative ones against the
working directory, which is wherever the player started the game from.
"""

from __future__ import annotations

import sys
from pathlib import Path

# A source checkout keeps assets/ beside the game/ package.
_SOURCE_ROOT = Path(__file__).resolve().parent.parent


def assets_root() -> Path:
    """The folder holding `assets/`: the bundle's unpack folder when frozen, else the checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else _SOURCE_ROOT


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under `assets/`, e.g. `asset_path("fonts", "NotoSans-Bold.ttf")`."""
    return assets_root().joinpath("assets", *parts)
