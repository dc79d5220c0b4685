"""The shared table by keyboard, and what each button or its key asks for.

Keys: Esc menu, S sort by suit, R sort by rank, A auto-arrange, G go out, H hint,
D draw from the stock, P take the top discard; Left / Right walk the hand (the
walked-to card lifts), Space selects it, Enter draws before the draw and discards the
selected (else the walked-to) card after it. The buttons send the same commands.

A mixin of `table.TableScene`; a game's table may bring its own keys instead
(`sting_keys.StingKeys`, `rumski_keys.RumskiKeys`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.sprites import CardSprite


class TableKeys:
    """Keyboard play and the buttons' commands of `TableScene`."""

    def on_button(self, element: Any) -> None:
        for key, button in self.buttons.items():
            if button is element:
                self.command(key)

    def on_key(self, key: int) -> None:
        keys = {
            pygame.K_ESCAPE: "menu",
            pygame.K_s: "sort_suit",
            pygame.K_r: "sort_rank",
            pygame.K_a: "arrange",
            pygame.K_g: "go_out",
            pygame.K_h: "hint",
            pygame.K_d: "draw_stock",
            pygame.K_p: "draw_discard",
        }
        if key in keys:
            self.command(keys[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.hand_sprites and self.face_up:
            # Playing by keyboard: the arrows walk the hand, the walked-to card lifts.
            step = 1 if key == pygame.K_RIGHT else -1
            start = -1 if step == 1 else 0
            index = self.focus if self.focus is not None else start
            self.focus = (index + step) % len(self.hand_sprites)
            self.hover_sprite(self.hand_sprites[self.focus])
        elif key == pygame.K_SPACE and self.focused is not None:
            self.focused.selected = not self.focused.selected
            self.relayout()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter_key()

    @property
    def focused(self) -> CardSprite | None:
        """The card the arrow keys walked to, if it is still in the hand."""
        if self.focus is None or not self.face_up or self.focus >= len(self.hand_sprites):
            return None
        return self.hand_sprites[self.focus]

    def enter_key(self) -> None:
        """Enter: draw from the stock, or discard the selected (else the walked-to) card."""
        if not self.my_turn:
            self.say("Wait for your turn.", bad=True)
            return
        if self.observation.phase == "draw":
            self.command("draw_stock")
            return
        chosen = [sprite for sprite in self.hand_sprites if sprite.selected]
        if not chosen and self.focused is not None:
            chosen = [self.focused]
        if len(chosen) == 1:
            self.discard(chosen, chosen[0].target)
        else:
            self.say("Choose one card to discard: arrows, then Enter.")

    def command(self, key: str) -> None:
        if key == "menu":
            from game.scenes.pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self))
        elif key in ("sort_suit", "sort_rank"):
            self.sort_mode = "rank" if key == "sort_rank" else "suit"
            self.sort_hand()
        elif key == "arrange":
            self.auto_arrange()
        elif key == "go_out":
            self.go_out()
        elif key == "hint":
            if self.my_turn:
                self.say("Thinking about a hint…")
                self.controller.ask_hint(self.viewer)
        elif key in ("draw_stock", "draw_discard") and self.my_turn:
            source = "stock" if key == "draw_stock" else "discard"
            self.intend(self.adapter.draw_intent(self.viewer, source))
