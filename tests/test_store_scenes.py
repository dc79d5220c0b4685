"""The settings, statistics and replay scenes, driven headless by key and mouse events
(issue 7: settings apply at once and stick, stats show a chart, replays step through
the real engine's states, recent games open, export and import)."""

import pygame
import pytest
import store_toy as toy

from game.scenes.base import Scene, SceneStack
from game.scenes.destinations import Navigator
from game.store import GameResult, SavedGame, Seat, Settings, Store, StorePaths
from game.store.stats import LAST_KEPT


class FakeApp(Navigator):
    """What the scenes use of the app: a stack (and going from scene to scene by name),
    a size, the shared settings dict."""

    def __init__(self, home, size=(1280, 800)):
        self.surface = pygame.Surface(size)
        self.stack = SceneStack()
        self.stack.push(Scene(self))  # the menu underneath
        self.settings = {"speed": "normal", "cloth": "green", "volume": 0.7}
        self.store = Store(StorePaths.inside(home), load=toy.load)
        self.fullscreen = False

    @property
    def size(self):
        return self.surface.get_size()

    def toggle_fullscreen(self):
        self.fullscreen = not self.fullscreen

    def draw(self):
        self.stack.draw(self.surface)


@pytest.fixture
def app(tmp_path):
    pygame.init()
    yield FakeApp(tmp_path / "home")


def key(scene, name, mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod))


def click(scene, pos, button=1):
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


# ---------------------------------------------------------------- settings


def open_settings(app):
    from game.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.stack.push(scene)
    app.draw()
    return scene


def focus_on(scene, name):
    for _ in range(len(scene.keys) + len(scene.buttons)):
        if scene.focus < len(scene.keys) and scene.keys[scene.focus] == name:
            return
        key(scene, pygame.K_DOWN)
    raise AssertionError(f"no row {name}")


