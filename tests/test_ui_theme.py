"""Theme, fonts, assets and felt (issue 5 item 1, issue 7 high contrast and large text)."""

import pygame
import pytest

from game.assets import asset_path
from game.ui import theme
from game.ui.felt import felt


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.quit()


def test_asset_path_finds_theme_font_and_licence():
    assert asset_path("theme.json").is_file()
    assert asset_path("theme.json").is_absolute()
    for name in theme.FONT_FILES.values():
        assert asset_path("fonts", name).is_file(), name
    assert "Open Font License" in asset_path("fonts", "OFL.txt").read_text()


def test_asset_path_follows_a_frozen_bundle(monkeypatch, tmp_path):
    import sys

    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("theme.json") == tmp_path / "assets" / "theme.json"


def test_font_is_bundled_and_cached():
    assert theme.font(20) is theme.font(20)
    assert theme.font(20, bold=True) is not theme.font(20)
    assert theme.font(30).get_height() > theme.font(20).get_height()


def test_theme_loads_into_a_ui_manager_with_absolute_font_paths():
    import pygame_gui

    manager = theme.ui_manager((800, 600))
    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 160, 40), "Play", manager)
    manager.update(0.016)
    manager.draw_ui(pygame.display.get_surface())
    assert button.text == "Play"
    data = theme.theme_data()
    assert all(
        pathlib_is_absolute(block["font"]["regular_path"])
        for block in data.values()
        if isinstance(block, dict) and "font" in block
    )


def pathlib_is_absolute(path: str) -> bool:
    from pathlib import Path

    return Path(path).is_absolute() and Path(path).is_file()


def test_large_text_and_high_contrast_change_the_theme():
    plain = theme.theme_data()
    large = theme.theme_data(text_scale=1.5)
    assert int(large["button"]["font"]["size"]) > int(plain["button"]["font"]["size"])
    contrast = theme.theme_data(high_contrast=True)
    assert contrast["defaults"]["colours"]["normal_text"] == "#ffffff"
    assert theme.palette(True) is theme.HIGH_CONTRAST and theme.palette() is theme.PALETTE


@pytest.mark.parametrize("cloth", sorted(theme.CLOTHS))
def test_felt_is_lit_in_the_middle_and_cached(cloth):
    surface = felt((640, 400), cloth)
    assert surface.get_size() == (640, 400)
    assert felt((640, 400), cloth) is surface
    centre = sum(surface.get_at((320, 190))[:3])
    corner = sum(surface.get_at((2, 2))[:3])
    assert centre > corner + 60


def test_settings_offer_exactly_the_cloths_the_felt_can_draw():
    from game.store.settings import CLOTHS

    assert set(CLOTHS) == set(theme.CLOTHS)


def test_fonts_survive_pygame_being_restarted():
    before = theme.font(21)
    pygame.quit()
    pygame.init()
    pygame.display.set_mode((320, 200))
    after = theme.font(21)
    assert after is not before
    assert after.render("Wildmeld", True, theme.TEXT).get_width() > 0


def test_button_style_follows_the_theme_and_the_look_settings():
    """Screens that draw their own buttons take them from the theme (issue 7 high contrast
    and large text apply to them as to the menu's)."""
    plain = theme.button_style()
    data = theme.theme_data()
    assert plain.fill == pygame.Color(data["defaults"]["colours"]["normal_bg"])
    assert plain.font_px == int(data["button"]["font"]["size"]) and plain.bold
    assert theme.button_style(text_scale=1.25).font_px > plain.font_px
    contrast = theme.button_style(high_contrast=True)
    assert contrast.fill == pygame.Color("#000000") and contrast.text == pygame.Color("#ffffff")
    chosen = theme.button_style(class_id="@primary")
    assert chosen.fill == pygame.Color(data["@primary"]["colours"]["normal_bg"])


def test_large_text_grows_words_as_far_as_their_room_allows():
    from game.ui.theme import LARGE_TEXT, larger

    assert larger(20, False) == 20, "without large text the size is left alone"
    assert larger(20, True) == int(20 * LARGE_TEXT)
    assert larger(20, True, lambda px: px <= 23) == 23, "grown less where room is short"
    assert larger(20, True, lambda px: False) == 20, "and never below the plain size"
