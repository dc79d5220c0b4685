"""Sting as a state machine: legal play, illegal moves chosen on purpose and arbitrary
moves, with the engine's promises checked after every step (issue 9, part 2).

Invariants: every card exactly once, every table meld legal, the pass window
consistent (`check_invariants`, ST-1, ST-5f, ST-7, ST-8); an illegal move changes
nothing (DESIGN.md boundary 2); hidden information is safe — shuffling the cards a
seat cannot see (other hands unless open hands, ST-14, and the draw pile) among
themselves leaves its observation unchanged (boundary 3).

A failure prints the steps, including the seed and options the game was dealt with.
"""

import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from game.rules import sting
from game.rules.engine import Action, IllegalAction, check_hidden, shuffle_hidden
from game.rules.sting import (
    AcceptPass,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    Substitute,
    TakeItBack,
    full_deck,
    is_valid_meld,
    random_action,
)
from game.rules.sting.plays import DRAW, PLAY, TAKE_BACK

DECK = sorted(set(full_deck()), key=str)


class StingMachine(RuleBasedStateMachine):
    """One Sting game driven by hypothesis."""

    @initialize(
        seats=st.integers(2, 6),
        seed=st.integers(0, 2**32),
        options=st.fixed_dictionaries(
            {
                "numeric": st.booleans(),
                "no_substitution": st.booleans(),
                "beginners": st.booleans(),
                "deal": st.sampled_from([10, 7]),
                "rounds": st.integers(1, 3),
                "open_hands": st.booleans(),
            }
        ),
    )
    def deal(self, seats, seed, options):
        self.state = sting.new_game(seats, seed, options)
        self.rng = random.Random(seed)

    @property
    def seat(self):
        return self.state.to_act

    @property
    def hand(self):
        return self.state.hands[self.seat]

    # --- moves a player may make -------------------------------------------------

    @precondition(lambda self: not self.state.is_over)
    @rule(steps=st.integers(1, 30))
    def play_legal(self, steps):
        """Random legal play (a kind of move, then one of that kind), several at once."""
        for _ in range(steps):
            if self.state.is_over:
                break
            self.state.apply(random_action(self.state.observe(self.seat), self.rng))

    def refuse(self, action: Action, rule_id: str | None = None) -> None:
        """`action` must be refused (naming `rule_id` if given) and change nothing."""
        before = self.state.clone()
        with pytest.raises(IllegalAction) as refused:
            self.state.apply(action)
        if rule_id is not None:
            assert refused.value.rule == rule_id, refused.value
        assert refused.value.reason
        assert self.state == before, f"refused {action} changed the state"

    def try_anything(self, action: Action) -> None:
        """Refused cleanly (nothing changed), or legal and then played."""
        before = self.state.clone()
        try:
            self.state.apply(action)
        except IllegalAction as refused:
            assert refused.rule.startswith("ST-") and refused.reason
            assert self.state == before, f"refused {action} changed the state"

    @precondition(lambda self: not self.state.is_over)
    @rule(offset=st.integers(1, 5))
    def out_of_turn(self, offset):
        seat = (self.seat + offset) % self.state.seats
        if seat != self.seat:
            rule_id = "ST-5f" if self.state.phase == TAKE_BACK else "ST-5"
            self.refuse(Discard(seat, DECK[0]), rule_id)

    @precondition(lambda self: not self.state.is_over)
    @rule()
    def wrong_phase(self):
        if self.state.phase == DRAW:
            self.refuse(Discard(self.seat, self.hand[0]), "ST-4")
        elif self.state.phase == PLAY:
            self.refuse(Draw(self.seat, 1), "ST-4")
        else:
            self.refuse(Draw(self.seat, 1), "ST-5f")

    @precondition(lambda self: not self.state.is_over and self.state.phase == DRAW)
    @rule(count=st.sampled_from([-1, 0, 3, 10]))
    def announce_a_bad_draw(self, count):
        self.refuse(Draw(self.seat, count), "ST-4")

    @precondition(lambda self: not self.state.is_over and self.state.phase == PLAY)
    @rule(card=st.sampled_from(DECK))
    def discard_a_card_not_held(self, card):
        if card not in self.hand:
            self.refuse(Discard(self.seat, card), "ST-6")

    @precondition(lambda self: not self.state.is_over and self.state.phase == PLAY)
    @rule(data=st.data())
    def lay_cards_from_the_hand(self, data):
        """Any 3–5 hand cards as a meld in front of any seat (self included): played only
        if they are a meld and the seat an opponent."""
        size = min(len(self.hand), data.draw(st.integers(3, 5)))
        cards = tuple(data.draw(st.permutations(self.hand))[:size])
        to_seat = data.draw(st.integers(-1, self.state.seats))
        from_discard = data.draw(st.booleans())
        self.try_anything(LayMeld(self.seat, cards, to_seat, from_discard))

    @precondition(lambda self: not self.state.is_over and self.state.phase == PLAY)
    @rule(data=st.data())
    def add_or_substitute_on_a_meld(self, data):
        seat = self.seat
        meld_id = data.draw(st.integers(-1, max(self.state.melds, default=0) + 1))
        card = data.draw(st.sampled_from(self.hand))
        if data.draw(st.booleans()):
            action = AddToMeld(seat, meld_id, (card,), data.draw(st.booleans()))
        else:
            action = Substitute(
                seat,
                meld_id,
                data.draw(st.integers(-1, 8)),
                card,
                to_meld=data.draw(st.integers(-1, 3)),
                to_seat=data.draw(st.integers(-1, 6)),
                cards=tuple(data.draw(st.lists(st.sampled_from(self.hand), max_size=2))),
            )
        self.try_anything(action)

    @precondition(lambda self: not self.state.is_over)
    @rule(meld_id=st.integers(-1, 6), to_seat=st.integers(-1, 6), answer=st.integers(0, 2))
    def pass_or_answer(self, meld_id, to_seat, answer):
        """Pass-A-Pile and its answers, at any time: refused outside their window."""
        seat = self.seat
        action = (PassAPile(seat, meld_id, to_seat), TakeItBack(seat), AcceptPass(seat))[answer]
        self.try_anything(action)

    @rule(
        seat=st.integers(-2, 8),
        card=st.sampled_from(DECK),
        kind=st.sampled_from(["draw", "discard", "lay", "foreign"]),
    )
    def arbitrary_move(self, seat, card, kind):
        action = {
            "draw": Draw(seat, 2),
            "discard": Discard(seat, card),
            "lay": LayMeld(seat, (card, card, card), (seat + 1) % 7),
            "foreign": Action(seat),
        }[kind]
        self.try_anything(action)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def move_after_the_end(self):
        self.refuse(Draw(0, 1), "ST-11")

    # --- what must always hold ---------------------------------------------------

    @invariant()
    def cards_and_table_consistent(self):
        self.state.check_invariants()
        for meld in self.state.melds.values():
            assert is_valid_meld(meld.cards), meld

    @invariant()
    def unseen_cards_do_not_change_what_a_seat_sees(self):
        if self.state.is_over:
            return
        check_hidden(self.state, self.rng)


StingMachine.TestCase.settings = settings(
    max_examples=20,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_sting_state_machine = StingMachine.TestCase


class LongStingMachine(StingMachine):
    """The same machine for longer, in CI's slow slice."""


LongStingMachine.TestCase.settings = settings(
    max_examples=35,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_sting_state_machine_long = pytest.mark.slow(LongStingMachine.TestCase)


def test_st14_shuffling_unseen_cards_changes_what_their_holders_see():
    """The hidden-information invariant has teeth: without open hands the shuffle moves
    other seats' cards; with open hands (ST-14) no hand is unseen, only the draw pile."""
    state = sting.new_game(3, 5)
    shuffled = shuffle_hidden(state, 0, random.Random(1))
    assert shuffled.observe(0) == state.observe(0)
    assert shuffled.hands[1:] != state.hands[1:]
    open_game = sting.new_game(3, 5, {"open_hands": True})
    shuffled = shuffle_hidden(open_game, 0, random.Random(1))
    assert shuffled.hands == open_game.hands and shuffled.draw_pile != open_game.draw_pile
