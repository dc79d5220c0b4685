"""A malformed action is refused whole, in every engine (issue 17, item 3).

`apply` checks an action completely before it changes anything (DESIGN.md boundary 2).
An action whose field is not of its declared plain type — a seat, count, meld id or
target seat given as `1.0`, `True` or `"1"`; a list for a tuple; a card with a float
rank; a string for a card — is refused with `IllegalAction` under the action's own rule
(`engine.check_action`, the first check of every engine), and the state stays exactly as
it was: compared as a whole (`GameState.__eq__`: every attribute, the shuffling
generator's position included) with a clone taken before.

The property test fuzzes every field of every action class of the three games, in
positions reached by random legal play; the scripted tests keep the cases the audit
found (Sting recorded a draw of 1.0 cards and then raised TypeError; a meld could lie
in front of seat 1.5; Rumski took a pile "whole" when asked with 1, Crowns let seat 1.0
draw).
"""

import dataclasses
import random
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import crowns, rumski, sting
from game.rules.cards import Card
from game.rules.engine import Action, IllegalAction, fits

GAMES = {"crowns": crowns, "sting": sting, "rumski": rumski}


def _field_types(kind: type) -> list[tuple[str, object]]:
    """An action class's fields and their declared types."""
    hints = typing.get_type_hints(kind)
    return [(each.name, hints[each.name]) for each in dataclasses.fields(kind)]


