"""Imports go downward (DESIGN.md "Shape", issue 22 item 2): read statically (ast) from
the source of `game/`, the imports have no circle through `game/app.py`, and none
between two scene modules — a scene asks the app for another by name (`game.scenes.
destinations`) instead of importing it.

Every import counts, at the top of a module or inside a function (a late import is
still a dependency), except those under `if TYPE_CHECKING:` (type hints only, never run).
Allowed: the modules of one game's room under `game/scenes/` (`scenes/sting/*`,
`scenes/rumski/*`, `scenes/crowns/*`) importing each other, since they are one game's
table split into parts; a circle that leaves the room is not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game

GAME = Path(game.__file__).parent
GAMES = ("crowns", "sting", "rumski")


def module_of(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def game_modules() -> dict[str, Path]:
    return {module_of(path): path for path in sorted(GAME.rglob("*.py"))}


def type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class Imports(ast.NodeVisitor):
    """The `game` modules one module imports (resolved to modules that exist)."""

    def __init__(self, name: str, is_package: bool, known: set[str]) -> None:
        self.package = name if is_package else name.rpartition(".")[0]
        self.known = known
        self.found: set[str] = set()

    def add(self, name: str) -> None:
        while name and name not in self.known:
            name = name.rpartition(".")[0]
        if name.startswith("game"):
            self.found.add(name)

    def visit_If(self, node: ast.If) -> None:
        if type_checking(node.test):
            for child in node.orelse:
                self.visit(child)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.add(alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            parent = self.package.split(".")[: len(self.package.split(".")) - node.level + 1]
            base = ".".join(parent + ([base] if base else []))
        for alias in node.names:
            whole = f"{base}.{alias.name}"
            self.add(whole if whole in self.known else base)


def import_graph() -> dict[str, set[str]]:
    modules = game_modules()
    known = set(modules)
    graph = {}
    for name, path in modules.items():
        visitor = Imports(name, path.name == "__init__.py", known)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        graph[name] = visitor.found - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of more than one module (Tarjan): every two modules
    of one part import each other, through the others."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = set()
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.add(top)
                if top == node:
                    break
            if len(part) > 1:
                parts.append(part)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return parts


def room(module: str) -> str | None:
    """The scene room a module belongs to: one game's package under game.scenes, else the
    scene module itself; None for a module that is no scene."""
    parts = module.split(".")
    if parts[:2] != ["game", "scenes"] or len(parts) < 3:
        return None
    if parts[2] in GAMES:
        return ".".join(parts[:3])
    return module


def a_path(graph: dict[str, set[str]], start: str, goal: str, within: set[str]) -> list[str]:
    """One chain of imports from `start` to `goal` inside `within` (to name in a failure)."""
    came = {start: ""}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for other in sorted(graph[node] & within):
            if other not in came:
                came[other] = node
                queue.append(other)
    path = [goal]
    while path[-1] != start:
        path.append(came[path[-1]])
    return path[::-1]


def problems(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for part in circles(graph):
        rooms = sorted({room(module) for module in part} - {None})
        if "game.app" in part:
            other = sorted(part - {"game.app"})[0]
            chain = (
                a_path(graph, "game.app", other, part) + a_path(graph, other, "game.app", part)[1:]
            )
            found.append("a circle through game.app: " + " -> ".join(chain))
        elif len(rooms) > 1:
            first, second = (sorted(m for m in part if room(m) == r)[0] for r in rooms[:2])
            chain = a_path(graph, first, second, part) + a_path(graph, second, first, part)[1:]
            found.append("a circle between scenes: " + " -> ".join(chain))
    return found


def test_the_imports_of_game_have_no_circle_through_the_app_or_between_scenes():
    graph = import_graph()
    assert "game.app" in graph and "game.scenes.menu" in graph  # the walk found the game
    assert "game.scenes.base" in graph["game.scenes.menu"]  # and reads imports
    found = problems(graph)
    assert not found, "\n".join(found)


def test_no_scene_imports_the_app():
    """A scene is handed the app; it never imports it (type hints aside)."""
    graph = import_graph()
    importing = sorted(name for name in graph if room(name) and "game.app" in graph[name])
    assert not importing, f"these scenes import game.app: {importing}"


def test_the_walk_finds_a_circle_through_the_app_and_one_between_scenes():
    """The check itself: a made-up graph with both kinds of circle, and one allowed."""
    graph = {
        "game.app": {"game.scenes.menu"},
        "game.scenes.menu": {"game.app", "game.scenes.base"},
        "game.scenes.base": set(),
        "game.scenes.pause": {"game.scenes.summary"},
        "game.scenes.summary": {"game.scenes.pause"},
        "game.scenes.sting.table": {"game.scenes.sting.summary"},
        "game.scenes.sting.summary": {"game.scenes.sting.table"},
    }
    found = problems(graph)
    assert len(found) == 2, found
    assert found[0].startswith("a circle through game.app: game.app -> game.scenes.menu")
    assert "game.scenes.pause -> game.scenes.summary -> game.scenes.pause" in found[1]


def test_an_import_for_type_hints_only_is_not_a_dependency():
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from game.app import App\n"
        "else:\n    from game.scenes import base\n"
        "def f():\n    from game.scenes.menu import MenuScene\n"
    )
    known = {"game.app", "game.scenes", "game.scenes.base", "game.scenes.menu"}
    visitor = Imports("game.scenes.x", False, known)
    visitor.visit(ast.parse(source))
    assert visitor.found == {"game.scenes.base", "game.scenes.menu"}
