"""Settings in the smallest window (issue 18's leftovers): in every language, plain and
with Large text, each value's button holds its words at the size every button's words
have (on 1024 × 640 they were shrunk to squeeze into rows that could not grow), the
buttons stand apart and clear of their labels, and rows that do not all fit scroll — by
the keys, which keep the focused row in sight, and by the mouse wheel."""

import pygame
import pytest
from scene_driver import make_app, pump

from game import text
from game.app import MIN_SIZE
from game.scenes import settings as settings_scene
from game.scenes import store_ui
from game.scenes.settings import SettingsScene, apply_to_app
from game.store import Settings, Store, StorePaths
from game.store.settings import SETTINGS


@pytest.fixture
def open_settings(tmp_path):
    """Settings opened over a real app of `size` speaking `code`, Large text or not."""

    def opened(code: str, large: bool, size=MIN_SIZE):
        app = make_app(size)
        app.store = Store(StorePaths.inside(tmp_path / f"{code}{large}"))
        chosen = Settings(language=code, large_text=large)
        app.store.save_settings(chosen)
        apply_to_app(app, chosen)
        scene = SettingsScene(app, app.store)
        app.stack.push(scene)
        pump(app, 2)
        return app, scene

    yield opened
    text.set_language("en")


def drawn(monkeypatch, app, scene):
    """Draw `scene` once: {label: its rect} and {a value's words: the px they got}."""
    labels, sized = {}, {}
    draw_text, fit_words = settings_scene.draw_text, store_ui.fit_words

    def recording(surface, words, px, *rest, **named):
        rect = draw_text(surface, words, px, *rest, **named)
        labels[words] = rect
        return rect

    def fitting(words, px, bold, room):
        got = fit_words(words, px, bold, room)
        sized[words] = got[0]
        return got

    with monkeypatch.context() as patch:
        patch.setattr(settings_scene, "draw_text", recording)
        patch.setattr(store_ui, "fit_words", fitting)
        scene.draw(app.screen)
    return labels, sized


@pytest.mark.parametrize("large", [False, True], ids=["plain", "large"])
@pytest.mark.parametrize("code", text.LANGUAGES)
def test_each_value_keeps_its_words_size_and_its_own_room(monkeypatch, open_settings, code, large):
    app, scene = open_settings(code, large)
    labels, sized = drawn(monkeypatch, app, scene)
    look = store_ui.Look.of(scene.settings)
    theirs = look.button_style(app.size).font_px  # every button's words, this window
    values = {words: px for words, px in sized.items() if words.startswith("‹")}
    assert len(scene.rows) >= 10 and values, "most rows are shown"
    for words, px in values.items():
        assert px == theirs, f"{words!r} shrunk to {px} px, not {theirs}"
    buttons = [scene.value_rects[key] for key in scene.rows]
    for upper, lower in zip(buttons, buttons[1:], strict=False):
        assert lower.top - upper.bottom >= 3, f"{upper} and {lower} touch"
    for key in scene.rows:
        label = labels[SETTINGS[key].label]
        assert label.right < scene.value_rects[key].left, f"{key}: its label runs into its value"
    window = pygame.Rect((0, 0), app.size)
    hint = labels[text.tr("settings.hint")]
    lowest = max(row.bottom for row in scene.rows.values())
    for button in scene.buttons:
        assert window.contains(button.rect) and button.rect.top > lowest
        assert hint.top >= button.rect.bottom and window.contains(hint)


def test_rows_that_do_not_fit_scroll_with_the_keys_and_the_wheel(open_settings):
    app, scene = open_settings("de", True)
    count = len(scene.keys)
    assert scene.shown < count, "German, Large text, 1024 × 640: more rows than room"
    for index in range(1, count):  # Down through every row: each is shown when focused
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        pump(app)
        assert scene.focus == index and scene.keys[index] in scene.rows
    assert scene.keys[-1] in scene.rows and scene.keys[0] not in scene.rows
    last_but_one = scene.keys[-2]  # a click on a row scrolled into sight changes that row
    before = scene.value(last_but_one)
    scene.click(scene.value_rects[last_but_one].center, 1)
    assert scene.value(last_but_one) != before
    for _ in range(count):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    pump(app, 2)
    assert scene.first == 0 and scene.keys[0] in scene.rows
    assert scene.keys[-1] not in scene.rows, "scrolled out of sight: no click reaches it"


def test_the_store_notices_take_the_hints_place_never_the_buttons(monkeypatch, open_settings):
    """Three notices (a file refused, the menu entry, Defaults) climbed over Defaults and
    Back; they take the keys' hint's place, and the rows make room above them."""
    app, scene = open_settings("de", True)
    scene.notices += [
        text.tr("settings.desktop_added"),
        text.tr("settings.desktop_failed", problem="Permission denied"),
        text.tr("settings.reset_done"),
    ]
    panels = []
    draw_panel = store_ui.draw_panel

    def recording(surface, rect, look):
        panels.append(pygame.Rect(rect))
        draw_panel(surface, rect, look)

    monkeypatch.setattr(store_ui, "draw_panel", recording)
    scene.draw(app.screen)
    strip = panels[-1]  # the notices' strip, drawn last
    assert strip.bottom <= app.size[1] and strip.height > 3 * 17
    for button in scene.buttons:
        assert button.rect.bottom < strip.top, f"{button.label!r} under the notices"
    scene.focus = len(scene.keys)  # Defaults, pressed twice: said once
    scene.press("defaults")
    scene.press("defaults")
    assert scene.notices.count(text.tr("settings.reset_done")) == 1
