"""Issue 7 "Replays": a replay reads like the game. Its move list says each move in the
table's own words (the table adapters' lines for the events the move produced, never
card codes), and its table shows what a viewer needs of each game: the hand and the
wild rank in Crowns (CR-5), the melds laid and in front of each player with their cost
and the penalty (CR-11, ST-5a, ST-10), the Community and who has opened in Rumski
(RU-6, RU-7). Recent games lists each finished game's winner and final scores."""

import re

import pygame
import pytest
from replay_games import SEATS, ReplayApp, bot_game

from game import rules
from game.rules import crowns, rumski, sting
from game.scenes.crowns.adapter import rank_plural
from game.scenes.recent import RecentGamesScene
from game.scenes.replay import ReplayScene, seat_label
from game.scenes.replay_view import seat_show, table_adapter
from game.store import SavedGame, Store, StorePaths
from game.store.replay import Replayer, winners
from game.text import tr

SHORT = {"crowns": {}, "sting": {"rounds": 1}, "rumski": {"target": 100}}
# A card in any game's notation: Crowns' "QD", "10X" (X: stars); Sting's "R7", "W2",
# "WS", "PP", "TB"; Rumski's "P13"; a wild "W".
CARD_CODE = re.compile(r"\b(?:(?:[2-9]|10|[AJQK])[SHCDX]|[RBGYP](?:[1-9]|1[0-3])|W[23S]?|PP|TB)\b")


def played(game: str, seed: int = 5) -> tuple[SavedGame, tuple]:
    """A short game bots played to its end, and the events each move produced then."""
    return bot_game(game, SHORT[game], seed)


@pytest.fixture
def app(tmp_path):
    pygame.init()
    return ReplayApp(tmp_path / "home")


@pytest.fixture
def drawn(monkeypatch):
    """The words and the cards a scene draws (`drawn(scene, surface)` draws it once)."""
    import game.scenes.recent as recent_scene
    import game.scenes.replay as replay_scene

    words: list[str] = []
    real_text = replay_scene.draw_text

    def spy_text(surface, text, *args, **kwargs):
        words.append(text)
        return real_text(surface, text, *args, **kwargs)

    def spy_chip(surface, text, *args, **kwargs):
        words.append(text)

    monkeypatch.setattr(replay_scene, "draw_text", spy_text)
    monkeypatch.setattr(recent_scene, "draw_text", spy_text)
    monkeypatch.setattr(replay_scene, "draw_chip", spy_chip)

    def draw(scene, surface):
        words.clear()
        cards = []
        faces = getattr(scene, "faces", None)  # the replay's card faces (Recent games has none)
        if faces is not None:
            real_face = faces.face
            faces.face = lambda card, *args: cards.append(card) or real_face(card, *args)
        scene.draw(surface)
        if faces is not None:
            faces.face = real_face
        return list(words), cards

    return draw


def all_lines(scene):
    replayer = scene.replayer
    replayer.seek(replayer.length)
    return [scene.lines_of(index) for index in range(replayer.length)]


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_the_move_list_says_each_move_in_the_tables_words_without_card_codes(app, game):
    saved, events = played(game)
    scene = ReplayScene(app, saved)
    adapter = table_adapter(game)
    names = [seat.name for seat in SEATS]
    said = all_lines(scene)
    assert len(said) == len(saved.actions) == len(events)
    for lines, move_events in zip(said, events, strict=True):
        assert lines, "every move has a line"
        assert not [line for line in lines if CARD_CODE.search(line)], lines
        table = [adapter.describe(event, names.__getitem__) for event in move_events]
        table = [line for line in table if line]
        if table:  # the table's own lines, in order: one home for the words
            assert lines == table
    flat = [line for lines in said for line in lines]
    assert any("the discard pile" in line or "discarded" in line for line in flat)


def test_ru10_a_staged_community_says_who_arranges_it():
    saved, events = played("rumski")
    staged = [
        index
        for index, action in enumerate(saved.actions)
        if isinstance(action, rumski.PlayCommunity)
    ]
    assert staged, "the bots staged a Community play"
    replayer = Replayer(saved)
    replayer.seek(replayer.length)
    assert replayer.played == [list(move) for move in events]
    from game.scenes.replay_view import move_lines

    adapter = table_adapter("rumski")
    names = [seat.name for seat in SEATS]
    for index in staged:
        lines = move_lines(adapter, saved.actions[index], replayer.played[index], names)
        seat = saved.actions[index].seat
        assert lines == [tr("replay.arranges", name=names[seat])]


def test_stepping_back_keeps_each_moves_lines(app):
    saved, _ = played("sting")
    scene = ReplayScene(app, saved)
    forward = all_lines(scene)
    scene.replayer.seek(3)
    scene.said.clear()
    scene.replayer.seek(scene.replayer.length)
    assert [scene.lines_of(index) for index in range(scene.replayer.length)] == forward


