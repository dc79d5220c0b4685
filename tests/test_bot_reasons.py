"""Issue 10 "Why?": a bot's reason says why it made its move, not only what it did.

Every reason is "what — why" (`game.bots.words.because`). Seeded games of each game
at each level but random check that every decision's reason has that shape, that
the why is more than the move's own words, and that it changes with the situation
(computed from the decision, not one fixed phrase per kind of move); a few set-up
positions check that the why tells the facts the bot decided on.
"""

import re
from collections import defaultdict
from functools import cache

import pytest

from game.bots import make_bot
from game.bots.words import WHY
from game.rules import crowns, rumski, sting
from game.rules.engine import IllegalAction
from game.text import reason_words

GAMES = {"crowns": crowns, "sting": sting, "rumski": rumski}
LEVELS = ("easy", "medium", "hard")
DECISIONS = 240  # per game played: enough for every common kind of move to come up
SAME_KIND = 6  # a kind of move seen this often must have been explained more than one way


@cache
def decisions(game: str, level: str, seeds=(3, 8), seats: int = 3):
    """(observation, action, reason) of every bot decision in seeded games."""
    module = GAMES[game]
    made = []
    for seed in seeds:
        state = module.new_game(seats, seed, {})
        bots = [make_bot(game, level, seat, seed + seat) for seat in range(seats)]
        for _ in range(DECISIONS):
            if state.is_over:
                break
            seat = state.to_act
            observation = state.observe(seat)
            action = bots[seat].choose(observation)
            try:
                state.apply(action)
            except IllegalAction as refused:
                raise AssertionError(f"{game} {level}: {action} refused") from refused
            made.append((observation, action, bots[seat].reason))
    return tuple(made)


def words(text: str) -> set[str]:
    return {word.strip(",.:;!()").lower() for word in text.split()} - {""}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_reason_says_why_after_a_dash(game, level):
    whys = defaultdict(list)
    for _observation, action, reason in decisions(game, level):
        kind = type(action).__name__
        assert reason.count(WHY) == 1, f"{game} {level} {kind}: no 'what — why': {reason!r}"
        what, why = reason.split(WHY)
        assert what.strip() and len(why.split()) >= 4, f"{game} {level}: {reason!r}"
        assert words(why) - words(what), f"{game} {level}: the why only repeats: {reason!r}"
        # The same move ("drew from the stock", "took", "discarded") in many situations.
        whys[what.split(" the ")[0]].append(why)
    assert whys, f"{game} {level}: no decisions"
    for move, said in whys.items():
        if len(said) >= SAME_KIND:
            assert len(set(said)) > 1, f"{game} {level} {move!r}: always {said[0]!r}"


@pytest.mark.parametrize("game", GAMES)
def test_reasons_read_right_with_the_players_names(game):
    """The table puts names where a reason says "seat 2" (`reason_words`): every seat
    is named, and "you" never gets a verb meant for another player ("you is")."""
    names = ["You", "Bo", "Cy"]
    for level in LEVELS:
        for _observation, _action, reason in decisions(game, level):
            shown = reason_words(reason, names=names)
            assert not re.search(r"\bseat \d", shown), shown
            assert not re.search(r"\byou (is|has|holds|plays|was|goes)\b", shown), shown


def test_st5a_a_medium_meld_goes_to_the_lowest_total_and_says_so():
    """The medium bot lays its melds before the leader; the why names that seat and its
    total, which is the lowest of the opponents' (or level with it)."""
    laid = 0
    for observation, action, reason in decisions("sting", "medium", seeds=(3, 8, 13)):
        if not isinstance(action, sting.LayMeld):
            continue
        laid += 1
        why = reason.split(WHY)[1]
        totals = [observation.totals[s] for s in range(observation.seats) if s != action.seat]
        target_total = observation.totals[action.to_seat]
        assert target_total == min(totals), reason
        assert f"seat {action.to_seat}" in why and f" {target_total}" in why, reason
    assert laid, "no meld was laid"


def test_cr13_a_medium_discard_says_the_deadwood_it_leaves():
    """The number in a medium Crowns discard's why is the least deadwood the hand can
    keep after throwing that card (CR-13)."""
    checked = 0
    for observation, action, reason in decisions("crowns", "medium"):
        if not isinstance(action, crowns.Discard) or observation.final_turn:
            continue
        rest = list(observation.hand)
        rest.remove(action.card)
        deadwood = crowns.min_deadwood(rest, observation.wild_rank)
        if deadwood:
            assert f"({deadwood})" in reason or f"leaves {deadwood} in" in reason, reason
            checked += 1
    assert checked


def crowns_turn(hand: str, wild_rank: int, phase: str, pile: str):
    """Seat 0 of two holding `hand` in the hand whose wild rank is `wild_rank`."""
    cards = tuple(crowns.parse_cards(hand))
    return crowns.CrownsObservation(
        seat=0,
        to_act=0,
        phase=phase,
        hand=cards,
        discard_pile=tuple(crowns.parse_cards(pile)),
        stock_count=40,
        hand_counts=(len(cards), wild_rank),
        laid=((), ()),
        totals=(0, 0),
        hand_number=wild_rank - 2,
        wild_rank=wild_rank,
        dealer=1,
        went_out=None,
        final_turn=False,
        taken_from_discard=None,
        seats=2,
    )


def test_cr11_going_out_says_which_melds_the_hand_makes():
    observation = crowns_turn("8C 8H 8S 3H 4H 5H KS", 6, "discard", "9D")
    bot = make_bot("crowns", "medium", 0, 1)
    action = bot.choose(observation)
    assert isinstance(action, crowns.GoOut) and action.discard == crowns.parse_card("KS")
    what, why = bot.reason.split(WHY)
    assert what == "went out, discarding the king of spades"
    assert "a book of 8s" in why and "a run of hearts" in why


def test_cr7_an_easy_stock_draw_says_what_the_pile_card_goes_with():
    """The easy bot takes only a wild from the pile; its why says what the pile's card
    would have gone with, so the two hands below are told apart."""
    alone = crowns_turn("3C 5D QS KH", 4, "draw", "9H")
    paired = crowns_turn("3C 9C QS KH", 4, "draw", "9H")
    whys = []
    for observation in (alone, paired):
        bot = make_bot("crowns", "easy", 0, 1)
        assert bot.choose(observation) == crowns.Draw(0, "stock")
        whys.append(bot.reason.split(WHY)[1])
    assert whys[0] == "the 9 of hearts on the pile goes with nothing in the hand"
    assert "the 9 of clubs" in whys[1]


def test_ru9_a_hard_rumski_discard_says_how_likely_the_next_hand_follows():
    """The hard bot gives the card the next hand can least follow (RU-9); when that
    decided it, the why names the next seat and what would follow the card."""
    told = 0
    for observation, action, reason in decisions("rumski", "hard"):
        why = reason.split(WHY)[1]
        if isinstance(action, rumski.Discard) and "% of the time" in why:
            following = (action.seat + 1) % observation.seats
            assert why.startswith(f"seat {following}'s "), reason
            assert f"{action.card.number} to follow it" in why, reason
            told += 1
    assert told, "no hard discard was told by the next hand's chance to follow"
