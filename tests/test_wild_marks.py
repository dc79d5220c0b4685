"""A wild in a laid meld shows the card it stands for (issue 18, new-user trial): on
Crowns' table and in its round summary (CR-10), in Sting's round summary, and on
Sting's table (ST-5a ruling: the engine records it), with `game.ui.wild_mark`."""

from types import SimpleNamespace

import pygame
from scene_driver import make_app
from test_table_sting import find_position, open_table

from game.rules import crowns, sting
from game.rules.crowns import StandsFor, meld_reading
from game.scenes.summary import SummaryScene

cards = crowns.parse_cards


def test_cr10_a_meld_reads_with_what_each_wild_stands_for():
    # Hand 1: 3s are wild. A run reads from its lowest rank up, a wild in its gap.
    assert meld_reading(cards("7H 3S 5H"), 3) == (
        tuple(cards("5H 3S 7H")),
        ((1, StandsFor("H", 6)),),
    )
    # A spare wild goes above the highest card while there is room below a king...
    assert meld_reading(cards("W 5H 6H"), 3)[1] == ((2, StandsFor("H", 7)),)
    # ... else below the lowest.
    assert meld_reading(cards("QH KH W"), 3) == (
        tuple(cards("W QH KH")),
        ((0, StandsFor("H", 11)),),
    )
    # A book's wild is its rank in any suit; a lone natural card with wilds reads as one.
    assert meld_reading(cards("9C 3H 9D"), 3)[1] == ((1, StandsFor("", 9)),)
    assert meld_reading(cards("5H W W"), 3)[1] == ((1, StandsFor("", 5)), (2, StandsFor("", 5)))
    # Wilds alone, or no meld, stand for nothing.
    assert meld_reading(cards("W 3H 3S"), 3)[1] == ()
    assert meld_reading(cards("5H 9S KD"), 3) == (tuple(cards("5H 9S KD")), ())


def marks_drawn(monkeypatch, module) -> list:
    drawn = []

    def spy(surface, stands_for, game, height, pos, room, colour_open, colour_blind=False):
        drawn.append((stands_for, game, colour_open, room > 0))

    monkeypatch.setattr(module, "draw_wild_mark", spy)
    return drawn


def test_cr10_the_crowns_summary_marks_each_wild_with_its_card(monkeypatch):
    from game.scenes import summary as summary_module
    from game.scenes.crowns.adapter import CrownsTable

    ended = crowns.HandEnded(1, (0, 12), (0, 12), ((), tuple(cards("8H 9S"))))
    laid = {0: (tuple(cards("7H 3S 5H")), tuple(cards("9C 9D W")))}
    summary = CrownsTable().summary(ended, ["You", "Bo"], laid, 0)
    row = summary.rows[0]
    assert row.melds[0] == tuple(cards("5H 3S 7H"))  # as the run reads
    assert row.wilds == (((1, StandsFor("H", 6), False),), ((2, StandsFor("", 9), True),))
    drawn = marks_drawn(monkeypatch, summary_module)
    app = make_app((1280, 800))
    table = SimpleNamespace(adapter=CrownsTable(), controller=SimpleNamespace(seed=5))
    scene = SummaryScene(app, summary, table)
    surface = pygame.Surface((1280, 800))
    for _ in range(6):
        scene.update(1 / 60)
        scene.draw(surface)
    assert (StandsFor("H", 6), "crowns", False, True) in drawn
    assert (StandsFor("", 9), "crowns", True, True) in drawn


def test_cr10_the_crowns_table_marks_each_laid_wild(monkeypatch):
    from game.ui.crowns import view

    observation = SimpleNamespace(wild_rank=3)
    painter = view.CrownsPainter.__new__(view.CrownsPainter)
    painter.table = SimpleNamespace(
        observation=observation, app=SimpleNamespace(faces=SimpleNamespace(colour_blind=False))
    )
    drawn = marks_drawn(monkeypatch, view)
    melds = (tuple(cards("7H 3S 5H")),)
    places = [(card, (100 + 30 * index, 50)) for index, card in enumerate(cards("5H 3S 7H"))]
    painter.draw_wild_marks(pygame.Surface((400, 200)), melds, places, 90)
    assert drawn == [(StandsFor("H", 6), "crowns", False, True)]


def a_meld_with_a_wild(observation, state):
    return any(meld.layout.stands_for for meld in observation.melds.values())


def test_st5a_the_sting_table_and_summary_mark_each_wild_with_its_card(monkeypatch):
    from game.scenes.sting.adapter import wild_marks
    from game.ui.sting import view

    seed, actions, _ = find_position(a_meld_with_a_wild)
    app, table = open_table(seed, actions)
    try:
        drawn = marks_drawn(monkeypatch, view)
        table.painter.draw_areas(pygame.Surface(table.layout.size), table.observation)
        wanted = [
            (stands, meld.layout.kind != sting.melds.RUN)
            for meld in table.observation.melds.values()
            for _, stands in meld.layout.stands_for
        ]
        assert sorted(map(str, wanted)) == sorted(str((s, o)) for s, _, o, _ in drawn)
        for meld in table.observation.melds.values():  # the summary reads the same marks
            expected = tuple(
                (index, stands, meld.layout.kind != sting.melds.RUN)
                for index, stands in meld.layout.stands_for
            )
            assert wild_marks(meld.cards) == expected
    finally:
        table.close()


def test_cr10_a_meld_being_arranged_marks_its_wild_where_it_was_put(monkeypatch):
    from game.scenes.crowns.adapter import CrownsTable
    from game.ui.crowns import view
    from game.ui.sprites import CardSprite

    observation = SimpleNamespace(wild_rank=3)
    painter = view.CrownsPainter.__new__(view.CrownsPainter)
    painter.table = SimpleNamespace(
        observation=observation,
        adapter=CrownsTable(),
        app=SimpleNamespace(faces=SimpleNamespace(colour_blind=False)),
    )
    drawn = marks_drawn(monkeypatch, view)
    group = [CardSprite(card, (100 + 40 * i, 50), 90) for i, card in enumerate(cards("W JH QH"))]
    painter.mark_planned(pygame.Surface((400, 200)), group)
    assert drawn == [(StandsFor("H", 13), "crowns", False, True)]  # the W put first: the K


def test_cr10_a_crowns_wild_standing_for_a_court_card_reads_as_its_face(monkeypatch):
    """A Crowns wild standing for a queen says Q, as the queen's own face does, not 12
    (new-user trial: a book of queens showed '12' on its wilds); Sting's and Rumski's
    cards are numbered, and so are their chips."""
    from game.ui import wild_mark as module

    written = []

    def spy(words, px, colour, bold=False):
        written.append(words)
        return pygame.Surface((max(1, px * len(words) // 2), px))

    monkeypatch.setattr(module, "text", spy)
    module.wild_mark.cache_clear()
    for game, colour in (("crowns", ""), ("crowns", "H"), ("rumski", "R")):
        module.wild_mark(colour, 12, game, 90, 30)
    module.wild_mark("", 7, "crowns", 90, 30)
    module.wild_mark.cache_clear()
    assert written == ["Q", "Q", "12", "7"]
