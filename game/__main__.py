"""`python -m game` starts Wildmeld."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on the player's console

from game.app import main  # noqa: E402  (after the environment is set)

if __name__ == "__main__":
    raise SystemExit(main())
