"""The Sting table by keyboard, and what its buttons' and keys' commands do.

Keys: 1 / 2 announce Draw 1 / Draw 2 (ST-4); Left/Right walk the hand, Space selects,
Tab / Shift+Tab walk the places a card can go, Enter plays the selection (or the staged
meld, or the freed wild, ST-5d) there (after a PP, ST-5e, it picks the meld to pass and
then the player who receives it); P — or Enter on the discard pile with no card
selected — picks up the pile's top card (ST-5c), which Enter then plays into the
staging slot or onto a meld, as a drag from the pile does (the engine refuses it unless
it is played at once); Backspace empties the staging slot, Esc cancels a substitution,
a pass or a picked-up card, Q shows the quick reference (over the middle of the table;
any click closes it), T / K answer a pass (ST-5f), S sorts the hand, H asks for a hint.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import sting
from game.rules.sting.plays import sting_card
from game.scenes.focus import HelpRows
from game.text import tr
from game.ui.sprites import CardSprite

# The keys panel's list (F1, keys_help), next to the keys it describes (the buttons'
# own keys are read from their labels).
HELP = HelpRows(
    ("keys.table.key_1_2", "keys.table.sting_draw"),
    ("keys.table.key_left_right", "keys.table.sting_walk"),
    ("keys.table.key_space", "keys.table.sting_space"),
    ("keys.table.key_tab_shift_tab", "keys.table.sting_tab"),
    ("keys.table.key_enter", "keys.table.sting_enter"),
    ("keys.table.key_p", "keys.table.sting_pick_top"),
    ("keys.table.key_backspace", "keys.table.sting_backspace"),
    ("keys.table.key_t_k", "keys.table.sting_answer"),
    ("keys.table.key_esc", "keys.table.sting_esc"),
)


class StingKeys:
    """Keyboard play of `StingTableScene`: the focused hand card (`focus`, ringed once
    the keys are used), the place Enter plays to (`target_index` into `target_names`)
    and the pile's top card picked up (`top_picked`); and the commands its buttons and
    keys give."""

    def command(self, key: str) -> None:
        """What a button, or its key, asks for: Draw 1 / Draw 2 (ST-4), sort, the quick
        reference, Take it back / Keep it (ST-5f), cancel; the rest as every table."""
        observation = self.observation
        if key in ("draw1", "draw2"):
            if self.my_turn and observation.phase == sting.DRAW:
                self.intend(sting.Draw(self.viewer, 1 if key == "draw1" else 2))
            elif self.my_turn:
                self.say(tr("sting.already_drawn"), bad=True)
        elif key == "sort":
            self.sort_mode = "rank" if self.sort_mode == "suit" else "suit"
            self.sort_hand()
        elif key == "reference":
            self.show_reference = not self.show_reference
        elif key == "take_back" and self.my_turn:
            self.intend(sting.TakeItBack(self.viewer))
        elif key == "keep" and self.my_turn:
            self.intend(sting.AcceptPass(self.viewer))
        elif key == "pick_top":
            self.pick_top()
        elif key == "cancel":
            self.cancel()
        else:
            super().command(key)

    def on_key(self, key: int, mod: int = 0) -> None:
        simple = {
            pygame.K_1: "draw1",
            pygame.K_KP1: "draw1",
            pygame.K_2: "draw2",
            pygame.K_KP2: "draw2",
            pygame.K_s: "sort",
            pygame.K_h: "hint",
            pygame.K_q: "reference",
            pygame.K_t: "take_back",
            pygame.K_k: "keep",
            pygame.K_p: "pick_top",
        }
        if key in simple:
            self.command(simple[key])
        elif key == pygame.K_ESCAPE:
            if not self.cancel():
                self.command("menu")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.hand_sprites:
            step = -1 if key == pygame.K_LEFT else 1
            self.focus = (self.focus + step) % len(self.hand_sprites)
            self.focus_shown = True
            self.show_focus_help()
        elif key == pygame.K_SPACE and self.hand_sprites and self.face_up:
            sprite = self.hand_sprites[self.focus % len(self.hand_sprites)]
            sprite.selected = not sprite.selected
            self.relayout()
        elif key == pygame.K_TAB:
            names = self.target_names()
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            self.target_index = (self.target_index + step) % len(names)
            self.say(tr("sting.play_to", place=self.target_label(names[self.target_index])))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter_key()
        elif key == pygame.K_BACKSPACE:
            self.unstage_all()

    def show_focus_help(self) -> None:
        """The help for the card in the keyboard's focus (the pointer's help gives way
        until the pointer moves again)."""
        self.pointer = None
        if not self.hand_sprites:
            self.hover_card = None
            return
        sprite = self.hand_sprites[self.focus % len(self.hand_sprites)]
        top = int(sprite.y - max(sprite.lift, sprite.lift_target))
        self.hover_card = (sprite.card, sprite.rect.midtop, top)

    def target_names(self) -> list[str]:
        """Every place a card can be played to, for Tab (keyboard play)."""
        self.place_table()
        names = ["stage", "discard"]
        names += [f"seat:{seat}" for seat in sorted(self.areas) if seat != self.viewer]
        names.append(f"seat:{self.viewer}")
        for meld_id, (_, cards) in sorted(self.melds.items()):
            names.append(f"meld:{meld_id}")
            names += [f"wild:{meld_id}:{i}" for i, card in enumerate(cards) if card.face]
        return names

    def target_label(self, name: str) -> str:
        kind, _, rest = name.partition(":")
        if kind == "stage":
            return tr("sting.place_stage")
        if kind == "discard":
            return tr("sting.place_discard")
        if kind == "seat":
            seat = int(rest)
            if seat == self.viewer:
                return tr("sting.place_own_area")
            return tr("sting.place_area", name=self.names[seat])
        meld_id, _, position = rest.partition(":")
        words = self.meld_label(int(meld_id))
        if kind == "wild":
            wild = sting_card(self.melds[int(meld_id)][1][int(position)])
            return tr("sting.place_wild", wild=wild, meld=words)
        return words

    def target_rect(self, name: str) -> pygame.Rect | None:
        kind, _, rest = name.partition(":")
        if kind == "stage":
            return self.stage_rect
        if kind == "discard":
            return self.layout.discard_rect
        if kind == "seat":
            return self.free_felt(int(rest))
        if kind == "penalty":  # a seat's penalty chip, as last drawn
            return self.painter.chip_rects.get(int(rest))
        meld_id, _, position = rest.partition(":")
        place = self.places.get(int(meld_id))
        if place is None:
            return None
        return place.cards[int(position)] if kind == "wild" else place.rect

    def enter_key(self) -> None:
        """Enter: play what is carried to the focused place (the keyboard's drop)."""
        names = self.target_names()
        if self.target_index < 0:
            self.say(tr("sting.press_tab"), bad=True)
            return
        name = names[self.target_index % len(names)]
        if self.passing is not None:
            self.pick_for_pass(name)
            return
        nothing_chosen = self.tray is None and not any(s.selected for s in self.hand_sprites)
        if name == "discard" and nothing_chosen:
            self.pick_top()  # Enter on the pile with no card chosen: its top card
            return
        source, sprites = self.carried_by_keyboard(name)
        if not sprites:
            self.say(tr("sting.select_first"), bad=True)
            return
        if source == "discard":
            self.top_picked = None  # spent by Enter, as a drag from the pile ends at its drop
        self.play_to(name, source, sprites, None, None)

    def carried_by_keyboard(self, name: str) -> tuple[str, list[CardSprite]]:
        """What Enter carries: the freed wild, else the pile's top card picked up (ST-5c),
        else the selected hand cards, else the staged meld."""
        selected = [s for s in self.hand_sprites if s.selected]
        if self.tray is not None:
            return "tray", [self.tray]
        top = self.picked_top()
        if top is not None:
            layout = self.layout
            return "discard", [CardSprite(top, layout.discard_rect.topleft, layout.meld_height)]
        if selected:
            return "hand", selected
        if self.staged_group() and name != "stage":
            return "stage", self.staged_group()
        return "hand", []

    def pick_top(self) -> None:
        """P: pick up the discard pile's top card (ST-5c) — or put it back. Picked, it
        goes where Enter plays next; the engine refuses it unless played at once."""
        if self.top_picked is not None:
            self.top_picked = None
            self.say(tr("sting.put_back"))
            return
        observation = self.observation
        if not self.my_turn:
            self.say(tr("table.wait_turn"), bad=True)
        elif observation.phase != sting.PLAY:
            self.say(tr("sting.draw_first"), bad=True)
        elif observation.top_discard is None:
            self.say(tr("sting.pile_empty"), bad=True)
        else:
            self.top_picked = observation.top_discard
            self.say(tr("sting.picked_up", card=sting_card(self.top_picked)))

    def picked_top(self) -> Any:
        """The pile's top card picked up by keyboard, while it is still the top card on
        your turn of play (else the pick is forgotten)."""
        observation = self.observation
        playing = self.my_turn and observation.phase == sting.PLAY
        if not playing or observation.top_discard != self.top_picked:
            self.top_picked = None
        return self.top_picked

    @property
    def focused(self) -> CardSprite | None:
        """The keyboard's hand card, ringed only once the keys are used (`focus` starts
        at 0)."""
        if not (self.focus_shown and self.face_up and self.hand_sprites):
            return None
        return self.hand_sprites[self.focus % len(self.hand_sprites)]
