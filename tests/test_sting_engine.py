"""Sting's engine, rule by rule (ST-1 … ST-14), on stacked hands.

`stacked()` deals fixed hands, discard pile, draw pile and table melds, with every
other card of the deck under the draw pile, so a scripted turn plays out exactly.
"""

from collections import Counter

import pytest

from game.rules import sting
from game.rules.engine import IllegalAction
from game.rules.sting import (
    NO_MELD,
    AcceptPass,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    PassAPile,
    Substitute,
    TakeItBack,
    legal_actions,
    new_game,
    parse_cards,
)
from game.rules.sting.deck import full_deck
from game.rules.sting.melds import layout_in_order
from game.rules.sting.plays import DRAW, PLAY, TAKE_BACK, TableMeld


def cards(text):
    return tuple(parse_cards(text))


def card(text):
    (one,) = parse_cards(text)
    return one


def stacked(
    hands,
    *,
    discard="",
    draw="",
    melds=(),
    turn=0,
    phase=PLAY,
    options=None,
    rest_to="draw",
):
    """A game with `hands` (one text per seat), `discard` (bottom to top), `draw`
    (top card first), `melds` ((owner, cards in table order) pairs, ids 0, 1, …), and
    `turn`'s player in `phase`. The deck's other cards lie under the draw pile (or,
    with rest_to="discard", under the discard pile)."""
    seats = len(hands)
    given = {"first_dealer": (turn - 1) % seats, **(options or {})}
    state = new_game(seats, 1, given)
    pool = Counter(full_deck(state.options["beginners"]))

    def take(text):
        taken = list(parse_cards(text)) if text else []
        for one in taken:
            pool[one] -= 1
            assert pool[one] >= 0, f"the deck has no more {one}"
        return taken

    state.hands = [take(text) for text in hands]
    state.melds = {}
    for meld_id, (owner, text) in enumerate(melds):
        layout = layout_in_order(take(text))
        assert layout is not None, text
        state.melds[meld_id] = TableMeld(meld_id, owner, layout)
    state.next_meld_id = len(melds)
    discard_pile = take(discard)
    draw_top = take(draw)
    rest = sorted(pool.elements())
    if rest_to == "draw":
        state.draw_pile = rest + draw_top[::-1]
        state.discard_pile = discard_pile
    else:
        state.draw_pile = draw_top[::-1]
        state.discard_pile = rest + discard_pile
    state.turn = turn
    state.phase = phase
    state.drawn = 1 if phase == PLAY else 0
    state.check_invariants()
    return state


def refused(state, action, rule):
    """`action` is refused naming `rule`, and the state is exactly as before."""
    before = state.clone()
    with pytest.raises(IllegalAction) as refusal:
        state.apply(action)
    assert refusal.value.rule == rule, refusal.value
    assert refusal.value.reason.endswith((".", "!"))
    assert state == before
    return refusal.value


def melds_of(state, seat):
    return [meld for meld in state.melds.values() if meld.owner == seat]


# --- ST-1, ST-2: the deck -------------------------------------------------------------


def test_st1_a_game_holds_the_104_cards_once_each():
    state = new_game(4, 3)
    everything = Counter(state.draw_pile + state.discard_pile + sum(state.hands, []))
    assert everything == Counter(full_deck())
    assert sum(everything.values()) == 104


def test_st1_beginners_play_with_the_80_numbered_cards_only():
    state = new_game(3, 3, {"beginners": True})
    everything = state.draw_pile + state.discard_pile + sum(state.hands, [])
    assert len(everything) == 80
    assert all(not one.face for one in everything)
    state.check_invariants()


def test_st2_actions_accept_plain_cards_as_their_notation():
    from game.rules.cards import Card

    state = stacked(["R1 R2 R3 B9", "G1 G2"])
    state.apply(LayMeld(0, (Card("R", 1), Card("R", 2), Card("R", 3)), 1))
    assert melds_of(state, 1)[0].cards == cards("R1 R2 R3")


# --- ST-3: the deal -------------------------------------------------------------------


def test_st3_deal_ten_each_left_of_the_dealer_starts_and_the_deal_passes_left():
    state = new_game(4, 11, {"first_dealer": 2})
    assert [len(hand) for hand in state.hands] == [10, 10, 10, 10]
    assert state.dealer == 2 and state.turn == 3 and state.to_act == 3
    assert state.phase == DRAW
    top = state.discard_pile[-1]
    assert not top.face, "the discard pile starts with a numbered card"
    assert len(state.draw_pile) == 104 - 40 - 1
    state._end_round(out=(), stalled=True)
    assert state.dealer == 3 and state.turn == 0 and state.round == 2


