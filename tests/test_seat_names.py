"""Issue 20 (a trial in German, French, Spanish and Dutch): a seat named in a bot's reason
or a refusal reads as the table names it in every language — "die Kombination von Bo",
"votre combinaison" — never "Platz 2" or "la place 2". The seat is a value that words
itself (`game.text.said.Seat`), each language saying each form its sentence asks for
(`{seat:meld}` …) in its own words; bots and engines still give only seat numbers."""

import string

import pytest
from test_bot_reasons import decisions

from game import text
from game.bots.words import Reason, phrase
from game.rules.engine import IllegalAction
from game.text import en, plural, said

LANGUAGES = [code for code in text.LANGUAGES if code != "en"]


@pytest.fixture
def speaking():
    def speak(code: str) -> list[str]:
        text.set_language(code)
        return [text.tr("setup.you"), "Bo", "Cy"]

    yield speak
    text.set_language("en")


def numbered(code: str) -> list[str]:
    """How `code` says "seat N" when no name is known ("Platz 2", "la place 2")."""
    text.set_language(code)
    return [text.tr("names.seat_number", number=n) for n in range(3)]


def test_a_reason_shown_in_german_and_french_names_the_players(speaking):
    reason = Reason(
        phrase("reason.sting.added", cards="x", seat=1),
        phrase("reason.sting.danger", seat=2, cards="2", own=0),
    )
    names = speaking("de")
    assert text.reason_words(reason, names=names) == (
        "legte x an die Kombination von Bo an — die Hand von Cy ist auf 2 geschrumpft, "
        "und jede gezogene Karte würde gegen dich zählen, wenn die Runde endet"
    )
    names = speaking("fr")
    assert text.reason_words(reason, names=names) == (
        "a ajouté x à la combinaison de Bo — la main de Cy est réduite à 2, et chaque "
        "carte piochée compterait contre vous si la manche se terminait"
    )
    hint = Reason(phrase("reason.sting.added", cards="x", seat=0))
    assert text.reason_words(hint, names=names) == "a ajouté x à votre combinaison"


def test_a_refusal_names_whose_turn_it_is(speaking):
    refusal = IllegalAction.of("CR-6", "refusal.not_your_turn", turn=1, seat=0)
    assert refusal.reason == "It is seat 1's turn, not seat 0's turn."  # the engine's English
    assert text.refusal_words(refusal, speaking("en")) == "It is Bo's turn, not your turn."
    assert text.refusal_words(refusal, speaking("de")) == "Am Zug ist Bo, nicht du."
    assert text.refusal_words(refusal, speaking("fr")) == "C'est le tour de Bo, pas votre tour."
    nowhere = IllegalAction.of("CR-6", "refusal.not_your_turn", turn=1, seat=-1)  # a bad action's
    assert nowhere.reason == "It is seat 1's turn, not seat -1's turn."
    assert text.refusal_words(nowhere, speaking("en")) == "It is Bo's turn, not seat -1's turn."


def seat_entries():
    """(key, fields) of every entry that names a seat, each field given a value."""
    for key, entry in en.TEXT.items():
        fields = text.fields_of(entry)
        if fields & said.SEAT_FIELDS:
            given = {field: 1 if field in said.SEAT_FIELDS else "x" for field in fields}
            yield key, given | {"seat": 0} if "seat" in fields else given


@pytest.mark.parametrize("code", text.LANGUAGES)
def test_every_seat_a_language_names_is_a_form_it_knows_and_reads_as_a_name(code, speaking):
    forms = set()
    names, unnamed = speaking(code), numbered(code)
    for key, fields in seat_entries():
        catalogue = text.CATALOGUES[code]
        for template in plural.forms(catalogue.get(key, en.TEXT[key])):
            forms |= {
                spec
                for _, field, spec, _ in string.Formatter().parse(template)
                if field in said.SEAT_FIELDS
            }
        shown = said.naming(text.tr, names)(key, **fields)
        assert not any(seat in shown for seat in unnamed), (code, key, shown)
    assert forms <= set(said.SEAT_FORMS), forms - set(said.SEAT_FORMS)
    assert len(list(seat_entries())) >= 40


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_bots_reasons_name_every_seat_in_each_language(code, speaking):
    names, unnamed = speaking(code), numbered(code)
    named = 0
    for game in ("sting", "rumski"):
        for _observation, _action, reason in decisions(game, "hard"):
            shown = text.reason_words(reason, names=names)
            assert not any(seat in shown for seat in unnamed), shown
            named += any(name in shown for name in names[1:])
    assert named, "some reason named a seat"
