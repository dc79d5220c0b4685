"""Issue 8: the downloadable build. The slow tests build dist/ with installer.spec,
unzip it in an empty folder outside the repository as a player would (symbolic
links restored) and run the executable's smoke test; the quick ones check the zip's
links and the Windows version resource on a small folder."""

import importlib.util
import os
import plistlib
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game
from game.text import PO_DIR, Translation

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_dist", ROOT / "build" / "make_dist.py")
make_dist = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_dist)

links_work = os.name != "nt"  # Windows needs a privilege to make symbolic links


def extract(archive: Path, target: Path) -> None:
    """Unpack as unzip does: symbolic links made again and file modes kept
    (zipfile.extractall writes a link as a small file holding its target's name)."""
    with zipfile.ZipFile(archive) as zipped:
        for info in zipped.infolist():
            path = target / info.filename
            mode = info.external_attr >> 16
            if info.is_dir():
                path.mkdir(parents=True, exist_ok=True)
            elif stat.S_ISLNK(mode):
                path.parent.mkdir(parents=True, exist_ok=True)
                path.symlink_to(zipped.read(info).decode())
            else:
                zipped.extract(info, target)
                if mode:
                    path.chmod(stat.S_IMODE(mode))


def unzip(archive: Path, target: Path) -> None:
    """Unpack with the unzip command, as most players on Linux and macOS would."""
    subprocess.run(["unzip", "-q", str(archive), "-d", str(target)], check=True)


HAS_UNZIP = shutil.which("unzip") is not None
UNZIPPERS = [extract, unzip] if HAS_UNZIP else [extract]
windowed_windows = pytest.mark.skipif(
    os.name == "nt", reason="the windowed Windows build may have no console streams to read"
)


def small_app(folder: Path) -> Path:
    """A folder shaped like a build: a program, a library with a link to it, and a
    framework whose Versions/Current links to a folder (as on macOS)."""
    app = folder / "Wildmeld"
    (app / "_internal" / "Python.framework" / "Versions" / "3.11").mkdir(parents=True)
    program = app / "Wildmeld"
    program.write_bytes(b"#!/bin/sh\necho hi\n")
    program.chmod(0o755)
    library = app / "_internal" / "pygame_ce.libs" / "libSDL2.so.0"
    library.parent.mkdir()
    library.write_bytes(os.urandom(50_000))  # random: it does not compress
    (app / "_internal" / "libSDL2.so.0").symlink_to("pygame_ce.libs/libSDL2.so.0")
    framework = app / "_internal" / "Python.framework"
    (framework / "Versions" / "3.11" / "Python").write_bytes(b"python")
    (framework / "Versions" / "Current").symlink_to("3.11")
    (framework / "Python").symlink_to("Versions/Current/Python")
    return app


@pytest.mark.skipif(not links_work, reason="symbolic links need a privilege on Windows")
@pytest.mark.parametrize("unpack", UNZIPPERS, ids=lambda unpack: unpack.__name__)
def test_zip_stores_links_as_links_so_each_library_is_stored_once(tmp_path, unpack):
    app = small_app(tmp_path / "built")
    archive = tmp_path / "Wildmeld.zip"
    make_dist.zip_folder(app, archive)
    assert archive.stat().st_size < 2 * 50_000, "the linked library was stored twice"
    unpack(archive, tmp_path / "download")
    unpacked = tmp_path / "download" / "Wildmeld"
    assert os.readlink(unpacked / "_internal" / "libSDL2.so.0") == "pygame_ce.libs/libSDL2.so.0"
    assert (unpacked / "_internal" / "libSDL2.so.0").read_bytes() == (
        app / "_internal" / "pygame_ce.libs" / "libSDL2.so.0"
    ).read_bytes()
    framework = unpacked / "_internal" / "Python.framework"
    assert (framework / "Versions" / "Current").is_symlink()
    assert (framework / "Python").read_bytes() == b"python"
    assert os.access(unpacked / "Wildmeld", os.X_OK), "the program lost its execute bit"
    assert make_dist.unpacked_size(unpacked) == make_dist.unpacked_size(app)


@pytest.mark.skipif(not links_work, reason="symbolic links need a privilege on Windows")
def test_zip_refuses_a_link_that_leaves_the_app(tmp_path):
    app = small_app(tmp_path / "built")
    (app / "outside").symlink_to(tmp_path)
    with pytest.raises(ValueError, match="outside the app"):
        make_dist.zip_folder(app, tmp_path / "Wildmeld.zip")


