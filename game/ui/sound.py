"""Short sound effects, synthesized in code: no sound files, nothing downloaded (issue 5 item 7).

`Sounds.play(name)` for "deal", "draw", "discard", "meld", "out", "refuse", "turn", and
"shuffle", "knock", "pass" for the moves only some games have.
A machine with no audio device (or SDL_AUDIODRIVER=dummy, or a mixer that fails to
start) plays nothing and never raises. Effects are built the first time they are
played, all at once with `preload()`, or off the frame with `synthesize_ahead()` (call
it once at start-up).
"""

from __future__ import annotations

import math
import random
import threading
from array import array

import pygame

# The first seven are what every table plays; the last three are for moves only some games
# have: a reshuffled stock, Rumski's knock, Sting's Pass-A-Pile and Take-It-Back (each
# game's rules say when).
EFFECTS = ("deal", "draw", "discard", "meld", "out", "refuse", "turn", "shuffle", "knock", "pass")
LEVELS = {"deal": 0.55, "draw": 0.6, "discard": 0.8, "meld": 0.7, "out": 0.85, "refuse": 0.6,
          "turn": 0.5, "shuffle": 0.55, "knock": 0.8, "pass": 0.6}  # fmt: skip


def _envelope(i: int, rate: int, attack: float, decay: float) -> float:
    t = i / rate
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def _bell(freq: float, duration: float, rate: int, loud: float = 0.5) -> list[float]:
    """A soft bell: a sine with two quiet overtones, a quick attack and an exponential decay.

    Sines come from the two-term recurrence s[n] = 2·cos(w)·s[n-1] − s[n-2]: a multiply
    and a subtract per sample instead of a call to sin, which keeps pure Python fast enough.
    """
    n = int(duration * rate)
    attack = max(1, int(0.004 * rate))
    fall = math.exp(-1 / (duration / 4 * rate))
    partials = []
    for multiple, weight in ((1.0, 1.0), (2.0, 0.3), (3.01, 0.12)):
        w = 2 * math.pi * freq * multiple / rate
        if w < math.pi:  # above the Nyquist frequency a partial would alias
            partials.append((2 * math.cos(w), math.sin(-w), 0.0, weight))
    out = [0.0] * n
    for k, (c, prev, cur, weight) in enumerate(partials):
        gain = loud * weight / 1.42
        env = 1.0
        for i in range(n):
            if i < attack:
                level = gain * i / attack
            else:
                env *= fall
                level = gain * env
            out[i] += level * cur
            prev, cur = cur, c * cur - prev
        partials[k] = (c, prev, cur, weight)
    return out


def _noise(duration: float, rate: int, cutoff: float, decay: float, seed: int, loud: float):
    """A burst of filtered noise: the papery sound of a card."""
    rng = random.Random(seed)  # the same card sound every time
    alpha = 1 - math.exp(-2 * math.pi * cutoff / rate)
    low = slow = 0.0
    out = []
    for i in range(int(duration * rate)):
        white = rng.uniform(-1, 1)
        low += alpha * (white - low)
        slow += alpha * 0.15 * (white - slow)
        out.append(loud * _envelope(i, rate, 0.002, decay) * (low - slow) * 2.2)
    return out


def _mix(rate: int, *tracks: tuple[float, list[float]]) -> list[float]:
    """Tracks placed at start times (seconds) and summed."""
    length = max(int(start * rate) + len(samples) for start, samples in tracks)
    out = [0.0] * length
    for start, samples in tracks:
        offset = int(start * rate)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def synthesize(name: str, rate: int = 44100) -> list[float]:
    """Samples in -1..1 of effect `name` at `rate` Hz (mono)."""
    if name == "deal":
        samples = _noise(0.05, rate, 5000, 0.012, 1, 0.7)
    elif name == "draw":
        samples = _noise(0.14, rate, 2500, 0.05, 2, 0.55)
    elif name == "discard":
        thump = [
            0.45 * _envelope(i, rate, 0.002, 0.03) * math.sin(2 * math.pi * 150 * i / rate)
            for i in range(int(0.1 * rate))
        ]
        samples = _mix(rate, (0.0, _noise(0.07, rate, 3500, 0.02, 3, 0.6)), (0.0, thump))
    elif name == "meld":
        samples = _mix(
            rate, (0.0, _bell(659.3, 0.35, rate, 0.35)), (0.07, _bell(987.8, 0.4, rate, 0.3))
        )
    elif name == "out":
        notes = (523.3, 659.3, 784.0, 1046.5)
        samples = _mix(rate, *((0.09 * k, _bell(f, 0.5, rate, 0.3)) for k, f in enumerate(notes)))
    elif name == "refuse":

        def buzz(freq: float) -> list[float]:
            # A triangle wave: soft but clearly "no".
            return [
                0.3 * _envelope(i, rate, 0.005, 0.05)
                * (2 * abs(2 * ((freq * i / rate) % 1) - 1) - 1)
                for i in range(int(0.11 * rate))
            ]  # fmt: skip

        samples = _mix(rate, (0.0, buzz(233.1)), (0.12, buzz(196.0)))
    elif name == "turn":
        samples = _bell(880.0, 0.3, rate, 0.22)
    elif name == "shuffle":
        # A riffle: many quick card flicks, closer together towards the end.
        flicks = [(0.3 * (k / 14) ** 0.8, _noise(0.03, rate, 4500, 0.008, 10 + k, 0.5))
                  for k in range(14)]  # fmt: skip
        samples = _mix(rate, *flicks)
    elif name == "knock":

        def knock(seed: int) -> list[float]:
            # Knuckles on the table: a low, fast-dying tone with a little wood noise.
            tone = [
                0.6 * _envelope(i, rate, 0.001, 0.018) * math.sin(2 * math.pi * 110 * i / rate)
                for i in range(int(0.08 * rate))
            ]
            return _mix(rate, (0.0, tone), (0.0, _noise(0.03, rate, 1800, 0.01, seed, 0.4)))

        samples = _mix(rate, (0.0, knock(20)), (0.16, knock(21)))
    elif name == "pass":
        # A swoosh: noise whose pitch rises as it sweeps across the table.
        rng = random.Random(30)
        n = int(0.28 * rate)
        low = 0.0
        samples = []
        for i in range(n):
            cutoff = 600 + 5000 * i / n
            alpha = 1 - math.exp(-2 * math.pi * cutoff / rate)
            low += alpha * (rng.uniform(-1, 1) - low)
            swell = math.sin(math.pi * i / n)
            samples.append(0.5 * swell * swell * low)
    else:
        raise ValueError("unknown_sound_effect", name, EFFECTS)
    # Each effect at its own loudness: the turn bell is a nudge, going out a fanfare.
    peak = max(abs(v) for v in samples) / LEVELS[name]
    # A short fade-out so no effect ends with a click.
    fade = min(len(samples), int(0.005 * rate))
    for k in range(fade):
        samples[-1 - k] *= k / fade
    return [v / peak for v in samples]


