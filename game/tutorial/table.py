"""A lesson at the real table: the step bubble, the pointer, and the guard on moves.

The game's own table scene is reused unchanged through a mixin: it is told about
every engine event as it is played, draws the lesson's bubble and a gold ring on the
card or zone the step names (`pointer`), and its controller refuses any move the step
does not ask for (the engine still checks every move, DESIGN.md boundary 4). Bots move
only during the steps that say to watch them. A new step's bubble owns the message
strip: what the table said during an earlier step ("Bo went out!") is cleared.
Progress (step + the game's actions) is kept on the app after each step, and in the
store's lessons file when the app has a store, so a lesson can be left and resumed,
also after the app restarts.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from game.controller import Controller, SeatPlan
from game.rules.engine import IllegalAction
from game.scenes.summary import SummaryScene
from game.scenes.table import TABLE_SCENES, TableScene
from game.store.lessons import LessonBook, LessonPlace
from game.text import tr
from game.tutorial import LESSONS
from game.tutorial.pointer import draw_pointer, draw_ring
from game.tutorial.steps import DRAG, FINISH, NEXT, SUMMARY, WHY, Guide, Lesson
from game.ui import hud, move_log
from game.ui.look import GOLD, INK, font, wrap


class LessonController(Controller):
    """A controller that lets through only the moves the current step asks for."""

    guide: Guide

    def request(self, action: Any) -> str | None:
        refusal = self.guide.allows(action)
        if refusal is not None:
            return self._refuse(action.seat, "", refusal)
        return super().request(action)

    def update(self, ready: bool = True, now: float | None = None) -> None:
        super().update(ready=ready and self.guide.bots_may_move, now=now)


def lesson_progress(app: Any) -> dict:
    """Where each left lesson stands: game -> (step index, actions). Read once from the
    store; a place kept for another deal of the lesson (a changed seed) is dropped."""
    if not hasattr(app, "lesson_progress"):
        app.lesson_progress = {}
        store = getattr(app, "store", None)
        if store is not None:
            book = store.load_lessons()
            for game, place in book.places.items():
                lesson = LESSONS.get(game)
                kept = lesson is not None and place.seed == lesson.seed
                if kept and place.step < len(lesson.steps):
                    app.lesson_progress[game] = (place.step, place.actions)
            app.lessons_finished = set(getattr(app, "lessons_finished", set())) | book.finished
    return app.lesson_progress


def keep_progress(app: Any) -> None:
    """Write every lesson's place and the finished lessons to the store, if there is one."""
    store = getattr(app, "store", None)
    if store is None:
        return
    places = {
        game: LessonPlace(step, LESSONS[game].seed, tuple(actions))
        for game, (step, actions) in lesson_progress(app).items()
        if game in LESSONS
    }
    store.save_lessons(LessonBook(places, frozenset(getattr(app, "lessons_finished", set()))))


def start_lesson(app: Any, lesson: Lesson, resume: bool = True) -> TableScene:
    """Build the lesson's table (resuming where it was left) and push it."""
    step, actions = lesson_progress(app).get(lesson.game, (0, ())) if resume else (0, ())
    seats = [SeatPlan(tr(name), kind, level or "medium") for name, kind, level in lesson.seats]
    pace = app.settings.get("bot_pacing") or app.settings.get("speed", "normal")

    def controller_after(moves: tuple) -> LessonController:
        return LessonController(
            lesson.game,
            seats,
            lesson.seed,
            dict(lesson.options),
            speed=pace,
            actions=moves,
            bots_in=app.settings.get("bots_in", "process"),
        )

    try:
        controller = controller_after(tuple(actions))
    except (IllegalAction, ValueError):  # a kept place this build's rules refuse: start over
        step, controller = 0, controller_after(())
    guide = Guide(lesson)
    guide.resume_at(step)
    controller.guide = guide
    table = lesson_table_class(lesson.game)(app, controller)
    table.guide = guide
    app.stack.push(table)
    return table


_MIXED: dict[tuple[type, type], type] = {}


def with_lesson(mixin: type, base: type) -> type:
    """`base` (a table or summary scene) with the lesson's `mixin` over it, made once and
    named for developers `Lesson<base>` ("LessonStingTable")."""
    if (mixin, base) not in _MIXED:
        _MIXED[mixin, base] = type(f"{Lesson.__name__}{base.__name__}", (mixin, base), {})
    return _MIXED[mixin, base]


