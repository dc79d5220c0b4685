"""Start-up time of the built app: from launch to the first frame of the menu.

    python build/bench_startup.py [--runs 5] [--app dist/Wildmeld/Wildmeld]

Runs the executable with `--frames 1` (it draws the menu's first frame and quits)
several times with the dummy video and audio drivers and prints each time and the
median, in seconds. Build first with `python build/make_dist.py`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    name = "Wildmeld.exe" if os.name == "nt" else "Wildmeld"
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "Wildmeld" / name)
    args = parser.parse_args()
    if not args.app.exists():
        sys.exit(f"{args.app} not found: build it first with `python build/make_dist.py`")
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env["WILDMELD_HOME"] = home  # the player's real files are left alone
        for _ in range(args.runs):
            start = time.perf_counter()
            subprocess.run(
                [str(args.app), "--frames", "1"], env=env, check=True, capture_output=True
            )
            times.append(time.perf_counter() - start)
    print("runs:", ", ".join(f"{t:.2f}" for t in times))
    print(f"median start-up to first menu frame (and quit): {statistics.median(times):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
