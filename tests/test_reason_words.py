"""Issue 7, language-ready: the bots' reasons (issue 10 "Why?") are catalogue entries.

A bot's `Reason` names keys of `game/text/en/reasons.py` and their fields
(`game.bots.words.phrase`): its English words are what the bot holds (tests/test_text.py
checks every key a bot names exists with its fields), and the table's move log and
Hint line word it in the player's language.
"""

import ast
import pickle
from pathlib import Path

import pygame
import pytest
from scene_driver import make_app, pump_until, table_app, you_and_bots
from test_text import inline_words

from game import text
from game.bots import make_bot
from game.bots.words import WHY, Reason, because, explanation, phrase
from game.controller import Controller
from game.rules import crowns
from game.scenes.table import TableScene
from game.text.en import reasons

BOTS = Path(__file__).resolve().parent.parent / "game" / "bots"
# Every bot module: all three games' reasons are catalogue entries.
CONVERTED = sorted(str(path.relative_to(BOTS)) for path in BOTS.rglob("*.py"))
# Word helpers that name cards and melds in English, given to a phrase as a field
# (game/text/en/reasons.py says so): the one place a bot module strings words itself.
WORD_HELPERS = {"listed", "named", "melds_words", "meld_words", "placed_words"}


def inline_reasons(path: Path) -> list[tuple[int, str]]:
    """(line, literal) of every string in `path` that reads as words for a player,
    outside docstrings, programmers' errors and the word helpers."""
    return inline_words(path, in_a_raise_or_word_helper)


def in_a_raise_or_word_helper(node: ast.AST, parents: dict) -> bool:
    above = parents.get(node)
    while above is not None:
        if isinstance(above, ast.Raise) or (
            isinstance(above, ast.FunctionDef) and above.name in WORD_HELPERS
        ):
            return True
        above = parents.get(above)
    return False


@pytest.mark.parametrize("name", CONVERTED)
def test_a_bot_words_no_reason_inline(name):
    found = inline_reasons(BOTS / name)
    assert not found, f"game/bots/{name} words reasons inline: " + "; ".join(
        f"line {line}: {literal!r}" for line, literal in found[:8]
    )


def test_the_lint_finds_a_reason_worded_inline(tmp_path):
    module = tmp_path / "bot.py"
    module.write_text(
        '"""A bot."""\n'
        'reason = because("drew from the stock", f"the {top} fits nothing")\n'
        'reason = because(phrase("reason.drew_stock"), phrase("reason.pile_empty"))\n'
        'raise ValueError(f"unknown bot level {level!r}")\n'
        "def named(cards):\n"
        '    return f"the {listed(cards)}"\n'
    )
    assert [line for line, _ in inline_reasons(module)] == [2, 2]


def test_every_reason_key_a_bot_keeps_is_in_the_catalogue():
    """Keys a bot holds in a table rather than naming them in `phrase(...)` (which
    tests/test_text.py checks with their fields), such as `COUNT_KEYS`."""
    for path in sorted(BOTS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and str(node.value).startswith("reason."):
                where = f"{path.relative_to(BOTS)}:{node.lineno}"
                assert node.value in reasons.TEXT, f"{where} names {node.value!r}, not a key"


def test_a_phrase_names_only_a_key_the_catalogue_has():
    with pytest.raises(KeyError, match="reason.crowns.no_such_thing"):
        phrase("reason.crowns.no_such_thing")


def test_cr13_a_reason_reads_in_english_and_keeps_its_keys():
    state = crowns.new_game(2, seed=3)
    bot = make_bot("crowns", "medium", state.to_act, seed=1)
    bot.choose(state.observe(state.to_act))
    reason = bot.reason
    assert isinstance(reason, Reason) and reason.what.key in {"reason.took", "reason.drew_stock"}
    assert reason == f"{reason.what}{WHY}{reason.why}"
    assert explanation(reason) == str(reason.why) == reason.split(WHY)[1]
    assert pickle.loads(pickle.dumps(reason)).worded(text.tr) == reason, "as a bot process sends it"


def test_a_reason_said_again_joins_its_whys():
    reason = because(phrase("reason.drew_stock"), phrase("reason.pile_empty"))
    more = reason.also(phrase("reason.random"))
    assert more == "drew from the stock — the discard pile is empty; chose at random"
    assert more.why.key == "reason.and_then"


@pytest.fixture
def speaking_probe():
    """The app speaks "xx", which words every reason in a way of its own, until undone."""
    text.CATALOGUES["xx"] = {key: f"xx<{words}>" for key, words in reasons.TEXT.items()}
    text.set_language("xx")
    yield
    text.set_language("en")
    del text.CATALOGUES["xx"]


def test_the_move_logs_why_shows_a_reason_in_the_players_language(speaking_probe):
    app = make_app()
    controller = Controller("crowns", you_and_bots(2, "medium"), 5, {"first_dealer": 0})
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        pump_until(app, lambda: any(line.why for line in table.log))
        why = next(line.why for line in table.log if line.why)
        assert why.startswith("xx<") and f">{WHY}xx<" in why, why
    finally:
        table.close()


def test_cr7_the_hint_line_gives_its_why_in_the_players_language(speaking_probe):
    app, table = table_app(you_and_bots(2), seed=3)
    try:
        pump_until(app, lambda: table.controller.to_act == table.viewer and table.ready())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
        pump_until(app, lambda: table.hint is not None)
        assert "xx<" in table.message and table.hint[2].startswith("xx<"), table.message
        assert table.controller.to_act == table.viewer, "a hint changes nothing"
    finally:
        table.close()


def test_a_reasons_why_and_a_reason_without_keys_in_the_players_language(speaking_probe):
    reason = because(phrase("reason.drew_stock"), phrase("reason.pile_empty"))
    assert text.reason_why(reason) == f"xx<{reasons.TEXT['reason.pile_empty']}>"
    assert text.reason_words("a bot crashed") == "a bot crashed", "no keys: as it is"
