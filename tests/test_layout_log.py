"""The Crowns table's move log never lies over an opponent's place, and stays clear of
the buttons, for the seat counts whose seats reach the top-right corner (CR-2 seats)."""

import pytest

from game.ui.layout import TableLayout


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("seats", range(2, 15))
def test_move_log_leaves_every_seat_visible(size, seats):
    layout = TableLayout(size, seats)
    log = layout.log_rect
    covered = [i for i, spot in enumerate(layout.spots) if layout.seat_box(spot).colliderect(log)]
    assert covered == [], f"{seats} seats at {size}: the log covers opponents {covered}"
    assert log.bottom <= layout.button_rects(5)[0].top
    assert log.height >= 2 * int(layout.font_small * 1.35), "room for two lines at least"


def test_the_log_keeps_the_corner_when_no_seat_is_there():
    layout = TableLayout((1280, 800), 2)
    assert layout.log_rect.top < layout.unit * 0.1 and layout.log_rect.height == int(0.2 * 800)
