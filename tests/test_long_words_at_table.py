"""Long words at the tables (issue 20, room for longer words): the widest name a seat may
have, German, the smallest window and Large text. Your own name stays between the window's
edge and your hand; Sting's "In front of you" lies above your melds' cards, and the draw
pile's words ("Nachziehstapel 62") clear of the move log."""

import pygame
import pytest
from scene_driver import make_app, pump, pump_until

from game import text
from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene
from game.text import tr
from game.ui import hud
from game.ui.look import text as words_picture

WIDEST = "W" * 16  # the longest name a seat may have, in the widest letter


def recorded_labels(monkeypatch, module) -> list[tuple[str, pygame.Rect]]:
    """Every label `module` draws from now on through `hud.draw_label` (words, rect)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = hud.draw_label

    def recording(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(module, "draw_label", recording)
    return drawn


@pytest.fixture
def table_of(monkeypatch):
    """A table of `game` (you and three bots, or `bots`) in German, 1024×640, Large text,
    every seat named at its widest, pumped until the deal is shown; with every label it
    then draws (words, rect)."""
    opened = []

    def make(game, bots=3):
        text.set_language("de")
        app = make_app((1024, 640))
        app.settings["large_text"] = True
        seats = [SeatPlan(WIDEST, "human")]
        seats += [SeatPlan(WIDEST[:15] + str(n), "bot", "random") for n in range(1, bots + 1)]
        table = TableScene(app, Controller(game, seats, 5, {}, speed="instant"))
        app.stack.push(table)
        opened.append(table)
        drawn = recorded_labels(monkeypatch, hud)
        pump(app, 30)
        return table, drawn

    yield make
    for table in opened:
        table.close()
    text.set_language("en")


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_your_own_long_name_stays_between_the_window_edge_and_your_hand(table_of, game):
    table, drawn = table_of(game)
    layout = table.layout
    mine = [rect for words, rect in drawn if words.startswith("WWW") and words.endswith("…")]
    bx, by = layout.viewer_badge
    under_badge = [rect for rect in mine if rect.collidepoint(bx, rect.centery) and rect.y > by]
    assert under_badge, f"your name cut short under your badge: {drawn}"
    for rect in under_badge:
        assert rect.left >= 0 and rect.right <= layout.hand_left, (rect, layout.hand_left)


def test_sting_in_front_of_you_lies_above_your_melds_cards(table_of):
    table, _ = table_of("sting")
    own = table.areas[table.viewer]
    px = table.layout.font_small
    label_bottom = own.y + px // 4 + words_picture(tr("sting.in_front_of_you"), px).get_height()
    places = [place for place in table.places.values() if place.key is not None]
    mine = [p for p in places if own.contains(p.rect)]
    assert mine, "a meld lies in front of you in this deal"
    assert all(p.rect.top >= label_bottom - 2 for p in mine), (label_bottom, mine)


def test_sting_draw_piles_words_lie_clear_of_the_move_log(table_of):
    table, drawn = table_of("sting")
    stock_words = next(rect for words, rect in drawn if words.startswith("Nachziehstapel"))
    assert not stock_words.colliderect(table.log_rect), (stock_words, table.log_rect)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_hot_seat_cover_holds_the_longest_name_inside_the_window(monkeypatch, language):
    """ "Weitergeben an WWWWWWWWWWWWWWWW" ran off both sides of a 1024-wide window."""
    from game.scenes import cover

    drawn = recorded_labels(monkeypatch, cover)
    text.set_language(language)
    try:
        app = make_app((1024, 640))
        scene = cover.CoverScene(app, WIDEST, lambda: None)
        scene.draw(pygame.Surface(app.size))
    finally:
        text.set_language("en")
    window = pygame.Rect(0, 0, 1024, 640)
    headline = next(rect for words, rect in drawn if "WWW" in words)
    assert window.contains(headline), headline


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_a_name_cut_short_at_the_table_is_said_whole_under_the_pointer(table_of, monkeypatch, game):
    """An opponent's long name cut short on its plate shows whole in a tooltip while the
    pointer rests on it, as the summaries and the game over show theirs; nowhere else."""
    from game.ui import tooltip

    table, _ = table_of(game, bots=5)  # six plates: a narrow one for each
    tips: list[str] = []
    real = tooltip.draw_tooltip

    def recording(surface, words, *args, **kwargs):
        tips.append(words)
        return real(surface, words, *args, **kwargs)

    monkeypatch.setattr(tooltip, "draw_tooltip", recording)
    opponents = [(rect, whole) for rect, whole in table.painter.cut_names if whole != WIDEST]
    assert opponents, "the widest names are cut short on every table's plates"
    rect, whole = opponents[0]
    monkeypatch.setattr(table.painter, "pointer", lambda: (rect.centerx, rect.top - 40))
    pump(table.app, 2)
    assert tips == []
    monkeypatch.setattr(table.painter, "pointer", lambda: rect.center)
    pump(table.app, 2)
    assert tips and set(tips) == {whole}


@pytest.mark.parametrize("game", ["sting", "rumski"])
def test_a_thinking_bot_says_so_on_its_plate_clear_of_its_name(table_of, monkeypatch, game):
    """Issue 19's "thinking…" lay beside the dots over a plate's top edge, on the name
    (Large text); on a plate it now takes the detail line's place, inside the plate."""
    table, _ = table_of(game, bots=5)
    pump_until(table.app, lambda: table.my_turn and table.thinking is None)
    pump(table.app, 3)  # the last bot's "done thinking" read
    drawn: list[tuple[str, pygame.Rect]] = []
    for real in (hud.draw_text, hud.draw_label):

        def recording(surface, words, *args, real=real, **kwargs):
            rect = real(surface, words, *args, **kwargs)
            drawn.append((words, rect))
            return rect

        monkeypatch.setattr(hud, "draw_text" if real is hud.draw_text else "draw_label", recording)
    seat = (table.viewer - 1) % len(table.names)
    table.thinking = seat
    pump(table.app, 2)
    box = table.boxes[seat]
    said = [rect for words, rect in drawn if words == tr("table.thinking")]
    names = [rect for words, rect in drawn if words.startswith("WWW") and box.contains(rect)]
    assert said and all(box.contains(rect) for rect in said), (said, box)
    letters = [rect.inflate(0, -rect.height // 2) for rect in said + names]  # lines' middles
    assert names and letters[0].collidelist(letters[len(said) :]) < 0, (said, names)
