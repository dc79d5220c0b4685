"""Issue 10 hints that teach: the Hint button lights the medium bot's cards and where
they go, and says why (CR-7 draw, CR-8 discard, CR-11 going out; ST and RU actions)."""

import pygame
import pytest
from scene_driver import click, make_app, pump, pump_until, settle, table_app, you_and_bots

from game.bots import crowns as crowns_bots
from game.bots import hint_level, make_bot
from game.controller import Controller, SeatPlan
from game.rules import crowns, rumski, sting
from game.rules.engine import Action, IllegalAction
from game.rules.rumski.engine import STACK, stack_for
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene
from game.ui.hints import marks


def press_hint(app, table):
    table.hint = None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    pump_until(app, lambda: table.hint is not None)
    pump(app, 1)
    return table.hint_rects()


def test_hint_lights_the_pile_then_the_card_to_throw_and_says_why():
    app, table = table_app(you_and_bots(1), seed=11)
    try:
        pump_until(app, lambda: table.my_turn and table.ready())
        settle(app, table)
        lit, rings = press_hint(app, table)
        action = table.hint[1]
        assert isinstance(action, crowns.Draw)
        pile = table.layout.stock_rect if action.source == "stock" else table.layout.discard_rect
        assert rings == [pile] and "Hint:" in table.message and table.hint[2] in table.message
        click(app, table.layout.stock_rect.center)
        settle(app, table)
        assert table.hint_rects() == ([], []), "a hint goes out once the game moves on"
        lit, rings = press_hint(app, table)
        action = table.hint[1]
        assert lit, "the card to play is lit in the hand"
        assert table.layout.discard_rect in rings
        thrown = action.discard if isinstance(action, crowns.GoOut) else action.card
        assert any(
            sprite.rect == lit[-1] and sprite.card == thrown for sprite in table.hand_sprites
        )
    finally:
        table.close()


def test_marks_read_every_games_moves():
    """Each move names the cards it uses and the place or button that makes it."""
    card = crowns.parse_cards("QS")[0]
    assert marks(crowns.Draw(0, "discard")) == ([], ["discard"])
    assert marks(crowns.Discard(0, card)) == ([card], ["discard"])
    out = crowns.GoOut(0, ((card, card, card),), card)
    assert marks(out) == ([card] * 4, ["meld", "discard"])
    red = tuple(sting.parse_cards("R3 R4 R5"))
    pp, tb = sting.parse_cards("PP TB")
    assert marks(sting.Draw(0, 2)) == ([], ["button:draw2"]), "ST-4: announced by its button"
    assert marks(sting.Draw(0, 1)) == ([], ["button:draw1"])
    assert marks(sting.LayMeld(0, red, 1)) == (list(red), ["seat:1"])
    assert marks(sting.LayMeld(0, red, 1, from_discard=True)) == (list(red), ["discard", "seat:1"])
    assert marks(sting.AddToMeld(0, 4, red[:1])) == ([red[0]], ["meld:4"])
    swap = sting.Substitute(0, 4, 1, red[0], to_meld=2)
    assert marks(swap) == ([red[0]], ["wild:4:1", "meld:2"]), "ST-5d: the wild swapped out"
    assert marks(sting.PassAPile(0, 3, 2)) == ([pp], ["discard", "meld:3", "seat:2"])
    assert marks(sting.TakeItBack(0)) == ([tb], ["button:take_back"]), "ST-5f"
    assert marks(sting.AcceptPass(0)) == ([], ["button:keep"]), "ST-5f"
    assert marks(sting.Discard(0, red[0])) == ([red[0]], ["discard"])
    wild = rumski.parse_card("W")
    assert marks(rumski.DrawStock(0)) == ([], ["stock"])
    assert marks(rumski.Reshuffle(0)) == ([], ["stock"]), "RU-13: the empty stock is clicked"
    assert marks(rumski.DrawNothing(0)) == ([], ["stock"])
    assert marks(rumski.TakeDiscard(0)) == ([], ["discard"])
    assert marks(rumski.TakeDiscard(0, whole=True)) == ([], ["button:take_all", "discard"])
    assert marks(rumski.TakeBack(0)) == ([wild], ["button:take_all"]), "RU-8: Put back"
    assert marks(rumski.Knock(0)) == ([], ["button:knock"]), "RU-9"
    blue = rumski.parse_card("B2")
    assert marks(rumski.Discard(0, blue)) == ([blue], ["discard"])
    assert marks(rumski.PlayCommunity(0, ((blue, blue, wild),))) == (
        [blue, blue, wild],
        ["community"],
    )


