"""Golden games (issue 9, part 5): every stored game replays move for move to its stored
final scores, and a change to play is reported with the game, its seed and the first move
or score that differs. Regenerate on purpose with `python -m tools.golden --write`.
"""

import copy
import json

import pytest

from game.rules.crowns import engine as crowns_engine
from tools import golden

STORED = golden.stored_files()


def test_every_golden_game_is_stored_and_every_game_has_three():
    assert {path.stem for path in STORED} == {game.name for game in golden.GAMES}
    for name in ("crowns", "sting", "rumski"):
        assert sum(game.game == name for game in golden.GAMES) >= 3, name
    assert sum(path.stat().st_size for path in STORED) < 200_000  # modest, reviewable files


@pytest.mark.parametrize("path", STORED, ids=lambda path: path.stem)
def test_golden_game_replays_to_its_stored_scores(path):
    data = golden.read(path)
    golden.check(data)  # GoldenMismatch names the first move or score that differs
    assert data["moves"] and data["winners"]


def crowns_game():
    return golden.read(golden.FOLDER / "crowns-2-hard-medium.json")


def mismatch(data) -> str:
    with pytest.raises(golden.GoldenMismatch) as caught:
        golden.check(data)
    message = str(caught.value)
    assert f"seed {data['seed']}" in message and data["name"] in message
    assert message.startswith(data["game"])
    return message


def test_cr8_a_move_the_rules_now_refuse_is_named_with_its_number():
    data = crowns_game()
    number, move = next(
        (n, move) for n, (_, move) in enumerate(data["moves"], 1) if move["type"] == "Discard"
    )
    move["card"] = "W" if move["card"] != "W" else "3C"  # not in that hand (deterministic)
    message = mismatch(data)
    assert f"move {number} " in message and "refused" in message and "CR-8" in message


def test_cr3_a_changed_card_value_is_caught_at_the_move_that_scores_the_first_hand(monkeypatch):
    data = crowns_game()
    first_hand_end = next(
        n for n, (_, move) in enumerate(data["moves"], 1) if move["type"] == "GoOut"
    )
    monkeypatch.setattr(crowns_engine, "card_value", lambda card, wild: 1)
    message = mismatch(data)
    assert "leads elsewhere" in message and "totals" in message
    # Scoring happens after the last final turn of the first hand (CR-12): after going out.
    number = int(message.split("move ")[1].split(" ")[0])
    assert number > first_hand_end


def test_a_different_deal_is_caught_before_the_first_move():
    data = crowns_game()
    data["seed"] += 1
    assert "the deal differs" in mismatch(data)


def test_changed_final_scores_or_winners_are_reported():
    data = crowns_game()
    changed = copy.deepcopy(data)
    changed["totals"][0] += 1
    assert "final totals now" in mismatch(changed)
    changed = copy.deepcopy(data)
    changed["winners"] = [0, 1]
    assert "winners now" in mismatch(changed)


def test_a_move_that_cannot_be_read_or_a_game_cut_short_is_reported():
    data = golden.read(golden.FOLDER / "sting-2-medium-hard.json")
    unreadable = copy.deepcopy(data)
    unreadable["moves"][3][1]["type"] = "Teleport"
    assert "move 4 cannot be read" in mismatch(unreadable)
    cut = copy.deepcopy(data)
    del cut["moves"][-1]
    assert "not over after" in mismatch(cut)


def test_written_files_replay_and_show_one_move_per_line(tmp_path):
    game = next(g for g in golden.GAMES if g.name == "rumski-4-target-100")
    path = golden.write(game, tmp_path)
    text = path.read_text()
    data = json.loads(text)
    assert text.count("\n") > len(data["moves"])
    golden.check(data)
    assert golden.main(["--folder", str(tmp_path)]) == 0
