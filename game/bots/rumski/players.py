"""Rumski bots' players, one class per level, and `make_bot`; what each level does is
said in `game.bots.rumski` (its package docstring)."""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Iterable

from game.bots.rumski.reasons import (
    draw_words,
    follow_of,
    follow_words,
    knock_reason,
    meld_words,
    only_follower,
    placed_words,
    risk_words,
)
from game.bots.words import Phrase, Reason, because, named, phrase, secret
from game.rules.cards import new_rng
from game.rules.engine import Action
from game.rules.rumski import (
    DRAW,
    PLAY,
    WILD,
    Discard,
    DrawNothing,
    DrawStock,
    Knock,
    PlayCommunity,
    ResetTurn,
    Reshuffle,
    RumskiCard,
    RumskiObservation,
    TakeBack,
    TakeDiscard,
    card_points,
    full_deck,
    is_meld,
    legal_actions,
)
from game.rules.rumski.legal import could_join, ending_actions, hand_melds
from game.rules.rumski.solver import IMPOSSIBLE, best_placement, max_playable
from game.rules.rumski.turn import (
    community_cards,
    end_problem,
    matches_top,
    opening_meld,
    same_melds,
)

LEVELS = ("random", "easy", "medium", "hard")
PLAY_CHANCE = 0.9  # random bot: how often it takes a Community play when one is listed
CLOSE_TO_OUT = 3  # hard: an opponent with this many cards or fewer may go out soon
STOCK_LEFT = 0.8  # hard: a stock card is played on the turn it is drawn now and then
MARGIN = 0.5  # hard: what a discard-pile card must save to be worth showing one's plans
FREE_DISCARD = 0.3  # hard: after the whole pile, any card may start the new pile (RU-9)
PILE_LIMIT = 8  # hard: a bigger pile is never worth weighing (and slow to weigh)

Meld = tuple[RumskiCard, ...]


# --- helpers on observations ------------------------------------------------------------


def without(cards: Iterable[RumskiCard], taken: Iterable[RumskiCard]) -> list[RumskiCard]:
    """`cards` less `taken` (counted: wilds are alike)."""
    left = Counter(taken)
    kept = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


def flat(melds: Iterable[Meld]) -> list[RumskiCard]:
    return [card for meld in melds for card in meld]


def staged_view(obs: RumskiObservation, community: tuple[Meld, ...]) -> RumskiObservation:
    """The observation as it would be after staging `community` (for the turn checks)."""
    from_hand = community_cards(community) - community_cards(obs.community_at_draw)
    hand = tuple(without(obs.hand + obs.staged, from_hand.elements()))
    counts = list(obs.hand_counts)
    counts[obs.seat] = len(hand)
    return dataclasses.replace(
        obs,
        community=community,
        hand=hand,
        staged=tuple(sorted(from_hand.elements())),
        hand_counts=tuple(counts),
        can_take_back=False,
    )


def can_end(obs: RumskiObservation, community: tuple[Meld, ...]) -> bool:
    """Whether a turn that stages `community` can then end (by a knock or a discard)."""
    view = staged_view(obs, community)
    return end_problem(view, None) is None or any(
        end_problem(view, card) is None for card in set(view.hand)
    )


def moves(obs: RumskiObservation, community: tuple[Meld, ...] | None) -> bool:
    """Whether staging the planned `community` changes anything: not when there is no
    plan, nor when it holds the Community's very melds in another order (`same_melds`)."""
    return community is not None and not same_melds(obs.community, community)


def near(meld: Meld, hand: Iterable[RumskiCard]) -> bool:
    """Whether a hand card could work with `meld`: a wild, the same number as one of its
    cards, or the same colour within two numbers."""
    naturals = [card for card in meld if not card.is_wild]
    for card in hand:
        if card.is_wild:
            return True
        for other in naturals:
            if other.number == card.number:
                return True
            if other.colour == card.colour and abs(other.number - card.number) <= 2:
                return True
    return False


def playable_part(community: tuple[Meld, ...], hand: list[RumskiCard]) -> list[RumskiCard]:
    """`hand` less the natural cards no meld could ever take: a meld needs at least two
    natural cards that share a number or a colour within two, and a lone card has no
    such partner on the table or in the hand (so the solver's answer is the same)."""
    naturals = [card for card in flat(community) + hand if not card.is_wild]
    return [
        card
        for card in hand
        if card.is_wild or any(related(card, other) and other != card for other in naturals)
    ]


