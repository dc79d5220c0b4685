"""A plain human player for Crowns table tests: draw from the stock; go out when all
but one card can be melded (CR-11: the engine's one legal GoOut, melds built by the
test's own hand); else discard the dearest card the best arrangement leaves out (CR-8,
CR-13). The same choices played against the engine alone find the seeds where this
player is the one who goes out, and drive the table by keys or by mouse."""

from game.rules import crowns


def human_move(observation):
    """The next action of the plain human player at `observation.seat`."""
    seat = observation.seat
    if observation.phase == "draw":
        return crowns.Draw(seat, "stock")
    legal = crowns.legal_actions(observation)
    going_out = next((action for action in legal if isinstance(action, crowns.GoOut)), None)
    if going_out is not None:
        return going_out
    wild_rank = observation.wild_rank
    _, leftover = crowns.best_arrangement(observation.hand, wild_rank)
    card = max(leftover or observation.hand, key=lambda card: crowns.card_value(card, wild_rank))
    return crowns.Discard(seat, card)


def same_going_out(done, meant):
    """The table's GoOut is the one meant: the same discard and the same melds (in any
    order, each meld's cards in any order)."""

    def melds(action):
        return sorted(sorted(map(str, meld)) for meld in action.melds)

    return (
        isinstance(done, crowns.GoOut)
        and done.discard == meant.discard
        and melds(done) == melds(meant)
    )


def hand_start(seed, hand, seats=3):
    """The actions of a seeded game up to the deal of `hand` (every seat played by this
    plain player), so a table can open on that deal."""
    state = crowns.new_game(seats, seed, {})
    while state.hand_number < hand and not state.is_over:
        state.apply(human_move(state.observe(state.to_act)))
    return list(state.actions)
