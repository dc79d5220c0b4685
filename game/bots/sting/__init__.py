"""Sting bots: random, easy, medium and hard, each seeing only its seat's Observation.

Sting's twist (ST-5a): every meld is laid in front of an *opponent* and scores against
them; the lowest total wins. So a turn is about emptying the hand fast, into the
right opponent's lap, and keeping the table in front of you small.

* **random** — a kind of legal play uniformly, then one action of that kind (soaks).
* **easy** — legal and simple: draws 1 (2 with a single card), lays the sets and runs
  of numbered cards it holds before a random opponent, passes melds away with a
  Pass-A-Pile, answers a pass with a Take-It-Back, discards a random numbered card.
* **medium** — melds as much as it can: an exact search (`planner.best_plan`) for the
  melds laying the most cards, wilds included; lays them before the *leader* (lowest
  total); swaps its numbered cards for wilds on the table when the freed wild lets
  more cards out (ST-5d); uses the top discard when it completes a meld or fits an
  opponent's meld (ST-5c); adds leftovers to opponents' melds; discards the card with
  the fewest meld chances.
* **hard** — plans the whole turn the same way, and adds judgement:
    - *order*: substitutions first (they free wilds for the melds that follow), then
      the discard pile, then the biggest meld, then adds, then passes, then the
      discard — re-planned after every step from the Observation;
    - *draw 1 or 2* from hand size and danger: 2 with three cards or fewer, but only 1
      when an opponent holds two cards or fewer (the round may end before those cards
      can be melded, and each scores against us, ST-10);
    - *whom to sting*: melds score nothing against a player who goes out (ST-9), so
      the target is the opponent least likely to go out (most cards), then the lowest
      total — and that is where the biggest meld, the Triple and Double Stings (spent
      first, ×3 and ×2) and the unpassable Super Sting go;
    - *Pass-A-Pile and Take-It-Back*: passes the highest-scoring passable meld in
      front of it, keeps Take-It-Back for the out-of-turn window and never discards
      it while another card will do; a spare Pass-A-Pile is a safe discard (it can't be
      taken from the pile);
    - *going out*: adds to its own melds only when that empties the hand (going out
      scores 0 whatever lies in front of it); when an opponent is near out it
      discards its most expensive card first; it avoids discarding a card that fits a
      table meld (a free play for the next seat).
"""

from __future__ import annotations

from game.bots.sting.players import STYLES, RandomBot, StingBot

__all__ = ["make_bot", "RandomBot", "StingBot"]


def make_bot(level: str, seat: int, seed: int):
    """A Sting bot of `level` ("random", "easy", "medium", "hard") for `seat`."""
    if level == "random":
        return RandomBot(seat, seed)
    if level not in STYLES:
        raise ValueError(f"unknown Sting bot level {level!r}")
    return StingBot(level, seat, seed)
