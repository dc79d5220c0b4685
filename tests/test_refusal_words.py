"""Issue 7, language-ready: the rules engines' refusals are catalogue entries.

An engine refuses with `IllegalAction.of(rule, key, **fields)`: its English sentence is
filled from `game/text/en/refusals.py` (tests/test_text.py checks every key an engine
names exists with its fields), and the table shows the refusal in the player's language.
"""

import ast
from pathlib import Path

import pygame
import pytest
from scene_driver import pump_until, table_app, you_and_bots

from game import text
from game.rules import crowns, rumski
from game.rules.engine import IllegalAction
from game.text.en import refusals

RULES = Path(__file__).resolve().parent.parent / "game" / "rules"
CONVERTED = ("crowns", "sting", "rumski")  # the engines whose refusals are all catalogue entries


def inline_refusals(path: Path) -> list[int]:
    """The lines of `path` that make an IllegalAction with a sentence of their own."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "IllegalAction"
    ]


@pytest.mark.parametrize("game", CONVERTED)
def test_an_engine_words_no_refusal_inline(game):
    for path in sorted((RULES / game).rglob("*.py")):
        lines = inline_refusals(path)
        assert not lines, f"{path.relative_to(RULES)} words refusals inline, lines {lines}"


def test_the_lint_finds_a_refusal_worded_inline(tmp_path):
    module = tmp_path / "engine.py"
    module.write_text(
        'raise IllegalAction("CR-7", "Draw first.")\n'
        'raise IllegalAction.of("CR-7", "refusal.crowns.draw_first")\n'
    )
    assert inline_refusals(module) == [1]


def test_cr8_a_refusal_names_its_key_and_fields_and_reads_in_english():
    state = crowns.new_game(2, seed=3)
    seat = state.to_act
    state.apply(crowns.Draw(seat, "stock"))
    with pytest.raises(IllegalAction) as refused:
        state.apply(crowns.Draw(seat, "stock"))
    assert refused.value.key == "refusal.crowns.drawn_already" and refused.value.rule == "CR-8"
    assert refused.value.reason == refusals.TEXT["refusal.crowns.drawn_already"]
    assert str(refused.value) == f"CR-8: {refused.value.reason}"
    outsider = next(c for c in state.hands[1 - seat] if c not in state.hands[seat])
    with pytest.raises(IllegalAction) as refused:
        state.apply(crowns.Discard(seat, outsider))
    assert refused.value.fields == {"card": outsider}
    assert refused.value.reason == f"You do not hold the {outsider.name}."


@pytest.fixture
def speaking_probe():
    """The app speaks "xx", which words one Crowns refusal of its own, until undone."""
    text.CATALOGUES["xx"] = {"refusal.crowns.draw_first": "D'abord, tire une carte."}
    text.set_language("xx")
    yield
    text.set_language("en")
    del text.CATALOGUES["xx"]


def test_cr7_the_table_shows_a_refusal_in_the_players_language(speaking_probe):
    app, table = table_app(you_and_bots(1), seed=7)
    seat = table.controller.to_act
    assert seat == 0, "you play first in this deal"
    card = table.controller.observe(seat).hand[0]
    reason = table.controller.request(crowns.Discard(seat, card))  # before drawing: CR-7
    assert reason == "D'abord, tire une carte."
    pump_until(app, lambda: table.message == reason)
    assert table.controller.record().actions == [], "and nothing changed"
    table.close()


def test_a_refusal_the_language_lacks_is_shown_in_english(speaking_probe):
    app, table = table_app(you_and_bots(1), seed=7)
    seat = table.controller.to_act
    table.controller.request(crowns.Draw(seat, "stock"))
    reason = table.controller.request(crowns.Draw(seat, "stock"))  # drawn already: CR-8
    assert reason == refusals.TEXT["refusal.crowns.drawn_already"]
    table.close()
    pygame.event.clear()  # the refusal's event is this table's, not the next test's


def test_ru9_a_turn_check_returns_the_refusal_the_engine_raises():
    state = rumski.new_game(2, seed=3)
    seat = state.to_act
    state.apply(rumski.DrawStock(seat))
    outsider = next(c for c in state.hands[1 - seat] if c not in state.hands[seat])
    problem = rumski.end_problem(state.observe(seat), outsider)
    assert problem.key == "refusal.rumski.not_held" and problem.rule == "RU-9"
    with pytest.raises(IllegalAction) as refused:
        state.apply(rumski.Discard(seat, outsider))
    assert (refused.value.key, refused.value.reason) == (
        problem.key,
        f"{outsider} is not in your hand.",
    )