def lesson_table_class(game: str) -> type:
    """The game's own table scene with the lesson mixed in."""
    base: type = TableScene
    if game in TABLE_SCENES:
        module, name = TABLE_SCENES[game].split(":")
        base = getattr(importlib.import_module(module), name)
    return with_lesson(LessonTable, base)


class LessonTable:
    """Mixin over a TableScene: the lesson's bubble, pointer and step bookkeeping."""

    guide: Guide

    def __init__(self, app: Any, controller: Any):
        super().__init__(app, controller)
        if self.keeper is not None:  # a lesson is not the game "Continue" resumes
            self.keeper.stop()
            self.keeper = None
        self.saved_at = -1
        self.said_at = -1  # the step during which the message strip's words were said
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)

    # -- events ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        step = self.guide.step
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and step is not None:
            if step.do in (NEXT, FINISH) and self.button.collidepoint(event.pos):
                self.press_next()
                return
            if step.do == WHY and self.open_why(event.pos):
                self.guide.why_opened()
                return
        keyed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        if keyed and step is not None and step.do in (NEXT, FINISH):
            self.press_next()
            return
        super().handle(event)

    def press_next(self) -> None:
        finishing = self.guide.step is not None and self.guide.step.do == FINISH
        self.guide.press_next()
        if finishing:
            self.finish_lesson()

    def play(self, event: Any, now: float) -> None:
        super().play(event, now)
        self.guide.saw(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guide.look(self)
        self.clear_stale_message()
        self.remember()

    def say(self, words: str, bad: bool = False) -> None:
        super().say(words, bad)
        guide = getattr(self, "guide", None)
        self.said_at = guide.index if guide is not None else -1

    def clear_stale_message(self) -> None:
        """A new step's bubble owns the message strip: words the table said during an
        earlier step ("Bo went out!" from the last hand, "Placed at the high end…" from
        the last drop) are gone once the step changes."""
        if self.message_left > 0 and self.said_at != self.guide.index:
            self.message_left = 0.0

    def remember(self) -> None:
        """Keep the lesson's place once the table is still (left lessons resume here)."""
        if self.guide.index != self.saved_at and self.ready():
            self.saved_at = self.guide.index
            actions = tuple(self.controller.record().actions)
            lesson_progress(self.app)[self.guide.lesson.game] = (self.guide.index, actions)
            keep_progress(self.app)

    def finish_lesson(self) -> None:
        lesson_progress(self.app).pop(self.guide.lesson.game, None)
        finished = getattr(self.app, "lessons_finished", set())
        finished.add(self.guide.lesson.game)
        self.app.lessons_finished = finished
        keep_progress(self.app)
        self.close()
        self.app.stack.remove(self)

    def show_summary(self) -> None:
        """The game's own round summary, with the lesson's bubble over it."""
        super().show_summary()
        summary = self.app.stack.top
        if isinstance(summary, SummaryScene) and not isinstance(summary, LessonSummaryMixin):
            summary.__class__ = lesson_summary_class(type(summary))

    # -- where the pointer goes -----------------------------------------------------
    def lesson_rect(self, name: str) -> pygame.Rect | None:
        """The rectangle a step's target name stands for on this table, now."""
        layout = self.layout
        if name == "header":  # the header as drawn (its words set its width)
            return pygame.Rect(getattr(self.painter, "header_rect", layout.top_bar))
        if name == "log":
            return self.log_line_rect()
        if name == "meld":
            rects = self.meld_slot_rects()
            return rects[0] if self.staged else rects[-1]
        if name == "next":
            return pygame.Rect(self.button)
        if name == "staged":  # the cards arranged into a new meld, pressed as one
            sprites = [sprite for group in self.staged for sprite in group]
            if not sprites:
                return None
            return pygame.Rect(sprites[0].rect).unionall([sprite.rect for sprite in sprites])
        if name.startswith("card:"):  # a hand card; "card:4C+4X" rings both together
            found = [self.hand_card_rect(token) for token in name[5:].split("+")]
            if not found or None in found:
                return None
            return found[0].unionall(found[1:])
        if name == "new" or name.startswith(("with:", "community:")):
            return self.community_target(name)
        return self.place_rect(name)  # the piles, the buttons, the game table's own zones

    def hand_card_rect(self, token: str) -> pygame.Rect | None:
        for sprite in reversed(self.hand_sprites):
            if str(sprite.card) == token:
                return pygame.Rect(sprite.rect)
        return None

    def community_target(self, name: str) -> pygame.Rect | None:
        """Rumski's Community: "new" (the new-meld slot), "community:R8" (that card in
        the Community), "with:B9" (the meld holding the B9, else the new-meld slot)."""
        place_table = getattr(self, "place_table", None)
        if place_table is None:
            return None
        place_table()
        slot = pygame.Rect(self.slot_rect) if self.slot_rect is not None else None
        if name == "new":
            return slot
        kind, token = name.split(":", 1)
        community = self.shown  # the places are of the melds shown (a reset may not be yet)
        for place in self.places:
            for index, card in enumerate(community[place.key]):
                if str(card) == token:
                    return pygame.Rect(place.cards[index] if kind == "community" else place.rect)
        return slot if kind == "with" else None

    def log_line_rect(self) -> pygame.Rect | None:
        """The newest line of the move log that has a bot's reason behind it."""
        for line in reversed(self.log):
            if getattr(line, "why", ""):
                return move_log.row_rect(self.log, line)
        return None

    def lesson_point(self) -> str:
        """The target the step points at now (a meld step walks its cards)."""
        step = self.guide.step
        if step is None:
            return ""
        if step.cards:
            arranged = {str(card) for meld in self.staged_cards() for card in meld}
            community = getattr(self.observation, "community", ())  # Rumski's shared melds
            arranged |= {str(card) for meld in community for card in meld}
            left = [token for token in step.cards if token not in arranged]
            return f"card:{left[0]}" if left else ""
        return step.point

    def lesson_targets(self) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """(where to press, where to let go) for the current step."""
        step = self.guide.step
        if step is None:
            return None, None
        point = self.lesson_point()
        start = self.lesson_rect(point) if point else None
        end = self.lesson_rect(step.to) if step.do == DRAG and step.to else None
        return start, end

    def pointed(self) -> list[tuple[str, pygame.Rect]]:
        """The current step's targets by name and place: what the pointer rings."""
        step = self.guide.step
        start, end = self.lesson_targets()
        named = [(self.lesson_point(), start), (step.to if step else "", end)]
        return [(name, rect) for name, rect in named if rect is not None]

    def strip_band(self) -> pygame.Rect:
        """The row of the message strip, across the table: the prompt, a refusal or a
        hint shows there (two lines at most), so the bubble keeps out of it."""
        layout = self.layout
        half = int(layout.font_body * 1.3)
        centre = layout.message_centre[1]
        return pygame.Rect(0, centre - half, layout.size[0], 2 * half)

    def keep_clear(self) -> list[pygame.Rect]:
        """What the bubble must not hide: where the step points and what else its words
        talk about (`Step.about`), the message strip, and a question the table is asking
        (Sting's Take-It-Back box)."""
        rects = [pygame.Rect(rect) for rect in self.lesson_targets() if rect is not None]
        step = self.guide.step
        about = [self.lesson_rect(name) for name in (step.about if step else ())]
        rects += [pygame.Rect(rect) for rect in about if rect is not None]
        rects.append(self.strip_band())
        answers = getattr(self, "answer_buttons", {})
        asking = getattr(self, "answer_box", None)
        if asking is not None and any(button.visible for button in answers.values()):
            rects.append(pygame.Rect(asking()))
        return rects

    def clear_place(self, box: pygame.Rect, height: int, gap: int) -> pygame.Rect:
        """`box` where it is, or just above (else below) what it would hide, else over
        the move log (raised clear of the strip where it must be), whose last lines the
        bubble's words say more fully (Sting's Take-It-Back step: the question, the
        strip and the penalty chips left no other room)."""
        clear = self.keep_clear()

        def hits(rect: pygame.Rect) -> list[pygame.Rect]:
            return [other for other in clear if rect.colliderect(other)]

        def moved(rect: pygame.Rect, up: bool) -> pygame.Rect:
            found, moved = hits(rect), rect.copy()
            if found and up:
                moved.bottom = min(other.top for other in found) - gap
            elif found:
                moved.top = max(other.bottom for other in found) + gap
            return moved

        if not hits(box):
            return box
        log = getattr(self, "log_rect", None) or self.layout.log_rect  # hidden whole
        over_log = pygame.Rect(log.topleft, (max(box.w, log.w), max(box.h, log.h)))
        over_log.clamp_ip(pygame.Rect(0, 0, self.layout.size[0], height))
        for place in (moved(box, True), moved(box, False), over_log, moved(over_log, True)):
            if place.top >= 0 and place.bottom <= height and not hits(place):
                return place
        return box

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_lesson(surface)

    def draw_lesson(self, surface: pygame.Surface, on_summary: bool = False) -> None:
        step = self.guide.step
        if step is None:
            return
        width, height = surface.get_size()
        px = max(13, int(min(width, height) * 0.026))
        # Covered (paused, the keys panel, the round summary with its own bubble) the
        # lesson waits: no ring round a button hidden under the menu, no second bubble
        # peeking out beside the summary (new-user trial, Sting lesson at 1024x640).
        if not on_summary and self.app.stack.top is not self:
            return
        if not on_summary:
            draw_pointer(surface, self.pointed(), self.clock)
        self.draw_bubble(surface, step, px, width, height, on_summary)

    def draw_bubble(
        self, surface: Any, step: Any, px: int, width: int, height: int, on_summary: bool
    ) -> pygame.Rect:
        """The step's words on a panel (and its button): returns where it lies. Its words
        keep to it (`hud.draw_text`'s room), the button's label to the button."""
        box_width = int(min(width * 0.35, height * 0.75))
        lines = wrap(step.say, px, box_width - 2 * px)
        line_height = int(px * 1.3)
        has_button = step.do in (NEXT, FINISH)
        # Under the words: the button's row (a small gap, the button, a margin), else a margin.
        foot = px // 3 + int(px * 1.7) + px // 2 if has_button else px * 3 // 4
        count = len(self.guide.lesson.steps)
        box_height = px // 2 + line_height * (len(lines) + 1) + foot
        box = pygame.Rect(0, 0, box_width, box_height)
        if on_summary:  # over the summary's empty lower rows (a lesson seats two)
            box.midtop = (width // 2, int(height * 0.42))
        else:  # right, under the move log: clear of the piles, the hand and the seats
            box.topright = (width - int(height * 0.02), self.layout.log_rect.y + int(height * 0.24))
            box = self.clear_place(box, height, px // 2)
        # Opaque (`modal_panel`): over the move log, none of its lines shows through.
        surface.blit(hud.modal_panel(box.width, box.height, (16, 40, 28), px // 2), box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=px // 2)
        title = tr(
            "lesson.bubble_title",
            title=self.guide.lesson.title,
            step=self.guide.index + 1,
            count=count,
        )
        top = (box.x + px, box.y + px // 2)
        hud.draw_text(surface, title, int(px * 0.8), GOLD, top, bold=True, room=box)
        y = box.y + px // 2 + line_height
        for line in lines:
            hud.draw_text(surface, line, px, INK, (box.x + px, y), room=box)
            y += line_height
        self.bubble = box
        if has_button:
            label = tr("lesson.finish") if step.do == FINISH else tr("lesson.next")
            button = pygame.Rect(0, 0, font(px, True).size(label)[0] + 3 * px, int(px * 1.7))
            button.bottomright = (box.right - px // 2, box.bottom - px // 2)
            pygame.draw.rect(surface, GOLD, button, border_radius=px // 2)
            ink = (40, 28, 0)
            hud.draw_text(surface, label, px, ink, button.center, "center", True, room=box)
            self.button = button
        else:
            self.button = pygame.Rect(0, 0, 0, 0)
        return box


class LessonSummaryMixin:
    """Mixin over a game's round summary scene: the lesson's bubble above it."""

    table: Any
    button: Any

    def done(self) -> None:
        if self.app.stack.top is self:
            self.table.guide.summary_closed()
        super().done()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.table.guide.step is not None and self.table.guide.step.do == SUMMARY:
            self.table.draw_lesson(surface, on_summary=True)
            if self.button is not None:
                unit = min(surface.get_size())
                draw_ring(surface, self.button.get_abs_rect().inflate(unit // 50, unit // 50), unit)


def lesson_summary_class(base: type) -> type:
    """The game's own summary scene with the lesson mixed in."""
    return with_lesson(LessonSummaryMixin, base)


LessonSummary = lesson_summary_class(SummaryScene)
