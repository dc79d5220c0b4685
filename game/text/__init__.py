"""Every word the app shows a player, in one place (issue 7: language-ready; issue 20:
five languages).

Screens, tables, lessons and the store's notices never write player text inline:
they ask `tr("key", **fields)` ("translated"), and the words live in a catalogue per
language — English, the source, in `game.text.en`; every other language in a gettext
PO file, `po/<code>.po`, which translators write (`scripts/messages.py`, README). Every
language with a file is listed in `CATALOGUES` and chosen by the `language` setting
(`set_language`); its file is read the first time it is spoken (`pofiles.words`), and
a key it lacks, or has only fuzzy or untranslated, is said in English. Words by number
are an entry of several forms, the field `count` choosing by the language's CLDR rule
(`game.text.plural`). `tests/test_text.py` keeps it so: every key asked for exists with
the fields it is given, and no module of the app's screens holds player text of its own.

The rules engines' refusals name a key of `game.text.en.refusals` and its fields
(`IllegalAction.of`); the engines fill in the English words themselves, and the app shows
a refusal in the chosen language through `refusal_words`. The bots' reasons are alike:
a bot's `Reason` names keys of `game.text.en.reasons` and their fields (`game.bots.words`),
its English words are what the bot holds, and the app shows it in the chosen language
through `reason_words` (the move log's Why?) and `reason_why` (the Hint line). Cards
and melds are named by catalogue entries too (`names.*`: each deck's `Card.worded`, the
games' meld words): a field may hold the card, colour or meld itself (`game.text.said`),
and `tr` words it in the chosen language, as `en.words` does in English. Numbers, dates
and times are written as the language writes them (`game.text.local`).
"""

from __future__ import annotations

import functools
import logging
import string
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.text import en, plural, said
from game.text.system import SYSTEM, system_language

PO_DIR = Path(__file__).resolve().parent / "po"


class Translation(Mapping):
    """One language's words from its PO file, read at first use: key -> entry (a
    template, or its plural forms), and `plural`, the language's plural rule."""

    def __init__(self, path: Path):
        self.path = path

    @functools.cached_property
    def _read(self) -> tuple[dict[str, plural.Entry], str]:
        from babel.messages.pofile import PoFileError

        from game.text import pofiles  # Babel, imported only when a translation is spoken

        try:
            return pofiles.words(self.path)
        except (OSError, ValueError, PoFileError) as problem:  # the app speaks English
            logging.getLogger("wildmeld.text").warning("%s unreadable: %s", self.path, problem)
            return {}, plural.ENGLISH

    @property
    def plural(self) -> str:
        return self._read[1]

    def __getitem__(self, key: str) -> plural.Entry:
        return self._read[0][key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read[0])

    def __len__(self) -> int:
        return len(self._read[0])


def _catalogues() -> dict[str, Mapping[str, plural.Entry]]:
    found = {path.stem: Translation(path) for path in PO_DIR.glob("*.po")}
    return {code: found.get(code, en.TEXT) for code in sorted({"en", *found})}


CATALOGUES: dict[str, Mapping[str, plural.Entry]] = _catalogues()
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


def chosen_language(choice: str) -> str:
    """The language the language setting's value `choice` speaks: itself, or for
    `SYSTEM` (the default) the system's language where the app has words for it, else
    English (`game.text.system`)."""
    return system_language(LANGUAGES) if choice == SYSTEM else choice


@functools.cache
def language_name(code: str) -> str:
    """A language named in itself, as a list of languages offers it: "Deutsch",
    "English", "Español", "Français", "Nederlands" (CLDR's names, through Babel); a code
    CLDR does not know (a file po/xx.po) by itself."""
    from babel import Locale, UnknownLocaleError

    try:
        name = Locale.parse(code).get_display_name(code) or code
    except (UnknownLocaleError, ValueError):
        name = code
    return name[:1].upper() + name[1:]


# pygame_gui's own words in the widgets Wildmeld shows (the file picker's buttons and
# tooltips), said in the chosen language: its id -> our key (`widget_words`).
WIDGET_KEYS = {
    "pygame-gui.OK": "gui.ok",
    "pygame-gui.Cancel": "gui.cancel",
    "pygame-gui.Home_directory": "gui.home_folder",
    "pygame-gui.Parent_directory": "gui.parent_folder",
    "pygame-gui.Refresh_directory": "gui.refresh_folder",
    "pygame-gui.Delete": "gui.delete",
}


def widget_words() -> dict[str, str]:
    """pygame_gui's words for its widgets in the chosen language, by its ids."""
    return {theirs: tr(ours) for theirs, ours in WIDGET_KEYS.items()}


def tr(key: str, /, **fields: object) -> str:
    """The words for `key` in the chosen language, `fields` filled in
    (`tr("menu.continue", game="Crowns")`; `tr("table.cards", count=3)` for words by
    number); KeyError naming a key no catalogue has."""
    catalogue = CATALOGUES[_chosen["language"]]
    entry = catalogue.get(key)
    if entry is None:
        entry, rule = en.TEXT[key], plural.ENGLISH
    else:
        rule = getattr(catalogue, "plural", plural.ENGLISH)
    fields = said.resolved(fields, tr)
    template = plural.form(entry, fields, rule)
    return template.format(**fields) if fields else template


def refusal_words(refusal: Any, names: Sequence[str] = ()) -> str:
    """A rules engine's refusal (`IllegalAction`) in the chosen language: the words of the
    key it names, its fields filled in, or its English `reason` when it names none; the
    seats it names called by `names`, the table's (`said.naming`)."""
    if refusal.key is None:
        return refusal.reason
    return said.naming(tr, names)(refusal.key, **refusal.fields)


def reason_words(reason: Any, public: bool = False, names: Sequence[str] = ()) -> str:
    """A bot's reason (`game.bots.words.Reason`) in the chosen language: "what — why";
    `public`: as the live move log shows it, naming no card hidden from the table
    (issue 18); the seats it names called by `names`, the table's ("Bo's meld", "your
    meld": `said.naming`). A reason that names no keys (a bot's crash, say) as it is."""
    worded = getattr(reason, "worded", None)
    return reason if worded is None else worded(said.naming(tr, names), public=public)


def reason_why(reason: Any, names: Sequence[str] = ()) -> str:
    """The why of a bot's reason in the chosen language, as a hint adds it to the move it
    shows (the whole reason where it has no why); seats called by `names`."""
    explained = getattr(reason, "explained", None)
    return reason if explained is None else explained(said.naming(tr, names))


def game_name(game: str) -> str:
    """A game's name as players read it: "Crowns" for "crowns" (a game the catalogue
    does not name, such as a test's toy, by its id)."""
    try:
        return tr(f"games.{game}")
    except KeyError:
        return game.capitalize()


@functools.cache
def fields_of(entry: plural.Entry) -> frozenset[str]:
    """The names a template fills in ("{name} drew" -> {"name"}; of words by number, what
    any of its forms fills in, and `count`, which chooses the form); kept per entry, as
    every bot decision asks it of its reason's phrases."""
    chooses = set() if isinstance(entry, str) else {"count"}
    return (
        frozenset(
            name
            for template in plural.forms(entry)
            for _, name, _, _ in string.Formatter().parse(template)
            if name
        )
        | chooses
    )
