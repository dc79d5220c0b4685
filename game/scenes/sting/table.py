"""How the shared table plays Sting: its table scene (its adapter — the prompt, the move
log, the round summary — is `sting.adapter.StingTable`, also importable from here).

Rules reachable from the table (`shared/rules/sting.md`): ST-4 (Draw 1 / Draw 2, keys
1 and 2), ST-5a (a meld is built in the staging slot, then dropped on an opponent's
meld area; one's own area is refused with the engine's reason), ST-5b (cards dropped
on any meld), ST-5c (the discard pile's top card dragged — or picked up with P and
played with Enter — onto a meld or into the staging slot; the engine refuses it unless
it is played at once), the ST-5a ruling
(a wild that could stand for more than one card goes to the end of the run it is
dropped on, or the wild chooser asks), ST-5d (a numbered
card dropped on a wild: the freed wild waits in the "must play" tray until it is
placed, and the engine's one Substitute action does both), ST-5e (a PP dropped on the
discard pile, then one of your melds, then an opponent), ST-5f (the receiver of a
pass is always asked: Take it back or Keep it), ST-6 (discard), ST-10 (each meld's
cost and each player's penalty beside their area), ST-14 (open hands).

The scene is put together from mixins, one idea each: `sting.mouse.StingMouse` (mouse
play), `sting.keys.StingKeys` (keyboard play, what each button does, the keys' list),
`sting.plays.StingPlays` (what a drop or Enter asks of the engine: staging, the
substitution's tray), `sting.pass_pile.StingPass` (Pass-A-Pile and the Take-It-Back
question), `sting.chooser.StingChooser` (the wild chooser), `sting.layout.StingLayout`
(where everything lies) and `sting.mirror.StingMirror` (the melds as the animation has
reached them, updated event by event, so a bot's move is seen card by card and never
jumps ahead). This module keeps the scene's state, its buttons, Esc's order of what it
cancels, the hand kept in step with the staging and the tray, saving, the hint's words
and the messages: words about your own move fade when your turn ends; the move log
names melds and cards in words.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.bots.words import named
from game.rules import sting
from game.rules.sting.plays import sting_card
from game.rules.sting.words import meld_words
from game.scenes.sting.adapter import StingTable
from game.scenes.sting.chooser import StingChooser
from game.scenes.sting.keys import StingKeys
from game.scenes.sting.layout import StingLayout
from game.scenes.sting.mirror import StingMirror
from game.scenes.sting.mouse import StingMouse
from game.scenes.sting.pass_pile import StingPass
from game.scenes.sting.plays import StingPlays
from game.scenes.table import TableScene
from game.text import tr
from game.ui.meld_area import MeldPlace
from game.ui.sprites import CardSprite
from game.ui.sting.chooser import WildChooser
from game.ui.sting.view import StingPainter

BUTTONS = (  # (command, its label's catalogue key)
    ("draw1", "sting.button_draw1"),
    ("draw2", "sting.button_draw2"),
    ("sort", "sting.button_sort"),
    ("hint", "table.button_hint"),
    ("reference", "sting.button_reference"),
)
OWN_WORDS_FADE = 0.4  # seconds: a word about your own move fades this fast once your turn ends


class StingTableScene(
    StingMouse,
    StingKeys,
    StingPlays,
    StingPass,
    StingChooser,
    StingLayout,
    StingMirror,
    TableScene,
):
    """The shared table, with Sting's meld areas, staging slot, tray and prompts."""

    def make_adapter(self, game: str) -> StingTable:
        return StingTable()

    def __init__(self, app: Any, controller: Any):
        super().__init__(app, controller)
        self.painter = StingPainter(self)
        observation = self.observation
        self.melds: dict[int, tuple[int, tuple]] = {
            meld_id: (meld.owner, meld.cards) for meld_id, meld in observation.melds.items()
        }
        self.mirror_version = 0
        self.places: dict[int, MeldPlace] = {}
        self.areas: dict[int, pygame.Rect] = {}
        self.boxes: dict[int, pygame.Rect] = {}
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.stage_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.geometry_key: tuple = ()
        self.narrow_panels = False
        self.open_row = 0  # ST-14: height of an opponent's open hand (0: hands closed)
        self.open_row_top = 0  # ST-14: where that row starts below the panel's top
        self.staged_discard: CardSprite | None = None  # the pile's top card, staged (ST-5c)
        self.leaving: list = []  # (card, top-left): your play's cards, until they fly
        self.tray: CardSprite | None = None  # the freed wild (ST-5d)
        self.swap: tuple[int, int, CardSprite] | None = None  # (meld, position, hand card)
        self.passing: int | None = None  # None, or -1 (choose a meld), or the meld chosen
        self.pass_sprite: CardSprite | None = None
        self.show_reference = False  # the quick reference panel: any click closes it
        self.reference_band = pygame.Rect(0, 0, 0, 0)
        # The special card whose help shows: (card, pointer, the card's top), from
        # the pointer's place each frame (`follow_pointer`), or the keyboard's focus.
        self.hover_card: tuple[Any, tuple[int, int], int] | None = None
        self.hover_tray: tuple[tuple[int, int], int] | None = None  # (pointer, tray top)
        self.pointer: tuple[int, int] | None = None  # None: gone, or the keys lead
        self.focus = 0  # keyboard: the hand card with the focus
        self.target_index = -1  # keyboard: the place Enter plays to
        self.focus_shown = False  # the keyboard focus ring, once the keys are used
        self.top_picked: Any = None  # keyboard: the pile's top card picked up (ST-5c)
        self.answer_buttons: dict[str, Any] = {}
        self.chooser: WildChooser | None = None  # ST-5a ruling: a wild's place, asked
        self.message_mine = False  # the message speaks of your own move (said on your turn)
        self.turn_was_mine = False

    # -- lifetime -----------------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.layout import TableLayout

        self.layout = TableLayout(size, len(self.names))
        manager = self.app.ui
        self.buttons = {}
        rects = self.layout.button_rects(len(BUTTONS))
        for (key, label), rect in zip(BUTTONS, rects, strict=True):
            self.buttons[key] = self.add(pygame_gui.elements.UIButton(rect, tr(label), manager))
        self.buttons["menu"] = self.add(
            pygame_gui.elements.UIButton(self.layout.menu_button, tr("table.button_menu"), manager)
        )
        self.add_answer_buttons(manager)
        self.button_states = {}
        self.geometry_key = ()
        if self.chooser is not None:  # a new window size: the chooser follows the centre
            self.place_chooser()
        self.warm_faces()
        for sprite in self.all_sprites():
            sprite.height = self.layout.hand_height
        self.relayout(instant=True)

    def all_sprites(self) -> list[CardSprite]:
        extra = [s for s in (self.staged_discard, self.tray) if s is not None]
        return self.hand_sprites + [s for group in self.staged for s in group] + extra

    # -- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_chooser(event):
            return
        if self.show_reference and event.type == pygame.MOUSEBUTTONDOWN:
            self.show_reference = False  # a temporary overlay: the click only closes it
            return
        if event.type == pygame.WINDOWLEAVE:  # the pointer left: its help goes with it
            self.pointer = self.hover_card = self.hover_tray = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return
        super().handle(event)

    def cancel(self) -> bool:
        """Esc / right click: close the wild chooser, give back a substitution, a pass in
        progress, the pile's top card picked up by keyboard, the staging."""
        if self.show_reference:
            self.show_reference = False
            return True
        if self.chooser is not None:
            self.chooser = None
            self.say(tr("sting.nothing_played"))
            return True
        if self.swap is not None:
            _, _, sprite = self.swap
            self.swap = None
            sprite.height = self.layout.hand_height
            self.hand_sprites.insert(self.sorted_place(sprite.card), sprite)
            self.sync_hand()  # the hand and staging as the engine holds them: no freed wild
            self.say(tr("sting.swap_cancelled"))
            return True
        if self.passing is not None:
            self.passing = None
            self.pass_sprite = None
            self.say(tr("sting.pass_cancelled"))
            return True
        if self.top_picked is not None:
            self.pick_top()  # put back on the pile
            return True
        if self.staged_group():
            self.unstage_all()
            return True
        return False

    def unstage_all(self) -> None:
        self.staged_discard = None
        freed = [s for group in self.staged for s in group if self.is_freed(s)]
        for sprite in freed:  # the freed wild is the substitution's, never a hand card
            self.detach(sprite)
        super().unstage_all()
        if freed and self.swap is not None:
            self.tray = freed[0]  # back to the tray, still to be played
        self.relayout()

    def drop_freed(self) -> None:
        """No substitution under way: a freed wild is drawn nowhere — not in the tray, the
        staging slot or the hand (issue 18: a ghost wild after a cancelled substitution)."""
        self.tray = None
        for sprite in [s for s in self.hand_sprites if self.is_freed(s)]:
            self.detach(sprite)
        for sprite in [s for group in self.staged for s in group if self.is_freed(s)]:
            self.detach(sprite)

    def detach(self, sprite: CardSprite) -> None:
        super().detach(sprite)
        if sprite is self.staged_discard:
            self.staged_discard = None
        if sprite is self.tray:
            self.tray = None

    def sync_hand(self, origin: tuple[float, float] | None = None, sort: bool = False) -> list:
        if self.swap is None:
            self.drop_freed()
        else:  # the card being swapped in is still in the hand
            self.hand_sprites.append(self.swap[2])
        freed = [s for s in self.staged_group() if s is self.staged_discard or self.is_freed(s)]
        for sprite in freed:  # not hand cards: keep them out of the matching
            if self.staged and sprite in self.staged[0]:
                self.staged[0].remove(sprite)
        gone = super().sync_hand(origin, sort)
        if self.swap is not None and self.swap[2] in self.hand_sprites:
            self.hand_sprites.remove(self.swap[2])
        for sprite in freed:
            if sprite is not self.staged_discard:
                if not self.staged:
                    self.staged.append([])
                self.staged[0].append(sprite)
        self.relayout()
        return gone

    def is_freed(self, sprite: CardSprite) -> bool:
        return getattr(sprite, "freed", False)

    # -- buttons, saving --------------------------------------------------------------------
    def update_buttons(self) -> None:
        if not self.buttons:
            return
        mine = self.my_turn
        phase = self.observation.phase
        wanted = {
            "draw1": mine and phase == sting.DRAW,
            "draw2": mine and phase == sting.DRAW,
            "hint": mine,
            "sort": self.can_sort,
        }
        self.set_buttons(wanted)
        self.show_answers(mine and phase == sting.TAKE_BACK)

    def show_summary(self) -> None:
        from game.scenes.sting.summary import StingSummaryScene

        ended, self.summary_due = self.summary_due, None
        options = self.observation.options
        numeric = bool(options.get("numeric"))
        rounds = 0 if options.get("target") else int(options.get("rounds", 0))
        final = self.controller.is_over  # bots wait for the summary: this round ended it
        summary = self.adapter.summary(ended, self.names, self.melds, numeric, final, rounds)
        self.app.stack.push(StingSummaryScene(self.app, summary, self, numeric))

    def describe_action(self, action: Any) -> str:
        """A hint's move in words ("lay red 3-4-5 in front of Bo")."""
        if isinstance(action, sting.Draw):
            return tr("sting.action_draw", count=action.count)
        if isinstance(action, sting.LayMeld):
            meld, name = meld_words(action.cards), self.names[action.to_seat]
            return tr("sting.action_lay", meld=meld, name=name)
        if isinstance(action, sting.AddToMeld):
            cards = named(sting_card(card) for card in action.cards)
            return tr("sting.action_add", cards=cards, meld=self.meld_label(action.meld_id))
        if isinstance(action, sting.Substitute):
            return tr("sting.action_swap", card=sting_card(action.card))
        if isinstance(action, sting.PassAPile):
            return tr("sting.action_pass", name=self.names[action.to_seat])
        if isinstance(action, sting.TakeItBack):
            return tr("sting.action_take_back")
        if isinstance(action, sting.AcceptPass):
            return tr("sting.action_keep")
        if isinstance(action, sting.Discard):
            return tr("table.action_discard", card=sting_card(action.card))
        return str(action)

    def meld_label(self, meld_id: int) -> str:
        """A meld on the table in words, with whose it is: "Bo's red 3-4-5"."""
        owner, cards = self.melds.get(meld_id, (None, ()))
        if owner is None:
            return tr("sting.a_meld")
        if owner == self.viewer:
            whose = tr("log.your")
        else:
            whose = tr("log.possessive", name=self.names[owner])
        return tr("sting.whose_meld", whose=whose, meld=meld_words(cards))

    # -- messages -------------------------------------------------------------------------
    def say(self, words: str, bad: bool = False) -> None:
        super().say(words, bad)
        self.message_mine = self.my_turn

    def fade_own_words(self) -> None:
        """A message about your own move ("Placed at the high end…") is yours: once your
        turn ends it fades at once instead of lingering over the next player's turn.
        Words said on someone else's turn ("Bo went out!") keep their full time."""
        mine = self.my_turn
        if self.turn_was_mine and not mine and self.message_mine:
            self.message_left = min(self.message_left, OWN_WORDS_FADE)
            self.message_mine = False
        self.turn_was_mine = mine

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for sprite in (self.staged_discard, self.tray):
            if sprite is not None:
                sprite.step(dt)
        super().update(dt)
        self.fade_own_words()
        self.follow_pointer()
