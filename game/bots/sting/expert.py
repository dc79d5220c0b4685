"""Sting's room of the expert bot (`game.bots.search`): candidates, worlds, rollouts.

* **Candidates.** The hard bot plans every decision; the expert searches where the
  hard bot's judgement is a guess: the draw (1 or 2 cards, ST-4); whom a meld is laid
  before or a Pass-A-Pile sent to (every opponent the rules allow, ST-5a, ST-5e);
  answering a pass (Take-It-Back or keep it, ST-5f); and the discard (the hard bot's
  three least valued cards, ST-6); and where the hard bot would play to the table,
  ending the turn there with its discard instead (ST-5: playing is optional).
  Substitutions, adds and which meld to lay are the hard bot's, unsearched.
* **Worlds.** The cards the seat can't see are the deck (ST-1, or the beginners' 80)
  less its hand, the discard pile and the melds on the table; every card played in
  Sting goes to the table or the pile face up, so nothing more is known of a hand but
  its size, and the other hands and the draw pile are dealt from them at random (with
  open hands, ST-14, the hands are seen and only the draw pile is dealt).
  `game.rules.sting.worlds.world` builds the state.
* **Rollouts.** Hard bots (a fraction of a millisecond a move) play the world to the
  end of the round; the outcome is the round's score against the others' mean (the
  lowest total wins, ST-11), and at the game's end mostly whether the seat won
  (`StingRoom.value`).
"""

from __future__ import annotations

import random
from collections import Counter

from game.bots.search import Budget, ExpertBot, outcome
from game.bots.sting.players import StingBot
from game.bots.words import Reason, phrase
from game.rules.engine import Action
from game.rules.sting.actions import (
    AcceptPass,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    Substitute,
    TakeItBack,
)
from game.rules.sting.deck import full_deck
from game.rules.sting.engine import StingObservation
from game.rules.sting.plays import PLAY, sting_card
from game.rules.sting.words import meld_words
from game.rules.sting.worlds import world

DISCARDS = 3  # discards searched: the hard bot's least valued few
WIN_POINTS = 50.0  # a won game, in round points: near an even game's end, 1 point ~ 2% of a win
STOP = True  # also search ending the turn instead of the hard bot's play
POINTS_AT_END = 0.25  # the round's points still count a little at the game's end (a tie-break)
_DECKS = {beginners: Counter(full_deck(beginners)) for beginners in (False, True)}


def _cards_played(action: Action) -> int:
    """How many cards `action` takes out of the hand."""
    if isinstance(action, LayMeld | AddToMeld):
        return len(action.cards) - (1 if action.from_discard else 0)
    if isinstance(action, Substitute):
        return 1 + len(action.cards)
    return 1  # a Pass-A-Pile


