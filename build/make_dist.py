"""Build the downloadable Wildmeld: dist/Wildmeld/ and dist/Wildmeld-<version>-<os>-<arch>.zip.

    python build/make_dist.py             (from the project's virtual environment,
                                           with the packaging extra: pip install -e ".[package]")
    python build/make_dist.py --no-zip    build only (the release workflow signs the
                                           macOS app between the two steps)
    python build/make_dist.py --zip-only  zip what dist/ holds

Runs PyInstaller with `installer.spec`, its work files under build/work/ (ignored
by git), then zips the app. Prints the zip's path and size. What goes in depends on
the system (`download()` says it):
- Windows: the folder Wildmeld/ with Wildmeld.exe (its icon and version resource
  from `exe_arguments`);
- macOS: Wildmeld.app (PyInstaller's BUNDLE with the Info.plist of `bundle_arguments`);
- Linux: the folder Wildmeld/ with the executable, plus share/applications/
  wildmeld.desktop and share/icons/hicolor/ (game.desktop) for the applications menu.

The zip keeps symbolic links as links (PyInstaller links shared libraries on Linux
and the Python framework's folders on macOS): following them would store those
files twice, and a framework whose links became copies no longer loads.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
ASSETS = ROOT / "assets"
BUNDLE_ID = "io.github.wildmeld.Wildmeld"
MACOS_MINIMUM = "11.0"  # pygame-ce's arm64 wheels and the macOS runners' Python need 11


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "game" / "__init__.py").read_text(), namespace)  # noqa: S102 - our own file
    return namespace["__version__"]


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """ "0.1.0" as the four numbers of a Windows version resource: (0, 1, 0, 0)."""
    release = re.match(r"\d+(\.\d+){0,3}", text)  # "1.2rc1" → 1.2: a suffix is no number
    if release is None:
        raise ValueError(f"version {text!r} does not start with a number like 0.1.0")
    numbers = [int(part) for part in release.group().split(".")]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def write_version_resource(folder: Path) -> Path:
    """The Windows version resource of Wildmeld.exe (what Explorer's Properties →
    Details shows), in the text form PyInstaller's EXE(version=…) reads."""
    numbers = version_numbers(version())
    strings = {
        "CompanyName": "Wildmeld",
        "FileDescription": "Wildmeld",
        "FileVersion": version(),
        "InternalName": "Wildmeld",
        "LegalCopyright": "MIT License",
        "OriginalFilename": "Wildmeld.exe",
        "ProductName": "Wildmeld",
        "ProductVersion": version(),
    }
    table = ",\n".join(f"        StringStruct({k!r}, {v!r})" for k, v in strings.items())
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3F, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),
  ],
)
"""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "version_resource.txt"
    path.write_text(text, encoding="utf-8")
    return path


def exe_arguments(system: str, work: Path = WORK) -> dict:
    """The EXE(...) arguments that differ by system: the executable's own icon (Windows
    reads .ico, the .app's .icns is macOS's; Linux executables carry none — the window
    sets its icon itself), strip (macOS strip breaks signatures, Windows has none) and
    the Windows version resource (written under `work`)."""
    icons = {"win32": "icon.ico", "darwin": "icon.icns"}
    return {
        "icon": str(ASSETS / icons[system]) if system in icons else None,
        "strip": system.startswith("linux"),
        "version": str(write_version_resource(work)) if system == "win32" else None,
    }


def bundle_arguments(system: str, text: str | None = None) -> dict | None:
    """BUNDLE(...)'s arguments for macOS — Wildmeld.app and its Info.plist — or None on
    a system that has no app bundle."""
    if system != "darwin":
        return None
    text = text or version()
    return {
        "name": "Wildmeld.app",
        "icon": str(ASSETS / "icon.icns"),
        "bundle_identifier": BUNDLE_ID,
        "version": text,
        "info_plist": {
            "CFBundleName": "Wildmeld",
            "CFBundleDisplayName": "Wildmeld",
            "CFBundleShortVersionString": text,
            "CFBundleVersion": ".".join(str(n) for n in version_numbers(text)[:3]),
            "LSMinimumSystemVersion": MACOS_MINIMUM,
            "LSApplicationCategoryType": "public.app-category.card-games",
            # Without it macOS draws the window at half resolution, stretched (blurry).
            "NSHighResolutionCapable": True,
            "NSHumanReadableCopyright": "MIT License",
        },
    }


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    system = system or sys.platform
    name = {"darwin": "macos", "win32": "windows"}.get(system, system)
    machine = (machine or platform.machine()).lower().replace("amd64", "x86_64")
    return f"{name}-{machine}"


def archive_name(system: str | None = None, machine: str | None = None) -> str:
    """The download's file name: Wildmeld-<version>-<os>-<arch>.zip."""
    return f"Wildmeld-{version()}-{platform_tag(system, machine)}.zip"


