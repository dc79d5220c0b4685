"""Issue 18 item 2: a hint never contradicts the next hint. The Crowns hint (medium
and hard are both checked; `game.bots.hint_level` says which the Hint button asks) that
says "take the top discard — it cuts the deadwood from 68 to 30" plans the discard too:
after taking the card, the discard hint leaves the same 30 (the draw once counted
throwing a wild, which the discard never does, so the next hint said "it leaves 67")."""

import pytest

from game.bots import hint_level, make_bot
from game.bots.words import Phrase
from game.rules import crowns
from game.rules.crowns import Draw

# A draw's "to {after}", medium's discard's "leaves {deadwood}", hard's "the {least}
# any discard can leave" (hard may keep more deadwood for better chances, and says so).
FIGURES = ("least", "after", "deadwood")


def figure(why: Phrase) -> int | None:
    """The least deadwood a reason's why says the hand can keep."""
    fields = dict(why.fields)
    for name in FIGURES:
        if name in fields and not isinstance(fields[name], Phrase):
            return int(fields[name])
    for value in fields.values():
        if isinstance(value, Phrase):
            found = figure(value)
            if found is not None:
                return found
    if why.key in ("reason.crowns.then_melds", "reason.crowns.hand_scores_zero"):
        return 0
    return None


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_cr8_the_take_hint_and_the_discard_hint_quote_one_figure(seed, level):
    seats = 3
    state = crowns.new_game(seats, seed, {})
    hints = [make_bot("crowns", level, seat, seed + seat) for seat in range(seats)]
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


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ru16_the_rumski_hint_finds_every_play_the_exact_solver_finds(seed):
    """After the draw, an opened seat's hint places as many hand cards as the exact
    solver can place into the whole Community — chained rearrangements too ("G6 into
    G4-G5-W-G7 frees the W, then W+R11+P11"), not only melds near the hand."""
    from game.bots.rumski.players import flat, staged_view
    from game.rules import rumski
    from game.rules.rumski.solver import max_playable

    seats = 3
    state = rumski.new_game(seats, seed, {})
    players = [make_bot("rumski", "medium", seat, seed + seat) for seat in range(seats)]
    hints = [make_bot("rumski", hint_level("rumski"), seat, 99 + seat) for seat in range(seats)]
    checked = 0
    for _ in range(500):
        if state.is_over:
            break
        seat = state.to_act
        obs = state.observe(seat)
        fresh = obs.community == obs.community_at_draw and not obs.wilds_to_place
        if obs.drew and obs.opened[seat] and fresh:
            plan = hints[seat].plan(obs)
            placed = 0 if plan is None else len(obs.hand) - len(staged_view(obs, plan).hand)
            exact = max_playable(flat(obs.community), list(obs.hand))
            assert placed >= exact, f"seed {seed}: {obs.hand} into {obs.community}"
            checked += 1
        state.apply(players[seat].choose(obs))
    assert checked > 50


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_cr5_a_draw_hint_never_counts_throwing_a_wild(level):
    """Hand 3♥ (wild, 20) 4♠ 9♦ and the jack of clubs on the pile: the jack cuts the
    deadwood from 33 to 24 only if the wild is thrown, which the discard never does
    while another card can go; keeping the wild, the least is 35 (throw the 9). The
    hard hint once said "the jack of clubs would cut the deadwood from 33 to 24"."""
    from dataclasses import replace

    from game.rules.crowns import parse_card

    state = crowns.new_game(2, 1, {})
    observation = state.observe(state.to_act)
    assert observation.wild_rank == 3 and observation.phase == "draw"
    observation = replace(
        observation,
        hand=tuple(parse_card(token) for token in ("3H", "4S", "9D")),
        discard_pile=(parse_card("JC"),),
    )
    hint = make_bot("crowns", level, observation.seat, 1)
    hint.choose(observation)
    promised = figure(hint.reason.why)
    assert promised is None or promised >= 35, str(hint.reason)