def place(community: tuple[Meld, ...], hand: list[RumskiCard], must: list[RumskiCard], worth):
    """The best new Community placing `hand` cards into the melds near them, `must`
    placed; the far melds stay as they lie. None when `must` cannot be placed."""
    hand = playable_part(community, hand)
    if not hand:
        return community if not must else None
    touched = [meld for meld in community if near(meld, hand)]
    if must and not touched:
        touched = list(community)  # a wild alone can join any meld
    untouched = list(community)
    for meld in touched:
        untouched.remove(meld)
    arrangement = best_placement(flat(touched), hand, must_place=must, worth=worth)
    if len(touched) < len(community):
        # Chained rearrangements reach melds far from the hand (a card played into one
        # meld frees its wild for another): the whole table, when it places more cards
        # than the near melds do, so the hint finds every play the solver finds (issue 18).
        near_count = -1 if arrangement is None else len(flat(arrangement)) - len(flat(touched))
        if max_playable(flat(community), hand, must_place=must) > near_count:
            whole = best_placement(flat(community), hand, must_place=must, worth=worth)
            return None if whole is None else tuple(whole)
    if arrangement is None:
        return None
    return tuple(untouched) + tuple(arrangement)


def related(card: RumskiCard, other: RumskiCard) -> bool:
    """Whether two natural cards could meld together: same number, or same colour
    within two numbers."""
    if card.is_wild or other.is_wild:
        return False
    if card.number == other.number:
        return True
    return card.colour == other.colour and abs(card.number - other.number) <= 2


def own_melds(hand: list[RumskiCard], worth) -> tuple[Meld, ...]:
    """The best melds of the hand alone (to open, RU-6); the solver is asked only when
    the hand holds a three-card meld, which every meld contains."""
    if next(hand_melds(tuple(hand)), None) is None:
        return ()
    return best_placement([], hand, must_place=[], worth=worth) or ()


def opened_with(
    community: tuple[Meld, ...], hand: list[RumskiCard], must: list[RumskiCard], own
) -> tuple[tuple[Meld, ...], list[RumskiCard], list[RumskiCard]]:
    """The Community, the hand and the wilds still to be placed once `own` melds of the
    hand have opened (RU-6): a wild in them is one of those that had to go down (wilds
    are alike, RU-8), so no more must be placed than the hand still holds."""
    placed_wilds = sum(card.is_wild for card in flat(own))
    return (*community, *own), without(hand, flat(own)), must[: max(0, len(must) - placed_wilds)]


def count_placed(community: tuple[Meld, ...], hand: list[RumskiCard], must: list[RumskiCard]):
    """How many `hand` cards `place` would put down (None if `must` cannot go down)."""
    hand = playable_part(community, hand)
    if not hand:
        return None if must else 0
    touched = [meld for meld in community if near(meld, hand)] or list(community)
    count = max_playable(flat(touched), hand, must_place=must)
    return None if count == IMPOSSIBLE else count


def shed_worth(card: RumskiCard) -> int:
    """Worth of placing a card: many cards first, then the most points."""
    return 100 + card_points(card)


def unseen_cards(obs: RumskiObservation) -> Counter:
    """Cards this seat cannot see: in other hands or the stock."""
    seen = Counter(obs.hand) + Counter(obs.staged) + Counter(obs.discard_pile)
    seen += community_cards(obs.community_at_draw)
    return Counter(full_deck()) - seen


# --- the bots --------------------------------------------------------------------------


class RumskiBot:
    """Shared plumbing: seat, level, own rng, the sentence explaining the last choice."""

    level = "random"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = new_rng(seed)
        self.reason = ""
        self.planned = False  # this turn's Community play has been chosen
        self.held_back: RumskiCard | None = None  # the card RU-12 kept back from going out

    def choose(self, observation: RumskiObservation) -> Action:
        if observation.to_act != self.seat:
            raise ValueError(
                f"seat {self.seat} was asked to act on seat {observation.to_act}'s turn"
            )
        return self.decide(observation)

    def decide(self, obs: RumskiObservation) -> Action:
        actions = legal_actions(obs)
        plays = [a for a in actions if isinstance(a, PlayCommunity)]
        if plays and self.rng.random() < PLAY_CHANCE:
            self.reason = Reason(phrase("reason.rumski.random_play"))
            return self.rng.choice(plays)
        others = [a for a in actions if not isinstance(a, PlayCommunity | ResetTurn)]
        self.reason = Reason(phrase("reason.random"))
        return self.rng.choice(others or actions)