def test_st3_the_first_dealer_comes_from_the_seed():
    dealers = {new_game(5, seed).dealer for seed in range(40)}
    assert dealers == set(range(5))
    assert new_game(5, 7).dealer == new_game(5, 7).dealer


def test_st3_a_special_card_turned_up_goes_to_the_bottom_of_the_draw_pile():
    for seed in range(200):
        state = new_game(2, seed)
        dealt = state.opening_events[0]
        if dealt.set_aside:
            break
    else:
        pytest.fail("no seed turned up a special card")
    assert all(one.face for one in dealt.set_aside)
    assert not dealt.turned_up.face and state.discard_pile == [dealt.turned_up]
    bottom = state.draw_pile[: len(dealt.set_aside)]
    assert bottom == list(dealt.set_aside)[::-1]


# --- ST-4: draw 1 or 2 ----------------------------------------------------------------


def test_st4_the_turn_begins_with_an_announced_draw_of_one_or_two():
    state = stacked(["R1 R2", "G1 G2"], draw="B5 B6 B7", phase=DRAW)
    refused(state, Discard(0, card("R1")), "ST-4")
    refused(state, Draw(0, 3), "ST-4")
    refused(state, Draw(1, 1), "ST-5")
    events = state.apply(Draw(0, 2))
    assert events[0] == sting.Drew(0, 2, 2)
    assert state.hands[0] == list(cards("R1 R2 B5 B6"))
    assert state.phase == PLAY and state.drawn == 2
    refused(state, Draw(0, 1), "ST-4")


# --- ST-5a: lay melds in front of an opponent -----------------------------------------


def test_st5a_melds_go_in_front_of_an_opponent_never_oneself():
    state = stacked(["R1 R2 R3 G5 B5 Y5 Y9", "G1 G2", "B1 B2"])
    refused(state, LayMeld(0, cards("R1 R2 R3"), 0), "ST-5a")
    refused(state, LayMeld(0, cards("R1 R2 R3"), 3), "ST-5a")
    state.apply(LayMeld(0, cards("R1 R2 R3"), 1))
    state.apply(LayMeld(0, cards("G5 B5 Y5"), 2))
    assert [m.cards for m in melds_of(state, 1)] == [cards("R1 R2 R3")]
    assert [m.cards for m in melds_of(state, 2)] == [cards("B5 G5 Y5")]  # RBGY order
    assert state.hands[0] == [card("Y9")]


def test_st5a_the_player_chooses_what_an_unforced_wild_stands_for():
    state = stacked(["R2 R3 W B2 B3 W2 Y9", "G1 G2"])
    state.apply(LayMeld(0, cards("R2 R3 W"), 1, wilds_as=cards("R4")))
    assert state.melds[0].layout.represents == cards("R2 R3 R4")
    state.apply(LayMeld(0, cards("W2 B2 B3"), 1, wilds_as=cards("B1")))
    assert state.melds[1].cards == cards("W2 B2 B3")
    assert state.melds[1].layout.represents == cards("B1 B2 B3")


def test_st5a_a_wild_can_not_stand_for_an_impossible_card():
    state = stacked(["R2 R3 W Y9", "G1 G2"])
    refused(state, LayMeld(0, cards("R2 R3 W"), 1, wilds_as=cards("R7")), "ST-5a")


def test_st5a_you_lay_only_cards_you_hold():
    state = stacked(["R2 R3 Y9", "G1 G2"])
    refused(state, LayMeld(0, cards("R2 R3 R4"), 1), "ST-5")


def test_st7_and_st8_a_meld_that_breaks_the_meld_rules_is_refused():
    state = stacked(["R1 R2 B3 W W2 G4 PP Y9", "G1 G2"])
    assert refused(state, LayMeld(0, cards("R1 R2 B3"), 1), "ST-7")
    refused(state, LayMeld(0, cards("R1 W W2"), 1), "ST-8")
    refused(state, LayMeld(0, cards("R1 R2 PP"), 1), "ST-8")
    refused(state, LayMeld(0, cards("R1 R2"), 1), "ST-7")


