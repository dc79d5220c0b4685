"""The expert level (issue 19, item 3): a search over the seat's Observation only.

Fast, small versions: every game's expert plays short games legally with a fixed, small
number of worlds (no clock), a worlds budget is met exactly and a seconds budget stops
the search (counted on a fake clock, never timed), the sampled worlds match the
Observation, and the decision does not change when the cards the seat cannot see are
dealt anew. How strong it is, and how long it thinks, is measured by the simulator and
`tools.bench --only bots` (docs/bots.md).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import count

import pytest

from game.bots import LEVELS, make_bot
from game.bots.search import Budget, ExpertBot, budget_from_env, search
from game.bots.seeds import bot_seed
from game.rules import load
from game.rules.engine import shuffle_hidden

GAMES = ["crowns", "sting", "rumski"]
SHORT = {"crowns": {}, "sting": {"rounds": 1}, "rumski": {"target": 100}}
HORIZON = {"crowns": 3, "sting": 1, "rumski": 1}  # hands (Crowns) or rounds played


def room_of(game: str, seat: int, seed: int):
    module = __import__(f"game.bots.{game}.expert", fromlist=["make_expert"])
    return module.make_expert(seat, seed, Budget(worlds=2)).room


def episode(game: str, state) -> int:
    return room_of(game, 0, 0).episode(state)


def positions(game: str, seed: int, levels=("hard", "medium"), limit: int = 200):
    """States of a seeded game between moves, played by `levels` bots."""
    module = load(game)
    state = module.new_game(len(levels), seed, SHORT[game])
    bots = [make_bot(game, level, seat, bot_seed(seed, seat)) for seat, level in enumerate(levels)]
    for _ in range(limit):
        if state.is_over:
            return
        yield state
        seat = state.to_act
        state.apply(bots[seat].choose(state.observe(seat)))


def test_expert_is_a_level_of_every_game():
    assert "expert" in LEVELS
    for game in GAMES:
        bot = make_bot(game, "expert", 0, 1)
        assert isinstance(bot, ExpertBot) and bot.level == "expert"


@pytest.mark.parametrize("game", GAMES)
def test_the_expert_plays_short_games_legally(game):
    """An illegal choice raises in `apply`; the expert sits in each chair."""
    module = load(game)
    for seed, expert_seat in ((3, 0), (4, 1)):
        state = module.new_game(2, seed, SHORT[game])
        bots = [make_bot(game, "medium", seat, bot_seed(seed, seat)) for seat in range(2)]
        bots[expert_seat] = make_bot(game, "expert", expert_seat, bot_seed(seed, expert_seat))
        bots[expert_seat].budget = Budget(worlds=2)
        searched = 0
        while not state.is_over and episode(game, state) <= HORIZON[game]:
            seat = state.to_act
            action = bots[seat].choose(state.observe(seat))
            assert bots[seat].reason
            state.apply(action)
            searched += seat == expert_seat and bots[seat].last is not None
        assert searched, "the expert never searched a decision"


@pytest.mark.parametrize("game", GAMES)
def test_sampled_worlds_look_like_the_observation(game):
    """Every world the room samples shows the seat exactly its Observation, and its
    hidden cards are exactly the cards the seat cannot see."""
    rng = random.Random(5)
    for number, state in enumerate(positions(game, 11)):
        if number % 7:
            continue
        seat = state.to_act
        observation = state.observe(seat)
        world = room_of(game, seat, 1).world(observation, rng)
        assert world.observe(seat) == observation
        hidden = Counter(card for pile in world.hidden_from(seat) for card in pile)
        assert hidden == Counter(card for pile in state.hidden_from(seat) for card in pile)


@pytest.mark.parametrize("game", GAMES)
def test_a_worlds_budget_is_met_exactly_and_a_seconds_budget_stops(game):
    for state in positions(game, 12):
        observation = state.observe(state.to_act)
        room = room_of(game, state.to_act, 1)
        options = room.candidates(observation)
        if len(options) > 1:
            break
    actions = [action for action, _ in options]
    found = search(room, observation, actions, random.Random(1), Budget(worlds=3))
    assert found.worlds == 3 and found.rollouts == 3 * len(actions)
    ticks = count()  # a clock that moves one second each time it is read
    found = search(
        room, observation, actions, random.Random(1), Budget(seconds=5), lambda: next(ticks)
    )
    assert 1 <= found.worlds <= 5 and found.rollouts <= 5 * len(actions)


@pytest.mark.parametrize("game", GAMES)
def test_the_decision_does_not_depend_on_cards_the_seat_cannot_see(game):
    """The same seed decides the same whether the hidden cards lie as dealt or are
    dealt anew among the same piles: the expert reads nothing but its Observation."""
    rng = random.Random(9)
    checked = 0
    for number, state in enumerate(positions(game, 13)):
        if number % 5:
            continue
        seat = state.to_act
        twin = shuffle_hidden(state, seat, rng)
        choices = []
        for position in (state, twin):
            bot = make_bot(game, "expert", seat, 77)
            bot.budget = Budget(worlds=2)
            choices.append((bot.choose(position.observe(seat)), bot.reason))
        assert choices[0] == choices[1]
        checked += 1
    assert checked


def test_the_budget_comes_from_the_environment_or_is_one_second():
    assert budget_from_env({}) == Budget(seconds=1.0)
    assert budget_from_env({"WILDMELD_EXPERT_WORLDS": "8"}) == Budget(worlds=8)
    assert budget_from_env({"WILDMELD_EXPERT_SECONDS": "0.2"}) == Budget(seconds=0.2)
    with pytest.raises(ValueError, match="WILDMELD_EXPERT_WORLDS"):
        budget_from_env({"WILDMELD_EXPERT_WORLDS": "lots"})


def test_the_hard_choice_stands_unless_another_is_surely_better():
    """World by world differences decide: a better mean that noise could explain keeps
    the hard bot's choice (candidate 0)."""
    from game.bots.search import Searched

    assert Searched([[0.0, 1.0], [0.0, -1.0], [0.0, 2.0]]).best() == 0
    assert Searched([[0.0, 5.0], [0.0, 6.0], [0.0, 5.0]]).best() == 1
    assert Searched([[3.0, 0.0], [2.0, 0.0]]).best() == 0