class PlanningBot(RumskiBot):
    """A bot that draws, then stages one planned Community, then ends its turn."""

    def decide(self, obs: RumskiObservation) -> Action:
        if obs.phase == DRAW:
            self.planned = False
            self.before_draw(obs)
            return self.draw(obs)
        if obs.phase != PLAY:
            raise ValueError("no decision outside a turn")
        if not self.planned:
            self.planned = True
            community = self.plan(obs)
            if moves(obs, community) and can_end(obs, community):
                self.reason = self.play_reason(obs, community)
                return PlayCommunity(self.seat, community)
            if obs.can_take_back and obs.wilds_to_place:
                self.reason = because(
                    phrase("reason.rumski.put_wild_back"), phrase("reason.rumski.wild_unplaced")
                )
                return TakeBack(self.seat)
        return self.end_turn(obs)

    # draws --------------------------------------------------------------------------

    def before_draw(self, obs: RumskiObservation) -> None:
        """Hook: look at the table before drawing (hard tracks collected cards)."""

    def draw(self, obs: RumskiObservation) -> Action:
        top = obs.top_discard
        if top is None:
            return self.default_draw(obs, phrase("reason.pile_empty"))
        if obs.took_back and top.is_wild:
            return self.default_draw(obs, phrase("reason.rumski.wild_put_back"))
        use = self.top_use(obs, top)
        if use:
            self.reason = because(phrase("reason.rumski.took", card=top), use)
            return TakeDiscard(self.seat)
        return self.default_draw(obs, self.top_unused(obs, top))

    def default_draw(self, obs: RumskiObservation, why: Phrase) -> Action:
        """Draw from the stock (`why` the pile was left), else reshuffle, else nothing."""
        if obs.stock_count:
            self.reason = because(phrase("reason.drew_stock"), why)
            return DrawStock(self.seat)
        if obs.discard_pile:
            self.reason = because(
                phrase("reason.rumski.reshuffled"),
                phrase("reason.rumski.stock_empty", count=len(obs.discard_pile)),
            )
            return Reshuffle(self.seat)
        self.reason = because(
            phrase("reason.rumski.drew_nothing"), phrase("reason.rumski.both_empty")
        )
        return DrawNothing(self.seat)

    def top_use(self, obs: RumskiObservation, top: RumskiCard) -> Phrase | None:
        """How the top discard would be played, in words; None when it is not wanted."""
        if top.is_wild:
            return None
        meld = next((meld for meld in hand_melds((*obs.hand, top)) if top in meld), None)
        if meld is None:
            return None
        others = without(meld, [top])
        return secret(
            phrase("reason.rumski.makes_meld", cards=named(others), meld=meld_words(meld)),
            phrase("reason.rumski.makes_a_meld"),
        )

    def top_unused(self, obs: RumskiObservation, top: RumskiCard) -> Phrase:
        """Why the top discard is left (`top_use` found no use for it)."""
        if top.is_wild:
            return phrase("reason.rumski.wild_left")
        return phrase("reason.rumski.no_meld_with_hand", card=top)

    # the Community ---------------------------------------------------------------------

    def plan(self, obs: RumskiObservation) -> tuple[Meld, ...] | None:
        """The whole new Community to stage, or None to play nothing."""
        raise NotImplementedError

    def play_reason(self, obs: RumskiObservation, community: tuple[Meld, ...]) -> Reason:
        view = staged_view(obs, community)
        placed = view.staged
        if not placed:  # the plan only put the same melds in another order
            return because(
                phrase("reason.rumski.moved_melds"),
                phrase("reason.rumski.places_none", count=len(view.hand)),
            )
        played = "reason.rumski.played" if obs.opened[self.seat] else "reason.rumski.opened_played"
        # A few cards are named; a long lay-down is counted instead of read out.
        what = named(placed) if len(placed) <= 4 else phrase("reason.card", count=len(placed))
        into = placed_words(community, placed)
        if not view.hand:
            why = phrase("reason.rumski.into_all_down", melds=into)
        else:
            why = phrase("reason.rumski.into", melds=into, why=self.play_why(obs, view))
        return because(phrase(played, cards=what), why)

    def play_why(self, obs: RumskiObservation, view: RumskiObservation) -> Phrase:
        """Why this play, once it is said where the cards went (`view`: after it)."""
        left = phrase("reason.card", count=len(view.hand))
        return phrase("reason.rumski.leaving", cards=left)

    # endings ---------------------------------------------------------------------------

    def end_turn(self, obs: RumskiObservation) -> Action:
        endings = ending_actions(obs)
        if not endings:
            if obs.community != obs.community_at_draw:
                self.reason = because(
                    phrase("reason.rumski.reset"), phrase("reason.rumski.no_legal_end")
                )
                return ResetTurn(self.seat)
            legal = legal_actions(obs)
            self.reason = because(
                phrase("reason.rumski.first_legal"), phrase("reason.rumski.no_plan")
            )
            return legal[0]
        discards = [a for a in endings if isinstance(a, Discard)]
        out = [a for a in discards if len(obs.hand) == 1]
        if out:
            self.reason = because(
                phrase("reason.rumski.went_out", card=out[0].card),
                phrase("reason.rumski.last_card"),
            )
            return out[0]
        if not obs.hand:
            self.reason = because(phrase("reason.rumski.knocked"), phrase("reason.rumski.all_laid"))
            return Knock(self.seat)
        if discards:
            choice, why = self.pick_discard(obs, [a.card for a in discards])
            self.reason = because(phrase("reason.discarded", card=choice), why)
            return Discard(self.seat, choice)
        self.reason = knock_reason(obs)
        return Knock(self.seat)

    def pick_discard(
        self, obs: RumskiObservation, cards: list[RumskiCard]
    ) -> tuple[RumskiCard, Phrase]:
        """The card to discard among `cards` (all follow the pile, RU-9), and why."""
        card = max(cards, key=lambda card: (card_points(card), card))
        points = card_points(card)
        if obs.must_new_pile:
            return card, phrase("reason.rumski.dearest_new_pile", points=points)
        if len(cards) == 1:
            return card, only_follower(card, obs.top_discard)
        # How many cards could go is a figure of the hidden hand: the table hears less.
        top = obs.top_discard
        if top is not None and not top.is_wild:
            return card, secret(
                phrase("reason.rumski.dearest_follow", points=points, count=len(cards), card=top),
                phrase("reason.rumski.dearest_follower", points=points, card=top),
            )
        return card, secret(
            phrase("reason.rumski.dearest_may_go", points=points, count=len(cards)),
            phrase("reason.rumski.dearest_goes", points=points),
        )


