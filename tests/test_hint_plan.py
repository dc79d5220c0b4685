"""Issue 18 item 2: a hint never contradicts the next hint. The Crowns hint (the
medium bot, `controller.HINT_LEVEL`) that says "take the top discard — it cuts the
deadwood from 68 to 30" plans the discard too: after taking the card, the discard hint
leaves the same 30 (the draw once counted throwing a wild, which the discard never
does, so the next hint said "it leaves 67")."""

import pytest

from game.bots import make_bot
from game.bots.words import Phrase
from game.controller import HINT_LEVEL
from game.rules import crowns
from game.rules.crowns import Draw

FIGURES = {"after", "deadwood"}  # a draw's "to {after}", a discard's "leaves {deadwood}"


def figure(why: Phrase) -> int | None:
    """The deadwood a reason's why says the hand keeps."""
    for name, value in why.fields:
        if isinstance(value, Phrase):
            found = figure(value)
            if found is not None:
                return found
        elif name in FIGURES:
            return int(value)
    if why.key in ("reason.crowns.then_melds", "reason.crowns.hand_scores_zero"):
        return 0
    return None


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_cr8_the_take_hint_and_the_discard_hint_quote_one_figure(seed):
    seats = 3
    state = crowns.new_game(seats, seed, {})
    hints = [make_bot("crowns", HINT_LEVEL, seat, seed + seat) for seat in range(seats)]
    pairs = 0
    for _ in range(400):
        if state.is_over:
            break
        seat = state.to_act
        action = hints[seat].choose(state.observe(seat))
        took = isinstance(action, Draw) and action.source == "discard"
        promised = figure(hints[seat].reason.why) if took else None
        state.apply(action)
        if promised is None or state.to_act != seat:
            continue
        discard = hints[seat].choose(state.observe(seat))
        said = hints[seat].reason
        left = 0 if isinstance(discard, crowns.GoOut) else figure(said.why)
        assert left == promised, f"seed {seed}: {said!r} after a take hint promising {promised}"
        pairs += 1
        state.apply(discard)
    assert pairs, "no take hint was followed by a discard hint"
