"""Every word of every language can be drawn in the bundled font: a character Noto Sans
lacks is drawn as an empty box (Learn to play's finished lessons ended in one: "✓")."""

import pygame
import pygame.freetype
import pytest

from game.assets import asset_path
from game.text import CATALOGUES


@pytest.mark.parametrize("code", sorted(CATALOGUES))
@pytest.mark.parametrize("face", ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"])
def test_every_catalogue_character_has_a_glyph_in_the_bundled_font(code, face):
    pygame.freetype.init()
    font = pygame.freetype.Font(str(asset_path("fonts", face)), 20)
    missing = {}
    for key, entry in CATALOGUES[code].items():
        for form in (entry,) if isinstance(entry, str) else entry:
            for character in set(form) - {"\n"}:
                if font.get_metrics(character)[0] is None:
                    missing.setdefault(character, key)
    assert not missing, f"{code}: no glyph in {face} for {missing}"
