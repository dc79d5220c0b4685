"""Issue 10 hints that teach: the Hint button lights the medium bot's cards and where
they go, and says why (CR-7 draw, CR-8 discard, CR-11 going out; ST and RU actions)."""

import pygame
from scene_driver import click, pump, pump_until, settle, table_app, you_and_bots

from game.bots import crowns as crowns_bots
from game.rules import crowns, rumski, sting
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


def test_every_decision_of_every_game_has_a_hint_with_a_reason():
    """Issue 10: the Hint button (the medium bot, `HINT_LEVEL`) has a legal move and a
    sentence for every decision point: draws, announcements, melds, adds, swaps,
    Pass-A-Pile and Take-It-Back answers, rearrangements, discards, knocks, going out."""
    from game.bots import make_bot
    from game.controller import HINT_LEVEL
    from game.rules import rumski
    from game.rules.engine import IllegalAction

    met = {
        "crowns": {"Draw", "Discard", "GoOut"},
        "sting": {"Draw", "LayMeld", "AddToMeld", "Substitute", "PassAPile", "TakeItBack"},
        "rumski": {"DrawStock", "TakeDiscard", "PlayCommunity", "Discard", "Knock"},
    }
    for game, module, seats in (("crowns", crowns, 3), ("sting", sting, 3), ("rumski", rumski, 3)):
        kinds = set()
        for seed in (4, 5):
            state = module.new_game(seats, seed, {})
            hints = [make_bot(game, HINT_LEVEL, seat, seed) for seat in range(seats)]
            for _ in range(400):
                if state.is_over:
                    break
                seat = state.to_act
                hint = hints[seat]
                action = hint.choose(state.observe(seat))
                assert hint.reason.strip(), f"{game} seed {seed}: no reason for {action}"
                try:
                    state.apply(action)
                except IllegalAction as refused:
                    raise AssertionError(f"{game} seed {seed}: hint {action} refused") from refused
                kinds.add(type(action).__name__)
        assert met[game] <= kinds, f"{game}: {sorted(met[game] - kinds)} never came up"
