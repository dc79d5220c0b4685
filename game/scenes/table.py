"""The shared card table: your hand, the piles, the seats, drag and drop, animations.

Game-agnostic: each game's table is a subclass of this scene (`crowns.table`,
`sting.table`, `rumski.table`, built by `TableScene(app, controller)` for the
controller's game), and its table adapter (`crowns.adapter.CrownsTable`, …) says what a
drop or a click means as an engine action and how each engine event moves cards. The scene
never changes game state: a drop becomes an intent for the controller, and a
refused one slides back with the engine's reason in the message strip
(DESIGN.md boundary 4). Engine events arrive as GAME_EVENTs and are played one at
a time, each with its animation; the controller waits for the table to be ready
before the next bot move, so every move can be followed.

Hot-seat (two or more human seats): before each human turn a cover scene hides
the table; a hand is face up only during its owner's turn.

This module holds the scene itself — its state, its lifetime (entering, the buttons,
faces drawn ahead, leaving), the events it receives, the frame's update, the settings
followed at once, autosave and the scenes it opens. Its parts, one mixin each:
`table_seats.TableSeats` (who sees what: the viewer, open hands, the hot-seat cover),
`table_keys.TableKeys` (the buttons' shared commands; keys go to the game's focus),
`table_drag.TableDrag` (mouse play: clicks, drag and drop), `table_plays.TablePlays`
(a discard and the intents sent to the engine), `table_hand.TableHand` (the hand's sprites and
the melds you arrange), `table_motion.TableMotion` (engine events played as moving
cards) and `table_draw.TableDraw` (the painter's picture and the lit hint).
"""

from __future__ import annotations

import importlib
import time
from collections import deque
from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui

from game.controller import PACE, Controller
from game.scenes.base import Scene
from game.scenes.focus import TableFocus
from game.scenes.keeper import Keeper
from game.scenes.table_adapter import adapter_for
from game.scenes.table_drag import TableDrag
from game.scenes.table_draw import TableDraw
from game.scenes.table_hand import TableHand
from game.scenes.table_keys import TableKeys
from game.scenes.table_motion import TableMotion
from game.scenes.table_plays import TablePlays
from game.scenes.table_seats import TableSeats
from game.store.codec import hand_in
from game.text import language, reason_why, reason_words, tr
from game.text.names import shown_name
from game.ui import events as app_events
from game.ui import hud, move_log
from game.ui.animation import TIME_SCALE, Animator
from game.ui.drag import Drag, Press
from game.ui.layout import TableLayout, summary_card_height
from game.ui.sprites import CardSprite
from game.ui.table_view import TablePainter
from game.ui.theme import LARGE_TEXT

CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.15}  # the card-size setting: the hand
WARM_BUDGET = 0.003  # seconds per frame spent drawing faces ahead of need


# Games whose table is a subclass of this scene ("module:Class", imported when needed):
# `TableScene(app, controller)` then builds that subclass for the controller's game.
TABLE_SCENES = {
    "crowns": "game.scenes.crowns.table:CrownsTableScene",
    "sting": "game.scenes.sting.table:StingTableScene",
    "rumski": "game.scenes.rumski.table:RumskiTableScene",
}


