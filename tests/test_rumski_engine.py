"""Scripted Rumski positions, one or more per rule RU-1 … RU-16 (rules file `rumski.md`)."""

import dataclasses
from collections import Counter

import pytest

from game.rules import rumski
from game.rules.engine import IllegalAction
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
    RoundVoid,
    RoundWon,
    TakeBack,
    TakeDiscard,
    full_deck,
    parse_cards,
)
from game.rules.rumski.legal import ending_actions
from game.rules.rumski.turn import community_problem, meld_key


def cards(text):
    return tuple(parse_cards(text))


def melds(*texts):
    return tuple(cards(text) for text in texts)


def table(hands, pile="P13", community=(), stock_top="", opened=None, laid_before=None, **kw):
    """A game at the start of seat `turn`'s turn (default 0) with these hands, discard
    pile (bottom to top), Community melds and top of stock; the other cards fill the
    stock below `stock_top` (or `stock=""` for an exact stock)."""
    seats = len(hands)
    state = rumski.new_game(seats, kw.get("seed", 1), kw.get("options"))
    state.hands = [list(cards(hand)) for hand in hands]
    state.discard_pile = list(cards(pile))
    state.community = tuple(melds(*community))
    used = Counter(card for hand in state.hands for card in hand)
    used += Counter(state.discard_pile) + Counter(c for m in state.community for c in m)
    if "stock" in kw:
        state.stock = list(cards(kw["stock"]))
    else:
        top = list(cards(stock_top))
        rest = Counter(full_deck()) - used - Counter(top)
        state.stock = sorted(rest.elements()) + top
    state.opened = list(opened or [False] * seats)
    state.laid_before = list(laid_before or [False] * seats)
    state.turn = kw.get("turn", 0)
    state.dealer = (state.turn - 1) % seats
    state._start_turn()
    if "stock" not in kw:
        state.check_invariants()
    return state


def refused(state, action, rule):
    """`action` is refused for `rule` and changes nothing."""
    before = [state.observe(seat) for seat in range(state.seats)]
    inner = (list(state.stock), [list(h) for h in state.hands], len(state.actions))
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert error.value.rule == rule, error.value
    assert error.value.reason
    assert [state.observe(seat) for seat in range(state.seats)] == before
    assert (list(state.stock), [list(h) for h in state.hands], len(state.actions)) == inner
    return error.value


# --- RU-1, RU-2, RU-3: cards and deal -------------------------------------------------


def test_ru1_a_fresh_deal_holds_the_70_cards_once():
    state = rumski.new_game(4, 7)
    state.check_invariants()
    seen = Counter(state.stock) + Counter(state.discard_pile)
    for hand in state.hands:
        seen += Counter(hand)
    assert sum(seen.values()) == 70 and seen[rumski.WILD] == 5


def test_ru2_notation_round_trips_through_the_package():
    text = "P1 r13 w Y7"
    assert " ".join(str(card) for card in rumski.parse_cards(text)) == "P1 R13 W Y7"


@pytest.mark.parametrize("seats,size", [(2, 12), (3, 10), (6, 10)])
def test_ru3_deal_sizes_upcard_and_first_player(seats, size):
    state = rumski.new_game(seats, 3, {"first_dealer": 1})
    assert [len(hand) for hand in state.hands] == [size] * seats
    assert len(state.discard_pile) == 1
    assert len(state.stock) == 70 - size * seats - 1
    assert state.dealer == 1 and state.to_act == 2 % seats  # the dealer's left begins


def test_ru3_first_dealer_from_the_seed_is_a_seat_and_the_deal_passes_left():
    assert {rumski.new_game(4, seed).dealer for seed in range(40)} == {0, 1, 2, 3}
    state = table(["R1 R2", "B9 B10", "Y1 Y2"], pile="R3")
    dealer = state.dealer
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    state.apply(Knock(0))
    assert state.round_number == 2
    assert state.dealer == (dealer + 1) % 3
    assert state.to_act == (dealer + 2) % 3


def test_ru3_options_are_checked():
    with pytest.raises(ValueError):
        rumski.new_game(7, 1)
    with pytest.raises(ValueError):
        rumski.new_game(3, 1, {"first_dealer": 3})


# --- RU-4: melds -----------------------------------------------------------------------


