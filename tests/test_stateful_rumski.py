"""Rumski as a state machine: legal play, illegal moves chosen on purpose and arbitrary
rearrangements of the Community, with the engine's promises checked after every step
(issue 9, part 2).

Invariants: the 70 cards exactly once, every Community meld legal between turns and
the staged work matching the hand (`check_invariants`, RU-1, RU-4, RU-10); an illegal
move changes nothing (DESIGN.md boundary 2); hidden information is safe — shuffling
the cards a seat cannot see (other hands and the stock) among themselves leaves its
observation unchanged (boundary 3).

A failure prints the steps, including the seed the game was dealt from.
"""

import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from game.rules import rumski
from game.rules.engine import Action, IllegalAction, check_hidden, shuffle_hidden
from game.rules.rumski import (
    DRAW,
    PLAY,
    Discard,
    DrawNothing,
    DrawStock,
    Knock,
    PlayCommunity,
    ResetTurn,
    Reshuffle,
    TakeBack,
    TakeDiscard,
    full_deck,
    is_meld,
    legal_actions,
)

DECK = sorted(set(full_deck()), key=str)


def fingerprint(state) -> dict:
    """Everything the game is made of, the shuffle order included."""
    parts = {name: value for name, value in vars(state).items() if name != "rng"}
    parts["rng"] = state.rng.getstate()
    return parts


