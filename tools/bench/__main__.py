"""`python -m tools.bench`: run the benchmark parts and print their measurements."""

from __future__ import annotations

import argparse
import importlib
import json
import sys

from tools.bench import PARTS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="fewer samples, for a fast look")
    parser.add_argument("--frames", action="store_true", help="only the frame-time part")
    parser.add_argument("--only", nargs="+", choices=PARTS, help="only these parts")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    parts = ["frames"] if args.frames else args.only or [p for p in PARTS if p != "frames"]
    results = {}
    for name in parts:
        try:
            module = importlib.import_module(f"tools.bench.{name}")
        except ModuleNotFoundError as missing:
            results[name] = {"skipped": f"not available: {missing.name}"}
            continue
        if not args.json:
            print(f"running {name} ...", file=sys.stderr, flush=True)
        results[name] = module.run(quick=args.quick)
    if args.json:
        print(json.dumps(results))
    else:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
