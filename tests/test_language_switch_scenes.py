"""Issue 20 (item 4, applied at once): a screen already open when the player changes
language (Settings, from the pause menu over it) speaks the new language when it shows
again — none keeps the words it drew before. Each test opens a screen in English,
changes to German in Settings over it, comes back, and reads what the screen then draws."""

import sys
from types import SimpleNamespace

import pytest
from scene_driver import make_app, pump
from test_scenes_summary import crowns_summary, finished
from test_text_overflow import played_table, replay, rumski_summary, sting_summary

from game import text
from game.scenes import store_ui
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.gameover import GameOverScene
from game.scenes.hand_history import HandHistoryScene, last_hand_histories
from game.scenes.pause import PauseScene
from game.scenes.replay_view import move_lines
from game.scenes.settings import SettingsScene
from game.scenes.summary import SummaryScene
from game.store import Store, StorePaths
from game.text import tr
from game.text.said import worded
from game.ui import hud, look

DRAWING = (look.text, look.shadowed_text, hud.draw_label, store_ui.draw_text)


@pytest.fixture
def app(tmp_path):
    made = make_app((1280, 800))
    made.store = Store(StorePaths.inside(tmp_path))
    yield made
    text.set_language("en")


@pytest.fixture
def drawn(monkeypatch):
    """Every word handed to the game's text drawing, from now on."""
    said: list[str] = []

    def recording(draw):
        onto = draw in DRAWING[2:]  # (surface, words, …), the others (words, …)

        def drawing(*args, **kwargs):
            said.append(str(args[1] if onto else args[0]))
            return draw(*args, **kwargs)

        return drawing

    for draw in DRAWING:
        for name, module in list(sys.modules.items()):
            if name.startswith("game.") and getattr(module, draw.__name__, None) is draw:
                monkeypatch.setattr(module, draw.__name__, recording(draw))
    return said


def to_german(app, drawn):
    """Settings over the screen on top: the language changed to German, then back."""
    settings = SettingsScene(app, app.store)
    app.stack.push(settings)
    pump(app)
    settings.change("language", "de")
    assert text.language() == "de"
    app.stack.pop()
    drawn.clear()
    pump(app, 6)


def shows(app, drawn, scene, german):
    """`scene` opened in English, then German chosen over it: it draws every one of the
    `german()` words (worded in German, unlike their English)."""
    app.stack.push(scene)
    pump(app, 6)
    english = german()
    assert all(words in drawn for words in english), (english, drawn)
    to_german(app, drawn)
    said = german()
    assert said != english
    missing = [words for words in said if words not in drawn]
    assert not missing, f"still not German: {missing}; drawn: {drawn}"


def summary_words(scene):
    summary = scene.summary
    return [
        worded(summary.title, tr),
        worded(summary.next_line, tr),
        tr("summary.total"),
        *(scene.status(row) for row in summary.rows),
    ]


def test_an_open_crowns_summary_words_itself_again_in_the_language_chosen_over_it(app, drawn):
    table = SimpleNamespace(adapter=CrownsTable(), controller=SimpleNamespace(seed=5))
    scene = SummaryScene(app, crowns_summary(1, (0, 14, 27)), table)
    shows(app, drawn, scene, lambda: summary_words(scene))


def test_an_open_sting_summary_words_itself_again_in_the_language_chosen_over_it(app, drawn):
    scene = sting_summary(app)
    shows(app, drawn, scene, lambda: summary_words(scene))


def test_an_open_rumski_summary_words_itself_again_in_the_language_chosen_over_it(app, drawn):
    scene = rumski_summary(app)
    shows(app, drawn, scene, lambda: summary_words(scene))