def test_ru4_a_wrap_around_run_is_no_meld_and_cannot_end_a_turn():
    state = table(["R12 R13 R1 G5", "B9 B10", "Y1 Y2"], opened=[True, True, True])
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R12 R13 R1")))  # staging may hold anything
    refused(state, Knock(0), "RU-7")
    state.apply(ResetTurn(0))
    state.apply(Knock(0))


def test_ru4_a_group_with_one_wild_and_a_run_with_a_wild_gap_are_melds():
    state = table(["G5 R5 W P7 P9 B2", "B9 B10", "Y1 Y2"], pile="G1", stock_top="W")
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("G5 R5 W", "P7 W P9")))
    state.apply(Knock(0))
    assert state.community == melds("G5 R5 W", "P7 W P9")


def test_ru4_two_wilds_in_one_meld_are_refused():
    state = table(["G5 W B2", "B9 B10", "Y1 Y2"], pile="G1", stock_top="W", opened=[True] * 3)
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("G5 W W")))
    refused(state, Knock(0), "RU-7")


# --- RU-5: the draw -------------------------------------------------------------------


def test_ru5_draw_from_stock_top_discard_or_the_whole_pile():
    state = table(["R1 R2", "B9 B10", "Y1 Y2"], pile="G4 G5 B7", stock_top="P3")
    state.clone().apply(DrawStock(0))
    stock = state.clone()
    stock.apply(DrawStock(0))
    assert Counter(stock.hands[0]) == Counter(cards("R1 R2 P3"))
    top = state.clone()
    top.apply(TakeDiscard(0, whole=False))
    assert Counter(top.hands[0]) == Counter(cards("R1 R2 B7"))
    assert top.discard_pile == list(cards("G4 G5"))
    whole = state.clone()
    whole.apply(TakeDiscard(0, whole=True))
    assert Counter(whole.hands[0]) == Counter(cards("R1 R2 G4 G5 B7"))
    assert whole.discard_pile == [] and whole.observe(0).must_new_pile


def test_ru5_taking_a_one_card_pile_whole_counts_as_taking_the_top():
    state = table(["R1 R2", "B9 B10", "Y1 Y2"], pile="B7")
    state.apply(TakeDiscard(0, whole=True))
    observation = state.observe(0)
    assert observation.drew == rumski.FROM_TOP and not observation.must_new_pile
    state.clone().apply(Knock(0))  # no new pile is forced


def test_ru5_one_draw_per_turn_and_no_play_before_it():
    state = table(["R1 R2 R3", "B9 B10", "Y1 Y2"], pile="R7")
    refused(state, Knock(0), "RU-5")
    refused(state, PlayCommunity(0, melds("R1 R2 R3")), "RU-5")
    refused(state, DrawStock(1), "RU-5")
    state.apply(DrawStock(0))
    refused(state, DrawStock(0), "RU-5")
    refused(state, TakeDiscard(0), "RU-5")


# --- RU-6: opening --------------------------------------------------------------------


def test_ru6_no_touching_the_community_before_opening():
    state = table(["G5 B9", "B10 B11", "Y1 Y2"], community=["R1 R2 R3"], stock_top="R4")
    state.apply(DrawStock(0))
    refused(state, PlayCommunity(0, melds("R1 R2 R3 R4")), "RU-6")
    refused(state, PlayCommunity(0, melds("R1 R2", "R3 R4")), "RU-6")
    state.apply(Knock(0))


def test_ru6_no_rearranging_before_opening_even_without_hand_cards():
    """Splitting R1..R6 in two, or moving a Community wild to another meld, adds no hand
    card but still touches the Community: refused unopened, at staging and at the turn's
    end, and the move generator offers nothing the engine refuses."""
    community = ["R1 R2 R3 R4 R5 R6", "G9 P9 B9 W"]
    split = melds("R1 R2 R3", "R4 R5 R6", "G9 P9 B9 W")
    moved = melds("R1 R2 R3 R4 R5 R6 W", "G9 P9 B9")
    state = table(["G5 B7", "B10 B11", "Y1 Y2"], community=community, stock_top="Y12")
    state.apply(DrawStock(0))
    refused(state, PlayCommunity(0, split), "RU-6")
    refused(state, PlayCommunity(0, moved), "RU-6")
    for proposed in (split, moved):  # staged anyway (as a save or a bug might): the end says no
        obs = dataclasses.replace(state.observe(0), community=proposed)
        assert community_problem(obs).rule == "RU-6"
        assert rumski.end_problem(obs, None).rule == "RU-6"
        assert ending_actions(obs) == []
    for action in rumski.legal_actions(state.observe(0)):
        if isinstance(action, PlayCommunity):
            assert Counter(meld_key(m) for m in action.community) >= Counter(
                meld_key(m) for m in state.community
            ), action
    state.apply(Knock(0))
    assert state.community == melds(*community)


