"""Issue 7, language-ready: the tables' words are read from the catalogue when they are
shown, not when a module is imported. The keys the tables hold in data (buttons, the
keys panel's rows, the inks' and cloths' names) name words the catalogue has, and a
language chosen later shows on the keys panel, the log's players and the card faces,
whose drawings are cached (CR-5's wild band, ST-1's special cards)."""

import ast
import re
from pathlib import Path

import pygame
import pytest

from game import text as words
from game.rules.cards import PASS_A_PILE, Card
from game.text import en

GAME = Path(__file__).resolve().parent.parent / "game"
# The tables' parts of the catalogue (game/text/en/tables.py); a file name ("cards.py")
# is not a key.
TABLES = re.compile(r"^(table|log|crowns|rumski|sting|keys\.table|cards|cloth)\.[a-z0-9_.]+$")
FILE_NAME = re.compile(r"\.(py|png|json|txt|ttf|wav|md)$")


@pytest.fixture
def probe_language():
    """A language 'xx' holding `words` for the test to fill; English again afterwards."""
    spoken: dict[str, str] = {}
    words.CATALOGUES["xx"] = spoken
    yield spoken
    words.set_language("en")
    del words.CATALOGUES["xx"]


def held_keys() -> list[tuple[str, int, str]]:
    """(module, line, key) of every string in the game's modules that names one of the
    tables' catalogue keys, whether or not it is passed to `tr` where it is written."""
    found = []
    for path in sorted(GAME.rglob("*.py")):
        if path.is_relative_to(GAME / "text"):
            continue  # the catalogue itself
        for node in ast.walk(ast.parse(path.read_text())):
            literal = node.value if isinstance(node, ast.Constant) else None
            if isinstance(literal, str) and TABLES.match(literal) and not FILE_NAME.search(literal):
                found.append((str(path.relative_to(GAME)), node.lineno, literal))
    return found


def test_every_table_key_held_in_data_is_in_the_catalogue():
    held = held_keys()
    assert len(held) > 100, "the tables' buttons, keys rows, inks and cloths hold keys"
    missing = [f"{module}:{line} {key}" for module, line, key in held if key not in en.TEXT]
    assert not missing, "keys the catalogue lacks: " + "; ".join(missing)


def test_the_keys_panel_rows_are_read_in_the_language_chosen_when_shown(probe_language):
    from game.scenes.crowns import keys as crowns_keys
    from game.scenes.rumski import keys as rumski_keys
    from game.scenes.sting import keys as sting_keys

    for help_rows in (crowns_keys.HELP, sting_keys.HELP, rumski_keys.HELP):
        assert all(key and what for key, what in help_rows)
    assert ("Space", "select the card") in list(sting_keys.HELP)
    probe_language["keys.table.key_space"] = "Espace"
    words.set_language("xx")
    assert ("Espace", "select the card") in list(sting_keys.HELP)


def test_the_log_names_the_person_at_the_table_as_the_chosen_language_calls_them(
    probe_language,
):
    from game.bots.words import Reason, phrase

    probe_language.update(
        {
            "setup.you": "Vous",
            "names.seat_you": "vous",
            "names.seat_meld_you": "votre combinaison",
            "names.seat_meld": "la combinaison de {name}",
        }
    )
    words.set_language("xx")
    reason = Reason(
        phrase("reason.sting.added", cards="x", seat=0), phrase("reason.sting.fits_there", seat=1)
    )
    shown = words.reason_words(reason, names=["Vous", "Bo"])
    assert (
        shown
        == "added x to votre combinaison — it fits there, scoring against Bo at no cost to the hand"
    )


@pytest.fixture(scope="module")
def faces():
    from game.ui.cards import CardFaces

    pygame.init()
    yield CardFaces()
    pygame.quit()


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_cr5_the_wild_bands_word_follows_the_language_though_faces_are_cached(
    faces, probe_language
):
    card = Card("H", 7)
    english = faces.face(card, "crowns", 200, wild=True)
    probe_language["cards.wild"] = "WWWWWWWW"
    words.set_language("xx")
    other = faces.face(card, "crowns", 200, wild=True)
    assert other is not english and not same_pixels(other, english)
    words.set_language("en")
    assert faces.face(card, "crowns", 200, wild=True) is english


def test_st1_a_special_cards_name_follows_the_language(faces, probe_language):
    card = Card(face=PASS_A_PILE)
    english = faces.face(card, "sting", 200)
    probe_language.update({"cards.pass": "PASSEZ", "cards.a_pile": "UNE PILE"})
    words.set_language("xx")
    assert not same_pixels(faces.face(card, "sting", 200), english)
