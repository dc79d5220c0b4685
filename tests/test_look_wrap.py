"""Text is broken into lines only where a line may break: a non-breaking space
(U+00A0, and the narrow U+202F Babel puts in "3:30 PM" and French "1 234") holds its
two sides together on one line, and still measures as the space it draws."""

import pygame
import pytest

from game.scenes import rules
from game.ui import look

HELD = ("2:02\u202fPM", "42\u00a0%", "(3\u00a0pts)", "1\u202f234,5")
SENTENCE = "Moves since 2:02\u202fPM are not saved: 42\u00a0% of (3\u00a0pts) or 1\u202f234,5 left."


@pytest.fixture(autouse=True)
def started():
    pygame.init()
    yield


def widths():
    return range(look.font(16).size("Moves")[0], look.font(16).size(SENTENCE)[0] + 20, 3)


def test_a_non_breaking_space_is_never_where_a_line_breaks():
    for width in widths():
        lines = look.wrap(SENTENCE, 16, width)
        for held in HELD:
            assert sum(held in line for line in lines) == 1, (width, lines)


class Recording:
    """A font that remembers the lines it drew."""

    def __init__(self, face):
        self.face, self.drawn = face, []

    def size(self, words):
        return self.face.size(words)

    def get_linesize(self):
        return self.face.get_linesize()

    def render(self, words, *how):
        self.drawn.append(words)
        return self.face.render(words, *how)


def test_the_rules_page_never_breaks_at_a_non_breaking_space_either():
    page = rules.Page.__new__(rules.Page)  # only its line layout, at a width
    for width in widths():
        page.ops, page.y, face = [], 0, Recording(look.font(16))
        page._text_lines(SENTENCE, face, (255, 255, 255), 0, width)
        for held in HELD:
            assert sum(held in line for line in face.drawn) == 1, (width, face.drawn)


def test_a_non_breaking_space_measures_as_the_space_it_draws():
    tight = look.font(16).size("since 2:02\u202fPM")[0]
    assert look.wrap("since 2:02\u202fPM", 16, tight) == ["since 2:02\u202fPM"]
    assert look.wrap("since 2:02\u202fPM", 16, tight - 1) == ["since", "2:02\u202fPM"]


def test_ordinary_spaces_tabs_and_newlines_still_break():
    assert look.wrap("one\ttwo\nthree  four", 16, 1) == ["one", "two", "three", "four"]
