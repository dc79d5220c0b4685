"""What a Rumski turn did to the Community, in the move log's words (issue 18): the
cards played and the melds they went to, the meld that opened the player (RU-6), and a
rearrangement shown by its melds before and after (RU-7: split, join, move).

A meld is named as it lies on the table (RU-4: a run low to high with the wild where
it stands, a group in colour order with its wild last): "green 4-5-wild-7",
"11s (red, purple, wild)".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from game.bots.words import listed, named
from game.rules.rumski.deck import COLOUR_WORDS
from game.rules.rumski.melds import GROUP, layouts
from game.text import tr

Meld = Sequence[Any]
MELDS_NAMED = 4  # one side of a rearrangement names at most this many melds, then counts


def meld_words(meld: Meld) -> str:
    """A meld as it lies: 'green 4-5-wild-7', '11s (red, purple, wild)'; an unfinished one
    lists its cards."""
    readings = layouts(meld)
    if not readings:
        return ", ".join(card.name for card in meld)
    reading = readings[0]
    wild = tr("rumski.wild_short")
    if reading.kind == GROUP:
        number = next(card.number for card in reading.cards if not card.is_wild)
        # a group's wild may stand for any colour it lacks: it is named last
        colours = [COLOUR_WORDS[card.colour] for card in reading.cards if not card.is_wild]
        colours += [wild] * (len(reading.cards) - len(colours))
        return tr("rumski.meld_group", number=number, colours=", ".join(colours))
    colour = next(card.colour for card in reading.cards if not card.is_wild)
    numbers = "-".join(wild if card.is_wild else str(card.number) for card in reading.cards)
    return tr("rumski.meld_run", colour=COLOUR_WORDS[colour], numbers=numbers)


def melds_words(melds: Iterable[Meld]) -> str:
    """Several melds: 'red 3-4-5 and 7s (green, red, blue)', at most MELDS_NAMED named."""
    words = [meld_words(meld) for meld in melds]
    if len(words) > MELDS_NAMED:
        more = tr("rumski.more_melds", count=len(words) - MELDS_NAMED)
        words = [*words[:MELDS_NAMED], more]
    return listed(words)


def as_laid(cards: Counter, melds: Iterable[Meld]) -> list:
    """The `cards` in the order they lie in `melds` (each meld as it is read, RU-4)."""
    left, found = Counter(cards), []
    for meld in melds:
        readings = layouts(meld)
        for card in readings[0].cards if readings else meld:
            if left[card] > 0:
                left[card] -= 1
                found.append(card)
    return found + sorted(left.elements())


def take(melds: list[Meld], found: Meld) -> None:
    """Remove one meld holding the same cards as `found` from `melds`."""
    for index, meld in enumerate(melds):
        if Counter(meld) == Counter(found):
            del melds[index]
            return


def play_clauses(
    before: Sequence[Meld], after: Sequence[Meld], cards: Sequence[Any], opening: Meld = ()
) -> list[str]:
    """What a turn did, clause by clause: 'opened with …', 'laid …', 'played the green 6
    to green 4-5-wild-7', 'rearranged … into … with …'. Melds the turn left alone are not
    named; whatever is not a plain new meld or a meld grown by hand cards is a
    rearrangement, said by its melds before and after."""
    gone = [tuple(meld) for meld in before]
    made = []
    for meld in after:  # a meld left as it was is no news
        if any(Counter(meld) == Counter(old) for old in gone):
            take(gone, meld)
        else:
            made.append(tuple(meld))
    hand = Counter(cards)
    clauses = []
    if opening and any(Counter(meld) == Counter(opening) for meld in made):
        take(made, opening)
        hand -= Counter(opening)
        clauses.append(tr("rumski.clause_opened", meld=meld_words(opening)))
    for meld in list(made):  # new melds of hand cards alone
        if Counter(meld) <= hand:
            take(made, meld)
            hand -= Counter(meld)
            clauses.append(tr("rumski.clause_laid", meld=meld_words(meld)))
    for old in list(gone):  # melds grown by hand cards, the rest kept
        for meld in made:
            grown = Counter(meld) - Counter(old)
            if Counter(old) <= Counter(meld) and grown <= hand:
                take(gone, old)
                take(made, meld)
                hand -= grown
                added = named(as_laid(grown, [meld]))
                clauses.append(tr("rumski.clause_added", cards=added, meld=meld_words(old)))
                break
    if gone or made:
        was, now = melds_words(gone), melds_words(made)
        if hand:
            played = named(as_laid(hand, made))
            clauses.append(tr("rumski.clause_rearranged_with", before=was, after=now, cards=played))
        else:
            clauses.append(tr("rumski.clause_rearranged", before=was, after=now))
    return clauses


def play_line(name: str, event: Any) -> str:
    """The log's line for a committed turn (a LaidDown event)."""
    clauses = play_clauses(event.before, event.community, event.cards, event.opening)
    return tr("rumski.log_turn", name=name, what=listed(clauses))
