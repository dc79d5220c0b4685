"""Crowns seats round the ellipse keep their words readable: no seat's cards (its fan
of backs or its laid melds, CR-11, CR-12) and no other seat's badge or words lie over a
seat's name and score, from 1 to 14 seats (CR-4), at the window sizes players use."""

import pygame
import pytest
from scene_driver import table_app, you_and_bots

from game.rules.crowns import parse_cards
from game.ui.cards import card_width
from game.ui.layout import TableLayout
from game.ui.look import text
from game.ui.seat_places import badge_rect

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def crossings(layout: TableLayout) -> list[str]:
    """Every way a seat's words are covered, in words."""
    spots = layout.spots
    found = []
    table = {
        "header": layout.top_bar,
        "menu button": layout.menu_button,
        "buttons": layout.button_rects(5)[0].union(layout.button_rects(5)[-1]),
        "hand": layout.hand_rect,
        "melds row": layout.meld_rect,
        "stock": layout.stock_rect,
        "discard pile": layout.discard_rect,
    }
    for index, spot in enumerate(spots):
        if not (spot.label.left >= 0 and spot.label.right <= layout.size[0]):
            found.append(f"seat {index}'s words leave the window")
        found += [
            f"the {name} covers seat {index}'s words"
            for name, rect in table.items()
            if spot.label.colliderect(rect)
        ]
        for other, them in enumerate(spots):
            if spot.label.colliderect(them.cards) or spot.label.colliderect(them.melds):
                found.append(f"seat {other}'s cards cover seat {index}'s words")
            if other != index and spot.label.colliderect(them.label):
                found.append(f"seat {other}'s words cross seat {index}'s")
            if other != index and spot.label.colliderect(
                badge_rect(them.centre, them.radius, them.words_above)
            ):
                found.append(f"seat {other}'s badge covers seat {index}'s words")
    return found


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_cr4_every_seats_words_stay_readable(size, large):
    TableLayout.text_scale = 1.25 if large else 1.0
    try:
        for seats in range(1, 15):
            layout = TableLayout(size, seats)
            assert crossings(layout) == [], f"{seats} seats at {size}"
    finally:
        TableLayout.text_scale = 1.0


@pytest.mark.parametrize("size", SIZES)
def test_cr4_each_seats_cards_lie_nearest_its_own_badge(size):
    for seats in range(2, 15):
        layout = TableLayout(size, seats)
        for index, spot in enumerate(layout.spots):
            x, y = spot.cards.center
            own = (x - spot.centre[0]) ** 2 + (y - spot.centre[1]) ** 2
            for other, them in enumerate(layout.spots):
                if other != index:
                    theirs = (x - them.centre[0]) ** 2 + (y - them.centre[1]) ** 2
                    assert own < theirs, f"{seats} seats at {size}: seat {index}'s cards"


@pytest.mark.parametrize("size", SIZES)
def test_cr4_each_seats_cards_lie_on_the_tables_side_of_its_badge(size):
    """Never behind the badge, nor just above a side seat's badge (where they read as
    the cards of the seat above): their centre lies at least half their size further
    towards the table's centre than the badge."""
    for seats in range(2, 15):
        layout = TableLayout(size, seats)
        for index, spot in enumerate(layout.spots):
            (x, y), (cx, cy) = spot.cards.center, spot.centre
            inwards = (x - cx) * spot.towards_centre[0] + (y - cy) * spot.towards_centre[1]
            assert inwards >= min(spot.cards.size) // 2, f"{seats} seats at {size}: seat {index}"


@pytest.mark.parametrize("size", SIZES)
def test_cr4_seats_cards_keep_off_the_piles_and_each_other(size):
    for seats in range(2, 15):
        layout = TableLayout(size, seats)
        piles = layout.stock_rect.union(layout.discard_rect)
        cards = [spot.cards for spot in layout.spots]
        for index, rect in enumerate(cards):
            assert not rect.colliderect(piles), f"{seats} seats at {size}: seat {index}"
            assert rect.collidelist(cards[index + 1 :]) < 0, f"{seats} seats at {size}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 8, 14])
def test_cr12_laid_melds_lie_clear_of_the_seats_words(size, seats):
    """An opponent's melds laid on a final turn (CR-12) lie in its own place, never over
    its name and score nor anyone else's — even four long melds on a crowded table."""
    app, table = table_app(you_and_bots(min(seats - 1, 6)), size=size)
    try:
        table.layout = TableLayout(size, seats)
        melds = [parse_cards(words) for words in ("3C 4C 5C 6C", "KH KS KX", "W 9D 10D JD QD")]
        melds.append(parse_cards("7S 7S 7H"))
        labels = [spot.label for spot in table.layout.spots]
        for spot in table.layout.spots:
            places, height = table.painter.small_meld_places(melds, spot)
            assert len(places) == sum(len(meld) for meld in melds)
            for _, (x, y) in places:
                card = pygame.Rect(int(x), int(y), card_width(height), height)
                assert spot.melds.contains(card), "a card strays out of its seat's place"
                assert card.collidelist(labels) < 0, "a laid card covers a seat's words"
    finally:
        table.close()


@pytest.mark.parametrize("size", SIZES)
def test_cr7_the_piles_words_keep_clear_of_the_message_strip(size):
    """The stock's and discard pile's words (CR-7: draw from either) are not hidden
    by the message strip above your melds, the lower piles of a crowded table too."""
    for seats in range(1, 15):
        layout = TableLayout(size, seats)
        strip_top = layout.message_centre[1] - layout.font_body  # its half height and more
        for words, place in zip(("Stock 232", "Discard"), layout.pile_word_places(), strict=True):
            rect = text(words, layout.font_small).get_rect(**place)
            assert rect.bottom < strip_top, f"{seats} seats at {size}: {words}"
