"""Numbers, dates and times as the chosen language writes them (issue 20), through
Babel's CLDR data: "22.11.2026, 15:30" in German, "Nov 22, 2026, 3:30 PM" in English;
"1.234,5" and "42 %" against "1,234.5" and "42%". Moments are shown on the player's
own clock (`game.store.saves.CLOCK_ZONE`, the computer's time zone unless a test fixes
one); the app stores them in UTC.
"""

from __future__ import annotations

from datetime import datetime

from babel import Locale
from babel.dates import format_date, format_time
from babel.numbers import format_decimal, format_percent

from game.text import language


def moment_words(moment: datetime) -> str:
    """A date and time of day: '22.11.2026, 15:30' (German), 'Nov 22, 2026, 3:30 PM'."""
    code = language()
    joined = Locale.parse(code).datetime_formats["medium"]
    return joined.format(
        format_time(moment, "short", locale=code), format_date(moment, "medium", locale=code)
    )


def time_words(moment: datetime) -> str:
    """A time of day: '15:30', '3:30 PM'."""
    return format_time(moment, "short", locale=language())


def number_words(number: float, decimals: int = 0) -> str:
    """A number with the language's digit grouping and decimal sign: '1.234,5'."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(number, pattern, locale=language())


def percent_words(share: float) -> str:
    """A share as a percentage: '42 %' (German, French, Spanish), '42%' (English)."""
    return format_percent(share, locale=language())