def position(game, seats: int, seed: int, steps: int):
    """A game of `game` after up to `steps` random legal actions (never a finished one)."""
    module = GAMES[game]
    state = module.new_game(seats, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = module.legal_actions(state.observe(state.to_act))
        action = rng.choice(legal)
        trial = state.clone()
        trial.apply(action)
        if trial.is_over:
            break
        state = trial
    return state


def a_card(state) -> Card:
    """A card the seat to act holds (or any card in play when its hand is empty)."""
    hand = state.hands[state.to_act]
    return hand[0] if hand else state.discard_pile[-1]


def plain(state, kind):
    """A well-typed value of the declared type `kind`, as a base to spoil."""
    if kind is int:
        return state.to_act
    if kind is bool:
        return False
    if kind is str:
        return "stock"
    if typing.get_origin(kind) is tuple:
        return (plain(state, typing.get_args(kind)[0]),)
    return a_card(state)


def base_action(game: str, state, kind: type[Action]) -> Action:
    """A legal action of class `kind` now if there is one, else one of plain values."""
    for action in GAMES[game].legal_actions(state.observe(state.to_act)):
        if type(action) is kind:
            return action
    values = {name: plain(state, declared) for name, declared in _field_types(kind)}
    values["seat"] = state.to_act
    return kind(**values)


def spoilings(value, kind) -> list:
    """Values that look like `value` but are not of the plain type `kind`: a float, bool,
    str or None for an int; a list, None or str for a tuple, or the tuple with one item
    spoiled; a string, a tuple or a card with a float rank for a card…"""
    if typing.get_origin(kind) is tuple:
        inner = typing.get_args(kind)[0]
        items = list(value)
        spoilt = [list(value), None, str(value)]
        if not items:
            return [*spoilt, (None,)]
        for index in (0, len(items) - 1):
            for bad in spoilings(items[index], inner):
                spoilt.append(tuple(items[:index] + [bad] + items[index + 1 :]))
        return spoilt
    if kind is int:
        return [float(value), bool(value % 2), str(value), None, value + 0.5, (value,)]
    if kind is bool:
        return [int(value), str(value), None, float(value), "yes"]
    if kind is str:
        return [value.encode(), None, 0, (value,), [value]]
    return [  # a card
        str(value),
        None,
        (value.suit, value.rank, value.face),
        dataclasses.replace(value, rank=float(value.rank)),
        dataclasses.replace(value, rank=bool(value.rank % 2)),
        dataclasses.replace(value, suit=None),
        dataclasses.replace(value, face=0),
    ]


def assert_refused_whole(state, action: Action) -> IllegalAction:
    """`action` is refused as malformed under its own rule and nothing changes."""
    before = state.clone()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert refused.value.key == "refusal.malformed_action", refused.value
    assert refused.value.rule == type(action).rule
    assert refused.value.reason
    assert state == before, "a refused action changed the game"
    state.check_invariants()
    return refused.value


@st.composite
def malformed(draw):
    """(game, seats, seed, steps, the malformed action, the spoiled field's name)."""
    game = draw(st.sampled_from(sorted(GAMES)))
    seats, seed, steps = (
        draw(st.integers(2, 4)),
        draw(st.integers(0, 10**6)),
        draw(st.integers(0, 40)),
    )
    state = position(game, seats, seed, steps)
    kind = draw(st.sampled_from(GAMES[game].ACTIONS))
    base = base_action(game, state, kind)
    name, declared = draw(st.sampled_from(_field_types(kind)))
    bad = draw(st.sampled_from(spoilings(getattr(base, name), declared)))
    return game, seats, seed, steps, dataclasses.replace(base, **{name: bad}), name


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(malformed())
def test_every_field_of_every_action_refuses_a_value_of_the_wrong_type(case):
    game, seats, seed, steps, action, name = case
    refused = assert_refused_whole(position(game, seats, seed, steps), action)
    assert refused.fields["field"] == name


EVERY_FIELD = [
    (game, kind, name)
    for game, module in sorted(GAMES.items())
    for kind in module.ACTIONS
    for name, _ in _field_types(kind)
]


@pytest.mark.parametrize(
    "game,kind,name", EVERY_FIELD, ids=[f"{g}-{k.__name__}-{n}" for g, k, n in EVERY_FIELD]
)
def test_every_spoiling_of_every_field_is_refused_whole(game, kind, name):
    """The property's cases, each of them, in one position of each game (three seats,
    a few moves in), so no field goes unfuzzed whatever the draw."""
    state = position(game, 3, 11, 5)
    base = base_action(game, state, kind)
    declared = dict(_field_types(kind))[name]
    for bad in spoilings(getattr(base, name), declared):
        refused = assert_refused_whole(state, dataclasses.replace(base, **{name: bad}))
        assert refused.fields["field"] == name


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_action_class_names_its_rule_and_only_plain_fields(game):
    """Each action class names the rule it plays, and the shared check accepts the
    plain values of every one of its declared field types."""
    module = GAMES[game]
    prefix = {"crowns": "CR-", "sting": "ST-", "rumski": "RU-"}[game]
    for kind in module.ACTIONS:
        assert kind.rule.startswith(prefix), kind
        state = position(game, 2, 1, 0)
        action = base_action(game, state, kind)
        assert all(fits(getattr(action, name), declared) for name, declared in _field_types(kind))


def test_st4_a_draw_of_1_0_cards_is_refused_not_recorded():
    state = sting.new_game(3, 5)
    assert_refused_whole(state, sting.Draw(state.to_act, 1.0))
    assert_refused_whole(state, sting.Draw(state.to_act, True))
    assert_refused_whole(state, sting.Draw(float(state.to_act), 1))


def test_st5a_no_meld_is_laid_in_front_of_seat_1_5():
    seed = next(s for s in range(200) if _a_lay(s) is not None)
    state, lay = _a_lay(seed)
    assert_refused_whole(state, dataclasses.replace(lay, to_seat=lay.to_seat + 0.5))
    assert_refused_whole(state, dataclasses.replace(lay, to_seat=str(lay.to_seat)))
    assert_refused_whole(state, dataclasses.replace(lay, cards=list(lay.cards)))
    state.apply(lay)  # the well-formed one still plays


def _a_lay(seed):
    state = sting.new_game(3, seed)
    state.apply(sting.Draw(state.to_act, 2))
    lays = [
        a for a in sting.legal_actions(state.observe(state.to_act)) if isinstance(a, sting.LayMeld)
    ]
    return (state, lays[0]) if lays else None


def test_ru5_take_discard_whole_must_be_a_bool():
    state = rumski.new_game(3, 2)
    assert_refused_whole(state, rumski.TakeDiscard(state.to_act, whole=1))
    assert_refused_whole(
        state, rumski.DrawStock(True if state.to_act == 1 else float(state.to_act))
    )


def test_cr7_seat_1_0_may_not_draw():
    state = crowns.new_game(2, 4)
    assert_refused_whole(state, crowns.Draw(float(state.to_act), "stock"))
    assert_refused_whole(state, crowns.Draw(state.to_act, b"stock"))


def test_not_an_action_is_refused_by_every_engine():
    for module in GAMES.values():
        state = module.new_game(2, 1)
        before = state.clone()
        with pytest.raises(IllegalAction) as refused:
            state.apply("draw")
        assert refused.value.key == "refusal.not_an_action" and state == before
