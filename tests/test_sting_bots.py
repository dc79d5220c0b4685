"""Sting bots: legal in seeded games under every option, the planner exact against brute
force, and the scripted habits each level promises (ST-5, ST-6, ST-9)."""

from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots import make_bot as make_any_bot
from game.bots.sting import make_bot
from game.bots.sting.planner import best_plan, meld_shapes
from game.rules.sting import new_game
from game.rules.sting.actions import (
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    TakeItBack,
)
from game.rules.sting.deck import COLOURS, full_deck, numbered, parse_card, parse_cards
from game.rules.sting.melds import is_valid_meld, layout_in_order
from game.rules.sting.plays import TableMeld

LEVELS = ("random", "easy", "medium", "hard")


def play(levels, seed, options=None, max_actions=5_000):
    state = new_game(len(levels), seed, options or {})
    bots = [make_bot(level, seat, seed * 10 + seat) for seat, level in enumerate(levels)]
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.to_act
        action = bots[seat].choose(state.observe(seat))
        assert bots[seat].reason, f"{bots[seat].level} bot gave no reason"
        state.apply(action)  # raises IllegalAction if a bot cheats
        state.check_invariants()
    raise AssertionError("game did not end")


OPTION_SETS = [
    {},
    {"numeric": True, "no_substitution": True},
    {"beginners": True, "deal": 7},
    {"target": 40, "numeric": True},
    {"rounds": 2, "deal": 7, "no_substitution": True, "beginners": True},
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_bots_play_legal_games_under_every_option(options):
    for seed in range(2):
        state = play(["random", "easy", "medium", "hard"], seed, {"rounds": 2, **options})
        assert state.is_over and state.winners()


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_bots_play_every_table_size(seats):
    levels = [LEVELS[(seat + 1) % 4] for seat in range(seats)]
    assert play(levels, 7, {"rounds": 1}).is_over


def test_make_bot_through_the_shared_interface():
    bot = make_any_bot("sting", "hard", 2, 5)
    assert (bot.seat, bot.level) == (2, "hard")
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0, 0)


def test_bots_are_deterministic_from_their_seed():
    first = play(["easy", "medium", "hard", "random"], 3, {"rounds": 1})
    again = play(["easy", "medium", "hard", "random"], 3, {"rounds": 1})
    assert first.actions == again.actions


# --- the planner ----------------------------------------------------------------------


def brute_force_most_laid(naturals, wilds):
    """The most cards disjoint legal melds can hold, trying every subset (small hands)."""
    wild = parse_card("W")

    @cache
    def search(left):
        best = 0
        for size in range(3, len(left) + 1):
            for chosen in combinations(range(len(left)), size):
                meld = [left[i] for i in chosen]
                if is_valid_meld(meld):
                    rest = tuple(card for i, card in enumerate(left) if i not in chosen)
                    best = max(best, size + search(rest))
        return best

    return search((*sorted(naturals), *[wild] * wilds))


def assert_plan_is_the_most(naturals, wilds):
    plan = best_plan(naturals, wilds)
    assert plan.cards_laid == brute_force_most_laid(naturals, wilds)
    used = [card for shape in plan.shapes for card in shape.naturals]
    assert sorted([*used, *plan.kept_naturals]) == sorted(naturals)
    assert plan.wilds_left == wilds - sum(shape.wilds for shape in plan.shapes) >= 0
    for shape in plan.shapes:
        assert is_valid_meld([*shape.naturals, *[parse_card("W")] * shape.wilds])
    return plan


small_hands = st.tuples(
    st.lists(st.sampled_from(full_deck(beginners=True)[:40]), min_size=2, max_size=8),
    st.integers(0, 2),
)


@st.composite
def crowded_hands(draw):
    """Short runs with duplicates and wilds: numbers within five of one or two colours,
    each card at most twice (ST-1), where a wild may best stand in for a card held."""
    colours = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=2, unique=True))
    low = draw(st.integers(1, 8))
    window = [numbered(c, n) for c in colours for n in range(low, min(10, low + 4) + 1)]
    pool = window * 2
    picked = draw(st.lists(st.integers(0, len(pool) - 1), min_size=2, max_size=7, unique=True))
    wilds = draw(st.integers(0, 3))
    return [pool[i] for i in picked], wilds


@settings(max_examples=100, deadline=None)
@given(st.one_of(small_hands, crowded_hands()))
def test_st7_st8_planner_lays_the_most_cards(hand):
    assert_plan_is_the_most(*hand)


