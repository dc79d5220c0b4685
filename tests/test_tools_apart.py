"""Issue 22, item 3: the developer tools (tools/) live beside the shipped game (game/).

No game module imports them, so neither the packaged executable (installer.spec takes
every `game` module and what they import; tests/test_packaging.py looks inside the
built one) nor `pip install .` (pyproject.toml installs the `game` packages only)
carries them; and every `python -m …` command the README and docs name still runs."""

import ast
import importlib.util
import re
import tomllib
from pathlib import Path

import pytest
from setuptools import find_packages

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
TOOLS = ROOT / "tools"
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / ".ci" / "run"]
COMMAND = re.compile(r"python3? -m ([A-Za-z_][\w.]*)")


def imported_names(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import in `path`, and of every module named by a
    string given to importlib.import_module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant | ast.JoinedStr)
        ):
            first = node.args[0]
            text = first.value if isinstance(first, ast.Constant) else ""
            if isinstance(first, ast.JoinedStr) and isinstance(first.values[0], ast.Constant):
                text = first.values[0].value
            found.append((node.lineno, str(text)))
    return found


def imports_of_tools(folder: Path) -> list[str]:
    return [
        f"{path.relative_to(folder.parent)}:{line} imports {name}"
        for path in sorted(folder.rglob("*.py"))
        for line, name in imported_names(path)
        if name == "tools" or name.startswith("tools.")
    ]


def test_no_game_module_imports_the_tools():
    found = imports_of_tools(GAME)
    assert not found, "the shipped game must not need the developer tools: " + "; ".join(found)


def test_the_check_sees_an_import_of_the_tools(tmp_path):
    (tmp_path / "scene.py").write_text(
        "import importlib\n"
        "from tools import sim\n"
        "import tools.bench.timing\n"
        "importlib.import_module(f'tools.bench.{name}')\n"
        "from game import tools_free\n"
    )
    assert [entry.split(" imports ")[1] for entry in imports_of_tools(tmp_path)] == [
        "tools",
        "tools.bench.timing",
        "tools.bench.",
    ]


def test_pip_install_ships_the_game_and_not_the_tools():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    packages = find_packages(str(ROOT), **config["packages"]["find"])
    assert "game" in packages and "game.rules" in packages
    assert not [name for name in packages if not name.startswith("game")], packages


def test_the_tools_are_a_package_beside_the_game():
    assert (TOOLS / "__init__.py").exists() and (TOOLS / "bench" / "__main__.py").exists()
    tools = ("sim", "bench", "monkey", "soak", "golden", "killloop")
    inside = [name for name in tools if importlib.util.find_spec(f"game.{name}")]
    assert not inside, f"developer tools back inside the shipped game: {inside}"


def submodule(package, name: str) -> bool:
    """`from package import name` where name is a module of the package."""
    if not hasattr(package, "__path__"):
        return False
    return importlib.util.find_spec(f"{package.__name__}.{name}") is not None


def unresolved_imports(folder: Path) -> list[str]:
    """Imports from `game` or `tools` anywhere in `folder` (inside functions too: the
    tools import lazily) that name a module or a name that is not there."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or node.level or not node.module:
                continue
            if node.module.split(".")[0] not in ("game", "tools"):
                continue
            where = f"{path.relative_to(folder.parent)}:{node.lineno}"
            try:
                module = importlib.import_module(node.module)
            except ImportError:
                found.append(f"{where}: no module {node.module}")
                continue
            for alias in node.names:
                if not hasattr(module, alias.name) and not submodule(module, alias.name):
                    found.append(f"{where}: {node.module} has no {alias.name}")
    return found


def test_every_import_in_the_tools_resolves():
    """The tools import the game lazily, inside functions, so a module of the game that
    moves would break them only when run: this reads every import instead."""
    found = unresolved_imports(TOOLS)
    assert not found, "; ".join(found)


def test_the_import_check_sees_a_moved_module(tmp_path):
    (tmp_path / "tool.py").write_text(
        "def run():\n"
        "    from game.rules import crowns\n"
        "    from game.scenes.no_such_scene import TableScene\n"
        "    from game.controller import NoSuchController\n"
    )
    assert [entry.split(": ", 1)[1] for entry in unresolved_imports(tmp_path)] == [
        "no module game.scenes.no_such_scene",
        "game.controller has no NoSuchController",
    ]


def documented_commands() -> list[tuple[str, str]]:
    return sorted(
        {
            (path.relative_to(ROOT).as_posix(), name)
            for path in DOCUMENTS
            for name in COMMAND.findall(path.read_text(encoding="utf-8"))
        }
    )


@pytest.mark.parametrize(("document", "module"), documented_commands(), ids=str)
def test_every_documented_command_names_a_module_that_runs(document, module):
    spec = importlib.util.find_spec(module)
    assert spec is not None, f"{document} says `python -m {module}`, which does not exist"
    if spec.submodule_search_locations is not None:  # a package runs its __main__
        assert importlib.util.find_spec(f"{module}.__main__"), f"{module} has no __main__"
    elif spec.origin and spec.origin.startswith(str(ROOT)):  # one of ours: it must run
        text = Path(spec.origin).read_text(encoding="utf-8")
        assert 'if __name__ == "__main__":' in text, f"{module} does nothing when run"


def test_the_commands_read_include_the_tools():
    named = {module for _, module in documented_commands()}
    assert {"tools.sim", "tools.bench", "tools.golden", "tools.monkey", "tools.soak"} <= named
    assert "tools.killloop" in named
