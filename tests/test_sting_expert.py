"""Sting's room of the expert (`game.bots.sting.expert`, issue 19 item 3): what it
searches and how it values a rollout. Strength is measured by the simulator
(docs/bots-sting.md), not here."""

from __future__ import annotations

from game.bots import make_bot
from game.bots.seeds import bot_seed
from game.bots.sting.expert import WIN_POINTS, StingRoom
from game.rules import load


def finished_game(seed: int = 5, rounds: int = 1):
    """A seeded two-seat game of `rounds` rounds played to its end by hard bots."""
    state = load("sting").new_game(2, seed, {"rounds": rounds})
    bots = [make_bot("sting", "hard", seat, bot_seed(seed, seat)) for seat in range(2)]
    while not state.is_over:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    return state


def test_at_the_games_end_a_narrow_win_is_worth_more_than_a_good_round_that_loses():
    """ST-11: in the last round only the win counts. Ahead by 5 before it, losing the
    round by 3 still wins the game; winning it by 8 from 10 behind does not."""
    room = StingRoom(0, 1)
    over = finished_game()
    assert over.is_over
    narrow_win = room.value([40, 45], [43, 45], over, 0)  # 3 points worse, but lowest
    big_loss = room.value([55, 45], [55, 53], over, 0)  # 8 points better, still behind
    assert narrow_win > big_loss
    assert narrow_win - big_loss > WIN_POINTS / 2
    shared = room.value([40, 40], [45, 45], over, 0)  # equal lowest totals share the win
    assert shared > big_loss


def test_before_the_games_end_a_round_is_valued_by_its_points():
    """A rollout that ends an earlier round is worth its points against the other seats'
    mean, whoever leads."""
    room = StingRoom(0, 1)
    state = load("sting").new_game(2, 5, {"rounds": 5})
    assert not state.is_over
    assert room.value([40, 45], [43, 45], state, 0) == -3.0
    assert room.value([55, 45], [55, 53], state, 0) == 8.0


def test_a_play_is_searched_against_ending_the_turn_unless_it_goes_out():
    """ST-5: playing is optional. Where the hard bot would lay a meld, the expert also
    weighs discarding now (the hard bot's discard), but never instead of a meld that
    empties the hand (ST-9)."""
    from game.rules.sting.actions import Discard, LayMeld
    from game.rules.sting.plays import sting_card

    seen_stop = seen_out = 0
    for seed in range(1, 40):
        state = load("sting").new_game(2, seed, {"rounds": 1})
        bots = [make_bot("sting", "hard", seat, bot_seed(seed, seat)) for seat in range(2)]
        while not state.is_over:
            seat = state.to_act
            o = state.observe(seat)
            move = bots[seat].choose(o)
            if isinstance(move, LayMeld) and not move.from_discard:
                options = [action for action, _ in StingRoom(seat, seed).candidates(o)]
                assert options[0] == move
                stops = [action for action in options if isinstance(action, Discard)]
                if len(move.cards) == len(o.hand):
                    assert stops == []
                    seen_out += 1
                else:
                    hand = [sting_card(card) for card in o.hand]
                    assert stops == [bots[seat]._discard(o, hand)]
                    seen_stop += 1
            state.apply(move)
    assert seen_stop and seen_out