@pytest.mark.parametrize(
    "text, wilds, most",
    [
        ("R1 R1 R2 R3", 2, 6),  # R1 R2 W and R1 W R3: a wild where R2 is held
        ("B8 B8 B9 B10", 2, 6),  # B8 B9 W and B8 W B10
        ("G1 G2 G2 G3", 2, 6),  # G1 G2 W and W G2 G3
        ("R3 R4 R4 R5", 3, 7),  # R3 R4 W and W R4 R5 W: a wild where R3 is held
        ("B8 B9 B10 G9", 3, 7),  # W B8 W B10 and the set B9 G9 W
        ("G6 G7 R5 R5 R6 R7 R7", 3, 10),  # R5 R6 R7 W, R5 W R7, G6 G7 W
    ],
)
def test_st7_st8_planner_lets_a_wild_stand_in_for_a_card_it_holds(text, wilds, most):
    plan = assert_plan_is_the_most(parse_cards(text), wilds)
    assert plan.cards_laid == most


def test_st8_planner_shapes_respect_wild_limits():
    shapes = meld_shapes(parse_cards("R1 R3 R5 R7 B1"), 3)
    as_text = {(" ".join(map(str, s.naturals)), s.wilds) for s in shapes}
    assert ("R1 R3 R5 R7", 3) in as_text  # 7 cards, 3 wilds, never side by side
    assert ("R1 R3", 1) in as_text
    assert all(s.wilds <= 1 for s in shapes if s.size == 3)


# --- scripted habits ------------------------------------------------------------------


def state_with(seed=11, **changes):
    """A fresh 4-seat game in its first turn's play phase, with hands set by hand."""
    state = new_game(4, seed, {"first_dealer": 3})
    state.apply(Draw(0, 1))
    for name, value in changes.items():
        setattr(state, name, value)
    return state


def test_st5_medium_lays_its_melds_before_the_leader():
    state = state_with()
    state.hands[0] = parse_cards("R1 R2 R3 B7 G9")
    state._totals = [10, 30, 5, 20]
    action = make_bot("medium", 0, 1).choose(state.observe(0))
    assert isinstance(action, LayMeld) and action.to_seat == 2
    assert sorted(map(str, action.cards)) == ["R1", "R2", "R3"]


def test_st9_bot_goes_out_onto_its_own_meld_only_when_that_empties_the_hand():
    state = state_with()
    state.hands[0] = parse_cards("R4 B9")
    state.melds = {0: TableMeld(0, 0, layout_in_order(parse_cards("R1 R2 R3")))}
    state.discard_pile = [parse_card("Y2")]
    bot = make_bot("hard", 0, 1)
    action = bot.choose(state.observe(0))
    assert isinstance(action, AddToMeld) and action.cards == (parse_card("R4"),)
    state.apply(action)
    assert isinstance(bot.choose(state.observe(0)), Discard)


def test_st5e_bots_pass_a_meld_lying_before_them():
    state = state_with()
    state.hands[0] = parse_cards("PP B9 G2 Y5")
    state.melds = {4: TableMeld(4, 0, layout_in_order(parse_cards("R1 R2 W2")))}
    state.discard_pile = [parse_card("Y9")]
    for level in ("easy", "medium", "hard"):
        action = make_bot(level, 0, 1).choose(state.observe(0))
        assert isinstance(action, PassAPile) and action.meld_id == 4, level


def test_st5f_bots_answer_a_pass_with_take_it_back():
    state = state_with()
    state.hands[0] = parse_cards("PP B9 G2")
    state.hands[1] = parse_cards("TB R7 R9")
    state.melds = {4: TableMeld(4, 0, layout_in_order(parse_cards("R1 R2 W2")))}
    state.apply(PassAPile(0, 4, 1))
    assert state.to_act == 1
    bot = make_bot("medium", 1, 1)
    action = bot.choose(state.observe(1))
    assert isinstance(action, TakeItBack) and "Take-It-Back" in bot.reason


def test_st6_hard_never_discards_a_card_the_next_seat_could_play_when_another_will_do():
    state = state_with()
    state.hands[0] = parse_cards("R4 Y8 B1 G5 G9")
    state.melds = {0: TableMeld(0, 2, layout_in_order(parse_cards("R1 R2 R3")))}
    state.discard_pile = [parse_card("Y2")]
    # R4 fits the run before seat 2: discarded, the next seat would play it at once.
    action = make_bot("hard", 0, 1).choose(state.observe(0))
    assert not (isinstance(action, Discard) and str(action.card) == "R4")


