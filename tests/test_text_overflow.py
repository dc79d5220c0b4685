"""Issue 20 (the issue's item 5, "room for longer words"): every screen this check
renders keeps its words in their room in every language, at 1024×640 and 1920×1080,
with plain and Large text. German and French run about 30% longer than English.

What it checks, per screen: a pygame_gui button's or label's words fit the widget
(pygame_gui cuts them silently); a drawn button's label fits the button at the size it
shrank to (`store_ui.fit_words`); words drawn by the shared helpers — `store_ui.draw_text`,
`hud.draw_label` (titles, seat names and scores, pile labels), `hud.draw_message` (the
message strip) — stay inside the window and do not overlap other words. What it
renders: the menu, New game, Settings, Statistics, Load, Recent games, Learn to play,
the pause menu, the three rules pages, the three tables at their start, the round
summaries of all three games, the three game-over screens, a replay of each game halfway
through, the hand histories, the keys help (F1) over a table and over the menu, the
cover ("Pass to …") and the crash screen. Not covered: words a screen renders and places
itself (the move log and the hand histories' Why? lines, which wrap; the game-over
standings' rows), but a rules page's lines are checked to fit its page. A
made-up language whose every template is said twice shows the check finds overflows
where they are."""

import dataclasses
import random
import sys
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest
from scene_driver import make_app, pump, you_and_bots
from test_scenes_summary import crowns_summary, finished
from test_sting_summary import first_round_end

from game import rules, text
from game.controller import Controller
from game.rules import rumski
from game.scenes import store_ui
from game.scenes.cover import CoverScene
from game.scenes.crash import CrashScene
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.gameover import GameOverScene
from game.scenes.hand_history import HandHistoryScene
from game.scenes.keys_help import KeysScene
from game.scenes.learn import LearnScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.recent import RecentGamesScene
from game.scenes.replay import ReplayScene
from game.scenes.rules import RulesScene
from game.scenes.rumski.adapter import RumskiTable
from game.scenes.settings import SettingsScene, apply_to_app
from game.scenes.setup import SetupScene
from game.scenes.slots import LoadScene
from game.scenes.stats import StatsScene
from game.scenes.sting.summary import StingSummaryScene
from game.scenes.sting.table import StingTable
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene
from game.store import SETTINGS, SavedGame, Seat, Settings, Store, StorePaths
from game.text import en, local, tr
from game.ui import hud, theme

SIZES = ((1024, 640), (1920, 1080))
SCREENS = {
    "menu": MenuScene,
    "new game": lambda app: SetupScene(app, "sting"),  # the game with the most options
    "settings": lambda app: SettingsScene(app, app.store),
    "statistics": StatsScene,
    "load": LoadScene,
    "recent games": RecentGamesScene,
    "learn to play": LearnScene,
    "pause": lambda app: PauseScene(app, None),  # its buttons need no table until pressed
    **{
        f"rules of {game}": (lambda app, g=game: RulesScene(app, g))
        for game in ("crowns", "sting", "rumski")
    },
    "sting round summary": lambda app: sting_summary(app),
    "crowns hand summary": lambda app: SummaryScene(
        app, crowns_summary(1, (0, 14, 27)), SimpleNamespace(adapter=CrownsTable(), controller=None)
    ),
    "rumski round summary": lambda app: rumski_summary(app),
    **{
        f"{game} game over": (
            lambda app, g=game, o=options: GameOverScene(app, finished(g, o)[0], None)
        )
        for game, options in (("crowns", {}), ("sting", {"rounds": 1}), ("rumski", {"target": 100}))
    },
    **{
        f"{game} replay": (lambda app, g=game: replay(app, g))
        for game in ("crowns", "sting", "rumski")
    },
    "hand histories": lambda app: HandHistoryScene(app, played_table(app)),
    "keys of the table": lambda app: KeysScene(app, table_of(app, "sting")),
    "keys of the menu": lambda app: KeysScene(app, MenuScene(app)),
    "cover": lambda app: CoverScene(app, "Anastasia", lambda: None),
    "crash": lambda app: CrashScene(
        app,
        "KeyError: 'wild_rank'",
        tr("crash.saved", game=text.game_name("crowns")),
        None,
        set_aside=True,
    ),
    **{
        f"{game} table": (
            lambda app, g=game: TableScene(
                app, Controller(g, you_and_bots(3), 7, {}, speed="instant", bots_in="thread")
            )
        )
        for game in ("crowns", "sting", "rumski")
    },
}


