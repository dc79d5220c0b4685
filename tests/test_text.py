"""Issue 7: language-ready — every word the app shows is asked of `game.text` by key,
and the catalogue holds each key the code asks for, with the fields it is given."""

import ast
import re
from pathlib import Path

import pytest

from game import text as words
from game.text import en

GAME = Path(__file__).resolve().parent.parent / "game"
# The parts of the app that show words to a player (the card names are built in their
# own word modules; see game/text/__init__.py). The rules engines name their refusals'
# keys (`IllegalAction.of`) and the bots their reasons' (`phrase`), checked with the rest
# below; tests/test_reason_words.py lints the bots for reasons worded inline.
SHOWN = ("scenes", "ui", "tutorial", "store")
PHRASE = re.compile(r"[A-Za-z][a-z]+[^\w\s]*\s+\W*[A-Za-z]")  # words: "Quit to menu", "drew a"
WORD = re.compile(r"[A-Z][a-z]+")  # one capitalised word on its own: "Resume"
PROGRAMMER_ERRORS = {"RuntimeError", "AssertionError", "TypeError", "NotImplementedError"}
LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical"}
PATHS = {"Path", "PurePath"}


def shown_modules() -> list[Path]:
    return sorted(path for part in SHOWN for path in (GAME / part).rglob("*.py"))


def parents_of(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def for_developers(node: ast.AST, parents: dict) -> bool:
    """A docstring or bare string, `__all__`, a log line, a programmer's error, or the
    name of a file or folder on disk (`Path("Wildmeld")`: a name, never words to show)."""
    above = parents.get(node)
    if isinstance(above, ast.Expr):
        return True
    if isinstance(above, ast.Call) and getattr(above.func, "id", "") in PATHS:
        return True
    while above is not None:
        if isinstance(above, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in above.targets
        ):
            return True
        called = getattr(above, "func", None)
        if isinstance(above, ast.Call) and getattr(called, "attr", "") in LOG_CALLS:
            return True
        if isinstance(above, ast.Raise) and isinstance(above.exc, ast.Call):
            name = above.exc.func
            if isinstance(name, ast.Name) and name.id in PROGRAMMER_ERRORS:
                return True
        above = parents.get(above)
    return False


def looks_like_words(literal: str) -> bool:
    return bool(PHRASE.search(literal) or WORD.fullmatch(literal.strip(" .:…")))


def inline_words(path: Path, spared=lambda node, parents: False) -> list[tuple[int, str]]:
    """(line, literal) of every string in `path` that reads as words for a player, but
    those `spared(node, parents)` lets be (another lint's own exceptions)."""
    tree = ast.parse(path.read_text())
    parents = parents_of(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if isinstance(parents.get(node), ast.JoinedStr):
                continue
            literal = node.value
        else:
            continue
        words = looks_like_words(literal) and not for_developers(node, parents)
        if words and not spared(node, parents):
            found.append((node.lineno, literal))
    return found


# Calls that name a catalogue key: the function's name -> where the key is among its
# arguments (`tr("key", ...)`; an engine's `IllegalAction.of("CR-8", "key", ...)`; a
# bot's reason, `phrase("key", ...)`).
ASKING = {"tr": 0, "text.tr": 0, "words.tr": 0, "IllegalAction.of": 1, "phrase": 0}


def called(node: ast.Call) -> str:
    """The name a call is made by: "tr", "IllegalAction.of", "self.say" …"""
    return ast.unparse(node.func)


def keys_asked(path: Path) -> list[tuple[int, str, set[str]]]:
    """(line, key, field names) of every call in `path` that names a literal key."""
    asked = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Call):
            continue
        place = ASKING.get(called(node))
        if place is None or len(node.args) <= place:
            continue
        key = node.args[place]
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            given = {k.arg for k in node.keywords if k.arg is not None}
            asked.append((node.lineno, key.value, given))
    return asked


@pytest.mark.parametrize("path", shown_modules(), ids=lambda p: str(p.relative_to(GAME)))
def test_a_shown_module_asks_the_catalogue_for_its_words(path):
    name = str(path.relative_to(GAME))
    found = inline_words(path)
    assert not found, f"{name} writes player text inline: " + "; ".join(
        f"line {line}: {literal!r}" for line, literal in found[:8]
    )


def test_every_key_asked_for_is_in_the_catalogue_with_its_fields():
    for path in sorted(GAME.rglob("*.py")):
        for line, key, given in keys_asked(path):
            where = f"{path.relative_to(GAME)}:{line}"
            assert key in en.TEXT, f"{where} asks for {key!r}, which the catalogue lacks"
            wanted = words.fields_of(en.TEXT[key])
            assert given == wanted, f"{where}: {key!r} fills {sorted(wanted)}, not {sorted(given)}"


def test_keys_are_unique_across_the_catalogues_parts():
    assert sum(len(part) for part in en.PARTS) == len(en.TEXT)


def test_the_lint_catches_inline_words_and_spares_keys(tmp_path):
    module = tmp_path / "scene.py"
    module.write_text(
        '"""A docstring."""\n'
        'BUTTONS = [("resume", "Resume"), ("quit", "Quit to menu")]\n'
        "def say(n):\n"
        '    return f"{n} drew a card"\n'
        '__all__ = ["BadFile"]\n'
        'KEY = "table.hint"\n'
        'raise RuntimeError("a bug, for developers")\n'
        'raise ValueError("the file is cut short")\n'
        'FOLDER = Path("Wildmeld")\n'
    )
    found = [literal for _, literal in inline_words(module)]
    assert sorted(found) == sorted(
        ["Resume", "Quit to menu", " drew a card", "the file is cut short"]
    )


def test_a_missing_word_falls_back_to_english_and_an_unknown_language_is_refused():
    words.CATALOGUES["xx"] = {"probe.greeting": "Salut, {name}"}
    en.TEXT["probe.greeting"] = "Hello, {name}"
    en.TEXT["probe.farewell"] = "Goodbye"
    try:
        words.set_language("xx")
        assert words.tr("probe.greeting", name="Ana") == "Salut, Ana"
        assert words.tr("probe.farewell") == "Goodbye"
        with pytest.raises(KeyError, match="probe.nothing"):
            words.tr("probe.nothing")
    finally:
        words.set_language("en")
        del words.CATALOGUES["xx"], en.TEXT["probe.greeting"], en.TEXT["probe.farewell"]
    with pytest.raises(ValueError, match="tlh"):
        words.set_language("tlh")
