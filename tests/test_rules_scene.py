"""The rules scene (issue 5 item 2): each game's rules with pictures of real cards, scrolled
by wheel and keys, switched by tabs and arrow keys, left with Esc."""

import pygame
import pytest

from game.rules.cards import ACTION_FACES, WILD_FACES
from game.scenes.rules_text import PAGES, STING_SPECIALS, TAGLINES, Cards, Term
from game.text import en, fields_of
from game.ui.contact_sheet import every_card


@pytest.mark.parametrize("game", sorted(PAGES))
def test_every_pictured_card_is_a_real_card_of_its_game(game):
    from game.scenes.rules import picture

    real = set(every_card(game))
    tokens = [
        token
        for block in PAGES[game]
        for token in (
            block.tokens.split() if isinstance(block, Cards) else [block.token]
            if isinstance(block, Term) else []
        )
    ]  # fmt: skip
    assert tokens, "a rules page without pictures"
    for token in tokens:
        card, _ = picture(token, game)
        assert card in real, token


def page_keys(game: str) -> list[str]:
    """Every key a rules page asks `game.text` for, in order."""
    keys = [TAGLINES[game]]
    for block in PAGES[game]:
        if isinstance(block, Cards):
            keys += [block.caption] if block.caption else []
        elif isinstance(block, Term):
            keys += [block.name, block.does]
        else:
            keys.append(block.key)
    return keys


@pytest.mark.parametrize("game", sorted(PAGES))
def test_every_word_of_a_rules_page_is_in_the_catalogue(game):
    """Issue 7: the page holds keys (asked for when drawn), each a whole template with
    nothing to fill in."""
    for key in page_keys(game):
        assert key.startswith("rules."), key
        assert key in en.TEXT, f"the {game} page asks for {key!r}, which the catalogue lacks"
        assert not fields_of(en.TEXT[key]), key


@pytest.mark.parametrize("game, term", [("crowns", "deadwood")])
def test_a_word_the_hints_use_is_explained_on_the_rules_page(game, term):
    """Crowns hints and bots' reasons speak of "deadwood" from the first turn ("taking the
    queen of stars would not lower the deadwood (38)"); a newcomer who never met the word
    finds it on the game's rules page (new-user trial)."""
    reasons = [words for key, words in en.TEXT.items() if key.startswith(f"reason.{game}.")]
    assert any(term in words for words in reasons)  # still a word the hints use
    page = " ".join(en.TEXT[key] for key in page_keys(game))
    assert term in page.lower()


def test_st1_special_card_help_fills_in_the_cards_name():
    for special in STING_SPECIALS.values():
        assert fields_of(en.TEXT[special.help]) == {"name"}, special.help


def test_st1_quick_reference_names_all_six_special_cards():
    assert set(STING_SPECIALS) == set(WILD_FACES | ACTION_FACES)


def test_st1_special_card_help_is_one_line():
    from game.scenes.rules_text import special_card_help

    assert (
        special_card_help("W2")
        == "Double Sting: a wild that doubles the points of the meld it is in."
    )
    assert special_card_help("") is None


def test_cr5_wild_mark_in_pictures():
    from game.scenes.rules import picture

    assert picture("5H*", "crowns")[1] is True
    assert picture("5H", "crowns")[1] is False


@pytest.fixture
def app():
    from game.app import App

    made = App((1024, 640))
    yield made
    pygame.quit()


def press(app, key):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_rules_scene_scrolls_switches_and_closes(app):
    from game.scenes.base import Scene
    from game.scenes.rules import RulesScene

    below = Scene(app)
    app.stack.push(below)
    scene = RulesScene(app, "crowns")
    app.stack.push(scene)
    app.frame(1 / 60)
    assert scene.max_scroll() > 0, "the rules are longer than one screen"
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                  precise_y=-3.0, touch=False, which=0))  # fmt: skip
    for _ in range(30):
        app.frame(1 / 60)
    assert scene.scroll > 0
    press(app, pygame.K_END)
    assert scene.target == scene.max_scroll()
    press(app, pygame.K_HOME)
    assert scene.target == 0
    press(app, pygame.K_RIGHT)
    assert scene.game == "sting"
    app.frame(1 / 60)
    press(app, pygame.K_3)
    assert scene.game == "rumski"
    app.frame(1 / 60)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is below


def test_rules_scene_opens_on_the_game_being_played(app):
    from game.scenes.base import Scene
    from game.scenes.rules import RulesScene

    table = Scene(app)
    table.game = "rumski"
    app.stack.push(table)
    assert RulesScene(app).game == "rumski"


def test_rules_scene_survives_a_resize(app):
    from game.scenes.rules import RulesScene

    scene = RulesScene(app, "sting")
    app.stack.push(scene)
    app.frame(1 / 60)
    press(app, pygame.K_END)
    app.frame(1 / 60)
    app.resized((1600, 1000))
    app.frame(1 / 60)
    assert 0 < scene.scroll <= scene.max_scroll()