def sting_summary(app):
    """The summary of a Sting round played out at random (seed 3), with three seats."""
    before, _, scored = first_round_end(3)
    melds = {key: (meld.owner, meld.cards) for key, meld in before.melds.items()}
    summary = StingTable().summary(scored, ["Ana", "Bo", "Cy"], melds, False)
    return StingSummaryScene(app, summary, SimpleNamespace(adapter=StingTable(), controller=None))


def rumski_summary(app):
    """A Rumski round won by the first seat, the others holding cards (RU-15)."""
    hands = ((), tuple(rumski.parse_cards("G1 R13")), tuple(rumski.parse_cards("W")))
    won = rumski.RoundWon(0, 35, hands, (135, 20, 60))
    summary = RumskiTable().summary(won, ["Ana", "Bo", "Cy"], [135, 20, 60])
    return SummaryScene(app, summary, SimpleNamespace(adapter=RumskiTable(), controller=None))


def replay(app, game):
    """The replay of 60 random legal moves (a whole game replays too slowly for every
    language and size), stopped at the 40th: melds down, a long log."""
    module, chooser = rules.load(game), random.Random(0)
    state = module.new_game(3, 0, {})
    while not state.is_over and len(state.actions) < 60:
        state.apply(chooser.choice(module.legal_actions(state.observe(state.to_act))))
    seats = (Seat("Ana"), Seat("Bo", "bot", "random"), Seat("Cy", "bot", "random"))
    scene = ReplayScene(app, SavedGame.of_state(game, 0, seats, {}, state))
    scene.steps.seek(40)
    return scene


OPENED: list = []  # tables made for a screen over them, closed after the check


def table_of(app, game):
    """A table (not shown) for a screen that describes or reads one."""
    table = TableScene(app, Controller(game, you_and_bots(3), 7, {}, speed="instant"))
    OPENED.append(table)
    return table


def played_table(app):
    """A Crowns table (not shown) whose game was played to its end: long hands."""
    table = TableScene(app, finished("crowns", {})[0])
    OPENED.append(table)
    return table


OVERLAP = 0.2  # of the smaller of two words' boxes: more is an overlap, less a touch
INK = 0.6  # of a line's height, its middle, where the letters are: lines set close
# (a name over its score) share the empty top and bottom of their boxes, never this


def ink(rect: pygame.Rect) -> pygame.Rect:
    """The middle of a line's box, where its letters lie."""
    return rect.inflate(0, -round(rect.height * (1 - INK)))


class Drawn:
    """Every text a screen drew through the store's helpers, and the buttons whose label
    did not fit."""

    def __init__(self, monkeypatch):
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.unfit: list[str] = []
        fit_words = store_ui.fit_words

        def recording(draw):
            def drawing(surface, words, *args, **kwargs):
                rect = draw(surface, words, *args, **kwargs)
                if rect is not None:
                    self.texts.append((words, rect))
                return rect

            return drawing

        def fitting(words, px, bold, room):
            size, top = fit_words(words, px, bold, room)
            if theme.font(size, bold).size(words)[0] > room.width:
                self.unfit.append(f"the button {words!r} is wider than its {room.width} px")
            return size, top

        for draw in (store_ui.draw_text, hud.draw_label, hud.draw_message):
            for name, module in list(sys.modules.items()):
                if name.startswith("game.") and getattr(module, draw.__name__, None) is draw:
                    monkeypatch.setattr(module, draw.__name__, recording(draw))
        monkeypatch.setattr(store_ui, "fit_words", fitting)

    def problems(self, window: pygame.Rect) -> list[str]:
        found = list(self.unfit)
        for index, (words, rect) in enumerate(self.texts):
            if not window.contains(rect):
                found.append(f"{words!r} leaves the window ({rect})")
            for other, there in self.texts[index + 1 :]:
                touch = ink(rect).clip(ink(there))
                smaller = min(rect.width * rect.height, there.width * there.height) * INK
                if other != words and touch.width * touch.height > OVERLAP * smaller:
                    found.append(f"{words!r} overlaps {other!r}")
        return found


def clipped_widgets(manager) -> list[str]:
    """pygame_gui buttons and labels whose words are wider than the room inside them
    (pygame_gui lays a line too long out as wide as the widget, and cuts it)."""
    found = []
    for element in manager.get_sprite_group().sprites():
        words = getattr(element, "text", "")
        shape = getattr(element, "drawable_shape", None)
        room = getattr(shape, "text_view_rect", None)
        one_line = isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel)
        if not words or room is None or not one_line:
            continue
        width = element.font.size(words)[0]
        if width > room.width + 1:
            found.append(f"the widget {words!r} needs {width} px in {room.width}")
    return found