def test_a_candidate_surely_worse_than_the_leader_is_dropped_but_never_the_hard_choice():
    """After `FIRST_DROP` worlds, a candidate the leader beats world by world by more than
    `DROP` standard errors is played no more; the hard bot's choice (candidate 0) always
    stays, and a search where only it is left is settled."""
    from game.bots.search import FIRST_DROP, Searched

    noise = [0.1 * ((world * 7) % 5 - 2) for world in range(FIRST_DROP)]
    rows = [[5.0 + e, 0.0 - e, 4.9 + 20 * e, -9.0 + e] for e in noise]  # 0 leads; 1, 3 far
    assert Searched(rows[:-1]).dropped() == []  # too few worlds yet
    found = Searched(rows)
    assert found.dropped() == [1, 3] and not found.settled()  # 2 is close to the leader
    rows = [[e, 8.0 + e, 0.5 - e] for e in noise]  # 1 leads: 0 stays, 2 goes
    assert Searched(rows).dropped() == [2]
    found = Searched([[1.0 + e, -5.0 - e] for e in noise], stopped={1})
    assert found.alive() == [0] and found.settled() and found.best() == 0


def test_a_search_stops_early_once_only_the_hard_choice_is_left():
    """A decision the worlds settle (every other candidate dropped) spends no more of its
    budget, and stays deterministic: the same seed stops at the same world."""
    for state in positions("crowns", 12, limit=400):
        observation = state.observe(state.to_act)
        room = room_of("crowns", state.to_act, 1)
        actions = [action for action, _ in room.candidates(observation)]
        if len(actions) < 2:
            continue
        found = search(room, observation, actions, random.Random(1), Budget(worlds=400))
        if found.worlds < 400:
            assert found.settled() and found.best() == 0
            assert found.rollouts < 400 * len(actions)
            again = search(room, observation, actions, random.Random(1), Budget(worlds=400))
            assert again.outcomes == found.outcomes
            return
    pytest.fail("no Crowns decision settled before 400 worlds")


def test_a_save_naming_an_expert_seat_loads():
    """Issue 19, item 5: saves and replays that name the expert level load."""
    from game.store.codec import SavedGame, Seat, decode_game, encode_game

    saved = SavedGame("crowns", 7, (Seat("You"), Seat("Ana", "bot", "expert")))
    loaded = decode_game(encode_game(saved))
    assert loaded.seats[1].level == "expert" and loaded.seats[1].seat_type == "bot:expert"


def test_crowns_worlds_keep_what_others_took_from_the_pile_in_their_hands():
    """A card an opponent took from the discard pile and has not thrown since is in its
    hand in every world the expert samples (it is in the true hand too)."""
    rng = random.Random(3)
    checked = 0
    for state in positions("crowns", 21, limit=400):
        seat = state.to_act
        observation = state.observe(seat)
        other = 1 - seat
        held = Counter(observation.taken[other]) - Counter(observation.discarded[other])
        if not held or observation.went_out is not None:
            continue
        world = room_of("crowns", seat, 1).world(observation, rng)
        assert not held - Counter(world.hands[other])
        checked += 1
    assert checked


def test_rumski_expert_tells_its_hard_bot_the_pile_it_left_after_a_knock():
    """The hard bot behind the Rumski expert learns what opponents took from the pile by
    comparing it with the pile its seat left; when the expert knocks where the hard bot
    would have discarded, that pile has no discard on top (else an opponent's discard
    would read as taking the card never thrown)."""
    from game.bots.rumski.expert import RumskiRoom
    from game.rules.rumski import DrawStock, Knock
    from game.rules.rumski.legal import ending_actions

    for state in positions("rumski", 31, limit=600):
        seat = state.to_act
        observation = state.observe(seat)
        endings = ending_actions(observation) if observation.phase == "play" else []
        if Knock(seat) not in endings or observation.staged:
            continue
        room = RumskiRoom(seat, 1)
        room.hard.round_number = observation.round_number
        room.hard.left_pile = (*observation.discard_pile, observation.hand[0])  # its plan
        room.chosen(observation, Knock(seat))
        state = state.clone()
        state.apply(Knock(seat))
        other = state.to_act
        state.apply(DrawStock(other))  # the opponent takes nothing from the pile...
        hard = make_bot("rumski", "hard", other, 1)
        hard.planned = True
        state.apply(hard.end_turn(state.observe(other)))  # ...and ends its turn
        if state.to_act != seat or state.observe(seat).phase != "draw":
            continue
        room.hard.before_draw(state.observe(seat))
        assert not room.hard.collected
        return
    pytest.fail("no position where the expert's seat may knock")