class Sounds:
    """The game's sound effects with a volume (0..1) and a mute switch."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        self.muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._format: tuple[int, int, int] | None = None
        self._tried = False
        # Samples computed ahead by a worker thread (pure arithmetic, no pygame calls), so
        # the first "going out" fanfare does not stall a frame while it is synthesized.
        self._samples: dict[str, list[float]] = {}
        self._worker: threading.Thread | None = None

    def synthesize_ahead(self) -> None:
        """Start computing every effect's samples in the background (needs the mixer's rate)."""
        mixer = self._mixer()
        if mixer is None or self._worker is not None:
            return
        rate = mixer[0]

        def work() -> None:
            for name in EFFECTS:
                if name not in self._samples:
                    self._samples[name] = synthesize(name, rate)

        self._worker = threading.Thread(target=work, name="sound-synthesis", daemon=True)
        self._worker.start()

    @property
    def available(self) -> bool:
        """Whether an audio device is open (starting the mixer on first use)."""
        return self._mixer() is not None

    def _mixer(self) -> tuple[int, int, int] | None:
        if not self._tried:
            self._tried = True
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(44100, -16, 2, 512)
                self._format = pygame.mixer.get_init() or None
            except (pygame.error, NotImplementedError, OSError):
                self._format = None
        return self._format

    def _build(self, name: str) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(name)
        if sound is None:
            mixer = self._mixer()
            if mixer is None:
                return None
            rate, size, channels = mixer
            samples = self._samples.get(name) or synthesize(name, rate)
            if size == 32 or size == -32:  # float samples
                data = array("f", samples)
            elif abs(size) == 8:
                data = (
                    array("b", (round(v * 127) for v in samples))
                    if size < 0
                    else array("B", (round(v * 127) + 128 for v in samples))
                )
            elif size < 0:
                data = array("h", (round(v * 32767) for v in samples))
            else:
                data = array("H", (round(v * 32767) + 32768 for v in samples))
            if channels > 1:
                frames = array(data.typecode)
                for v in data:
                    frames.extend([v] * channels)
                data = frames
            try:
                sound = pygame.mixer.Sound(buffer=data.tobytes())
            except (pygame.error, ValueError):
                return None
            self._sounds[name] = sound
        return sound

    def preload(self) -> None:
        """Build every effect now (a loading moment) instead of on first play."""
        for name in EFFECTS:
            self._check(name)
            if self._mixer() is not None:
                self._build(name)

    @staticmethod
    def _check(name: str) -> None:
        if name not in EFFECTS:
            raise ValueError("unknown_sound_effect", name, EFFECTS)

    def play(self, name: str) -> None:
        """Play effect `name` at the current volume; silent when muted or without audio.

        An unknown name is a programming error and raises ValueError.
        """
        self._check(name)
        if self.muted or self.volume <= 0 or self._mixer() is None:
            return
        try:
            sound = self._build(name)
            if sound is not None:
                sound.set_volume(self.volume)
                sound.play()
        except pygame.error:
            pass  # the device went away mid-game: carry on in silence

    def set_volume(self, volume: float) -> None:
        """Volume 0..1 for the effects played from now on."""
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also stops what is playing."""
        self.muted = bool(muted)
        if self.muted and self._format is not None:
            try:
                for sound in self._sounds.values():
                    sound.stop()
            except pygame.error:
                pass