# --- ST-5b: add to any meld -----------------------------------------------------------


def test_st5b_add_to_any_meld_including_one_in_front_of_you():
    state = stacked(
        ["R4 B7 Y9", "G1 G2", "B1 B2"],
        melds=[(0, "R1 R2 R3"), (2, "B5 B6 W")],
    )
    state.apply(AddToMeld(0, 0, cards("R4")))
    assert state.melds[0].cards == cards("R1 R2 R3 R4")
    refused(state, AddToMeld(0, 1, cards("B7")), "ST-5b")  # the W is B7: it keeps its place
    refused(state, AddToMeld(0, 1, cards("Y9")), "ST-7")
    refused(state, AddToMeld(0, 9, cards("Y9")), "ST-5b")


# --- ST-5c: the discard pile ----------------------------------------------------------


def test_st5c_a_discard_pile_chain_of_two_cards():
    state = stacked(["R3 R4 Y9", "G1 G2"], discard="B9 R6 R5")
    events = state.apply(LayMeld(0, cards("R3 R4 R5"), 1, from_discard=True))
    assert events[0].from_discard == card("R5")
    assert state.discard_pile[-1] == card("R6")
    state.apply(AddToMeld(0, 0, cards("R6"), from_discard=True))
    assert state.melds[0].cards == cards("R3 R4 R5 R6")
    assert state.discard_pile[-1] == card("B9")
    refused(state, AddToMeld(0, 0, cards("B9"), from_discard=True), "ST-7")
    assert state.hands[0] == [card("Y9")]


def test_st5c_only_the_top_card_and_never_pp_or_tb():
    state = stacked(["R3 R4 G7 G8 Y9", "G1 G2"], discard="R5 G6")
    refused(state, LayMeld(0, cards("R3 R4 R5"), 1, from_discard=True), "ST-5c")
    state = stacked(["PP R3 R4 Y9", "G1 G2"], discard="R5 PP")
    refused(state, LayMeld(0, cards("R3 R4 PP"), 1, from_discard=True), "ST-5c")
    state = stacked(["R3 R4 Y9", "G1 G2"], discard="R5 TB", melds=[(1, "G5 G6 G7")])
    refused(state, AddToMeld(0, 0, cards("TB"), from_discard=True), "ST-5c")


def test_st5c_a_taken_card_must_be_played_in_the_same_action():
    # One new meld holds at most one discard card: the second card down is not "taken".
    state = stacked(["R3 Y9", "G1 G2"], discard="R4 R5")
    refused(state, LayMeld(0, cards("R3 R4 R5"), 1, from_discard=True), "ST-5")


# --- ST-5d: substitution --------------------------------------------------------------


def test_st5d_substitution_in_a_run_places_the_freed_wild_at_once():
    state = stacked(
        ["R3 Y9 B8", "G1 G2", "B1 B2"],
        melds=[(1, "R1 R2 W2"), (2, "Y6 Y7 Y8")],
    )
    events = state.apply(Substitute(0, 0, 2, card("R3"), to_meld=1, wilds_as=cards("Y5")))
    assert state.melds[0].cards == cards("R1 R2 R3")
    assert state.melds[1].cards == cards("W2 Y6 Y7 Y8")
    assert isinstance(events[0], sting.Substituted) and events[0].freed == card("W2")
    assert isinstance(events[1], sting.MeldExtended)
    assert card("W2") not in state.hands[0]
    assert state.hands[0] == list(cards("Y9 B8"))


def test_st5d_substitution_in_a_set_for_any_colour_the_set_lacks():
    state = stacked(
        ["Y5 G5 B7 B8 Y9", "G1 G2", "B1 B2"],
        melds=[(2, "R5 G5 W")],
    )
    refused(state, Substitute(0, 0, 2, card("G5"), to_seat=1, cards=cards("B7 B8")), "ST-5d")
    state.apply(Substitute(0, 0, 2, card("Y5"), to_seat=1, cards=cards("B7 B8")))
    assert state.melds[0].cards == cards("R5 G5 Y5")
    new = state.melds[1]
    assert new.owner == 1 and sorted(map(str, new.cards)) == ["B7", "B8", "W"]
    assert state.hands[0] == list(cards("G5 Y9"))


