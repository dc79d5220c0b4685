"""Take the README screenshots of the Rumski and Sting tables and of the lessons.

Run from the project folder: `python docs/screenshots/take_table_shots.py` (or
`take_all.py` for every screenshot). It drives the real app with the dummy video driver
at 1280×800; the games come from fixed seeds played by medium bots, the lessons are
walked step by step with posted mouse events.

Rumski: a four-seat table mid-round with you to draw (rumski-table.png), a Community
card carried between melds (rumski-rearrange.png), a bot's card on its way to the
Community or the pile, where it covers least (rumski-bot-turn.png). Sting: your turn
with a meld staged and a Pass-A-Pile's hover help (sting-table.png), the Take-It-Back
question (sting-take-it-back.png). Lessons: Crowns' first discard
(tutorial-crowns.png), Sting's Double Sting step (tutorial-sting.png), Rumski's
carry-the-red-8 step (tutorial-rumski.png); `... take_table_shots.py lessons` takes
only these.
"""

from __future__ import annotations

import sys
import time

from seeded_moments import HERE, make_app, open_table, played_until, seats

# seeded_moments first: it puts tests/ on the path and picks the dummy drivers.
# isort: split
import pygame
from scene_driver import click, post, pump, settle
from tutorial_walker import walk_to

from game.rules import rumski, sting
from game.rules.sting.deck import PASS_A_PILE
from game.tutorial import LESSONS
from game.tutorial.table import start_lesson

FOUR = seats(4)
TWO = seats(2)


# --- Rumski -------------------------------------------------------------------------


def rumski_your_draw(state) -> bool:
    """You to draw, everyone opened, a Community of five melds or more, a full hand."""
    if state.to_act != 0:
        return False
    seen = state.observe(0)
    return (
        seen.phase == rumski.DRAW
        and all(seen.opened)
        and len(seen.community) >= 6
        and 7 <= len(seen.hand) <= 11
        and min(seen.hand_counts[1:]) >= 3
    )


def carried_card(community) -> tuple[int, int, int] | None:
    """(meld, card, other meld): an end card of a long meld that completes another."""
    for a, meld in enumerate(community):
        if len(meld) < 4:
            continue
        for k in (0, len(meld) - 1):
            rest = meld[:k] + meld[k + 1 :]
            for b, other in enumerate(community):
                if b != a and rumski.is_meld(rest) and rumski.is_meld(list(other) + [meld[k]]):
                    return a, k, b
    return None


def rumski_your_play(state) -> bool:
    """You drew and opened before; a Community card can be carried across."""
    if state.to_act != 0:
        return False
    seen = state.observe(0)
    return (
        seen.phase == rumski.PLAY
        and seen.opened[0]
        and not seen.staged
        and len(seen.community) >= 5
        and len(seen.hand) >= 6
        and carried_card(seen.community) is not None
    )


def rumski_bot_plays(state) -> bool:
    """The first bot after you has drawn; three bots' turns to come before yours."""
    if state.to_act != 1:
        return False
    seen = state.observe(state.to_act)
    return (
        seen.phase == rumski.PLAY
        and seen.opened[state.to_act]
        and len(seen.community) >= 4
        and len(seen.hand) >= 3
        and len(state.observe(0).hand) >= 7
    )