class TableScene(
    TableKeys, TableDrag, TablePlays, TableHand, TableMotion, TableSeats, TableDraw, Scene
):
    """A game in progress at the table."""

    BUTTONS: tuple[tuple[str, str], ...] = ()  # (command, its label's catalogue key)

    def __new__(cls, app: Any, controller: Controller):
        if cls is TableScene and controller.game in TABLE_SCENES:
            module, name = TABLE_SCENES[controller.game].split(":")
            cls = getattr(importlib.import_module(module), name)
        return super().__new__(cls)

    @property
    def names(self) -> list[str]:
        """Each seat's name as the language spoken now says it: the person called You is
        "Du" once German is chosen over the table, not "You" (issue 20: "Yous Hand")."""
        spoken = language()
        if self._names_said[0] != spoken:
            self._names_said = (spoken, [shown_name(name) for name in self._names])
        return self._names_said[1]

    def log_line(self, words: str, event: Any, reason: Any = None) -> move_log.LogLine:
        """The move log's line for `event`, said as `words`, with the bot's `reason` for
        it (unsaid: said here in the language spoken now, naming no hidden card)."""
        why = reason_words(reason, public=True, names=self.names) if reason else ""
        return move_log.LogLine(words, why, event, reason)

    def follow_language(self) -> None:
        """The move log said again in the language spoken now, if it changed since its
        lines were said (issue 20: chosen from the pause menu, mid-game)."""
        spoken = language()
        if self.log_said == spoken:
            return
        self.log_said = spoken
        for index, line in enumerate(self.log):
            event = getattr(line, "event", None)
            words = event and self.adapter.describe(event, lambda seat: self.names[seat])
            if words:
                again = self.log_line(words, event, line.reason)
                again.open = line.open
                self.log[index] = again

    @names.setter
    def names(self, names: Sequence[str]) -> None:
        self._names = list(names)
        self._names_said = ("", [])

    def make_adapter(self, game: str) -> Any:
        """The table adapter of `game` (a subclass may bring its own)."""
        return adapter_for(game)

    def __init__(self, app: Any, controller: Controller):
        super().__init__(app)
        self.controller = controller
        self.adapter = self.make_adapter(controller.game)
        self.names = [plan.name for plan in controller.seats]  # said by `names` below
        humans = controller.humans
        self.hot_seat = len(humans) >= 2
        self.viewer = humans[0] if humans else 0
        self.revealed: int | None = None if self.hot_seat else self.viewer
        self.layout = TableLayout(app.size, len(self.names))
        self.animator = Animator()
        self.pending: deque[Any] = deque()
        self.busy_until = 0.0
        self.hand_sprites: list[CardSprite] = []
        self.staged: list[list[CardSprite]] = []
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.message = ""
        self.message_bad = False
        self.message_left = 0.0
        self.log: list[str] = []  # LogLines: a sentence, and a bot's reason behind "Why?"
        self.log_said = language()  # the language its lines were said in
        self.log_opened = 0  # counts "Why?" clicks, so the log is drawn again
        self.why_due: dict[int, tuple[int, Any]] = {}  # id(event) -> (version, bot's reason)
        self.why_shown_version = -1
        self.why_carried: Any = None  # a line-less move's reason, for the line that shows it
        self.hint: tuple | None = None  # (version, action, why) lit until the game moves
        self.hint_said: tuple | None = None  # (version, words) of the hint in the strip
        self.laid_this_hand: dict[int, tuple] = {}
        self.went_out: int | None = None
        self.summary_due: Any = None
        self.game_over: Any = None
        self.thinking: int | None = None
        self.clock = 0.0
        self.sort_mode = app.settings.get("hand_sort", "suit")  # or "rank", "as-dealt"
        self.sort_setting = self.sort_mode  # the setting last followed (S and R change the mode)
        self.pace_setting = app.settings.get("bot_pacing")  # (the setup may choose another)
        self.buttons: dict[str, Any] = {}
        self.button_states: dict[str, bool] = {}
        self.started = False
        self.painter = TablePainter(self)
        self.was_my_turn = False
        self.keys = TableFocus(self)  # the keyboard's focus (each game brings its own)
        self.frozen: Any = None  # the viewer's observation held while a hand's end is shown
        self.last_seen: Any = None  # the observation the last frame showed
        self.move_events: list[Any] = []  # the engine events received since then
        store = getattr(app, "store", None)
        self.keeper = Keeper(store) if store is not None else None
        self.kept_version = -1
        self.went_out_counts = [0] * len(self.names)
        self.seen_version = -1  # the controller's version of the last event received
        # "Show bot hands" practice (set by the new-game setup): bots' cards drawn face up
        # for the person at the table; the bots still see only their own Observation.
        self.opened_view: tuple[int, Any] | None = None
        self.confirming: tuple[int, Any] | None = None  # (version, discard) asked about

    def card_name(self, card: Any) -> str:
        namer = getattr(self.adapter, "card_name", None)
        return namer(card) if namer is not None else str(card)

    def ends_hand(self, event: Any) -> bool:
        return any(motion.kind == "hand_end" for motion in self.adapter.motions(event))

    # -- lifetime -----------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return TIME_SCALE.get(self.app.settings.get("speed", "normal"), 1.0)

    def leave(self) -> None:
        """Covered (pause, the keys panel) or closed: every card in the air lands at once,
        so none hangs frozen in mid-flight over a badge while the table waits (issue 18)."""
        super().leave()
        self.animator.land_all()
        for sprite in self.hand_sprites + [s for group in self.staged for s in group]:
            if sprite.tween is not None and not sprite.dragging:
                sprite.place(sprite.target)

    def enter(self) -> None:
        super().enter()
        self.animator.scale = self.scale
        if not self.started:
            self.started = True
            self.controller.start()
            self.seen_version = 0 if self.controller.past_events else -1
            for event in self.controller.past_events[-12:]:
                line = self.adapter.describe(event, lambda seat: self.names[seat])
                if line:
                    self.log.append(self.log_line(line, event))
            self.sync_hand(sort=True)
            self.relayout(instant=True)

    def build_ui(self, size: tuple[int, int]) -> None:
        self.layout = TableLayout(size, len(self.names))
        manager = self.app.ui
        self.buttons = {}
        rects = self.layout.button_rects(len(self.BUTTONS))
        for (key, label), rect in zip(self.BUTTONS, rects, strict=True):
            self.buttons[key] = self.add(pygame_gui.elements.UIButton(rect, tr(label), manager))
        self.buttons["menu"] = self.add(
            pygame_gui.elements.UIButton(self.layout.menu_button, tr("table.button_menu"), manager)
        )
        self.button_states = {}
        self.warm_faces()
        for sprite in self.hand_sprites + [s for group in self.staged for s in group]:
            sprite.height = self.layout.hand_height
        self.relayout(instant=True)

    def warm_faces(self) -> None:
        """Queue every face this table can show at its sizes, the current hand first."""
        layout = self.layout
        game = self.adapter.game
        observation = self.observation
        wanted = []
        summary = summary_card_height(layout.size, len(self.names))
        for height in (summary, layout.small_meld_height, layout.meld_height, layout.pile_height):
            for card in self.adapter.deck():
                wanted.append((card, game, height, self.adapter.is_wild(card, observation)))
        for card in self.adapter.deck():
            wanted.append((card, game, layout.hand_height, self.adapter.is_wild(card, observation)))
        for height in (layout.back_height, layout.pile_height, layout.hand_height):
            wanted.append((None, game, height, False))
        for card in self.adapter.hand(observation):
            wanted.append((card, game, layout.hand_height, self.adapter.is_wild(card, observation)))
        self.app.faces.warm(wanted)  # drawn from the end: the hand first

    def close(self, wait: float = 0.0) -> None:
        """The table is left: stop the bots and the save writer (waiting up to `wait`
        seconds for the saves it has queued)."""
        self.controller.close()
        if self.keeper is not None:
            self.keeper.stop(wait)
            self.keeper = None

    def ready(self) -> bool:
        """Nothing left to animate: the next bot move may come."""
        return (
            not self.pending
            and self.seen_version >= self.controller.version
            and time.monotonic() >= self.busy_until
            and not self.animator.busy
            and self.summary_due is None
            and self.game_over is None
        )

    # -- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        kind = event.type
        if kind == app_events.GAME_EVENT:
            self.move_events.append(event.event)
            if self.frozen is None and self.ends_hand(event.event):
                # Shown as the hand ended, not as it was before the move that ended it
                # (issue 18: the cards you went out with stayed drawn in your hand).
                self.frozen = self.adapter.end_view(self.last_seen, tuple(self.move_events))
            self.pending.append(event.event)
            self.seen_version = max(self.seen_version, event.version)
            if getattr(event, "reason", ""):
                # During the hand every seat reads it: no hidden card named (issue 18).
                self.why_due[id(event.event)] = (event.version, event.reason)
        elif kind == app_events.REFUSED:
            self.say(self.refusal_words(event.reason, getattr(event, "key", None)), bad=True)
            self.app.sounds.play("refuse")
        elif kind == app_events.BOT_THINKING:
            self.thinking = event.seat if event.thinking else None
        elif kind == app_events.HINT:
            if event.seat == self.viewer:
                why = reason_why(event.reason, self.names)
                self.say(tr("table.hint_why", action=self.describe_action(event.action), why=why))
                self.hint = (self.controller.version, event.action, why)
                self.hint_said = (self.controller.version, self.message)
        elif kind == pygame_gui.UI_BUTTON_PRESSED:
            self.close_why()
            self.on_button(event.ui_element)
        elif kind == pygame.KEYDOWN:
            self.close_why()
            self.on_key(event.key, getattr(event, "mod", 0))
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.open_why(event.pos):
                self.close_why()
                self.on_press(event.pos)
        elif kind == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)

    def open_why(self, pos: tuple[int, int]) -> bool:
        """A click on a bot's line in the move log opens (or closes) its reason; a click
        on a reason grown over the table is the reason's (it stays open, and nothing
        under it is picked up)."""
        line = move_log.line_at(self.log, pos)
        if line is None:
            return move_log.covers(self.log, pos)
        move_log.toggle(line, self.log)
        self.log_opened += 1
        return True

    def close_why(self) -> None:
        """The player does something else (a click off the log, a key, a button): an
        opened reason closes, as a pop-up does, so the message strip it may have grown
        over shows the hint or refusal that follows (seen in a new-user trial: a Sting
        hint hidden under the reason opened a turn before)."""
        for line in self.log:
            if getattr(line, "open", False):
                line.open = False
                self.log_opened += 1

    # -- messages -----------------------------------------------------------------------
    def drop_spent_hint(self) -> None:
        """A hint's words go once the game has moved on, as its glow does: 'draw from
        the stock' no longer stands over the hand after the draw (new-user trial)."""
        said = self.hint_said
        if said is None or said[0] == self.controller.version:
            return
        if self.message == said[1]:
            self.message_left = 0.0
        self.hint_said = None

    def drop_spent_wait(self) -> None:
        """ "Wait for your turn." goes once the turn is yours: said to a click a moment
        before it came, it stood over the turn's own prompt (new-user trial)."""
        if self.message_left > 0 and self.my_turn and self.message == tr("table.wait_turn"):
            self.message_left = 0.0

    def say(self, words: str, bad: bool = False) -> None:
        """Show `words` in the message strip (a refusal in red when `bad`) for as long
        as they take to read (`hud.reading_seconds`)."""
        self.message = words
        self.message_bad = bad
        self.message_left = hud.reading_seconds(words)

    def describe_action(self, action: Any) -> str:
        """An action in the words of the hint's message (each game's table says it)."""
        return str(action)

    # -- each frame ---------------------------------------------------------------------
    def follow_settings(self) -> None:
        """Settings changed over the paused table take effect at once (issue 7): the
        colour-blind faces, the hand's sort order, and large text and card size, which lay
        the table out again."""
        settings = self.app.settings
        self.app.faces.colour_blind = bool(settings.get("colour_blind_faces", False))
        words = LARGE_TEXT if settings.get("large_text") else 1.0
        cards = CARD_SIZES.get(settings.get("card_size", "normal"), 1.0)
        if (self.layout.text_scale, self.layout.card_scale) != (words, cards):
            TableLayout.text_scale, TableLayout.card_scale = words, cards
            self.resize(self.app.size)
        pace = settings.get("bot_pacing")
        if pace != self.pace_setting:  # bots' pace changed in the settings: from the next move
            if pace in PACE:
                self.controller.speed = pace
            self.pace_setting = pace
        sort = settings.get("hand_sort", "suit")
        if sort != self.sort_setting:  # a new sort order chosen: the hand follows it now
            self.sort_setting = self.sort_mode = sort
            if sort != "as-dealt" and self.hand_sprites:
                self.sort_hand()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.keep()  # a move played since the last frame, before any scene can follow it
        self.follow_settings()
        self.follow_language()
        self.app.faces.warm_step(WARM_BUDGET)
        now = time.monotonic()
        self.animator.scale = self.scale
        self.animator.step(dt)
        for sprite in self.hand_sprites:
            sprite.step(dt)
        for group in self.staged:
            for sprite in group:
                sprite.step(dt)
        if self.message_left > 0:
            self.message_left -= dt
        self.drop_spent_hint()
        self.drop_spent_wait()
        while self.pending and now >= self.busy_until and self.summary_due is None:
            self.play(self.pending.popleft(), now)
        if self.summary_due is not None and not self.animator.busy and now >= self.busy_until:
            self.show_summary()
            return
        if self.game_over is not None and not self.pending and not self.animator.busy:
            self.show_game_over()
            return
        if self.hot_seat and self.check_cover():
            return
        self.seen_now()
        version = self.controller.version
        self.controller.update(ready=self.ready())
        if self.controller.version != version:
            self.absorb()
        self.update_buttons()
        self.announce_turn()
        self.keep()

    def seen_now(self) -> None:
        """The observation shown now is what a move that ends the hand starts from."""
        self.last_seen = self.observation
        self.move_events = []

    def announce_turn(self) -> None:
        """A soft chime when it becomes your turn (once the table has caught up)."""
        mine = self.my_turn and self.ready()
        if mine and not self.was_my_turn:
            self.app.sounds.play("turn")
        self.was_my_turn = mine

    def absorb(self) -> None:
        """Take the events of a move just applied now, not next frame, so no frame ever
        draws the game ahead of the events that explain it."""
        for event in pygame.event.get(app_events.GAME_EVENT):
            self.handle(event)

    def keep(self) -> None:
        """Autosave after every move (seed + actions; written off the frame): at the start
        of each frame (a player's move, applied as it was asked) and at its end (a bot's),
        so it is saved before a cover, summary or game over can open over the table."""
        controller = self.controller
        if self.keeper is None or self.kept_version == controller.version:
            return
        self.kept_version = controller.version
        if controller.version:
            self.keeper.autosave(controller)

    # -- other scenes -------------------------------------------------------------------
    def show_summary(self) -> None:
        ended, self.summary_due = self.summary_due, None
        summary = self.adapter.summary(ended, self.names, self.laid_this_hand, self.went_out)
        self.app.open("summary", summary, self)

    def show_game_over(self) -> None:
        over, self.game_over = self.game_over, None
        keeper = self.keeper
        if keeper is not None:
            keeper.finish(self.controller, hand_in(self.observation), self.went_out_counts)
        self.close()
        self.app.swap("game_over", self.controller, over, keeper)

    def update_buttons(self) -> None:
        """Enable the buttons that may be pressed now (each game's table has its own)."""

    def set_buttons(self, wanted: dict[str, bool]) -> None:
        """Enable or disable each named button, touching only those that change."""
        for key, enabled in wanted.items():
            if self.button_states.get(key) != enabled:
                self.button_states[key] = enabled
                if enabled:
                    self.buttons[key].enable()
                else:
                    self.buttons[key].disable()
