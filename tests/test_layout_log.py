"""The Crowns table's move log never lies over an opponent's place, and stays clear of
the buttons, for the seat counts whose seats reach the top-right corner (CR-2 seats),
also with large text."""

import pytest

from game.ui.layout import TableLayout


@pytest.fixture(params=[False, True], ids=["text", "large-text"])
def large_text(request):
    """With and without the large-text setting (it makes every seat's place taller)."""
    TableLayout.text_scale = 1.25 if request.param else 1.0
    yield request.param
    TableLayout.text_scale = 1.0


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("seats", range(2, 15))
def test_move_log_leaves_every_seat_visible(size, seats, large_text):
    layout = TableLayout(size, seats)
    log = layout.log_rect
    covered = [i for i, spot in enumerate(layout.spots) if layout.seat_box(spot).colliderect(log)]
    assert covered == [], f"{seats} seats at {size}: the log covers opponents {covered}"
    assert log.bottom <= layout.button_rects(5)[0].top
    lines = 1 if large_text else 2  # large text on a crowded table: one line, if need be
    assert log.height >= lines * int(layout.font_small * 1.35), f"room for {lines} lines"


def test_the_log_keeps_the_corner_when_no_seat_is_there():
    layout = TableLayout((1280, 800), 2)
    assert layout.log_rect.top < layout.unit * 0.1 and layout.log_rect.height == int(0.2 * 800)
