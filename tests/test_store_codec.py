"""Actions and game records to JSON and back (DESIGN.md boundary 6): generic encoding by
dataclass fields, decoding only the game module's own Action classes."""

import json
from dataclasses import dataclass

import pytest
import store_toy as toy
from hypothesis import given
from hypothesis import strategies as st

from game.rules.engine import Action
from game.store.codec import (
    SavedGame,
    Seat,
    check_codec,
    decode_action,
    decode_game,
    encode_action,
    encode_game,
)


@dataclass(frozen=True)
class Stranger(Action):
    """An Action subclass that is not part of the toy game: a save may not name it."""

    note: str = ""


def card(text):
    return toy.parse_cards(text)[0]


SAMPLES = [
    toy.Draw(0),
    toy.Discard(1, card("10H")),
    toy.Show(2, ((card("1H"), card("2H"), card("3H")), (card("7S"),), ())),
    toy.Say(0, "gin!", loud=True, count=None, pair=(3, "x")),
    toy.Say(1, "", count=-5),
]


@pytest.mark.parametrize("action", SAMPLES, ids=lambda a: type(a).__name__)
def test_action_round_trips_through_json(action):
    data = json.loads(json.dumps(encode_action(action)))
    assert decode_action(toy, data) == action


def test_cards_are_stored_in_their_games_notation():
    data = encode_action(toy.Show(0, ((card("10H"), card("2S")),)))
    assert data == {"type": "Show", "seat": 0, "melds": [["10H", "2S"]]}
    assert decode_action(toy, data).melds[0][0] == card("10H")
    assert type(decode_action(toy, data).melds[0][0]) is toy.ToyCard


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"type": "Explode", "seat": 0}, "not a move in toy"),
        ({"type": "Stranger", "seat": 0, "note": ""}, "not a move in toy"),
        ({"type": "Action", "seat": 0}, "not a move in toy"),
        ({"type": "Discard", "seat": 0}, "missing its 'card'"),
        ({"type": "Draw", "seat": 0, "extra": 1}, "unexpected fields: extra"),
        ({"type": "Draw", "seat": "0"}, "seat should be a whole number"),
        ({"type": "Draw", "seat": True}, "seat should be a whole number"),
        ({"type": "Draw", "seat": 10**30}, "seat should be between"),
        ({"type": "Discard", "seat": 0, "card": "11H"}, "not a card"),
        ({"type": "Discard", "seat": 0, "card": "1H 2H"}, "should be one card"),
        ({"type": "Discard", "seat": 0, "card": ["1H"]}, "should be text"),
        ({"type": "Show", "seat": 0, "melds": ["1H"]}, "should be a list"),
        ({"type": "Say", "seat": 0, "word": "a", "loud": 1, "count": 0, "pair": [1, ""]}, "true"),
        ({"type": "Say", "seat": 0, "word": "a", "loud": 0 > 1, "count": 0, "pair": [1]}, "2 ent"),
        ({"type": 5, "seat": 0}, "type should be text"),
        (["Draw", 0], "should be an object"),
    ],
)
def test_decode_refuses_what_is_not_a_move_of_this_game(data, words):
    with pytest.raises(ValueError, match=words):
        decode_action(toy, data)


def test_encode_refuses_values_json_cannot_hold_faithfully():
    @dataclass(frozen=True)
    class Odd(Action):
        weight: float = 0.5

    with pytest.raises(TypeError, match="cannot store float"):
        encode_action(Odd(0))


def test_toy_actions_are_all_readable():
    assert check_codec(toy) == []


cards = st.builds(toy.ToyCard, st.sampled_from(toy.SUITS), st.integers(1, 10))
# Text an action may carry: anything but control characters and lone surrogates.
FIT = st.characters(exclude_categories=["Cc", "Cs"])
actions = st.one_of(
    st.builds(toy.Draw, st.integers(0, 3)),
    st.builds(toy.Discard, st.integers(0, 3), cards),
    st.builds(
        toy.Show,
        st.integers(0, 3),
        st.lists(st.lists(cards, max_size=4).map(tuple), max_size=3).map(tuple),
    ),
    st.builds(
        toy.Say,
        st.integers(0, 3),
        st.text(FIT, max_size=30),
        st.booleans(),
        st.none() | st.integers(-(2**40), 2**40),
        st.tuples(st.integers(-9, 9), st.text(FIT, max_size=5)),
    ),
)


@given(actions)
def test_any_action_round_trips(action):
    assert decode_action(toy, json.loads(json.dumps(encode_action(action)))) == action


@given(st.text(st.characters(categories=["Cc", "Cs"]), min_size=1, max_size=3))
def test_an_action_whose_text_holds_a_control_character_or_lone_surrogate_is_refused(odd):
    encoded = encode_action(toy.Say(0, "hi", False, None, (1, "x")))
    with pytest.raises(ValueError, match=r"word holds"):
        decode_action(toy, {**encoded, "word": "a" + odd})


def sample_game(**changes):
    state = toy.play()
    fields = {
        "game": "toy",
        "seed": 7,
        "seats": (Seat("Ann"), Seat("Bot 2", "bot", "easy")),
        "actions": tuple(state.actions),
        "hand": 1,
        "totals": tuple(state.totals),
        "saved_at": "2026-11-22T02:30:00Z",
    }
    fields.update(changes)
    return SavedGame(**fields)


def test_saved_game_round_trips_with_seats_and_metadata():
    saved = sample_game()
    data = json.loads(json.dumps(encode_game(saved)))
    assert data["format"] == 1 and data["seats"][1] == {
        "name": "Bot 2",
        "kind": "bot",
        "level": "easy",
    }
    assert decode_game(data, toy.load) == saved


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"format": 2}, "newer version of Wildmeld"),
        ({"format": "1"}, "format should be a whole number"),
        ({"kind": "wildmeld-settings"}, "not a Wildmeld game file"),
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"seats": [{"name": "A", "kind": "human"}]}, "played by 2–4"),
        ({"seats": [{"name": "A", "kind": "alien"}] * 2}, "kind should be one of"),
        ({"seats": [{"name": "A", "kind": "bot", "level": "godlike"}] * 2}, "level should be"),
        ({"seed": -1}, "seed should be between"),
        ({"seed": 1.5}, "seed should be a whole number"),
        ({"actions": {"0": {}}}, "actions should be a list"),
        ({"options": {"x": [1]}}, "option 'x'"),
        ({"totals": ["3", 4]}, r"totals\[0\]"),
    ],
)
def test_decode_game_names_what_is_wrong(change, words):
    data = {**encode_game(sample_game()), **change}
    with pytest.raises(ValueError, match=words):
        decode_game(data, toy.load)


def test_a_bad_move_is_reported_by_its_number():
    data = encode_game(sample_game())
    data["actions"][2] = {"type": "Discard", "seat": 0, "card": "ZZ"}
    with pytest.raises(ValueError, match="move 3.card is not a card"):
        decode_game(data, toy.load)
