"""Issue 20 (the issue's item 5, "room for longer words"): every screen this check
renders keeps its words in their room in every language, at 1024×640 and 1920×1080,
with plain and Large text. German and French run about 30% longer than English.

What it checks, per screen: a pygame_gui button's or label's words fit the widget
(pygame_gui cuts them silently) and no drawn words lie under one; a drawn button's label
fits the button at the size it shrank to (`store_ui.fit_words`); words drawn through the
shared helpers — `hud.draw_text` (the store's screens know it as `store_ui.draw_text`;
the move log's rows and opened reasons, the hand histories' rows and Why? strip, the
round summaries' names, the game-over standings, the crash screen's sentences, the
Rumski and Sting seat plates, the menu's notices and every tooltip's lines, the tables'
header, Sting's and the replay's penalty and cost chips and "In front of you", Sting's
quick reference and wild chooser, New game's explanation strip, a lesson's bubble),
`hud.draw_label` (titles, the menu's tagline, the Crowns seats' names and scores, a
thinking bot's word beside its dots, the piles' labels), `hud.draw_message` (the message
strip) — stay inside the window (or the panel they are drawn on) and do not overlap
other words; words given a room (`room=`: a seat's plate or label block, the notices'
panel, the bounds a tooltip is kept in, the top bar, a chip's meld or seat, a panel or
bubble) keep to it; a round summary's names end before its cards. Words on an opaque
panel over the screen (a tooltip, a log's reason grown over the table, Sting's quick
reference and wild chooser, a lesson's bubble) hide the words under them rather than
crowd them. What it renders: the menu (also with the store's notices, and with a
Continue of six widest names), New game (also of each game with its longest explanation
shown), Settings, Statistics, Load, Recent games, Learn to play, the pause menu, the
three rules pages, the three tables at their start with a bot's reason opened in the log
(Sting's also played to a points target, its longest header), the three tables with six
seats (Crowns with fourteen too) of the widest names allowed, a Rumski button's tip, a
Sting card's help and a name cut short said whole, the round summaries of all three
games, the three game- over screens, a summary and game-over screens whose seats have
the widest names allowed, a replay of each game halfway through, the hand histories with
a bot's reason opened, the keys help (F1) over a table and over the menu, the cover
("Pass to …"), the crash screen, a Sting table in play with melds down (also with the
quick reference open, and with the wild chooser asking) and each game's lesson at the
step it says most in; a rules page's lines are checked to fit its page. A made-up
language whose every template is said twice shows the check finds overflows where they
are, undoing the fitting of the rows shows it finds rows too long for their room, and
undoing the cutting and wrapping of plates, notices and tips shows it finds those too.
Words blitted without the helpers (`look.text`: the cards' own faces) stay unseen."""

import dataclasses
import functools
import random
import sys
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest
from scene_driver import make_app, pump, pump_until, you_and_bots
from test_scenes_summary import crowns_summary, finished
from test_sting_summary import first_round_end
from test_sting_wilds import open_ended_lay
from test_table_sting import find_position

