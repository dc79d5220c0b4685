"""Your hand on the shared table: the card sprites matched to the cards the engine says
you hold (new ones coming from where they were drawn), sorted by suit or rank, fanned
along the bottom, and the melds you arrange above it before laying them (cards staged
into a meld slot, taken back out, dropped back into the hand where you let go).

A mixin of `table.TableScene`: arranging is the table's own; nothing reaches the engine
until you go out.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.animation import MOVE, SETTLE
from game.ui.cards import card_width
from game.ui.sprites import CardSprite, match_sprites, steady_fan


class TableHand:
    """The hand and the arranged melds of `TableScene`."""

    def staged_cards(self, without: list[CardSprite] = ()) -> list[list[Any]]:
        groups = []
        for group in self.staged:
            cards = [sprite.card for sprite in group if sprite not in without]
            if cards:
                groups.append(cards)
        return groups

    def stage(self, sprites: list[CardSprite], slot: int, in_order: bool = False) -> None:
        """Put cards into arranged meld `slot` (a new one past the end); dropped cards
        keep the order they had in the hand, the solver's melds (`in_order`) their own."""
        if not in_order:
            sprites = sorted(sprites, key=lambda sprite: sprite.target[0])
        for sprite in sprites:
            self.detach(sprite)
            sprite.selected = False
            sprite.height = self.layout.meld_height
        if slot >= len(self.staged):
            self.staged.append(list(sprites))
        else:
            self.staged[slot].extend(sprites)
        self.relayout()

    def unstage(self, sprites: list[CardSprite]) -> None:
        for sprite in sprites:
            self.detach(sprite)
            sprite.height = self.layout.hand_height
            self.hand_sprites.insert(self.sorted_place(sprite.card), sprite)
        self.relayout()

    def detach(self, sprite: CardSprite) -> None:
        if sprite in self.hand_sprites:
            self.hand_sprites.remove(sprite)
        for group in self.staged:
            if sprite in group:
                group.remove(sprite)
        self.staged = [group for group in self.staged if group]

    def return_to_hand(self, sprites: list[CardSprite], pos: tuple[int, int]) -> None:
        """Dropped on the hand: take them out of any meld and put them where dropped."""
        for sprite in sprites:
            self.detach(sprite)
            sprite.height = self.layout.hand_height
        index = sum(1 for sprite in self.hand_sprites if sprite.home_rect.centerx < pos[0])
        self.hand_sprites[index:index] = sprites
        for sprite in sprites:
            sprite.selected = False
        self.relayout()

    def unstage_all(self) -> None:
        if self.staged:
            self.unstage([sprite for group in self.staged for sprite in group])

    @property
    def can_sort(self) -> bool:
        """Whether the Sort buttons have something to sort: the hand is shown face up and
        holds cards (empty once its cards are all laid down, or before a deal)."""
        return self.face_up and bool(self.hand_sprites)

    def sort_hand(self) -> None:
        key = self.adapter.sort_key(self.sort_mode, self.observation)
        self.hand_sprites.sort(key=lambda sprite: key(sprite.card))
        self.relayout()

    def sorted_place(self, card: Any) -> int:
        """Where a card joining the hand goes (a draw, a card given back): before the first
        card the sort order puts after it, the others left as the player has them — so a
        card drawn lands where the player looks for it (issue 18), not always at the end.
        A hand kept as dealt takes it at the end."""
        if self.sort_mode == "as-dealt":
            return len(self.hand_sprites)
        key = self.adapter.sort_key(self.sort_mode, self.observation)
        joining = key(card)
        for index, sprite in enumerate(self.hand_sprites):
            if key(sprite.card) > joining:
                return index
        return len(self.hand_sprites)

    def sync_hand(
        self, origin: tuple[float, float] | None = None, sort: bool = False
    ) -> list[CardSprite]:
        """Match sprites to the viewer's hand; new cards come from `origin`. Returns the
        sprites of cards that left the hand."""
        layout = self.layout
        cards = self.adapter.hand(self.observation)
        start = origin or (layout.hand_centre_x, layout.hand_top)
        made: list[CardSprite] = []

        def make(card: Any) -> CardSprite:
            sprite = CardSprite(card, start, layout.hand_height)
            made.append(sprite)
            return sprite

        everyone = self.hand_sprites + [s for group in self.staged for s in group]
        _, gone = match_sprites(everyone, cards, make)
        for sprite in gone:
            self.detach(sprite)
        for sprite in made:
            self.hand_sprites.insert(self.sorted_place(sprite.card), sprite)
        if sort and self.sort_mode != "as-dealt":
            self.sort_hand()
        else:
            self.relayout()
        return gone

    def reset_hand(self) -> None:
        """A different hand at the bottom (hot-seat): new sprites, no motion."""
        self.hand_sprites = []
        self.staged = []
        self.sync_hand(sort=True)
        self.relayout(instant=True)

    def relayout(self, instant: bool = False, delays: dict | None = None) -> None:
        """Lay the hand and the arranged melds where they belong now: the cards that stay
        in the hand where they were (`steady_fan`), the others sliding to their places."""
        layout = self.layout
        width = card_width(layout.hand_height)
        size, laid = getattr(self, "hand_laid", (None, {}))
        if size != layout.size:  # a new window: the last lay says nothing
            laid = {}
        positions = steady_fan(
            [laid.get(sprite) for sprite in self.hand_sprites],
            width,
            layout.hand_centre_x,
            layout.hand_top,
            layout.hand_max_width,
            arc=layout.unit * (0.012 if len(self.hand_sprites) > 6 else 0.0),
        )
        self.hand_laid = (
            layout.size,
            dict(zip(self.hand_sprites, (x for x, _ in positions), strict=True)),
        )
        duration = 0 if instant else SETTLE * self.scale
        for sprite, position in zip(self.hand_sprites, positions, strict=True):
            delay = (delays or {}).get(id(sprite), 0.0)
            if delay:
                sprite.move_to(position, MOVE * self.scale, delay)
            else:
                sprite.move_to(position, duration)
            self.lift(sprite)
        step = layout.meld_row_step([len(group) for group in self.staged] + [1])
        for group, rect in zip(self.staged, self.meld_group_rects(), strict=False):
            for index, sprite in enumerate(group):
                sprite.move_to((rect.x + index * step, rect.y), duration)
                sprite.lift_target = 0.0

    def lift(self, sprite: CardSprite) -> None:
        """How far a hand card stands up: selected, or under the pointer. A hand shown face
        down (hot-seat, not its owner's turn) lies flat at once — a lifted back is a ghost
        that also tells which card was picked (issue 18)."""
        if not self.face_up:
            sprite.lift = sprite.lift_target = 0.0
        elif sprite.selected:
            sprite.lift_target = self.layout.select_lift
        else:
            sprite.lift_target = self.layout.hover_lift if sprite.hovered else 0.0

    def meld_group_rects(self) -> list[pygame.Rect]:
        """Where each arranged meld sits, left to right, then the "new meld" slot."""
        layout = self.layout
        width = card_width(layout.meld_height)
        step = layout.meld_row_step([len(group) for group in self.staged] + [1])
        x = layout.meld_rect.x
        rects = []
        for group in self.staged + [[None]]:
            span = int(width + step * (len(group) - 1))
            rects.append(pygame.Rect(x, layout.meld_top, span, layout.meld_height))
            x += span + layout.meld_gap
        return rects

    def meld_slot_rects(self) -> list[pygame.Rect]:
        """Drop areas: each arranged meld (a little wider) and the "new meld" slot."""
        return [rect.inflate(int(self.layout.unit * 0.02), 8) for rect in self.meld_group_rects()]