class EasyBot(PlanningBot):
    """Simple melds from its own hand and single cards added as melds stand."""

    level = "easy"

    def plan(self, obs: RumskiObservation) -> tuple[Meld, ...] | None:
        community = list(obs.community)
        hand = list(obs.hand)
        opened = obs.opened[self.seat]
        laid = True
        while laid:
            laid = False
            for meld in hand_melds(tuple(hand)):
                if Counter(meld) <= Counter(hand):
                    community.append(meld)
                    hand = without(hand, meld)
                    opened = laid = True
                    break
        if opened:
            for card in sorted(hand, key=lambda c: (c.is_wild, c)):
                for i, meld in enumerate(community):
                    if could_join(card, meld) and is_meld([*meld, card]):
                        community[i] = (*meld, card)
                        hand.remove(card)
                        break
        return tuple(community)

    def pick_discard(
        self, obs: RumskiObservation, cards: list[RumskiCard]
    ) -> tuple[RumskiCard, Phrase]:
        card = self.rng.choice(sorted(cards))
        if obs.must_new_pile:
            return card, phrase("reason.rumski.random_new_pile")
        if len(cards) == 1:
            return card, only_follower(card, obs.top_discard)
        follows = follow_words(card, obs.top_discard)
        return card, secret(
            phrase("reason.rumski.random_follower", follows=follows, count=len(cards)),
            phrase("reason.rumski.random_follows", follows=follows),
        )