def test_cr5_the_table_shows_the_hand_and_its_wild_rank(app, drawn):
    saved, _ = played("crowns")
    scene = ReplayScene(app, saved)
    for position in (0, scene.replayer.length // 2, scene.replayer.length):
        scene.replayer.seek(position)
        observation = scene.replayer.state.observe(0)
        words, _cards = drawn(scene, app.surface)
        heading = next(w for w in words if rank_plural(observation.wild_rank) in w)
        assert tr("crowns.hand_of", hand=observation.hand_number, hands=crowns.HANDS) in heading


def first_position(replayer, holds):
    replayer.seek(0)
    while not replayer.at_end:
        replayer.step()
        if holds(replayer.state):
            return replayer.position
    raise AssertionError("no such moment in the game")


def test_cr11_the_melds_laid_on_going_out_are_shown_with_the_seat(app, drawn):
    saved, _ = played("crowns")
    scene = ReplayScene(app, saved)
    first_position(scene.replayer, lambda state: state.observe(0).went_out is not None)
    observation = scene.replayer.state.observe(0)
    out = observation.went_out
    words, cards = drawn(scene, app.surface)
    laid = [card for meld in observation.laid[out] for card in meld]
    assert laid and all(card in cards for card in laid)
    assert tr("summary.went_out") in words
    assert seat_show("crowns", observation, out).melds == tuple(map(tuple, observation.laid[out]))


def test_st10_melds_in_front_of_a_player_show_with_their_cost_and_the_penalty(app, drawn):
    saved, _ = played("sting")
    scene = ReplayScene(app, saved)
    first_position(scene.replayer, lambda state: bool(state.observe(0).melds))
    observation = scene.replayer.state.observe(0)
    words, cards = drawn(scene, app.surface)
    for seat in range(len(SEATS)):
        melds = observation.melds_in_front(seat)
        penalty = sum(sting.meld_score(meld.cards) for meld in melds)
        assert tr("sting.penalty", penalty=penalty) in words
        for meld in melds:
            assert all(card in cards for card in meld.cards)
            assert seat_show("sting", observation, seat).penalty == penalty


def test_ru6_ru7_the_community_meld_by_meld_and_who_has_opened(app, drawn):
    saved, _ = played("rumski")
    scene = ReplayScene(app, saved)
    first_position(scene.replayer, lambda state: bool(state.observe(0).community))
    observation = scene.replayer.state.observe(0)
    words, cards = drawn(scene, app.surface)
    community = [card for meld in observation.community for card in meld]
    assert community and all(card in cards for card in community)
    opened = [tr("rumski.opened" if flag else "rumski.not_opened") for flag in observation.opened]
    assert sorted(w for w in words if w in opened) == sorted(opened)
    pile = tr("replay.discard_pile", count=len(observation.discard_pile))
    assert any(w.startswith(pile) for w in words)


@pytest.mark.parametrize(("game", "highest_wins"), [("crowns", False), ("rumski", True)])
def test_cr15_ru15_the_winner_is_the_best_total_by_the_games_rule(game, highest_wins):
    saved = SavedGame(game, 1, SEATS, totals=(40, 90, 40), finished=True)
    assert winners(saved) == ((1,) if highest_wins else (0, 2))
    assert winners(SavedGame(game, 1, SEATS, totals=(40, 90, 40))) == ()  # not finished


def test_recent_games_show_each_finished_games_winner_and_final_scores(app, drawn):
    for game in ("crowns", "sting", "rumski"):
        app.store.add_recent(played(game)[0])
    scene = RecentGamesScene(app)
    words, _ = drawn(scene, app.surface)
    for game in ("crowns", "sting", "rumski"):
        saved = played(game)[0]
        assert saved.finished
        best = ", ".join(SEATS[seat].name for seat in winners(saved))
        assert best and tr("replay.recent_won", game=tr(f"games.{game}"), winners=best) in words
        scores = " · ".join(
            tr("replay.recent_score", seat=seat_label(seat), score=total)
            for seat, total in zip(SEATS, saved.totals, strict=True)
        )
        assert scores in words and saved.totals == played(game)[0].totals
        assert any(total != 0 for total in saved.totals)


def test_a_long_recent_list_scrolls_with_the_focus(app):
    saved = played("sting")[0]
    for _ in range(14):
        app.store.add_recent(saved)
    scene = RecentGamesScene(app)
    scene.draw(app.surface)
    assert 0 < len(scene.rows) < 14 and all(
        r.bottom <= app.surface.get_height() for r in scene.rows
    )
    for _ in range(13):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        scene.draw(app.surface)
    assert scene.first + len(scene.rows) == 14 and scene.focus == 13


def test_st11_a_game_played_at_the_table_replays_with_the_tables_own_log(tmp_path):
    """The same game, end to end: bots play one Sting round at the real table; the game
    kept in Recent games replays, and its move list ends with the very lines the
    table's log showed, and names the table's winner."""
    from scene_driver import make_app, pump_until

    from game.controller import Controller, SeatPlan
    from game.scenes.table import TableScene

    app = make_app()
    app.settings["bot_pacing"] = "instant"
    app.autoplay = True  # a bots-only game goes on past its round summary by itself
    app.store = Store(StorePaths.inside(tmp_path))
    plans = [SeatPlan(seat.name, "bot", seat.level) for seat in SEATS]
    table = TableScene(app, Controller("sting", plans, 42, {"rounds": 1}, speed="instant"))
    app.stack.push(table)
    try:
        pump_until(app, lambda: bool(app.store.list_recent()))
        (entry,) = app.store.list_recent()
        assert entry.saved.finished and list(entry.saved.totals) == list(table.controller.totals)
        assert winners(entry.saved) == tuple(table.controller.winners())
        scene = ReplayScene(app, entry.saved)
        said = [line for lines in all_lines(scene) for line in lines]
        log = [str(line) for line in table.log]
        assert log and said[-len(log) :] == log
    finally:
        table.close()


def test_the_import_picker_picks_a_file_and_offers_no_delete(tmp_path):
    """Import (Recent games → Import, or I) opens pygame_gui's file picker, which has a
    Delete button of its own: a game's import must never delete the player's files."""
    import pygame_gui
    from scene_driver import make_app, pump

    app = make_app()
    app.store = Store(StorePaths.inside(tmp_path))
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    pump(app, 2)
    scene.ask_for_file()
    pump(app, 2)
    dialogs = [e for e in scene.elements if isinstance(e, pygame_gui.windows.UIFileDialog)]
    assert len(dialogs) == 1
    assert not dialogs[0].delete_button.visible
    assert dialogs[0].ok_button.visible
