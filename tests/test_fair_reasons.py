"""Issue 18 item 1, fair play: a bot's "Why?" never names a card hidden from the table
while the hand is live.

Seeded games of each game at several levels: every bot reason, as the move log shows it
during the hand (`reason_words(reason, public=True)`), may name only cards the table
can see at that moment — cards lying in the discard pile, the melds or the Community
(or that lay there this hand, so were publicly taken from the pile), and the cards of
the move itself. The full reason, the bot's own cards included, stays whole for the
Hand histories after the hand.

Nor a figure of the bot's hidden hand (play-testing: a Crowns bot's live Why? said "it
leaves 18 in deadwood", a sum of the cards it holds): every number a live reason says is
one the table shows — a count of cards, a total, a card's own points, a meld's score.
"""

import dataclasses
import re
from functools import cache
from types import SimpleNamespace

import pygame
import pytest

from game.bots import make_bot
from game.bots.words import Phrase
from game.rules import crowns, rumski, sting
from game.text import reason_words, tr

GAMES = {"crowns": crowns, "sting": sting, "rumski": rumski}
LEVELS = ("easy", "medium", "hard")
DECISIONS = 300
PRIVATE = {"hand", "hands"}  # the observation's fields the other seats never see
HAND_OF = {"crowns": "hand_number", "sting": "round", "rumski": "round_number"}


def card_names(thing, found: set[str]) -> set[str]:
    """The spoken names of every card inside `thing` (an observation's public part, an
    action): cards are what has a `name` and a suit."""
    if hasattr(thing, "suit") and isinstance(getattr(thing, "name", None), str):
        found.add(thing.name)
    elif dataclasses.is_dataclass(thing) and not isinstance(thing, type):
        for field in dataclasses.fields(thing):
            if field.name not in PRIVATE:
                card_names(getattr(thing, field.name), found)
    elif isinstance(thing, dict):
        for value in thing.values():
            card_names(value, found)
    elif isinstance(thing, (tuple, list, set, frozenset)):
        for item in thing:
            card_names(item, found)
    return found


def table_numbers(game: str, things) -> set[float]:
    """Every number the table shows in `things` (the observations' public parts, an
    action): the counts and totals, how many cards lie in each pile, meld or hand of
    cards seen, each card's own points (its rank, its value as deadwood), and in Sting
    each meld's score and where each seat stands with them (ST-10)."""
    found: set[float] = set()

    def walk(thing, wild_rank=None):
        if isinstance(thing, bool):
            return
        if isinstance(thing, int | float):
            found.add(float(thing))
        elif hasattr(thing, "suit") and isinstance(getattr(thing, "name", None), str):
            found.add(float(getattr(thing, "rank", getattr(thing, "number", 0))))
            if game == "rumski":
                found.add(float(rumski.card_points(thing)))
            if game == "crowns" and wild_rank is not None:
                found.add(float(crowns.card_value(thing, wild_rank)))
        elif dataclasses.is_dataclass(thing) and not isinstance(thing, type):
            wild_rank = getattr(thing, "wild_rank", wild_rank)
            for field in dataclasses.fields(thing):
                if field.name not in PRIVATE:
                    walk(getattr(thing, field.name), wild_rank)
        elif isinstance(thing, dict):
            walk(tuple(thing.values()), wild_rank)
        elif isinstance(thing, tuple | list | set | frozenset):
            found.add(float(len(thing)))
            for item in thing:
                walk(item, wild_rank)

    for thing in things:
        walk(thing)
        if game == "sting" and hasattr(thing, "melds"):
            from game.bots.sting.reasons import standing
            from game.rules.sting.melds import meld_score

            numeric = thing.options.get("numeric", False)
            found |= {float(meld_score(m.cards, numeric)) for m in thing.melds.values()}
            for seat in range(thing.seats):  # its total with the melds before it, and those
                found |= {
                    float(standing(thing, seat)),
                    float(standing(thing, seat) - thing.totals[seat]),
                }
    return found


def said_numbers(phrase) -> set[float]:
    """The numbers a phrase (its fields, and the phrases in them) says."""
    found: set[float] = set()
    for _name, value in phrase.fields if phrase is not None else ():
        if isinstance(value, bool):
            continue
        if isinstance(value, int | float) or re.fullmatch(r"\d+(\.\d+)?", str(value)):
            found.add(float(value))
        elif isinstance(value, Phrase):
            found |= said_numbers(value)
    return found


def numbered(name: str) -> bool:
    """A card told apart by its name ('3 of spades', 'red 7'; not 'wild' or 'joker')."""
    return any(char.isdigit() for char in name) or " of " in name


