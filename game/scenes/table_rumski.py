"""How the shared table plays Rumski: its adapter and its table scene.

Rules reachable from the table (`shared/rules/rumski.md`): RU-5 (draw from the stock —
click it or D —, the top discard — click it or T —, or Take all — A), RU-6/RU-7 (the
Community as rows of melds: drag hand cards into a meld or the new-meld slot; pick
Community cards with a click and drag them between melds to split, join and move;
each meld outlined green when legal, red when not), RU-8 (wilds that must be played
glow), RU-9 (discard by dropping on the pile — only cards that follow colour or
number light it —, or Knock), RU-10 (Reset turn goes back to the moment after the
draw; End turn is offered only when the whole Community is legal, and a refused end
shows the engine's reason).

Every change to the arrangement is sent as one `PlayCommunity` of the whole proposed
Community (staged, checked when the turn ends), so the engine stays the only judge.
Keyboard: Left/Right and Space pick hand cards, Tab walks the melds (and the new-meld
slot), Enter plays the picked cards there; D, T, A draw; Z resets; K knocks; E ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

import pygame
import pygame_gui

from game.rules import rumski
from game.rules.engine import Action, Event
from game.scenes.table import TableScene
from game.scenes.table_crowns import Motion, RoundSummary, SummaryRow
from game.ui.animation import SNAP_BACK
from game.ui.drag import DRAG_THRESHOLD, Drag, DropTarget, Press
from game.ui.layout import SeatSpot, card_width
from game.ui.meld_area import MeldPlace, place_melds
from game.ui.sprites import CardSprite

BUTTONS = (
    ("take_all", "Take all  [A]"),
    ("reset", "Reset turn  [Z]"),
    ("knock", "Knock  [K]"),
    ("end", "End turn  [E]"),
    ("hint", "Hint  [H]"),
)
COLOUR_ORDER = {colour: index for index, colour in enumerate(rumski.COLOURS)}
NEW = "new"


def is_wild(card: Any) -> bool:
    return card.face == rumski.WILD or getattr(card, "rank", 1) == 0


def sort_key(mode: str) -> Callable[[Any], tuple]:
    def key(card: Any) -> tuple:
        if is_wild(card):
            return (1, 0, 0)
        if mode == "rank":
            return (0, card.rank, COLOUR_ORDER.get(card.suit, 9))
        return (0, COLOUR_ORDER.get(card.suit, 9), card.rank)

    return key


class RumskiTable:
    """The Rumski table adapter."""

    game = "rumski"
    title = "Rumski"

    def hand(self, observation: Any) -> tuple:
        return observation.hand

    def is_wild(self, card: Any, observation: Any) -> bool:
        return False  # the wild has its own face

    def header(self, observation: Any) -> tuple[str, str]:
        return (f"Round {observation.round_number}", f"First to {observation.target} wins")

    def sort_key(self, mode: str, observation: Any) -> Callable[[Any], tuple]:
        return sort_key(mode)

    def prompt(self, observation: Any) -> str:
        if observation.phase == rumski.DRAW:
            return "Your turn: draw from the stock, take the top discard, or Take all."
        if not observation.opened[observation.seat]:
            return "Open with a meld from your own hand, then discard or knock."
        return "Play to the Community — split, join, move — then discard or knock."

    def can_arrange(self, observation: Any) -> bool:
        return observation.to_act == observation.seat and observation.phase == rumski.PLAY

    def deck(self) -> list:
        return sorted(set(rumski.full_deck()), key=sort_key("suit"))

    def draw_intent(self, seat: int, source: str) -> Action:
        if source == "discard":
            return rumski.TakeDiscard(seat, False)
        return rumski.DrawStock(seat)

    def discard_intent(self, observation: Any, card: Any, staged: Sequence) -> Action:
        return rumski.Discard(observation.seat, card)

    def motions(self, event: Event) -> list[Motion]:
        if isinstance(event, rumski.Dealt):
            size = max(event.hand_sizes)
            return [Motion("deal", event.dealer, data=SimpleNamespace(hand_size=size))]
        if isinstance(event, rumski.Drew):
            source = "stock" if event.source in ("stock", "reshuffle") else "discard"
            card = event.cards[-1] if event.cards and source == "discard" else None
            count = min(event.count, 6)
            return [Motion("draw", event.seat, card, source) for _ in range(count)]
        if isinstance(event, rumski.CommunityStaged | rumski.TurnReset | rumski.LaidDown):
            return [Motion("community", event.seat, data=event)]
        if isinstance(event, rumski.TookBack):
            return [Motion("community", event.seat, data=event)]
        if isinstance(event, rumski.Discarded):
            return [Motion("discard", event.seat, event.card)]
        if isinstance(event, rumski.RoundWon | rumski.RoundVoid):
            return [Motion("hand_end", data=event)]
        if isinstance(event, rumski.GameWon):
            return [Motion("game_over", data=event)]
        return []

    def describe(self, event: Event, name: Callable[[int], str]) -> str | None:
        if isinstance(event, rumski.Dealt):
            return f"Round {event.round_number}: {name(event.dealer)} deals"
        if isinstance(event, rumski.Drew):
            words = {
                "stock": "drew from the stock",
                "top": "took the top discard",
                "pile": f"took the whole pile ({event.count} cards)",
                "reshuffle": "reshuffled the pile and drew",
                "nothing": "had nothing to draw",
            }
            return f"{name(event.seat)} {words.get(event.source, 'drew')}"
        if isinstance(event, rumski.LaidDown):
            return f"{name(event.seat)} played {len(event.cards)} card(s) to the Community"
        if isinstance(event, rumski.TurnReset):
            return f"{name(event.seat)} reset the turn"
        if isinstance(event, rumski.Discarded):
            return f"{name(event.seat)} discarded {event.card}"
        if isinstance(event, rumski.Knocked):
            return f"{name(event.seat)} knocked"
        if isinstance(event, rumski.RoundWon):
            return f"Rumski! {name(event.seat)} wins the round: {event.points} points"
        if isinstance(event, rumski.RoundVoid):
            return "The round ends with no score"
        if isinstance(event, rumski.GameWon):
            return f"{name(event.seat)} wins the game"
        return None

    def sound(self, motion: Motion) -> str | None:
        if motion.kind == "community":
            return "meld"
        return {"deal": "deal", "draw": "draw", "discard": "discard"}.get(motion.kind)

    def summary(self, ended: Any, names: Sequence[str], totals: Sequence[int]) -> RoundSummary:
        """RU-14: the winner scores what is left in every other hand."""
        if isinstance(ended, rumski.RoundWon):
            rows = [
                SummaryRow(
                    seat,
                    names[seat],
                    ended.points if seat == ended.seat else 0,
                    ended.totals[seat],
                    seat == ended.seat,
                    (),
                    tuple(ended.hands[seat]),
                )
                for seat in range(len(names))
            ]
            line = f"{names[ended.seat]} scores {ended.points} from the cards left in hands"
            return RoundSummary("Rumski!", rows, line, False)
        rows = [SummaryRow(seat, names[seat], 0, totals[seat], False) for seat in range(len(names))]
        return RoundSummary("No score this round", rows, ended.reason, False)


class RumskiTableScene(TableScene):
    """The shared table with Rumski's Community."""

    def make_adapter(self, game: str) -> RumskiTable:
        return RumskiTable()

    def __init__(self, app: Any, controller: Any):
        super().__init__(app, controller)
        from game.ui.rumski_view import RumskiPainter

        self.painter = RumskiPainter(self)
        self.places: list[MeldPlace] = []
        self.slot_rect: pygame.Rect | None = None
        self.community_rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: dict[int, pygame.Rect] = {}
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.picked: set[tuple[int, int]] = set()  # Community cards picked (meld, index)
        self.geometry_key: tuple = ()
        self.focus = 0
        self.focus_shown = False
        self.target_index = -1

    def enter(self) -> None:
        super().enter()
        # A new Rumski game announces no first deal: the table is ready at once.
        self.seen_version = max(self.seen_version, 0)

    # -- geometry -------------------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.layout import TableLayout

        layout = self.layout = TableLayout(size, len(self.names))
        u = layout.unit
        # Piles in a column at the left; the Community takes the middle of the table.
        height = int(0.15 * u)
        layout.pile_height = height
        width = card_width(height)
        x = layout.margin + int(0.02 * u)
        layout.stock_rect = pygame.Rect(x, int(0.22 * u), width, height)
        layout.discard_rect = pygame.Rect(x, int(0.44 * u), width, height)
        manager = self.app.ui
        self.buttons = {}
        for (key, label), rect in zip(BUTTONS, layout.button_rects(len(BUTTONS)), strict=True):
            self.buttons[key] = self.add(pygame_gui.elements.UIButton(rect, label, manager))
        self.buttons["menu"] = self.add(
            pygame_gui.elements.UIButton(layout.menu_button, "Menu  [Esc]", manager)
        )
        self.button_states = {}
        self.geometry_key = ()
        self.warm_faces()
        for sprite in self.hand_sprites:
            sprite.height = layout.hand_height
        self.relayout(instant=True)

    def place_table(self) -> None:
        community = self.observation.community
        key = (self.layout.size, community, self.viewer)
        if key == self.geometry_key:
            return
        self.geometry_key = key
        layout = self.layout
        u = layout.unit
        width = layout.size[0]
        seats = len(self.names)
        others = [(self.viewer + step) % seats for step in range(1, seats)]
        gap = int(0.012 * u)
        top = layout.top_bar.bottom + gap
        room = width - 2 * layout.margin - int(0.2 * u)
        box_w = min(int(0.36 * u), (room - gap * (len(others) - 1)) // max(1, len(others)))
        self.boxes = {
            seat: pygame.Rect(layout.margin + index * (box_w + gap), top, box_w, int(0.065 * u))
            for index, seat in enumerate(others)
        }
        left = layout.stock_rect.right + int(0.05 * u)
        ctop = top + int(0.085 * u)
        self.log_rect = pygame.Rect(
            layout.margin, layout.discard_rect.bottom + int(0.05 * u), int(0.36 * u), int(0.1 * u)
        )
        bottom = self.log_rect.y - int(0.015 * u)
        self.community_rect = pygame.Rect(left, ctop, width - layout.margin - left, bottom - ctop)
        # The prompt and refusals sit between the Community and the hand.
        layout.message_centre = (int(layout.hand_centre_x), bottom + int(0.045 * u))
        sizes = [len(meld) for meld in community]
        inner = self.community_rect.inflate(-int(0.02 * u), -int(0.02 * u))
        self.places, _, self.slot_rect = place_melds(
            list(range(len(community))),
            sizes,
            inner,
            int(0.11 * u),
            int(0.05 * u),
            slot=2,
        )

    def spot(self, seat: int) -> Any:
        self.place_table()
        box = self.boxes[seat]
        radius = int(self.layout.unit * 0.022)
        return SeatSpot((box.x + radius + 8, box.centery), radius, (0.0, 1.0))

    def community_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        self.place_table()
        for place in self.places:
            index = place.card_at(pos)
            if index is not None:
                return place.key, index
        return None

    # -- input ----------------------------------------------------------------------------
    def command(self, key: str) -> None:
        seat = self.viewer
        observation = self.observation
        if key == "take_all" and self.my_turn:
            self.intend(rumski.TakeDiscard(seat, True))
        elif key == "take_top" and self.my_turn:
            self.intend(rumski.TakeDiscard(seat, False))
        elif key == "draw" and self.my_turn:
            action = rumski.DrawStock(seat)
            if not observation.stock_count:
                action = (
                    rumski.Reshuffle(seat) if observation.discard_pile else rumski.DrawNothing(seat)
                )
            self.intend(action)
        elif key == "reset" and self.my_turn:
            self.picked.clear()
            self.intend(rumski.ResetTurn(seat))
        elif key == "knock" and self.my_turn:
            self.intend(rumski.Knock(seat))
        elif key == "end" and self.my_turn:
            self.end_turn()
        elif key == "sort":
            self.sort_mode = "rank" if self.sort_mode == "suit" else "suit"
            self.sort_hand()
        else:
            super().command(key)

    def end_turn(self) -> None:
        """RU-9/RU-10: discard the one picked hand card, or knock with none picked."""
        chosen = [s for s in self.hand_sprites if s.selected]
        if len(chosen) > 1:
            self.say("Pick one card to discard, or none to knock.", bad=True)
            return
        action = (
            rumski.Discard(self.viewer, chosen[0].card) if chosen else rumski.Knock(self.viewer)
        )
        self.intend(action)

    def on_key(self, key: int) -> None:
        keys = {
            pygame.K_d: "draw",
            pygame.K_t: "take_top",
            pygame.K_a: "take_all",
            pygame.K_z: "reset",
            pygame.K_k: "knock",
            pygame.K_e: "end",
            pygame.K_h: "hint",
            pygame.K_s: "sort",
            pygame.K_ESCAPE: "menu",
        }
        if key in keys:
            self.command(keys[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.hand_sprites:
            self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(
                self.hand_sprites
            )
            self.focus_shown = True
        elif key == pygame.K_SPACE and self.hand_sprites:
            sprite = self.hand_sprites[self.focus % len(self.hand_sprites)]
            sprite.selected = not sprite.selected
            self.relayout()
        elif key == pygame.K_TAB:
            self.place_table()
            count = len(self.places) + 1
            self.target_index = (self.target_index + 1) % count
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.target_index >= 0:
            carried = [("hand", s) for s in self.hand_sprites if s.selected]
            carried += [("community", key) for key in sorted(self.picked)]
            target = NEW if self.target_index >= len(self.places) else self.target_index
            self.move_cards(carried, target, None)

    def on_press(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            return
        sprite = self.sprite_at(pos)
        if sprite is not None:
            self.press = Press(pos, "hand", sprite)
            return
        found = self.community_at(pos)
        if found is not None:
            self.press = Press(pos, "community")
            self.press.spot = found
        elif self.layout.stock_rect.collidepoint(pos):
            self.press = Press(pos, "stock")
        elif self.layout.discard_rect.collidepoint(pos) and self.observation.discard_pile:
            self.press = Press(pos, "discard")

    def on_motion(self, pos: tuple[int, int]) -> None:
        if self.drag is None and self.press is not None and self.press.source == "community":
            distance = abs(pos[0] - self.press.pos[0]) + abs(pos[1] - self.press.pos[1])
            if distance >= DRAG_THRESHOLD * self.layout.unit and self.my_turn:
                self.begin_drag(pos)
                return
        super().on_motion(pos)

    def click(self, press: Press) -> None:
        if press.source == "community":
            spot = press.spot
            self.picked.symmetric_difference_update({spot})
            return
        if press.source == "discard" and self.my_turn and self.observation.phase == rumski.PLAY:
            chosen = [s for s in self.hand_sprites if s.selected]
            if len(chosen) == 1:
                self.intend(rumski.Discard(self.viewer, chosen[0].card))
            return
        super().click(press)

    def carried_items(self, press: Press) -> list[tuple[str, Any]]:
        if press.source == "community":
            spot = press.spot
            if spot in self.picked:
                items = [("community", key) for key in sorted(self.picked)]
                return items + [("hand", s) for s in self.hand_sprites if s.selected]
            return [("community", spot)]
        sprite = press.sprite
        if sprite.selected:
            items = [("hand", s) for s in self.hand_sprites if s.selected]
            return items + [("community", key) for key in sorted(self.picked)]
        return [("hand", sprite)]

    def begin_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        if press is None or press.source in ("stock", "discard"):
            super().begin_drag(pos)
            return
        self.place_table()
        items = self.carried_items(press)
        sprites = []
        community = self.observation.community
        for kind, thing in items:
            if kind == "hand":
                sprites.append(thing)
            else:
                meld, index = thing
                rect = self.places[meld].cards[index]
                ghost = CardSprite(community[meld][index], rect.topleft, rect.height)
                ghost.community = thing
                sprites.append(ghost)
        drag = Drag.start("table", sprites, pos)
        drag.payload = items
        legal = self.my_turn and self.observation.phase == rumski.PLAY
        for place in self.places:
            drag.targets.append(DropTarget(f"meld:{place.key}", place.rect.inflate(10, 10), legal))
        if self.slot_rect is not None:
            drag.targets.append(DropTarget(NEW, self.slot_rect, legal))
        if len(items) == 1 and items[0][0] == "hand":
            card = items[0][1].card
            top = self.observation.top_discard
            follows = rumski.end_problem(self.observation, card) is None
            if top is not None and not follows:
                follows = False
            drag.targets.append(
                DropTarget("discard", self.layout.discard_rect.inflate(20, 20), follows)
            )
        drag.targets.append(DropTarget("hand", self.layout.hand_rect, True))
        self.drag = drag
        drag.follow(pos)

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        if drag.source != "table":
            super().drop(drag, pos)
            return
        drag.release()
        target = drag.target_at(pos)
        items = drag.payload
        name = target.name if target is not None else ""
        if name == "discard":
            card = items[0][1].card
            if self.intend(rumski.Discard(self.viewer, card)) is not None:
                self.snap(drag)
            return
        if name == "hand":
            if all(kind == "hand" for kind, _ in items):
                self.return_to_hand([thing for _, thing in items], pos)
                return
            self.move_cards(items, "hand", pos)
            return
        if name.startswith("meld:"):
            self.move_cards(items, int(name.split(":")[1]), pos)
        elif name == NEW:
            self.move_cards(items, NEW, pos)
        else:
            self.snap(drag)

    def snap(self, drag: Drag) -> None:
        for sprite, home in zip(drag.sprites, drag.homes, strict=True):
            if not hasattr(sprite, "community"):
                sprite.move_to(home, SNAP_BACK * max(self.scale, 0.5))
        self.relayout()

    def move_cards(self, items: list, target: Any, pos: tuple[int, int] | None) -> None:
        """The whole Community after moving `items` into meld `target` (at the drop's
        place), a new meld (NEW), or back to the hand; sent as one PlayCommunity."""
        if not items:
            self.say("Pick cards first (click them), then choose where they go.", bad=True)
            return
        community = [list(meld) for meld in self.observation.community]
        cards = []
        taken: dict[int, set[int]] = {}
        for kind, thing in items:
            if kind == "hand":
                cards.append(thing.card)
            else:
                meld, index = thing
                cards.append(community[meld][index])
                taken.setdefault(meld, set()).add(index)
        insert_at = None
        if isinstance(target, int):
            place = self.places[target]
            insert_at = place.gap_at(pos[0]) if pos is not None else len(community[target])
            insert_at -= sum(1 for i in taken.get(target, ()) if i < insert_at)
        rebuilt = []
        target_index = None
        for meld_index, meld in enumerate(community):
            kept = [c for i, c in enumerate(meld) if i not in taken.get(meld_index, ())]
            if meld_index == target:
                kept[insert_at:insert_at] = cards
                target_index = len(rebuilt)
            if kept:
                rebuilt.append(kept)
        if target == NEW:
            rebuilt.append(cards)
        del target_index
        self.picked.clear()
        action = rumski.PlayCommunity(self.viewer, tuple(tuple(meld) for meld in rebuilt))
        if self.intend(action) is None:
            for sprite in self.hand_sprites:
                sprite.selected = False
            self.target_index = -1

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
        wanted = {
            "take_all": mine
            and observation.phase == rumski.DRAW
            and bool(observation.discard_pile),
            "reset": playing,
            "knock": playing,
            "end": can_end,
            "hint": mine,
        }
        for key, enabled in wanted.items():
            if self.button_states.get(key) != enabled:
                self.button_states[key] = enabled
                self.buttons[key].enable() if enabled else self.buttons[key].disable()

    def keep(self) -> None:
        controller = self.controller
        if self.keeper is None or controller.is_over or self.kept_version == controller.version:
            return
        self.kept_version = controller.version
        if controller.version:
            self.keeper.autosave(controller, self.observation.round_number)

    def show_game_over(self) -> None:
        from game.scenes.gameover import GameOverScene

        over, self.game_over = self.game_over, None
        if self.keeper is not None:
            self.keeper.finish(self.controller, self.observation.round_number, self.went_out_counts)
        self.close()
        self.app.stack.replace(GameOverScene(self.app, self.controller, over))

    def show_summary(self) -> None:
        from game.scenes.summary import SummaryScene

        ended, self.summary_due = self.summary_due, None
        summary = self.adapter.summary(ended, self.names, self.observation.totals)
        self.app.stack.push(SummaryScene(self.app, summary, self))

    def describe_action(self, action: Any) -> str:
        if isinstance(action, rumski.PlayCommunity):
            return "play to the Community: " + " | ".join(
                " ".join(map(str, meld)) for meld in action.community
            )
        return type(action).__name__ + (f" {action.card}" if hasattr(action, "card") else "")

    def animate(self, motion: Motion) -> float:
        if motion.kind == "community":
            self.geometry_key = ()
            if motion.seat == self.viewer:
                self.sync_hand()
            return 0.35 * self.scale
        if motion.kind == "hand_end" and isinstance(motion.data, rumski.RoundWon):
            self.went_out_counts[motion.data.seat] += 1
        return super().animate(motion)
