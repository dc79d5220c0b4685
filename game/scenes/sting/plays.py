"""What a play on the Sting table means: the engine action a drop (or Enter) of some
cards on a place asks for, and the table's side of it — the staging slot filled, a
substitution begun with its freed wild in the tray, the staging and the selection
spent once the engine accepts.

Rules (`shared/rules/sting.md`): ST-5a (a meld built in the staging slot, laid in a
player's area: LayMeld), ST-5b (cards added to any meld: AddToMeld), ST-5c (the
discard pile's top card staged or played with the cards it joins; refused by the engine
unless played at once), ST-5d (a numbered card dropped on a wild it may replace: the
freed wild waits in the tray and goes with the engine's one Substitute action), ST-5e
(a PP dropped on the discard pile starts a Pass-A-Pile), ST-6 (one card dropped on
the discard pile).
"""

from __future__ import annotations

from typing import Any

from game.rules import sting
from game.rules.engine import Action
from game.text import tr
from game.ui.drag import Drag
from game.ui.sprites import CardSprite


class StingPlays:
    """The plays of `StingTableScene`: `play_to` is where a mouse drop and the Enter key
    both end; the engine judges every action it sends (DESIGN.md boundary 4)."""

    def cards_of(self, source: str, sprites: list[CardSprite]) -> tuple[list, bool]:
        """The cards carried (the freed wild left out: it is the substitution's) and
        whether the pile's top card is among them (ST-5c)."""
        if source == "discard":
            return [s.card for s in sprites], True
        from_discard = any(s is self.staged_discard for s in sprites)
        cards = [s.card for s in sprites if not self.is_freed(s) and s is not self.staged_discard]
        if from_discard:
            cards.append(self.staged_discard.card)
        return cards, from_discard

    def intent_for(
        self, name: str, source: str, sprites: list[CardSprite], pos: tuple[int, int] | None
    ) -> Action | None:
        """The engine action a drop of `sprites` on `name` asks for (None: not an action)."""
        seat = self.viewer
        kind, _, rest = name.partition(":")
        cards, from_discard = self.cards_of(source, sprites)
        if source == "discard" and kind == "seat":  # the top card with the staged meld
            cards += [s.card for s in self.staged_group() if not self.is_freed(s)]
        freed_carried = source == "tray" or any(self.is_freed(s) for s in sprites)
        if freed_carried and self.swap is not None:
            meld_id, position, swapped = self.swap
            others = tuple(cards)
            if kind == "seat":
                return sting.Substitute(
                    seat, meld_id, position, swapped.card, sting.NO_MELD, int(rest), others
                )
            if kind == "meld":
                return sting.Substitute(
                    seat, meld_id, position, swapped.card, int(rest), -1, others
                )
            return None
        if kind == "seat":
            if not cards:
                return None
            return sting.LayMeld(seat, tuple(cards), int(rest), from_discard)
        if kind in ("meld", "wild"):
            meld_id = int(rest.split(":")[0])
            if not cards:
                return None
            return sting.AddToMeld(seat, meld_id, tuple(cards), from_discard)
        if kind == "discard" and source == "hand" and len(cards) == 1:
            return sting.Discard(seat, cards[0])
        return None

    def swap_position(self, name: str, sprites: list[CardSprite], pos: Any) -> int | None:
        """ST-5d: the wild a single numbered card was dropped on, if it may replace it."""
        if (
            len(sprites) != 1
            or sprites[0].card.face
            or self.observation.options.get("no_substitution")
        ):
            return None
        kind, _, rest = name.partition(":")
        if kind == "wild":
            meld_id, position = (int(part) for part in rest.split(":"))
        elif kind == "meld" and pos is not None:
            meld_id = int(rest)
            place = self.places.get(meld_id)
            position = place.card_at(pos) if place is not None else None
            if position is None:
                return None
        else:
            return None
        meld = self.observation.melds.get(meld_id)
        if meld is None or position not in meld.layout.substitutable(sprites[0].card):
            return None
        return position

    def play_to(
        self,
        name: str,
        source: str,
        sprites: list[CardSprite],
        pos: tuple[int, int] | None,
        drag: Drag | None,
    ) -> None:
        """A drop (or Enter) of `sprites` from `source` on the place `name`."""
        kind, _, rest = name.partition(":")
        if kind == "hand":
            if source == "tray" or any(self.is_freed(s) for s in sprites):
                self.say(tr("sting.freed_not_hand"), bad=True)
                if drag is not None:
                    self.slide_back(drag)
                return
            if source in ("hand", "stage"):
                for sprite in sprites:
                    if sprite is self.staged_discard:
                        self.staged_discard = None
                self.return_to_hand([s for s in sprites if s.card is not None], pos or (0, 0))
            return
        if kind == "stage":
            self.stage_cards(source, sprites)
            return
        pp = source == "hand" and len(sprites) == 1 and sprites[0].card.face == "PP"
        if pp and kind == "discard" and self.can_pass():
            self.begin_pass(sprites[0], drag)
            return
        if pp and kind in ("meld", "wild", "seat") and self.swap is None:
            self.pass_by_drop(sprites[0], kind, rest, drag)  # ST-5e, found by trying
            return
        if source == "hand" and kind in ("meld", "wild") and self.swap is None:
            position = self.swap_position(name, sprites, pos)
            if position is not None:
                self.start_swap(int(rest.split(":")[0]), position, sprites[0])
                return
        action = self.intent_for(name, source, sprites, pos)
        if action is None:
            if kind == "discard" and len(sprites) != 1:
                self.say(tr("table.discard_one_at_a_time"), bad=True)
            if drag is not None:
                self.slide_back(drag)
            return
        action = self.choose_wilds(action, kind, rest, pos)
        if action is None:  # the chooser asks first; the cards wait where they were
            if drag is not None:
                self.slide_back(drag)
            return
        if self.intend(action) is not None:
            if drag is not None:
                self.slide_back(drag)
            return
        self.after_play(action)

    def refusal_words(self, reason: str, key: str | None = None) -> str:
        """A refusal as the message strip says it: a meld too short (ST-7) laid from
        the hand — one card dropped on a player's area — says where a meld is built
        (issue 18, new-user trial: the New meld slot, then onto a player)."""
        if key == "refusal.sting.meld_too_short" and not self.staged_group():
            return tr("sting.stage_first", reason=reason)
        return reason

    def after_play(self, action: Action) -> None:
        """An accepted play: the staging, the tray and the selection are spent; the spent
        cards' places are kept (`leaving`) for their flight to the table."""
        used = set()
        if isinstance(action, sting.LayMeld | sting.AddToMeld | sting.Substitute):
            used = set(getattr(action, "cards", ()))
        self.leaving = self.spent_places(action, used)
        if isinstance(action, sting.Substitute | sting.LayMeld) or (
            isinstance(action, sting.AddToMeld) and self.staged_group()
        ):
            if self.staged and all(s.card in used or self.is_freed(s) for s in self.staged[0]):
                self.staged = []
            self.staged_discard = None
        if isinstance(action, sting.Substitute):
            self.swap = None
            self.tray = None
            self.staged = [[s for s in g if not self.is_freed(s)] for g in self.staged]
            self.staged = [g for g in self.staged if g]
        for sprite in self.hand_sprites:
            sprite.selected = False
        self.target_index = -1
        self.relayout()

    def spent_places(self, action: Action, used: set) -> list[tuple[Any, tuple[float, float]]]:
        """Where the cards an accepted play takes off the staging slot, the tray and the
        meld being swapped into lie now: (card, top-left) — so they fly to the table from
        there (`mirror.animate_table`), not from the middle of the hand."""
        spent = [
            s
            for s in self.staged_group()
            if s.card in used or s is self.staged_discard or self.is_freed(s)
        ]
        if isinstance(action, sting.Substitute) and self.tray is not None:
            spent.append(self.tray)
        places = [(s.card, (s.x, s.y)) for s in spent]
        if isinstance(action, sting.Substitute) and self.swap is not None:
            meld_id, position, sprite = self.swap
            place = self.places.get(meld_id)
            if place is not None and position < len(place.cards):
                places.append((sprite.card, place.cards[position].topleft))
        return places

    def stage_cards(self, source: str, sprites: list[CardSprite]) -> None:
        if source == "discard":
            top = self.observation.top_discard
            if top is None or top.face in ("PP", "TB"):
                self.say(tr("sting.pile_numbered_only"), bad=True)
                return
            self.staged_discard = CardSprite(
                top, self.layout.discard_rect.topleft, self.layout.meld_height
            )
            self.say(tr("sting.taken_from_pile"))
            self.relayout()
            return
        if source == "tray":
            self.tray = None
            if not self.staged:
                self.staged.append([])
            self.staged[0].append(sprites[0])
            self.relayout()
            return
        if source == "stage":
            self.relayout()
            return
        for sprite in sprites:
            self.detach(sprite)
            sprite.selected = False
        if not self.staged:
            self.staged.append([])
        self.staged[0].extend(sprites)
        self.relayout()

    def start_swap(self, meld_id: int, position: int, sprite: CardSprite) -> None:
        """ST-5d: the numbered card goes in; the freed wild waits in the tray."""
        owner, cards = self.melds[meld_id]
        freed = cards[position]
        self.detach(sprite)
        sprite.selected = False
        self.swap = (meld_id, position, sprite)
        place = self.places[meld_id]
        wild = CardSprite(freed, place.cards[position].topleft, self.layout.meld_height)
        wild.freed = True
        self.tray = wild
        self.geometry_key = ()
        self.say(tr("sting.freed", card=freed))
        self.relayout()
