"""Card faces (issue 5 item 4, issue 6 Sting badges, issue 7 colour-blind faces): sizes,
caching, every card of every game, wild marks (CR-5, ST-1, ST-10, RU-1), backs and shadows."""

import pygame
import pytest

from game.rules.cards import DOUBLE, JOKER, TRIPLE, Card
from game.ui.cards import INKS, CardFaces, card_width
from game.ui.contact_sheet import every_card
from game.ui.shapes import SYMBOL_NAMES, symbol


@pytest.fixture(scope="module")
def faces():
    pygame.init()
    yield CardFaces()
    pygame.quit()


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(
        b, "RGBA"
    )


@pytest.mark.parametrize("height", [40, 57, 90, 140, 223, 300])
def test_face_is_five_by_seven_at_every_size(faces, height):
    face = faces.face(Card("H", 7), "crowns", height)
    assert face.get_size() == (round(height * 5 / 7), height)
    assert faces.back(height).get_size() == face.get_size()


def test_faces_are_cached_per_card_size_and_flags(faces):
    first = faces.face(Card("R", 4), "sting", 120)
    assert faces.face(Card("R", 4), "sting", 120) is first
    assert faces.face(Card("R", 4), "sting", 121) is not first
    assert faces.face(Card("R", 4), "sting", 120, colour_blind=True) is not first
    assert faces.back(120) is faces.back(120)
    assert faces.shadow(120) is faces.shadow(120)


def test_clear_draws_afresh(faces):
    first = faces.face(Card("G", 2), "rumski", 100)
    faces.clear()
    again = faces.face(Card("G", 2), "rumski", 100)
    assert again is not first and same_pixels(again, first)


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_every_card_of_each_game_renders_distinctly(faces, game):
    cards = every_card(game)
    expected = {"crowns": 55 + 1, "sting": 40 + 6, "rumski": 65 + 1}[game]
    assert len(cards) == expected
    for height in (40, 70):  # the compact layout of small cards too
        drawn = [pygame.image.tobytes(faces.face(card, game, height), "RGBA") for card in cards]
        assert len(set(drawn)) == len(cards), f"two different cards look identical at {height}"


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_colour_blind_faces_differ_for_every_colour(faces, game):
    for suit in INKS[game]:
        plain = faces.face(Card(suit, 5), game, 140)
        blind = faces.face(Card(suit, 5), game, 140, colour_blind=True)
        if not (game == "crowns" and suit == "S"):  # black spades stay black
            assert not same_pixels(plain, blind), suit


def test_cr5_wild_rank_band_changes_the_face(faces):
    plain = faces.face(Card("D", 9), "crowns", 150)
    wild = faces.face(Card("D", 9), "crowns", 150, wild=True)
    assert not same_pixels(plain, wild)
    # The band runs to the left edge, so it shows in a tightly fanned hand.
    band_y = round(150 * 0.62)
    r, g, b, _ = wild.get_at((3, band_y))
    assert b > g and r > g, "the left edge of a wild card is not the band's purple"


def test_st10_multiplier_wilds_look_different_from_the_plain_wild(faces):
    plain = faces.face(Card(face=JOKER), "sting", 150)
    double = faces.face(Card(face=DOUBLE), "sting", 150)
    triple = faces.face(Card(face=TRIPLE), "sting", 150)
    assert not same_pixels(plain, double) and not same_pixels(double, triple)


def test_st1_six_and_nine_are_underlined(faces):
    # The index column of a 6 has more ink under the number than a 5's.
    def ink_rows(card):
        face = faces.face(card, "sting", 200)
        return sum(
            1 for y in range(8, 60) if any(face.get_at((x, y))[0] < 150 for x in range(8, 40))
        )

    assert ink_rows(Card("B", 6)) > ink_rows(Card("B", 8))


def test_shadow_is_larger_than_the_card_and_soft(faces):
    rect = pygame.Rect(100, 100, card_width(140), 140)
    for lifted in (False, True):
        shadow = faces.shadow(140, lifted)
        where = faces.shadow_rect(rect, lifted)
        assert shadow.get_size() == where.size
        assert where.contains(rect.move(0, 2)) or where.width > rect.width
        alphas = {shadow.get_at((x, where.height // 2))[3] for x in range(shadow.get_width())}
        assert len(alphas) > 5, "a shadow fades out rather than stopping at a hard edge"


def test_unknown_game_is_refused(faces):
    with pytest.raises(ValueError):
        faces.face(Card("H", 3), "poker", 100)


@pytest.mark.parametrize("name", SYMBOL_NAMES)
def test_every_symbol_draws_something(name):
    pygame.init()
    surface = symbol(name, 48, (200, 20, 20))
    assert surface.get_bounding_rect().width > 20


def test_sizes_left_behind_by_resizes_are_forgotten(monkeypatch):
    from game.ui import cards

    monkeypatch.setattr(cards, "STALE_CALLS", 30)
    pygame.init()
    faces = CardFaces()
    kept = faces.face(Card("H", 5), "crowns", 100)
    for height in range(101, 101 + 40):  # a window dragged through many sizes
        faces.face(Card("H", 5), "crowns", height)
        faces.face(Card("H", 5), "crowns", 100)  # still on the table: stays cached
    assert faces.face(Card("H", 5), "crowns", 100) is kept
    assert len({key[4] for key in faces._faces}) < 40


def test_many_sizes_in_use_at_once_all_stay_cached():
    pygame.init()
    faces = CardFaces()
    heights = range(60, 60 + 3 * 12, 3)  # more sizes than KEEP_HEIGHTS, all on screen
    first = {h: faces.face(Card("S", 9), "crowns", h) for h in heights}
    for _ in range(3):  # frames
        for h in heights:
            assert faces.face(Card("S", 9), "crowns", h) is first[h]