def test_windows_version_resource_carries_the_game_version(tmp_path):
    text = make_dist.write_version_resource(tmp_path).read_text()
    numbers = make_dist.version_numbers(game.__version__)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert f"StringStruct('ProductVersion', '{game.__version__}')" in text


def test_windows_version_resource_reads_back_in_pyinstaller(tmp_path):
    # PyInstaller's reader of the file loads only where it can write one: on Windows.
    versioninfo = pytest.importorskip("PyInstaller.utils.win32.versioninfo", exc_type=ImportError)
    path = make_dist.write_version_resource(tmp_path)
    info = versioninfo.load_version_info_from_text_file(str(path))
    numbers = make_dist.version_numbers(game.__version__)
    assert info.ffi.fileVersionMS == numbers[0] << 16 | numbers[1]


def test_version_numbers_are_four_and_a_suffix_is_no_number():
    assert make_dist.version_numbers("0.1.0") == (0, 1, 0, 0)
    assert make_dist.version_numbers("1.2rc1") == (1, 2, 0, 0)
    with pytest.raises(ValueError, match="does not start with a number"):
        make_dist.version_numbers("dev")


# -- the real build (slow: PyInstaller takes a few minutes) -----------------------------


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
    (unzip if HAS_UNZIP else extract)(zips[-1], target)  # what a player uses, when present
    return target / "Wildmeld" / ("Wildmeld.exe" if os.name == "nt" else "Wildmeld")


@pytest.mark.slow
def test_built_app_unzips_to_the_same_files_as_the_build(unpacked):
    built = ROOT / "dist" / "Wildmeld"
    assert make_dist.unpacked_size(unpacked.parent) == make_dist.unpacked_size(built)
    links = sorted(p.relative_to(built) for p in make_dist.walk(built) if p.is_symlink())
    assert links == sorted(
        p.relative_to(unpacked.parent) for p in make_dist.walk(unpacked.parent) if p.is_symlink()
    )


def smoke(unpacked: Path, tmp_path: Path, *arguments: str, **environ: str) -> str:
    """Run the built app's smoke test with the dummy drivers and a home of its own (and
    `environ`); its report."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **environ)
    env.setdefault("WILDMELD_HOME", str(tmp_path / "home"))
    report = tmp_path / "smoke.txt"
    run = subprocess.run(
        [str(unpacked), "--smoke-test", *arguments, "--smoke-report", str(report)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return report.read_text()


@pytest.mark.slow
def test_built_app_passes_its_smoke_test_and_writes_nothing_into_itself(unpacked, tmp_path):
    bundle = unpacked.parent
    before = set(bundle.rglob("*"))
    shot = tmp_path / "smoke.png"
    assert "assets found" in smoke(unpacked, tmp_path, "--screenshot", str(shot))
    assert shot.stat().st_size > 10_000
    assert set(bundle.rglob("*")) == before, "the app wrote inside its own folder"


@pytest.mark.slow
@pytest.mark.parametrize("code", [path.stem for path in sorted(PO_DIR.glob("*.po"))])
def test_built_app_starts_in_the_systems_language(unpacked, tmp_path, code):
    """Issue 20: the build carries every language's words and Babel's data for them, and
    speaks the system's language from the start (the smoke test says what it spoke and
    how many of its words it found — as many as the checkout's catalogue finds)."""
    system = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": f"{code}_XX.UTF-8"}
    found = len(Translation(PO_DIR / f"{code}.po"))
    assert f"speaking {code} ({found} of " in smoke(unpacked, tmp_path, **system)


def bundled_modules(executable: Path) -> set[str]:
    """The Python modules the built executable carries (its embedded PYZ archive)."""
    from PyInstaller.archive.readers import CArchiveReader

    return set(CArchiveReader(str(executable)).open_embedded_archive("PYZ.pyz").toc)


