"""Sting's round summary (ST-9, ST-10): the hands left when a round ends travel with
the RoundScored event, and the summary shows them beside each meld's cost."""

import random
from types import SimpleNamespace

import pygame
from scene_driver import make_app

from game.rules import sting
from game.scenes.sting.summary import StingSummaryScene
from game.scenes.sting.table import StingTable
from game.scenes.summary import SummaryScene
from game.ui.look import INK, text
from game.ui.sting.view import cost_words


def first_round_end(seed, seats=3):
    """Random play until the first round is scored: (state before, the scored event)."""
    state = sting.new_game(seats, seed)
    rng = random.Random(seed)
    while True:
        observation = state.observe(state.to_act)
        before = state.clone()
        events = state.apply(sting.random_action(observation, rng))
        scored = [e for e in events if isinstance(e, sting.RoundScored)]
        if scored:
            return before, state, scored[0]


def test_st10_round_scored_carries_the_hands_left_and_they_match_the_hand_points():
    checked = 0
    for seed in range(6):
        _, _, scored = first_round_end(seed)
        assert len(scored.hands) == 3
        for seat, cards in enumerate(scored.hands):
            if seat in scored.out:
                assert cards == ()  # ST-9: the seat that went out holds nothing
                continue
            assert cards, "a seat still in the round holds cards"
            assert sting.hand_points(cards) == scored.hand[seat]
            checked += 1
    assert checked


def test_st10_round_scored_without_hands_still_builds_a_summary():
    # An event made before hands were recorded (an old log) shows no hand cards.
    old = sting.RoundScored(1, (0,), (0, 3), (0, 2), (0, 5), (0, 5), False)
    summary = StingTable().summary(old, ["A", "B"], {0: (1, ())}, False)
    assert [row.leftover for row in summary.rows] == [(), ()]


def test_st10_summary_rows_show_each_seats_hand_and_melds():
    before, _, scored = first_round_end(3)
    # the mirror the table keeps: melds as they lay when the round ended
    melds = {meld_id: (meld.owner, meld.cards) for meld_id, meld in before.melds.items()}
    summary = StingTable().summary(scored, ["A", "B", "C"], melds, False)
    for row in summary.rows:
        assert row.leftover == scored.hands[row.seat]
        assert row.went_out == (row.seat in scored.out)
        assert len(row.melds) == sum(1 for owner, _ in melds.values() if owner == row.seat)


def test_st10_meld_cost_words_show_the_multipliers():
    assert cost_words(sting.parse_cards("R1 R2 R3"), False) == ("3 pts", False)
    assert cost_words(sting.parse_cards("R1 W2 R3 W3"), False) == ("4×6 = 24", True)
    assert cost_words(sting.parse_cards("R8 W2 R10"), True) == ("19×2 = 38", True)


def test_st10_summary_draws_a_cost_chip_on_every_meld():
    app = make_app((1280, 800))
    rows_melds = {
        0: (1, tuple(sting.parse_cards("R1 W2 R3"))),
        1: (1, tuple(sting.parse_cards("B5 G5 Y5"))),
    }
    ended = sting.RoundScored(
        1, (0,), (0, 9), (0, 2), (0, 11), (0, 11), False, ((), tuple(sting.parse_cards("Y9 PP")))
    )
    summary = StingTable().summary(ended, ["You", "Bo"], rows_melds, False)
    table = SimpleNamespace(adapter=StingTable(), controller=None)

    def picture(scene_type, *extra):
        scene = scene_type(app, summary, table, *extra)
        surface = pygame.Surface((1280, 800))
        for _ in range(len(summary.rows) + 3):  # a frame for the panel, then one per row
            scene.update(1 / 60)
            scene.draw(surface)
        return surface

    plain = picture(SummaryScene)
    chipped = picture(StingSummaryScene, False)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(chipped, "RGB")
    assert summary.rows[1].leftover == tuple(sting.parse_cards("Y9 PP"))


def test_st11_summary_says_what_comes_next_or_that_the_game_is_over():
    ended = sting.RoundScored(2, (0,), (0, 3), (0, 2), (0, 5), (0, 9), False, ((), ()))
    going_on = StingTable().summary(ended, ["A", "B"], {}, False, final=False, rounds=5)
    assert not going_on.final and str(going_on.next_line).startswith("Next: round 3 of 5.")
    last = StingTable().summary(ended, ["A", "B"], {}, False, final=True, rounds=5)
    assert last.final and "last round" in str(last.next_line)
    stalled = sting.RoundScored(2, (), (3, 3), (2, 2), (5, 5), (9, 9), True, ((), ()))
    assert "stall guard" in str(StingTable().summary(stalled, ["A", "B"], {}, False).next_line)


def test_st10_large_text_grows_the_cost_chips_and_keeps_the_index_corners_clear(monkeypatch):
    """Issue 7: the chips on Sting's summary grow with Large text, never taller than
    under half of the cards they mark (their index corners stay readable)."""
    from game.scenes.sting import summary as sting_summary

    chips = []
    for name in ("draw_chip", "draw_cost_chip"):
        real = getattr(sting_summary, name)

        def recorded(surface, *rest, real=real):
            chips.append(rest[3])  # both take (words or cards, ..., bottomright, px, ...)
            return real(surface, *rest)

        monkeypatch.setattr(sting_summary, name, recorded)
    app = make_app((1024, 640))
    melds = {
        0: (1, tuple(sting.parse_cards("R1 W2 R3"))),
        1: (1, tuple(sting.parse_cards("B5 G5 Y5"))),
    }
    ended = sting.RoundScored(
        1, (0,), (0, 9), (0, 2), (0, 11), (0, 11), False, ((), tuple(sting.parse_cards("Y9 PP")))
    )
    summary = StingTable().summary(ended, ["You", "Bo"], melds, False)
    table = SimpleNamespace(adapter=StingTable(), controller=None)
    sizes = {}
    for large in (False, True):
        app.settings["large_text"] = large
        scene = StingSummaryScene(app, summary, table)
        chips.clear()
        heights = []
        marked = scene.mark_group
        scene.mark_group = lambda *args, seen=heights, real=marked: (
            seen.append(args[-2]) or real(*args)
        )
        scene.draw_row(pygame.Surface((900, 576)), 1, 640)  # Bo: a meld and a hand left
        assert chips, "Bo's row has chips"
        for px in chips:
            assert text("0", px, INK, True).get_height() + 2 <= min(heights) * 0.45
        sizes[large] = max(chips)
    assert sizes[True] > sizes[False]
