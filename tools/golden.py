"""Golden games: a few whole games per engine, stored with every move and the final scores,
replayed by the tests so that a rules change that alters play is noticed on purpose
(issue 9, part 5).

    python -m tools.golden                 # replay every stored game; exit 1 at a difference
    python -m tools.golden --write         # play them again with the bots, rewrite the files
    python -m tools.golden --write --only crowns-solo-easy

A golden file (`tests/golden/<name>.json`) holds what the game was — game, seed, the
bot level of each seat, the options given — its moves in the saves' own notation
(`game.store.codec.encode_action`), and after the deal and after every move a short
fingerprint of where the game stood: whose turn, the running totals and every seat's
hand. Replaying a file applies the stored moves to a fresh game from the seed and reports
the first thing that is no longer the same: a move that cannot be read, a move the rules
now refuse, a move after which the game stands elsewhere, a game that does not end, or
other final totals or winners. The bots only write the files; replaying them checks the
rules alone, so tuning a bot never breaks a golden game.

Change a golden file only on purpose: after a rules change that is meant to alter play,
run `--write` and say in the commit which games changed and why.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.bots import make_bot
from game.bots.seeds import bot_seed
from game.rules import load
from game.rules.engine import IllegalAction
from game.store.codec import decode_action, encode_action

GOLDEN_KIND = "wildmeld-golden"
GOLDEN_FORMAT = 1
FOLDER = Path(__file__).resolve().parent.parent / "tests" / "golden"


@dataclass(frozen=True)
class GoldenGame:
    """One golden game as it is defined: what `--write` plays."""

    name: str
    game: str
    seed: int
    levels: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)


# Three per game: different seat counts, bot levels and options. Chosen so that each file
# stays small (a few hundred moves) while the games still reach scoring and, for Crowns,
# all eleven hands.
GAMES = (
    GoldenGame("crowns-solo-easy", "crowns", 7, ("easy",)),
    GoldenGame("crowns-2-hard-medium", "crowns", 11, ("hard", "medium"), {"first_dealer": 1}),
    GoldenGame("crowns-4-every-level", "crowns", 3, ("random", "easy", "medium", "hard")),
    GoldenGame("sting-2-medium-hard", "sting", 7, ("medium", "hard"), {"rounds": 1}),
    GoldenGame(
        "sting-3-beginners-open",
        "sting",
        5,
        ("easy", "hard", "random"),
        {"rounds": 2, "beginners": True, "open_hands": True},
    ),
    GoldenGame(
        "sting-5-numeric-deal7",
        "sting",
        7,
        ("random", "easy", "medium", "hard", "medium"),
        {"rounds": 1, "deal": 7, "numeric": True, "no_substitution": True},
    ),
    GoldenGame("rumski-2-medium-easy", "rumski", 2, ("medium", "easy"), {"target": 100}),
    GoldenGame(
        "rumski-3-every-level", "rumski", 7, ("easy", "random", "hard"), {"first_dealer": 0}
    ),
    GoldenGame(
        "rumski-4-target-100", "rumski", 7, ("hard", "hard", "medium", "easy"), {"target": 100}
    ),
)


class GoldenMismatch(AssertionError):
    """A golden game no longer plays as stored; the message names the game, its seed and
    the first move or score that differs."""


def fingerprint(state: Any) -> str:
    """Eight hex digits for where a game stands: whose turn, the totals, every hand.

    Hands are compared as sets of card names, so a change in how an engine orders a hand
    in memory is not mistaken for a change of play."""
    seats = len(state.totals)
    parts = [repr(state.to_act), " ".join(map(str, state.totals))]
    for seat in range(seats):
        parts.append(" ".join(sorted(map(str, state.observe(seat).hand))))
    return hashlib.blake2s("|".join(parts).encode(), digest_size=4).hexdigest()


def where_it_stands(state: Any) -> str:
    """The fingerprinted facts, for a person reading a failure."""
    hands = "; ".join(
        f"seat {seat}: {' '.join(map(str, state.observe(seat).hand)) or '-'}"
        for seat in range(len(state.totals))
    )
    return f"to act: seat {state.to_act}, totals {list(state.totals)}, hands {hands}"


# ---------------------------------------------------------------- writing


def play(golden: GoldenGame) -> dict[str, Any]:
    """Play the golden game with its bots (as `tools.sim` seats them) and return its file."""
    module = load(golden.game)
    state = module.new_game(len(golden.levels), golden.seed, golden.options)
    bots = {
        seat: make_bot(golden.game, level, seat, bot_seed(golden.seed, seat))
        for seat, level in enumerate(golden.levels)
    }
    dealt = fingerprint(state)
    moves = []
    while not state.is_over:
        seat = state.to_act
        action = bots[seat].choose(state.observe(seat))
        state.apply(action)
        moves.append([fingerprint(state), encode_action(action)])
    return {
        "kind": GOLDEN_KIND,
        "format": GOLDEN_FORMAT,
        "name": golden.name,
        "game": golden.game,
        "seed": golden.seed,
        "levels": list(golden.levels),
        "options": dict(golden.options),
        "totals": list(state.totals),
        "winners": list(state.winners()),
        "dealt": dealt,
        "moves": moves,
    }


def dumps(data: dict[str, Any]) -> str:
    """The file's text: one move per line, so a diff shows the first move that changed."""
    compact = {"separators": (",", ":")}
    lines = ["{"]
    for key, value in data.items():
        if key == "moves":
            continue
        lines.append(f"  {json.dumps(key)}: {json.dumps(value)},")
    moves = [f"    {json.dumps(move, **compact)}" for move in data["moves"]]
    lines.append('  "moves": [')
    lines.append(",\n".join(moves))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(golden: GoldenGame, folder: Path = FOLDER) -> Path:
    """Play and store one golden game; the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{golden.name}.json"
    path.write_text(dumps(play(golden)), encoding="utf-8")
    return path


# ---------------------------------------------------------------- checking


def read(path: Path) -> dict[str, Any]:
    """A golden file's contents (GoldenMismatch if it is not one)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("kind") != GOLDEN_KIND or data.get("format") != GOLDEN_FORMAT:
        raise GoldenMismatch(f"{path.name} is not a golden game of format {GOLDEN_FORMAT}")
    return data