class MediumBot(PlanningBot):
    """The solver every turn: as many cards down as possible."""

    level = "medium"

    def top_use(self, obs: RumskiObservation, top: RumskiCard) -> Phrase | None:
        if top.is_wild:
            if self.can_place_wild(obs):
                return phrase("reason.rumski.wild_has_place")
            return None
        if obs.opened[self.seat]:
            meld = next(
                (m for m in obs.community if could_join(top, m) and is_meld([*m, top])), None
            )
            if meld is not None:
                return phrase("reason.rumski.joins", meld=meld_words(meld, article=False))
        return super().top_use(obs, top)

    def top_unused(self, obs: RumskiObservation, top: RumskiCard) -> Phrase:
        if top.is_wild:
            return phrase("reason.rumski.wild_no_place")
        if obs.opened[self.seat]:
            return phrase("reason.rumski.fits_nothing", card=top)
        return super().top_unused(obs, top)

    def play_why(self, obs: RumskiObservation, view: RumskiObservation) -> Phrase:
        if self.held_back is not None:
            return secret(
                phrase("reason.rumski.all_but", card=self.held_back),
                phrase("reason.rumski.all_but_one"),
            )
        return phrase("reason.rumski.most_cards", left=len(view.hand))

    def can_place_wild(self, obs: RumskiObservation) -> bool:
        hand = [*obs.hand, WILD]
        if obs.opened[self.seat]:
            return place(obs.community, hand, [WILD], None) is not None
        return best_placement([], hand, must_place=[WILD]) is not None

    def worth(self, obs: RumskiObservation):
        return shed_worth

    def plan(self, obs: RumskiObservation) -> tuple[Meld, ...] | None:
        hand = list(obs.hand)
        must = [WILD] * obs.wilds_to_place
        worth = self.worth(obs)
        community = obs.community
        if not obs.opened[self.seat] and opening_meld(community, Counter(obs.staged)) is None:
            own = own_melds(hand, worth)
            if not own:
                return None
            community, hand, must = opened_with(community, hand, must, own)
        new = place(community, hand, must, worth)
        if new is None:
            return None
        return self.keep_one_if_needed(obs, new)

    def keep_one_if_needed(self, obs, community: tuple[Meld, ...]) -> tuple[Meld, ...] | None:
        """RU-12: with two seats, no going out on the turn one first lays down; keep the
        cheapest card that can stay back (`held_back`, for the reason)."""
        self.held_back = None
        view = staged_view(obs, community)
        if view.hand or obs.seats != 2 or obs.laid_before[self.seat]:
            return community
        hand = list(obs.hand)
        must = [WILD] * obs.wilds_to_place
        # The card itself breaks ties: a set's own order would follow the hash seed.
        for card in sorted(set(hand), key=lambda c: (c.is_wild, card_points(c), c)):
            rest = without(hand, [card])
            if sum(c.is_wild for c in rest) < len(must):
                continue  # a wild from the pile cannot stay in hand (RU-8)
            if not obs.opened[self.seat]:
                own = best_placement([], rest, worth=shed_worth)
                if not own:
                    continue
                new = place(*opened_with(obs.community, rest, must, own), shed_worth)
            else:
                new = place(obs.community, rest, must, shed_worth)
            if new is not None:
                self.held_back = card
                return new
        return None