def test_an_open_hand_history_says_its_moves_again_in_the_language_chosen_over_it(app, drawn):
    table = played_table(app)
    try:
        scene = HandHistoryScene(app, table)

        def moves():
            histories = last_hand_histories(table.controller, table.adapter, table.names)
            mine = next(h for h in histories if h.seat == scene.seat)
            return [tr("history.dealt"), mine.moves[0][0]]

        shows(app, drawn, scene, moves)
    finally:
        table.close()


def test_the_game_over_screen_says_its_unrecorded_game_again_in_the_language_chosen(app, drawn):
    refused = SimpleNamespace(finished=SimpleNamespace(kept=False, problem="disk full"))
    scene = GameOverScene(app, finished("crowns", {})[0], None, refused)

    def words():
        said = look.wrap(scene.unrecorded_words(), int(0.022 * 800), int(0.9 * 1280))
        return [tr("gameover.title"), *said[:2]]

    shows(app, drawn, scene, words)


def test_an_open_replay_says_its_moves_again_in_the_language_chosen_over_it(app, drawn):
    scene = replay(app, "crowns")
    shown = scene.replayer.position - 1

    def move():
        action, events = scene.replayer.saved.actions[shown], scene.replayer.played[shown]
        return [f"{shown + 1}. {move_lines(scene.adapter, action, events, scene.names)[0]}"]

    shows(app, drawn, scene, move)


def test_the_person_called_you_is_called_so_in_the_language_chosen_over_the_table(app, drawn):
    """A game begun in English, German chosen over it: the table names its person "Du",
    and their hand history reads "Deine Hand …", not "Yous Hand …" (the table kept the
    English word for You, and the German title took it for a name)."""
    table = played_table(app)
    try:
        assert table.names[0] == "You"
        scene = HandHistoryScene(app, table)
        scene.seat = 0
        shows(app, drawn, scene, lambda: [tr("history.your_title")])
        assert table.names[0] == tr("setup.you") == "Du"
        assert not any("You" in words for words in drawn), drawn
    finally:
        table.close()


def test_the_move_log_says_its_lines_and_reasons_again_in_the_language_chosen(app, drawn):
    """German chosen over a table mid-game: the lines already in its move log, and the
    bots' reasons behind their Why?, are said again in German (they stayed English)."""
    from game.bots.words import Reason, phrase

    reason = Reason(phrase("reason.sting.added", cards="x", seat=1))
    table = played_table(app)
    app.stack.push(table)
    try:
        pump(app, 6)
        events = table.controller.past_events[-3:]
        table.log[:] = [table.log_line("", event, None) for event in events]
        table.log[-1] = table.log_line("", events[-1], reason)
        to_german(app, drawn)
        names = table.names
        said = [table.adapter.describe(event, lambda seat: names[seat]) for event in events]
        assert [str(line) for line in table.log] == said
        assert table.log[-1].why == f"legte x an die Kombination von {names[1]} an"
    finally:
        table.close()


def test_the_pause_menus_saved_as_note_is_said_again_in_the_language_chosen_over_it(app, drawn):
    """Saved from the pause menu in English, then German chosen in Settings over it: the
    note under the buttons said "Saved as 'Freitag'." still."""
    table = played_table(app)
    app.stack.push(table)
    try:
        pause = PauseScene(app, table)
        app.stack.push(pause)
        pump(app, 2)
        pause.choose("save_as")
        pump(app, 2)
        saving = app.stack.top
        saving.widgets["name"].set_text("Freitag")
        saving.save()
        drawn.clear()
        pump(app, 2)
        assert app.stack.top is pause and "Saved as 'Freitag'." in drawn
        to_german(app, drawn)
        german = tr("slots.saved_as", title="Freitag")
        assert german != "Saved as 'Freitag'." and german in drawn
        assert not any("Saved as" in words for words in drawn), drawn
    finally:
        table.close()


