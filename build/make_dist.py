"""Build the downloadable Wildmeld: dist/Wildmeld/ and dist/Wildmeld-<version>-<os>-<arch>.zip.

    python build/make_dist.py            (from the project's virtual environment,
                                          with the packaging extra: pip install -e ".[package]")

Runs PyInstaller with `installer.spec`, its work files under build/work/ (ignored
by git), then zips the one-folder app. Prints the zip's path and size.
"""

from __future__ import annotations

import importlib.util
import platform
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "game" / "__init__.py").read_text(), namespace)  # noqa: S102 - our own file
    return namespace["__version__"]


def platform_tag() -> str:
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{system}-{machine}"


def build() -> Path:
    """Run PyInstaller; return the app folder."""
    if importlib.util.find_spec("PyInstaller") is None:
        sys.exit('PyInstaller is missing: run `pip install -e ".[package]"` in the venv first.')
    command = [sys.executable, "-m", "PyInstaller", str(ROOT / "installer.spec")]
    command += ["--noconfirm", "--clean", "--log-level", "WARN"]
    command += ["--workpath", str(WORK), "--distpath", str(DIST)]
    subprocess.run(command, cwd=ROOT, check=True)
    return DIST / "Wildmeld"


def make_zip(app: Path) -> Path:
    """Zip the app folder as Wildmeld/… so it unpacks into one folder."""
    target = DIST / f"Wildmeld-{version()}-{platform_tag()}.zip"
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(app.rglob("*")):
            info = zipfile.ZipInfo.from_file(path, path.relative_to(app.parent).as_posix())
            if path.is_dir():
                archive.writestr(info, b"")
            else:
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, path.read_bytes())
    return target


def main() -> int:
    app = build()
    archive = make_zip(app)
    size = archive.stat().st_size / 1e6
    folder = sum(p.stat().st_size for p in app.rglob("*") if p.is_file()) / 1e6
    print(f"{archive.relative_to(ROOT)}: {size:.1f} MB zipped, {folder:.1f} MB unpacked")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--clean":
        shutil.rmtree(WORK, ignore_errors=True)
    raise SystemExit(main())