def off_the_page(scene) -> list[str]:
    """A rules page's lines and pictures wider than its page (the page is cut there)."""
    page = getattr(scene, "page", None)
    found = []
    for item, (x, _) in getattr(page, "ops", ()):
        if x + item.get_width() > page.width:
            found.append(f"a line {x + item.get_width()} px wide on a page of {page.width}")
    return found


def overflows(monkeypatch, tmp_path, code: str, size, large: bool) -> list[str]:
    """Every screen in `code` at `size`: what leaves its room."""
    app = make_app(size)
    app.store = Store(StorePaths.inside(tmp_path))
    apply_to_app(app, Settings(language=code, large_text=large))
    drawn = Drawn(monkeypatch)
    found = []
    try:
        for name, make in SCREENS.items():
            drawn.texts.clear()
            drawn.unfit.clear()
            scene = make(app)
            app.stack.push(scene)
            pump(app, 5)  # a summary shows a row more each frame
            window = pygame.Rect((0, 0), app.size)
            problems = drawn.problems(window) + clipped_widgets(app.ui) + off_the_page(scene)
            found += [f"{name}: {problem}" for problem in dict.fromkeys(problems)]
            app.stack.pop()
            if hasattr(scene, "close"):
                scene.close()  # a table's bots
    finally:
        while OPENED:
            OPENED.pop().close()
        text.set_language("en")
    return found


LONGEST = "de"  # German runs longest: checked in every run, the others with the slow tests


@pytest.mark.parametrize("large", [False, True], ids=["plain", "large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize(
    "code",
    [
        code if code == LONGEST else pytest.param(code, marks=pytest.mark.slow)
        for code in text.LANGUAGES
    ],
)
def test_every_screen_keeps_its_words_in_their_room(monkeypatch, tmp_path, code, size, large):
    found = overflows(monkeypatch, tmp_path, code, size, large)
    assert not found, f"{len(found)} texts leave their room: " + "; ".join(found[:8])


def test_the_check_finds_words_too_long_for_their_room(monkeypatch, tmp_path):
    def twice(template):
        return f"{template} {template}"

    doubled = {
        key: twice(entry) if isinstance(entry, str) else tuple(map(twice, entry))
        for key, entry in en.TEXT.items()
    }
    monkeypatch.setitem(text.CATALOGUES, "xx", doubled)
    monkeypatch.setattr(local, "language", lambda: "en")  # Babel knows no "xx" numbers
    offered = dataclasses.replace(SETTINGS["language"], choices=(*text.LANGUAGES, "xx"))
    monkeypatch.setitem(SETTINGS, "language", offered)
    found = overflows(monkeypatch, tmp_path, "xx", SIZES[0], True)
    assert any("leaves the window" in problem for problem in found), found
    assert any("overlaps" in problem for problem in found), found
    assert any("table: the widget" in problem for problem in found), found


def test_a_label_too_long_for_its_widest_button_is_cut_short_and_said_whole_in_a_tooltip():
    words = "Sting — Annoncer la pioche, piquer avec des combinaisons et des jokers."
    width = theme.button_width(words) // 2
    shown, tooltip = theme.button_words(words, width)
    assert shown.endswith("…") and theme.button_width(shown) <= width
    assert words.startswith(shown[:-1].rstrip()) and tooltip == words
    assert theme.button_words("Rules", 200) == ("Rules", None)


def test_a_long_hand_history_scrolls_rather_than_piling_its_rows_up(monkeypatch, tmp_path):
    """A hand of 70 moves on the smallest window: each row shown is a line tall, and
    Down (or the wheel) brings the last move into sight."""
    app = make_app(SIZES[0])
    scene = HandHistoryScene(app, played_table(app))
    try:
        app.stack.push(scene)
        pump(app, 2)
        rows = len(scene.row_rects)
        assert rows > 40, "the game should give a long hand"
        for _ in range(rows):
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
            pump(app)
        shown = [rect for rect in scene.row_rects if rect.height]
        assert all(rect.height >= 16 for rect in shown), shown
        assert all(a.bottom <= b.top for a, b in zip(shown, shown[1:], strict=False))
        assert scene.row_rects[-1].height and scene.picked == rows - 1
        scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        assert scene.picked == rows - 2
    finally:
        while OPENED:
            OPENED.pop().close()
