"""Rumski at the shared table: the Community, the piles, the must-play tray, your hand.

Rules reachable from the table (`shared/rules/rumski.md`): RU-3 (the deal, animated; a
draw asked for while it is shown is made once the cards are out),
RU-5 (draw from the stock — click it or D —, the top discard — click it or T —, or
Take all — A), RU-6/RU-7 (the Community as rows of melds: drag hand cards into a meld,
between melds or onto empty table for a new one; pick Community cards with a click and
drag them between melds to split, join and move; each meld outlined green when legal,
red when not; while dragging, the melds the cards would complete glow), RU-8 (wilds
taken from the pile or freed from the Community wait in the must-play tray; a wild
taken from the pile may be put back — B — while nothing else has happened), RU-9
(discard by dropping on the pile — it glows only for a card that follows colour or
number —, or Knock), RU-10 (Reset turn goes back to the moment after the draw; End turn
is offered only when the whole Community is legal, a refused end shows the reason).

Every change to the arrangement is sent as one `PlayCommunity` of the whole proposed
Community (staged, checked when the turn ends), so the engine stays the only judge.
Every Community change — yours, a bot's, a reset — is shown as cards gliding, a bot's
move by move (`game.ui.rumski.community`). Keyboard play is in `rumski.keys`; Auto-play my
turn (a setting) plays the Hint's move for you (`rumski.assist`), paced like a bot.
With the "Show bot hands" practice each bot's cards lie face up in its seat box.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pygame_gui

from game.bots.words import named
from game.rules import rumski
from game.scenes.rumski.adapter import RumskiTable, is_wild, sort_key  # noqa: F401
from game.scenes.rumski.assist import AutoPlay
from game.scenes.rumski.keys import RumskiKeys
from game.scenes.rumski.layout import RumskiLayout
from game.scenes.rumski.mouse import RumskiMouse
from game.scenes.rumski.words import cards_words
from game.scenes.table import TableScene
from game.scenes.table_adapter import Motion
from game.text import reason_why, tr
from game.ui import events as app_events
from game.ui.animation import MOVE, SETTLE
from game.ui.meld_area import MeldPlace
from game.ui.rumski.community import BOT_SPAN, BOT_STEP, CommunitySprites, same_melds, stable_order
from game.ui.sprites import CardSprite

BUTTONS = (  # (command, its label's catalogue key)
    ("sort", "rumski.button_sort"),
    ("take_all", "rumski.button_take_all"),
    ("reset", "rumski.button_reset"),
    ("knock", "rumski.button_knock"),
    ("end", "rumski.button_end"),
    ("hint", "table.button_hint"),
)
# What each button does, on hover (its tooltip, drawn by the painter in the room above
# the hand: `RumskiPainter.draw_over`); Take all says Put back's while it is that.
TIP_DELAY = 0.5  # seconds the pointer rests on a button before its tip shows
TIPS = {
    "sort": "rumski.tip_sort",
    "take_all": "rumski.tip_take_all",
    "put_back": "rumski.tip_put_back",
    "reset": "rumski.tip_reset",
    "knock": "rumski.tip_knock",
    "end": "rumski.tip_end",
    "hint": "rumski.tip_hint",
}
# The Sort button names the order the hand is in (RU-4's two kinds of meld): runs of a
# colour (789) or groups of a number (777); a hand left as dealt has none.
SORT_LABELS = {
    "suit": "rumski.button_sorted_runs",
    "rank": "rumski.button_sorted_groups",
    "as-dealt": "rumski.button_sort",
}
# A hint's move in words, for the moves that name no card (the rest: `describe_action`).
ACTION_WORDS = {
    rumski.DrawStock: "table.action_draw_stock",
    rumski.TakeBack: "rumski.action_put_back",
    rumski.Knock: "rumski.action_knock",
    rumski.ResetTurn: "rumski.action_reset",
    rumski.Reshuffle: "rumski.action_reshuffle",
}


class RumskiTableScene(RumskiMouse, RumskiLayout, TableScene):
    """The shared table with Rumski's Community."""

    def make_adapter(self, game: str) -> RumskiTable:
        return RumskiTable()

    def __init__(self, app: Any, controller: Any):
        super().__init__(app, controller)
        from game.ui.rumski.view import RumskiPainter

        self.painter = RumskiPainter(self)
        self.community_cards = CommunitySprites()
        self.community_shown = False  # set from the game once the table is first entered
        self.turn_start: tuple = ()  # the Community when the shown turn drew (for a reset)
        self.places: list[MeldPlace] = []
        self.slot_rect: pygame.Rect | None = None
        self.tray_rect: pygame.Rect | None = None
        self.community_rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: dict[int, pygame.Rect] = {}
        self.seat_line_h = 0  # a seat box's name and detail lines (its height without bots)
        self.bot_row_height = 0  # the bots' face-up row in their boxes, when shown
        self.message_room = 0  # how wide the prompt may be, between the log and the buttons
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.picked: set[tuple[int, int]] = set()  # Community cards picked (meld, index)
        self.geometry_key: tuple = ()
        self.keys = RumskiKeys(self)
        self.auto = AutoPlay(self)  # Auto-play my turn, when the setting is on
        self.showing_hint = False  # the Hint's move being played: shown move by move
        self.dealt_at = 0.0  # the table clock when the deal being shown is all out
        self.draw_queued = False  # the stock asked for while the deal was still shown
        # Ctrl+Z: the Community before each of your changes this turn, last one last.
        self.undo_steps: list[tuple] = []
        self.button_tips = dict(TIPS)  # each button's tip now (Take all's is Put back's)
        self.hover_button: tuple[str, float] | None = None  # (button, since) under the pointer

    @property
    def open_hands(self) -> bool:
        return TableScene.open_hands.fget(self)

    @open_hands.setter
    def open_hands(self, shown: bool) -> None:
        """The bots' cards get a row in their seat boxes: the table is laid out again."""
        TableScene.open_hands.fset(self, shown)
        if getattr(self, "community_rect", None) and self.community_rect.width:
            self.geometry_key = ()
            self.rest_community(0.0)
            self.relayout(instant=True)

    def ready(self) -> bool:
        """Nothing left to animate, the Community's glides included: a bot's next move
        waits until its rearrangement has been seen to the end."""
        return (
            super().ready()
            and not self.community_cards.timeline
            and not any(sprite.moving for sprite in self.community_cards)
        )

    @property
    def shown(self) -> tuple:
        """The Community as the table shows it (the engine's, once its events are played)."""
        return self.community_cards.community

    def enter(self) -> None:
        super().enter()
        if not self.community_shown:
            self.community_shown = True
            observation = self.observation
            self.turn_start = observation.community_at_draw
            places, _, _ = self.places_for(observation.community)
            self.community_cards.jump(observation.community, places)
            self.geometry_key = ()
            self.relayout(instant=True)

    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.layout import TableLayout

        layout = self.layout = TableLayout(size, len(self.names))
        # Piles in a column at the left (placed with the seats, `place_table`); the
        # Community takes the middle of the table.
        self.geometry_key = ()
        self.place_table()
        manager = self.app.ui
        self.buttons = {}
        for (key, label), rect in zip(BUTTONS, layout.button_rects(len(BUTTONS)), strict=True):
            self.buttons[key] = self.add(pygame_gui.elements.UIButton(rect, tr(label), manager))
        self.buttons["menu"] = self.add(
            pygame_gui.elements.UIButton(layout.menu_button, tr("table.button_menu"), manager)
        )
        self.button_states = {}
        self.button_labels: dict[str, str] = {}
        self.geometry_key = ()
        self.warm_faces()
        for sprite in self.hand_sprites:
            sprite.height = layout.hand_height
        self.relayout(instant=True)
        self.rest_community(0.0)

    # -- input ----------------------------------------------------------------------------
    def command(self, key: str) -> None:
        seat = self.viewer
        observation = self.observation
        mine = self.my_turn
        if key == "take_all" and mine:
            if observation.phase == rumski.PLAY and observation.can_take_back:
                self.intend(rumski.TakeBack(seat))
            else:
                self.intend(rumski.TakeDiscard(seat, True))
        elif key == "take_back" and mine:
            self.intend(rumski.TakeBack(seat))
        elif key == "take_top" and mine:
            self.intend(rumski.TakeDiscard(seat, False))
        elif key == "draw" and mine and self.dealing():
            # Asked for while the cards still fly out: drawn once they are all dealt.
            self.draw_queued = True
            self.say(tr("rumski.still_dealing"))
        elif key == "draw" and mine:
            action = rumski.DrawStock(seat)
            if not observation.stock_count:
                action = (
                    rumski.Reshuffle(seat) if observation.discard_pile else rumski.DrawNothing(seat)
                )
            self.intend(action)
        elif key == "reset" and mine:
            self.picked.clear()
            self.intend(rumski.ResetTurn(seat))
        elif key == "undo" and mine:
            self.undo()
        elif key == "knock" and mine:
            self.intend(rumski.Knock(seat))
        elif key == "end" and mine:
            self.end_turn()
        elif key == "hint" and mine and self.hint and self.hint[0] == self.controller.version:
            # Hint pressed again while its move is lit: play it, shown as a bot's would be
            # (Reset turn undoes a Community play).
            action = self.hint[1]
            self.hint = None
            self.showing_hint = isinstance(action, rumski.PlayCommunity)
            if self.intend(action) is not None:
                self.showing_hint = False
        elif key == "sort":
            self.sort_mode = "rank" if self.sort_mode == "suit" else "suit"
            self.sort_hand()
        elif key in ("take_all", "take_back", "take_top", "draw", "reset", "undo", "knock", "end"):
            self.say(tr("table.wait_turn"), bad=True)
        else:
            super().command(key)

    def intend(self, action: Any) -> str | None:
        """Send an intent; a Community change the engine took can be undone this turn."""
        before = self.observation.community
        reason = super().intend(action)
        if reason is None and isinstance(action, rumski.PlayCommunity):
            self.undo_steps.append(before)
        elif reason is None and isinstance(action, rumski.ResetTurn):
            self.undo_steps.clear()
        return reason

    def undo(self) -> None:
        """Ctrl+Z: the Community as it was before your last change this turn; the cards
        it had taken from your hand come back (RU-10: nothing binds before the turn ends)."""
        if self.observation.phase != rumski.PLAY or not self.undo_steps:
            self.say(tr("rumski.nothing_to_undo"))
            return
        before = self.undo_steps.pop()
        self.picked.clear()
        if TableScene.intend(self, rumski.PlayCommunity(self.viewer, before)) is None:
            self.say(tr("rumski.undone"))

    def end_turn(self) -> None:
        """RU-9/RU-10: discard the one picked hand card. With none picked End turn never
        knocks (a knock is its own button): it says how to end the turn."""
        chosen = [s for s in self.hand_sprites if s.selected]
        if len(chosen) != 1:
            self.say(tr("rumski.end_needs_card"), bad=True)
            return
        self.intend(rumski.Discard(self.viewer, chosen[0].card))

    def dealing(self) -> bool:
        """The deal is still being shown (your cards still fly out from the stock)."""
        return self.clock < self.dealt_at

    # -- state of the turn ------------------------------------------------------------------
    def community_legal(self) -> list[bool]:
        return [rumski.is_meld(meld) for meld in self.observation.community]

    def update_buttons(self) -> None:
        if not self.buttons:
            return
        mine = self.my_turn
        observation = self.observation
        playing = mine and observation.phase == rumski.PLAY
        chosen = [s.card for s in self.hand_sprites if s.selected]
        discard = chosen[0] if len(chosen) == 1 else None
        can_end = playing and rumski.end_problem(observation, discard) is None
        take_back = playing and observation.can_take_back
        label = tr("rumski.button_put_back" if take_back else "rumski.button_take_all")
        self.label_button("take_all", label, TIPS["put_back" if take_back else "take_all"])
        self.label_button("sort", tr(SORT_LABELS.get(self.sort_mode, "rumski.button_sort")))
        wanted = {
            "sort": self.can_sort,
            "take_all": take_back
            or (mine and observation.phase == rumski.DRAW and bool(observation.discard_pile)),
            "reset": playing,
            "knock": playing,
            "end": can_end and discard is not None,  # End turn discards; Knock knocks
            "hint": mine,
        }
        self.set_buttons(wanted)

    def label_button(self, key: str, label: str, tip: str = "") -> None:
        """Give button `key` the words `label` (and the tip of catalogue key `tip`) when
        they change."""
        if self.button_labels.get(key) == label:
            return
        self.button_labels[key] = label
        self.buttons[key].set_text(label)
        if tip:
            self.button_tips[key] = tip

    def hover_buttons(self, pos: tuple[int, int]) -> None:
        """Note the button under the pointer (shown, with a tip) and since when."""
        key = next(
            (
                key
                for key, button in self.buttons.items()
                if key in self.button_tips
                and button.visible
                and button.get_abs_rect().collidepoint(pos)
            ),
            None,
        )
        if key is None:
            self.hover_button = None
        elif self.hover_button is None or self.hover_button[0] != key:
            self.hover_button = (key, self.clock)

    def button_tip(self) -> tuple[str, pygame.Rect] | None:
        """The tip of the button the pointer has rested on (TIP_DELAY), and the button."""
        if self.hover_button is None or self.drag is not None:
            return None
        key, since = self.hover_button
        button = self.buttons.get(key)
        if button is None or not button.visible or self.clock - since < TIP_DELAY:
            return None
        return tr(self.button_tips[key]), pygame.Rect(button.get_abs_rect())

    def show_summary(self) -> None:
        ended, self.summary_due = self.summary_due, None
        summary = self.adapter.summary(ended, self.names, self.observation.totals)
        self.app.open("summary", summary, self)

    def describe_action(self, action: Any) -> str:
        if isinstance(action, rumski.PlayCommunity):
            before = Counter(card for meld in self.observation.community for card in meld)
            placed = Counter(card for meld in action.community for card in meld) - before
            cards = sorted(placed.elements())
            if not cards:
                return tr("rumski.action_rearrange")
            return tr("rumski.action_play", cards=cards_words(cards))  # as the log names them
        if isinstance(action, rumski.TakeDiscard):
            return tr("rumski.action_take_pile" if action.whole else "table.action_take_top")
        if isinstance(action, rumski.Discard):
            return tr("rumski.action_discard", card=named([action.card]))
        words = ACTION_WORDS.get(type(action))
        return tr(words) if words else type(action).__name__

    # -- the frame ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == app_events.HINT and self.auto_playing():
            if event.seat == self.viewer:
                self.auto.answered(event.action)
            return
        if event.type == app_events.HINT and event.seat == self.viewer:
            self.hint = (self.controller.version, event.action, event.reason)
            action = self.describe_action(event.action)
            words = tr("table.hint", action=action)
            if isinstance(event.action, rumski.PlayCommunity):
                words = tr("rumski.hint_again", action=action)  # its reason would repeat it
            elif event.reason:
                why = reason_why(event.reason, self.names)  # added where the strip has room
                if len(words) + len(why) < 90:
                    words = tr("table.hint_why", action=action, why=why)
            self.say(words)
            self.hint_said = (self.controller.version, words)
            return
        if event.type == pygame.KEYDOWN:
            self.close_why()
            self.on_key(event.key, getattr(event, "mod", 0))
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        if self.community_cards.step(dt) and self.community_cards.clock > 0:
            self.app.sounds.play("draw")  # each move of a rearrangement is heard too
        super().update(dt)
        if not (self.my_turn and self.observation.phase == rumski.PLAY):
            self.undo_steps.clear()  # a turn's steps are undone only within that turn
        if self.app.stack.top is self:
            self.catch_up()
            self.auto.step()
            if self.draw_queued and not self.dealing() and not self.pending:
                self.draw_queued = False
                if self.my_turn and self.observation.phase == rumski.DRAW:
                    self.command("draw")

    def catch_up(self) -> None:
        """When everything has been shown, the table shows the engine's Community (a
        safety net: a change no event animated glides into place)."""
        if self.pending or self.frozen is not None or self.drag is not None:
            return
        community = self.observation.community
        if not same_melds(community, self.shown) and self.community_cards.calm and self.ready():
            self.show_community(community, None)

    def auto_playing(self) -> bool:
        return self.auto.on

    def animate(self, motion: Motion) -> float:
        if motion.kind == "deal":
            self.picked.clear()
            self.turn_start = ()
            self.show_community((), None)
        if motion.kind == "draw":
            self.turn_start = self.shown
        if motion.kind == "community":
            event = motion.data
            community = getattr(event, "community", None)
            if isinstance(event, rumski.TurnReset):
                mine = motion.seat == self.viewer and self.my_turn
                community = self.observation.community_at_draw if mine else self.turn_start
            if community is None:  # a wild put back: only the hand changes
                if motion.seat == self.viewer:
                    self.sync_hand()
                return 0.2 * self.scale
            return max(0.2 * self.scale, self.show_community(community, motion.seat))
        if motion.kind == "hand_end" and isinstance(motion.data, rumski.RoundWon):
            self.went_out_counts[motion.data.seat] += 1
        duration = super().animate(motion)
        if motion.kind == "deal":
            self.dealt_at = self.clock + duration
        return duration

    def show_community(self, community: tuple, seat: int | None) -> float:
        """Glide from the Community shown to `community` (played by `seat`): your own
        moves settle at once, a bot's (or auto-play's) go move by move. Returns how long
        it takes."""
        community = stable_order(self.shown, community)
        self.picked.clear()
        mine = seat == self.viewer
        gone: list[CardSprite] = []
        made: list[CardSprite] = []
        if mine:
            before = set(map(id, self.hand_sprites))
            gone = self.sync_hand()
            made = [sprite for sprite in self.hand_sprites if id(sprite) not in before]
        if community == self.shown:
            self.geometry_key = ()
            self.rest_community(SETTLE * self.scale)
            self.relayout()
            return 0.0
        origins: dict[Any, list[tuple[float, float]]] = {}
        for sprite in gone:
            origins.setdefault(sprite.card, []).append((sprite.x, sprite.y - sprite.lift))
        if seat is not None and not mine:
            fallback = self.seat_point(seat)
        else:
            fallback = self.community_rect.center
        paced = not mine or self.auto_playing() or self.showing_hint
        self.showing_hint = False
        duration = (MOVE if paced else SETTLE) * self.scale
        step = BOT_STEP * self.scale if paced and seat is not None else 0.0
        self.community_cards.source = seat
        longest, left = self.community_cards.change(
            community,
            lambda shown: self.places_for(shown)[0],
            origins,
            fallback,
            duration,
            step,
            BOT_SPAN * self.scale,
        )
        self.geometry_key = ()
        self.place_table()
        # Cards back from the Community (a reset) glide from where they lay to the hand.
        spots: dict[Any, list[tuple[float, float]]] = {}
        for sprite in left:
            spots.setdefault(sprite.card, []).append((sprite.x, sprite.y))
        if made and self.sort_mode != "as-dealt":
            self.sort_hand()  # back in their places in the hand
        else:
            self.relayout()
        for sprite in made:
            if spots.get(sprite.card):
                target = sprite.target
                sprite.place(spots[sprite.card].pop(0))
                sprite.target = (-1, -1)
                sprite.move_to(target, duration)
        return longest
