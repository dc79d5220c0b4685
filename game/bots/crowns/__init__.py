"""Crowns bots: random, easy, medium and hard, each seeing only its seat's observation.

* **random** — a uniformly random legal action (tests and soaks).
* **easy** — a simple rule of thumb, no solver: takes the top discard only when it is a
  wild; discards the dearest card that has no partner (a card of the same rank, or of the
  same suit one rank away), never a wild if it can help it; goes out when it can.
* **medium** — greedy with the exact solver (`min_deadwood`, CR-13): takes the top discard
  only when it lowers the hand's best deadwood; discards the card that leaves the least
  deadwood (ties: the dearest card); goes out whenever it can.

Every level but random keeps its wilds: it throws a wild only when the hand holds
nothing else, and goes out with a non-wild discard whenever one allows it (the Hint
button shows the hard bot's move, and advising to throw a wild would teach badly).
* **hard** — one turn of look-ahead over the unseen cards (expectimax on the next draw):

  1. *Unseen cards.* Everything in the packs minus its own hand, the discard pile, the
     melds on the table and the cards other seats took from the pile and still hold.
  2. *Worth of a kept hand.* For a hand after its discard, the expected best deadwood
     after the next stock draw, weighted by how many of each card are unseen: for every
     unseen card that could help (a wild, or a card of the rank of a card left over in the
     best arrangement, or of its suit within two ranks) the solver gives the deadwood
     after drawing it and throwing the best card; the chance of going out next turn
     counts extra (`OUT_BONUS`), since going out first is what wins a hand.
  3. *Draw.* Takes the top discard when the hand it keeps is worth more than the
     expected hand kept after a stock card, both at the same horizon (so also for a
     card that only adds outs; `HardBot`); on a final turn, when it leaves less than a
     stock card does on average. (`hard-v1`, the hard of before issue 19, valued the
     stock one draw short of the pile, and a final turn by medium's rule.)
  4. *Discard.* Among the discards that leave nearly the least deadwood, keeps the hand
     worth most, minus a penalty for feeding the next seat: a wild, a card of a rank it
     took from the pile, or next to a card of a suit it took. Cards that seat threw away
     itself are safe to give.
  5. Goes out whenever it can; on a final turn (CR-12) discards for the exact least
     deadwood.

  Per decision it runs a few dozen solver searches that share a memo, a few ms on average.
"""

from __future__ import annotations

from game.bots.crowns import players
from game.bots.crowns.players import LEVELS


def make_bot(level: str, seat: int, seed: int):
    """A Crowns bot of `level` for `seat`: a level of `players`, or the searching
    "expert" (`game.bots.crowns.expert`)."""
    if level == "expert":
        from game.bots.crowns.expert import make_expert

        return make_expert(seat, seed)
    return players.make_bot(level, seat, seed)


# The Hint button's level (`game.bots.hint_level`): hard, the strongest; its decisions
# take p99 34 ms, max 60 ms (`python -m tools.bench --only bots`): well within a second.
HINT_LEVEL = "hard"

__all__ = ["HINT_LEVEL", "LEVELS", "make_bot"]
