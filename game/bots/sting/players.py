"""The Sting bots, level by level. What each level does, and why, is in the package
docstring (`game.bots.sting`); this module turns one Observation into one action.

Every decision re-plans the turn from the Observation alone (DESIGN.md boundary 3):
the hand, the table, the discard pile, the totals and the other seats' card counts.
A turn is a sequence of decisions (draw, then plays, then the discard), so re-planning
at each one means the bot follows its plan and adapts when the plan's first step
changed the table.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from game.bots.words import Phrase, Reason, because, named, phrase, secret
from game.rules.cards import DOUBLE, JOKER, PASS_A_PILE, SUPER, TAKE_IT_BACK, TRIPLE
from game.rules.engine import Action
from game.rules.sting.actions import (
    NO_MELD,
    AcceptPass,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    Substitute,
    TakeItBack,
)
from game.rules.sting.deck import COLOURS, StingCard, hand_value, is_action, is_wild, numbered
from game.rules.sting.legal import random_action
from game.rules.sting.melds import RUN, Layout, meld_score
from game.rules.sting.plays import DRAW, TAKE_BACK, TableMeld, sting_card, wild_readings
from game.rules.sting.words import meld_words

from . import reasons
from .planner import WILD_SPENDING_ORDER, Plan, Shape, best_plan, likely_out


@dataclass(frozen=True)
class Style:
    """What a level does: each switch is one idea of the strategy."""

    draw_two_at: int = 0  # draw 2 when the hand holds at most this many cards (ST-4)
    wild_melds: bool = True  # melds may use wilds
    substitute: bool = True  # ST-5d: free wilds from the table
    discard_pile: bool = True  # ST-5c: use the top discard
    add_to_melds: bool = True  # ST-5b: add leftovers to opponents' melds
    pass_piles: bool = True  # ST-5e: pass melds in front of us away
    take_back: bool = True  # ST-5f: answer a pass with a Take-It-Back
    target: str = "leader"  # whom melds are laid before: random, leader, threat, stealth
    careful_discard: bool = True  # keep what melds
    danger_aware: bool = False  # never feed the table; dump expensive cards near the end
    group_adds: bool = False  # ST-5b: add several cards at once where one alone won't fit
    safe_passes: bool = False  # ST-5e: pass where a Take-It-Back is least likely
    wild_weight: float = 1.0  # a wild laid counts this many cards in the meld search
    guard_wilds: bool = False  # ST-5d: place ×2/×3 wilds where they are hardest to swap out


STYLES = {
    # A beginner: lays what it sees (wilds fill gaps) and puts a card that fits onto a
    # meld on the table, but never swaps wilds out, never plays from the discard pile,
    # stings anyone and throws any numbered card. Kept wilds score 5-15 each in the hand
    # (ST-10): an easy bot that held them lost 100 of 100 games to random play.
    "easy": Style(
        draw_two_at=1,
        substitute=False,
        discard_pile=False,
        target="random",
        careful_discard=False,
    ),
    "medium": Style(draw_two_at=2),
    "hard": Style(
        target="stealth", danger_aware=True, group_adds=True, safe_passes=True, guard_wilds=True
    ),
}


def naturals_and_wilds(cards: Sequence) -> tuple[list[StingCard], list[StingCard]]:
    """The numbered cards and the wilds among `cards` (action cards left out)."""
    naturals, wilds = [], []
    for card in cards:
        card = sting_card(card)
        if card.face == "":
            naturals.append(card)
        elif is_wild(card):
            wilds.append(card)
    return naturals, wilds


# How much a swap out of a meld costs whoever it lies before: a ×3 or ×2 wild takes
# its multiplier along (ST-10); a plain wild only leaves to be played elsewhere.
SWAP_COST = {TRIPLE: 3.0, DOUBLE: 2.0, JOKER: 0.3}
COPIES = 2  # of each numbered card in the deck (ST-1)


def swap_exposure(layout: Layout, seen: Counter) -> float:
    """How likely `layout`'s wilds are to be swapped out (ST-5d), weighted by what a
    swap costs: per wild, the unseen copies of the cards that may replace it — in a run
    the card of its place, in a set the number in any colour the set lacks."""
    exposure = 0.0
    for index, stands in layout.stands_for:
        cost = SWAP_COST.get(layout.cards[index].face, 0.0)
        if not cost:
            continue
        if layout.kind == RUN:
            swaps = [stands]
        else:
            present = {card.suit for card in layout.cards if not card.face}
            swaps = [numbered(colour, stands.rank) for colour in COLOURS if colour not in present]
        exposure += cost * sum(max(0, COPIES - seen[card]) for card in swaps)
    return exposure


def spend_order(wilds: Sequence[StingCard]) -> list[StingCard]:
    """The wilds in the order a meld takes them (Triple Sting first)."""
    rank = {face: i for i, face in enumerate(WILD_SPENDING_ORDER)}
    return sorted(wilds, key=lambda card: rank[card.face])


class RandomBot:
    """Uniformly random play: a kind of legal play, then one action of that kind."""

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.level = "random"
        self.reason = ""
        self.rng = random.Random(seed)

    def choose(self, observation) -> Action:
        action = random_action(observation, self.rng)
        self.reason = Reason(phrase("reason.random"))
        return action


class StingBot:
    """An easy, medium or hard Sting bot (see `Style` and the package docstring)."""

    def __init__(self, level: str, seat: int, seed: int):
        self.seat = seat
        self.level = level
        self.style = STYLES[level]
        self.reason = ""
        self.rng = random.Random(seed)
        self.style_feed_penalty = 0.8

    # --- The decision ----------------------------------------------------------------

    def choose(self, observation) -> Action:
        o = observation
        if o.phase == DRAW:
            return self._draw(o)
        if o.phase == TAKE_BACK:
            return self._answer_pass(o)
        hand = [sting_card(card) for card in o.hand]
        for step in (
            self._substitution,
            self._discard_pile_play,
            self._lay,
            self._add,
            self._pass,
        ):
            action = step(o, hand)
            if action is not None:
                return self._guard_wilds(o, action)
        return self._discard(o, hand)

    # --- ST-5a ruling, ST-5d: where the wilds stand --------------------------------------

    def _guard_wilds(self, o, action: Action) -> Action:
        """`action`, its wilds standing where a ×2 or ×3 wild is hardest to swap out: an
        opponent holding the card it stands for frees it (ST-5d) and turns it on
        someone else. Where a wild's place is free (R2 R3 W: R1 or R4?), it takes the
        card with the fewest copies still unseen."""
        if not self.style.guard_wilds or not isinstance(action, LayMeld | AddToMeld | Substitute):
            return action
        readings = wild_readings(o, o.hand, action)
        if len(readings) <= 1:
            return action
        seen = Counter(sting_card(card) for card in (*o.hand, *o.discard_pile))
        for meld in o.melds.values():
            seen.update(card for card in meld.layout.cards if not card.face)
        wilds_as, _ = min(readings, key=lambda reading: swap_exposure(reading[1], seen))
        if wilds_as != readings[0][0]:
            self.reason = self.reason.also(phrase("reason.sting.wilds_guarded"))
        return replace(action, wilds_as=wilds_as)

    # --- Draw (ST-4) and the Take-It-Back window (ST-5f) -------------------------------

    def _draw(self, o) -> Action:
        planned = count = 2 if len(o.hand) <= self.style.draw_two_at else 1
        if self.style.danger_aware and self._danger(o) and len(o.hand) > 1:
            count = 1  # someone may go out: every card drawn may be scored against us
        close = None
        if count < planned:
            close = min(self._opponents(o), key=lambda seat: o.hand_counts[seat])
        why = reasons.draw_why(o, count, close, hard=self.style.danger_aware)
        self.reason = because(phrase("reason.sting.announced", count=count), why)
        return Draw(self.seat, count)

    def _answer_pass(self, o) -> Action:
        holds_tb = any(card.face == TAKE_IT_BACK for card in o.hand)
        meld = o.melds[o.pending.meld_id]
        points = meld_score(meld.cards, o.options.get("numeric", False))
        if holds_tb and self.style.take_back:
            self.reason = because(
                phrase("reason.sting.sent_back"),
                phrase("reason.sting.would_count", points=points, seat=self.seat),
            )
            return TakeItBack(self.seat)
        self.reason = because(
            phrase("reason.sting.kept_meld"),
            phrase("reason.sting.now_counts", points=points, seat=self.seat),
        )
        return AcceptPass(self.seat)

    def _target_why(self, o, target: int) -> Phrase:
        """Why melds go to `target` (`_targets`' choice), without touching the rng."""
        return reasons.target_why(o, self.seat, self.style.target, target, self._last_round(o))

    # --- Whom to sting ----------------------------------------------------------------

    def _opponents(self, o) -> list[int]:
        return [seat for seat in range(o.seats) if seat != self.seat]

    def _danger(self, o) -> bool:
        """Someone else could go out on their next turn."""
        return any(o.hand_counts[seat] <= 2 for seat in self._opponents(o))

    def _targets(self, o) -> list[int]:
        """Opponents, the best one to lay melds before first."""
        opponents = self._opponents(o)
        if self.style.target == "random":
            self.rng.shuffle(opponents)
            return opponents
        if self.style.target == "leader":
            return sorted(opponents, key=lambda s: (o.totals[s], (s - self.seat) % o.seats))

        # "threat": melds score only against a seat that does not go out (ST-9), so a
        # seat with many cards is a surer target; among those, the lowest total is the
        # rival to slow down.
        def weight(seat: int) -> tuple:
            count = o.hand_counts[seat]
            return (likely_out(count), o.totals[seat], -count, (seat - self.seat) % o.seats)

        if self.style.target == "trailer":
            return sorted(opponents, key=lambda s: (-o.totals[s], -o.hand_counts[s]))
        if self.style.target == "stealth":
            # The totals as they will stand: what lies before each seat now counts
            # against it at the round's end (ST-10), unless it goes out.
            def standing(seat: int) -> tuple:
                points = reasons.standing(o, seat)
                return (
                    likely_out(o.hand_counts[seat]),
                    points if self._last_round(o) else -points,
                    (seat - self.seat) % o.seats,
                )

            return sorted(opponents, key=standing)
        return sorted(opponents, key=weight)

    def _last_round(self, o) -> bool:
        """The round that decides the game (ST-11): the last of a set number, or one in
        which a total may reach the target."""
        target = o.options.get("target", 0)
        if target:
            return max(o.totals) >= target * 2 // 3
        return o.round >= o.options.get("rounds", 5)

    # --- Plans -------------------------------------------------------------------------

    def _plan(self, naturals: Sequence[StingCard], wild_count: int) -> Plan:
        if not self.style.wild_melds:
            return best_plan(naturals, 0)
        return best_plan(naturals, wild_count, self.style.wild_weight)

    def _shape_cards(self, shape: Shape, wilds: Sequence[StingCard]) -> tuple[StingCard, ...]:
        return (*shape.naturals, *spend_order(wilds)[: shape.wilds])

    # --- ST-5d: substitution -----------------------------------------------------------

    def _substitution(self, o, hand) -> Action | None:
        if not self.style.substitute or o.options.get("no_substitution"):
            return None
        naturals, wilds = naturals_and_wilds(hand)
        if not naturals:
            return None
        base = self._plan(naturals, len(wilds)).cards_laid
        held = sorted(set(naturals))  # sorted: a set's order would follow the hash seed
        for meld in self._melds_by_preference(o, own_first=True):
            layout = meld.layout
            for index, _ in layout.stands_for:
                freed = layout.cards[index]
                if freed.face == SUPER:
                    continue
                for card in held:
                    if index not in layout.substitutable(card):
                        continue
                    action = self._place_freed(o, hand, meld, index, card, freed, base)
                    if action is not None:
                        return action
        return None

    def _place_freed(self, o, hand, meld: TableMeld, index, card, freed, base) -> Action | None:
        """The substitution of `card` for the wild `freed`, if placing the freed wild
        lets more of the hand onto the table than not substituting."""
        rest = list(hand)
        rest.remove(card)
        naturals, wilds = naturals_and_wilds(rest)
        plan = self._plan(naturals, len(wilds) + 1)
        with_wild = [shape for shape in plan.shapes if shape.wilds]
        if with_wild and plan.cards_laid > base:
            shape = max(with_wild, key=lambda s: s.size)
            others = (*shape.naturals, *spend_order(wilds)[: shape.wilds - 1])
            target = self._targets(o)[0]
            laid = meld_words([*others, freed])
            self.reason = because(
                phrase(
                    "reason.sting.swapped_laid",
                    card=card,
                    wild=sting_card(freed),
                    meld=laid,
                    seat=target,
                ),
                secret(  # how many cards the hand lays: a figure of the hidden hand
                    phrase(
                        "reason.sting.freed_lets_out",
                        laid=plan.cards_laid,
                        base=base,
                        target=self._target_why(o, target),
                    ),
                    phrase("reason.sting.freed_helps", target=self._target_why(o, target)),
                ),
            )
            return Substitute(
                self.seat, meld.meld_id, index, card, NO_MELD, target, tuple(others), ()
            )
        # Or onto an opponent's meld: one more card out of the hand.
        for other in self._melds_by_preference(o):
            if other.owner == self.seat or other.meld_id == meld.meld_id:
                continue
            if other.layout.can_add([freed]):
                freed_card = sting_card(freed)
                self.reason = because(
                    phrase(
                        "reason.sting.swapped_added",
                        card=card,
                        wild=freed_card,
                        seat=other.owner,
                    ),
                    reasons.freed_why(freed_card, other.owner),
                )
                return Substitute(self.seat, meld.meld_id, index, card, other.meld_id, -1, (), ())
        return None

    # --- ST-5c: the discard pile -------------------------------------------------------

    def _discard_pile_play(self, o, hand) -> Action | None:
        if not self.style.discard_pile or not o.discard_pile:
            return None
        top = sting_card(o.discard_pile[-1])
        if is_action(top):
            return None
        naturals, wilds = naturals_and_wilds(hand)
        base = self._plan(naturals, len(wilds))
        if top.face:
            plan = self._plan(naturals, len(wilds) + 1)
            used_top = plan.wilds_left < len(wilds) + 1 and plan.cards_laid - 1 > base.cards_laid
            if used_top:
                shape = max((s for s in plan.shapes if s.wilds), key=lambda s: s.size)
                cards = (top, *shape.naturals, *spend_order(wilds)[: shape.wilds - 1])
                return self._lay_action(o, cards, from_discard=True, top=top)
        else:
            plan = self._plan([*naturals, top], len(wilds))
            if plan.cards_laid - 1 > base.cards_laid:
                shape = next((s for s in plan.shapes if top in s.naturals), None)
                if shape is not None:
                    cards = self._shape_cards(shape, wilds)
                    return self._lay_action(o, cards, from_discard=True, top=top)
        for meld in self._melds_by_preference(o):
            if meld.owner != self.seat and meld.layout.can_add([top]):
                self.reason = because(
                    phrase("reason.sting.took_onto", card=top, seat=meld.owner),
                    phrase("reason.sting.fits_there", seat=meld.owner),
                )
                return AddToMeld(self.seat, meld.meld_id, (top,), True, ())
        return None

    # --- ST-5a: laying melds -----------------------------------------------------------

    def _lay(self, o, hand) -> Action | None:
        naturals, wilds = naturals_and_wilds(hand)
        plan = self._plan(naturals, len(wilds))
        if not plan.shapes:
            return None
        shape = max(plan.shapes, key=lambda s: (s.size, s.wilds))
        return self._lay_action(o, self._shape_cards(shape, wilds), False)

    def _lay_action(self, o, cards, from_discard: bool, top: StingCard | None = None) -> Action:
        target = self._targets(o)[0]
        if top is None:
            what = phrase("reason.sting.laid", meld=meld_words(cards), seat=target)
        else:
            what = phrase(
                "reason.sting.took_and_laid", card=top, meld=meld_words(cards), seat=target
            )
        left = len(o.hand) - len(cards) + (1 if from_discard else 0)
        why = reasons.lay_why(len(cards), left, self._target_why(o, target), top)
        self.reason = because(what, why)
        return LayMeld(self.seat, tuple(cards), target, from_discard, ())

    # --- ST-5b: adding to melds --------------------------------------------------------

    def _melds_by_preference(self, o, own_first: bool = False) -> list[TableMeld]:
        """Table melds, those before the best target first (or our own first)."""
        order = {seat: i for i, seat in enumerate(self._targets(o))}
        order[self.seat] = -1 if own_first else len(order)
        return sorted(o.melds.values(), key=lambda m: (order[m.owner], m.meld_id))

    def _add(self, o, hand) -> Action | None:
        if not self.style.add_to_melds:
            return None
        naturals, wilds = naturals_and_wilds(hand)
        plan = self._plan(naturals, len(wilds))
        leftovers = [*plan.kept_naturals, *spend_order(wilds)[len(wilds) - plan.wilds_left :]]
        melds = self._melds_by_preference(o)
        # Going out scores 0 whatever lies in front of us (ST-9): then our own melds
        # are fair places too.
        placeable = [c for c in leftovers if any(m.layout.can_add([c]) for m in melds)]
        others = [c for c in hand if is_action(c)]
        going_out = len(leftovers) + len(others) - len(placeable) <= 1
        allowed = [m for m in melds if m.owner != self.seat or going_out]
        if self.style.group_adds:
            group = self._best_group_add(allowed, leftovers)
            if group is not None:
                meld, cards = group
                return self._add_action(meld, cards)
        for card in leftovers:
            for meld in allowed:
                if meld.layout.can_add([card]):
                    return self._add_action(meld, (card,))
        return None

    def _add_action(self, meld: TableMeld, cards) -> Action:
        key = "reason.sting.added_own" if meld.owner == self.seat else "reason.sting.added"
        text = named(sting_card(card) for card in cards)
        self.reason = because(
            phrase(key, cards=text, seat=meld.owner),
            reasons.add_why(self.seat, meld.owner, len(cards)),
        )
        return AddToMeld(self.seat, meld.meld_id, tuple(cards), False, ())

    def _best_group_add(self, melds: Sequence[TableMeld], leftovers) -> tuple | None:
        """The most leftover cards that go onto one meld together (a wild and the card
        beyond it, say), the preferred meld first among equals."""
        best, best_size = None, 0
        for meld in melds:
            layout = meld.layout
            if layout.kind == "run":
                colour = layout.colour
                fitting = [c for c in leftovers if c.face or c.suit == colour]
            else:
                fitting = [c for c in leftovers if c.face or c.rank == layout.number]
            for size in range(min(len(fitting), 4), best_size, -1):
                found = next(
                    (cards for cards in combinations(fitting, size) if layout.can_add(cards)),
                    None,
                )
                if found is not None:
                    best, best_size = (meld, found), size
                    break
        return best

    # --- ST-5e: Pass-A-Pile -------------------------------------------------------------

    def _pass(self, o, hand) -> Action | None:
        if not self.style.pass_piles or not any(c.face == PASS_A_PILE for c in hand):
            return None
        numeric = o.options.get("numeric", False)
        mine = [m for m in o.melds.values() if m.owner == self.seat and m.passable]
        targets = self._targets(o)
        # In the deciding round the meld goes to the rival, like a laid meld; before it,
        # to the smallest hand: a seat holds a Take-It-Back about in proportion to its
        # cards, so its answer is the least likely to send the meld straight back.
        safe = (
            self.style.safe_passes and not self._last_round(o) and self._take_backs_unseen(o, hand)
        )
        if safe:
            rank = {seat: i for i, seat in enumerate(targets)}
            targets.sort(key=lambda seat: (o.hand_counts[seat], rank[seat]))
        for meld in sorted(mine, key=lambda m: -meld_score(m.cards, numeric)):
            for target in targets:
                if (meld.meld_id, target) not in o.no_pass_back:
                    if safe:
                        cards = o.hand_counts[target]
                        whom = phrase("reason.sting.safe_pass", seat=target, cards=cards)
                    else:
                        whom = self._target_why(o, target)
                    points = meld_score(meld.cards, numeric)
                    self.reason = because(
                        phrase("reason.sting.passed", meld=meld_words(meld.cards), seat=target),
                        phrase(
                            "reason.sting.dearest_meld", points=points, own=self.seat, whom=whom
                        ),
                    )
                    return PassAPile(self.seat, meld.meld_id, target)
        return None

    def _take_backs_unseen(self, o, hand) -> int:
        """Take-It-Back cards that may be in other hands (ST-1: 4 in the deck)."""
        if o.options.get("beginners"):
            return 0
        seen = sum(1 for c in (*o.discard_pile, *hand) if c.face == TAKE_IT_BACK)
        return max(0, 4 - seen)

    # --- ST-6: the discard ---------------------------------------------------------------

    def _discard(self, o, hand) -> Action:
        if not self.style.careful_discard:
            naturals, _ = naturals_and_wilds(hand)
            pool = naturals or hand
            card = self.rng.choice(pool)
            if naturals:
                why = secret(
                    phrase("reason.sting.random_numbered", count=len(naturals)),
                    phrase("reason.sting.random_pick"),
                )
            else:
                why = phrase("reason.sting.random_left")
            self.reason = because(phrase("reason.discarded", card=card), why)
            return Discard(self.seat, card)
        index = min(range(len(hand)), key=lambda i: self._keep_value(o, hand, i))
        card = hand[index]
        danger = self.style.danger_aware and self._danger(o)
        self.reason = because(
            phrase("reason.discarded", card=card), reasons.discard_why(o, hand, index, danger)
        )
        return Discard(self.seat, card)

    def _keep_value(self, o, hand, index: int) -> float:
        """How much keeping `card` is worth: its meld chances, less its cost if the
        round ends now (ST-10), less a card the table can use (the next seat may take
        it from the discard pile, ST-5c)."""
        card = hand[index]
        danger = self.style.danger_aware and self._danger(o)
        if card.face == TAKE_IT_BACK:
            return 6.0  # the only answer to a Pass-A-Pile
        if card.face == PASS_A_PILE:
            extra = sum(1 for c in hand if c.face == PASS_A_PILE) > 1
            return 1.5 if extra else 4.0  # safe to discard: it can't be taken back up
        if is_wild(card):
            value = 20.0 - (hand_value(card) if danger else 0)
            return value
        value = 0.0
        for position, other in enumerate(hand):
            if position == index or other.face:
                continue
            if other.suit == card.suit and 0 < abs(other.rank - card.rank) <= 2:
                value += 1.0 if abs(other.rank - card.rank) == 1 else 0.6
            elif other.rank == card.rank and other.suit != card.suit:
                value += 1.0
        if self.style.danger_aware:
            # A card that fits a table meld hands the next seat a free play.
            fits = [m for m in o.melds.values() if m.layout.can_add([card])]
            if fits:
                value += self.style_feed_penalty + (
                    2.0 if any(m.owner == self.seat for m in fits) else 0.0
                )
            if o.options.get("numeric"):
                value -= card.rank / 10 * (2 if danger else 1)
        # A second copy of a card adds nothing a meld can use (ST-7: one per place).
        return value - (0.5 if Counter(hand)[card] > 1 else 0.0)
