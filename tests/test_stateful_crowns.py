"""Crowns as a state machine: legal play, illegal moves chosen on purpose and arbitrary
moves, with the engine's promises checked after every step (issue 9, part 2).

Invariants: every card of the packs exactly once and hands of the right size
(`check_invariants`, CR-1, CR-5, CR-14); laid melds are books or runs (CR-10);
an illegal move changes nothing (DESIGN.md boundary 2); and hidden information is
safe — shuffling the cards a seat cannot see (other hands and the stock) among
themselves leaves its observation unchanged (boundary 3).

A failure prints the steps, including the seed the game was dealt from.
"""

import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from game.rules import crowns
from game.rules.crowns import Discard, Draw, GoOut, legal_actions
from game.rules.engine import Action, IllegalAction, check_hidden, shuffle_hidden


def fingerprint(state):
    """A copy to compare the state with later (states compare as a whole)."""
    return state.clone()


class CrownsMachine(RuleBasedStateMachine):
    """One Crowns game driven by hypothesis."""

    @initialize(
        seats=st.integers(1, 5),
        seed=st.integers(0, 2**32),
        first_dealer=st.integers(-1, 4),
    )
    def deal(self, seats, seed, first_dealer):
        self.state = crowns.new_game(seats, seed, {"first_dealer": min(first_dealer, seats - 1)})
        self.rng = random.Random(seed)
        self.refusals = 0

    # --- moves a player may make -------------------------------------------------

    def legal(self):
        seat = self.state.to_act
        return legal_actions(self.state.observe(seat))

    @precondition(lambda self: not self.state.is_over)
    @rule(pick=st.integers(0, 10**6), steps=st.integers(1, 40))
    def play_legal(self, pick, steps):
        """Random legal play, several moves at once to reach later hands."""
        for step in range(steps):
            if self.state.is_over:
                break
            options = self.legal()
            assert options, "no legal action although the game is not over"
            self.state.apply(options[(pick + step * 7919) % len(options)])

    @precondition(lambda self: not self.state.is_over)
    @rule()
    def go_out_when_possible(self):
        """The move that ends hands: going out whenever the legal list offers it."""
        going_out = [a for a in self.legal() if isinstance(a, GoOut)]
        if going_out:
            self.state.apply(going_out[0])

    def refuse(self, action: Action, rule_id: str | None = None) -> None:
        """`action` must be refused (naming `rule_id` if given) and change nothing."""
        before = fingerprint(self.state)
        with pytest.raises(IllegalAction) as refused:
            self.state.apply(action)
        if rule_id is not None:
            assert refused.value.rule == rule_id, refused.value
        assert refused.value.reason
        assert fingerprint(self.state) == before, f"refused {action} changed the state"
        self.refusals += 1

    @precondition(lambda self: not self.state.is_over and self.state.seats > 1)
    @rule(offset=st.integers(1, 13))
    def out_of_turn(self, offset):
        seat = (self.state.to_act + offset) % self.state.seats
        if seat != self.state.to_act:
            self.refuse(Draw(seat, "stock"), "CR-6")

    @precondition(lambda self: not self.state.is_over)
    @rule()
    def wrong_phase(self):
        seat = self.state.to_act
        if self.state.phase == "draw":
            self.refuse(Discard(seat, self.state.hands[seat][0]), "CR-7")
        else:
            self.refuse(Draw(seat, "stock"), "CR-8")

    @precondition(lambda self: not self.state.is_over and self.state.phase == "discard")
    @rule(card=st.sampled_from(crowns.deck(1)))
    def discard_a_card_not_held(self, card):
        if card not in self.state.hands[self.state.to_act]:
            self.refuse(Discard(self.state.to_act, card), "CR-8")

    @precondition(
        lambda self: (
            not self.state.is_over
            and self.state.taken_from_discard is not None
            and any(c != self.state.taken_from_discard for c in self.state.hands[self.state.to_act])
        )
    )
    @rule()
    def throw_back_the_card_just_taken(self):
        self.refuse(Discard(self.state.to_act, self.state.taken_from_discard), "CR-8")

    @precondition(lambda self: not self.state.is_over and self.state.phase == "discard")
    @rule(data=st.data())
    def go_out_with_a_random_split(self, data):
        """Lay the hand in arbitrary groups: refused unless every group is a meld."""
        seat = self.state.to_act
        hand = list(self.state.hands[seat])
        order = data.draw(st.permutations(hand))
        cuts = sorted(data.draw(st.sets(st.integers(1, len(hand) - 1), max_size=4)))
        groups, start = [], 0
        for cut in [*cuts, len(hand) - 1]:
            groups.append(tuple(order[start:cut]))
            start = cut
        melds = tuple(g for g in groups if g)
        self.try_anything(GoOut(seat, melds, order[-1]))

    @rule(
        seat=st.integers(-2, 15),
        source=st.sampled_from(["stock", "discard", "pile", ""]),
        card=st.sampled_from(crowns.deck(1)),
        kind=st.sampled_from(["draw", "discard", "go-out", "foreign"]),
    )
    def arbitrary_move(self, seat, source, card, kind):
        """Anything at all: refused cleanly, or legal and then played."""
        action = {
            "draw": Draw(seat, source),
            "discard": Discard(seat, card),
            "go-out": GoOut(seat, ((card, card, card),), card),
            "foreign": Action(seat),
        }[kind]
        self.try_anything(action)

    def try_anything(self, action: Action) -> None:
        before = fingerprint(self.state)
        try:
            self.state.apply(action)
        except IllegalAction as refused:
            assert refused.rule.startswith("CR-") and refused.reason
            assert fingerprint(self.state) == before, f"refused {action} changed the state"

    @precondition(lambda self: self.state.is_over)
    @rule()
    def move_after_the_end(self):
        self.refuse(Draw(0, "stock"), "CR-15")

    # --- what must always hold ---------------------------------------------------

    @invariant()
    def cards_and_hands_consistent(self):
        self.state.check_invariants()

    @invariant()
    def laid_melds_are_books_or_runs(self):
        for melds in self.state.laid:
            for meld in melds:
                assert crowns.is_meld(meld, self.state.wild_rank), meld

    @invariant()
    def unseen_cards_do_not_change_what_a_seat_sees(self):
        if self.state.is_over:
            return
        check_hidden(self.state, self.rng)

    @invariant()
    def totals_only_grow(self):
        assert all(total >= 0 for total in self.state.totals)


CrownsMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_crowns_state_machine = CrownsMachine.TestCase


class LongCrownsMachine(CrownsMachine):
    """The same machine for longer, in CI's slow slice."""


LongCrownsMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_crowns_state_machine_long = pytest.mark.slow(LongCrownsMachine.TestCase)


def test_cr6_shuffling_unseen_cards_changes_what_their_holders_see():
    """The hidden-information invariant has teeth: the shuffle really moves cards, so
    the seats that hold them see a difference while seat 0 sees none."""
    state = crowns.new_game(3, 11)
    shuffled = shuffle_hidden(state, 0, random.Random(3))
    assert shuffled.observe(0) == state.observe(0)
    assert shuffled.observe(1) != state.observe(1) or shuffled.observe(2) != state.observe(2)
    assert sorted(map(str, shuffled.stock)) != [] and len(shuffled.stock) == len(state.stock)