class StingRoom:
    """What the expert needs of Sting (see the module docstring)."""

    highest_wins = False  # ST-11
    max_steps = 400  # a rollout cut short is valued by the points each hand holds

    def __init__(self, seat: int, seed: int):
        self.hard = StingBot("hard", seat, seed)

    # -- candidates --

    def candidates(self, o: StingObservation) -> list[tuple[Action, Reason]]:
        action = self.hard.choose(o)
        first = [(action, self.hard.reason)]
        if isinstance(action, Draw):
            count = 3 - action.count
            return [
                *first,
                (Draw(o.seat, count), Reason(phrase("reason.sting.announced", count=count))),
            ]
        if isinstance(action, TakeItBack):
            return [*first, (AcceptPass(o.seat), Reason(phrase("reason.sting.kept_meld")))]
        stop = self._stop(o, action) if STOP else []
        if isinstance(action, LayMeld):
            return (
                first
                + stop
                + [
                    (
                        LayMeld(o.seat, action.cards, seat, action.from_discard, action.wilds_as),
                        self._laid(o, action, seat),
                    )
                    for seat in o.opponents
                    if seat != action.to_seat
                ]
            )
        if isinstance(action, PassAPile):
            meld = o.melds[action.meld_id]
            return (
                first
                + stop
                + [
                    (
                        PassAPile(o.seat, action.meld_id, seat),
                        Reason(
                            phrase("reason.sting.passed", meld=meld_words(meld.cards), seat=seat)
                        ),
                    )
                    for seat in o.opponents
                    if seat != action.to_seat and (action.meld_id, seat) not in o.no_pass_back
                ]
            )
        if isinstance(action, Discard):
            hand = [sting_card(card) for card in o.hand]
            order = sorted(range(len(hand)), key=lambda i: self.hard._keep_value(o, hand, i))
            cards = list(dict.fromkeys(hand[i] for i in order))
            return (
                first
                + [
                    (Discard(o.seat, card), Reason(phrase("reason.discarded", card=card)))
                    for card in cards
                    if card != action.card
                ][: DISCARDS - 1]
            )
        return first + stop

    def _stop(self, o: StingObservation, action: Action) -> list[tuple[Action, Reason]]:
        """Ending the turn now with the hard bot's discard, instead of its play (ST-5:
        playing is optional): held cards give the other seats nothing to add to or swap
        wilds out of (ST-5b, ST-5d), and may go out together later. Not when the play
        empties the hand (going out scores 0, ST-9)."""
        if isinstance(action, Discard) or o.phase != PLAY or len(o.hand) <= _cards_played(action):
            return []
        hand = [sting_card(card) for card in o.hand]
        reason = self.hard.reason
        stop = self.hard._discard(o, hand)
        stop_reason, self.hard.reason = self.hard.reason, reason
        return [(stop, stop_reason)]

    def _laid(self, o: StingObservation, action: LayMeld, seat: int) -> Reason:
        meld = meld_words(action.cards)
        if action.from_discard:
            top = sting_card(o.discard_pile[-1])
            return Reason(phrase("reason.sting.took_and_laid", card=top, meld=meld, seat=seat))
        return Reason(phrase("reason.sting.laid", meld=meld, seat=seat))

    # -- worlds --

    def world(self, o: StingObservation, rng: random.Random):
        if o.hands is not None:  # open hands (ST-14): only the draw pile is unseen
            hands = [list(hand) for hand in o.hands]
            hidden = _DECKS[o.options["beginners"]] - Counter(
                card for hand in hands for card in hand
            )
        else:
            hidden = _DECKS[o.options["beginners"]] - Counter(o.hand)
            hands = [list(o.hand) if seat == o.seat else [] for seat in range(o.seats)]
        hidden -= Counter(o.discard_pile)
        for meld in o.melds.values():
            hidden -= Counter(meld.cards)
        pool = sorted(hidden.elements())
        rng.shuffle(pool)
        for seat in range(o.seats):
            wanted = o.hand_counts[seat] - len(hands[seat])
            hands[seat].extend(pool[:wanted])
            pool = pool[wanted:]
        return world(o, hands, pool, rng.getrandbits(32))

    # -- rollouts --

    def rollout_bots(self, seats: int, seed: int) -> list[StingBot]:
        return [StingBot("hard", seat, seed + seat) for seat in range(seats)]

    def episode(self, state) -> int:
        return state.round

    def leaf(self, state, seat: int) -> list[float]:
        melds, hand = state.round_points(())
        return [float(m + h) for m, h in zip(melds, hand, strict=True)]

    def value(self, before, after, state, seat: int) -> float:
        """A rollout's worth to `seat`: its round score against the others' mean
        (`search.outcome`), and when the rollout ended the game, `WIN_POINTS` more for
        a win (ST-11: the lowest total, shared wins count): in the last round only the
        win matters, not by how much."""
        points = outcome(before, after, seat, highest_wins=False)
        if not state.is_over:
            return points
        won = after[seat] <= min(after)
        return POINTS_AT_END * points + (WIN_POINTS if won else 0.0)


def make_expert(seat: int, seed: int, budget: Budget | None = None) -> ExpertBot:
    """The Sting expert for `seat` (budget: `game.bots.search.budget_from_env`)."""
    return ExpertBot(StingRoom(seat, seed), seat, seed, budget)
