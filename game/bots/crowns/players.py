"""Crowns bots' players, one class per level, and `make_bot`; what each level does is
said in `game.bots.crowns` (its package docstring)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.bots.crowns.reasons import (
    cut_words,
    keep_words,
    melds_words,
    no_gain_words,
    spare_words,
    wild_words,
)
from game.bots.words import Reason, because, named, phrase, secret
from game.rules.cards import new_rng
from game.rules.crowns import (
    CrownsCard,
    CrownsObservation,
    Discard,
    Draw,
    GoOut,
    best_arrangement,
    card_value,
    cards_value,
    deadwood_after_draws,
    deck,
    is_wild,
    legal_actions,
    min_deadwood,
    min_deadwood_after_discard,
)
from game.rules.engine import Action
from game.text.said import number_words

LEVELS = ("random", "easy", "medium", "hard")
SHOWN_PARTNERS = 3  # a reason names at most this many cards a taken card goes with


def partners(card: CrownsCard, hand: list[CrownsCard], wild_rank: int, reach: int = 1):
    """The natural cards of `hand` that could meld with `card`: its rank, or its suit
    within `reach` ranks (the easy bot's "partner" is reach 1)."""
    return [
        other
        for other in hand
        if other is not card
        and not is_wild(other, wild_rank)
        and (
            other.rank == card.rank
            or (other.suit == card.suit and 0 < abs(other.rank - card.rank) <= reach)
        )
    ]


def near_partners(top: CrownsCard, hand: list[CrownsCard], wild_rank: int) -> list[CrownsCard]:
    """The hand's cards a taken card could meld with (its rank, its suit within two),
    each once and a few at most: what a reason names."""
    return list(dict.fromkeys(partners(top, hand, wild_rank, reach=2)))[:SHOWN_PARTNERS]


def not_wild(discards: list[Discard], wild_rank: int) -> list[Discard]:
    """The discards that keep every wild (CR-5): a wild is worth more in the hand than any
    card, so it is thrown only when the hand holds nothing else."""
    kept = [action for action in discards if not is_wild(action.card, wild_rank)]
    return kept or discards


def keep_wild_going_out(observation: CrownsObservation, out: GoOut) -> GoOut:
    """`out`, or the same going out (CR-11) with a non-wild discard when one allows it:
    the rules' own GoOut throws the dearest card that works, which is often a wild."""
    wild_rank = observation.wild_rank
    if not is_wild(out.discard, wild_rank):
        return out
    hand = list(observation.hand)
    barred = observation.taken_from_discard
    others = [card for card in hand if card != barred]
    for card in sorted(dict.fromkeys(others), key=lambda c: -card_value(c, wild_rank)):
        if is_wild(card, wild_rank):
            continue
        rest = list(hand)
        rest.remove(card)
        if min_deadwood(rest, wild_rank) == 0:
            melds, _ = best_arrangement(rest, wild_rank)
            return GoOut(observation.seat, melds, card)
    return out


class CrownsBot:
    """Shared plumbing: seat, level, own rng, the sentence explaining the last choice."""

    level = "random"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = new_rng(seed)
        self.reason = ""

    def choose(self, observation: CrownsObservation) -> Action:
        if observation.to_act != self.seat:
            raise ValueError(
                f"seat {self.seat} was asked to act on seat {observation.to_act}'s turn"
            )
        actions = legal_actions(observation)
        going_out = [action for action in actions if isinstance(action, GoOut)]
        if going_out and self.level != "random":
            out = keep_wild_going_out(observation, going_out[0])
            self.reason = because(
                phrase("reason.crowns.went_out", card=out.discard),
                phrase(
                    "reason.crowns.out_scores_zero",
                    melds=melds_words(out.melds, observation.wild_rank),
                ),
            )
            return out
        if observation.phase == "draw":
            return self.draw(observation, actions)
        discards = [a for a in actions if isinstance(a, Discard)]
        if self.level != "random":
            discards = not_wild(discards, observation.wild_rank)
        return self.discard(observation, discards, actions)

    def draw(self, observation: CrownsObservation, actions: list[Action]) -> Action:
        action = self.rng.choice(actions)
        self.reason = Reason(phrase("reason.random"))
        return action

    def discard(
        self, observation: CrownsObservation, discards: list[Discard], actions: list[Action]
    ) -> Action:
        return self.draw(observation, actions)


class EasyBot(CrownsBot):
    """A rule of thumb, no solver."""

    level = "easy"

    def draw(self, observation: CrownsObservation, actions: list[Action]) -> Action:
        wild_rank = observation.wild_rank
        top = observation.discard_pile[-1] if observation.discard_pile else None
        if top is not None and is_wild(top, wild_rank):
            self.reason = because(
                phrase("reason.took", card=top),
                phrase("reason.crowns.wild_fits", wild=wild_words(top, wild_rank)),
            )
            return Draw(observation.seat, "discard")
        if top is None:
            why = phrase("reason.pile_empty")
        else:
            mates = dict.fromkeys(partners(top, list(observation.hand), wild_rank))
            why = (
                secret(
                    phrase("reason.crowns.would_only_go_with", card=top, cards=named(mates)),
                    phrase("reason.crowns.only_wild_sure", card=top),
                )
                if mates
                else phrase("reason.crowns.goes_with_nothing", card=top)
            )
        self.reason = because(phrase("reason.drew_stock"), why)
        return Draw(observation.seat, "stock")

    def discard(self, observation, discards, actions) -> Action:
        wild_rank = observation.wild_rank
        hand = list(observation.hand)

        def badness(action: Discard) -> tuple:
            card = action.card
            held = next(c for c in hand if c == card)
            return (
                not is_wild(card, wild_rank),
                not partners(held, hand, wild_rank),
                card_value(card, wild_rank),
            )

        choice = max(discards, key=badness)
        _, lone, value = badness(choice)
        if is_wild(choice.card, wild_rank):
            why = phrase("reason.crowns.throws_only_wilds")
        elif lone:
            lonely = sum(1 for action in discards if badness(action)[:2] == (True, True))
            why = (
                phrase("reason.crowns.lone_dearest", points=value)
                if lonely > 1
                else phrase("reason.crowns.lone")
            )
        else:
            why = phrase("reason.crowns.dearest_goes", points=value)
        self.reason = because(phrase("reason.discarded", card=choice.card), why)
        return choice


class MediumBot(CrownsBot):
    """Greedy on the exact least deadwood."""

    level = "medium"

    def draw(self, observation: CrownsObservation, actions: list[Action]) -> Action:
        wild_rank = observation.wild_rank
        hand = list(observation.hand)
        if observation.discard_pile:
            top = observation.discard_pile[-1]
            now = min_deadwood(hand, wild_rank)
            after = planned_deadwood(hand, top, wild_rank)
            if after < now:
                near = near_partners(top, hand, wild_rank)
                self.reason = because(
                    phrase("reason.took", card=top),
                    cut_words(top, near, wild_rank, now, after),
                )
                return Draw(observation.seat, "discard")
            why = no_gain_words(top, now)
        else:
            why = phrase("reason.pile_empty")
        self.reason = because(phrase("reason.drew_stock"), why)
        return Draw(observation.seat, "stock")

    def discard(self, observation, discards, actions) -> Action:
        wild_rank = observation.wild_rank
        hand = list(observation.hand)

        def left(action: Discard) -> tuple[int, int]:
            rest = list(hand)
            rest.remove(action.card)
            return (min_deadwood(rest, wild_rank), -card_value(action.card, wild_rank))

        scored = [(left(action), action) for action in discards]
        (deadwood, _), choice = min(scored, key=lambda pair: pair[0])
        ties = sum(1 for (other, _), _ in scored if other == deadwood)
        if deadwood == 0 and observation.final_turn:
            why = secret(phrase("reason.crowns.hand_scores_zero"), spare_words())
        elif deadwood == 0:
            why = secret(phrase("reason.crowns.then_melds"), spare_words())
        elif ties == 1:
            why = secret(phrase("reason.crowns.leaves_less", deadwood=deadwood), spare_words())
        else:
            why = secret(
                phrase(
                    "reason.crowns.dearest_of_least",
                    count=ties,
                    number=number_words(ties),
                    deadwood=deadwood,
                ),
                phrase("reason.crowns.spares_dearest"),
            )
        if observation.final_turn and deadwood:
            why = phrase("reason.crowns.final_turn", why=why)
        self.reason = because(phrase("reason.discarded", card=choice.card), why)
        return choice


@dataclass(frozen=True)
class Keep:
    """A discard the hard bot weighed: the worth of the hand it keeps (feeding penalty
    included; lower is better), the deadwood and the outs (unseen cards that would
    let it go out next turn) it leaves, and the feeding penalty alone."""

    worth: float
    card: CrownsCard
    deadwood: int
    outs: int
    feed: float


_FULL_DECKS: dict[int, Counter] = {}
OUT_BONUS = 12  # how much a chance of going out next turn is worth, in points of deadwood
FEED_WILD = 25  # giving the next seat a wild
FEED_MATCH = 6  # giving it a card that fits what it took from the pile
CANDIDATE_SLACK = 8  # consider discards leaving at most this much more than the least
CANDIDATES = 4


class HardV1Bot(MediumBot):
    """One-turn look-ahead over the unseen cards (see the module docstring): the hard
    bot as it was before issue 19, kept as level `hard-v1` for the simulator only (never
    offered in New game) so the new hard can be measured against it. `HardBot` changes
    only its draw."""

    level = "hard-v1"

    # -- what is unseen --

    def _unseen(self, observation: CrownsObservation) -> Counter:
        packs = 2 if observation.seats <= 7 else 4
        full = _FULL_DECKS.get(packs)
        if full is None:
            full = _FULL_DECKS[packs] = Counter(deck(packs))
        seen = Counter(observation.hand) + Counter(observation.discard_pile)
        for melds in observation.laid:
            for meld in melds:
                seen.update(meld)
        for seat in range(observation.seats):
            if seat == observation.seat or not observation.taken:
                continue
            held = Counter(observation.taken[seat]) - Counter(observation.discarded[seat])
            seen.update(held)
        unseen = full - seen
        return unseen

    # -- worth of a hand --

    def _outlook(
        self, kept: list[CrownsCard], wild_rank: int, unseen: Counter, total: int
    ) -> tuple[float, int]:
        """(worth, outs) of a kept hand: its expected deadwood after the next stock draw,
        less the chance of going out; and how many unseen cards would let it go out then.

        Only draws that touch a card left over in the best arrangement (its rank, or its
        suit within two ranks) or are wild are searched: the others rarely lower it.
        """
        melds, leftover = best_arrangement(kept, wild_rank)
        now = cards_value(leftover, wild_rank)
        if now == 0 or total == 0:
            return float(now) - OUT_BONUS, 0
        ranks = {card.rank for card in leftover if not is_wild(card, wild_rank)}
        near = {
            (card.suit, card.rank + step)
            for card in leftover
            if not is_wild(card, wild_rank)
            for step in (-2, -1, 1, 2)
        }
        draws: dict[CrownsCard, int] = {}
        wild_kinds: dict[int, CrownsCard] = {}
        wild_counts: Counter = Counter()
        for card, count in unseen.items():
            if is_wild(card, wild_rank):
                kind = card_value(card, wild_rank)
                wild_kinds.setdefault(kind, card)
                wild_counts[kind] += count
            elif card.rank in ranks or (card.suit, card.rank) in near:
                draws[card] = count
        for kind, card in wild_kinds.items():
            draws[card] = wild_counts[kind]
        afters = deadwood_after_draws(kept, wild_rank, draws)
        gain = 0.0
        out = 0
        for card, count in draws.items():
            after = afters[card]
            if after < now:
                gain += count * (now - after)
                if after == 0:
                    out += count
        return now - gain / total - OUT_BONUS * out / total, out

    # -- draw --

    def draw(self, observation: CrownsObservation, actions: list[Action]) -> Action:
        wild_rank = observation.wild_rank
        hand = list(observation.hand)
        if not observation.discard_pile:
            self.reason = because(phrase("reason.drew_stock"), phrase("reason.pile_empty"))
            return Draw(observation.seat, "stock")
        top = observation.discard_pile[-1]
        now = min_deadwood(hand, wild_rank)
        after = self._after_taking(hand, top, wild_rank)
        if after == 0:
            self.reason = because(phrase("reason.took", card=top), phrase("reason.crowns.goes_out"))
            return Draw(observation.seat, "discard")
        if observation.final_turn:
            return self._final_draw(observation, actions, top, now, after)
        unseen = self._unseen(observation)
        total = sum(unseen.values())
        stock_worth, stock_outs = self._stock_outlook(hand, now, wild_rank, unseen, total)
        taken = self._best_keep([*hand, top], top, observation, unseen, total)
        if taken.worth < stock_worth - 0.25:
            if after < now:
                near = near_partners(top, hand, wild_rank)
                why = cut_words(top, near, wild_rank, now, after)
            else:
                why = secret(
                    phrase("reason.crowns.keeps_at", now=now), phrase("reason.crowns.fits_later")
                )
            if taken.outs > stock_outs:
                why = secret(
                    phrase(
                        "reason.crowns.more_outs",
                        why=why,
                        outs=taken.outs,
                        total=total,
                        before=stock_outs,
                    ),
                    phrase("reason.crowns.beats_stock", why=why),
                )
            else:
                why = phrase("reason.crowns.beats_stock", why=why)
            self.reason = because(phrase("reason.took", card=top), why)
            return Draw(observation.seat, "discard")
        if after < now:
            why = secret(
                phrase("reason.crowns.stock_worth_more", card=top, now=now, after=after),
                phrase("reason.crowns.stock_better", card=top),
            )
        else:
            why = no_gain_words(top, now)
        self.reason = because(phrase("reason.drew_stock"), why)
        return Draw(observation.seat, "stock")

    def _after_taking(self, hand: list[CrownsCard], top: CrownsCard, wild_rank: int) -> int:
        """The least deadwood after taking `top` (hard-v1: throwing any card, itself too)."""
        return min_deadwood_after_discard([*hand, top], wild_rank)

    def _final_draw(self, observation, actions, top, now, after) -> Action:
        """CR-12, hard-v1: medium's rule (the top discard when it lowers the deadwood)."""
        return MediumBot.draw(self, observation, actions)

    def _stock_outlook(self, hand, now, wild_rank, unseen, total) -> tuple[float, int]:
        """(worth, outs) of a stock draw; hard-v1: the hand after one stock draw, a
        horizon one draw shorter than the top discard's (`_best_keep`)."""
        return self._outlook(hand, wild_rank, unseen, total)

    # -- discard --

    def _feed(self, card: CrownsCard, observation: CrownsObservation) -> float:
        """How much `card` would help the next seat, from what it took and threw."""
        wild_rank = observation.wild_rank
        if observation.seats == 1:
            return 0.0
        if is_wild(card, wild_rank):
            return FEED_WILD
        following = (observation.seat + 1) % observation.seats
        if not observation.taken:
            return 0.0
        if card in observation.discarded[following]:
            return 0.0
        penalty = 0.0
        for wanted in observation.taken[following]:
            if is_wild(wanted, wild_rank):
                continue
            if wanted.rank == card.rank or (
                wanted.suit == card.suit and abs(wanted.rank - card.rank) <= 2
            ):
                penalty += FEED_MATCH
        return penalty

    def _keeps(
        self,
        hand: list[CrownsCard],
        barred: CrownsCard | None,
        observation: CrownsObservation,
        unseen: Counter,
        total: int,
    ) -> tuple[list[Keep], int]:
        """The discards from `hand` worth weighing, never `barred` (CR-8), each with the
        worth of what it keeps; and the least deadwood any discard leaves."""
        wild_rank = observation.wild_rank
        options = []
        spare = any(not is_wild(other, wild_rank) and other != barred for other in hand)
        for card in dict.fromkeys(hand):
            if card == barred and any(other != barred for other in hand):
                continue
            if spare and is_wild(card, wild_rank):
                continue  # a wild is thrown only when nothing else can be
            rest = list(hand)
            rest.remove(card)
            options.append(
                (min_deadwood(rest, wild_rank), -card_value(card, wild_rank), card, rest)
            )
        options.sort(key=lambda option: (option[0], option[1]))
        least = options[0][0]
        keeps = []
        for deadwood, _, card, rest in options[:CANDIDATES]:
            if deadwood > least + CANDIDATE_SLACK:
                break
            worth, outs = self._outlook(rest, wild_rank, unseen, total)
            feed = self._feed(card, observation)
            keeps.append(Keep(worth + feed, card, deadwood, outs, feed))
        return keeps, least

    def _best_keep(self, hand, barred, observation, unseen, total) -> Keep:
        """The best discard from `hand` (the first of the least worth), never `barred`."""
        keeps, _ = self._keeps(hand, barred, observation, unseen, total)
        return min(keeps, key=lambda keep: keep.worth)

    def discard(self, observation, discards, actions) -> Action:
        if observation.final_turn:
            return super().discard(observation, discards, actions)
        unseen = self._unseen(observation)
        total = sum(unseen.values())
        keeps, least = self._keeps(
            list(observation.hand), observation.taken_from_discard, observation, unseen, total
        )
        best = min(keeps, key=lambda keep: keep.worth)
        self.reason = because(
            phrase("reason.discarded", card=best.card),
            keep_words(best, keeps, least, total, (observation.seat + 1) % observation.seats),
        )
        return Discard(observation.seat, best.card)


class HardBot(HardV1Bot):
    """Hard since issue 19: the draw weighs the stock and the top discard at the same
    horizon, and a final turn (CR-12) by the exact expectation of a stock card.

    `hard-v1` valued the stock as the hand after one stock draw but the top discard as
    the hand after taking it *and* the next stock draw, so the pile always looked better
    by what a draw may bring: it took the discard on about half its draws. Here the
    stock is valued as the expected worth of the hand kept after a stock card, over every
    unseen card: a card that does not lower the deadwood is thrown again, leaving the hand
    as it is (worth `_outlook(hand)`, exact); a card that lowers it to `a` keeps a hand
    whose next draw is expected to bring what the present hand's does, in proportion to
    its deadwood (`a` less the present hand's expected gain scaled by `a / now`); a card
    that lets it go out next turn is worth going out. On a final turn there is no next
    draw: the top discard leaves an exact deadwood, the stock the average over every
    unseen card of the least deadwood after drawing it, and the lower one is taken.
    """

    level = "hard"

    def _after_taking(self, hand: list[CrownsCard], top: CrownsCard, wild_rank: int) -> int:
        """The least deadwood after taking `top` and throwing what `discard` may throw
        (`_keeps`: never `top`, nor a wild while another card can go)."""
        return planned_deadwood(hand, top, wild_rank)

    def _stock_outlook(self, hand, now, wild_rank, unseen, total) -> tuple[float, int]:
        """(worth, outs) of drawing from the stock, at the horizon of `_best_keep`: the
        expected worth of the hand kept after the stock card (see the class docstring)
        and how many unseen cards would let the present hand go out next turn."""
        worth_now, outs = self._outlook(hand, wild_rank, unseen, total)
        if total == 0:
            return worth_now, outs
        afters = deadwood_after_draws(hand, wild_rank, list(unseen))
        to_come = max(0.0, now - worth_now)  # what the next draw is expected to bring
        expected = 0.0
        for card, count in unseen.items():
            left = afters[card]
            if left == 0:
                worth = -float(OUT_BONUS)
            elif left < now:
                worth = left - to_come * left / now
            else:
                worth = worth_now
            expected += count * worth
        return expected / total, outs

    def _final_draw(self, observation, actions, top, now, after) -> Action:
        """CR-12: the exact expectation of a stock card against the top discard."""
        wild_rank = observation.wild_rank
        hand = list(observation.hand)
        unseen = self._unseen(observation)
        total = sum(unseen.values())
        if total == 0 or after >= now:  # a stock card can always be thrown again
            self.reason = because(phrase("reason.drew_stock"), no_gain_words(top, now))
            return Draw(observation.seat, "stock")
        afters = deadwood_after_draws(hand, wild_rank, list(unseen))
        expected = sum(count * afters[card] for card, count in unseen.items()) / total
        if after < expected:
            why = cut_words(top, near_partners(top, hand, wild_rank), wild_rank, now, after)
            self.reason = because(
                phrase("reason.took", card=top), phrase("reason.crowns.final_turn", why=why)
            )
            return Draw(observation.seat, "discard")
        why = secret(
            phrase(
                "reason.crowns.stock_averages", card=top, after=after, expected=f"{expected:.1f}"
            ),
            phrase("reason.crowns.stock_likelier", card=top),
        )
        self.reason = because(
            phrase("reason.drew_stock"), phrase("reason.crowns.final_turn", why=why)
        )
        return Draw(observation.seat, "stock")


def planned_deadwood(hand: list[CrownsCard], top: CrownsCard, wild_rank: int) -> int:
    """The least deadwood after taking `top` and throwing what the medium and hard
    discards may then throw: never `top` (CR-8) and a wild only when nothing else can go
    (`not_wild`, `HardV1Bot._keeps`). The draw is planned with its discard, so the take
    hint's figure is the one the discard hint then quotes, and no figure counts throwing
    a wild (issue 18)."""
    options = [card for card in dict.fromkeys(hand) if card != top] or [top]
    options = [card for card in options if not is_wild(card, wild_rank)] or options

    def left(card: CrownsCard) -> int:
        rest = [*hand, top]
        rest.remove(card)
        return min_deadwood(rest, wild_rank)

    return min(left(card) for card in options)


_BOTS = {
    "random": CrownsBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "hard-v1": HardV1Bot,
}


def make_bot(level: str, seat: int, seed: int) -> CrownsBot:
    """A Crowns bot of `level` ("random", "easy", "medium", "hard", or the frozen
    "hard-v1") for `seat`."""
    if level not in _BOTS:
        raise ValueError(f"unknown Crowns bot level {level!r}: choose one of {', '.join(LEVELS)}")
    return _BOTS[level](seat, seed)
