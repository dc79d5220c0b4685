"""English words of the tables of all three games: buttons, prompts, the message strip,
the move log, keys help, card-face words, hints."""

TEXT: dict[str, str] = {}