def crowns_turn(hand: str, wild_rank: int, pile: str = "5D") -> crowns.CrownsObservation:
    """Seat 0 holding `hand` after its draw, in the hand whose wild rank is `wild_rank`."""
    cards = tuple(crowns.parse_cards(hand))
    return crowns.CrownsObservation(
        seat=0,
        to_act=0,
        phase="discard",
        hand=cards,
        discard_pile=tuple(crowns.parse_cards(pile)),
        stock_count=40,
        hand_counts=(len(cards), wild_rank),
        laid=((), ()),
        totals=(0, 0),
        hand_number=wild_rank - 2,
        wild_rank=wild_rank,
        dealer=1,
        went_out=None,
        final_turn=False,
        taken_from_discard=None,
        seats=2,
    )


def is_wild_card(card, wild_rank: int) -> bool:
    return card.face == "W" or card.rank == wild_rank


def test_cr5_cr8_hint_never_throws_a_wild_it_can_keep():
    """The unmelded joker leaves most deadwood, yet the hint keeps it (a wild is
    worth more in the hand than any card) and throws a natural card instead."""
    for level in ("medium", "easy", "hard"):
        for hand, wild_rank in (("8C 9S W 5C 6H", 4), ("6C QH 7S 3X", 3), ("QS 8C 6X 7S 4C", 4)):
            action = crowns_bots.make_bot(level, 0, 7).choose(crowns_turn(hand, wild_rank))
            assert isinstance(action, crowns.Discard), (level, hand)
            assert not is_wild_card(action.card, wild_rank), (level, hand, action)


def test_cr11_a_hand_of_only_wilds_goes_out_throwing_a_wild():
    """Nothing but wilds: a wild is the only card there is to throw."""
    action = crowns_bots.make_bot("medium", 0, 7).choose(crowns_turn("W 3C 3H W", 3))
    assert isinstance(action, crowns.GoOut) and is_wild_card(action.discard, 3)


def test_cr11_going_out_keeps_the_wild_when_a_natural_discard_also_works():
    """Q♠ Q♥ Q♦ and a joker: the rules' GoOut throws the dearest card (the joker);
    throwing a queen goes out just as well, so the hint throws a queen."""
    observation = crowns_turn("QS QH QD W", 3)
    offered = [a for a in crowns.legal_actions(observation) if isinstance(a, crowns.GoOut)]
    assert offered and offered[0].discard.face == "W", "the case this test is about"
    action = crowns_bots.make_bot("medium", 0, 7).choose(observation)
    assert isinstance(action, crowns.GoOut) and action.discard.rank == 12
    laid = sorted(str(card) for meld in action.melds for card in meld)
    assert len(laid) == 3 and "W" in laid


def decisions(module) -> set[str]:
    """Every kind of move a player of this game decides on: its actions, but Rumski's
    ResetTurn (undoing your own staging is not a move a hint makes)."""
    return {
        name
        for name in dir(module)
        if isinstance(getattr(module, name), type)
        and issubclass(getattr(module, name), Action)
        and getattr(module, name) is not Action
        and name != "ResetTurn"
    }


# A deal for Rumski's stacked positions: nothing in your hand melds, even with a wild
# (no two cards share a number, no two of a colour are closer than five).
UNMELDED = {
    0: "R1 B2 G3 Y4 P5 R6 B7 G8 Y9 P10 R11 B12",
    1: "G1 Y2 P3 R4 B5 G6 Y7 P8 R9 B10 G11 Y12",
}


def rumski_position(kind: str) -> tuple:
    """(state, actions) that lead to your decision in a two-seat Rumski game of a kind
    seeded games do not reach: "Reshuffle" (the stock is empty, the green 13 on the pile fits
    nothing, RU-13), "DrawNothing" (stock and pile both empty, RU-13), "TakeBack" (you
    took the wild from the pile and cannot place it, the RU-8 ruling)."""
    top = "W" if kind == "TakeBack" else "G13"
    options = {"first_dealer": 1, STACK: stack_for(2, 1, UNMELDED, top)}
    state = rumski.new_game(2, 5, options)
    if kind in ("Reshuffle", "DrawNothing"):  # the stock's cards are in Bo's hand
        state.hands[1].extend(state.stock)
        state.stock = []
    if kind == "DrawNothing":  # and so is the pile's
        state.hands[1].extend(state.discard_pile)
        state.discard_pile = []
    state.check_invariants()
    return state, (rumski.TakeDiscard(0),) if kind == "TakeBack" else ()


STACKED = ("Reshuffle", "DrawNothing", "TakeBack")


def test_every_decision_of_every_game_has_a_hint_with_a_reason():
    """Issue 10: the Hint button (each game's `hint_level`) has a legal move and a
    sentence for every decision point of every kind: draws, announcements, melds, adds,
    swaps, Pass-A-Pile and both answers to it, rearrangements, discards, knocks, going
    out, and Rumski's empty stock and putting back a wild (stacked: seeded games do not
    reach those)."""
    for game, module, seats in (("crowns", crowns, 3), ("sting", sting, 3), ("rumski", rumski, 3)):
        kinds = set()
        for seed in (4, 5):
            state = module.new_game(seats, seed, {})
            hints = [make_bot(game, hint_level(game), seat, seed) for seat in range(seats)]
            for _ in range(400):
                if state.is_over:
                    break
                kinds.add(hinted(game, state, state.to_act, hints[state.to_act]))
        if game == "rumski":
            for kind in STACKED:
                state, actions = rumski_position(kind)
                for action in actions:
                    state.apply(action)
                found = hinted(game, state, 0, make_bot(game, hint_level(game), 0, 7))
                assert found == kind, f"the stacked position asks for {kind}, the hint {found}"
                kinds.add(found)
        assert decisions(module) <= kinds, f"{game}: {sorted(decisions(module) - kinds)} never"


