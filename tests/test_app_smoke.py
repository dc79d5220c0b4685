"""The app opens a real window (dummy driver) and draws frames."""

import pygame

from game import app


def test_app_runs_frames_and_saves_screenshot(tmp_path):
    shot = tmp_path / "frame.png"
    assert app.main(["--frames", "3", "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size()[0] >= 1024