def rumski_shots() -> None:
    app = make_app()
    seed, actions = played_until("rumski", FOUR, 3, rumski_your_draw)
    table = open_table(app, "rumski", FOUR, seed, actions, "instant")
    settle(app, table)
    pump(app, 30)  # the piles' invitation glow fades in
    app.screenshot(str(HERE / "rumski-table.png"))
    table.close()

    seed, actions = played_until("rumski", FOUR, 3, rumski_your_play)
    table = open_table(app, "rumski", FOUR, seed, actions, "instant")
    settle(app, table)
    a, k, b = carried_card(table.shown)
    card = table.places[a].cards[k]
    start = (card.x + 6, card.y + card.h // 3)  # the uncovered strip of an overlapped card
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] + 20), rel=(0, 20), buttons=(1, 0, 0))
    pump(app, 5)
    # Lifted: the melds close up. Carry it halfway to the meld it completes, below the row.
    source, target = table.places[a].rect, table.places[b].rect
    end = ((source.centerx + target.centerx) // 2, target.bottom + target.h * 3 // 4)
    for step in range(1, 9):
        x = start[0] + (end[0] - start[0]) * step // 8
        y = start[1] + 20 + (end[1] - start[1] - 20) * step // 8
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(app)
    pump(app, 20)
    app.screenshot(str(HERE / "rumski-rearrange.png"))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    pump(app, 2)
    table.close()

    slow = make_app("normal")
    seed, actions = played_until("rumski", FOUR, 3, rumski_bot_plays)
    table = open_table(slow, "rumski", FOUR, seed, actions, "normal")
    before = len(table.controller.record().actions)

    def covered(tween, size) -> float | None:
        """How much a card of the bot's move, midway along a long glide, covers of the
        table's cards and seat boxes (glides run past them), a little more the further
        it is from halfway; None when it is not on such a glide."""
        if tween is None or not tween.started:
            return None
        path = pygame.Vector2(tween.end) - pygame.Vector2(tween.start)
        done = pygame.Vector2(tween.position) - pygame.Vector2(tween.start)
        share = done.length() / max(1.0, path.length())
        if path.length() < 2 * size[1] or not 0.3 < share < 0.8:
            return None
        rect = pygame.Rect(tween.position, size)
        others = [sprite.rect for sprite in shown if sprite.tween is not tween]
        others += list(table.boxes.values()) + [table.layout.stock_rect]
        cover = sum(rect.clip(other).width * rect.clip(other).height for other in others)
        return cover + 100 * abs(share - 0.55)

    # Watch the bots' turns up to yours; keep the moment a gliding card covers least: a
    # card played to the Community or a discard flying to the pile.
    best = None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        slow.frame(1 / 60)
        time.sleep(1 / 240)
        if len(table.controller.record().actions) == before:
            continue
        if table.controller.to_act == 0:
            break  # the prompt already says it is your turn
        shown = [sprite for sprite in table.community_cards if not getattr(sprite, "hidden", 0)]
        scores = [covered(sprite.tween, sprite.rect.size) for sprite in shown]
        scores += [
            covered(flight.tween, flight.picture.get_size())
            for flight in table.animator.flights
            if flight.lands_on == "discard"
        ]
        scores = [score for score in scores if score is not None]
        if scores and (best is None or min(scores) < best):
            best = min(scores)
            slow.screenshot(str(HERE / "rumski-bot-turn.png"))
    if best is None:
        raise RuntimeError("no bot's card glided across the table")
    table.close()


# --- Sting --------------------------------------------------------------------------


def sting_your_play(state) -> bool:
    """Round one, your turn after the draw: a Pass-A-Pile in hand, a meld to lay with a
    wild, and melds already in front of others."""
    if state.to_act != 0:
        return False
    seen = state.observe(0)
    if seen.phase != "play" or len(seen.hand) < 3:
        return False
    if not any(card.face == PASS_A_PILE for card in seen.hand):
        return False
    lays = [a for a in sting.legal_actions(seen) if isinstance(a, sting.LayMeld)]
    return any(not a.from_discard and len(a.cards) < len(seen.hand) for a in lays) and (
        sum(1 for meld in seen.melds.values() if meld.owner != 0) >= 3
    )


def sting_take_back(state) -> bool:
    """A meld passed to you, with a Take-It-Back card in your hand to send it back."""
    if state.to_act != 0:
        return False
    seen = state.observe(0)
    return any(isinstance(a, sting.TakeItBack) for a in sting.legal_actions(seen))


def sting_shots() -> None:
    app = make_app()
    seed, actions = played_until("sting", FOUR, 1, sting_your_play)
    table = open_table(app, "sting", FOUR, seed, actions, "instant")
    settle(app, table)
    seen = table.observation
    lay = next(
        a
        for a in sting.legal_actions(seen)
        if isinstance(a, sting.LayMeld) and not a.from_discard and len(a.cards) < len(seen.hand)
    )
    picked = []
    for card in lay.cards:
        sprite = next(s for s in table.hand_sprites if s.card == card and s not in picked)
        picked.append(sprite)
        click(app, (sprite.rect.x + 6, sprite.rect.y + sprite.rect.h // 3))
    pump(app, 10)
    first = picked[0].rect
    start = (first.x + 6, first.y + first.h // 3)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app)
    end = table.stage_rect.center
    for step in range(1, 5):
        x = start[0] + (end[0] - start[0]) * step // 4
        y = start[1] + (end[1] - start[1]) * step // 4
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    settle(app, table)
    pp = next(s for s in table.hand_sprites if s.card.face == PASS_A_PILE)
    post(pygame.MOUSEMOTION, pos=pp.rect.move(0, 12).center, rel=(0, 0), buttons=(0, 0, 0))
    pump(app, 90)  # the hover help waits a moment before it shows
    app.screenshot(str(HERE / "sting-table.png"))
    table.close()

    seed, actions = played_until("sting", TWO, 1, sting_take_back)
    table = open_table(app, "sting", TWO, seed, actions, "instant")
    settle(app, table)
    pump(app, 30)
    app.screenshot(str(HERE / "sting-take-it-back.png"))
    table.close()


# --- Lessons ------------------------------------------------------------------------


def lesson_shot(game: str, step: int, name: str) -> None:
    """The lesson at `step` (1-based, as its bubble counts), nothing yet done there."""
    app = make_app()
    table = start_lesson(app, LESSONS[game], resume=False)
    walk_to(app, table, step - 1)
    pump(app, 30)
    app.screenshot(str(HERE / name))
    table.close()


def lesson_shots() -> None:
    lesson_shot("crowns", 4, "tutorial-crowns.png")
    lesson_shot("sting", 5, "tutorial-sting.png")
    lesson_shot("rumski", 14, "tutorial-rumski.png")


def main(argv: list[str]) -> None:
    """Every shot, or with `lessons` only the lessons'."""
    if argv != ["lessons"]:
        rumski_shots()
        sting_shots()
    lesson_shots()
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
