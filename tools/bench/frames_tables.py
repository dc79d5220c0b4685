"""Positions for the frame benchmark's Sting and Rumski tables (`tools.bench.frames`).

* `sting_6_seats`: six seats mid-round with many melds in front of the players (ST-5a),
  seat 0 to play;
* `rumski_community`: a Community of 60 or more cards (RU-7), seat 0 to play.

Each position is the action list of a seeded game between bots, stopped where it
is wanted, so the benchmark restores it like a saved game.
"""

from __future__ import annotations

NAMES = ("You", "Ana", "Bo", "Cy", "Dee", "Eli")
MAX_ACTIONS = 20_000  # a game between easy bots ends long before this


def _play_until(game: str, seats: int, seed: int, wanted, level: str = "easy") -> list:
    from game.bots import make_bot
    from game.bots.seeds import bot_seed
    from game.rules import rumski, sting

    module = {"sting": sting, "rumski": rumski}[game]
    state = module.new_game(seats, seed, {})
    bots = [make_bot(game, level, seat, bot_seed(seed, seat)) for seat in range(seats)]
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.to_act
        observation = state.observe(seat)
        if seat == 0 and wanted(observation):
            return list(state.actions)
        state.apply(bots[seat].choose(observation))
    raise RuntimeError(f"no wanted {game} position with seed {seed}")


def sting_6_seats(seed: int = 0, melds: int = 12) -> list:
    """Six medium bots' game with at least `melds` melds on the table, seat 0 to play."""
    return _play_until(
        "sting", 6, seed, lambda o: o.phase == "play" and len(o.melds) >= melds, "medium"
    )


def rumski_community(seed: int = 2, cards: int = 60) -> list:
    """Two seats, a Community of at least `cards` cards, seat 0 to play."""
    return _play_until(
        "rumski",
        2,
        seed,
        lambda o: o.phase == "play" and sum(len(m) for m in o.community) >= cards,
    )


def cases() -> dict[str, tuple[str, int, int, object]]:
    """name -> (game, seats, seed, function giving the actions)."""
    return {
        "sting_6_seats": ("sting", 6, 0, sting_6_seats),
        "rumski_community": ("rumski", 2, 2, rumski_community),
    }