def test_ru6_rearranging_is_free_once_opened_or_after_opening_this_turn():
    community = ["R1 R2 R3 R4 R5 R6", "G9 P9 B9 W"]
    state = table(["G5 B7", "B10 B11", "Y1 Y2"], community=community, opened=[True] * 3)
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3", "R4 R5 R6", "G9 P9 B9 W")))
    state.apply(Knock(0))
    state = table(["G5 P5 B7", "B10 B11", "Y1 Y2"], community=community, stock_top="Y5")
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3", "R4 R5 R6", "G9 P9 B9 W", "G5 P5 Y5")))
    state.apply(Knock(0))
    assert state.opened[0]


def test_ru6_open_from_own_hand_then_play_to_the_community_in_the_same_turn():
    state = table(["G5 P5 B9", "B10 B11", "Y1 Y2"], community=["R1 R2 R3"], stock_top="Y5")
    state.apply(DrawStock(0))  # the card just drawn counts as the hand's
    state.apply(PlayCommunity(0, melds("R1 R2 R3", "G5 P5 Y5")))
    state.apply(PlayCommunity(0, melds("R1 R2 R3", "G5 P5 Y5")))
    state.apply(Knock(0))
    assert state.opened[0]


def test_ru6_opening_and_rearranging_in_one_transaction():
    state = table(["G5 P5 Y5 R4", "B10 B11", "Y1 Y2"], community=["R1 R2 R3"], stock_top="B12")
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3 R4", "G5 P5 Y5")))
    state.apply(Knock(0))
    assert state.community == melds("R1 R2 R3 R4", "G5 P5 Y5")


def test_ru6_a_meld_using_community_cards_does_not_open():
    state = table(["R4 R5 B9", "B10 B11", "Y1 Y2"], community=["R1 R2 R3"], stock_top="B12")
    state.apply(DrawStock(0))
    refused(state, PlayCommunity(0, melds("R1 R2", "R3 R4 R5")), "RU-6")


def test_ru6_opening_starts_afresh_each_round():
    state = table(["R1 R2", "B9 B10", "Y1 Y2"], pile="R3", opened=[True, True, True])
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    state.apply(Knock(0))
    assert state.round_number == 2 and state.opened == [False, False, False]


# --- RU-7: Community play -------------------------------------------------------------

REARRANGE = ["R3 R4 R5 R6 R7 R8", "G7 P7 B7", "G8 P8 B8", "Y6 Y7 Y8 Y9"]


def test_ru7_rearrangement_splits_one_run_and_joins_two_groups_to_place_one_card():
    state = table(["B6 G1", "B10 B11", "Y1 Y2"], community=REARRANGE, opened=[True] * 3)
    state.apply(DrawStock(0))
    for meld in state.community:  # B6 fits no meld as it stands
        assert not rumski.is_meld([*meld, cards("B6")[0]])
    new = melds("R3 R4 R5", "R6 B6 Y6", "G7 P7 B7 R7", "G8 P8 B8 R8", "Y7 Y8 Y9")
    state.apply(PlayCommunity(0, new))
    state.apply(Knock(0))
    assert state.community == new
    assert cards("B6")[0] not in state.hands[0]
    state.check_invariants()


def test_ru7_community_cards_never_return_to_a_hand():
    state = table(["B6 G1", "B10 B11", "Y1 Y2"], community=REARRANGE, opened=[True] * 3)
    state.apply(DrawStock(0))
    error = refused(state, PlayCommunity(0, melds(*REARRANGE[1:])), "RU-7")
    assert "R3" in error.reason
    refused(state, PlayCommunity(0, melds(*REARRANGE, "B10 B11 B12")), "RU-7")  # not mine