def download(system: str | None = None) -> Path:
    """What the zip holds, as built in dist/: Wildmeld.app on macOS, else the folder."""
    return DIST / ("Wildmeld.app" if (system or sys.platform) == "darwin" else "Wildmeld")


def build() -> Path:
    """Run PyInstaller; return the app folder."""
    if importlib.util.find_spec("PyInstaller") is None:
        sys.exit('PyInstaller is missing: run `pip install -e ".[package]"` in the venv first.')
    command = [sys.executable, "-m", "PyInstaller", str(ROOT / "installer.spec")]
    command += ["--noconfirm", "--clean", "--log-level", "WARN"]
    command += ["--workpath", str(WORK), "--distpath", str(DIST)]
    subprocess.run(command, cwd=ROOT, check=True)
    if sys.platform.startswith("linux"):
        add_desktop_files(DIST / "Wildmeld")
    return download()


def add_desktop_files(app: Path) -> None:
    """Linux: share/applications/wildmeld.desktop and share/icons/hicolor/ in the app
    folder, laid out as an XDG data folder (Settings → Add to the applications menu
    writes the same files, with the command that starts the game where it is)."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.desktop import write_desktop_files

    write_desktop_files(app / "share", ["Wildmeld"])


def make_zip(app: Path) -> Path:
    """Zip the app (folder or .app) as Wildmeld/… or Wildmeld.app/… so it unpacks into
    one place. On macOS `ditto` zips it as Finder would, keeping the signature."""
    target = DIST / archive_name()
    if app.suffix == ".app" and shutil.which("ditto"):
        target.unlink(missing_ok=True)
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), str(target)], check=True)
    else:
        zip_folder(app, target)
    return target


def zip_folder(folder: Path, target: Path) -> None:
    """Zip `folder` (as folder/…) into `target`, symbolic links stored as links."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(walk(folder)):
            name = path.relative_to(folder.parent).as_posix()
            if path.is_symlink():
                target_text = os.readlink(path).replace(os.sep, "/")
                archive.writestr(link_entry(path, name, folder), target_text)
                continue
            info = zipfile.ZipInfo.from_file(path, name)
            if path.is_dir():
                archive.writestr(info, b"")
            else:
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, path.read_bytes())


def walk(folder: Path) -> list[Path]:
    """Every file, folder and link under `folder`, never entering a linked folder."""
    found = []
    for where, folders, files in os.walk(folder):  # followlinks=False: links are leaves
        found += [Path(where, name) for name in folders + files]
    return found


def link_entry(path: Path, name: str, folder: Path) -> zipfile.ZipInfo:
    """A zip entry that unzip (and tests/test_packaging.py) restore as a symbolic
    link: Unix file type S_IFLNK in the high bits, the target as the entry's data."""
    if not path.resolve().is_relative_to(folder.resolve()):
        raise ValueError(f"{path} links to {os.readlink(path)}, outside the app: it would break")
    info = zipfile.ZipInfo(name, date_time=time_of(path))
    info.create_system = 3  # Unix, so that the mode bits below are read
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    info.compress_type = zipfile.ZIP_STORED
    return info


def time_of(path: Path) -> tuple[int, int, int, int, int, int]:
    """The link's own modification time, as zip stores it (1980 at the earliest)."""
    stamp = time.localtime(path.lstat().st_mtime)[:6]
    return max(stamp, (1980, 1, 1, 0, 0, 0))


def unpacked_size(folder: Path) -> int:
    """Bytes of the files in `folder`, each counted once (links are not followed)."""
    return sum(
        path.lstat().st_size for path in walk(folder) if path.is_file() and not path.is_symlink()
    )


def main(argv: list[str]) -> int:
    if "--clean" in argv:
        shutil.rmtree(WORK, ignore_errors=True)
    app = download() if "--zip-only" in argv else build()
    if "--no-zip" in argv:
        print(f"{app.relative_to(ROOT)}: {unpacked_size(app) / 1e6:.1f} MB")
        return 0
    if not app.exists():
        sys.exit(f"{app} not found: build it first with `python build/make_dist.py --no-zip`")
    archive = make_zip(app)
    size = archive.stat().st_size / 1e6
    folder = unpacked_size(app) / 1e6
    print(f"{archive.relative_to(ROOT)}: {size:.1f} MB zipped, {folder:.1f} MB unpacked")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
