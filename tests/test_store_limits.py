"""What a save may hold, asked of one home (issue 17, items 4, 5 and 7): the seat counts
of each game's rules module, the seeds, names and titles of `game.store.limits`, and text
fit to show. The reader refuses — with a notice, never an exception — what the game
could not have written, and accepts everything it could: a Crowns table of 14, a seed of
2^63 - 1, a name in any script."""

import json

import pygame
import pytest
from scene_driver import make_app, pump

from game import rules
from game.store import SavedGame, Seat, Store, StorePaths, encode_game
from game.store.codec import decode_game
from game.store.limits import NAME_LENGTH, SEEDS, TITLE_LENGTH
from game.store.shape import text_problem

NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu", "Mo")


def played(game: str, seats: int, seed: int = 5, moves: int = 12) -> SavedGame:
    from game.bots import make_bot

    state = rules.load(game).new_game(seats, seed)
    bots = [make_bot(game, "random", seat, seed + seat) for seat in range(seats)]
    while len(state.actions) < moves and not state.is_over:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    table = (Seat("You"),) + tuple(Seat(NAMES[i % 13], "bot", "easy") for i in range(seats - 1))
    return SavedGame.of_state(game, seed, table, {}, state)


@pytest.mark.parametrize("seats", [9, 14])
def test_cr4_a_crowns_table_of_nine_to_fourteen_continues_and_is_kept(tmp_path, seats):
    store = Store(StorePaths.inside(tmp_path))
    saved = played("crowns", seats)
    assert store.autosave(saved)
    loaded = store.load_autosave()
    assert store.take_notices() == []
    assert loaded is not None and len(loaded.saved.seats) == seats
    assert loaded.state.actions == list(saved.actions)
    assert store.save_slot("Big table", saved) is not None
    assert [len(entry.saved.seats) for entry in store.list_slots()] == [seats]
    store.add_recent(saved)
    assert [len(entry.saved.seats) for entry in store.list_recent()] == [seats]


def test_every_game_reads_back_each_seat_count_its_rules_allow():
    for game in rules.GAME_NAMES:
        module = rules.load(game)
        for seats in module.SEATS:
            data = encode_game(played(game, seats, moves=0))
            assert len(decode_game(data).seats) == seats
        for seats in (min(module.SEATS) - 1, max(module.SEATS) + 1):
            data = encode_game(played(game, min(module.SEATS), moves=0))
            data["seats"] = [{"name": f"P{i}", "kind": "human"} for i in range(seats)]
            with pytest.raises(ValueError):
                decode_game(data)


def test_the_edges_of_the_seeds_and_names_allowed_read_back():
    data = encode_game(played("sting", 2, moves=0))
    data["seed"] = SEEDS[-1]
    data["seats"][0]["name"] = "Я" * NAME_LENGTH
    data["title"] = "游" * TITLE_LENGTH
    saved = decode_game(data)
    assert (saved.seed, saved.seats[0].name, saved.title) == (
        SEEDS[-1],
        "Я" * NAME_LENGTH,
        "游" * TITLE_LENGTH,
    )
    for seed in (SEEDS[0] - 1, SEEDS[-1] + 1):
        with pytest.raises(ValueError, match="seed"):
            decode_game({**data, "seed": seed})


def test_an_option_the_rules_refuse_is_refused_when_the_file_is_read():
    data = encode_game(played("sting", 2, moves=0))
    data["options"] = {"rounds": 10**15}
    with pytest.raises(ValueError, match="rounds"):
        decode_game(data)  # not only when Continue replays it: Recent games lists it too


# ---------------------------------------------------------------- item 7: text, lists


@pytest.mark.parametrize(
    "text", ["A\x00na", "\ud800", "Bo\udfff", "line\nbreak", "bell\x07", "del\x7f", "\x9b"]
)
def test_text_with_a_control_character_or_a_lone_surrogate_is_not_fit(text):
    assert text_problem(text, 40)


@pytest.mark.parametrize("text", ["Ana", "Партия", "游戏", "🃏 Joker", "👩‍👩‍👧", "Zoë", ""])
def test_text_in_any_script_is_fit(text):
    assert text_problem(text, 40) is None


def write(store: Store, folder, name: str, data: dict) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    # As a friend's editor might write it: escapes, so a lone surrogate survives.
    (folder / name).write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")