class HardV1Bot(MediumBot):
    """Medium, plus pile weighing, held-back wilds and a defensive discard: the hard bot
    as it was before issue 19, kept as level `hard-v1` for the simulator only (never
    offered in New game) so the new hard can be measured against it. `HardBot` counts
    a draw's cards after the turn's discard, not after the play, and keeps a card to
    discard."""

    level = "hard-v1"

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed)
        self.left_pile: tuple[RumskiCard, ...] | None = None
        self.round_number = 0
        self.collected: Counter = Counter()
        self.rebuilt = False

    def before_draw(self, obs: RumskiObservation) -> None:
        if obs.round_number != self.round_number:
            self.round_number = obs.round_number
            self.collected = Counter()
            self.left_pile = None
        rebuilt, self.rebuilt = self.rebuilt, obs.stock_rebuilt
        if self.left_pile is not None and rebuilt == obs.stock_rebuilt:
            # a reshuffle empties the pile without anyone taking from it: skip that turn
            pile, left = obs.discard_pile, self.left_pile
            kept = 0
            while kept < min(len(pile), len(left)) and pile[kept] == left[kept]:
                kept += 1
            self.collected.update(left[kept:])

    def end_turn(self, obs: RumskiObservation) -> Action:
        action = super().end_turn(obs)
        pile = obs.discard_pile
        if isinstance(action, Discard):
            pile = (*pile, action.card)
        self.left_pile = pile
        return action

    def threatened(self, obs: RumskiObservation) -> bool:
        return any(
            count <= CLOSE_TO_OUT for seat, count in enumerate(obs.hand_counts) if seat != self.seat
        )

    def worth(self, obs: RumskiObservation):
        if self.threatened(obs):
            return shed_worth

        def worth(card: RumskiCard) -> int:
            return -1 if card.is_wild else shed_worth(card)  # hold a dealt wild back

        return worth

    def plan(self, obs: RumskiObservation) -> tuple[Meld, ...] | None:
        community = super().plan(obs)
        if community is None:
            return None
        view = staged_view(obs, community)
        if view.hand and all(card.is_wild for card in view.hand) and not view.must_new_pile:
            everything = place(obs.community, list(obs.hand), [WILD] * obs.wilds_to_place, None)
            if everything is not None and obs.opened[self.seat]:  # go out rather than hold
                return self.keep_one_if_needed(obs, everything)
        return community

    # the draw ------------------------------------------------------------------------

    def left_over(self, obs: RumskiObservation, extra: list[RumskiCard]) -> float | None:
        """Cards left in hand after the best play with `extra` drawn (None: cannot place
        a wild it would have to place)."""
        must = [WILD] * sum(card.is_wild for card in extra)
        return self.left_over_of(obs, [*obs.hand, *extra], must)

    def left_over_of(
        self, obs: RumskiObservation, hand: list[RumskiCard], must: list[RumskiCard]
    ) -> float | None:
        """Cards of `hand` left after the best play placing `must` (None: it cannot)."""
        community = obs.community
        if not obs.opened[self.seat]:
            own = own_melds(hand, shed_worth)
            if not own:
                return None if must else float(len(hand))
            community, hand, must = opened_with(community, hand, must, own)
        placed = count_placed(community, hand, must)
        return None if placed is None else float(len(hand) - placed)

    def relevant(self, obs: RumskiObservation, card: RumskiCard) -> bool:
        """Whether a discard-pile card could play at all: it relates to a hand card or
        to a Community meld."""
        if card.is_wild:
            return True
        if any(related(card, other) for other in obs.hand):
            return True
        return obs.opened[self.seat] and any(near(meld, [card]) for meld in obs.community)

    def draw(self, obs: RumskiObservation) -> Action:
        pile = obs.discard_pile
        usable = not obs.took_back
        if not pile or not (obs.stock_count or len(pile) > 1):
            return super().draw(obs)
        top = pile[-1]
        try_top = (usable or not top.is_wild) and self.relevant(obs, top)
        try_pile = (
            1 < len(pile) <= PILE_LIMIT
            and (usable or not any(card.is_wild for card in pile))
            and sum(self.relevant(obs, card) for card in pile) * 2 >= len(pile)
        )
        if not (try_top or try_pile):
            if not (usable or not top.is_wild):
                return self.default_draw(obs, phrase("reason.rumski.wild_put_back"))
            key = (
                "reason.rumski.near_nothing_opened"
                if obs.opened[self.seat]
                else "reason.rumski.near_nothing"
            )
            return self.default_draw(obs, phrase(key, card=top))
        now = self.left_over(obs, [])
        if now is None:
            return super().draw(obs)
        best, choice = now + STOCK_LEFT, None
        after_top = after_pile = None
        if try_top:
            after_top = self.left_over(obs, [top])
            if after_top is not None and after_top + MARGIN < best:
                best, choice = after_top, TakeDiscard(self.seat)
        if try_pile:
            after_pile = self.left_over(obs, list(pile))
            if after_pile is not None and after_pile - FREE_DISCARD + MARGIN < best:
                best, choice = after_pile - FREE_DISCARD, TakeDiscard(self.seat, whole=True)
        stock = phrase("reason.rumski.plus_stock", count=int(now))
        if choice is None:
            if try_top and after_top is None:
                why = phrase("reason.rumski.wild_no_place")
            elif try_top:
                why = draw_words(
                    "reason.rumski.top_no_better", top, left=int(after_top), stock=stock
                )
            elif after_pile is None:
                why = phrase("reason.rumski.pile_wild_no_place")
            else:
                why = draw_words("reason.rumski.pile_no_better", left=int(after_pile), stock=stock)
            return self.default_draw(obs, why)
        if choice.whole:
            more = len(pile) + int(now) - int(after_pile)
            self.reason = because(
                phrase("reason.rumski.took_pile", count=len(pile)),
                draw_words(
                    "reason.rumski.pile_lays_more", more=more, left=int(after_pile), stock=stock
                ),
            )
        else:
            self.reason = because(
                phrase("reason.rumski.took", card=top),
                draw_words("reason.rumski.top_leaves", left=int(after_top), stock=stock),
            )
        return choice

    # the Community -------------------------------------------------------------------

    def play_why(self, obs: RumskiObservation, view: RumskiObservation) -> Phrase:
        if self.held_back is None and self.threatened(obs):
            rival = min(
                (seat for seat in range(obs.seats) if seat != self.seat),
                key=lambda seat: obs.hand_counts[seat],
            )
            return phrase(
                "reason.rumski.sheds_all",
                seat=rival,
                cards=phrase("reason.card", count=obs.hand_counts[rival]),
                left=len(view.hand),
            )
        wilds = sum(card.is_wild for card in view.hand)
        if self.held_back is not None or not wilds:
            return super().play_why(obs, view)
        # The wilds it holds are hidden: the table hears only the cards left.
        why = phrase("reason.rumski.wilds_stay", count=wilds)
        if wilds == 1:
            why = phrase("reason.rumski.wild_stays")
        return secret(why, super().play_why(obs, view))

    # the discard ---------------------------------------------------------------------

    def pick_discard(
        self, obs: RumskiObservation, cards: list[RumskiCard]
    ) -> tuple[RumskiCard, Phrase]:
        unseen = unseen_cards(obs)
        unseen_total = sum(unseen.values())
        nxt = (self.seat + 1) % obs.seats
        next_hand = obs.hand_counts[nxt]
        community = obs.community

        def risk(card: RumskiCard) -> Risk:
            follow = sum(
                n
                for c, n in unseen.items()
                if not c.is_wild and (c.colour == card.colour or c.number == card.number)
            )
            misses = max(0, unseen_total - follow)
            p_follow = 1.0 - (
                math.comb(misses, next_hand) / math.comb(unseen_total, next_hand)
                if unseen_total >= next_hand
                else 0.0
            )
            feeds = any(could_join(card, meld) and is_meld([*meld, card]) for meld in community)
            collected = sum(n for c, n in self.collected.items() if related(c, card))
            score = card_points(card) / 10 - 2.0 * p_follow - 1.5 * feeds - 1.0 * min(collected, 2)
            return Risk(score, p_follow, feeds, min(collected, 2))

        risks = {card: risk(card) for card in dict.fromkeys(cards)}
        choice = max(cards, key=lambda card: (risks[card].score, card))
        others = [card for card in risks if card != choice]
        if not others:
            return choice, super().pick_discard(obs, cards)[1]
        runner = max(others, key=lambda card: (risks[card].score, card))
        return choice, risk_words(choice, runner, risks, nxt, next_hand)