def test_st5d_the_freed_wild_may_go_back_onto_the_same_meld():
    state = stacked(["R3 Y9", "G1 G2"], melds=[(1, "R1 R2 W")])
    state.apply(Substitute(0, 0, 2, card("R3"), to_meld=0))
    assert state.melds[0].cards == cards("R1 R2 R3 W")


def test_st5d_wrong_card_super_sting_and_nowhere_to_place_are_refused():
    state = stacked(
        ["R4 R3 B5 Y9", "G1 G2"],
        melds=[(1, "R1 R2 W"), (1, "B3 B4 WS"), (1, "R7 G7 W2 W3")],
    )
    refused(state, Substitute(0, 0, 2, card("R4"), to_meld=0), "ST-5d")
    refused(state, Substitute(0, 1, 2, card("B5"), to_meld=0), "ST-5d")
    refused(state, Substitute(0, 0, 0, card("R1"), to_meld=0), "ST-5d")
    # the freed W can't go where it breaks the wild limits
    refused(state, Substitute(0, 0, 2, card("R3"), to_meld=2), "ST-8")
    refused(state, Substitute(0, 0, 2, card("R3"), to_seat=1, cards=cards("Y9")), "ST-7")


# --- ST-5e, ST-5f: Pass-A-Pile and Take-It-Back ---------------------------------------


def test_st5e_pass_a_pile_moves_a_meld_and_asks_the_receiver():
    state = stacked(["PP Y9", "G1 G2", "B1 B2"], melds=[(0, "R1 R2 R3")])
    events = state.apply(PassAPile(0, 0, 2))
    assert events == [sting.PilePassed(0, 0, 0, 2, card("PP"))]
    assert state.melds[0].owner == 2 and state.discard_pile[-1] == card("PP")
    assert state.phase == TAKE_BACK and state.to_act == 2
    # the receiver is asked even without a TB, and can only accept
    assert legal_actions(state.observe(2)) == [AcceptPass(2)]
    refused(state, Discard(0, card("Y9")), "ST-5f")
    refused(state, TakeItBack(2), "ST-5f")
    state.apply(AcceptPass(2))
    assert state.phase == PLAY and state.to_act == 0


def test_st5e_a_super_sting_meld_is_refused_for_pass_a_pile():
    state = stacked(["PP Y9", "G1 G2"], melds=[(0, "R1 R2 WS"), (1, "B1 B2 B3")])
    refused(state, PassAPile(0, 0, 1), "ST-5e")
    refused(state, PassAPile(0, 1, 1), "ST-5e")  # not in front of seat 0
    state = stacked(["Y8 Y9", "G1 G2"], melds=[(0, "R1 R2 R3")])
    refused(state, PassAPile(0, 0, 1), "ST-5e")  # no PP held


def test_st5f_take_it_back_bounces_three_passes():
    state = stacked(["PP TB Y9", "TB G2 G3", "B1 B2"], melds=[(0, "R1 R2 R3")])
    state.apply(PassAPile(0, 0, 1))  # pass 1: 0 -> 1
    assert state.to_act == 1
    state.apply(TakeItBack(1))  # pass 2: 1 -> 0, out of turn
    assert state.melds[0].owner == 0 and state.to_act == 0 and state.phase == TAKE_BACK
    refused(state, PassAPile(0, 0, 1), "ST-5f")
    state.apply(TakeItBack(0))  # pass 3: 0 -> 1
    assert state.melds[0].owner == 1 and state.to_act == 1
    assert state.pending.exchanges == 3
    assert legal_actions(state.observe(1)) == [AcceptPass(1)]  # no TB left
    state.apply(AcceptPass(1))
    assert state.melds[0].owner == 1 and state.to_act == 0 and state.phase == PLAY
    assert state.discard_pile[-3:] == list(cards("PP TB TB"))
    state.check_invariants()


def test_st5f_take_it_back_answers_only_a_pass():
    state = stacked(["R1 R2 R3 Y9", "TB G2 G3"])
    state.apply(LayMeld(0, cards("R1 R2 R3"), 1))
    refused(state, TakeItBack(1), "ST-5")
    refused(state, TakeItBack(0), "ST-5f")


def test_st5e_a_meld_sent_back_can_not_be_passed_again_to_who_returned_it():
    state = stacked(["PP PP Y9", "TB G2 G3", "B1 B2"], melds=[(0, "R1 R2 R3")])
    state.apply(PassAPile(0, 0, 1))
    state.apply(TakeItBack(1))
    state.apply(AcceptPass(0))
    refused(state, PassAPile(0, 0, 1), "ST-5e")
    state.apply(PassAPile(0, 0, 2))  # to another player it may go
    assert state.melds[0].owner == 2


