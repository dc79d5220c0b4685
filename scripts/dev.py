"""Set up Wildmeld in a project-local virtual environment, then play or test.

    python3 scripts/dev.py play [game arguments...]   install what is needed, start the game
    python3 scripts/dev.py test [pytest arguments...]  install what is needed, lint, run every test

Uses only the standard library, so it works on a fresh machine with Python 3.11+
(Linux, macOS, Windows). The environment lives in `.venv/` beside this folder and
is reinstalled only when `pyproject.toml` changes.
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


def ensure_env(extras: str) -> Path:
    """Create the venv and install the project with `extras` unless already done."""
    if sys.version_info < (3, 11):  # noqa: UP036 - the one check a too-old Python must see
        sys.exit(f"Wildmeld needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    python = venv_python()
    if not python.exists():
        print(f"Creating a virtual environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest() + " " + extras
    if not STAMP.exists() or STAMP.read_text() != wanted:
        print("Installing Wildmeld and what it needs ...", flush=True)
        run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        target = f".[{extras}]" if extras else "."
        run([python, "-m", "pip", "install", "--quiet", "-e", target])
        STAMP.write_text(wanted)
    return python


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
