"""Sting bots: random, easy, medium and hard, each seeing only its seat's Observation.

Sting's twist (ST-5a): every meld is laid in front of an *opponent* and scores against
them; the lowest total wins. So a turn is about emptying the hand fast, into the
right opponent's lap, and keeping the table in front of you small.

* **random** — a kind of legal play uniformly, then one action of that kind (soaks).
* **easy** — a beginner: draws 1 (2 with a single card), lays the sets and runs it
  holds (wilds filling gaps) before a random opponent, puts a card that fits onto a
  meld on the table, passes melds away with a Pass-A-Pile, answers a pass with a
  Take-It-Back, discards a random numbered card. It never swaps a wild out of a meld
  nor plays from the discard pile. (Until issue 19 it laid only numbered cards and never
  added to melds, so its wilds stayed in its hand, 5–15 points each, and random play
  beat it every game.)
* **medium** — draws 2 with two cards or fewer, else 1; melds as much as it can: an
  exact search (`planner.best_plan`) for the melds laying the most cards, wilds
  included; lays them before the *leader* (lowest total); swaps its numbered cards
  for wilds on the table when the freed wild lets more cards out (ST-5d); uses the
  top discard when it completes a meld or fits an opponent's meld (ST-5c); adds
  leftovers to opponents' melds; discards the card with the fewest meld chances.
* **hard** — plans the whole turn the same way, and adds judgement:
    - *order*: substitutions first (they free wilds for the melds that follow), then
      the discard pile, then the biggest meld, then adds (several cards onto one meld
      at once where one alone won't fit: a wild and the card beyond it), then passes,
      then the discard — re-planned after every step from the Observation;
    - *draw 1 or 2*: always 1. Rounds are short (two or three turns each), so a
      second card rarely gets melded before someone goes out, and every card held
      then scores against us (ST-10); the printed "draw 2 when stuck" lost in the sim;
    - *whom to sting*: melds score nothing against a player who goes out (ST-9), so the
      target is an opponent who still holds many cards. Among those it looks at where
      each total will *stand*: the total plus the melds lying before that seat now,
      which count at the round's end (ST-10). Before the last round it stings the one
      standing highest: the table gangs up on the leader (the medium bots do, and people
      do), so the hard bot keeps someone else in the lead and itself out of the
      crossfire. In the last round (or near the target score) it turns on the one
      standing lowest, the rival for the win. The biggest meld, the Triple and Double
      Stings (spent first: ×3, ×2, and 15 or 10 points if caught in the hand) and the
      unpassable Super Sting go there;
    - *where the wilds stand*: wilds are swapped out of table melds all the time
      (ST-5d), and a swapped ×3 or ×2 wild takes its multiplier along to someone else.
      Where a wild's place is free (R2 R3 W: R1 or R4?), it takes the card with the
      fewest copies still unseen, so that no one can swap it out;
    - *Pass-A-Pile and Take-It-Back*: passes the highest-scoring passable meld in
      front of it; before the last round to the smallest hand while Take-It-Backs are
      unseen (a seat holds one about in proportion to its cards), in the last round to
      the rival, as its melds go; answers every pass with a Take-It-Back when it holds
      one, and never discards it while another card will do; a spare Pass-A-Pile is a
      safe discard (it can't be taken from the pile);
    - *going out*: adds to its own melds only when that empties the hand (going out
      scores 0 whatever lies in front of it); when an opponent holds two cards or
      fewer, what a card would cost caught in the hand (ST-10) weighs against keeping
      it (a wild's 5–15 points, a high number with numeric scoring); it avoids
      discarding a card that fits a table meld (the next seat would play it at once,
      perhaps onto a meld before us).
"""

from __future__ import annotations

from game.bots.sting.players import STYLES, RandomBot, StingBot

# The Hint button's level (`game.bots.hint_level`): hard, the strongest; its decisions
# take p99 0.7 ms, max 0.8 ms (`python -m tools.bench --only bots`): well within a second.
HINT_LEVEL = "hard"

__all__ = ["HINT_LEVEL", "make_bot", "RandomBot", "StingBot"]


def make_bot(level: str, seat: int, seed: int):
    """A Sting bot of `level` ("random", "easy", "medium", "hard", or the searching
    "expert", `game.bots.sting.expert`) for `seat`."""
    if level == "expert":
        from game.bots.sting.expert import make_expert

        return make_expert(seat, seed)
    if level == "random":
        return RandomBot(seat, seed)
    if level not in STYLES:
        raise ValueError(f"unknown Sting bot level {level!r}")
    return StingBot(level, seat, seed)