def test_st5f_a_hand_emptied_by_take_it_back_goes_out_after_the_exchange():
    state = stacked(["PP Y9", "TB", "B1 B2"], melds=[(0, "R1 R2 R3")])
    state.apply(PassAPile(0, 0, 1))
    state.apply(TakeItBack(1))
    assert state.round == 1 and state.to_act == 0  # the exchange is not over yet
    events = state.apply(AcceptPass(0))
    scored = next(e for e in events if isinstance(e, sting.RoundScored))
    assert scored.out == (1,) and scored.scores[1] == 0
    assert scored.scores[0] == 3 + 1  # the meld, and Y9 in the hand
    assert state.round == 2


def test_st5f_a_hand_emptied_by_pass_a_pile_goes_out_once_the_exchange_is_over():
    state = stacked(["PP", "TB G2 G3", "B1 B2"], melds=[(0, "R1 R2 R3")])
    state.apply(PassAPile(0, 0, 1))
    assert state.round == 1 and state.to_act == 1
    state.apply(TakeItBack(1))
    events = state.apply(AcceptPass(0))
    scored = next(e for e in events if isinstance(e, sting.RoundScored))
    assert scored.out == (0,)
    assert scored.scores == (0, 2, 2)


def test_st5f_ruling_two_hands_emptied_in_one_exchange_both_go_out():
    state = stacked(["PP", "TB", "B1 B2"], melds=[(0, "R1 R2 R3")])
    state.apply(PassAPile(0, 0, 1))
    state.apply(TakeItBack(1))
    events = state.apply(AcceptPass(0))
    scored = next(e for e in events if isinstance(e, sting.RoundScored))
    assert scored.out == (0, 1) and scored.scores == (0, 0, 2)


# --- ST-6, ST-9: discard, going out ---------------------------------------------------


def test_st6_the_discard_ends_the_turn_and_play_passes_left():
    state = stacked(["R1 Y9", "G1 G2", "B1 B2"], draw="B5")
    events = state.apply(Discard(0, card("Y9")))
    assert events == [sting.Discarded(0, card("Y9")), sting.TurnBegan(1)]
    assert state.discard_pile[-1] == card("Y9")
    assert state.turn == 1 and state.phase == DRAW and state.to_act == 1


def test_st6_st9_going_out_without_a_discard():
    state = stacked(["R1 R2 R3", "G1 G2 W2", "B1 B2 B3 B4"], melds=[(0, "Y1 Y2 Y3")])
    events = state.apply(LayMeld(0, cards("R1 R2 R3"), 1))
    assert sting.WentOut(0) in events
    scored = next(e for e in events if isinstance(e, sting.RoundScored))
    assert scored.out == (0,)
    # seat 0 scores 0 even with a meld in front of it
    assert scored.scores == (0, 3 + 2 + 10, 4)
    assert state.totals == [0, 15, 4] and state.round == 2


def test_st9_going_out_with_a_discard():
    state = stacked(["Y9", "G1 G2", "B1 B2"])
    events = state.apply(Discard(0, card("Y9")))
    assert sting.WentOut(0) in events
    assert state.round_scores[-1] == (0, 2, 2)


# --- ST-10: scoring -------------------------------------------------------------------


def test_st10_a_meld_with_a_double_and_a_triple_sting_scores_six_times():
    state = stacked(
        ["Y9", "G1", "B1"],
        melds=[(1, "R1 W2 R3 W3 R5"), (2, "G5 B5 W")],
    )
    state.apply(Discard(0, card("Y9")))
    assert state.round_scores[-1] == (0, 5 * 6 + 1, 3 + 1)


def test_st10_ruling_each_further_double_or_triple_sting_multiplies_again():
    state = stacked(
        ["Y9", "G1", "B1"],
        melds=[(1, "R1 W2 R3 R4 W2 R6"), (2, "G3 W2 G5 W3 G7 W3 G9")],
    )
    state.apply(Discard(0, card("Y9")))
    assert state.round_scores[-1] == (0, 6 * 2 * 2 + 1, 7 * 2 * 3 * 3 + 1)


