"""Issue 22, item 4: docs/architecture.md stays true. Every file or folder it names exists
(a `<game>` in a path stands for each of the three games), every dotted module it names
imports, and every `path.py:name` names something that file defines."""

import ast
import importlib
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "architecture.md"
GAMES = ("crowns", "sting", "rumski")
TOP = r"(?:game|tools|tests|docs|build|scripts|assets)"
PATH = re.compile(rf"(?<![\w./-]){TOP}/[\w./<>-]*[\w/>](?::\w+)?")
MODULE = re.compile(r"`((?:game|tools)(?:\.\w+)+)`")


def named_paths(text: str) -> list[str]:
    return sorted(set(PATH.findall(text)))


def named_modules(text: str) -> list[str]:
    return sorted(set(MODULE.findall(text)))


def defined_names(path: Path) -> set[str]:
    """Functions, classes (and their methods) and assigned names anywhere in a module."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {target.id for target in targets if isinstance(target, ast.Name)}
    return names


def problems_of_path(named: str, root: Path = ROOT) -> list[str]:
    """What is wrong with one path the page names ([] when it is true)."""
    where, _, name = named.partition(":")
    found = []
    for game in GAMES if "<game>" in where else ("",):
        path = root / where.replace("<game>", game)
        if not path.exists():
            found.append(f"{named}: {path.relative_to(root)} does not exist")
        elif name and name not in defined_names(path):
            found.append(f"{named}: {path.relative_to(root)} defines no {name}")
    return found


def problems_of_module(dotted: str) -> list[str]:
    """A dotted name is a module, or an attribute of the longest module it starts with."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            if importlib.util.find_spec(module_name) is None:
                continue
        except ModuleNotFoundError:
            continue
        target = importlib.import_module(module_name)
        for attribute in parts[cut:]:
            if not hasattr(target, attribute):
                return [f"{dotted}: {module_name} has no {attribute}"]
            target = getattr(target, attribute)
        return []
    return [f"{dotted}: no such module"]


def test_the_page_exists_and_names_what_it_maps():
    text = PAGE.read_text(encoding="utf-8")
    assert len(named_paths(text)) >= 20, "the map names the files of the house"
    for layer in ("rules", "bots", "controller", "scenes", "ui", "store", "text", "tutorial"):
        assert f"game/{layer}" in text, f"the map leaves out the {layer} layer"
    assert "tools/" in text


@pytest.mark.parametrize("named", named_paths(PAGE.read_text(encoding="utf-8")))
def test_every_path_the_page_names_exists(named):
    problems = problems_of_path(named)
    assert not problems, "; ".join(problems)


@pytest.mark.parametrize("dotted", named_modules(PAGE.read_text(encoding="utf-8")))
def test_every_module_the_page_names_imports(dotted):
    problems = problems_of_module(dotted)
    assert not problems, "; ".join(problems)


def test_the_check_catches_a_moved_file_and_a_missing_name(tmp_path):
    (tmp_path / "game" / "rules" / "crowns").mkdir(parents=True)
    (tmp_path / "game" / "rules" / "sting").mkdir(parents=True)
    (tmp_path / "game" / "app.py").write_text("class App:\n    def go(self): ...\n")
    text = (
        "The loop `game/app.py:go` and `game/app.py:stop`; rooms game/rules/<game>/; "
        "not gone/x.py nor the sentence end game/app.py."
    )
    found = [
        problem for named in named_paths(text) for problem in problems_of_path(named, tmp_path)
    ]
    assert found == [
        "game/app.py:stop: game/app.py defines no stop",
        "game/rules/<game>/: game/rules/rumski does not exist",
    ]
    assert problems_of_module("game.rules.no_such_room") == [
        "game.rules.no_such_room: game.rules has no no_such_room"
    ]
    assert problems_of_module("game.controller.Controller.request") == []
