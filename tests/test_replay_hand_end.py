"""Issue 7 "Replays": a replay stops at the end of every hand. In each game the move that
ends a hand also deals the next one, so the replay shows that move twice: first the
hand as the engine's hand-ended event says it ended — the melds laid (Crowns CR-11,
CR-12), in front of each player (Sting ST-10) or in the Community (Rumski RU-7), the
cards each seat was left with and the hand's scores (CR-11, ST-10, RU-14) — then the
new deal. Stepping back, |<, >|, Play, the counter and the log's lit lines keep to
those steps."""

import pygame
import pytest
from replay_games import SEATS, ReplayApp, bot_game

from game import rules
from game.rules import crowns, rumski, sting
from game.scenes.replay import HAND_END_MOVES, SECONDS_PER_MOVE, ReplayScene
from game.scenes.store_ui import Look, settings_of
from game.store import SavedGame
from game.text import tr

# Long enough for at least two hands in every game.
OPTIONS = {"crowns": {}, "sting": {"rounds": 3}, "rumski": {"target": 300}}
ENDED = {"crowns": crowns.HandEnded, "sting": sting.RoundScored, "rumski": rumski.RoundWon}
VOID = rumski.RoundVoid
DEALT = (crowns.HandDealt, sting.RoundDealt, rumski.Dealt)


def played(game: str, seed: int = 5) -> tuple[SavedGame, tuple]:
    """A game bots played to its end, and the events each move produced then."""
    return bot_game(game, OPTIONS[game], seed)


def hands_ended(game: str) -> list[tuple[int, object]]:
    """(move from 1, hand-ended event) of each move that ended a hand and dealt the next,
    read straight from the engine's events."""
    found = []
    for number, events in enumerate(played(game)[1], 1):
        kinds = [type(event) for event in events]
        ended = [e for e in events if isinstance(e, ENDED[game] | VOID)]
        if ended and any(issubclass(kind, DEALT) for kind in kinds):
            found.append((number, ended[0]))
    return found


@pytest.fixture
def scene_of(tmp_path, monkeypatch):
    """`scene_of(game)`: a replay of that game's bot game, whose `shown()` draws it once
    and returns the words drawn (each with whether it was lit) and the cards drawn."""
    import game.scenes.replay as replay_scene

    pygame.init()
    app = ReplayApp(tmp_path / "home")
    words: list[tuple[str, bool]] = []
    real_text = replay_scene.draw_text
    lit = Look.of(settings_of(app)).palette.highlight

    def spy_text(surface, text, px, colour, *args, **kwargs):
        words.append((text, tuple(colour) == tuple(lit)))
        return real_text(surface, text, px, colour, *args, **kwargs)

    monkeypatch.setattr(replay_scene, "draw_text", spy_text)

    def make(game):
        scene = ReplayScene(app, played(game)[0])

        def shown():
            words.clear()
            cards = []
            real_face = scene.faces.face
            scene.faces.face = lambda card, *args: cards.append(card) or real_face(card, *args)
            scene.draw(app.surface)
            scene.faces.face = real_face
            return list(words), cards

        scene.shown = shown
        return scene

    return make


def melds_of(game: str, ended, seat: int) -> list:
    """The cards of the melds the event says lay with `seat` when the hand ended."""
    if game == "crowns":
        return [card for meld in ended.laid[seat] for card in meld]
    if game == "sting":
        return [card for meld in ended.in_front[seat] for card in meld]
    return []  # Rumski's melds lie in the Community


def scores_of(game: str, ended) -> tuple[int, ...]:
    if game == "rumski":  # RU-14: the winner scores the cards left in the other hands
        return tuple(ended.points if seat == ended.seat else 0 for seat in range(len(SEATS)))
    return tuple(ended.scores)


def number_of(ended) -> int:
    return getattr(ended, "hand_number", getattr(ended, "round", None)) or ended.round_number


