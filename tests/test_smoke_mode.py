"""`--smoke-test` and `--version` (issue 8) from source: the smoke walk goes menu →
New game… → setup with every seat a bot → Start → the bots' table, then exits 0."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from patience import PATIENCE

import game
from game import app, smoke
from game.controller import Controller
from game.scenes.setup import SetupScene

ROOT = Path(__file__).resolve().parent.parent


def test_smoke_test_walks_to_a_table_and_saves_a_screenshot(tmp_path, capsys):
    shot = tmp_path / "smoke.png"
    assert app.main(["--smoke-test", "--screenshot", str(shot)]) == 0
    assert "smoke test passed" in capsys.readouterr().out
    assert shot.stat().st_size > 10_000


def test_smoke_test_starts_its_table_from_the_setup_with_bots_in_every_seat(monkeypatch):
    started = []
    start = SetupScene.start

    def recording(setup):
        started.append(setup.plan())
        start(setup)

    monkeypatch.setattr(SetupScene, "start", recording)
    assert smoke.run(app.App) == 0
    assert len(started) == 1, "the table was not started by the setup's Start button"
    assert {seat.kind for seat in started[0]} == {"bot"}


def test_smoke_test_fails_when_the_setup_does_not_start_a_game(monkeypatch, tmp_path, capsys):
    def refusing(setup):
        setup.error = "The seed must be a whole number."

    monkeypatch.setattr(SetupScene, "start", refusing)
    report = tmp_path / "report.txt"
    assert smoke.run(app.App, report=str(report)) == 1
    problem = "Start did not open a table: The seed must be a whole number."
    assert problem in capsys.readouterr().err
    assert problem in report.read_text()


def slow_bots(monkeypatch, frames: int | None) -> None:
    """The bots' answers reach the table only after `frames` table frames (never, for
    None): a bots' process slow to start and think, as on a busy machine."""
    collect, calls = Controller._collect, []

    def late(controller):
        calls.append(1)
        if frames is not None and len(calls) > frames:
            collect(controller)

    monkeypatch.setattr(Controller, "_collect", late)


def test_smoke_test_waits_for_bots_slower_than_its_table_frames(monkeypatch, capsys):
    """The bots' process starts and thinks in real time, at a lower priority than the
    window: on a loaded machine their first move came after the walk's TABLE_FRAMES, and
    the smoke test failed with a working build."""
    slow_bots(monkeypatch, smoke.TABLE_FRAMES + 60)
    assert smoke.run(app.App) == 0, capsys.readouterr().err


def test_smoke_test_fails_when_the_bots_never_play(monkeypatch, capsys):
    slow_bots(monkeypatch, None)
    monkeypatch.setattr(smoke, "FIRST_MOVE_FRAMES", 60)
    assert smoke.run(app.App) == 1
    assert "the bots' table did not play" in capsys.readouterr().err


def test_smoke_report_keeps_the_verdict_for_a_build_with_no_console(tmp_path):
    report = tmp_path / "report.txt"
    assert app.main(["--smoke-test", "--smoke-report", str(report)]) == 0
    assert report.read_text().startswith("wildmeld: smoke test passed")


def test_smoke_test_fails_loudly_when_assets_are_missing(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("game.assets.asset_path", lambda *parts: tmp_path.joinpath(*parts))
    assert smoke.run(app.App) == 1
    assert "assets not found: theme.json" in capsys.readouterr().err


def test_version_flag_prints_the_game_and_its_version(capsys):
    with pytest.raises(SystemExit) as stopped:
        app.main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.strip() == f"Wildmeld {game.__version__}"


def test_python_dash_m_game_version_needs_no_window():
    env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver")  # it must not open one
    run = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"Wildmeld {game.__version__}"


def test_unknown_flag_exits_2_naming_the_flag(capsys):
    with pytest.raises(SystemExit) as stopped:
        app.main(["--no-such-flag"])
    assert stopped.value.code == 2
    assert "--no-such-flag" in capsys.readouterr().err
