"""Every word the app shows a player, in one place (issue 7: language-ready).

Screens, tables, lessons and the store's notices never write player text inline:
they ask `tr("key", **fields)` ("translated"), and the words live in a catalogue per
language — English in `game.text.en`. A new language is a package beside it holding
the same keys (a key it lacks falls back to English), listed in `CATALOGUES` and chosen
by the `language` setting (`set_language`). `tests/test_text.py` keeps it so: every key
asked for exists with the fields it is given, and no module of the app's screens holds
player text of its own.

The rules engines' refusals name a key of `game.text.en.refusals` and its fields
(`IllegalAction.of`); the engines fill in the English words themselves, and the app shows
a refusal in the chosen language through `refusal_words`. The bots' reasons are alike:
a bot's `Reason` names keys of `game.text.en.reasons` and their fields (`game.bots.words`),
its English words are what the bot holds, and the app shows it in the chosen language
through `reason_words` (the move log's Why?) and `reason_why` (the Hint line). The names
of cards and melds (inside refusals and reasons too) are built from a game's state in one
module per game (`game/rules/*/words.py`, the bots' word helpers): the next step for a
second language, not yet taken.
"""

from __future__ import annotations

import functools
import string
from typing import Any

from game.text import en

CATALOGUES: dict[str, dict[str, str]] = {"en": en.TEXT}
LANGUAGES = tuple(CATALOGUES)

_chosen = {"language": "en"}


def set_language(code: str) -> None:
    """Show the app in `code` from now on; ValueError naming an unknown language."""
    if code not in CATALOGUES:
        raise ValueError(f"no words for the language {code!r} (known: {', '.join(LANGUAGES)})")
    _chosen["language"] = code


def language() -> str:
    """The language the app speaks now."""
    return _chosen["language"]


def tr(key: str, /, **fields: object) -> str:
    """The words for `key` in the chosen language, `fields` filled in
    (`tr("menu.continue", game="Crowns")`); KeyError naming a key no catalogue has."""
    template = CATALOGUES[_chosen["language"]].get(key)
    if template is None:
        template = en.TEXT[key]
    return template.format(**fields) if fields else template


def refusal_words(refusal: Any) -> str:
    """A rules engine's refusal (`IllegalAction`) in the chosen language: the words of the
    key it names, its fields filled in, or its English `reason` when it names none."""
    if refusal.key is None:
        return refusal.reason
    return tr(refusal.key, **refusal.fields)


def reason_words(reason: Any, public: bool = False) -> str:
    """A bot's reason (`game.bots.words.Reason`) in the chosen language: "what — why";
    `public`: as the live move log shows it, naming no card hidden from the table
    (issue 18). A reason that names no keys (a bot's crash, say) as it is."""
    worded = getattr(reason, "worded", None)
    return reason if worded is None else worded(tr, public=public)


def reason_why(reason: Any) -> str:
    """The why of a bot's reason in the chosen language, as a hint adds it to the move it
    shows (the whole reason where it has no why)."""
    explained = getattr(reason, "explained", None)
    return reason if explained is None else explained(tr)


def game_name(game: str) -> str:
    """A game's name as players read it: "Crowns" for "crowns" (a game the catalogue
    does not name, such as a test's toy, by its id)."""
    try:
        return tr(f"games.{game}")
    except KeyError:
        return game.capitalize()


@functools.cache
def fields_of(template: str) -> frozenset[str]:
    """The names a template fills in ("{name} drew" -> {"name"}); kept per template, as
    every bot decision asks it of its reason's phrases."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)
