"""The system's language: what the app speaks until the player chooses (issue 20).

The language setting's default is `SYSTEM`, "as the system": the first language the
system names that the app has words for, else English. The system names its languages
in the environment on Linux and in a terminal anywhere (`LANGUAGE`, a list by
preference, then `LC_ALL`, `LC_MESSAGES`, `LANG`: "de_DE.UTF-8", "C" for none); an app
started from Windows' Start menu or macOS's Finder has none of those, so the user's
interface language is asked of the system itself (Windows' GetUserDefaultUILanguage,
macOS's AppleLanguages preference).
"""

from __future__ import annotations

import locale
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping

SYSTEM = "system"  # the language setting's value meaning "as the system"
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
NONE = {"", "C", "POSIX"}  # a locale naming no language


def code_of(name: str) -> str:
    """A locale's language code: "de" for "de_DE.UTF-8", "pt-BR" or "fr_CA@euro"."""
    return name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()


def named_in(environ: Mapping[str, str]) -> list[str]:
    """The languages the environment names, by preference."""
    names = []
    for variable in ENVIRONMENT:
        value = environ.get(variable, "")
        names.extend(part for part in value.split(":") if part not in NONE)
    return names


def named_by_system() -> list[str]:
    """The user's interface languages as Windows or macOS name them (none elsewhere, or
    when the system cannot be asked)."""
    try:
        if sys.platform == "win32":
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            return [locale.windows_locale.get(lcid, "")]
        if sys.platform == "darwin":
            answer = subprocess.run(
                ["defaults", "read", "-g", "AppleLanguages"],
                capture_output=True,
                text=True,
                timeout=2,
            )
            return apple_languages(answer.stdout)
    except (OSError, ValueError, AttributeError, subprocess.SubprocessError):
        pass
    return []


def apple_languages(listed: str) -> list[str]:
    """The languages of `defaults read -g AppleLanguages`: '(\n    "de-DE",\n    "en"\n)'
    -> ["de-DE", "en"]."""
    return [name for part in listed.split(",") if (name := part.strip(' "()\n\t'))]


def system_language(
    offered: Iterable[str],
    environ: Mapping[str, str] | None = None,
    system: Callable[[], list[str]] | None = None,
) -> str:
    """The first language the environment (or else the system: `system`, by default
    `named_by_system`) names that is `offered`; English when none is."""
    offered = set(offered)
    names = named_in(os.environ if environ is None else environ) or (system or named_by_system)()
    return next((code_of(name) for name in names if code_of(name) in offered), "en")
