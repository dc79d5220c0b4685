"""Set up Wildmeld in a project-local virtual environment, then play or test.

    python3 scripts/dev.py play [game arguments...]   install what is needed, start the game
    python3 scripts/dev.py test [pytest arguments...]  install what is needed, lint, run every test

Uses only the standard library, so it works on a fresh machine with Python 3.11+
(Linux, macOS, Windows). The environment lives in `.venv/` beside this folder. Its
stamp file names what is installed (the hash of `pyproject.toml` and the extras), so
a command installs only when `pyproject.toml` changed or it needs an extra that is
not there yet — and then the union of the extras, so that `play` after `test` (and
back) never installs again.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / "wildmeld-installed.txt"


def venv_python() -> Path:
    """The interpreter inside the project's virtual environment."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def installed() -> tuple[str, set[str]]:
    """What the stamp says is installed: the pyproject hash and the extras ("", set()
    when there is no stamp or it is unreadable)."""
    try:
        digest, _, extras = STAMP.read_text().strip().partition(" ")
    except OSError:
        return "", set()
    return digest, {name for name in extras.split(",") if name}


def ensure_env(extras: str) -> Path:
    """Create the venv and install the project with `extras` unless they (or more) are
    installed already for this `pyproject.toml`."""
    if sys.version_info < (3, 11):  # noqa: UP036 - the one check a too-old Python must see
        sys.exit(f"Wildmeld needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    python = venv_python()
    if not python.exists():
        print(f"Creating a virtual environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    wanted = {name for name in extras.split(",") if name}
    have_digest, have = installed()
    if have_digest != digest or not wanted <= have:
        union = sorted(wanted | (have if have_digest == digest else set()))
        print("Installing Wildmeld and what it needs ...", flush=True)
        run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        target = f".[{','.join(union)}]" if union else "."
        run([python, "-m", "pip", "install", "--quiet", "-e", target], env=quiet_build())
        STAMP.write_text(f"{digest} {','.join(union)}")
    return python


def quiet_build() -> dict:
    """The environment for the editable install: setuptools' "Editable installation"
    notice (a box of asterisks, printed even with --quiet, warning that a folder named
    like the package takes precedence) is silenced — that folder is this checkout,
    which is the point of installing it editable."""
    extra = "ignore:Editable installation"
    current = os.environ.get("PYTHONWARNINGS")
    return dict(os.environ, PYTHONWARNINGS=f"{current},{extra}" if current else extra)


def run(command: list, **kwargs) -> None:
    """Run a command in the project folder; stop with its exit code if it fails."""
    code = subprocess.call([str(part) for part in command], cwd=ROOT, **kwargs)
    if code != 0:
        sys.exit(code)


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("play", "test"):
        sys.exit(__doc__)
    command, rest = argv[0], argv[1:]
    if command == "play":
        python = ensure_env("")
        run([python, "-m", "game", *rest])
    else:
        python = ensure_env("test,package")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        run([python, "-m", "ruff", "check", "."], env=env)
        run([python, "-m", "ruff", "format", "--check", "."], env=env)
        run([python, "-m", "pytest", *rest], env=env)


if __name__ == "__main__":
    main(sys.argv[1:])
