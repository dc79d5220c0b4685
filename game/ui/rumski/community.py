"""Rumski's Community on screen as card sprites (RU-7: the shared rows of melds).

Every Community card keeps its sprite from one Community to the next, so a change —
a bot's rearrangement, your own drop, a reset — is seen as cards gliding from where
they lay to where they lie now, never as the table jumping. Melds keep their places:
a new Community is shown in the order of the one before (the engine does not care in
which order melds lie), new melds after the old ones.

A bot's turn is played move by move: one card leaves its meld for another, the rows
close up around it, then the next; the cards from its hand arrive last, one by one.
Each step is a keyframe: the Community as it stands after that many moves, laid out
by the table and glided to.

Pure placement and motion: which Community is legal is the engine's business.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from game.ui.sprites import CardSprite

BOT_STEP = 0.3  # seconds between two moves of a bot's rearrangement (times the speed)
BOT_SPAN = 3.2  # a whole rearrangement takes at most this long (times the speed)

Layout = Callable[[tuple], Sequence]  # a Community -> one MeldPlace per meld, in order


def distance(sprite: CardSprite, point: tuple[float, float]) -> float:
    return abs(sprite.x - point[0]) + abs(sprite.y - point[1])


def is_wild(card: Any) -> bool:
    return bool(getattr(card, "is_wild", False))


def same_melds(one: Sequence, other: Sequence) -> bool:
    """The same Community, whatever order its melds lie in."""
    return sorted(map(tuple, one)) == sorted(map(tuple, other))


def stable_order(old: Sequence, new: Sequence) -> tuple:
    """`new`'s melds in the order of `old`'s: each old meld's place goes to the new meld
    holding most of its numbered cards; melds with no old place follow, in `new`'s order."""
    new = [tuple(meld) for meld in new]
    free = list(range(len(new)))
    order = []
    for meld in old:
        cards = {card for card in meld if not is_wild(card)}
        best = max(free, key=lambda i: len(cards.intersection(new[i])), default=None)
        if best is not None and cards.intersection(new[best]):
            order.append(best)
            free.remove(best)
    return tuple(new[i] for i in order + free)


