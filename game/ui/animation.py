"""Motion on the table: easing, tweens, and cards flying between places.

Moves take 200–350 ms with ease-out (DESIGN.md "Motion"); a refused drop slides
back in about 150 ms. Every duration is multiplied by the speed setting's scale,
so "instant" snaps everything into place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

# Animation time scale per speed setting (instant = no motion at all).
TIME_SCALE = {"slow": 1.4, "normal": 1.0, "fast": 0.55, "instant": 0.0}

MOVE = 0.28  # a card flying between places
SNAP_BACK = 0.15  # a refused drop sliding home
SETTLE = 0.18  # the hand re-fanning after a change


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1: fast start, gentle landing."""
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """A point moving from `start` to `end` over `duration` seconds after `delay`."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0

    def step(self, dt: float) -> tuple[float, float]:
        self.elapsed += dt
        return self.position

    @property
    def position(self) -> tuple[float, float]:
        if self.duration <= 0:
            return self.end if self.elapsed >= self.delay else self.start
        t = ease_out((self.elapsed - self.delay) / self.duration)
        return (lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class Flight:
    """A picture (card face or back) flying across the table, gone when it lands."""

    picture: pygame.Surface
    tween: Tween
    shadow: pygame.Surface | None = None
    shadow_offset: tuple[int, int] = (0, 0)
    lands_on: str = ""  # what it is flying to ("discard", "seat:3"), so that place waits


@dataclass
class Animator:
    """All flights in the air, advanced together."""

    scale: float = 1.0
    flights: list[Flight] = field(default_factory=list)

    def fly(
        self,
        picture: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float = MOVE,
        delay: float = 0.0,
        shadow: pygame.Surface | None = None,
        shadow_offset: tuple[int, int] = (0, 0),
        lands_on: str = "",
    ) -> float:
        """Launch a flight (positions are the card's top-left); returns when it lands."""
        duration *= self.scale
        delay *= self.scale
        if duration > 0:
            tween = Tween(start, end, duration, delay)
            self.flights.append(Flight(picture, tween, shadow, shadow_offset, lands_on))
        return delay + duration

    def step(self, dt: float) -> None:
        for flight in self.flights:
            flight.tween.step(dt)
        self.flights = [flight for flight in self.flights if not flight.tween.done]

    def land_all(self) -> None:
        """Every flight arrives now (the table is paused: nothing may hang mid-air)."""
        self.flights.clear()

    def landing(self, place: str) -> int:
        """How many flights are still on their way to `place`."""
        return sum(1 for flight in self.flights if flight.lands_on == place)

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            if not flight.tween.started:
                continue
            x, y = flight.tween.position
            if flight.shadow is not None:
                surface.blit(
                    flight.shadow, (x + flight.shadow_offset[0], y + flight.shadow_offset[1])
                )
            surface.blit(flight.picture, (x, y))