def test_ru7_the_turn_cannot_end_with_an_illegal_meld():
    state = table(["B6 G1", "B10 B11", "Y1 Y2"], community=REARRANGE, opened=[True] * 3)
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R3 R4 R5", "R6 B6", "R7 R8", *REARRANGE[1:])))
    refused(state, Knock(0), "RU-7")
    refused(state, Discard(0, cards("G1")[0]), "RU-7")


# --- RU-8: wilds ----------------------------------------------------------------------


def test_ru8_a_freed_wild_must_be_played_back_this_turn():
    state = table(["R5 B9", "B10 B11", "Y1 Y2"], community=["R4 W R6"], opened=[True] * 3)
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R4 R5 R6", "W")))
    refused(state, Knock(0), "RU-8")
    state.apply(PlayCommunity(0, melds("R4 R5 R6 W")))
    state.apply(Knock(0))
    assert state.community == melds("R4 R5 R6 W")


def test_ru8_a_wild_from_the_discard_pile_must_be_played():
    state = table(["R5 R6 B9", "B10 B11", "Y1 Y2"], pile="B2 W", opened=[True] * 3)
    state.apply(TakeDiscard(0))
    refused(state, Knock(0), "RU-8")
    refused(state, Discard(0, cards("B9")[0]), "RU-8")
    state.apply(PlayCommunity(0, melds("R5 R6 W")))
    state.apply(Discard(0, cards("B9")[0]))


def test_ru8_a_dealt_wild_may_stay_in_the_hand_but_is_never_discarded():
    state = table(["W B9", "B10 B11", "Y1 Y2"], pile="G2", stock_top="G3")
    state.apply(DrawStock(0))
    refused(state, Discard(0, rumski.WILD), "RU-8")
    state.apply(Discard(0, cards("G3")[0]))
    assert rumski.WILD in state.hands[0]


def test_ru8_an_unplaceable_wild_from_the_pile_may_be_taken_back():
    state = table(["R5 B9", "B10 B11", "Y1 Y2"], pile="G2 W", stock_top="P1")
    state.apply(TakeDiscard(0))
    observation = state.observe(0)
    assert observation.can_take_back and observation.wilds_to_place == 1
    assert not state.observe(1).can_take_back  # only the seat to act
    state.apply(TakeBack(0))
    assert state.phase == DRAW and state.discard_pile == list(cards("G2 W"))
    assert Counter(state.hands[0]) == Counter(cards("R5 B9"))
    refused(state, TakeDiscard(0), "RU-8")  # not the same wild again
    refused(state, TakeDiscard(0, whole=True), "RU-8")
    state.apply(DrawStock(0))
    state.apply(Knock(0))


def test_ru8_no_take_back_after_anything_else_or_without_a_wild():
    state = table(["R5 R6 B9", "B10 B11", "Y1 Y2"], pile="G2 W", opened=[True] * 3)
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R5 R6 W")))
    refused(state, TakeBack(0), "RU-8")
    plain = table(["R5 B9", "B10 B11", "Y1 Y2"], pile="G2 G3")
    plain.apply(TakeDiscard(0))
    refused(plain, TakeBack(0), "RU-8")


def test_ru8_ru9_taking_the_whole_pile_with_a_wild_at_its_bottom():
    state = table(["G3 G4 B9", "B10 B11", "Y1 Y2"], pile="W R7 P12")
    state.apply(TakeDiscard(0, whole=True))
    observation = state.observe(0)
    assert observation.wilds_to_place == 1 and observation.must_new_pile
    refused(state, Discard(0, cards("B9")[0]), "RU-8")  # the wild is not placed
    state.apply(PlayCommunity(0, melds("G3 G4 W")))  # it opens with it, too
    refused(state, Knock(0), "RU-9")  # a new pile must be started
    state.apply(Discard(0, cards("R7")[0]))  # any card starts it
    assert state.discard_pile == list(cards("R7"))
    assert state.opened[0]


# --- RU-9: ending the turn ------------------------------------------------------------


def test_ru9_a_discard_follows_colour_or_number():
    state = table(["R2 G7 B9", "B10 B11", "Y1 Y2"], pile="R7", stock_top="P1")
    state.apply(DrawStock(0))
    refused(state, Discard(0, cards("B9")[0]), "RU-9")
    refused(state, Discard(0, cards("P1")[0]), "RU-9")
    refused(state, Discard(0, cards("Y1")[0]), "RU-9")  # not in the hand
    state.clone().apply(Discard(0, cards("R2")[0]))  # colour
    state.apply(Discard(0, cards("G7")[0]))  # number
    assert state.discard_pile[-1] == cards("G7")[0]


