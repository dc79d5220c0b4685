"""The store stays pygame-free and never evaluates what it reads (DESIGN.md boundary 6)."""

import ast
from pathlib import Path

import pytest

STORE = Path(__file__).resolve().parent.parent / "game" / "store"
FORBIDDEN_MODULES = {"pygame", "pygame_gui", "pickle", "marshal", "shelve"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


@pytest.mark.parametrize("path", sorted(STORE.glob("*.py")), ids=lambda p: p.name)
def test_store_module_imports_no_pygame_and_evaluates_nothing(path):
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
        for name in names:
            assert name.split(".")[0] not in FORBIDDEN_MODULES, f"{path.name} imports {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path.name} calls {node.func.id}()"