def step_to(scene, position: int) -> None:
    """Press > until the replay stands after move `position` (on a stop, if it has one)."""
    while scene.replayer.position < position:
        scene.press("next")


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_cr11_st10_ru14_a_replay_stops_at_a_hands_end_as_the_engine_ended_it(scene_of, game):
    stops = hands_ended(game)
    assert len(stops) >= 1, "the game has at least two hands"
    move, ended = stops[0]
    if game == "rumski":
        assert isinstance(ended, rumski.RoundWon), "the first round was won, not void"
    scene = scene_of(game)
    step_to(scene, move)
    assert scene.steps.at_hand_end and scene.replayer.position == move
    words, cards = scene.shown()
    said = [text for text, _lit in words]
    unit = "round" if game != "crowns" else "hand"
    end_words = tr(f"replay.end_of_{unit}", number=number_of(ended))
    counter = tr("replay.at_move", position=move, length=scene.replayer.length)
    assert f"{counter} · {end_words}" in said
    assert tr(f"replay.{unit}_ended", number=number_of(ended)) in said
    for seat, (score, total) in enumerate(zip(scores_of(game, ended), ended.totals, strict=True)):
        assert tr("replay.hand_score", score=score, total=total) in said
        for card in [*ended.hands[seat], *melds_of(game, ended, seat)]:
            assert card in cards, f"{card} of seat {seat} is shown"
    if game == "rumski":  # RU-7: the Community as the round ended
        community = [card for meld in ended.community for card in meld]
        assert community and all(card in cards for card in community)
    # The engine's event says what the shown hands are: not the next deal's cards.
    next_hands = [scene.replayer.state.observe(seat).hand for seat in range(len(SEATS))]
    assert [tuple(hand) for hand in ended.hands] != [tuple(hand) for hand in next_hands]
    # The log: the move is lit up to the hand's end; the deal is still to come.
    lit = [text for text, is_lit in words if is_lit]
    over = scene.adapter.describe(ended, lambda seat: SEATS[seat].name)
    assert any(over in text for text in lit)
    deal_lines = scene.parts_of(move - 1)[1]
    assert deal_lines and not any(line in text for line in deal_lines for text, _ in words)

    scene.press("next")  # the new deal
    assert not scene.steps.at_hand_end and scene.replayer.position == move
    words, cards = scene.shown()
    said = [text for text, _lit in words]
    assert counter in said and end_words not in " ".join(said)
    for seat in range(len(SEATS)):
        assert all(card in cards for card in scene.replayer.state.observe(seat).hand)
    lit = [text for text, is_lit in words if is_lit]
    assert any(deal_lines[0] in text for text in lit)
    assert not any(over in text for text in lit), "the hand's end is no longer lit"

    scene.press("previous")  # back from the deal: the hand's end again
    assert scene.steps.at_hand_end and scene.replayer.position == move
    words, _cards = scene.shown()
    assert f"{counter} · {end_words}" in [text for text, _lit in words]
    scene.press("previous")  # and then the move before
    assert not scene.steps.at_hand_end and scene.replayer.position == move - 1


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_every_hands_end_is_one_step_and_the_ends_have_none(scene_of, game):
    scene = scene_of(game)
    length = scene.replayer.length
    stops, steps = [], 0
    while not scene.steps.at_end:
        scene.press("next")
        steps += 1
        if scene.steps.at_hand_end:
            stops.append(scene.replayer.position)
    assert stops == [move for move, _ended in hands_ended(game)]
    assert steps == length + len(stops)
    back = 0
    while scene.replayer.position or scene.steps.at_hand_end:
        scene.press("previous")
        back += 1
    assert back == steps
    scene.press("last")  # >|: the game's end (its last hand needs no stop)
    assert scene.steps.at_end and scene.replayer.position == length
    assert scene.replayer.state.is_over and not scene.steps.at_hand_end
    scene.press("first")  # |<: the deal
    assert scene.replayer.position == 0 and not scene.steps.at_hand_end
    step_to(scene, stops[0])
    assert scene.steps.at_hand_end
    scene.press("first")  # |< from a stop: the deal, no stop left over
    assert scene.replayer.position == 0 and not scene.steps.at_hand_end
    step_to(scene, stops[0])
    scene.press("last")
    assert scene.steps.at_end and not scene.steps.at_hand_end