@pytest.mark.slow
def test_built_app_carries_the_game_and_not_the_developer_tools(unpacked):
    """Issue 22: the simulator, benchmarks, monkey, soak, golden games and kill loop live
    in tools/, which the game never imports and installer.spec excludes (the build of
    4cdd6ad still carried game.sim, game.monkey, game.golden, game.soak, game.bench)."""
    modules = bundled_modules(unpacked)
    assert {"game.app", "game.smoke", "game.rules.crowns", "game.bots.sting"} <= modules
    old_homes = tuple(f"game.{name}" for name in ("sim", "bench", "monkey", "soak", "golden"))
    tools = sorted(name for name in modules if name.split(".")[0] == "tools" or name in old_homes)
    assert not tools, f"the build carries developer tools: {tools}"


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux zip's menu entry")
def test_linux_zip_carries_a_valid_desktop_entry_and_hicolor_icons(unpacked):
    share = unpacked.parent / "share"
    entry = share / "applications" / "wildmeld.desktop"
    assert "StartupWMClass=Wildmeld" in entry.read_text()
    validator = shutil.which("desktop-file-validate")
    if validator:
        run = subprocess.run([validator, str(entry)], capture_output=True, text=True)
        assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr
    for size in (16, 32, 48, 256):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "wildmeld.png").is_file()


@pytest.mark.slow
@windowed_windows
def test_built_app_prints_its_version(unpacked, tmp_path):
    run = subprocess.run([str(unpacked), "--version"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"Wildmeld {game.__version__}"


@pytest.mark.slow
@windowed_windows
def test_built_app_refuses_a_bad_flag_with_a_message(unpacked, tmp_path):
    run = subprocess.run(
        [str(unpacked), "--no-such-flag"], cwd=tmp_path, capture_output=True, text=True
    )
    assert run.returncode == 2
    assert "--no-such-flag" in run.stderr


# -- what each system's download is (issue 21): read for any system, here on Linux ------


def test_macos_builds_wildmeld_app_with_an_info_plist():
    bundle = make_dist.bundle_arguments("darwin")
    assert bundle["name"] == "Wildmeld.app"
    assert bundle["bundle_identifier"] == make_dist.BUNDLE_ID
    assert bundle["version"] == game.__version__
    assert Path(bundle["icon"]).suffix == ".icns" and Path(bundle["icon"]).is_file()
    plist = bundle["info_plist"]
    assert plist["NSHighResolutionCapable"] is True, "without it Retina screens are blurry"
    assert plist["CFBundleShortVersionString"] == game.__version__
    assert plist["CFBundleName"] == "Wildmeld"
    major = int(plist["LSMinimumSystemVersion"].split(".")[0])
    assert major >= 11, "pygame-ce's arm64 wheels need macOS 11"
    # PyInstaller writes it with plistlib: every value must be one plistlib takes.
    data = plistlib.dumps(plist)
    assert plistlib.loads(data) == plist


def test_other_systems_build_no_app_bundle():
    assert make_dist.bundle_arguments("win32") is None
    assert make_dist.bundle_arguments("linux") is None


def test_the_executable_keeps_its_icon_and_version_resource_on_windows(tmp_path):
    windows = make_dist.exe_arguments("win32", tmp_path)
    assert Path(windows["icon"]).suffix == ".ico" and Path(windows["icon"]).is_file()
    assert "ProductVersion" in Path(windows["version"]).read_text()
    assert windows["strip"] is False
    mac = make_dist.exe_arguments("darwin", tmp_path)
    assert Path(mac["icon"]).suffix == ".icns" and mac["version"] is None and not mac["strip"]
    linux = make_dist.exe_arguments("linux", tmp_path)
    assert linux == {"icon": None, "strip": True, "version": None}


def test_the_spec_takes_the_system_arguments_from_make_dist():
    spec = (ROOT / "installer.spec").read_text()
    assert "exe_arguments(sys.platform" in spec and "bundle_arguments(sys.platform)" in spec
    assert "BUNDLE(coll, **bundle)" in spec


def test_the_download_is_the_app_on_macos_and_the_folder_elsewhere():
    assert make_dist.download("darwin").name == "Wildmeld.app"
    assert make_dist.download("win32").name == make_dist.download("linux").name == "Wildmeld"


def test_readme_names_each_systems_download_and_its_first_start():
    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Download and play") :].split("\n## ")[0]
    for system, machine in (("win32", "x86_64"), ("darwin", "arm64"), ("linux", "x86_64")):
        name = make_dist.archive_name(system, machine).replace(game.__version__, "<version>")
        assert f"`{name}`" in table, name
    for words in ("Wildmeld.exe", "Wildmeld.app", "Open", "Add to the applications menu"):
        assert words in table, words