def test_the_table_under_the_pause_menu_speaks_the_language_chosen_over_it(app, drawn):
    """German chosen in Settings over the pause menu: the table seen behind the menu says
    its move log in German at once (it stayed English until the game was resumed, as the
    table follows the language only while it is on top)."""
    table = played_table(app)
    app.stack.push(table)
    try:
        pump(app, 6)
        events = table.controller.past_events[-3:]
        english = [
            table.adapter.describe(event, lambda seat: table.names[seat]) for event in events
        ]
        table.log[:] = [
            table.log_line(words, event, None) for words, event in zip(english, events, strict=True)
        ]
        app.stack.push(PauseScene(app, table))
        pump(app, 2)
        assert english[-1] in drawn
        pump(app, 2)
        to_german(app, drawn)
        assert app.stack.top is not table
        names = table.names
        said = [table.adapter.describe(event, lambda seat: names[seat]) for event in events]
        assert said[-1] != english[-1] and said[-1] in drawn, (said[-1], drawn)
    finally:
        table.close()


def test_the_settings_files_notices_are_said_again_in_the_language_chosen(app, drawn):
    """A settings file with a bad value and an unknown key: Settings names both at its
    foot, in English; German chosen there, the notes were still English (the store had
    worded them once, as it read the file). They are said again in German; and so is a
    file that is not a settings file at all, moved aside."""
    app.store.paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    app.store.paths.settings_file.write_text(
        '{"format": 1, "kind": "wildmeld-settings", "cloth": "plaid", "wings": 1}'
    )
    settings = SettingsScene(app, app.store)
    app.stack.push(settings)
    pump(app, 2)

    def notes():
        choices = ", ".join(("green", "blue", "red", "purple", "slate"))
        problem = tr("store.setting_choice", choices=choices)
        reset = tr("store.setting_reset", label=tr("settings.label_cloth"), problem=problem)
        unknown = tr("store.unknown_setting", name="'wings'")
        return [tr("store.settings_note", note=note) for note in (reset, unknown)]

    english = notes()
    assert all(words in drawn for words in english), drawn
    settings.change("language", "de")
    drawn.clear()
    pump(app, 2)
    german = notes()
    assert german != english and all(words in drawn for words in german), (german, drawn)
    app.stack.pop()

    app.store.paths.settings_file.write_text("[1, 2")  # cut short: moved aside
    text.set_language("en")
    app.player_settings = None
    broken = SettingsScene(app, app.store)
    app.stack.push(broken)
    pump(app, 2)
    aside = next(app.store.paths.settings_file.parent.glob("*corrupt*"))

    def moved():
        notice = tr(
            "store.bad_file_moved",
            what=tr("store.what_settings_file"),
            name=app.store.paths.settings_file.name,
            reason=tr("store.cut_short").rstrip(". "),
            aside=aside.name,
            folder=aside.parent,
        )
        return tr("store.defaults_used", notice=notice)[:60]

    english = moved()
    assert any(words.startswith(english) for words in drawn), (english, drawn)
    broken.change("language", "de")
    drawn.clear()
    pump(app, 2)
    german = moved()
    assert german != english and any(words.startswith(german) for words in drawn), german


def test_a_settings_write_failure_is_said_again_in_the_language_chosen(app, drawn, monkeypatch):
    """Settings that cannot be written say so at Settings' foot ("Could not save your
    settings: permission denied"); choosing German there (which cannot be written
    either) says that notice again in German, not only the new one."""
    import errno

    from game.store import storage

    def refuse(path, data):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage, "write_json_atomic", refuse)
    settings = SettingsScene(app, app.store)
    app.stack.push(settings)
    pump(app, 2)
    settings.change("cloth", "blue")
    pump(app, 2)

    def failed():
        problem = tr("store.problem_denied")
        return tr("store.not_saved", what=tr("store.what_settings"), problem=problem)

    english = failed()
    assert english in drawn and settings.notices == [english], drawn
    settings.change("language", "de")
    drawn.clear()
    pump(app, 2)
    german = failed()
    assert german != english and german in drawn and english not in drawn, drawn
