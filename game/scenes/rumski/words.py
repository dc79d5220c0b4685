"""What a Rumski turn did to the Community, in the move log's words (issue 18): the
cards played and the melds they went to, the meld that opened the player (RU-6), and a
rearrangement shown by its melds before and after (RU-7: split, join, move).

A meld is named as it lies on the table (RU-4), in few words, as Sting's are: a run
low to high with the wild where it stands ("green 4-5-wild-7"; a long one "green 2 to
9 with a wild"), a group by its size and number ("three 11s with a wild"). The log is
narrow, so a line names at most a few melds and cards and counts the rest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.words import named
from game.rules.cards import colour_words
from game.rules.rumski.melds import GROUP, layouts
from game.text import tr
from game.text.said import Listed
from game.ui.rumski.community_edit import reading_as_laid

Meld = Sequence[Any]
# The log is narrow (a third of the felt): a turn's line stays within a few rows.
MELDS_NAMED = 2  # one side of a rearrangement names at most this many melds, then counts
CARDS_NAMED = 3  # a line names at most this many cards played, else counts them
LISTED_UP_TO = 5  # a longer run says "green 2 to 8" rather than every number
# A group's size in words (RU-4: a group is three or more cards of one number).
COUNT_WORDS = {3: "rumski.count_3", 4: "rumski.count_4", 5: "rumski.count_5"}
LINE_BUDGET = 90  # characters: about two rows of the log at any window size


def meld_words(meld: Meld) -> str:
    """A meld as it lies, in few words: 'green 4-5-wild-7', 'green 2 to 8 with a wild',
    'three 11s with a wild'; an unfinished one lists its cards."""
    reading = reading_as_laid(meld)
    if reading is None:
        return ", ".join(card.worded(tr) for card in meld)
    wilds = len(meld) - sum(1 for card in meld if not card.is_wild)
    if reading.kind == GROUP:
        number = next(card.number for card in reading.cards if not card.is_wild)
        count = tr(COUNT_WORDS[len(meld)]) if len(meld) in COUNT_WORDS else str(len(meld))
        key = "rumski.meld_group_wild" if wilds else "rumski.meld_group"
        return tr(key, count=count, number=number)
    colour = colour_words(next(card.colour for card in reading.cards if not card.is_wild))
    if len(meld) <= LISTED_UP_TO:
        wild = tr("rumski.wild_short")
        numbers = "-".join(wild if card.is_wild else str(card.number) for card in reading.cards)
        return tr("rumski.meld_run", colour=colour, numbers=numbers)
    low = min(card.number or reading.wild_as.number for card in reading.cards)
    high = max(card.number or reading.wild_as.number for card in reading.cards)
    key = "rumski.meld_long_run_wild" if wilds else "rumski.meld_long_run"
    return tr(key, colour=colour, low=low, high=high)


def melds_words(melds: Iterable[Meld]) -> str:
    """Several melds: 'red 3-4-5 and three 7s', at most MELDS_NAMED named."""
    words = [meld_words(meld) for meld in melds]
    if len(words) > MELDS_NAMED:
        more = tr("rumski.more_melds", count=len(words) - MELDS_NAMED)
        words = [*words[:MELDS_NAMED], more]
    return Listed(words).worded(tr)


def melds_count(count: int) -> str:
    """'1 meld', '3 melds'."""
    return tr("rumski.melds", count=count)


def cards_words(cards: Sequence[Any]) -> str:
    """The cards a turn played: 'the green 6 and red 11', or past CARDS_NAMED (or when
    they are only counted, None each) '5 cards'."""
    if len(cards) > CARDS_NAMED or None in cards:
        return tr("rumski.cards", count=len(cards))
    return named(cards).worded(tr)


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


@dataclass
class TurnPlay:
    """What one turn did to the Community: the meld that `opened` the player, the new
    melds `laid` of hand cards alone, the melds `added` to ((hand cards, the meld as it
    was)), the melds whose wild was `swapped` for hand cards (the same), the new melds
    `relaid` with wilds swapped out, and a rearrangement: the melds `gone` and `made`,
    with the hand cards `joined` into it; how many hand cards it `played` in all."""

    opened: Meld = ()
    laid: list = field(default_factory=list)
    added: list = field(default_factory=list)
    swapped: list = field(default_factory=list)
    relaid: list = field(default_factory=list)
    played: int = 0  # hand cards played besides the opening meld
    gone: list = field(default_factory=list)
    made: list = field(default_factory=list)
    joined: list = field(default_factory=list)


def turn_play(
    before: Sequence[Meld], after: Sequence[Meld], cards: Sequence[Any], opening: Meld = ()
) -> TurnPlay:
    """Sort a turn's change into new melds, melds grown by hand cards and a
    rearrangement (whatever else changed, by its melds before and after). Melds the
    turn left alone are no news."""
    play = TurnPlay(played=len(cards) - len(opening))
    gone = [tuple(meld) for meld in before]
    made = []
    for meld in after:
        if any(Counter(meld) == Counter(old) for old in gone):
            take(gone, meld)
        else:
            made.append(tuple(meld))
    hand = Counter(cards)
    if opening and any(Counter(meld) == Counter(opening) for meld in made):
        take(made, opening)
        hand -= Counter(opening)
        play.opened = tuple(opening)
    for meld in list(made):  # new melds of hand cards alone
        if Counter(meld) <= hand:
            take(made, meld)
            hand -= Counter(meld)
            play.laid.append(meld)
    for old in list(gone):  # melds grown by hand cards, the rest kept
        for meld in made:
            grown = Counter(meld) - Counter(old)
            if Counter(old) <= Counter(meld) and grown <= hand:
                take(gone, old)
                take(made, meld)
                hand -= grown
                play.added.append((as_laid(grown, [meld]), old))
                break
    freed: Counter = Counter()
    for old in list(gone):  # a wild swapped out for the hand card it stood for (RU-8)
        for meld in made:
            out, put = Counter(old) - Counter(meld), Counter(meld) - Counter(old)
            if out and all(card.is_wild for card in out) and put and put <= hand:
                take(gone, old)
                take(made, meld)
                hand -= put
                freed += out
                play.swapped.append((as_laid(put, [meld]), old))
                break
    for meld in list(made):  # new melds of hand cards and the wilds swapped out
        if Counter(meld) <= hand + freed:
            take(made, meld)
            freed -= Counter(meld) - hand
            hand -= Counter(meld)
            play.relaid.append(meld)
    play.gone, play.made, play.joined = gone, made, as_laid(hand, made)
    return play


def play_clauses(play: TurnPlay, detail: int = 0) -> list[str]:
    """A turn's clauses: 'opened with …', 'laid …', 'played the green 6 to green
    4-5-wild-7', 'rearranged … into … with …'. `detail` 0 names every meld (a few, then
    counts); 1 counts the melds of a rearrangement; 2 says only how many cards went to
    the Community (besides an opening)."""
    clauses = []
    if play.opened:
        clauses.append(tr("rumski.clause_opened", meld=meld_words(play.opened)))
    if detail >= 2:
        if play.played:
            played = cards_words([None] * play.played)
            clauses.append(tr("rumski.clause_played", cards=played))
        return clauses
    for meld in play.laid:
        clauses.append(tr("rumski.clause_laid", meld=meld_words(meld)))
    for cards, old in play.added:
        clauses.append(tr("rumski.clause_added", cards=cards_words(cards), meld=meld_words(old)))
    for cards, old in play.swapped:
        clauses.append(tr("rumski.clause_swapped", cards=cards_words(cards), meld=meld_words(old)))
    for meld in play.relaid:
        clauses.append(tr("rumski.clause_laid", meld=meld_words(meld)))
    if play.gone or play.made:
        if detail:
            was, now = melds_count(len(play.gone)), melds_count(len(play.made))
        else:
            was, now = melds_words(play.gone), melds_words(play.made)
        if play.joined:
            clauses.append(
                tr(
                    "rumski.clause_rearranged_with",
                    before=was,
                    after=now,
                    cards=cards_words(play.joined),
                )
            )
        else:
            clauses.append(tr("rumski.clause_rearranged", before=was, after=now))
    return clauses


def play_line(name: str, event: Any) -> str:
    """The log's line for a committed turn (a LaidDown event): as much detail as fits
    in LINE_BUDGET characters (two rows of the log), less where it would not."""
    play = turn_play(event.before, event.community, event.cards, event.opening)
    for detail in (0, 1, 2):
        line = tr("rumski.log_turn", name=name, what=Listed(play_clauses(play, detail)))
        if len(line) <= LINE_BUDGET:
            break
    return line
