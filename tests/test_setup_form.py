"""The new-game form fits the window: every dropdown and entry is tall enough for its
words, nothing overlaps, all of it inside the panel, for the three games at their
fewest and most seats (CR-4, ST-3, RU-3) at the window sizes players use; and the
options a bare number cannot explain are explained on screen (ST-11 "Target 0")."""

import pygame
import pytest
from scene_driver import make_app, pump

from game.app import make_ui_manager
from game.scenes.setup import SetupScene
from game.scenes.setup_form import FORM_END, help_px, note_centre, panel_rect
from game.text import tr
from game.ui.hud import draw_label
from game.ui.theme import font

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def widget_rects(setup):
    return {key: widget.get_abs_rect() for key, widget in setup.widgets.items()}


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_every_row_of_the_form_holds_its_words(game, size, large):
    app = make_app(size)
    if large:  # the large-text setting grows the widgets' words
        app.settings["large_text"] = True
        app.ui = make_ui_manager(size, False, True)
    setup = SetupScene(app, game)
    app.stack.push(setup)
    for seats in (min(setup.module.SEATS), max(setup.module.SEATS)):
        setup.on_choice("seats", str(seats))
        px = setup.widget_px(size)
        tallest_words = font(px).get_height()
        rects = widget_rects(setup)
        form = {key: rect for key, rect in rects.items() if key not in ("start", "back")}
        for key, rect in form.items():
            assert rect.height >= tallest_words + 4, f"{game}, {seats} seats, {size}: {key}"
            assert panel_rect(size).contains(rect), f"{game}, {seats} seats, {size}: {key}"
            assert rect.bottom <= FORM_END * size[1], f"{game}, {seats} seats: {key} too low"
        keys = list(form)
        for index, key in enumerate(keys):
            for other in keys[index + 1 :]:
                assert not form[key].colliderect(form[other]), f"{key} and {other} overlap"
        assert setup.form.help.bottom <= FORM_END * size[1]
    setup.clear_ui()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_the_note_on_who_plays_stands_apart_from_the_options_help(game, size):
    """The note under the form ("Bots fill every seat …") keeps a gap of a third of a
    help line from the options' explanation above it, which may fill the room down to
    FORM_END (seen in the docs' screenshot of Sting's form: the two ran together)."""
    app = make_app(size)
    setup = SetupScene(app, game)
    app.stack.push(setup)
    note = draw_label(
        pygame.Surface(size), tr("setup.bots_fill"), int(0.024 * size[1]), note_centre(size)
    )
    gap = help_px(size[1]) // 3
    for seats in (min(setup.module.SEATS), max(setup.module.SEATS)):
        setup.on_choice("seats", str(seats))
        strip = setup.form.help
        assert strip.bottom + gap <= note.top, f"{seats} seats: {strip} and {note}"
    setup.clear_ui()


@pytest.mark.parametrize("size", SIZES)
def test_st11_the_setup_says_what_target_0_means(size):
    """ST-11: a Sting game ends after its rounds, or at a target score; 0 means no
    target. The target's field says so itself ("None"), and the strip under the options
    explains one row at a time: the one under the pointer (issue 18)."""
    app = make_app(size)
    setup = SetupScene(app, "sting")
    app.stack.push(setup)
    pump(app, 2)
    field = setup.widgets["option:target"]
    assert field.get_text() == "" and field.placeholder_text == tr("setup.zero.sting.target")
    assert setup.options_help() == [("", tr("setup.help.point"))]
    line = int(max(11, int(0.022 * size[1])) * 1.3)
    assert setup.form.help.height >= line, "room for at least one line"
    for key, label, words in (
        ("option:target", "setup.option.sting.target", "setup.help.sting.target"),
        ("option:numeric", "setup.option.sting.numeric", "setup.help.sting.numeric"),
    ):
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=setup.rows[key].center, rel=(0, 0), buttons=(0, 0, 0)
            )
        )
        pump(app, 2)
        assert setup.options_help() == [(tr(label), tr(words))]
    setup.read_fields()
    assert setup.options["target"] == "0"  # the field left empty: no target
    setup.clear_ui()


def test_ru15_the_target_field_shows_the_score_that_wins_for_the_seats():
    """RU-15: Rumski's target 0 means 100 points a seat; its field shows that score."""
    app = make_app((1280, 800))
    setup = SetupScene(app, "rumski")
    app.stack.push(setup)
    pump(app, 2)
    assert setup.widgets["option:target"].placeholder_text == "400"
    setup.on_choice("seats", "6")
    assert setup.widgets["option:target"].placeholder_text == "600"
    setup.widgets["option:target"].set_text("250")
    setup.on_choice("seats", "3")
    assert setup.widgets["option:target"].get_text() == "250"  # a typed target stays
    setup.clear_ui()


def test_changing_the_game_keeps_the_seats_picked_wherever_they_fit():
    app = make_app((1280, 800))
    setup = SetupScene(app, "crowns")
    app.stack.push(setup)
    setup.on_choice("seats", "8")
    setup.on_choice("game", "Sting")
    assert setup.seat_count == 6  # Sting seats 2 to 6
    setup.on_choice("game", "Crowns")
    assert setup.seat_count == 8
    setup.on_choice("seats", "3")
    setup.on_choice("game", "Rumski")
    assert setup.seat_count == 3
    setup.clear_ui()
