"""English words of the screens around the table: menu, new game, pause, settings,
statistics, saves and recent games, replays, rules, round summary, game over, the crash
screen, and the store's notices about files."""

TEXT: dict[str, str] = {}