def test_ru9_anything_follows_a_wild_on_top_or_an_empty_pile():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="W", stock_top="P1")
    state.apply(DrawStock(0))
    state.apply(Discard(0, cards("B9")[0]))
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="", stock_top="P1")
    state.apply(DrawStock(0))
    state.apply(Discard(0, cards("P1")[0]))


def test_ru9_knocking_ends_the_turn_without_a_discard():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="G5", stock_top="P1")
    state.apply(DrawStock(0))
    state.apply(Knock(0))
    assert state.to_act == 1 and len(state.hands[0]) == 3


def test_ru9_the_forced_new_pile_after_taking_the_whole_pile():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="G5 Y7")
    state.apply(TakeDiscard(0, whole=True))
    refused(state, Knock(0), "RU-9")
    state.apply(Discard(0, cards("B9")[0]))  # matches nothing: a new pile takes any card
    assert state.discard_pile == list(cards("B9"))
    assert state.observe(1).discard_pile == cards("B9")


def test_ru9_a_hand_of_only_wilds_knocks_after_taking_the_whole_pile():
    state = table(["G1 G2 W", "B10 B11", "Y1 Y2"], pile="G3 W", opened=[True] * 3)
    state.apply(TakeDiscard(0, whole=True))
    state.apply(PlayCommunity(0, melds("G1 G2 G3 W")))
    assert state.hands[0] == [rumski.WILD]
    state.apply(Knock(0))  # the dealt wild stays; nothing to start a pile with
    assert state.discard_pile == [] and state.to_act == 1


# --- RU-10: the turn is one transaction -----------------------------------------------


def test_ru10_reset_turn_goes_back_to_the_moment_after_the_draw():
    state = table(["B6 G1", "B10 B11", "Y1 Y2"], community=REARRANGE, opened=[True] * 3)
    state.apply(DrawStock(0))
    after_draw = [state.observe(seat) for seat in range(3)]
    state.apply(PlayCommunity(0, melds("R3 R4 R5", "R6 B6", "R7 R8", *REARRANGE[1:])))
    assert state.observe(1).community != after_draw[1].community  # the table is public
    state.apply(ResetTurn(0))
    assert [state.observe(seat) for seat in range(3)] == after_draw
    state.apply(Knock(0))


def test_ru10_staging_may_pass_through_illegal_melds():
    state = table(["R4 G1", "B10 B11", "Y1 Y2"], community=["R1 R2 R3"], opened=[True] * 3)
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R1", "R2 R3")))  # mid-way: fine while staging
    state.apply(PlayCommunity(0, melds("R1 R2 R3 R4")))
    state.apply(Knock(0))
    assert state.community == melds("R1 R2 R3 R4")
    assert state.laid_before[0]


# --- RU-11, RU-14: going out and scoring ----------------------------------------------


def test_ru11_ru14_going_out_by_laying_down_scores_the_other_hands():
    state = table(["R1 R2", "B10 B11 W", "Y1 Y2"], pile="R3")
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    events = state.apply(Knock(0))
    won = next(event for event in events if isinstance(event, RoundWon))
    assert won.seat == 0
    assert won.points == 10 + 10 + 25 + 5 + 5  # RU-14: 10–13 are 10, a wild 25, 1–9 are 5
    assert state.totals == [55, 0, 0]


def test_ru11_going_out_by_the_last_discard():
    state = table(["R1 R2 G9", "B10 B11", "Y1 Y2"], pile="G4", stock_top="R3")
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    events = state.apply(Discard(0, cards("G9")[0]))
    assert any(isinstance(event, RoundWon) and event.seat == 0 for event in events)


# --- RU-12: two seats -----------------------------------------------------------------


