"""Sound effects (issue 5 item 7): every effect synthesizes, and a machine without an audio
device stays silent instead of crashing."""

import pygame
import pytest
from patience import PATIENCE

from game.ui import sound
from game.ui.sound import EFFECTS, Sounds, synthesize


@pytest.mark.parametrize("name", EFFECTS)
def test_every_effect_is_short_and_in_range(name):
    samples = synthesize(name, 22050)
    assert 0.03 * 22050 < len(samples) < 1.0 * 22050, "effects are short"
    assert max(abs(v) for v in samples) <= 1.0
    assert max(abs(v) for v in samples) > 0.4, "normalized to a useful loudness"
    assert abs(samples[-1]) < 0.01, "ends faded out, without a click"


def test_effects_play_on_the_dummy_audio_driver():
    pygame.init()
    try:
        sounds = Sounds(volume=0.5)
        sounds.preload()
        for name in EFFECTS:
            sounds.play(name)
        sounds.set_volume(2.0)
        assert sounds.volume == 1.0
        sounds.set_muted(True)
        sounds.play("out")
    finally:
        pygame.quit()


def test_no_audio_device_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.available
    sounds.synthesize_ahead()
    sounds.preload()
    for name in EFFECTS:
        sounds.play(name)
    sounds.set_muted(True)
    sounds.set_volume(0.1)


def test_unknown_effect_is_a_programming_error():
    with pytest.raises(ValueError):
        Sounds(muted=True).play("applause")


def test_effects_synthesized_ahead_are_used_when_played():
    pygame.init()
    try:
        sounds = Sounds()
        if not sounds.available:
            pytest.skip("no mixer on this machine")
        sounds.synthesize_ahead()
        sounds._worker.join(timeout=PATIENCE)
        assert set(sounds._samples) == set(EFFECTS)
        sounds.play("out")
    finally:
        pygame.quit()
