"""English words of the guided lessons (Learn to play): every step's instruction."""

TEXT: dict[str, str] = {}