DAMAGE = {
    "a NUL in a name": lambda data: data["seats"][1].update(name="B\x00o"),
    "a lone surrogate in a name": lambda data: data["seats"][0].update(name="\ud800"),
    "a lone surrogate in the title": lambda data: data.update(title="x\udc80"),
    "a control character in saved_at": lambda data: data.update(saved_at="2026\x1b[2J"),
    "more totals than seats": lambda data: data.update(totals=[1, 2, 3, 4]),
    "fewer totals than seats": lambda data: data.update(totals=[7]),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_recent_game_with_bad_text_or_lists_is_refused_with_a_notice(tmp_path, damage):
    store = Store(StorePaths.inside(tmp_path))
    good = played("crowns", 2, moves=30)
    store.add_recent(dataclass_finished(good))
    data = encode_game(dataclass_finished(good))
    DAMAGE[damage](data)
    write(store, store.paths.recent_dir, "99990101T000000-crowns-5.json", data)
    entries = store.list_recent()
    assert len(entries) == 1  # the good one; the bad one moved aside
    (notice,) = store.take_notices()
    assert "99990101T000000-crowns-5.json" in notice
    assert text_problem(notice, 1000) is None  # the notice itself can be drawn
    assert store.list_recent() == entries and store.take_notices() == []  # not again


def dataclass_finished(saved: SavedGame) -> SavedGame:
    import dataclasses

    return dataclasses.replace(saved, finished=True)


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_an_import_with_bad_text_or_lists_is_refused_and_left_in_place(tmp_path, damage):
    store = Store(StorePaths.inside(tmp_path / "home"))
    data = encode_game(played("rumski", 2))
    DAMAGE[damage](data)
    write(store, tmp_path, "friend.json", data)
    assert store.import_game(tmp_path / "friend.json") is None
    (notice,) = store.take_notices()
    assert "friend.json" in notice and text_problem(notice, 1000) is None
    assert (tmp_path / "friend.json").exists()


def test_stats_with_a_surrogate_in_a_key_are_refused_with_a_notice(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    stats = {"format": 1, "kind": "wildmeld-stats", "games": {"crowns": {"bot:\ud800": {}}}}
    write(store, store.paths.data_dir, "stats.json", stats)
    assert store.load_stats().games == {}
    (notice,) = store.take_notices()
    assert "stats.json" in notice and text_problem(notice, 1000) is None


def test_recent_games_opens_after_a_bad_file_was_dropped_in_its_folder(tmp_path):
    from game.scenes.recent import RecentGamesScene

    store = Store(StorePaths.inside(tmp_path))
    data = encode_game(dataclass_finished(played("crowns", 2, moves=30)))
    data["seats"][1]["name"] = "B\x00o"
    data["totals"] = [3, 4, 5, 6]
    write(store, store.paths.recent_dir, "20260101T000000-crowns-5.json", data)
    app = make_app()
    app.store = store
    app.stack.push(RecentGamesScene(app, store))
    pump(app, 3)  # drew every row and the notice without raising
    pygame.quit()


def test_a_refused_import_says_why_in_a_few_hundred_characters(tmp_path):
    from game.store.shape import NOTICE_LENGTH

    store = Store(StorePaths.inside(tmp_path / "home"))
    data = encode_game(played("rumski", 2, moves=1))
    to_act = rules.load("rumski").new_game(2, 5)
    for action in decode_game(data).actions:
        to_act.apply(action)
    # A hand-made move of 90,000 cards: the rules' refusal names every one of them.
    huge = [["R5"] * 30_000] * 3
    data["actions"].append({"type": "PlayCommunity", "seat": to_act.to_act, "community": huge})
    write(store, tmp_path, "huge.json", data)
    assert store.import_game(tmp_path / "huge.json") is None
    (notice,) = store.take_notices()
    assert "huge.json" in notice and len(notice) <= NOTICE_LENGTH


def test_a_lessons_file_holds_seeds_from_the_same_range():
    from game.store.lessons import LessonBook, LessonPlace, lessons_from_json, lessons_to_json

    data = lessons_to_json(LessonBook({"sting": LessonPlace(2, SEEDS[-1], ())}))
    assert lessons_from_json(data).places["sting"].seed == SEEDS[-1]
    data["places"]["sting"]["seed"] = -1
    with pytest.raises(ValueError, match="seed"):
        lessons_from_json(data)
