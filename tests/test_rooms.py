"""Issue 22, item 1: one shape for every game. In each layer every game has its own room
(`game/<layer>/<game>/`) holding the same modules, so a reader who knows where Sting's
legal moves or Rumski's bot reasons live knows where Crowns' live.

The rooms are read from the tree: any module one game has in a layer, the others have
too — unless the game has no such concept, which `NO_SUCH_CONCEPT` names with why. An
exception that is no longer true (the game has the room after all, or no game has it)
fails too, so the list stays honest."""

import re
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
GAMES = ("crowns", "sting", "rumski")
LAYERS = {  # layer -> the folder that holds one room per game
    "rules": GAME / "rules",
    "bots": GAME / "bots",
    "scenes": GAME / "scenes",  # each game's table: its scene and parts (shared: table*.py)
    "ui": GAME / "ui",  # each game's drawing (shared: table_view.py, cards.py …)
}


def only(owner: str, why: str) -> dict[str, str]:
    """A room only `owner` has: every other game lacks it, for the reason `why`."""
    return {other: why for other in GAMES if other != owner}


# (layer, room) -> {game that lacks it: why that game has no such concept}
NO_SUCH_CONCEPT: dict[tuple[str, str], dict[str, str]] = {
    ("rules", "solver"): {
        "sting": "no Sting rule asks for a best play (Crowns scores the best arrangement, "
        "CR-12/CR-13; Rumski's RU-16 is its exact solver): the most a Sting hand can lay is "
        "its bots' search, game/bots/sting/planner.py",
    },
    ("rules", "plays"): {
        "crowns": "Crowns has no melds on the table to play to: melds are laid only when "
        "going out (CR-11) or on a final turn (CR-12), checked by melds.py in the engine",
        "rumski": "Rumski's Community is rearranged freely and checked as a whole when the "
        "turn ends (RU-10): that check is its turn.py",
    },
    ("rules", "turn"): {
        "crowns": "a Crowns turn is one draw and one discard (or going out), each checked "
        "alone by the engine (CR-7, CR-8, CR-11)",
        "sting": "Sting checks each play as it is made (ST-5), in plays.py: a turn is no "
        "transaction to validate as a whole",
    },
    ("rules", "words"): {
        "crowns": "a Crowns meld is shown as its cards; only the bots' reasons say melds in "
        "words (game/bots/crowns/reasons.py)",
        "rumski": "a Rumski meld is shown as its cards; only the bots' reasons say melds in "
        "words (game/bots/rumski/reasons.py)",
    },
    ("scenes", "layout"): {
        "crowns": "Crowns' table lies as the shared table lays it out (game/ui/layout.py, "
        "TableLayout): it has no meld areas (Sting) or Community (Rumski) to place",
    },
    ("scenes", "mouse"): {
        "crowns": "the shared table's mouse (game/scenes/table_drag.py: a hand card, the "
        "piles, the melds arranged above the hand) is all of Crowns' mouse play",
    },
    ("scenes", "plays"): {
        "rumski": "a Rumski turn is one PlayCommunity of the whole Community (RU-10), built "
        "where the cards are dropped (rumski/mouse.py) or walked to (rumski/keys.py)",
    },
    ("scenes", "chooser"): only("sting", "only Sting's wilds ask where they stand (ST-5a)"),
    ("scenes", "mirror"): only(
        "sting",
        "only Sting's melds move between players as events are shown (ST-5a-e); Crowns' "
        "laid melds are drawn once they land, Rumski's Community has its own sprites",
    ),
    ("scenes", "pass_pile"): only("sting", "Pass-A-Pile and Take-It-Back are Sting's (ST-5e/f)"),
    ("scenes", "summary"): only(
        "sting", "only Sting's round summary adds to the shared one: each meld's cost (ST-10)"
    ),
    ("scenes", "assist"): only("rumski", "Auto-play my turn is a Rumski setting for learners"),
    ("scenes", "words"): only(
        "rumski",
        "only a Rumski turn rearranges the table, said meld by meld (RU-7); the other games' "
        "log lines are their adapters'",
    ),
    ("ui", "chooser"): only("sting", "only Sting's wilds ask where they stand (ST-5a)"),
    ("ui", "reference"): only("sting", "only Sting has a quick reference card (ST-1)"),
    ("ui", "community"): only("rumski", "only Rumski has a Community (RU-7)"),
    ("ui", "community_edit"): only("rumski", "only Rumski's Community is rearranged (RU-7)"),
    ("bots", "planner"): {
        "crowns": "Crowns bots plan with the rules' exact solver (game/rules/crowns/solver.py, "
        "min_deadwood, CR-13)",
        "rumski": "Rumski bots plan with the rules' exact solver (game/rules/rumski/solver.py, "
        "max_playable, RU-16)",
    },
}


def rooms(folder: Path) -> set[str]:
    """The modules (and sub-packages) of one game's room: `engine`, `players`, `__init__`…"""
    if not folder.is_dir():
        return set()
    return {
        path.stem
        for path in folder.iterdir()
        if (path.suffix == ".py" or (path / "__init__.py").exists())
        and not path.name.startswith(".")
    }


def layout(layers: dict[str, Path], games: tuple[str, ...]) -> dict[str, dict[str, set[str]]]:
    """layer -> game -> the rooms it has."""
    return {
        layer: {game: rooms(folder / game) for game in games} for layer, folder in layers.items()
    }


