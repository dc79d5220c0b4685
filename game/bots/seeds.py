"""Where every bot's own randomness comes from: `bot_seed(game_seed, seat, purpose)`.

The deal is shuffled from the game's seed, so a bot seeded with a simple function of
that seed (`seed * 101 + seat`) could in principle work the seed, and so the whole deck,
back out of its own random numbers. A bot's seed is instead a BLAKE2b hash of the game
seed, the seat and what the bot is for ("move": the seat's player; "hint": the Hint
button's adviser), which cannot be run backwards: knowing its seed tells a bot nothing
about the deal beyond trying every game seed forward (the app draws seeds below a
million, so that is the bar, and no bot does it). The app, the simulator, the golden
games and the hints all ask this one function (issue 19, item 4).
"""

from __future__ import annotations

import hashlib

PERSON = b"wildmeld.bots"  # BLAKE2b's personalisation: these hashes are for bot seeds only
PURPOSES = ("move", "hint")  # a seat's player; the Hint button's adviser for that seat


def bot_seed(game_seed: int, seat: int, purpose: str = "move") -> int:
    """A 64-bit seed for the bot of `seat` in the game dealt from `game_seed`."""
    if purpose not in PURPOSES:
        raise ValueError(f"unknown bot purpose {purpose!r}: use one of {', '.join(PURPOSES)}")
    data = repr((game_seed, seat, purpose)).encode()
    digest = hashlib.blake2b(data, digest_size=8, person=PERSON).digest()
    return int.from_bytes(digest, "big")