def test_st10_cards_left_in_the_hand():
    state = stacked(["Y9", "R7 W W2 W3 WS PP TB", "B1"])
    state.apply(Discard(0, card("Y9")))
    assert state.round_scores[-1] == (0, 1 + 5 + 10 + 15 + 5 + 1 + 1, 1)


def test_st10_numeric_scoring_counts_numbers_in_melds_and_hands():
    state = stacked(
        ["Y9", "R7 W", "B1"],
        melds=[(1, "G4 W2 G6"), (2, "B8 R8 Y8 W3")],
        options={"numeric": True},
    )
    state.apply(Discard(0, card("Y9")))
    assert state.round_scores[-1] == (0, (4 + 1 + 6) * 2 + 7 + 5, (8 * 3 + 1) * 3 + 1)


# --- ST-11: game end ------------------------------------------------------------------


def test_st11_the_game_ends_after_the_chosen_rounds_and_lowest_total_wins():
    state = stacked(["Y9", "G1 G2", "B1"], options={"rounds": 1})
    events = state.apply(Discard(0, card("Y9")))
    assert state.is_over and state.to_act is None
    assert events[-1] == sting.GameOver((0,), (0, 2, 1))
    assert state.winners() == [0]
    refused(state, Draw(1, 1), "ST-11")


def test_st11_equal_totals_share_the_win():
    state = stacked(["Y9", "G1", "B1"], options={"rounds": 1})
    state._totals = [6, 4, 4]
    state.apply(Discard(0, card("Y9")))
    assert state.winners() == [1, 2]


def test_st11_playing_to_a_target_score():
    state = stacked(["Y9", "G1 G2", "B1"], options={"target": 30, "rounds": 1})
    state._totals = [10, 27, 0]
    state.apply(Discard(0, card("Y9")))
    assert not state.is_over and state.round == 2  # 29: below the target
    state = stacked(["Y9", "G1 G2 G3", "B1"], options={"target": 30})
    state._totals = [10, 27, 0]
    state.apply(Discard(0, card("Y9")))
    assert state.is_over and state.totals == [10, 30, 1] and state.winners() == [2]


# --- ST-12, ST-13: stall guard and rebuilding the draw pile ---------------------------


def test_st13_an_empty_draw_pile_is_rebuilt_from_the_discard_pile():
    state = stacked(["R1", "G1 G2"], discard="B9", phase=DRAW, rest_to="discard")
    assert state.draw_pile == []
    size = len(state.discard_pile)
    events = state.apply(Draw(0, 2))
    rebuilt, drew = events
    assert drew == sting.Drew(0, 2, 2)
    assert isinstance(rebuilt, sting.PileRebuilt) and rebuilt.cards == size - 1
    assert not rebuilt.turned_up.face and state.discard_pile == [rebuilt.turned_up]
    assert len(state.hands[0]) == 3 and len(state.draw_pile) == size - 3
    assert state.rebuilt
    state.check_invariants()


def test_st13_with_too_few_cards_the_player_draws_what_there_is():
    state = stacked(["R1", "G1 G2"], draw="B4", discard="B9", phase=DRAW)
    state.draw_pile = state.draw_pile[-1:]  # only B4 left to draw …
    state.discard_pile = []  # … and nothing to rebuild from
    rest = Counter(full_deck()) - Counter(state.hands[0] + state.hands[1] + state.draw_pile)
    state.hands[1] += sorted(rest.elements())  # keep every card somewhere
    state.check_invariants()
    events = state.apply(Draw(0, 2))
    assert events == [sting.Drew(0, 2, 1)]
    assert state.hands[0] == list(cards("R1 B4")) and state.phase == PLAY


def test_st12_three_quiet_circuits_after_a_rebuild_end_the_round_with_no_one_out():
    seats = 2
    state = stacked(["R1 R2 R3 R4 R9 B1 B2 B3", "G1 G3 G5 G7 G9 Y1 Y3 Y5"], phase=DRAW)
    state.rebuilt = True
    turns = 0
    while state.round == 1:
        seat = state.to_act
        state.apply(Draw(seat, 1))
        state.apply(Discard(seat, state.hands[seat][-1]))
        turns += 1
    assert turns == sting.STALL_CIRCUITS * seats
    scored = state.round_scores[-1]
    assert all(score > 0 for score in scored)