def hinted(game: str, state, seat: int, hint) -> str:
    """Ask `hint` for `seat`'s move, check it has a reason and is legal, play it; its kind."""
    action = hint.choose(state.observe(seat))
    assert hint.reason.strip(), f"{game}: no reason for {action}"
    try:
        state.apply(action)
    except IllegalAction as refused:
        raise AssertionError(f"{game}: hint {action} refused") from refused
    return type(action).__name__


# --- Hints at every table -------------------------------------------------------------

YOU_AND_BO = [SeatPlan("You"), SeatPlan("Bo", "bot", "medium")]
# (seed, decisions) of two-seat games whose first decisions of yours meet every kind of
# move seeded games reach, when you follow the hints against Bo (found on the bare
# engine: the hint is the medium bot, Bo too, each deterministic from its seed).
PLAYED = {"crowns": (2, 10), "sting": (3, 20), "rumski": (2, 10)}
MODULES = {"crowns": crowns, "sting": sting, "rumski": rumski}


def hint_table(game: str, seed: int, options=None, actions=()):
    app = make_app()
    controller = Controller(game, YOU_AND_BO, seed, options or {}, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    pump(app, 2)
    return app, table


def your_decision(app, table) -> bool:
    """Frames until it is your move at a still table (a round's summary is closed on
    the way); False once the game is over."""

    def waiting() -> bool:
        top = app.stack.top
        if isinstance(top, SummaryScene):
            click(app, top.button.get_abs_rect().center)
            return False
        return top is not table or (table.my_turn and table.ready())

    pump_until(app, waiting)
    return app.stack.top is table and not table.controller.is_over


def hint_lights_its_move(app, table) -> Action:
    """Press the Hint button: the hint lights at least one thing, all on screen — every
    card of the move you hold, and the place or button of each place it names."""
    table.hint = None
    click(app, table.buttons["hint"].get_abs_rect().center)
    pump_until(app, lambda: table.hint is not None)
    pump(app, 1)
    action = table.hint[1]
    lit, rings = table.hint_rects()
    assert lit or rings, f"the hint for {action} lights nothing"
    screen = app.screen.get_rect()
    assert all(screen.contains(rect) for rect in lit + rings), f"{action}: off screen"
    cards, places = marks(action)
    held = list(table.observation.hand)
    used = [card for card in cards if card in held and not held.remove(card)]
    assert len(lit) >= len(used) and (lit or not used), f"{action}: its cards are not lit"
    missing = [name for name in places if table.place_rect(name) is None]
    assert not missing, f"{action}: {missing} not ringed"
    return action


@pytest.mark.parametrize("game", sorted(PLAYED))
def test_the_hint_lights_every_decision_on_every_table(game):
    """Issue 10: at each of your decisions, pressing Hint lights the cards the move
    uses and rings the place or the button that makes it, on screen; its move is then
    played. Every kind of move that seeded games reach comes up."""
    seed, count = PLAYED[game]
    app, table = hint_table(game, seed)
    kinds = set()
    try:
        for _ in range(count):
            if not your_decision(app, table):
                break
            action = hint_lights_its_move(app, table)
            kinds.add(type(action).__name__)
            assert table.intend(action) is None, f"the hinted {action} was refused"
    finally:
        table.close()
    wanted = decisions(MODULES[game]) - set(STACKED)
    assert wanted <= kinds, f"{game}: {sorted(wanted - kinds)} never came up"


@pytest.mark.parametrize("kind", STACKED)
def test_the_hint_lights_rumskis_stacked_decisions(kind, monkeypatch):
    """RU-13 and the RU-8 ruling at the table: the empty stock is ringed for a reshuffle
    or for drawing nothing; Put back is ringed, with the wild lit, for a wild that
    cannot be placed."""
    state, actions = rumski_position(kind)
    monkeypatch.setattr(rumski, "new_game", lambda seats, seed, options: state)
    app, table = hint_table("rumski", 5, actions=actions)
    try:
        assert your_decision(app, table)
        action = hint_lights_its_move(app, table)
        assert type(action).__name__ == kind
        lit, rings = table.hint_rects()
        if kind == "TakeBack":
            assert rings == [table.place_rect("button:take_all")] and len(lit) == 1
            assert table.buttons["take_all"].text.startswith("Put back")
        else:
            assert rings == [table.layout.stock_rect]
    finally:
        table.close()