def test_keyboard_change_applies_at_once_and_sticks(app):
    scene = open_settings(app)
    focus_on(scene, "animation_speed")
    key(scene, pygame.K_RIGHT)
    assert scene.settings.animation_speed == "fast" and app.settings["speed"] == "fast"
    focus_on(scene, "fullscreen")
    key(scene, pygame.K_RETURN)
    assert app.fullscreen and app.player_settings.fullscreen
    focus_on(scene, "sound_volume")
    key(scene, pygame.K_LEFT)
    assert app.settings["volume"] == pytest.approx(0.6)
    fresh = Store(app.store.paths).load_settings()
    assert (fresh.animation_speed, fresh.fullscreen, fresh.sound_volume) == ("fast", True, 60)
    key(scene, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_mouse_steps_values_and_sets_the_volume_bar(app):
    scene = open_settings(app)
    click(scene, scene.value_rects["cloth"].center)
    assert scene.settings.cloth == "blue"
    click(scene, scene.value_rects["cloth"].center, button=3)
    assert scene.settings.cloth == "green"
    bar = scene.value_rects["sound_volume"]
    click(scene, (bar.x + bar.width // 4, bar.centery))
    assert scene.settings.sound_volume == 25
    click(scene, scene.buttons[0].rect.center)  # Defaults
    assert scene.settings == Settings() and Store(app.store.paths).load_settings() == Settings()


def test_an_app_with_its_own_hook_gets_the_settings(app):
    received = []
    app.apply_settings = received.append
    scene = open_settings(app)
    focus_on(scene, "high_contrast")
    key(scene, pygame.K_SPACE)
    assert received and received[-1].high_contrast


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_settings_draw_in_every_look(app, size):
    app.surface = pygame.Surface(size)
    app.store.save_settings(Settings(high_contrast=True, large_text=True))
    scene = open_settings(app)
    assert scene.settings.large_text
    scene.draw(app.surface)
    assert all(row.bottom <= size[1] for row in scene.rows.values())


# ---------------------------------------------------------------- statistics


def test_stats_scene_shows_the_games_and_chart(app):
    from game.scenes.stats import StatsScene, row_cells, seat_label
    from game.ui import theme

    seats = (Seat("Ann"), Seat("Bo", "bot", "easy"))
    for score in range(LAST_KEPT + 2):
        result = GameResult("crowns", seats, (30 + score, 40), (0,), hands=11, went_out=(2, 1))
        app.store.record_result(result)
    scene = StatsScene(app)
    app.stack.push(scene)
    app.draw()
    line = scene.stats.line("crowns")
    assert row_cells(line)[:3] == [str(LAST_KEPT + 2), str(LAST_KEPT + 2), "100%"]
    assert seat_label("bot:easy") == "Easy bots"
    best_bar = theme.palette(False).highlight
    pixels = pygame.PixelArray(app.surface)
    assert any(best_bar == app.surface.unmap_rgb(p) for column in pixels for p in column)
    del pixels
    key(scene, pygame.K_RIGHT)
    assert scene.game == "sting"
    app.draw()  # no sting games yet: an empty chart, no error
    key(scene, pygame.K_3)
    assert scene.game == "rumski"
    key(scene, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_the_average_line_never_strikes_out_a_score():
    """A score just under the average is written where the dashed average line runs: the
    line leaves a gap there instead of crossing the digits (seen in the docs' chart)."""
    from game.scenes.stats import draw_chart
    from game.scenes.store_ui import Look

    pygame.init()
    surface = pygame.Surface((1280, 800))
    look = Look.of(Settings())
    written = draw_chart(surface, pygame.Rect(80, 380, 1120, 350), (100, 60, 76), "crowns", look)
    dash = pygame.Color(*look.palette.success)
    rows = {y for x in range(80, 1200) for y in range(380, 730) if surface.get_at((x, y)) == dash}
    assert rows, "the average is drawn"
    assert any(label.top < y < label.bottom for label in written for y in rows), (
        "a score sits on it"
    )
    for label in written:
        inside = [
            (x, y) for x in range(label.left, label.right) for y in range(label.top, label.bottom)
        ]
        assert all(surface.get_at(spot) != dash for spot in inside), label


def test_bad_stats_file_shows_a_notice_in_the_scene(app):
    from game.scenes.stats import StatsScene

    app.store.paths.stats_file.parent.mkdir(parents=True)
    app.store.paths.stats_file.write_text("{oops")
    scene = StatsScene(app)
    assert "stats.json could not be used" in scene.notices[0]
    scene.draw(app.surface)


# ---------------------------------------------------------------- replays


def finished_game(turns=6):
    state = toy.play(seed=4, turns=turns)
    return SavedGame(
        "toy", 4, (Seat("Ann"), Seat("Bo", "bot", "easy")), actions=tuple(state.actions)
    )


def test_replay_plays_pauses_steps_and_changes_speed(app):
    from game.scenes.replay import SECONDS_PER_MOVE, ReplayScene

    scene = ReplayScene(app, finished_game())
    app.stack.push(scene)
    app.draw()
    key(scene, pygame.K_SPACE)
    scene.update(SECONDS_PER_MOVE * 2.5)
    assert scene.replayer.position == 2 and scene.playing
    key(scene, pygame.K_UP)  # 2×
    scene.update(SECONDS_PER_MOVE)
    assert scene.replayer.position == 4
    key(scene, pygame.K_SPACE)
    scene.update(10)
    assert scene.replayer.position == 4 and not scene.playing
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_RIGHT)
    assert scene.replayer.position == 3
    key(scene, pygame.K_END)
    assert scene.replayer.at_end
    app.draw()
    click(scene, next(b for b in scene.buttons if b.key == "first").rect.center)
    assert scene.replayer.position == 0
    key(scene, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_replay_states_match_the_game_as_played(app):
    from game.scenes.replay import ReplayScene

    saved = finished_game()
    scene = ReplayScene(app, saved)
    original = toy.new_game(2, 4)
    for action in saved.actions:
        key(scene, pygame.K_RIGHT)
        original.apply(action)
        assert scene.replayer.state.hands == original.hands
        assert scene.replayer.state.stock == original.stock


def test_recent_games_open_a_replay(app):
    from game.scenes.recent import RecentGamesScene
    from game.scenes.replay import ReplayScene

    app.store.add_recent(finished_game(turns=2))
    app.store.add_recent(finished_game(turns=5))
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    app.draw()
    assert len(scene.rows) == 2
    key(scene, pygame.K_DOWN)
    key(scene, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayScene)
    assert app.stack.top.replayer.length == len(finished_game(turns=2).actions)


def test_recent_games_a_click_chooses_a_game_and_watch_or_a_second_click_plays_it(app):
    """A click on a game opened its replay at once, so the mouse could never choose
    another game than the first to export."""
    import json
    from pathlib import Path

    from game.scenes.recent import RecentGamesScene
    from game.scenes.replay import ReplayScene

    app.store.add_recent(finished_game(turns=2))
    app.store.add_recent(finished_game(turns=5))
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    app.draw()
    older = scene.entries[1].saved
    click(scene, scene.rows[1].center)
    assert app.stack.top is scene and scene.focus == 1
    buttons = {button.key: button for button in scene.buttons}
    click(scene, buttons["export"].rect.center)
    exported = Path(scene.notices[-1].removeprefix("Exported to "))
    assert len(json.loads(exported.read_text())["actions"]) == len(older.actions)
    click(scene, buttons["watch"].rect.center)
    assert isinstance(app.stack.top, ReplayScene)
    assert app.stack.top.replayer.saved.actions == older.actions
    app.stack.pop()
    click(scene, scene.rows[0].center)
    click(scene, scene.rows[0].center)  # a second click on the chosen game
    assert app.stack.top.replayer.saved.actions == scene.entries[0].saved.actions


def test_a_broken_recent_game_is_refused_with_a_notice(app):
    from game.scenes.recent import RecentGamesScene

    path = app.store.add_recent(finished_game())
    scene = RecentGamesScene(app)
    text = path.read_text().replace('"seat": 1', '"seat": 0', 1)  # a move out of turn
    path.write_text(text)
    app.stack.push(scene)
    key(scene, pygame.K_RETURN)
    assert app.stack.top is scene
    assert "breaks rule TOY-1" in scene.notices[-1] and scene.entries == []


def test_export_then_drop_the_file_to_import_it(app, tmp_path):
    from game.scenes.recent import RecentGamesScene
    from game.scenes.replay import ReplayScene

    app.store.add_recent(finished_game())
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    key(scene, pygame.K_e)
    assert scene.notices[-1].startswith("Exported to ")
    exported = scene.notices[-1].removeprefix("Exported to ")

    friend = FakeApp(tmp_path / "friend")
    theirs = RecentGamesScene(friend)
    friend.stack.push(theirs)
    theirs.handle(pygame.event.Event(pygame.DROPFILE, file=exported))
    assert isinstance(friend.stack.top, ReplayScene)
    assert friend.stack.top.replayer.saved.actions == finished_game().actions
    assert len(friend.store.list_recent()) == 1

    junk = tmp_path / "junk.json"
    junk.write_text("not a game")
    friend.stack.pop()
    theirs.handle(pygame.event.Event(pygame.DROPFILE, file=str(junk)))
    assert "junk.json could not be used" in theirs.notices[-1] and junk.exists()


def test_recent_games_with_no_game_grey_export_and_write_nothing(app, monkeypatch):
    """With no finished game, Export is greyed as a disabled menu button, its tip says why
    under the pointer, and neither a click on it nor E writes a file (E says why)."""
    import pygame_gui

    from game.app import text_scale
    from game.scenes import store_ui
    from game.scenes.recent import RecentGamesScene
    from game.text import tr
    from game.ui import theme

    pygame.display.set_mode((1, 1))
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    app.draw()
    export = next(button for button in scene.buttons if button.key == "export")
    assert not export.enabled and export.tip == tr("replay.export_none")
    click(scene, export.rect.center)
    assert scene.notices == [] and app.stack.top is scene, "a greyed button does nothing"
    key(scene, pygame.K_e)
    assert scene.notices == [tr("replay.export_none")]
    exports = app.store.paths.data_dir / "exports"
    assert not exports.exists() or not any(exports.iterdir()), "no file written"

    manager = theme.ui_manager(app.size, False, text_scale(app.size))
    greyed = pygame_gui.elements.UIButton(export.rect, export.label, manager)
    greyed.disable()
    theirs = pygame.Surface(app.size)
    store_ui.draw_background(theirs, store_ui.Look.of(Settings()))  # its fill is see-through
    manager.update(0.0)
    manager.draw_ui(theirs)
    scene.notices.clear()
    app.draw()
    for x in (export.rect.x + 2, export.rect.x + 3, export.rect.x + 8):  # border, then fill
        ours, menus = (
            surface.get_at((x, export.rect.centery)) for surface in (app.surface, theirs)
        )
        assert all(abs(a - b) <= 2 for a, b in zip(ours, menus, strict=True)), (x, ours, menus)

    monkeypatch.setattr(store_ui, "mouse_pos", lambda: export.rect.center)
    seen = []
    monkeypatch.setattr(
        store_ui, "draw_tooltip", lambda surface, words, *rest, **named: seen.append(words)
    )
    app.draw()
    assert seen == [tr("replay.export_none")]


# ---------------------------------------------------------------- with the real app


def test_settings_in_the_real_app_apply_at_once(tmp_path, monkeypatch):
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.settings import SettingsScene
    from game.ui.theme import contrast_cloth

    app = App((1024, 640))
    app.store = Store(StorePaths.inside(tmp_path))
    app.stack.push(MenuScene(app))
    scene = SettingsScene(app)
    app.stack.push(scene)
    old_ui = app.ui
    for name, presses in (("high_contrast", 1), ("cloth", 2), ("window_size", 1)):
        focus_on(scene, name)
        for _ in range(presses):
            key(scene, pygame.K_RIGHT)
    assert app.ui is not old_ui and app.settings["cloth"] == contrast_cloth("red")
    # The window is 1024 × 640 (the settings file asks 1280 × 800): a step on from there.
    assert app.settings["high_contrast"] is True and app.size == (1280, 800)
    app.frame(1 / 60)
    key(scene, pygame.K_ESCAPE)
    app.frame(1 / 60)  # the menu builds its buttons again, in the new theme
    assert isinstance(app.stack.top, MenuScene)
    assert Store(StorePaths.inside(tmp_path)).load_settings().high_contrast


# ---------------------------------------------------------------- buttons


def screens_that_draw_buttons(app):
    from game.scenes.recent import RecentGamesScene
    from game.scenes.replay import ReplayScene
    from game.scenes.settings import SettingsScene
    from game.scenes.slots import LoadScene
    from game.scenes.stats import StatsScene

    app.store.add_recent(finished_game())
    app.store.save_slot("Kept", finished_game(turns=2))  # Load's buttons are not greyed
    playing = ReplayScene(app, finished_game())
    playing.playing = True  # its Pause button is shown chosen
    return [SettingsScene(app), StatsScene(app), LoadScene(app), RecentGamesScene(app), playing]


def menu_button(manager, surface, button):
    """A pygame_gui UIButton where `button` is, made as the main menu makes its buttons
    (a chosen one as the menu's gold Continue), drawn alone on `surface`."""
    import pygame_gui

    style = menu_style(button)
    object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
    made = pygame_gui.elements.UIButton(button.rect, button.label, manager, object_id=object_id)
    surface.fill((255, 0, 255))
    manager.update(0.0)
    manager.draw_ui(surface)
    made.kill()


@pytest.mark.parametrize("high_contrast", [False, True])
def test_screens_draw_their_buttons_as_the_menu_does(app, high_contrast):
    """The settings, statistics, Load, Recent games and replay screens draw their own
    buttons: each must look like the main menu's pygame_gui button of the same size and
    settings — the same border, fill and ink — so no screen drifts back to a look of its
    own (they once had thin grey borders on near-black)."""
    from game.app import text_scale
    from game.ui import theme

    pygame.display.set_mode((1, 1))
    app.store.save_settings(Settings(high_contrast=high_contrast))
    manager = theme.ui_manager(app.size, high_contrast, text_scale(app.size))
    theirs = pygame.Surface(app.size)
    for scene in screens_that_draw_buttons(app):
        app.stack.push(scene)
        app.draw()
        assert scene.buttons, type(scene).__name__
        for button in scene.buttons:
            menu_button(manager, theirs, button)
            rect = button.rect
            for x in (rect.x + 2, rect.x + 3, rect.x + 5, rect.x + 8):  # border, then fill
                ours, menus = (
                    app.surface.get_at((x, rect.centery)),
                    theirs.get_at((x, rect.centery)),
                )
                assert ours == menus, (type(scene).__name__, button.key, x, ours, menus)
            words = theme.button_style(high_contrast, class_id=menu_style(button)).text[:3]
            assert words in colours(theirs, rect), "the menu's words are in this ink"
            assert words in colours(app.surface, rect), (type(scene).__name__, button.key)
        app.stack.pop()


def menu_style(button):
    return "@primary" if button.active else None


def colours(surface, rect):
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_large_text_switched_on_in_settings_grows_the_widgets_as_at_start(tmp_path):
    """The widgets' words after Large text is switched on are the size the app gives them
    when it starts with it on (they grow with the window), not bigger."""
    from game.app import App, make_ui_manager
    from game.scenes.settings import SettingsScene

    app = App((1024, 640))
    app.store = Store(StorePaths.inside(tmp_path))
    scene = SettingsScene(app)
    app.stack.push(scene)
    focus_on(scene, "large_text")
    key(scene, pygame.K_RIGHT)
    assert app.settings["large_text"] is True
    at_start = make_ui_manager(app.size, False, True).get_theme().get_font(["button"])
    now = app.ui.get_theme().get_font(["button"])
    assert now.get_point_size() == at_start.get_point_size()


def drawn_words(monkeypatch, scene, size, panels=None):
    """(words, px, rect) of every text the store screen `scene` draws on a `size` window
    (through store_ui and the scene's own module); the panels' rects into `panels`."""
    import sys

    from game.scenes import store_ui

    drawn = []
    real = store_ui.draw_text

    def recorded(surface, words, px, *rest, **named):
        rect = real(surface, words, px, *rest, **named)
        drawn.append((words, px, rect))
        return rect

    def panel(surface, rect, look):
        (panels if panels is not None else []).append(rect.copy())
        store_ui.draw_panel(surface, rect, look)

    for module in (store_ui, sys.modules[type(scene).__module__]):
        monkeypatch.setattr(module, "draw_text", recorded)
    monkeypatch.setattr(sys.modules[type(scene).__module__], "draw_panel", panel)
    scene.draw(pygame.Surface(size))
    monkeypatch.undo()
    return drawn


@pytest.mark.usefixtures("app")  # pygame started
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_large_text_grows_the_settings_values_inside_their_buttons(tmp_path, monkeypatch, size):
    """Issue 7: "‹ Off ›" and every other value grows with Large text, its words still
    inside its button."""
    from game.scenes.settings import SettingsScene

    sizes = {}
    for large in (False, True):
        app = FakeApp(tmp_path / str(large), size)
        app.store.save_settings(Settings(large_text=large))
        scene = SettingsScene(app)
        drawn = drawn_words(monkeypatch, scene, size)
        values = [(px, rect) for words, px, rect in drawn if words.startswith("‹")]
        assert len(values) == len(scene.value_rects) - 1, "every value but the volume bar"
        buttons = [rect for key, rect in scene.value_rects.items() if key != "sound_volume"]
        for (_, words), button in zip(values, buttons, strict=True):
            assert button.contains(words), (large, words, button)
        sizes[large] = min(px for px, _ in values)
    assert sizes[True] > sizes[False]


@pytest.mark.usefixtures("app")  # pygame started
@pytest.mark.parametrize("shown", ["sting", "crowns"], ids=["no_games_here", "three_games"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_statistics_heads_share_one_size_that_grows_with_large_text(
    tmp_path, monkeypatch, size, shown
):
    """Every column head is drawn at one size — "Best streak" no smaller than the rest,
    on two lines where its column is narrow — larger with Large text; the heads stay in
    their columns, above the rows, and every row inside the table's panel."""
    from game.scenes.stats import StatsScene, columns

    head_words = {word for head in columns() for word in head.split()}
    sizes = {}
    for large in (False, True):
        app = FakeApp(tmp_path / str(large), size)
        app.store.save_settings(Settings(large_text=large))
        seats = (Seat("You"), Seat("Bo", "bot", "hard"))
        for score in range(3):  # three Crowns games: Sting's tab shows none yet
            app.store.record_result(GameResult("crowns", seats, (30 + score, 40), (0,), 11, (2, 1)))
        scene = StatsScene(app, game=shown)
        panels = []
        drawn = drawn_words(monkeypatch, scene, size, panels)
        heads = [rect for words, _, rect in drawn if set(words.split()) <= head_words]
        assert len({rect.height for rect in heads}) == 1, heads  # as drawn: none shrunk
        table = panels[0]
        step = (table.width - table.width * 0.26) / len(columns())
        lowest = max(rect.bottom for rect in heads)
        body = [rect for words, _, rect in drawn if rect.top > lowest and rect.bottom < panels[1].y]
        assert body, "a row per seat type, or the line saying there are none yet"
        for rect in heads:
            assert rect.width <= step and table.contains(rect), (large, rect, table)
        for rect in body:
            assert table.contains(rect), (large, rect, table)
        sizes[large] = heads[0].height
    assert sizes[True] > sizes[False]