def test_st12_a_card_played_to_the_table_restarts_the_count():
    state = stacked(["R1 R2 R3 Y8 Y9", "G1 G3 G5"], phase=PLAY)
    state.rebuilt = True
    state.quiet_turns = 5
    state.apply(LayMeld(0, cards("R1 R2 R3"), 1))
    state.apply(Discard(0, card("Y9")))
    assert state.quiet_turns == 0 and state.round == 1
    state.apply(Draw(1, 1))
    state.apply(Discard(1, card("G1")))
    assert state.quiet_turns == 1


def test_st12_the_count_starts_only_once_the_draw_pile_is_rebuilt():
    state = stacked(["R1 R3 R5 R7", "G1 G3 G5 G7"], phase=DRAW)
    for _ in range(sting.STALL_CIRCUITS * 2 + 2):
        seat = state.to_act
        state.apply(Draw(seat, 1))
        state.apply(Discard(seat, state.hands[seat][-1]))
    assert state.round == 1 and state.quiet_turns == 0 and not state.rebuilt


# --- ST-14: options -------------------------------------------------------------------


def test_st14_no_substitution_option():
    state = stacked(["R3 Y9", "G1 G2"], melds=[(1, "R1 R2 W")], options={"no_substitution": True})
    refused(state, Substitute(0, 0, 2, card("R3"), to_meld=0), "ST-14")
    assert not any(isinstance(a, Substitute) for a in legal_actions(state.observe(0)))


def test_st14_seven_card_deal():
    state = new_game(6, 5, {"deal": 7})
    assert [len(hand) for hand in state.hands] == [7] * 6


def test_st14_open_hands_shows_every_hand():
    state = new_game(3, 5, {"open_hands": True})
    seen = state.observe(0)
    assert seen.hands == tuple(tuple(hand) for hand in state.hands)
    assert new_game(3, 5).observe(0).hands is None


def test_st14_first_dealer_and_bad_options_are_checked():
    assert new_game(3, 5, {"first_dealer": 1}).dealer == 1
    with pytest.raises(ValueError):
        new_game(3, 5, {"first_dealer": 4})
    with pytest.raises(ValueError):
        new_game(3, 5, {"deal": 8})
    with pytest.raises(ValueError):
        new_game(7, 5)


# --- The contract ---------------------------------------------------------------------


def test_observation_hides_other_hands_and_the_draw_pile():
    state = new_game(3, 9)
    seen = state.observe(1)
    assert seen.hand == tuple(state.hands[1])
    assert seen.hand_counts == (10, 10, 10) and seen.draw_count == len(state.draw_pile)
    assert seen.hands is None
    assert seen.top_discard == state.discard_pile[-1] and seen.opponents == (2, 0)
    assert seen.melds_in_front(0) == []


def test_clone_is_equal_and_independent():
    state = stacked(["R1 R2 R3 Y9", "G1 G2"])
    twin = state.clone()
    assert twin == state
    twin.apply(LayMeld(0, cards("R1 R2 R3"), 1))
    assert twin != state and not state.melds


def test_every_generated_action_is_legal_on_a_busy_table():
    state = stacked(
        ["R3 R4 R5 W W2 B2 B5 G5 PP Y7 Y9", "G1 G2", "B1 B2"],
        melds=[(0, "R6 R7 R8"), (1, "B1 W3 B3"), (2, "Y4 Y5 Y6")],
        discard="R9 R2",
    )
    actions = legal_actions(state.observe(0))
    kinds = {type(action).__name__ for action in actions}
    assert kinds == {"Discard", "PassAPile", "LayMeld", "AddToMeld", "Substitute"}
    for action in actions:
        state.clone().apply(action)
    taken = [a for a in actions if isinstance(a, LayMeld) and a.from_discard]
    assert LayMeld(0, cards("R2 R3 R4"), 1, True, ()) in taken
    freed = [a for a in actions if isinstance(a, Substitute)]
    assert any(a.to_meld == NO_MELD for a in freed) and any(a.to_meld == 0 for a in freed)


def test_st2_a_card_that_is_not_a_sting_card_is_refused():
    from game.rules.cards import Card
    from game.rules.engine import Action

    state = stacked(["R1 R2 R3 Y9", "G1 G2"])
    refused(state, Discard(0, Card("S", 12)), "ST-2")
    refused(state, LayMeld(0, (Card(),), 1), "ST-2")
    refused(state, Action(0), "ST-5")
