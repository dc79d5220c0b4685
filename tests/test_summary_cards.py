"""The round summary's melds column: however many melds and cards a seat has, they
stay between its name and its scores (ST-10, CR-11, RU-14 rows), indices readable."""

from types import SimpleNamespace

import pygame
import pytest
from scene_driver import make_app

from game.rules import crowns, rumski, sting
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.rumski.adapter import RumskiTable
from game.scenes.sting.summary import StingSummaryScene
from game.scenes.sting.table import StingTable
from game.scenes.summary import SummaryScene
from game.scenes.summary_cards import LEAST_HEIGHT, LEAST_STEP, TAG, Spread, spread
from game.ui.cards import card_width

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
NAMES = ["You", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Max"]


def line_width(plan: Spread, sizes, tag=0.0) -> float:
    """How wide the widest line of `plan` lies."""
    width = card_width(plan.height)
    widest = 0.0
    for line in plan.lines:
        groups = [index for index in line if index != TAG]
        cards = sum((sizes[index] - 1) * plan.step + width for index in groups)
        widest = max(widest, cards + (tag if TAG in line else 0) + plan.gap * (len(line) - 1))
    return widest


def test_a_few_melds_keep_full_size_cards_on_one_open_line():
    plan = spread([3, 4, 2], 700, 70, keep_last=True)
    assert plan.lines == ((0, 1, 2),) and plan.height == 70 and not plan.hidden
    assert plan.step == pytest.approx(0.62 * card_width(70))


def test_more_melds_shrink_then_wrap_and_every_index_still_shows():
    sizes = [3] * 12 + [6]
    plan = spread(sizes, 700, 70, keep_last=True)
    assert plan.height < 70 and not plan.hidden
    assert sorted(index for line in plan.lines for index in line) == list(range(13))
    assert plan.step >= LEAST_STEP * card_width(plan.height) - 1e-9
    assert line_width(plan, sizes) <= 700
    crowded = [3] * 16 + [6]
    wrapped = spread(crowded, 700, 90, keep_last=True)
    assert len(wrapped.lines) == 2 and wrapped.height >= LEAST_HEIGHT and not wrapped.hidden
    assert line_width(wrapped, crowded) <= 700


def test_with_no_room_left_the_last_melds_give_way_to_a_tag_but_never_the_hand():
    sizes = [3] * 30 + [9]
    plan = spread(sizes, 300, 40, keep_last=True, tag_width=lambda hidden: 50)
    (line,) = plan.lines
    assert TAG in line and line[-1] == 30, "the hand left is shown, after the tag"
    assert plan.hidden == 30 - (len(line) - 2)
    assert plan.step >= LEAST_STEP * card_width(plan.height) - 1e-9
    assert line_width(plan, sizes, 50) <= 300


def test_a_hand_too_big_for_readable_indices_still_fits_its_column():
    plan = spread([60], 300, 40, keep_last=True)
    assert plan.lines == ((0,),)
    assert line_width(plan, [60]) <= 300


def crowns_rows(seats):
    """Hand 11 (13 cards): everyone laid four melds, and most still hold many cards."""
    cards = crowns.parse_cards
    melds = (cards("3C 4C 5C"), cards("7H 7D 7S W"), cards("9X 10X JX"), cards("QC QD QH QS"))
    left = cards("8H 9S KD W 3X JC 5H 5S 6D 6C 10H 10S 4X")
    hands = tuple(() if seat == 0 else tuple(left) for seat in range(seats))
    scores = tuple(0 if seat == 0 else 90 + seat for seat in range(seats))
    ended = crowns.HandEnded(11, scores, scores, hands)
    laid = {seat: tuple(map(tuple, melds)) for seat in range(seats)}
    return CrownsTable().summary(ended, (NAMES + ["Ned"])[:seats], laid, 0), CrownsTable()


def sting_rows(seats):
    """Twelve melds in front of every other seat, and hands of eight."""
    cards = sting.parse_cards
    shapes = ("R1 W2 R3", "B5 G5 Y5", "G7 G8 G9 G10", "Y2 Y3 W3 Y5", "R4 R5 R6 R7 R8", "B9 B10 WS")
    melds = {}
    for seat in range(seats):
        for index in range(12 if seat % 2 else 3):
            melds[len(melds)] = (seat, tuple(cards(shapes[index % len(shapes)])))
    hands = tuple(
        () if seat == 0 else tuple(cards("Y9 PP R6 TB G4 B7 W Y1")) for seat in range(seats)
    )
    scores = tuple(0 if seat == 0 else 40 + seat for seat in range(seats))
    ended = sting.RoundScored(2, (0,), scores, scores, scores, scores, False, hands)
    return StingTable().summary(ended, NAMES[:seats], melds, False, rounds=5), StingTable()


def rumski_rows(seats):
    """A seat that took the whole pile: 33 cards left in its hand."""
    pile = " ".join(f"{colour}{number}" for colour in "GR" for number in range(1, 14))
    big = tuple(rumski.parse_cards(pile + " P1 P2 P3 P4 P5 W W"))
    hands = tuple(() if seat == 0 else big for seat in range(seats))
    won = rumski.RoundWon(0, 400, hands, tuple(range(seats)))
    return RumskiTable().summary(won, NAMES[:seats], list(range(seats))), RumskiTable()


def noting(scene_type):
    """`scene_type`, noting where each group of cards is drawn: (seat, left, top,
    right, bottom)."""

    class Noting(scene_type):
        def draw_group(self, surface, row, group, leftover, x, y, plan):
            end = super().draw_group(surface, row, group, leftover, x, y, plan)
            self.drawn.append((row.seat, x, y, end, y + plan.height))
            return end

    return Noting


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize(
    "rows,seats,scene_type",
    [
        (crowns_rows, 14, SummaryScene),
        (crowns_rows, 3, SummaryScene),
        (sting_rows, 6, StingSummaryScene),
        (sting_rows, 4, StingSummaryScene),
        (rumski_rows, 6, SummaryScene),
    ],
    ids=["crowns14", "crowns3", "sting6", "sting4", "rumski6"],
)
def test_every_rows_cards_stay_between_its_name_and_its_scores(size, rows, seats, scene_type):
    app = make_app(size)
    summary, adapter = rows(seats)
    table = SimpleNamespace(adapter=adapter, controller=None)
    scene = noting(scene_type)(
        app, summary, table, *([False] if scene_type is StingSummaryScene else [])
    )
    scene.drawn = []
    surface = pygame.Surface(size)
    for _ in range(seats + 3):
        scene.update(1 / 60)
        scene.draw(surface)
    at = scene.geometry(scene.sheet.get_rect(), size[1])
    assert {seat for seat, *_ in scene.drawn} == {
        row.seat for row in summary.rows if row.melds or row.leftover
    }
    for seat, left, top, end, bottom in scene.drawn:
        assert left >= at["x_cards"] and end <= at["x_cards_end"] + 1e-6, (
            f"seat {seat}'s cards run into the scores"
        )
        row_top = at["top"] + seat * at["row_height"]
        assert row_top <= top and bottom <= row_top + at["row_height"], (
            f"seat {seat} leaves its row"
        )
