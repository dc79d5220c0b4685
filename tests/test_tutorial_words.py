"""Issue 7 for the lessons: a step names its words by key, asked of `game.text` when the
bubble shows them; each lesson's words are exactly its `lesson.<game>.` keys."""

import pytest

from game import text as words
from game.text import en
from game.tutorial import LESSONS


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_a_lessons_words_are_its_own_keys_each_a_whole_sentence(game):
    lesson = LESSONS[game]
    asked = [step.words for step in lesson.steps]
    assert len(set(asked)) == len(asked), "two steps share their words"
    for key in asked:
        assert key in en.TEXT, f"a step of the {game} lesson asks for {key!r}, which is missing"
        assert not words.fields_of(en.TEXT[key]), f"{key!r} has fields no step fills in"
    own = {key for key in en.TEXT if key.startswith(f"lesson.{game}.")}
    titled = {f"lesson.{game}.blurb"}
    assert own - titled == set(asked), "catalogue words no step of the lesson shows"
    assert (
        lesson.title == words.game_name(game)
        and lesson.blurb
        and lesson.steps[0].say == en.TEXT[asked[0]]
    )


def test_a_lessons_seats_are_named_from_the_catalogue():
    for lesson in LESSONS.values():
        names = [words.tr(name) for name, _, _ in lesson.seats]
        assert names == ["You", "Bo"], "the steps speak of You and Bo"