def test_ru12_two_seats_no_going_out_on_the_first_lay_down_turn():
    state = table(["R1 R2", "B10 B11 B12"], pile="R3")
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    refused(state, Knock(0), "RU-12")
    state.apply(ResetTurn(0))
    state.apply(Discard(0, cards("R3")[0]))
    state.apply(DrawStock(1))
    state.apply(Knock(1))
    # on a later turn, having laid down on an earlier one, going out is fine
    state = table(["R1 R2 G5 G6 G7", "B10 B11 B12"], pile="P9", stock_top="R3 Y13 P2")
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("G5 G6 G7")))
    state.apply(Discard(0, cards("P2")[0]))
    state.apply(DrawStock(1))
    state.apply(Knock(1))
    state.apply(DrawStock(0))
    state.apply(PlayCommunity(0, melds("G5 G6 G7", "R1 R2 R3")))
    events = state.apply(Knock(0))
    assert any(isinstance(event, RoundWon) and event.seat == 0 for event in events)


def test_ru12_with_three_seats_the_first_lay_down_may_go_out():
    state = table(["R1 R2", "B10 B11 B12", "Y1"], pile="R3")
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    state.apply(Knock(0))
    assert state.totals[0] > 0


# --- RU-13: empty stock ---------------------------------------------------------------


def test_ru13_an_empty_stock_is_rebuilt_from_the_discard_pile():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="G5 G6 G7", stock="")
    refused(state, DrawStock(0), "RU-13")
    refused(state, DrawNothing(0), "RU-13")
    state.apply(Reshuffle(0))
    assert state.discard_pile == [] and len(state.stock) == 2 and len(state.hands[0]) == 3
    assert state.stock_rebuilt
    assert Counter(state.stock) + Counter(state.hands[0]) == Counter(cards("G5 G6 G7 R2 B9"))
    state.apply(Discard(0, cards("R2")[0]))  # anything starts the empty pile


def test_ru13_no_reshuffle_while_the_stock_has_cards():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile="G5 G6")
    refused(state, Reshuffle(0), "RU-13")


