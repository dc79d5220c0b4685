"""Scripted Crowns tests, one or more per rule (CR-1 .. CR-15): fixed hands, act, assert."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import crowns
from game.rules.cards import new_rng
from game.rules.crowns import (
    Discard,
    Draw,
    GoOut,
    best_arrangement,
    card_value,
    is_meld,
    min_deadwood,
    new_game,
    parse_cards,
)
from game.rules.crowns.engine import TURN_CAP_PER_SEAT
from game.rules.engine import IllegalAction


def cards(text: str) -> list[crowns.CrownsCard]:
    return parse_cards(text)


def card(text: str) -> crowns.CrownsCard:
    return parse_cards(text)[0]


def rigged(
    hands: list[str], discard: str = "9S", stock_top: str = "", hand_number: int = 1, dealer=None
) -> crowns.CrownsState:
    """A game whose current hand is dealt as given: `stock_top` is drawn first (left first)."""
    seats = len(hands)
    dealer = seats - 1 if dealer is None else dealer
    state = new_game(seats, seed=5, options={"first_dealer": dealer})
    state.hand_number = hand_number
    remaining = Counter(state.deck)
    state.hands = [cards(text) for text in hands]
    state.discard_pile = cards(discard)
    top = cards(stock_top)
    for part in [*state.hands, state.discard_pile, top]:
        remaining.subtract(part)
    assert min(remaining.values()) >= 0, "rigged more copies than the packs hold"
    rest = sorted(remaining.elements(), key=crowns.sort_key)
    new_rng(1).shuffle(rest)
    state.stock = rest + list(reversed(top))
    state._to_act = (dealer + 1) % seats
    state.check_invariants()
    return state


def go_out(state: crowns.CrownsState, discard: str) -> list:
    seat = state.to_act
    hand = list(state.hands[seat])
    hand.remove(card(discard))
    melds, leftover = best_arrangement(hand, state.wild_rank)
    assert not leftover
    return state.apply(GoOut(seat, melds, card(discard)))


def refused(state: crowns.CrownsState, action, rule: str) -> None:
    """The action raises IllegalAction for `rule` and leaves the state exactly as it was."""
    before = state.clone()
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert error.value.rule == rule, error.value
    assert error.value.reason
    assert state == before


# CR-1 ---------------------------------------------------------------------------------


def test_cr1_two_packs_hold_116_cards_with_six_jokers():
    two = crowns.deck(2)
    assert len(two) == 116
    counts = Counter(two)
    assert counts[crowns.JOKER_CARD] == 6
    assert len(counts) == 5 * 11 + 1
    assert all(count == 2 for c, count in counts.items() if c != crowns.JOKER_CARD)
    assert {c.suit for c in two if not c.face} == set("CDHSX")
    assert {c.rank for c in two if not c.face} == set(range(3, 14))


def test_cr1_cr4_eight_seats_play_with_four_packs():
    state = new_game(8, seed=1)
    assert len(state.deck) == 232
    state.check_invariants()
    assert len(new_game(7, seed=1).deck) == 116


# CR-2 ---------------------------------------------------------------------------------


def test_cr2_notation_round_trips_and_is_case_insensitive():
    parsed = parse_cards("3c 10X qh Ks w, jd")
    assert [str(c) for c in parsed] == ["3C", "10X", "QH", "KS", "W", "JD"]
    for c in crowns.deck(2):
        assert parse_cards(str(c)) == [c]


@pytest.mark.parametrize("bad", ["TC", "2C", "14D", "3Z", "Q", "10", "03C"])
def test_cr2_bad_tokens_are_refused_by_name(bad):
    with pytest.raises(ValueError, match=bad):
        parse_cards(f"3C {bad} QH")


# CR-3 ---------------------------------------------------------------------------------


def test_cr3_values_faces_jokers_and_the_wild_rank():
    assert card_value(card("3C"), 7) == 3
    assert card_value(card("10X"), 7) == 10
    assert [card_value(c, 3) for c in cards("JH QH KH")] == [11, 12, 13]
    assert card_value(card("W"), 7) == 50
    assert card_value(card("7D"), 7) == 20  # wild rank overrides its face
    assert card_value(card("KD"), 13) == 20
    assert crowns.is_wild(card("W"), 5) and crowns.is_wild(card("5S"), 5)
    assert not crowns.is_wild(card("6S"), 5)


# CR-4 ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [0, 15])
def test_cr4_seat_counts_outside_1_to_14_are_refused(seats):
    with pytest.raises(ValueError):
        new_game(seats, seed=1)


def test_cr4_solo_hand_scores_the_turns_taken():
    state = rigged(["3C 4C 8H"], discard="9S", stock_top="KD 5C")
    state.apply(Draw(0, "stock"))
    state.apply(Discard(0, card("KD")))
    state.apply(Draw(0, "stock"))  # 5C: 3C 4C 5C is a run
    events = go_out(state, "8H")
    ended = next(e for e in events if isinstance(e, crowns.HandEnded))
    assert ended.scores == (2,)
    assert state.hand_number == 2 and state.to_act == 0


# CR-5 ---------------------------------------------------------------------------------


def test_cr5_eleven_hands_deal_three_to_thirteen_cards_and_rotate_the_wild_rank():
    from game.bots.crowns import make_bot

    state = new_game(2, seed=3)
    dealt = [state.opening_events[0]]
    bots = [make_bot("medium", seat, seat) for seat in range(2)]
    while not state.is_over:
        events = state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
        dealt += [e for e in events if isinstance(e, crowns.HandDealt)]
    assert [e.hand_number for e in dealt] == list(range(1, 12))
    assert [e.hand_size for e in dealt] == list(range(3, 14))
    assert [e.wild_rank for e in dealt] == list(range(3, 14))


def test_cr5_jokers_are_wild_in_every_hand_and_the_wild_rank_moves():
    for wild_rank in range(3, 14):
        assert is_meld(cards("W 6C 6D"), wild_rank)
        wild = crowns.CrownsCard("H", wild_rank)
        assert is_meld([wild, *cards("8S 10S")], wild_rank)  # it stands for 9S
    assert not is_meld(cards("5H 8S 10S"), 4)


# CR-6 ---------------------------------------------------------------------------------


def test_cr6_deal_one_at_a_time_from_the_dealers_left():
    state = new_game(3, seed=11, options={"first_dealer": 1})
    rng = new_rng(11)
    shuffled = list(crowns.deck(2))
    rng.shuffle(shuffled)
    expected = [[], [], []]
    for step in range(9):
        expected[(1 + 1 + step) % 3].append(shuffled.pop())
    assert state.hands == expected
    assert state.discard_pile == [shuffled.pop()]
    assert state.stock == shuffled
    assert state.dealer == 1 and state.to_act == 2


def test_cr6_first_dealer_drawn_from_the_seed_and_the_deal_passes_left():
    dealers = {new_game(4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = rigged(["3C 4C 5C", "6D 8H 10S"], discard="9S", stock_top="KD", dealer=0)
    state.apply(Draw(1, "stock"))
    state.apply(Discard(1, card("KD")))
    state.apply(Draw(0, "stock"))
    go_out(state, str(state.hands[0][-1]))
    state.apply(Draw(1, "stock"))
    events = state.apply(Discard(1, state.hands[1][-1]))
    dealt = next(e for e in events if isinstance(e, crowns.HandDealt))
    assert dealt.dealer == 1 and state.to_act == 0
    assert state.observe(0).stock_count == 116 - 2 * 4 - 1


def test_cr6_play_passes_left_and_out_of_turn_is_refused():
    state = rigged(["3C 4C 8H", "6D 8D 10S", "JS QS 5H"], dealer=2)
    assert state.to_act == 0
    refused(state, Draw(1, "stock"), "CR-6")
    state.apply(Draw(0, "stock"))
    state.apply(Discard(0, card("8H")))
    assert state.to_act == 1


# CR-7 ---------------------------------------------------------------------------------


def test_cr7_draw_takes_the_top_of_the_stock_or_of_the_pile():
    state = rigged(["3C 4C 8H", "6D 8D 10S"], discard="7H 9S", stock_top="KD")
    events = state.apply(Draw(0, "stock"))
    assert events == [crowns.Drew(0, "stock", card("KD"))]
    state.apply(Discard(0, card("KD")))
    state.apply(Draw(1, "discard"))
    assert state.hands[1][-1] == card("KD")
    assert state.discard_pile == cards("7H 9S")


def test_cr7_discarding_before_drawing_or_an_unknown_source_is_refused():
    state = rigged(["3C 4C 8H", "6D 8D 10S"])
    refused(state, Discard(0, card("8H")), "CR-7")
    refused(state, Draw(0, "table"), "CR-7")


# CR-8 ---------------------------------------------------------------------------------


def test_cr8_the_turn_ends_with_exactly_one_discard_wilds_included():
    state = rigged(["3C 4C W", "6D 8D 10S"], stock_top="KD")
    state.apply(Draw(0, "stock"))
    refused(state, Draw(0, "stock"), "CR-8")
    events = state.apply(Discard(0, card("W")))
    assert events == [crowns.Discarded(0, card("W"))]
    assert state.discard_pile[-1] == card("W") and state.to_act == 1
    assert state.phase == "draw"


def test_cr8_a_card_not_held_cannot_be_discarded():
    state = rigged(["3C 4C 8H", "6D 8D 10S"], stock_top="KD")
    state.apply(Draw(0, "stock"))
    refused(state, Discard(0, card("QS")), "CR-8")


def test_cr8_the_card_just_taken_from_the_pile_cannot_go_straight_back():
    state = rigged(["3C 4C 8H", "6D 8D 10S"], discard="5C")
    state.apply(Draw(0, "discard"))
    refused(state, Discard(0, card("5C")), "CR-8")
    observation = state.observe(0)
    assert observation.taken_from_discard == card("5C")
    assert Discard(0, card("5C")) not in crowns.legal_actions(observation)
    state.apply(Discard(0, card("8H")))


# CR-9 ---------------------------------------------------------------------------------


def test_cr9_nothing_is_laid_before_going_out():
    state = rigged(["3C 4C 5C 8H", "6D 8D 10S QH"], stock_top="KD", hand_number=2)
    state.apply(Draw(0, "stock"))
    actions = crowns.legal_actions(state.observe(0))
    assert {type(a) for a in actions} == {Discard}  # no laying a meld on its own
    refused(state, GoOut(0, (tuple(cards("3C 4C 5C")),), card("KD")), "CR-11")
    state.apply(Discard(0, card("KD")))
    assert state.observe(1).laid == ((), ())


# CR-10 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,wild_rank,meld",
    [
        ("KH KH KS", 3, True),  # book, repeats allowed
        ("7C 7D 7H 7S 7X 7C", 3, True),
        ("3C 4C 5C", 9, True),
        ("JX QX KX", 3, True),
        ("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", 12, True),  # QC stands as itself
        ("QC KC 3C", 5, False),  # no wrap-around
        ("3C 4C 5D", 9, False),
        ("3C 4C", 9, False),
        ("4C W 6C", 9, True),
        ("W 9D 9H", 7, True),
        ("W W 8S", 3, True),
        ("W W W", 3, True),  # only wilds: legal (ruling)
        ("5S 5S 5S", 5, True),
        ("4C 5C 5C", 9, False),
        ("4C W W W 8C", 3, True),
        ("4C W W W 9C", 3, False),  # 4..9 needs four wilds
        ("3C 5C 8C W", 4, False),
        ("3D 4D W W W W W W W W W W", 5, False),  # 12 cards cannot be a run
        ("3D 4D W W W W W W W W W", 5, True),
        ("3D W W W W W W W W W W W", 5, True),  # a book has no upper limit
    ],
)
def test_cr10_books_and_runs(text, wild_rank, meld):
    assert is_meld(cards(text), wild_rank) is meld


# CR-11 --------------------------------------------------------------------------------


def test_cr11_going_out_lays_all_but_one_and_scores_zero():
    state = rigged(["3C 4C 5C", "6D 8D 10S"], stock_top="KD")
    state.apply(Draw(0, "stock"))
    events = go_out(state, "KD")
    assert isinstance(events[0], crowns.WentOut)
    assert state.went_out == 0 and state.to_act == 1
    assert state.discard_pile[-1] == card("KD")
    state.apply(Draw(1, "stock"))
    events = state.apply(Discard(1, state.hands[1][-1]))
    ended = next(e for e in events if isinstance(e, crowns.HandEnded))
    assert ended.scores[0] == 0


def test_cr11_going_out_is_a_choice_and_the_discard_may_be_meldable():
    state = rigged(["3C 4C 5C", "6D 8D 10S"], stock_top="6C")
    state.apply(Draw(0, "stock"))
    actions = crowns.legal_actions(state.observe(0))
    assert any(isinstance(a, GoOut) for a in actions)
    assert Discard(0, card("6C")) in actions
    go_out(state, "3C")  # 3C could have been melded: still a legal going-out discard
    assert state.laid[0] == [tuple(cards("4C 5C 6C"))]


def test_cr11_going_out_needs_all_but_one_in_legal_melds():
    state = rigged(["3C 4C 5C", "6D 8D 10S"], stock_top="KD", hand_number=1)
    state.apply(Draw(0, "stock"))
    refused(state, GoOut(0, (tuple(cards("3C 4C")),), card("KD")), "CR-11")
    refused(state, GoOut(0, (tuple(cards("3C 4C KD")),), card("5C")), "CR-10")
    refused(state, GoOut(0, (tuple(cards("3C 4C 5C")),), card("QS")), "CR-8")


# CR-12 --------------------------------------------------------------------------------


def test_cr12_every_other_seat_gets_one_final_turn_in_order_and_lays_its_best():
    state = rigged(
        ["JS QS 8H", "3C 4C 5C", "6D 6H 9S"], discard="7X", stock_top="KD 6S 10X", dealer=0
    )
    state.apply(Draw(1, "stock"))  # KD
    go_out(state, "KD")
    assert state.to_act == 2 and state.observe(2).final_turn
    state.apply(Draw(2, "stock"))  # 6S: 6D 6H 6S book
    refused(state, GoOut(2, (tuple(cards("6D 6H 6S")),), card("9S")), "CR-12")
    events = state.apply(Discard(2, card("9S")))
    laid = events[0]
    assert isinstance(laid, crowns.FinalLaid)
    assert laid.leftover == () and sorted(map(str, laid.melds[0])) == ["6D", "6H", "6S"]
    assert state.to_act == 0
    state.apply(Draw(0, "stock"))  # 10X
    events = state.apply(Discard(0, card("10X")))
    ended = next(e for e in events if isinstance(e, crowns.HandEnded))
    assert ended.scores == (11 + 12 + 8, 0, 0)  # JS QS 8H left; seat 2 melded all: 0
    assert ended.totals == ended.scores


# CR-13 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,wild_rank,least",
    [
        ("3C 4C 5C", 9, 0),
        ("3C 4C 6C", 9, 13),
        ("3C 4C 6C 9H", 9, 0),  # 9H is wild: it fills the 5C
        ("KH KS QD", 3, 38),
        ("W", 3, 50),
        ("W 7D", 3, 57),  # one wild and one card: no meld, the wild counts too
        ("W 7D 7H", 3, 0),
        ("5C 5C 5D 6C 7C", 9, 10),  # run 5C 6C 7C beats the book of 5s
        ("5C 5C 5D 6C 7C 7D 7H", 9, 6),  # two books beat the run: only 6C is left
        ("", 3, 0),
    ],
)
def test_cr13_min_deadwood_examples(text, wild_rank, least):
    hand = cards(text)
    assert min_deadwood(hand, wild_rank) == least
    melds, leftover = best_arrangement(hand, wild_rank)
    assert all(is_meld(meld, wild_rank) for meld in melds)
    assert crowns.cards_value(leftover, wild_rank) == least


# CR-14 --------------------------------------------------------------------------------


def test_cr14_empty_stock_is_rebuilt_from_all_discards_but_the_top():
    state = rigged(["3C 4C 8H", "6D 8D 10S"], discard="7H 9S QD")
    state.discard_pile = state.stock[:-1] + state.discard_pile
    state.stock = state.stock[-1:]
    state.check_invariants()
    state.apply(Draw(0, "stock"))
    state.apply(Discard(0, state.hands[0][-1]))
    pile = list(state.discard_pile)
    events = state.apply(Draw(1, "stock"))
    assert isinstance(events[0], crowns.StockRebuilt)
    assert state.discard_pile == pile[-1:]
    assert Counter(state.stock) + Counter([state.hands[1][-1]]) == Counter(pile[:-1])
    assert state.rebuilds == 1
    state.check_invariants()


def test_cr14a_stall_guard_ends_the_hand_when_the_stock_runs_dry_a_third_time():
    state = rigged(["3C 4C 8H", "6D 8D 10S"], discard="7H")
    state.discard_pile = state.stock + state.discard_pile
    state.stock = []
    state.rebuilds = 2
    state.check_invariants()
    events = state.apply(Draw(0, "stock"))
    ended = events[0]
    assert isinstance(ended, crowns.HandEnded) and ended.stalled
    assert ended.scores == (20 + 4 + 8, 6 + 8 + 10)  # 3C is wild (20) but makes no meld
    assert state.hand_number == 2


def test_cr14a_last_resort_200_draws_a_seat_end_the_hand_as_a_stall():
    """CR-14a ruling (last resort): seats that only trade the discard pile never empty the
    stock; once every seat has drawn 200 times with no one gone out, the next draw ends
    the hand instead, scored like a stall."""
    state = rigged(["3C 4C 8H", "6D 8D 10S"], discard="7H")
    state.turn = TURN_CAP_PER_SEAT * 2 - 1
    state.apply(Draw(0, "discard"))  # draw 400 of the hand: still played
    state.apply(Discard(0, card("8H")))
    events = state.apply(Draw(1, "discard"))
    ended = events[0]
    assert isinstance(ended, crowns.HandEnded) and ended.stalled and state.hand_number == 2
    assert ended.scores == (20 + 4 + 7, 6 + 8 + 10)


def test_cr14a_during_final_turns_the_stock_is_always_rebuilt():
    state = rigged(["3C 4C 5C", "6D 8D 10S"], stock_top="7H")
    state.apply(Draw(0, "stock"))
    go_out(state, "7H")
    state.discard_pile = state.stock + state.discard_pile
    state.stock = []
    state.rebuilds = 2
    state.check_invariants()
    events = state.apply(Draw(1, "stock"))
    assert isinstance(events[0], crowns.StockRebuilt) and state.rebuilds == 3


# CR-15 --------------------------------------------------------------------------------


def test_cr15_after_hand_eleven_the_lowest_total_wins_and_ties_share():
    hand = "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 3D 4D"
    state = rigged([hand, "3H 4H 5H 6H 7H 8H 9H 10H JH QH 5S 3S 4S"], hand_number=11)
    state.totals = [40, 10]
    state.apply(Draw(0, "stock"))
    drawn = str(state.hands[0][-1])
    rest = list(state.hands[0])
    rest.remove(card(drawn))
    if min_deadwood(rest, 13) != 0:  # the drawn card spoils nothing: throw it
        pytest.fail("rigged hand should go out")
    events = go_out(state, drawn)
    assert state.to_act == 1
    state.apply(Draw(1, "stock"))
    events = state.apply(Discard(1, state.hands[1][-1]))
    over = events[-1]
    assert isinstance(over, crowns.GameOver)
    assert state.is_over and state.to_act is None and state.phase == "over"
    score = min_deadwood(state.hands[1], 13)
    assert state.totals == [40, 10 + score]
    expected = [0] if score > 30 else [1] if score < 30 else [0, 1]
    assert list(over.winners) == expected == state.winners()
    refused(state, Draw(0, "stock"), "CR-15")


def test_cr15_equal_totals_share_the_win():
    state = rigged(["3C 4C 5C", "3D 4D 5D", "6H 7H 8H"])
    state.phase = "over"
    state.totals = [7, 9, 7]
    assert state.winners() == [0, 2]


# Illegal actions leave no trace --------------------------------------------------------


def test_illegal_actions_of_every_kind_leave_the_state_exactly_as_it_was():
    state = rigged(["3C 4C 5C", "6D 8D 10S"], discard="5D", stock_top="KD")
    refused(state, Draw(0, "pile"), "CR-7")
    refused(state, GoOut(0, (), card("3C")), "CR-7")
    state.apply(Draw(0, "discard"))
    refused(state, Discard(0, card("5D")), "CR-8")
    refused(state, Discard(1, card("6D")), "CR-6")
    refused(state, GoOut(0, (tuple(cards("3C 4C 5C")),), card("5D")), "CR-8")
    refused(state, GoOut(0, (tuple(cards("3C 4C 5D")),), card("5C")), "CR-10")
    refused(state, Draw(0, "stock"), "CR-8")