def check(data: dict[str, Any]) -> None:
    """Replay a golden game's moves through its engine; GoldenMismatch at the first
    difference, naming the game, its seed and the move or score."""
    game, seed, levels = data["game"], data["seed"], data["levels"]
    title = (
        f"{game} golden game {data['name']!r} (seed {seed}, {len(levels)} seats, "
        f"options {data['options']})"
    )
    module = load(game)
    try:
        state = module.new_game(len(levels), seed, data["options"])
    except (ValueError, IllegalAction) as error:
        raise GoldenMismatch(f"{title}: the game cannot be set up any more: {error}") from None
    if fingerprint(state) != data["dealt"]:
        raise GoldenMismatch(f"{title}: the deal differs; now {where_it_stands(state)}")
    for number, (expected, encoded) in enumerate(data["moves"], start=1):
        try:
            action = decode_action(module, encoded, f"move {number}")
        except ValueError as error:
            raise GoldenMismatch(f"{title}: move {number} cannot be read: {error}") from None
        if state.is_over:
            raise GoldenMismatch(
                f"{title}: the game is over before move {number} of {len(data['moves'])}"
            )
        try:
            state.apply(action)
        except IllegalAction as refusal:
            raise GoldenMismatch(
                f"{title}: move {number} {action} is now refused: {refusal}"
            ) from None
        if fingerprint(state) != expected:
            raise GoldenMismatch(
                f"{title}: move {number} {action} leads elsewhere; "
                f"after it now {where_it_stands(state)}"
            )
    if not state.is_over:
        raise GoldenMismatch(f"{title}: not over after its {len(data['moves'])} moves")
    if list(state.totals) != data["totals"]:
        raise GoldenMismatch(
            f"{title}: final totals now {list(state.totals)}, stored {data['totals']}"
        )
    if list(state.winners()) != data["winners"]:
        raise GoldenMismatch(
            f"{title}: winners now seats {list(state.winners())}, stored {data['winners']}"
        )


def stored_files(folder: Path = FOLDER) -> list[Path]:
    return sorted(folder.glob("*.json"))


def main(argv: list[str] | None = None) -> int:
    summary = __doc__.split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m tools.golden", description=summary)
    parser.add_argument("--write", action="store_true", help="play the games again, rewrite files")
    parser.add_argument("--only", action="append", default=[], metavar="NAME")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    known = {golden.name for golden in GAMES}
    for name in args.only:
        if name not in known:
            parser.error(f"no golden game called {name!r}; known: {', '.join(sorted(known))}")
    if args.write:
        for golden in GAMES:
            if not args.only or golden.name in args.only:
                path = write(golden, args.folder)
                moves = len(read(path)["moves"])
                print(f"wrote {path.name}: {moves} moves, {path.stat().st_size:,} bytes")
        return 0
    failed = 0
    for path in stored_files(args.folder):
        if args.only and path.stem not in args.only:
            continue
        try:
            check(read(path))
        except GoldenMismatch as mismatch:
            failed += 1
            print(f"DIFFERS {mismatch}")
        else:
            print(f"same    {path.stem}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