def missing(shape: dict[str, dict[str, set[str]]], exceptions: dict) -> list[str]:
    """Every room a game lacks that another game of the layer has, bar the exceptions."""
    found = []
    for layer, by_game in shape.items():
        everywhere = set().union(*by_game.values())
        for game, have in by_game.items():
            for room in sorted(everywhere - have):
                if game not in exceptions.get((layer, room), {}):
                    others = [other for other, theirs in by_game.items() if room in theirs]
                    found.append(
                        f"game/{layer}/{game}/ has no {room}.py (found in: {', '.join(others)})"
                    )
    return found


def stale(shape: dict[str, dict[str, set[str]]], exceptions: dict) -> list[str]:
    """Exceptions that are no longer true: the game has the room, or no game does."""
    found = []
    for (layer, room), games in exceptions.items():
        by_game = shape[layer]
        if not any(room in have for have in by_game.values()):
            found.append(f"no game has {layer}/<game>/{room}.py: drop the exception")
        found += [
            f"game/{layer}/{game}/{room}.py exists: drop its exception"
            for game in games
            if room in by_game[game]
        ]
    return found


def test_every_game_has_a_room_in_every_layer():
    for layer, folder in LAYERS.items():
        for game in GAMES:
            assert (folder / game / "__init__.py").exists(), f"game/{layer}/{game}/ is missing"


def test_every_game_has_the_rooms_the_others_have():
    problems = missing(layout(LAYERS, GAMES), NO_SUCH_CONCEPT)
    assert not problems, "rooms differ between games:\n" + "\n".join(problems)


def test_every_named_exception_is_still_true():
    for (layer, room), games in NO_SUCH_CONCEPT.items():
        assert layer in LAYERS and set(games) <= set(GAMES), (layer, room)
        assert all(why.strip() for why in games.values()), f"say why for {layer}/{room}"
    problems = stale(layout(LAYERS, GAMES), NO_SUCH_CONCEPT)
    assert not problems, "\n".join(problems)


@pytest.fixture
def toy(tmp_path):
    """A layer of three games, the third lacking the others' `melds`."""
    for game, modules in {"a": "engine melds", "b": "engine melds", "c": "engine"}.items():
        (tmp_path / game).mkdir()
        for module in ("__init__", *modules.split()):
            (tmp_path / game / f"{module}.py").write_text('"""x"""\n')
    return layout({"rules": tmp_path}, ("a", "b", "c"))


def test_the_check_fails_where_a_game_lacks_a_room(toy):
    assert missing(toy, {}) == ["game/rules/c/ has no melds.py (found in: a, b)"]


def test_a_named_exception_spares_it_and_a_wrong_one_is_stale(toy):
    assert missing(toy, {("rules", "melds"): {"c": "c has no melds"}}) == []
    assert stale(toy, {("rules", "melds"): {"a": "wrong: a has them"}}) == [
        "game/rules/a/melds.py exists: drop its exception"
    ]
    assert stale(toy, {("rules", "deck"): {"c": "no game has one"}}) == [
        "no game has rules/<game>/deck.py: drop the exception"
    ]


def test_no_game_specific_module_lies_beside_the_shared_ones():
    """A layer's shared modules are not named after one game (`sting_view.py`,
    `table_crowns.py`): that game's room holds them."""
    for layer, folder in LAYERS.items():
        named = [path.name for path in folder.glob("*.py") if any(g in path.stem for g in GAMES)]
        assert not named, f"game/{layer}/: {named} belong in a game's room"


RULE_ID = re.compile(r"\b(?:CR|ST|RU)-\d+")
# Shared modules (outside every game's room) of the table layers that still name one
# game's rule, each with why. Empty is the aim: a rule's drawing or play lives in its
# game's room.
NAMES_A_RULE: dict[str, str] = {}


def shared_modules() -> list[Path]:
    """The modules of game/ui and game/scenes that lie in no game's room."""
    return [
        path
        for layer in ("ui", "scenes")
        for path in sorted(LAYERS[layer].rglob("*.py"))
        if path.relative_to(LAYERS[layer]).parts[0] not in GAMES
    ]


def naming_a_rule(paths: list[Path], root: Path = GAME) -> dict[str, list[str]]:
    """module path (from `root`) -> the rule ids it names."""
    found = {}
    for path in paths:
        ids = RULE_ID.findall(path.read_text(encoding="utf-8"))
        if ids:
            found[path.relative_to(root).as_posix()] = sorted(set(ids))
    return found


def test_no_shared_module_of_the_table_names_one_games_rule():
    """Issue 22 item 1: the shared table holds only what all three games use — a module
    outside the games' rooms that names a CR-, ST- or RU- rule holds one game's part."""
    found = naming_a_rule(shared_modules())
    unexplained = {path: ids for path, ids in found.items() if path not in NAMES_A_RULE}
    assert not unexplained, f"one game's rules named in shared modules: {unexplained}"
    stale_ones = sorted(set(NAMES_A_RULE) - set(found))
    assert not stale_ones, f"no longer name a rule: drop their exceptions {stale_ones}"


def test_the_rule_check_reads_shared_modules_for_rule_ids(tmp_path):
    (tmp_path / "shared.py").write_text('"""Draws the sash (CR-5); see ST-10."""\n')
    (tmp_path / "plain.py").write_text('"""A CRT-1 screen, a SCRU-2 part: no rules."""\n')
    paths = [tmp_path / "shared.py", tmp_path / "plain.py"]
    assert naming_a_rule(paths, tmp_path) == {"shared.py": ["CR-5", "ST-10"]}
    shared = shared_modules()
    assert LAYERS["ui"] / "cards.py" in shared and LAYERS["scenes"] / "replay.py" in shared
    assert LAYERS["ui"] / "sting" / "faces.py" not in shared  # a room is no shared module