def test_play_lingers_on_a_hands_end_then_deals(scene_of):
    scene = scene_of("crowns")
    move, _ended = hands_ended("crowns")[0]
    step_to(scene, move - 1)
    scene.press("play")
    scene.update(SECONDS_PER_MOVE)
    assert scene.steps.at_hand_end and scene.replayer.position == move
    scene.update(SECONDS_PER_MOVE * (HAND_END_MOVES - 0.5))
    assert scene.steps.at_hand_end, "the hand's end stays up long enough to read"
    scene.update(SECONDS_PER_MOVE * 0.5)
    assert not scene.steps.at_hand_end and scene.replayer.position == move
    assert scene.playing


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_cr12_st10_ru7_the_hand_ended_event_says_what_lay_on_the_table(game):
    """The fields a replay's stop reads are the table as the hand ended: the melds that
    lay before the hand's last move plus what that move laid (Crowns, Rumski), and in
    Sting the melds in front of each seat cost what the round charged it (ST-10)."""
    saved, moves = played(game)
    module = rules.load(game)
    for move, ended in hands_ended(game):
        state = module.new_game(len(SEATS), saved.seed, OPTIONS[game])
        for action in saved.actions[: move - 1]:
            state.apply(action)
        before, events = state.observe(0), moves[move - 1]
        if game == "crowns":
            laid = [list(map(tuple, melds)) for melds in before.laid]
            for event in events:
                if isinstance(event, crowns.WentOut | crowns.FinalLaid):
                    laid[event.seat] += [tuple(meld) for meld in event.melds]
            assert [list(melds) for melds in ended.laid] == laid
            out = [e.seat for e in events if isinstance(e, crowns.WentOut)]
            assert ended.went_out == (out[0] if out else before.went_out)
        elif game == "sting":
            numeric = bool(OPTIONS[game].get("numeric"))
            for seat, melds in enumerate(ended.in_front):
                cost = sum(sting.meld_score(cards, numeric) for cards in melds)
                assert ended.melds[seat] == (0 if seat in ended.out else cost)
            assert any(ended.in_front)
        else:
            laid = [e.community for e in events if isinstance(e, rumski.LaidDown)]
            assert ended.community == (laid[-1] if laid else before.community)
            assert ended.round_number == before.round_number


def test_st10_a_sting_stop_shows_each_seats_penalty_chip_as_the_table_did(scene_of, monkeypatch):
    """At a Sting round's end each seat's melds in front of it are drawn with what they
    cost it (ST-10): the penalty chip the table showed, summed from the melds' scores;
    the seat that went out scores 0 whatever lies in front of it (ST-9): no chip."""
    import game.scenes.replay as replay_scene

    chips: list[str] = []
    real_chip = replay_scene.draw_chip
    monkeypatch.setattr(
        replay_scene,
        "draw_chip",
        lambda surface, words, *a, **k: chips.append(words) or real_chip(surface, words, *a, **k),
    )
    move, ended = hands_ended("sting")[0]
    scene = scene_of("sting")
    step_to(scene, move)
    scene.shown()
    out = set(ended.out)
    for seat in range(len(SEATS)):
        penalty = sum(sting.meld_score(meld) for meld in ended.in_front[seat])
        if seat in out:
            assert ended.scores[seat] == 0
            continue
        assert tr("sting.penalty", penalty=penalty) in chips, f"seat {seat}'s penalty"
    # (Only the seats' penalty chips pass through the replay's draw_chip.)
    assert len(chips) == len(SEATS) - len(out), "no chip for the seat that went out"
