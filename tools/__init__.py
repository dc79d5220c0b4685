"""Wildmeld's developer tools, beside the game and not shipped with it.

Run from the repository's root with the project's virtual environment:

    python -m tools.sim       headless bot-vs-bot games (docs/bots.md)
    python -m tools.bench     benchmarks: solvers, bots, faces, frames
    python -m tools.golden    replay (or rewrite) the golden games in tests/golden
    python -m tools.monkey    random input at the real app, headless (docs/reliability.md)
    python -m tools.soak      thousands of checked bot games (docs/reliability.md)
    python -m tools.killloop  kill -9 the app at random moments, check the files

They import `game`; nothing in `game` imports them (tests/test_tools_apart.py), so the
packaged executable (installer.spec) and `pip install .` (pyproject.toml) carry only
the game.
"""