class RumskiMachine(RuleBasedStateMachine):
    """One Rumski game driven by hypothesis."""

    @initialize(seats=st.integers(2, 6), seed=st.integers(0, 2**32), low_target=st.booleans())
    def deal(self, seats, seed, low_target):
        self.state = rumski.new_game(seats, seed, {"target": 100 if low_target else 0})
        self.rng = random.Random(seed)

    @property
    def seat(self):
        return self.state.turn

    @property
    def hand(self):
        return self.state.hands[self.seat]

    # --- moves a player may make -------------------------------------------------

    @precondition(lambda self: not self.state.is_over)
    @rule(steps=st.integers(1, 40), ending=st.booleans())
    def play_legal(self, steps, ending):
        """Random legal play, several moves at once; with `ending`, a turn ends as soon
        as it may, so rounds move on rather than stage and reset."""
        for _ in range(steps):
            if self.state.is_over:
                break
            options = legal_actions(self.state.observe(self.seat))
            assert options, "no legal action although the game is not over"
            if ending:
                enders = [a for a in options if isinstance(a, Discard | Knock)]
                options = enders or options
            self.state.apply(self.rng.choice(options))

    def refuse(self, action: Action, rule_id: str | None = None) -> None:
        """`action` must be refused (naming `rule_id` if given) and change nothing."""
        before = fingerprint(self.state.clone())
        with pytest.raises(IllegalAction) as refused:
            self.state.apply(action)
        if rule_id is not None:
            assert refused.value.rule == rule_id, refused.value
        assert refused.value.reason
        assert fingerprint(self.state) == before, f"refused {action} changed the state"

    def try_anything(self, action: Action) -> None:
        """Refused cleanly (nothing changed), or legal and then played."""
        before = fingerprint(self.state.clone())
        try:
            self.state.apply(action)
        except IllegalAction as refused:
            assert refused.rule.startswith("RU-") and refused.reason
            assert fingerprint(self.state) == before, f"refused {action} changed the state"

    @precondition(lambda self: not self.state.is_over)
    @rule(offset=st.integers(1, 5))
    def out_of_turn(self, offset):
        seat = (self.seat + offset) % self.state.seats
        if seat != self.seat:
            self.refuse(DrawStock(seat), "RU-5")

    @precondition(lambda self: not self.state.is_over)
    @rule()
    def wrong_phase(self):
        if self.state.phase == DRAW:
            self.refuse(Knock(self.seat), "RU-5")
        else:
            self.refuse(TakeDiscard(self.seat), "RU-5")

    @precondition(lambda self: not self.state.is_over and self.state.phase == DRAW)
    @rule()
    def draw_the_wrong_way(self):
        """RU-13: no stock draw from an empty stock, no reshuffle or empty-handed draw
        while a card is left."""
        if self.state.stock:
            self.refuse(Reshuffle(self.seat), "RU-13")
            self.refuse(DrawNothing(self.seat), "RU-13")
        else:
            self.refuse(DrawStock(self.seat), "RU-13")

    @precondition(
        lambda self: (
            not self.state.is_over
            and self.state.phase == PLAY
            and not self.state.observe(self.seat).can_take_back
        )
    )
    @rule()
    def take_back_without_a_wild_from_the_pile(self):
        self.refuse(TakeBack(self.seat), "RU-8")

    @precondition(lambda self: not self.state.is_over and self.state.phase == PLAY)
    @rule(card=st.sampled_from(DECK))
    def discard_a_card_not_held(self, card):
        if card not in self.hand:
            self.refuse(Discard(self.seat, card))

    @precondition(lambda self: not self.state.is_over and self.state.phase == PLAY)
    @rule(data=st.data())
    def rearrange_the_community(self, data):
        """RU-10: any rearrangement of the Community and some hand cards into groups —
        staged only when every group is a meld, no Community card is lost, and the seat
        has opened (RU-6)."""
        table = [card for meld in self.state.community for card in meld]
        from_hand = data.draw(st.lists(st.sampled_from(self.hand), max_size=4)) if self.hand else []
        if data.draw(st.booleans()) and table:
            table.pop(data.draw(st.integers(0, len(table) - 1)))  # a card gone missing
        cards = data.draw(st.permutations(table + from_hand))
        cuts = sorted(data.draw(st.sets(st.integers(1, max(1, len(cards) - 1)), max_size=6)))
        groups, start = [], 0
        for cut in [*cuts, len(cards)]:
            if cards[start:cut]:
                groups.append(tuple(cards[start:cut]))
            start = cut
        self.try_anything(PlayCommunity(self.seat, tuple(groups)))

    @precondition(lambda self: not self.state.is_over)
    @rule(
        kind=st.sampled_from(["reset", "knock", "discard", "whole", "foreign"]),
        card=st.sampled_from(DECK),
        seat=st.integers(-2, 7),
    )
    def arbitrary_move(self, kind, card, seat):
        action = {
            "reset": ResetTurn(seat),
            "knock": Knock(seat),
            "discard": Discard(seat, card),
            "whole": TakeDiscard(seat, whole=True),
            "foreign": Action(seat),
        }[kind]
        self.try_anything(action)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def move_after_the_end(self):
        self.refuse(DrawStock(0), "RU-15")

    # --- what must always hold ---------------------------------------------------

    @invariant()
    def cards_and_community_consistent(self):
        self.state.check_invariants()
        if self.state.phase == DRAW:
            for meld in self.state.community:
                assert is_meld(list(meld)), meld

    @invariant()
    def unseen_cards_do_not_change_what_a_seat_sees(self):
        if self.state.is_over:
            return
        check_hidden(self.state, self.rng)


RumskiMachine.TestCase.settings = settings(
    max_examples=20,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_rumski_state_machine = RumskiMachine.TestCase


class LongRumskiMachine(RumskiMachine):
    """The same machine for longer, in CI's slow slice."""


LongRumskiMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_rumski_state_machine_long = pytest.mark.slow(LongRumskiMachine.TestCase)


def test_ru13_shuffling_unseen_cards_changes_what_their_holders_see():
    """The hidden-information invariant has teeth: the shuffle really moves cards."""
    state = rumski.new_game(3, 5)
    shuffled = shuffle_hidden(state, 0, random.Random(1))
    assert shuffled.observe(0) == state.observe(0)
    assert shuffled.observe(1) != state.observe(1) or shuffled.observe(2) != state.observe(2)
