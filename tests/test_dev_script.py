"""Issue 18 item 21: the README's commands. `scripts/dev.py play` after `test` (and back)
installs nothing again: the stamp holds the extras installed; and the project's metadata
is the kind setuptools reads without a deprecation warning (an SPDX license string)."""

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def dev(tmp_path, monkeypatch):
    """scripts/dev.py with its venv in tmp_path and every command recorded, not run."""
    spec = importlib.util.spec_from_file_location("dev_script", ROOT / "scripts" / "dev.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    venv = tmp_path / ".venv"
    python = venv / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("")  # the venv "exists": no new one is made
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "STAMP", venv / "wildmeld-installed.txt")
    monkeypatch.setattr(module, "venv_python", lambda: python)
    module.commands = []
    module.environments = []

    def run(command, **kw):
        module.commands.append(command)
        module.environments.append(kw.get("env"))

    monkeypatch.setattr(module, "run", run)
    return module


def installs(dev) -> list[str]:
    """The targets of the `pip install -e` commands run so far."""
    return [str(command[-1]) for command in dev.commands if "-e" in command]


def test_play_after_test_and_back_installs_nothing_again(dev):
    dev.ensure_env("test,package")
    dev.ensure_env("")
    dev.ensure_env("test,package")
    dev.ensure_env("")
    assert installs(dev) == [".[package,test]"]


def test_test_after_play_installs_the_union_once(dev):
    dev.ensure_env("")
    dev.ensure_env("test,package")
    dev.ensure_env("")
    dev.ensure_env("test,package")
    assert installs(dev) == [".", ".[package,test]"]


def test_a_changed_pyproject_installs_again_with_the_extras_it_needs(dev):
    dev.ensure_env("test,package")
    digest, extras = dev.STAMP.read_text().split(" ")
    dev.STAMP.write_text(f"{'0' * len(digest)} {extras}")  # as if pyproject.toml changed
    dev.ensure_env("")
    assert installs(dev) == [".[package,test]", "."]


def test_license_is_an_spdx_string_and_the_build_backend_reads_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    # A table ({text = "MIT"}) is deprecated by setuptools 77 and warns at every install.
    assert project["project"]["license"] == "MIT"
    requires = " ".join(project["build-system"]["requires"])
    version = re.search(r"setuptools>=(\d+)", requires)
    assert version and int(version.group(1)) >= 77, "older setuptools refuse an SPDX string"
    assert not any(
        "License ::" in classifier for classifier in project["project"].get("classifiers", [])
    ), "setuptools 77 refuses license classifiers beside an SPDX license"


def test_the_editable_install_does_not_print_setuptools_editable_notice(dev, monkeypatch):
    monkeypatch.setenv("PYTHONWARNINGS", "default")
    dev.ensure_env("")
    install = dev.commands.index(next(c for c in dev.commands if "-e" in c))
    warnings = dev.environments[install]["PYTHONWARNINGS"].split(",")
    assert warnings == ["default", "ignore:Editable installation"], "the player's own kept"
