"""DESIGN.md boundary 1: the rules engine imports no pygame and does no I/O."""

import ast
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parent.parent / "game" / "rules"
FORBIDDEN_MODULES = {"pygame", "pygame_gui", "time", "datetime", "os", "pathlib", "io", "socket"}
FORBIDDEN_CALLS = {"open", "print", "input", "eval", "exec"}


def rule_files():
    return sorted(RULES.rglob("*.py"))


@pytest.mark.parametrize("path", rule_files(), ids=lambda p: p.name)
def test_rules_module_imports_nothing_forbidden(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
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


def test_rules_use_no_global_random():
    for path in rule_files():
        text = path.read_text()
        assert "random.random(" not in text and "random.shuffle(" not in text, path.name
        assert "random.choice(" not in text and "random.randint(" not in text, path.name
