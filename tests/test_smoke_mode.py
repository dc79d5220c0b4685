"""`--smoke-test` (issue 8) from source: menu, setup and a bots' table, then exit 0."""

from game import app, smoke


def test_smoke_test_walks_to_a_table_and_saves_a_screenshot(tmp_path, capsys):
    shot = tmp_path / "smoke.png"
    assert app.main(["--smoke-test", "--screenshot", str(shot)]) == 0
    assert "smoke test passed" in capsys.readouterr().out
    assert shot.stat().st_size > 10_000


def test_smoke_test_fails_loudly_when_assets_are_missing(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("game.assets.asset_path", lambda *parts: tmp_path.joinpath(*parts))
    assert smoke.run() == 1
    assert "assets not found: theme.json" in capsys.readouterr().err
