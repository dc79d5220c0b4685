"""Hot-seat: a cover scene before each human turn hides every hand (issue 5)."""

from scene_driver import click, pump, pump_until, table_app

from game.controller import SeatPlan
from game.scenes.cover import CoverScene
from game.scenes.table import TableScene


def spy_faces(app):
    """Record every card face drawn from now on."""
    drawn = []
    original = app.faces.face

    def face(card, game, height, wild=False):
        drawn.append(card)
        return original(card, game, height, wild)

    app.faces.face = face
    return drawn


def test_cover_shows_no_card_face_before_the_next_player_clicks():
    seats = [SeatPlan("Ana", "human"), SeatPlan("Bo", "human"), SeatPlan("Cy", "bot", "random")]
    app, table = table_app(seats, seed=5)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        cover = app.stack.top
        assert cover.name in ("Ana", "Bo")
        drawn = spy_faces(app)
        pump(app, 5)
        assert drawn == []  # not one card face while the screen is being passed
        seat = table.controller.to_act
        click(app, (640, 400))
        assert isinstance(app.stack.top, TableScene)
        assert table.viewer == seat and table.face_up
        pump(app, 2)
        hand = set(table.controller.observe(seat).hand)
        assert hand & set(drawn)  # now the owner sees their own hand
    finally:
        table.close()


def test_hand_is_face_down_when_it_is_not_its_owners_turn():
    seats = [SeatPlan("Ana", "human"), SeatPlan("Bo", "human")]
    app, table = table_app(seats, seed=9)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        click(app, (640, 400))
        seat = table.controller.to_act
        click(app, table.layout.stock_rect.center)
        pump(app, 3)
        sprite = table.hand_sprites[0]
        from scene_driver import drag

        done = len(table.controller.record().actions)
        drag(app, sprite.rect.center, table.layout.discard_rect.center)
        pump(app, 3)
        assert len(table.controller.record().actions) == done + 1
        assert table.controller.to_act != seat
        assert not table.face_up
        assert isinstance(app.stack.top, CoverScene)
    finally:
        table.close()


def test_the_move_before_a_hand_over_is_saved_before_the_cover_is_clicked(tmp_path):
    """Issue 17 item 12: the window closed at the "Pass to X" cover keeps the move just
    made (the autosave is written right after every applied action, whatever scene
    follows), so nobody can take it back by closing and continuing."""
    from scene_driver import drag

    from game.scenes.keeper import Keeper
    from game.store import Store, StorePaths

    seats = [SeatPlan("Ana", "human"), SeatPlan("Bo", "human")]
    app, table = table_app(seats, seed=9)
    app.store = Store(StorePaths.inside(tmp_path))
    table.keeper = Keeper(app.store)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        click(app, (640, 400))
        click(app, table.layout.stock_rect.center)
        pump(app, 3)
        drag(app, table.hand_sprites[0].rect.center, table.layout.discard_rect.center)
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        moves = len(table.controller.record().actions)
    finally:
        app.close_tables()  # the window closes at the cover
    saved = app.store.peek_autosave()
    assert saved is not None and len(saved.actions) == moves
