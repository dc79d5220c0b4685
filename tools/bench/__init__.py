"""Benchmarks: `python -m tools.bench [--json] [--quick] [--frames] [--only PART ...]`.

Each part is a module here with `run(quick: bool) -> dict` returning named
measurements (summaries from `tools.bench.timing`). Timing lives here, never in
`game/rules` (which reads no clock) and never as an assertion in the tests.
"""

PARTS = ("crowns", "sting", "rumski", "bots", "sim", "faces", "frames")