def named_in(words: str, names: set[str]) -> set[str]:
    return {name for name in names if re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", words)}


@cache
def told(game: str, level: str, seeds=(3, 8, 21), seats: int = 3):
    """(reason, what the log shows during the hand, the names of the bot's cards the
    table can't see, the numbers the table shows) of every bot decision of seeded
    games."""
    module = GAMES[game]
    made = []
    for seed in seeds:
        state = module.new_game(seats, seed, {})
        bots = [make_bot(game, level, seat, seed + seat) for seat in range(seats)]
        seen: set[str] = set()
        hand = None
        for _ in range(DECISIONS):
            if state.is_over:
                break
            seat = state.to_act
            observation = state.observe(seat)
            if getattr(observation, HAND_OF[game]) != hand:
                hand, seen = getattr(observation, HAND_OF[game]), set()
            card_names(observation, seen)
            action = bots[seat].choose(observation)
            state.apply(action)
            after = state.observe(seat)
            if state.is_over or getattr(after, HAND_OF[game]) != hand:
                continue  # the hand ended: every hand is shown now
            card_names(after, seen)
            visible = seen | card_names(action, set())
            held = {card.name for card in observation.hand if numbered(card.name)}
            reason = bots[seat].reason
            shown = table_numbers(game, (observation, after, action))
            made.append((reason, reason_words(reason, public=True), held - visible, shown))
    return tuple(made)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_a_live_reason_names_only_cards_the_table_sees(game, level):
    decisions = told(game, level)
    assert decisions, f"{game} {level}: no decisions"
    for reason, shown, hidden, _numbers in decisions:
        leaked = named_in(shown, hidden)
        assert not leaked, f"{game} {level}: {shown!r} names hidden {sorted(leaked)} ({reason!r})"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_a_live_reason_says_no_figure_of_the_hidden_hand(game, level):
    """Play-testing: "took the 7 of hearts — it cuts the deadwood from 25 to 18" told the
    table what the bot's hidden cards add up to; live, it says "it fits cards it holds"."""
    numbers = 0
    for reason, shown, _hidden, table in told(game, level):
        numbers += len(said_numbers(reason.why))
        unknown = sorted(said_numbers(reason.public) - table)
        assert not unknown, f"{game} {level}: {shown!r} says {unknown}, ({reason!r})"
    assert numbers, f"{game} {level}: no reason said a number, so nothing was checked"


@pytest.mark.parametrize("game", GAMES)
def test_the_full_reason_keeps_the_hidden_cards_for_after_the_hand(game):
    """What the log hides is not lost: the whole reason still names the cards (for the
    Hand histories), and the live one is the same move with a why or none."""
    hiding = 0
    for level in LEVELS:
        for reason, shown, hidden, _numbers in told(game, level):
            whole = reason_words(reason)
            assert shown.startswith(reason.what.worded()), shown
            if named_in(whole, hidden):
                hiding += 1
                assert whole != shown
    assert hiding, f"{game}: no reason named a hidden card, so nothing was checked"


def test_the_table_logs_the_live_reason_and_the_hint_keeps_the_whole():
    """The move log's Why? is worded public (`TableScene.log_line`); the words module
    gives the whole why to a hint, which only the bot's own seat's player reads."""
    from scene_driver import make_app

    from game.bots.words import because, phrase, secret
    from game.controller import Controller, SeatPlan
    from game.scenes.table import TableScene
    from game.ui import events as app_events

    reason = because(
        phrase("reason.took", card="3 of spades"),
        secret(
            phrase("reason.crowns.with_cuts", cards="the 3 of diamonds", now=20, after=16),
            phrase("reason.crowns.fits_hand"),
        ),
    )
    app = make_app((1024, 640))
    plans = [SeatPlan("You", "human")] + [SeatPlan(n, "bot", "random") for n in ("Bo", "Cy")]
    table = TableScene(app, Controller("crowns", plans, 3, {}, speed="instant"))
    try:
        event = object()
        table.handle(
            pygame.event.Event(app_events.GAME_EVENT, event=event, version=99, reason=reason)
        )
        _version, unsaid = table.why_due[id(event)]
        why = table.log_line("Bo took the 3 of spades", event, unsaid).why
        assert why == "took the 3 of spades — it fits cards it holds"
        assert "3 of diamonds" in reason_words(reason)
        assert "3 of diamonds" in reason.explained()  # the hint's words
    finally:
        table.close()


def bots_play_a_hand(posted):
    """A Crowns controller of three medium bots, after its first hand ended."""
    from game.controller import Controller, SeatPlan

    seats = [SeatPlan(name, "bot", "medium") for name in ("Ana", "Bo", "Cy")]
    controller = Controller("crowns", seats, 3, {}, speed="instant", post=posted.append)
    ended = lambda: any(type(e.event).__name__ == "HandEnded" for e in posted if "event" in e.dict)  # noqa: E731
    for _ in range(500_000):
        if ended():
            break
        controller.update(ready=True)
    controller.close()
    assert ended(), "the bots ended the hand"
    return controller


def test_the_hand_histories_show_the_whole_reasons_after_the_hand():
    """Every bot move of the hand keeps its whole reason (`Controller.told`), hidden
    cards included, and its history row shows it when picked (Up/Down, the pointer)."""
    from scene_driver import make_app

    import game.scenes.hand_history as hand_history
    from game.scenes.replay_view import table_adapter

    pygame.init()
    controller = bots_play_a_hand([])
    names = [plan.name for plan in controller.seats]
    histories = hand_history.last_hand_histories(controller, table_adapter("crowns"), names)
    whys = [why for history in histories for why in history.whys.values()]
    told = [reason_words(reason, names=names) for reason in controller.told.values()]
    assert whys and set(whys) <= set(told)
    moves = sum(len(history.moves) for history in histories)
    assert len(whys) == moves, "every move of the hand was a bot's, and says why"
    hidden = [r for r in controller.told.values() if reason_words(r, public=True) != r]
    assert hidden, "some reason named a card the table could not see"
    assert set(whys) & {reason_words(r, names=names) for r in hidden}

    app = make_app((1280, 800))
    table = SimpleNamespace(
        controller=controller, adapter=table_adapter("crowns"), names=names, viewer=0
    )
    scene = hand_history.HandHistoryScene(app, table)
    said = []
    real = hand_history.draw_text  # what the scene draws, where the overflow check sees it
    hand_history.draw_text = lambda surface, words, *rest, **named: (
        said.append(words) or real(surface, words, *rest, **named)
    )
    try:
        scene.draw(app.screen)
        assert tr("history.why_hint") in said
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
        said.clear()
        scene.draw(app.screen)
    finally:
        hand_history.draw_text = real
    why = histories[0].whys[0]  # seat 0's first move, picked by Down
    whole = tr("log.why_reason", reason=why[0].upper() + why[1:])
    assert " ".join(whole.split()) in " ".join(" ".join(said).split())
