"""A hint or notice stays as long as it takes to read (issue 18, new-user trial: a long
hint with its why faded after 3.5 s, half read). One rule, `hud.reading_seconds`, says
how long; the table's message strip asks it for every message."""

import pygame
from scene_driver import table_app, you_and_bots

from game.ui.hud import READ_LEAST, READ_MOST, reading_seconds

SHORT = "Not your turn."
LONG = (
    "Hint: take the 7 of hearts from the discard pile — with the 6 of hearts and the 8 "
    "of hearts it cuts the deadwood from 41 to 23, and it keeps the cards likeliest to meld"
)


def test_longer_words_stay_longer_and_short_ones_as_before():
    assert reading_seconds(SHORT) == READ_LEAST
    assert reading_seconds(LONG) > 2 * READ_LEAST  # some 170 characters: about 12 s
    lengths = [reading_seconds("x" * count) for count in range(0, 600, 7)]
    assert lengths == sorted(lengths) and lengths[-1] == READ_MOST


def test_the_table_keeps_each_message_for_its_reading_time():
    app, table = table_app(you_and_bots(1))
    try:
        table.say(SHORT)
        short = table.message_left
        table.say(LONG)
        assert table.message_left == reading_seconds(LONG) > short == READ_LEAST
    finally:
        table.close()
        pygame.event.clear()
