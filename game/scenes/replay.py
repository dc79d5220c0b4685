"""Replays: watch a finished game again move by move (issue 7, "Replays"; the "Recent
games" list that leads here is `game.scenes.recent`). Positions come from
`game.store.replay.Replayer`, which replays the recorded actions through the real
engine; this scene only draws.

A move that ends a hand and deals the next is two steps: the hand as it ended (the
melds, the cards each seat was left with, the scores), then the deal (`ReplaySteps`).

Replay keys: Space play/pause, Right/Left one step, Home/End first/last move,
Up/Down (or +/-) speed, Esc back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.cards import Card
from game.scenes.base import Scene
from game.scenes.replay_steps import ReplaySteps
from game.scenes.replay_view import (
    SeatShow,
    TableShow,
    end_of,
    ended_seat_show,
    ended_table_show,
    move_lines,
    seat_show,
    table_adapter,
    table_show,
)
from game.scenes.store_ui import (
    Button,
    Look,
    button_at,
    draw_background,
    draw_notices,
    draw_panel,
    draw_text,
    settings_of,
    store_of,
)
from game.scenes.summary_cards import MOST_STEP
from game.scenes.table_adapter import RoundSummary
from game.store import SavedGame, Seat
from game.store.replay import Replayer
from game.store.saves import level_words
from game.text import game_name, language, tr
from game.text.local import number_words
from game.text.names import shown_name
from game.ui.cards import CardFaces, card_width
from game.ui.look import text
from game.ui.meld_area import lay_melds, meld_span, place_melds
from game.ui.move_log import wrap
from game.ui.sting.view import CHIP_CARDS, draw_chip, draw_cost_chip

SPEEDS = (0.5, 1.0, 2.0, 4.0)
SECONDS_PER_MOVE = 0.9  # at 1×: slow enough to follow a bot's move
HAND_END_MOVES = 3  # a hand's end stays as long as this many moves: time to read it
PILE_SHOWN = 8  # the discard pile's top cards shown fanned (the rest is counted)
ONE_COLUMN = 3  # seats listed in one column; more go in two
SEAT_CARDS = 0.13  # of the window's height at most: a seat's cards, leaving its melds room
PILE_CARDS = 0.09  # of the window's height: the piles' and the Community's cards


def seat_label(seat: Seat) -> str:
    """A seat as the replay names it: 'Ann', or 'Bo (medium bot)' (a person saved as You
    called so in the language spoken now)."""
    if seat.is_bot:
        return tr("store.bot_seat", name=seat.name, level=level_words(seat.level))
    return shown_name(seat.name)


class ReplayScene(Scene):
    """One saved game played back through the engine."""

    def keys_title(self) -> str:
        return tr("replay.keys_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.space"), tr("replay.keys_play")),
            (tr("keys.left_right"), tr("replay.keys_step")),
            (tr("replay.keys_home_end"), tr("replay.keys_ends")),
            (tr("replay.keys_speed"), tr("replay.keys_faster")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, saved: SavedGame, store: Any = None):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.replayer = Replayer(saved, self.store.load)
        self.names = tuple(shown_name(seat.name) for seat in saved.seats)
        self.playing = False
        self.speed = 1  # index into SPEEDS
        self.timer = 0.0
        self.notices: list[str] = []
        self.buttons: list[Button] = []
        self.faces = CardFaces()
        self.adapter = table_adapter(saved.game)  # the table's words for the moves
        self.steps = ReplaySteps(self.replayer, self.adapter)  # moves and hands' ends
        # Each move's lines, by move: those up to the end of a hand it ended, then those
        # of the deal it made (none for a move that dealt no new hand).
        self.said: dict[int, tuple[list[str], list[str]]] = {}
        self.said_in = language()  # the language `said` holds: another empties it
        self.summaries: dict[int, RoundSummary] = {}  # each hand's end, by move

    # -- control -------------------------------------------------------------------
    def step(self) -> None:
        try:
            self.steps.next()
        except ValueError as error:
            self.playing = False
            self.notices.append(tr("replay.stops", problem=error))

    def press(self, key: str) -> None:
        replayer, steps = self.replayer, self.steps
        if key == "play":
            if steps.at_end:
                steps.seek(0)
            self.playing = not self.playing
            self.timer = 0.0
        elif key == "next":
            self.playing = False
            self.step()
        elif key == "previous":
            self.playing = False
            steps.back()
        elif key == "first":
            self.playing = False
            steps.seek(0)
        elif key == "last":
            self.playing = False
            steps.seek(replayer.length)
        elif key == "faster":
            self.speed = min(self.speed + 1, len(SPEEDS) - 1)
        elif key == "slower":
            self.speed = max(self.speed - 1, 0)
        elif key == "back":
            self.app.stack.pop()

    PRESSES = {  # key -> what `press` does
        pygame.K_SPACE: "play",
        pygame.K_RIGHT: "next",
        pygame.K_LEFT: "previous",
        pygame.K_HOME: "first",
        pygame.K_END: "last",
        pygame.K_UP: "faster",
        pygame.K_PLUS: "faster",
        pygame.K_EQUALS: "faster",
        pygame.K_KP_PLUS: "faster",
        pygame.K_DOWN: "slower",
        pygame.K_MINUS: "slower",
        pygame.K_KP_MINUS: "slower",
        pygame.K_ESCAPE: "back",
    }

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.PRESSES:
            self.press(self.PRESSES[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                self.press(button.key)

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.timer += dt * SPEEDS[self.speed]
        while self.playing and self.timer >= self.seconds_shown():
            self.timer -= self.seconds_shown()
            self.step()
            if self.steps.at_end:
                self.playing = False

    def seconds_shown(self) -> float:
        """How long Play shows the step at hand (at 1×)."""
        return SECONDS_PER_MOVE * (HAND_END_MOVES if self.steps.at_hand_end else 1)

    # -- drawing -------------------------------------------------------------------
    def lines_of(self, index: int) -> list[str]:
        """Move `index` (from 0) in the table's words."""
        before, dealt = self.parts_of(index)
        return before + dealt

    def parts_of(self, index: int) -> tuple[list[str], list[str]]:
        """Move `index` (from 0) in the table's words: its lines up to the end of the
        hand it ended, then those of the deal it made (none if it dealt no new hand).
        Kept: a move says the same whenever it is shown (in the same language)."""
        if self.said_in != language():
            self.said.clear()
            self.said_in = language()
        lines = self.said.get(index)
        if lines is None:
            action, events = self.replayer.saved.actions[index], self.replayer.played[index]
            found = self.steps.hand_end_of(index + 1)
            cut = found[1] if found else len(events)
            before = move_lines(self.adapter, action, events[:cut], self.names)
            dealt = move_lines(self.adapter, action, events[cut:], self.names) if found else []
            lines = self.said[index] = (before, dealt)
        return lines

    def hand_end(self) -> RoundSummary | None:
        """The hand as it ended, on a stop at its end (None on any other step), as the
        game's table adapter sums up its hand-ended event."""
        ended = self.steps.ended
        if ended is None:
            return None
        position = self.replayer.position
        if position not in self.summaries:
            observation = self.replayer.state.observe(0)
            summary = self.adapter.hand_over(ended, self.names, observation)
            self.summaries[position] = summary
        return self.summaries[position]

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        colours = look.palette
        replayer, saved = self.replayer, self.replayer.saved
        state = replayer.state
        draw_background(surface, look)
        title = tr("replay.title", game=game_name(saved.game), seed=saved.seed)
        draw_text(
            surface, title, look.px(height, 0.045), colours.highlight,
            (width // 40, height // 40), bold=True,
        )  # fmt: skip
        counter = tr(
            "replay.at_move",
            position=number_words(replayer.position),
            length=number_words(replayer.length),
        )
        ended = self.hand_end()
        if ended is not None:
            counter = " · ".join((counter, end_of(ended)))
        elif replayer.at_end and state.is_over:
            won = ", ".join(self.names[s] for s in state.winners() if s < len(self.names))
            counter = " · ".join((counter, tr("replay.won_by", winners=won)))
        draw_text(
            surface, counter, look.px(height, 0.026), colours.text,
            (width - width // 40, height // 40 + height // 100), "topright",
        )  # fmt: skip

        observation = state.observe(0)
        table = ended_table_show(ended) if ended else table_show(self.adapter, observation)
        left = pygame.Rect(width // 40, int(height * 0.1), int(width * 0.64), int(height * 0.74))
        right = pygame.Rect(left.right + width // 60, left.y, 0, left.height)
        right.width = width - width // 40 - right.x
        self.draw_seats(surface, left, look, ended)
        px = look.px(height, 0.022)
        tall = int(px * 2.2) + int(height * PILE_CARDS) + px // 2  # the heading, the piles
        if table.community:  # Rumski: the Community's rows under them
            tall = max(tall, int(right.height * 0.58))
        area = pygame.Rect(right.x, right.y, right.width, tall)
        self.draw_table(surface, area, look, table, observation)
        log = pygame.Rect(right.x, area.bottom + height // 60, right.width, 0)
        log.height = right.bottom - log.y
        self.draw_log(surface, log, look)
        self.draw_controls(surface, look)
        draw_notices(surface, self.notices, look)

    def face(self, card: Card, height: int, observation: Any) -> pygame.Surface:
        ended = self.hand_end()
        if ended is not None:  # the ended hand's wilds, not the next deal's
            wild = card in ended.wild_cards
        else:
            wild = self.adapter is not None and self.adapter.is_wild(card, observation)
        return self.faces.face(
            card, self.replayer.saved.game, height, wild, self.settings.colour_blind_faces
        )

    def draw_cards(
        self, surface: pygame.Surface, cards: tuple[Card, ...], x: int, y: int, height: int,
        room: int, observation: Any,
    ) -> int:  # fmt: skip
        """Cards in an overlapping row starting at (x, y) within `room` px; returns the
        x just past the last card."""
        if not cards:
            return x
        width = card_width(height)
        gap = min(int(width * MOST_STEP), max(4, (room - width) // max(1, len(cards) - 1)))
        for index, card in enumerate(cards):
            surface.blit(self.face(card, height, observation), (x + index * gap, y))
        return x + (len(cards) - 1) * gap + width

    def draw_melds(
        self, surface: pygame.Surface, melds: tuple[tuple, ...], area: pygame.Rect,
        height: int, observation: Any, chip_px: int = 0,
    ) -> None:  # fmt: skip
        """Melds in rows that wrap and shrink to fit `area` (the tables' own layout);
        with `chip_px`, each meld's cost (where the game has one) on a chip of that text size, as at
        the table."""
        keys, sizes = list(range(len(melds))), [len(meld) for meld in melds]
        # Open (each card showing as much as in a hand) while they lie at least 3/4 as
        # tall; else packed as the tables pack them.
        shortest = int(height * 0.75)
        places, tall, _ = place_melds(keys, sizes, area, height, shortest, MOST_STEP)
        if any(place.rect.bottom > area.bottom for place in places):
            places, tall = lay_melds(keys, sizes, area, height)
        numeric = bool(getattr(observation, "options", {}).get("numeric"))
        for place in places:
            cards = melds[place.key]
            for card, rect in zip(cards, place.cards, strict=True):
                surface.blit(self.face(card, tall, observation), rect.topleft)
            if chip_px and tall >= chip_px * CHIP_CARDS:  # else a chip would hide the cards
                corner = (place.rect.right - 2, place.rect.bottom - 2)
                room = int(place.rect.w * 0.7)
                draw_cost_chip(surface, cards, numeric, corner, chip_px, room, place.rect)

    def draw_seats(
        self, surface: pygame.Surface, area: pygame.Rect, look: Look, ended: RoundSummary | None
    ) -> None:
        """Each seat in its panel: at a hand's end (`ended`) as that hand left it, with
        the hand's score; else as it stands, the seat to act ringed."""
        state, saved = self.replayer.state, self.replayer.saved
        seats = len(saved.seats)
        columns = 1 if seats <= ONE_COLUMN else 2  # more seats: two columns, cards stay big
        rows = -(-seats // columns)
        block = area.height // max(1, rows)
        gap = surface.get_width() // 80
        wide = (area.width - gap * (columns - 1)) // columns
        px = look.px(surface.get_height(), 0.024)
        totals = list(state.totals)
        for seat, who in enumerate(saved.seats):
            row, column = divmod(seat, columns)
            rect = pygame.Rect(area.x + column * (wide + gap), area.y + row * block, wide, 0)
            rect.height = block - block // 12
            draw_panel(surface, rect, look)
            observation = state.observe(seat)
            if ended is not None and seat < len(ended.rows):
                row = ended.rows[seat]
                numeric = bool(getattr(observation, "options", {}).get("numeric"))
                show = ended_seat_show(row, saved.game, numeric)
                score = tr("replay.hand_score", score=row.score, total=row.total)
            else:
                if state.to_act == seat:
                    pygame.draw.rect(surface, look.palette.highlight, rect, 3, 12)
                show = seat_show(saved.game, observation, seat)
                score = tr("replay.score", score=totals[seat] if seat < len(totals) else 0)
            self.draw_seat_line(surface, rect, who, show, score, look, px)
            cards = pygame.Rect(rect.x + px, rect.y + px * 2, rect.width - 2 * px, 0)
            cards.height = rect.bottom - px // 2 - cards.y
            self.draw_holdings(surface, cards, show, observation, look, int(px * 0.7))

    def draw_seat_line(
        self, surface: pygame.Surface, rect: pygame.Rect, who: Seat, show: SeatShow,
        score: str, look: Look, px: int,
    ) -> None:  # fmt: skip
        """A seat's top line: its `score` (and Sting's penalty chip) at the right, its name
        and tags at the left in the room left over (short of room, a bot's level goes
        first, then the name shrinks; a tag with no room at all is left out)."""
        label, short = seat_label(who), who.name
        middle = rect.y + px // 3 + px * 2 // 3  # the line's middle: all of it lines up there
        right = draw_text(
            surface, score, px, look.palette.text_dim, (rect.right - px, middle), "midright"
        ).x
        if show.penalty is not None:  # what the melds in front cost so far (Sting's)
            chip_px = int(px * 0.85)
            words = tr("sting.penalty", penalty=show.penalty)
            chip = text(words, chip_px, bold=True)
            bottom = middle + (chip.get_height() + 2) // 2
            draw_chip(surface, words, show.penalty > 0, (right - px, bottom), chip_px, rect)
            right -= px + chip.get_width() + chip_px // 2
        room = right - rect.x - 2 * px
        tag_px = int(px * 0.85)
        tags = sum(text(words, tag_px).get_width() + px for words, _lit in show.tags)
        if text(label, px, bold=True).get_width() + tags > room:
            label = short  # the tags ("opened", "went out!") matter more than a bot's level
        name = draw_text(
            surface, label, px, look.palette.text, (rect.x + px, middle), "midleft", bold=True,
            max_width=max(room - tags, room // 2),
        )  # fmt: skip
        x = name.right + px
        for words, lit in show.tags:
            if text(words, tag_px).get_width() > right - px - x:
                continue
            colour = look.palette.highlight if lit else look.palette.text_dim
            x = draw_text(surface, words, tag_px, colour, (x, middle), "midleft").right + px

    def draw_holdings(
        self, surface: pygame.Surface, area: pygame.Rect, show: SeatShow, observation: Any,
        look: Look, chip_px: int,
    ) -> None:  # fmt: skip
        """A seat's hand, then the melds that lie with it, side by side in `area`: the
        hand as open as the room leaves it, the melds wrapping in the rest (Sting's with
        their costs on chips of text `chip_px` high)."""
        height = max(20, min(area.height, int(surface.get_height() * SEAT_CARDS)))
        width = card_width(height)
        hand_span = width + int((len(show.hand) - 1) * width * MOST_STEP) if show.hand else 0
        if not show.melds:
            self.draw_cards(surface, show.hand, area.x, area.y, height, area.width, observation)
            return
        gap = width // 2
        melds_span = sum(meld_span(len(meld), height) for meld in show.melds)
        melds_span += int(width * 0.3) * (len(show.melds) - 1)
        room = area.width - gap - melds_span
        hand_room = max(min(hand_span, int(area.width * 0.5)), min(hand_span, room))
        end = self.draw_cards(surface, show.hand, area.x, area.y, height, hand_room, observation)
        melds = pygame.Rect(end + gap if show.hand else area.x, area.y, 0, area.height)
        melds.width = area.right - melds.x
        if show.hand:  # a thin rule between the hand and the melds
            line_x, colour = end + gap // 2, look.palette.text_dim
            pygame.draw.line(surface, colour, (line_x, area.y + 4), (line_x, area.y + height - 4))
        chip_px = chip_px if show.penalty is not None else 0
        self.draw_melds(surface, show.melds, melds, height, observation, chip_px)

    def draw_table(
        self, surface: pygame.Surface, area: pygame.Rect, look: Look, table: TableShow,
        observation: Any,
    ) -> None:  # fmt: skip
        """The hand or round and what is wild, the discard pile and the stock (at a
        hand's end, what comes next in their place), and Rumski's Community meld by
        meld."""
        draw_panel(surface, area, look)
        height = surface.get_height()
        px = look.px(height, 0.022)
        draw_text(
            surface, table.heading, px, look.palette.highlight, (area.x + px, area.y + px // 3),
            bold=True, max_width=area.width - 2 * px,
        )  # fmt: skip
        card_height = int(height * PILE_CARDS)
        x, y = area.x + px, area.y + int(px * 2.2)
        if table.note:
            self.draw_note(
                surface, table.note, pygame.Rect(x, y, area.width - 2 * px, card_height), look, px
            )
        else:
            self.draw_piles(surface, table, x, y, area, look, observation)
        if not table.community:
            return
        y += card_height + px // 2
        draw_text(surface, tr("rumski.community"), px, look.palette.text_dim, (x, y))
        melds = pygame.Rect(x, y + int(px * 1.5), area.width - 2 * px, 0)
        melds.height = area.bottom - px // 2 - melds.y
        self.draw_melds(surface, table.community, melds, card_height, observation)

    def draw_note(
        self, surface: pygame.Surface, note: str, area: pygame.Rect, look: Look, px: int
    ) -> None:
        """What comes after a hand's end, over as many lines as it needs in `area`,
        centred in its height."""
        lines = wrap(note, px, area.width)
        line = int(px * 1.3)
        y = area.centery - line * len(lines) // 2
        for row, words in enumerate(lines):
            draw_text(surface, words, px, look.palette.text, (area.x, y + row * line))

    def draw_piles(
        self, surface: pygame.Surface, table: TableShow, x: int, y: int, area: pygame.Rect,
        look: Look, observation: Any,
    ) -> None:  # fmt: skip
        """The discard pile's top cards from (x, y), then the piles' counts."""
        height = surface.get_height()
        px = look.px(height, 0.022)
        card_height = int(height * PILE_CARDS)
        pile = table.discard_pile[-PILE_SHOWN:]
        room = int((area.width - 2 * px) * 0.45)
        end = self.draw_cards(surface, pile, x, y, card_height, room, observation)
        if not pile:  # an empty pile's place, as at the table
            end = x + card_width(card_height)
            outline = pygame.Rect(x, y, end - x, card_height)
            pygame.draw.rect(surface, look.palette.text_dim, outline, 2, card_height // 14)
        draw_text(
            surface, table.counts, px, look.palette.text,
            (end + px, y + card_height // 2), "midleft", max_width=area.right - end - 2 * px,
        )  # fmt: skip

    def draw_log(self, surface: pygame.Surface, area: pygame.Rect, look: Look) -> None:
        """The moves up to the one shown, in the table's words, newest at the bottom;
        a long line goes on over more rows, and what the step shown did is lit (after
        a hand's end, the deal its move made)."""
        draw_panel(surface, area, look)
        replayer = self.replayer
        px = look.px(surface.get_height(), 0.02)
        line = int(px * 1.45)
        rows_room = max(1, (area.height - px) // line)
        width = area.width - 2 * px
        # (words, lit: what the step shown did, a move's first row)
        rows: list[tuple[str, bool, bool]] = []
        index = replayer.position - 1
        while index >= 0:
            shown = index == replayer.position - 1
            before, dealt = self.parts_of(index)
            if shown and self.steps.at_hand_end:
                said = [(words, True) for words in before]  # the deal is still to come
            else:  # of a move that dealt, the deal is lit (the step shown after the stop)
                said = [(words, shown and not dealt) for words in before]
                said += [(words, shown) for words in dealt]
            move: list[tuple[str, bool, bool]] = []
            for at, (words, lit) in enumerate(said):
                text_rows = wrap(f"{index + 1}. {words}" if at == 0 else words, px, width - px)
                move += [(row, lit, at == 0 and n == 0) for n, row in enumerate(text_rows)]
            if len(rows) + len(move) > rows_room and not shown:
                break  # whole moves only (the one shown, at worst, loses its first rows)
            rows[:0] = move
            index -= 1
        for row, (words, shown, first) in enumerate(rows[-rows_room:]):
            colour = look.palette.highlight if shown else look.palette.text
            x = area.x + px if first else area.x + 2 * px  # a move's further lines indent
            draw_text(surface, words, px, colour, (x, area.y + px // 2 + row * line))
        if replayer.position == 0:
            draw_text(
                surface, tr("replay.deal"), px, look.palette.text_dim,
                (area.x + px, area.y + px // 2),
            )  # fmt: skip

    def draw_controls(self, surface: pygame.Surface, look: Look) -> None:
        width, height = surface.get_size()
        size = (int(height * 0.13), int(height * 0.06))
        labels = [
            ("first", "|<"),
            ("previous", "<"),
            ("play", tr("replay.pause") if self.playing else tr("replay.play")),
            ("next", ">"),
            ("last", ">|"),
            ("slower", "–"),
            ("faster", "+"),
            ("back", tr("replay.back")),
        ]
        gap = height // 60
        total = len(labels) * size[0] + (len(labels) - 1) * gap
        x = (width - total) // 2
        y = int(height * 0.87)
        self.buttons = []
        for key, label in labels:
            button = Button(
                key, label, pygame.Rect((x, y), size), active=key == "play" and self.playing
            )
            self.buttons.append(button)
            button.draw(surface, look)
            x += size[0] + gap
        speed = tr("replay.speed", speed=f"{SPEEDS[self.speed]:g}")
        draw_text(
            surface, speed, look.px(height, 0.02), look.palette.text_dim,
            (width // 2, y + size[1] + gap // 2), "midtop",
        )  # fmt: skip
