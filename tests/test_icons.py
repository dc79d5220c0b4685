"""Issue 8: the executable's icons (assets/icon.ico for Windows, assets/icon.icns for
macOS) are well-formed files holding the icon as PNG images of the sizes they claim."""

import struct
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"
PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG), "an icon image must be PNG data"
    return struct.unpack(">II", data[16:24])  # IHDR width, height


def test_ico_holds_a_png_per_entry_of_the_size_it_names():
    data = (ASSETS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sides = set()
    for index in range(count):
        entry = data[6 + 16 * index : 22 + 16 * index]
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        side = width or 256
        assert (width, planes, bits) == (height, 1, 32)
        assert offset + length <= len(data)
        assert png_size(data[offset : offset + length]) == (side, side)
        sides.add(side)
    assert {16, 32, 48, 256} <= sides, "Windows picks from these sizes"


def test_icns_chunks_add_up_and_hold_pngs_of_their_type_size():
    data = (ASSETS / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes = {b"ic07": 128, b"ic08": 256, b"ic09": 512}
    found, at = [], 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        assert length > 8 and at + length <= len(data)
        side = sizes[kind]
        assert png_size(data[at + 8 : at + length]) == (side, side)
        found.append(kind)
        at += length
    assert at == len(data) and set(found) == set(sizes)


def test_the_spec_names_icons_that_exist():
    import importlib.util

    path = ASSETS.parent / "build" / "make_dist.py"
    spec = importlib.util.spec_from_file_location("make_dist_icons", path)
    make_dist = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_dist)
    for system, name in (("win32", "icon.ico"), ("darwin", "icon.icns")):
        icon = Path(make_dist.exe_arguments(system, ASSETS.parent / "build" / "work")["icon"])
        assert icon.name == name and icon.is_file()
    assert Path(make_dist.bundle_arguments("darwin")["icon"]).is_file()