class CommunitySprites:
    """The sprites of the Community shown, meld by meld, in the Community's order."""

    def __init__(self) -> None:
        self.community: tuple = ()
        self.melds: list[list[CardSprite]] = []
        self.clock = 0.0
        # Keyframes still to come: (time, [(sprite, top-left, height)]), earliest first.
        self.timeline: list[tuple[float, list]] = []
        self.duration = 0.0
        self.source: int | None = None  # the seat whose play is being shown

    def __iter__(self) -> Iterator[CardSprite]:
        for meld in self.melds:
            yield from meld

    @property
    def calm(self) -> bool:
        """Nothing moving, carried or still to move: drawn once and reused."""
        return not self.timeline and not any(s.moving or s.dragging for s in self)

    def step(self, dt: float) -> int:
        """Advance by `dt`; returns how many keyframes (moves) set off now."""
        self.clock += dt
        fired = 0
        while self.timeline and self.timeline[0][0] <= self.clock:
            _, targets = self.timeline.pop(0)
            fired += 1
            for sprite, target, height in targets:
                sprite.hidden = False
                sprite.height = height
                sprite.move_to(target, self.duration)
        for sprite in self:
            sprite.step(dt)
        return fired

    def jump(self, community: Sequence, places: Sequence) -> None:
        """Show `community` at rest at `places` (one MeldPlace per meld), no motion."""
        self.community = tuple(tuple(meld) for meld in community)
        self.timeline = []
        self.melds = []
        for meld, place in zip(self.community, places, strict=True):
            row = []
            for card, rect in zip(meld, place.cards, strict=True):
                row.append(CardSprite(card, rect.topleft, rect.height))
            self.melds.append(row)

    def change(
        self,
        community: Sequence,
        lay_out: Layout,
        origins: dict[Any, list[tuple[float, float]]],
        fallback: tuple[float, float],
        duration: float,
        step: float = 0.0,
        span: float = BOT_SPAN,
    ) -> tuple[float, list[CardSprite]]:
        """Glide to `community` (in its order; see `stable_order`), laid out by `lay_out`.
        Cards new to the Community start at their `origins` (a hand card's place), else
        at `fallback` (a seat), hidden until they set off. With `step` > 0 the moves
        follow one another (a bot's turn), never longer than `span` in all. Returns
        (seconds until all have landed, sprites of cards that left the Community)."""
        pool: dict[Any, list[tuple[CardSprite, int]]] = {}
        for index, meld in enumerate(self.melds):
            for sprite in meld:
                pool.setdefault(sprite.card, []).append((sprite, index))
        new_community = tuple(tuple(meld) for meld in community)
        final = lay_out(new_community)
        melds: list[list[CardSprite]] = []
        came_from: dict[int, int] = {}  # id(sprite) -> the old meld of a card that moves
        moving: list[CardSprite] = []
        arriving: list[CardSprite] = []
        for meld, place in zip(new_community, final, strict=True):
            home = self.home_meld(meld, pool)
            row = []
            for card, rect in zip(meld, place.cards, strict=True):
                held = pool.get(card)
                if held:
                    sprite, old = min(held, key=lambda item: distance(item[0], rect.topleft))
                    held.remove((sprite, old))
                    if old != home:
                        came_from[id(sprite)] = old
                        moving.append(sprite)
                else:
                    start = origins[card].pop(0) if origins.get(card) else fallback
                    sprite = CardSprite(card, start, rect.height)
                    sprite.hidden = card not in origins  # from a seat: shown once it sets off
                    arriving.append(sprite)
                row.append(sprite)
            melds.append(row)
        left = [sprite for held in pool.values() for sprite, _ in held]
        old_melds = self.melds
        self.community = new_community
        self.melds = melds
        self.duration = duration
        self.clock = 0.0
        self.timeline = []
        if step <= 0 or duration <= 0:
            self.timeline = [(0.0, self.targets(melds, final))]
            self.step(0.0)
            return duration, left
        steps = moving + arriving
        gap = min(step, max(0.05, span - duration) / max(1, len(steps)))
        for done in range(len(steps) + 1):
            moved = set(map(id, steps[:done]))
            shown = self.keyframe(melds, old_melds, came_from, moved, arriving)
            cards = tuple(tuple(s.card for s in meld) for meld in shown)
            self.timeline.append((done * gap, self.targets(shown, lay_out(cards))))
        self.step(0.0)
        return len(steps) * gap + duration, left

    @staticmethod
    def keyframe(
        melds: list[list[CardSprite]],
        old_melds: list[list[CardSprite]],
        came_from: dict[int, int],
        moved: set[int],
        arriving: list[CardSprite],
    ) -> list[list[CardSprite]]:
        """The Community after the moves in `moved`: each new meld holds its cards that
        stayed or have moved in; cards still to move wait in their old meld (shown where
        that meld went, or where it was if it is gone); hand cards come when moved."""
        old_of = {id(s): old for old, meld in enumerate(old_melds) for s in meld}
        late = {id(s) for s in arriving} - moved
        shown = [
            [s for s in meld if (id(s) not in came_from or id(s) in moved) and id(s) not in late]
            for meld in melds
        ]
        # Where each old meld went: the new meld its staying cards are in.
        went: dict[int, int] = {}
        for index, meld in enumerate(melds):
            for sprite in meld:
                if id(sprite) not in came_from and id(sprite) in old_of:
                    went.setdefault(old_of[id(sprite)], index)
        apart = []
        for old, meld in enumerate(old_melds):
            still = [s for s in meld if id(s) in came_from and id(s) not in moved]
            if still and old in went:
                row = shown[went[old]]
                for sprite in still:  # where it lay in its old meld
                    row.insert(min(meld.index(sprite), len(row)), sprite)
            elif still:
                apart.append((old, still))
        for old, still in apart:  # a meld taken apart: its last cards wait where it lay
            shown.insert(min(old, len(shown)), still)
        return [row for row in shown if row]

    @staticmethod
    def targets(melds: list[list[CardSprite]], places: Sequence) -> list:
        return [
            (sprite, rect.topleft, rect.height)
            for meld, place in zip(melds, places, strict=True)
            for sprite, rect in zip(meld, place.cards, strict=True)
        ]

    @staticmethod
    def home_meld(meld: Sequence, pool: dict) -> int:
        """The old meld most of `meld`'s cards come from (its cards there only slide)."""
        votes = Counter(pool[card][0][1] for card in meld if pool.get(card) and not is_wild(card))
        return votes.most_common(1)[0][0] if votes else -1

    def at(self, meld: int, index: int) -> CardSprite | None:
        if 0 <= meld < len(self.melds) and 0 <= index < len(self.melds[meld]):
            return self.melds[meld][index]
        return None