from game import bots, rules, text
from game.controller import Controller, SeatPlan
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
from game.scenes.quit_question import QuitQuestionScene
from game.scenes.recent import RecentGamesScene
from game.scenes.replay import ReplayScene
from game.scenes.replay_view import move_lines, table_adapter
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
from game.store.limits import NAME_LENGTH
from game.text import en, local, tr
from game.tutorial import LESSONS
from game.tutorial.steps import FINISH, NEXT, SUMMARY
from game.tutorial.table import LessonTable, start_lesson
from game.ui import hud, move_log, theme, tooltip
from game.ui.sting import reference
from game.ui.sting.chooser import WildChooser
from game.ui.table_view import TablePainter

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
    "crowns hand summary, the longest names": lambda app: SummaryScene(
        app,
        longest_names(crowns_summary(3, (0, 140, 270))),
        SimpleNamespace(adapter=CrownsTable(), controller=None),
    ),
    "rumski game over, the longest names": lambda app: GameOverScene(
        app, longest_names(finished("rumski", {"target": 100})[0]), None
    ),
    "crowns game over, three winners with the longest names": lambda app: GameOverScene(
        app,
        longest_names(finished("crowns", {})[0]),
        SimpleNamespace(totals=[120, 120, 120], winners={0, 1, 2}),
    ),
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
    "hand histories": lambda app: hand_history_why(app),
    "keys of the table": lambda app: KeysScene(app, table_of(app, "sting")),
    "keys of the menu": lambda app: KeysScene(app, MenuScene(app)),
    "quit question": lambda app: QuitQuestionScene(app, lambda: None),  # Esc on the menu
    "cover": lambda app: CoverScene(app, "Anastasia", lambda: None),
    "crash": lambda app: CrashScene(
        app,
        "KeyError: 'wild_rank'",
        tr("crash.saved", game=text.game_name("crowns")),
        None,
        set_aside=True,
    ),
    **{
        f"{game} table, {seats} seats with the longest names": (
            lambda app, g=game, n=seats: TableScene(
                app, Controller(g, longest_seats(n), 7, {}, speed="instant", bots_in="thread")
            )
        )
        for game, seats in (("crowns", 14), ("crowns", 6), ("sting", 6), ("rumski", 6))
    },
    **{
        f"{game} table, {seats} seats with the longest names, a bot thinking": (
            lambda app, g=game, n=seats: (
                TableScene(app, Controller(g, longest_seats(n), 7, {}, speed="instant")),
                bot_thinking,
            )
        )
        for game, seats in (("crowns", 14), ("sting", 6), ("rumski", 6))
    },
    "rumski table, a button's tip": lambda app: (table_at(app, "rumski"), tip_shown),
    "rumski table, a name cut short said whole": lambda app: (
        TableScene(app, Controller("rumski", longest_seats(6), 7, {}, speed="instant")),
        name_said_whole,
    ),
    "sting table, a card's help": lambda app: (table_at(app, "sting"), help_shown),
    "menu, the store's notices": lambda app: with_notices(MenuScene(app)),
    "menu, Continue a game of six widest names": lambda app: long_autosave(app),
    "sting table, a game to a target": lambda app: TableScene(  # the longest header
        app, Controller("sting", you_and_bots(3), 7, {"target": 100}, speed="instant")
    ),
    "sting table, melds down with their costs": lambda app: sting_in_play(app),
    "sting table, the quick reference open": lambda app: (
        sting_in_play(app),
        lambda table: table.command("reference"),
    ),
    "sting table, the wild chooser open": lambda app: (sting_in_play(app), chooser_open),
    **{
        f"new game of {game}, its longest help": (
            lambda app, g=game: (SetupScene(app, g), longest_help)
        )
        for game in ("crowns", "sting", "rumski")
    },
    **{
        f"{game} lesson, its longest step": (lambda app, g=game: longest_step(app, g))
        for game in ("crowns", "sting", "rumski")
    },
    **{
        f"{game} table": (
            lambda app, g=game: why_opened(
                TableScene(
                    app, Controller(g, you_and_bots(3), 7, {}, speed="instant", bots_in="thread")
                )
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


LONGEST_NAME = "W" * NAME_LENGTH  # the widest name a seat may have


def longest_names(holder):
    """A round summary or a controller whose every seat has the widest name allowed."""
    if hasattr(holder, "rows"):
        rows = [dataclasses.replace(row, name=LONGEST_NAME) for row in holder.rows]
        return dataclasses.replace(holder, rows=rows)
    holder.seats = [dataclasses.replace(plan, name=LONGEST_NAME) for plan in holder.seats]
    return holder


def longest_seats(count):
    """You and `count - 1` bots, every seat with the widest name allowed."""
    bots = [SeatPlan(LONGEST_NAME, "bot", "random") for _ in range(count - 1)]
    return [SeatPlan(LONGEST_NAME, "human"), *bots]


def table_at(app, game):
    """A table of four at its start, shown."""
    return TableScene(app, Controller(game, you_and_bots(3), 7, {}, speed="instant"))


def tip_shown(table):
    """The pointer rests on the Rumski button whose tip is longest."""
    key = max(table.button_tips, key=lambda key: len(tr(table.button_tips[key])))
    table.hover_button = (key if key in table.buttons else "hint", table.clock - 60)


def bot_thinking(table):
    """Your turn come (no bot moves meanwhile), the seat before yours shown thinking."""
    pump_until(table.app, lambda: table.my_turn and table.thinking is None)
    pump(table.app, 3)  # the last bot's "done thinking" read
    table.thinking = (table.viewer - 1) % len(table.names)


def name_said_whole(table):
    """The pointer rests on the first opponent's name, cut short: its tip says it whole."""
    rect, _ = table.painter.cut_names[0]
    table.painter.pointer = lambda: rect.center


def help_shown(table):
    """The keyboard's focus on the first special card of the hand: its help shows."""
    table.focus = next(i for i, sprite in enumerate(table.hand_sprites) if sprite.card.face)
    table.show_focus_help()


@functools.cache
def sting_position() -> tuple[int, list, object]:
    """(seed, actions, lay) of a Sting game of three played at random, stopped at your
    turn to play with melds down and a lay whose wild could stand for either end of its
    run (the ST-5a ruling: the wild chooser asks which)."""

    def wanted(observation, state):
        return len(observation.melds) >= 3 and open_ended_lay(observation, state)

    return find_position(wanted, seats=3)


def sting_in_play(app):
    """A Sting table of three at `sting_position`: melds down, their costs on chips and
    each player's penalty on theirs."""
    seed, actions, _ = sting_position()
    plans = [SeatPlan("You", "human"), *(SeatPlan(n, "bot", "random") for n in ("Bo", "Cy"))]
    controller = Controller(
        "sting", plans, seed, {"first_dealer": 2}, speed="instant", actions=actions
    )
    return TableScene(app, controller)


def chooser_open(table):
    """The lay of `sting_position` dropped in your area: the wild chooser asks."""
    table.choose_wilds(sting_position()[2], "area", "0", None)


def longest_help(setup):
    """New game with the row whose explanation is longest explained under the options."""
    setup.hovered = max(setup.rows, key=lambda row: len(setup.explain(row)[1]))


def longest_step(app, game):
    """The lesson of `game` at the step whose bubble says most (its button under it)."""
    table = start_lesson(app, LESSONS[game], resume=False)
    app.stack.pop()  # pushed again by the check
    steps = table.guide.lesson.steps
    table.guide.index = max(
        (index for index, step in enumerate(steps) if step.do != SUMMARY),
        key=lambda index: (len(steps[index].say), steps[index].do in (NEXT, FINISH)),
    )
    return table


def long_autosave(app):
    """The menu over an autosaved Rumski game of six seats with the widest names: the
    line under Continue names them all."""
    bots = tuple(Seat(LONGEST_NAME, "bot", "random") for _ in range(5))
    app.store.autosave(SavedGame("rumski", 7, (Seat(LONGEST_NAME), *bots)))
    return MenuScene(app)


def with_notices(menu):
    """The menu with the store's longest notices: a broken autosave moved aside, and a
    home folder that cannot be one."""
    folder = "/home/" + LONGEST_NAME + "/.local/share/wildmeld/saves"
    moved = tr(
        "store.bad_file_moved",
        what=tr("store.what_autosave"),
        name="autosave.json",
        reason=tr("store.cut_short"),
        aside="autosave-broken-2026-11-27-19-45-00.json",
        folder=folder,
    )
    home = tr("store.home_is_file", variable="WILDMELD_HOME", home=folder, file=folder)
    menu.notices = [moved, home]
    return menu


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


@functools.cache
def bot_move(game: str) -> tuple[str, object]:
    """A bot's move in `game` as the log says it, and the bot's reason for it: of the
    first moves of a game played at random (seed 1), the one the hints' bot gives the
    longest reason for."""
    module, chooser = rules.load(game), random.Random(1)
    state = module.new_game(3, 1, {})
    said: list[tuple[str, object]] = []
    while len(said) < 12 and not state.is_over:
        seat = state.to_act
        bot = bots.make_bot(game, bots.hint_level(game), seat, 1)
        observation = state.observe(seat)
        action = bot.choose(observation)
        reason = getattr(bot, "reason", "")
        events = state.apply(action)
        names = ["Ana", "Bo", "Cy"]
        said.append((move_lines(table_adapter(game), action, events, names)[0], reason))
        if chooser.random() < 0.5 and not state.is_over:  # now and then a random move
            state.apply(chooser.choice(module.legal_actions(state.observe(state.to_act))))
    return max(said, key=lambda move: len(text.reason_words(move[1], public=True)))


def why_opened(table):
    """`table` with a bot's move last in its log and its "Why?" open (the reason
    under it, or grown over the table when too long for the log)."""
    line, reason = bot_move(table.adapter.game)
    opened = move_log.LogLine(line, text.reason_words(reason, public=True))
    table.log.append(opened)
    move_log.toggle(opened, table.log)
    return table


def hand_history_why(app):
    """The hand histories of a finished Crowns game, a bot's hand shown with the reason
    for one of its moves open: every bot move is given the longest reason `bot_move`
    found (the layout is checked, not the play)."""
    table = played_table(app)
    reason = bot_move("crowns")[1]
    record = table.controller.record()
    table.controller.told = {
        number: reason for number, action in enumerate(record.actions) if action.seat
    }
    scene = HandHistoryScene(app, table)
    scene.seat = 1
    history = next(h for h in scene.histories if h.seat == 1)
    scene.picked = min(history.whys) + 1
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


SHADOW = 2  # px: how far a label's drop shadow reaches past its words (px // 14)


def in_room(rect: pygame.Rect, room: pygame.Rect) -> bool:
    """Whether words drawn at `rect` keep to the `room` they were given: from its left
    to its right (a label's shadow may reach a little past), their letters between its
    top and bottom (a line set in a row as high as its words shares the empty top and
    bottom of its box)."""
    letters = ink(rect)
    across = room.left <= rect.left and rect.right <= room.right + SHADOW
    return across and room.top <= letters.top and letters.bottom <= room.bottom


class Drawn:
    """Every text a screen drew through the shared helpers (`hud.draw_text`, which the
    store's screens know as `store_ui.draw_text`; `hud.draw_label`, `hud.draw_message`)
    with where it lies and what it was drawn on, and the buttons whose label did not
    fit. Words drawn on a panel of their own (a summary's sheet) are checked against
    that panel and the other words on it; words drawn on the window, or on a layer as
    large as it (the table's), against the window and each other. A log's reason grown
    over the table (`hud.draw_grown_log`) lies on an opaque panel: the words under it
    are hidden, not crowded."""

    def __init__(self, monkeypatch):
        # (words, where, the rect of what they were drawn on, its id, drawn on a cover,
        # the room they were given or None)
        self.texts: list[tuple[str, pygame.Rect, pygame.Rect, int, bool, object]] = []
        self.unfit: list[str] = []
        self.covers: list[pygame.Rect] = []  # opaque panels words are drawn on, over others
        self.covering = False  # drawing such a panel's words now
        fit_words = store_ui.fit_words
        grown_log = hud.draw_grown_log

        def recording(draw):
            def drawing(surface, words, *args, **kwargs):
                rect = draw(surface, words, *args, **kwargs)
                if rect is not None:
                    on = (surface.get_rect(), id(surface), self.covering, kwargs.get("room"))
                    self.texts.append((words, rect, *on))
                return rect

            return drawing

        def covering(draw):
            """`draw` of an opaque panel over the screen (the words under it are hidden,
            not crowded): its words are drawn on a cover."""

            def drawing(*args, **kwargs):
                self.covering = True
                try:
                    rect = draw(*args, **kwargs)
                finally:
                    self.covering = False
                if rect is not None:
                    self.covers.append(rect)
                return rect

            return drawing

        def grown(surface, lines):
            found = move_log.drawn(lines)
            grown_log(surface, lines)
            if found is not None and found[2]:
                box, rows, _ = found
                height = move_log.row_height(move_log.remembered_px(lines)) * len(rows)
                return pygame.Rect(box.topleft, (box.width, height))
            return None

        def fitting(words, px, bold, room):
            size, top = fit_words(words, px, bold, room)
            if theme.font(size, bold).size(words)[0] > room.width:
                self.unfit.append(f"the button {words!r} is wider than its {room.width} px")
            return size, top

        wrapped = {
            **{draw: recording(draw) for draw in (hud.draw_text, hud.draw_label, hud.draw_message)},
            tooltip.draw_tooltip: covering(tooltip.draw_tooltip),
            reference.draw_panel: covering(reference.draw_panel),
        }
        for draw, wrapper in wrapped.items():
            for name, module in list(sys.modules.items()):
                if name.startswith("game.") and getattr(module, draw.__name__, None) is draw:
                    monkeypatch.setattr(module, draw.__name__, wrapper)
        # Panels over the table until closed: Sting's quick reference and wild chooser,
        # a lesson's bubble.
        for owner, name in ((WildChooser, "draw"), (LessonTable, "draw_bubble")):
            monkeypatch.setattr(owner, name, covering(getattr(owner, name)))
        monkeypatch.setattr(store_ui, "fit_words", fitting)
        monkeypatch.setattr(hud, "draw_grown_log", covering(grown))
        refreshed = TablePainter.refreshed_layer

        def refreshing(painter, observation):
            """A table's still layer drawn again: its words replace those it held (a
            bot thinking says so in its plate's detail line, in that line's place)."""
            start = len(self.texts)
            layer = refreshed(painter, observation)
            if any(surface == id(layer) for _, _, _, surface, *_ in self.texts[start:]):
                older = self.texts[:start]
                self.texts[:start] = [text for text in older if text[3] != id(layer)]
            return layer

        monkeypatch.setattr(TablePainter, "refreshed_layer", refreshing)

    def problems(self, window: pygame.Rect) -> list[str]:
        found = list(self.unfit)

        def on(bounds: pygame.Rect, surface: object) -> object:
            return "window" if bounds.size == window.size else surface

        texts = [  # none hidden under a cover
            (words, rect, bounds, on(bounds, surface), room)
            for words, rect, bounds, surface, covering, room in self.texts
            if covering or bounds.size != window.size or rect.collidelist(self.covers) < 0
        ]
        for index, (words, rect, bounds, place, room) in enumerate(texts):
            if place == "window" and not window.contains(rect):
                found.append(f"{words!r} leaves the window ({rect})")
            elif not bounds.contains(rect):
                found.append(f"{words!r} leaves its panel ({rect} on {bounds.size})")
            elif room is not None and not in_room(rect, room):
                found.append(f"{words!r} runs out of its room ({rect} in {room})")
            for other, there, _, where, _ in texts[index + 1 :]:
                touch = ink(rect).clip(ink(there))
                smaller = min(rect.width * rect.height, there.width * there.height) * INK
                crowded = touch.width * touch.height > OVERLAP * smaller
                if where == place and other != words and crowded:
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


def under_widgets(drawn: Drawn, manager, window: pygame.Rect) -> list[str]:
    """Words drawn on the window where a pygame_gui button or label lies over them."""
    widgets = [
        (element.text, element.rect)
        for element in manager.get_sprite_group().sprites()
        if isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel)
        and element.visible
        and getattr(element, "text", "")
    ]
    found = []
    for words, rect, bounds, *_ in drawn.texts:
        if bounds.size != window.size:
            continue
        for label, there in widgets:
            touch = ink(rect).clip(there)
            if touch.width * touch.height > OVERLAP * rect.width * rect.height * INK:
                found.append(f"{words!r} lies under the widget {label!r}")
    return found


def off_the_page(scene) -> list[str]:
    """A rules page's lines and pictures wider than its page (the page is cut there)."""
    page = getattr(scene, "page", None)
    found = []
    for item, (x, _) in getattr(page, "ops", ()):
        if x + item.get_width() > page.width:
            found.append(f"a line {x + item.get_width()} px wide on a page of {page.width}")
    return found


def under_the_cards(scene, drawn: Drawn, height: int) -> list[str]:
    """A round summary's names and statuses that run on under the row's cards."""
    sheet = getattr(scene, "sheet", None)
    if not isinstance(scene, SummaryScene) or sheet is None:
        return []
    at = scene.geometry(sheet.get_rect(), height)
    return [
        f"{words!r} runs under the cards ({rect.right} px > {at['x_cards']})"
        for words, rect, _, surface, *_ in drawn.texts
        if surface == id(sheet) and rect.left == scene.words_x(at) and rect.right > at["x_cards"]
    ]


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
            drawn.covers.clear()
            made = make(app)  # a screen, or a screen and what to do once it is shown
            scene, then = made if isinstance(made, tuple) else (made, None)
            app.stack.push(scene)
            pump(app, 5)  # a summary shows a row more each frame
            if then is not None:
                then(scene)
                drawn.texts.clear()
                drawn.covers.clear()
                pump(app, 2)
            window = pygame.Rect((0, 0), app.size)
            problems = drawn.problems(window) + clipped_widgets(app.ui) + off_the_page(scene)
            problems += under_the_cards(scene, drawn, window.height)
            problems += under_widgets(drawn, app.ui, window)
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


def say_twice(monkeypatch) -> str:
    """A made-up language whose every template is English said twice; its code."""

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
    return "xx"


def test_the_check_finds_words_too_long_for_their_room(monkeypatch, tmp_path):
    found = overflows(monkeypatch, tmp_path, say_twice(monkeypatch), SIZES[0], True)
    assert any("leaves the window" in problem for problem in found), found
    assert any("overlaps" in problem for problem in found), found
    assert any("table: the widget" in problem for problem in found), found


def test_the_check_finds_rows_too_long_for_their_room(monkeypatch, tmp_path):
    """The rows a screen sets itself are checked too: with the summary's and the game
    over's fitting of a name undone, the longest names run on under a summary row's
    cards and over the standings' points, and the check says so."""
    from game.scenes import gameover, summary

    for module in (summary, gameover):
        monkeypatch.setattr(module, "fit_words", lambda words, *_: words)
    named = [name for name in SCREENS if "longest names" in name]
    monkeypatch.setattr(sys.modules[__name__], "SCREENS", {name: SCREENS[name] for name in named})
    found = overflows(monkeypatch, tmp_path, "de", SIZES[0], False)
    assert any("summary" in problem and "runs under the cards" in problem for problem in found)
    assert any("game over" in problem and "overlaps" in problem for problem in found), found


def test_the_check_finds_plates_notices_and_tips_too_long_for_their_room(monkeypatch, tmp_path):
    """The words the tables' seat plates, the menu's notices and the tooltips draw are
    checked against their room too: with the cutting short of names and lines and the
    wrapping of notices and tips undone, in a language twice as long, the longest names
    run out of every table's plates, a notice runs off the window and a button's tip
    out of the room above the hand, and the check says so."""
    from game.scenes import menu
    from game.ui import table_view
    from game.ui.rumski import view as rumski_view
    from game.ui.sting import view as sting_view

    for module in (table_view, rumski_view, sting_view):
        monkeypatch.setattr(module, "fit_words", lambda words, *_, **__: words)
    monkeypatch.setattr(menu, "wrap", lambda words, *_: [words])
    monkeypatch.setattr(tooltip, "wrap_even", lambda words, *_: (words,))
    named = ("6 seats with the longest names", "a button's tip", "notices")
    screens = {name: make for name, make in SCREENS.items() if name.endswith(named)}
    monkeypatch.setattr(sys.modules[__name__], "SCREENS", screens)
    found = overflows(monkeypatch, tmp_path, say_twice(monkeypatch), SIZES[0], True)
    for game in ("crowns", "sting", "rumski"):
        plates = f"{game} table, 6 seats with the longest names: "
        assert any(p.startswith(plates) and "out of its room" in p for p in found), found
    assert any(
        p.startswith("menu, the store's notices") and "leaves the window" in p for p in found
    )
    tip = [p for p in found if p.startswith("rumski table, a button's tip")]
    assert any("out of its room" in problem for problem in tip), found


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