def test_ru13_nothing_to_draw_play_then_knock_and_a_dry_circuit_voids_the_round():
    state = table(["R4 B9", "B10 B11", "Y1 Y2"], pile="", stock="", community=["R1 R2 R3"])
    state.opened = [True, False, False]
    dealer, totals = state.dealer, state.totals
    state.apply(DrawNothing(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3 R4")))  # may still play to the Community
    refused(state, Discard(0, cards("B9")[0]), "RU-13")  # then knocks
    state.apply(Knock(0))
    for seat in (1, 2, 0):
        state.apply(DrawNothing(seat))
        assert state.round_number == 1
        events = state.apply(Knock(seat))
    assert any(isinstance(event, RoundVoid) for event in events)
    assert state.round_number == 2 and state.dealer == dealer and state.totals == totals


def test_ru13_stall_guard_three_quiet_circuits_after_a_rebuilt_stock():
    pile = "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11 G12"
    state = table(["R2 B9", "B10 B11", "Y1 Y2"], pile=pile, stock="")
    dealer = state.dealer
    state.apply(Reshuffle(0))
    state.apply(Knock(0))
    for turn in range(1, 9):
        seat = turn % 3
        assert state.round_number == 1
        state.apply(DrawStock(seat))
        events = state.apply(Knock(seat))
    assert any(isinstance(event, RoundVoid) for event in events)
    assert state.round_number == 2 and state.dealer == dealer


def test_ru13_the_stall_guard_counts_its_three_circuits_from_the_rebuild():
    """Eight quiet turns empty the stock; the ninth rebuilds it. Those eight do not count:
    the round goes on until nine quiet turns have passed since the rebuild (issue 17)."""
    state = table(
        ["R2 B9", "B10 B11", "Y1 Y2"],
        pile="G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11 G12",
        stock="P1 P2 P3 P4 P5 P6 P7 P8",
    )
    for turn in range(8):
        state.apply(DrawStock(turn % 3))
        state.apply(Knock(turn % 3))
    assert state.quiet_turns == 8 and not state.stock
    state.apply(Reshuffle(2))
    events = state.apply(Knock(2))  # the turn that rebuilds the stock voids nothing
    for turn in range(9, 17):
        assert state.round_number == 1 and not any(isinstance(e, RoundVoid) for e in events)
        state.apply(DrawStock(turn % 3))
        events = state.apply(Knock(turn % 3))
    assert [event.reason for event in events if isinstance(event, RoundVoid)] == [
        "Three rounds of turns passed with no card played to the Community."
    ]


def test_ru13_the_count_starts_again_at_every_rebuild_and_30_circuits_end_the_round():
    """A five-card pile rebuilt every five turns: the three circuits never pass from any
    rebuild, so only the last resort ends the round, after 30 quiet circuits."""
    state = table(["Y1 Y2 B9", "Y3 Y4 B10", "Y5 B11 P2"], pile="G1 G2 G3 G4 G5", stock="")
    rebuilds = 0
    for turn in range(90):
        assert state.round_number == 1, turn
        seat = turn % 3
        if state.stock:
            state.apply(DrawStock(seat))
        else:
            state.apply(Reshuffle(seat))
            rebuilds += 1
        yellow = min(card for card in state.hands[seat] if card.colour == "Y")
        events = state.apply(Discard(seat, yellow))
    assert rebuilds == 18 and state.round_number == 2
    assert [event.reason for event in events if isinstance(event, RoundVoid)] == [
        "30 rounds of turns passed with no card played to the Community."
    ]


def test_ru13_quiet_turns_before_any_rebuild_do_not_void():
    state = table(["R2 B9", "B10 B11", "Y1 Y2"])
    for turn in range(12):
        state.apply(DrawStock(turn % 3))
        state.apply(Knock(turn % 3))
    assert state.round_number == 1


# --- RU-15: target and game end -------------------------------------------------------


def test_ru15_default_target_is_100_per_seat_and_adjustable_from_100():
    assert rumski.new_game(3, 1).target == 300
    assert rumski.new_game(5, 1).target == 500
    assert rumski.new_game(3, 1, {"target": 150}).target == 150
    with pytest.raises(ValueError):
        rumski.new_game(3, 1, {"target": 50})


def test_ru15_reaching_the_target_ends_the_game():
    state = table(["R1 R2", "B10 B11", "Y1 Y2"], pile="R3")
    state._totals = [290, 295, 0]
    state.apply(TakeDiscard(0))
    state.apply(PlayCommunity(0, melds("R1 R2 R3")))
    events = state.apply(Knock(0))
    assert isinstance(events[-1], rumski.GameWon)
    assert state.is_over and state.to_act is None and state.winners() == [0]
    assert state.totals == [320, 295, 0]
    assert state.observe(1).phase == rumski.OVER
    refused(state, DrawStock(1), "RU-15")


# --- observations and the surface -----------------------------------------------------


def test_observation_shows_own_hand_and_counts_only():
    state = table(["R1 R2", "B10 B11 B12", "Y1"], pile="G4 G5", stock_top="P7")
    state.apply(DrawStock(0))
    mine, theirs = state.observe(0), state.observe(1)
    assert Counter(mine.hand) == Counter(cards("R1 R2 P7")) and mine.phase == PLAY
    assert theirs.hand == cards("B10 B11 B12") and theirs.hand_counts == (3, 3, 1)
    assert theirs.discard_pile == cards("G4 G5") and theirs.stock_count == len(state.stock)
    assert theirs.drew == rumski.FROM_STOCK


def test_legal_actions_are_all_accepted_and_include_the_endings():
    state = table(["R1 R2 R3 B9", "B10 B11", "Y1 Y2"], pile="B7", stock_top="G8")
    draws = rumski.legal_actions(state.observe(0))
    assert set(draws) == {DrawStock(0), TakeDiscard(0)}
    assert rumski.legal_actions(state.observe(1)) == []
    state.apply(DrawStock(0))
    legal = rumski.legal_actions(state.observe(0))
    assert PlayCommunity(0, melds("R1 R2 R3")) in legal
    assert Knock(0) in legal and Discard(0, cards("B9")[0]) in legal
    assert Discard(0, cards("G8")[0]) not in legal
    for action in legal:
        state.clone().apply(action)


# --- RU-16: best play, as the package offers it ---------------------------------------


def test_ru16_max_playable_counts_what_the_rearranged_community_can_take():
    community = [card for meld in melds(*REARRANGE) for card in meld]
    assert rumski.max_playable(community, cards("B6 G1")) == 1
    arrangement = rumski.best_placement(community, cards("B6 G1"))
    assert all(rumski.is_meld(list(meld)) for meld in arrangement)
    assert Counter(c for m in arrangement for c in m) == Counter(community) + Counter(cards("B6"))