def test_st11_hard_stings_the_trailer_until_the_last_round_then_the_rival():
    state = state_with()
    state.hands[0] = parse_cards("R1 R2 R3 B7 G9")
    state.hands[1] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state.hands[2] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state.hands[3] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state._totals = [20, 30, 5, 20]
    early = make_bot("hard", 0, 1).choose(state.observe(0))
    assert isinstance(early, LayMeld) and early.to_seat == 1  # highest total
    state.round = state.options["rounds"]
    last = make_bot("hard", 0, 1).choose(state.observe(0))
    assert isinstance(last, LayMeld) and last.to_seat == 2  # lowest total: the rival


def test_st9_hard_does_not_sting_a_seat_about_to_go_out():
    state = state_with()
    state.hands[0] = parse_cards("R1 R2 R3 B7 G9")
    state.hands[1] = parse_cards("R5")
    state.hands[2] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state.hands[3] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state._totals = [20, 30, 5, 20]
    action = make_bot("hard", 0, 1).choose(state.observe(0))
    assert isinstance(action, LayMeld) and action.to_seat == 3


def test_st10_hard_stings_the_total_that_will_stand_highest_before_the_last_round():
    """Totals level, but melds already lie before seat 3: what lies there counts at the
    round's end (ST-10), so seat 3 stands highest and takes the next meld too."""
    state = state_with()
    state.hands[0] = parse_cards("R1 R2 R3 B7 G9")
    for seat in (1, 2, 3):
        state.hands[seat] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state._totals = [20, 25, 25, 22]
    state.melds = {7: TableMeld(7, 3, layout_in_order(parse_cards("Y1 Y2 Y3 Y4 Y5 Y6")))}
    bot = make_bot("hard", 0, 1)
    action = bot.choose(state.observe(0))
    assert isinstance(action, LayMeld) and action.to_seat == 3
    assert "28 with the 6 points before it" in bot.reason


def test_st5e_hard_passes_to_the_rival_in_the_deciding_round():
    state = state_with()
    state.hands[0] = parse_cards("PP B9 G2 Y5")
    state.hands[1] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state.hands[2] = parse_cards("R5 R6 R7 B1 B2 G3 G4 Y5")
    state.hands[3] = parse_cards("R5 R6 R7 B1 B2")
    state._totals = [20, 30, 12, 40]
    state.melds = {4: TableMeld(4, 0, layout_in_order(parse_cards("R1 R2 W2")))}
    state.discard_pile = [parse_card("Y9")]
    early = make_bot("hard", 0, 1).choose(state.observe(0))
    assert isinstance(early, PassAPile) and early.to_seat == 3  # the smallest hand
    state.round = state.options["rounds"]
    last = make_bot("hard", 0, 1).choose(state.observe(0))
    assert isinstance(last, PassAPile) and last.to_seat == 2  # the lowest total


def test_st5d_hard_lays_a_triple_sting_where_it_is_hardest_to_swap_out():
    """R2 R3 W3: the Triple Sting may stand for R1 or R4 (ST-5a ruling; the engine's first
    reading, which the medium bot takes, is R4). Both red 1s are in sight, so no one can
    swap it out as R1 (ST-5d); as R4 two unseen red 4s could."""

    def laid_with(level):
        state = state_with()
        state.hands[0] = parse_cards("R2 R3 W3 B9 G6")
        state.melds = {5: TableMeld(5, 2, layout_in_order(parse_cards("B1 G1 R1")))}
        state.discard_pile = [parse_card("R1")]
        action = make_bot(level, 0, 1).choose(state.observe(0))
        assert isinstance(action, LayMeld) and parse_card("W3") in action.cards
        state.apply(action)
        laid = next(m for m in state.melds.values() if parse_card("W3") in m.layout.cards)
        return [str(card) for card in laid.layout.represents]

    assert laid_with("hard") == ["R1", "R2", "R3"]
    assert laid_with("medium") == ["R2", "R3", "R4"]


def test_st5_easy_lays_a_meld_with_a_wild_and_adds_to_a_table_meld():
    """Easy plays like a beginner, not a broken bot (issue 19): a wild fills the gap in
    its run, since a wild kept in the hand scores 5-15 against it (ST-10); and a card
    that fits a meld on the table goes onto it (ST-5b)."""
    state = state_with()
    state.hands[0] = parse_cards("R1 R2 W2 B7 G9")
    action = make_bot("easy", 0, 1).choose(state.observe(0))
    assert isinstance(action, LayMeld) and parse_card("W2") in action.cards
    state = state_with()
    state.hands[0] = parse_cards("R4 B7 G9")
    state.melds = {0: TableMeld(0, 2, layout_in_order(parse_cards("R1 R2 R3")))}
    action = make_bot("easy", 0, 1).choose(state.observe(0))
    assert isinstance(action, AddToMeld) and action.cards == (parse_card("R4"),)