class HardBot(HardV1Bot):
    """Hard since issue 19: hard-v1, weighing what a turn leaves once it has *ended*.

    hard-v1 counts the cards a draw leaves in hand after the best play. But a turn ends
    with a discard only if a card left follows the pile (RU-9); a hand with none must
    knock and keep them all — near the end of a round, the turns that decide it. So hard
    counts the cards held after the discard: a draw is worth one card less when some card
    that may then be discarded can stay out of the play at no cost. Taking the top card
    changes what must be followed (the card below it); the whole pile lets any card start
    the new one; a stock card follows the top now and then. And its play keeps back a
    card that can be discarded when the most cards it can lay down would leave none.
    Measured against hard-v1 in docs/bots-rumski.md.
    """

    level = "hard"

    def draw(self, obs: RumskiObservation) -> Action:
        pile = obs.discard_pile
        if not pile or not obs.stock_count or obs.took_back:
            return super().draw(obs)
        top = pile[-1]
        now = self.left_over(obs, [])
        if now is None:
            return super().draw(obs)
        free = self.turn_end(obs, [], top, now) < now  # a card may go without a cost
        unseen = unseen_cards(obs)
        follows = sum(n for c, n in unseen.items() if not c.is_wild and matches_top(c, top))
        share = follows / max(1, sum(unseen.values()))  # a stock card follows the top
        stock = now - (1 - STOCK_LEFT) if free else now + STOCK_LEFT * (1 - share)
        best, choice = stock, None
        below = pile[-2] if len(pile) > 1 else None  # what follows once the top is taken
        after_top = self.left_over(obs, [top])
        if after_top is not None:
            ends = self.turn_end(obs, [top], below, after_top, any_card=below is None)
            if ends + MARGIN < best:
                best, choice = ends, TakeDiscard(self.seat)
        after_pile = None
        if 1 < len(pile) <= PILE_LIMIT and sum(self.relevant(obs, c) for c in pile) * 2 >= len(
            pile
        ):
            after_pile = self.left_over(obs, list(pile))
            if after_pile is not None:
                ends = self.turn_end(obs, list(pile), None, after_pile, any_card=True)
                if ends + MARGIN < best:
                    best, choice = ends, TakeDiscard(self.seat, whole=True)
        self.reason = self.draw_reason(obs, choice, now, after_top, after_pile)
        return choice or DrawStock(self.seat)

    def turn_end(
        self,
        obs: RumskiObservation,
        extra: list[RumskiCard],
        target: RumskiCard | None,
        left: float,
        any_card: bool = False,
    ) -> float:
        """The cards held once the turn ends, after the best play with `extra` drawn
        leaves `left`: one fewer when a card that follows `target` (any non-wild card
        when `any_card`) can stay out of the play at no cost and be discarded."""
        if not left:
            return left
        hand = [*obs.hand, *extra]
        followers = sorted(
            {c for c in hand if not c.is_wild and (any_card or matches_top(c, target))}
        )
        if not followers:
            return left
        community = obs.community if obs.opened[self.seat] else ()
        loose = set(playable_part(community, hand))  # cards no meld could take stay anyway
        if any(card not in loose for card in followers):
            return left - 1
        must = [WILD] * sum(card.is_wild for card in extra)
        for card in followers:
            without_it = self.left_over_of(obs, without(hand, [card]), must)
            if without_it is not None and without_it <= left - 1:
                return left - 1
        return left

    def draw_reason(self, obs, choice, now, after_top, after_pile) -> Reason:
        """Why this draw, in the counts hard-v1 speaks of where they tell it, else in
        what the hand could follow."""
        top = obs.top_discard
        stock = phrase("reason.rumski.plus_stock", count=int(now))
        stuck = phrase("reason.rumski.none_follows", follower=follow_of(top), card=top)
        if isinstance(choice, TakeDiscard) and choice.whole:
            more = len(obs.discard_pile) + int(now) - int(after_pile)
            why = draw_words(
                "reason.rumski.pile_lays_more", more=more, left=int(after_pile), stock=stock
            )
            return because(phrase("reason.rumski.took_pile", count=len(obs.discard_pile)), why)
        if choice is not None:
            if after_top <= now:
                why = draw_words("reason.rumski.top_leaves", left=int(after_top), stock=stock)
            else:
                why = stuck  # the top card is taken to be discarded again
            return because(phrase("reason.rumski.took", card=top), why)
        below = obs.discard_pile[-2] if len(obs.discard_pile) > 1 else None
        if after_top is None:
            why = phrase("reason.rumski.wild_no_place")
        elif after_top <= now and below is not None and not below.is_wild:
            # the top would play, but then nothing left could follow the card below it
            why = phrase("reason.rumski.none_follows", follower=follow_of(below), card=below)
        else:
            why = draw_words("reason.rumski.top_no_better", top, left=int(after_top), stock=stock)
        return because(phrase("reason.drew_stock"), why)

    def plan(self, obs: RumskiObservation) -> tuple[Meld, ...] | None:
        community = super().plan(obs)
        held = self.held_back
        best = self.holding_at_end(obs, community)
        if not best:
            return community
        view = staged_view(obs, community) if moves(obs, community) else obs
        if any(end_problem(view, card) is None for card in set(view.hand)):
            return community
        # Nothing left would follow the pile: keep back a card that does, if that costs
        # no card laid down.
        top = obs.top_discard
        for card in sorted(
            {c for c in obs.hand if not c.is_wild and (obs.must_new_pile or matches_top(c, top))}
        ):
            other = super().plan(dataclasses.replace(obs, hand=tuple(without(obs.hand, [card]))))
            holding = self.holding_at_end(obs, other)
            if holding is not None and holding < best:
                community, best, held = other, holding, self.held_back
        self.held_back = held
        return community

    def holding_at_end(self, obs: RumskiObservation, community) -> int | None:
        """The cards held once the turn ends after staging `community` (None: no play)
        and discarding if it can; None when that turn cannot end."""
        if not moves(obs, community):
            view = obs
        elif can_end(obs, community):
            view = staged_view(obs, community)
        else:
            return None
        if not view.hand:
            return 0 if end_problem(view, None) is None else None
        return len(view.hand) - any(end_problem(view, card) is None for card in set(view.hand))


@dataclasses.dataclass(frozen=True)
class Risk:
    """How a discard was weighed (hard): its score (higher is better to give) and its
    parts — the chance the next hand follows it, whether it fits a Community meld as
    it stands, and how many cards near it the opponents took from the pile (at most 2)."""

    score: float
    p_follow: float
    feeds: bool
    collected: int


def make_bot(level: str, seat: int, seed: int) -> RumskiBot:
    """A Rumski bot of `level` for `seat`, its own randomness drawn from `seed`."""
    classes = {bot.level: bot for bot in (RumskiBot, EasyBot, MediumBot, HardBot, HardV1Bot)}
    if level not in classes:
        raise ValueError(f"unknown Rumski bot level {level!r}: choose one of {', '.join(classes)}")
    return classes[level](seat, seed)
