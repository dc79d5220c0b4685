"""Issue 8: the downloadable build. Builds dist/ with installer.spec, unzips it in an
empty folder outside the repository and runs the executable's smoke test."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    pytest.importorskip("PyInstaller", reason="packaging extra not installed")
    build = subprocess.run(
        [sys.executable, str(ROOT / "build" / "make_dist.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    zips = sorted((ROOT / "dist").glob("Wildmeld-*.zip"), key=lambda p: p.stat().st_mtime)
    assert zips, "make_dist.py made no zip"
    target = tmp_path_factory.mktemp("download")
    with zipfile.ZipFile(zips[-1]) as archive:
        archive.extractall(target)
    executable = target / "Wildmeld" / ("Wildmeld.exe" if os.name == "nt" else "Wildmeld")
    executable.chmod(0o755)
    for library in (target / "Wildmeld").rglob("*.so*"):
        library.chmod(0o755)
    return executable


def test_built_app_passes_its_smoke_test_and_writes_nothing_into_itself(unpacked, tmp_path):
    bundle = unpacked.parent
    before = set(bundle.rglob("*"))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["WILDMELD_HOME"] = str(tmp_path / "home")
    shot = tmp_path / "smoke.png"
    run = subprocess.run(
        [str(unpacked), "--smoke-test", "--screenshot", str(shot)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "assets found" in run.stdout
    assert shot.stat().st_size > 10_000
    assert set(bundle.rglob("*")) == before, "the app wrote inside its own folder"


def test_built_app_refuses_a_bad_flag_with_a_message(unpacked, tmp_path):
    run = subprocess.run(
        [str(unpacked), "--no-such-flag"], cwd=tmp_path, capture_output=True, text=True
    )
    assert run.returncode == 2
    assert "--no-such-flag" in run.stderr
