"""Crowns' best arrangement of a hand: the least deadwood it can leave (CR-13).

What a meld is (CR-10) is `melds.py`'s; this module searches for the best set of them.

`min_deadwood(cards, wild_rank)` is the least total value (CR-3) left unmelded when `cards`
are arranged into books and runs; `best_arrangement` returns melds and leftover achieving it.

How the search stays small (pure Python, 14 cards well under a millisecond typically):

* Wilds (jokers and wild-rank cards) are interchangeable inside melds, so a hand is a
  count of wilds plus the multiset of natural cards. Naturals are packed one integer per
  suit, one octal digit per rank (the digit is how many copies: up to 4 with four packs).
* Suits are symmetric (a card's value does not depend on its suit), so the five suit
  integers are sorted: hands that differ by a renaming of suits share one memo entry.
* The search takes the lowest natural card and decides: deadwood, part of this rank's one
  book (two books of a rank never beat one), or the lowest natural of a run in its suit.
  A run takes every natural of its suit inside its span: swapping a wild at that rank for
  the natural never makes the arrangement worse, so the other choices need not be tried.
* Once any meld exists, spare wilds always fit somewhere (books take any number; a full
  run can be split), so wilds cost nothing unless no meld at all can be made with 1-2 wilds.
* Results are memoised across calls on the canonical key, which bots hit many times a turn
  (the 14 candidate discards of one hand share most of their sub-problems).
* "Can this hand go out?" (`can_go_out`, asked at every discard by `legal_actions`) is the
  same search with no card left over: it answers "no" long before the least deadwood is
  known, which made random-play simulation about twice as fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from game.rules.cards import JOKER, Card
from game.rules.crowns.deck import JOKER_VALUE, SUITS, WILD_VALUE
from game.rules.crowns.melds import MAX_RUN, book_rank

Meld = tuple[Card, ...]

_DIGITS = 11  # ranks 3..13, one octal digit each: K is digit 0 and 3 is digit 10
_LOW = int("1" * _DIGITS, 8)  # the lowest bit of every digit: "is this rank present"
_INF = 10**9
_MEMO: dict[tuple, int] = {}
_OUT_MEMO: dict[tuple, bool] = {}  # `_all_melded`'s answers, on the same keys
_MEMO_LIMIT = 200_000  # entries (about 45 MB); the memo is cleared when it grows past this


def _digit(rank: int) -> int:
    """Low ranks get high digits, so the suit holding the lowest card sorts last."""
    return 13 - rank


_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}


def _encode(cards: Iterable[Card], wild_rank: int) -> tuple[list[int], list[int]]:
    """(suit integers, values of the wilds)."""
    suits = [0, 0, 0, 0, 0]
    wild_values = []
    for card in cards:
        if card.face == JOKER:
            wild_values.append(JOKER_VALUE)
        elif card.rank == wild_rank:
            wild_values.append(WILD_VALUE)
        else:
            suits[_SUIT_INDEX[card.suit]] += 1 << (3 * (13 - card.rank))
    return suits, wild_values


def _penalty(wild_values: Sequence[int]) -> int:
    """What the wilds cost if no meld at all is made: 1 or 2 wilds cannot meld alone."""
    return sum(wild_values) if 0 < len(wild_values) < 3 else 0


def _runs(digit: int, rest: int, wilds: int) -> Iterator[tuple[int, int]]:
    """The runs whose lowest natural is the card at `digit` of a suit holding `rest` besides
    it: (the other naturals it takes, as bits of `rest`; the wilds it needs). A run takes every
    natural of its suit inside its span, wilds filling the gaps and stretching it to 3 cards."""
    if wilds >= 2:
        yield 0, 2
    present = (rest | rest >> 1 | rest >> 2) & _LOW
    taken = 1
    removed = 0
    for last in range(digit - 1, -1, -1):
        bit = 1 << (3 * last)
        span = digit - last + 1
        if present & bit:
            taken += 1
            removed |= bit
            gaps = span - taken
            if gaps > wilds:
                return
            need = gaps if span >= 3 else 3 - taken
            if need <= wilds:
                yield removed, need
        elif span - taken > wilds:
            return


def _least(
    suits: tuple[int, ...], wilds: int, book_digit: int, book_size: int, penalty: int, drop: int
) -> int:
    """Least unmelded value of a canonical state: the memoised search.

    `suits` sorted (the suit with the lowest card last); `book_digit`/`book_size` the open
    book of the lowest rank; `penalty` what 1-2 wilds cost while no meld is made yet (0 once
    one is); `drop` 1 while one natural card may still be thrown away for free (a discard).
    """
    key = (suits, wilds, book_digit, book_size, penalty, drop)
    known = _MEMO.get(key)
    if known is not None:
        return known
    top = suits[4]
    digit = (top.bit_length() - 1) // 3 if top else -1
    if book_size and digit != book_digit:  # every card of the book's rank is placed
        need = 3 - book_size if book_size < 3 else 0
        best = _least(suits, wilds - need, -1, 0, 0, drop) if need <= wilds else _INF
    elif not top:
        best = _INF if drop else penalty
    else:
        best = _INF
        rest = top - (1 << (3 * digit))
        others = suits[:4]
        for removed, need in _runs(digit, rest, wilds):
            value = _least(
                tuple(sorted((*others, rest - removed))),
                wilds - need,
                book_digit,
                book_size,
                0,
                drop,
            )
            if value < best:
                best = value
                if not best:
                    break
        after = tuple(sorted((*others, rest)))
        if best:  # this rank's one book
            value = _least(after, wilds, digit, book_size + 1, penalty, drop)
            if value < best:
                best = value
        if best and drop:  # this card is the discard
            value = _least(after, wilds, book_digit, book_size, penalty, 0)
            if value < best:
                best = value
        card_value = 13 - digit
        if best > card_value and not book_size:  # left over (never beside a book of its rank)
            value = card_value + _least(after, wilds, -1, 0, penalty, drop)
            if value < best:
                best = value
    if len(_MEMO) > _MEMO_LIMIT:
        _MEMO.clear()
    _MEMO[key] = best
    return best


def min_deadwood(cards: Iterable[Card], wild_rank: int) -> int:
    """The least total value left unmelded when `cards` form books and runs (CR-13)."""
    suits, wild_values = _encode(cards, wild_rank)
    return _least(tuple(sorted(suits)), len(wild_values), -1, 0, _penalty(wild_values), 0)


def min_deadwood_after_discard(cards: Iterable[Card], wild_rank: int) -> int:
    """min over every card d of `min_deadwood(cards - d)`: the best discard's result (CR-11).

    One search instead of one per card; 0 means the hand can go out.
    """
    suits, wild_values = _encode(cards, wild_rank)
    return _after_discard(suits, wild_values)


def _after_discard(suits: list[int], wild_values: list[int]) -> int:
    canonical = tuple(sorted(suits))
    wilds = len(wild_values)
    best = _least(canonical, wilds, -1, 0, _penalty(wild_values), 1) if any(suits) else _INF
    if wild_values:  # or throw away a wild, the dearest one
        kept = sorted(wild_values)[:-1]
        best = min(best, _least(canonical, wilds - 1, -1, 0, _penalty(kept), 0))
    return best


def can_go_out(cards: Iterable[Card], wild_rank: int) -> bool:
    """Whether every card but one can be laid in books and runs (CR-11).

    The same answer as `min_deadwood_after_discard(cards, wild_rank) == 0`, found by a
    search that never leaves a card over, so it gives up on a hand far sooner: the
    question every discard of every turn asks (`legal_actions`), and almost always "no".
    """
    suits, wild_values = _encode(cards, wild_rank)
    wilds = len(wild_values)
    canonical = tuple(sorted(suits))
    if any(suits) and _all_melded(canonical, wilds, -1, 0, _penalty(wild_values) > 0, True):
        return True
    if not wild_values:
        return False
    kept = sorted(wild_values)[:-1]  # or throw away a wild
    return _all_melded(canonical, wilds - 1, -1, 0, _penalty(kept) > 0, False)


def melds_everything(cards: Iterable[Card], wild_rank: int) -> bool:
    """Whether all of `cards` can be laid in books and runs: `min_deadwood(...) == 0`,
    by the search that never leaves a card over (`can_go_out`)."""
    suits, wild_values = _encode(cards, wild_rank)
    lone = _penalty(wild_values) > 0
    return _all_melded(tuple(sorted(suits)), len(wild_values), -1, 0, lone, False)


def _all_melded(
    suits: tuple[int, ...], wilds: int, book_digit: int, book_size: int, lone: bool, drop: bool
) -> bool:
    """Whether `_least` of this state is 0: `_least` without its leftover branch (a card
    left over costs its value, never 0). `lone`: 1-2 wilds and no meld yet."""
    key = (suits, wilds, book_digit, book_size, lone, drop)
    known = _OUT_MEMO.get(key)
    if known is not None:
        return known
    top = suits[4]
    digit = (top.bit_length() - 1) // 3 if top else -1
    if book_size and digit != book_digit:  # every card of the book's rank is placed
        need = 3 - book_size if book_size < 3 else 0
        found = need <= wilds and _all_melded(suits, wilds - need, -1, 0, False, drop)
    elif not top:
        found = not drop and not lone
    else:
        rest = top - (1 << (3 * digit))
        others = suits[:4]
        found = any(
            _all_melded(
                tuple(sorted((*others, rest - removed))),
                wilds - need,
                book_digit,
                book_size,
                False,
                drop,
            )
            for removed, need in _runs(digit, rest, wilds)
        )
        after = tuple(sorted((*others, rest)))
        if not found:  # this rank's one book
            found = _all_melded(after, wilds, digit, book_size + 1, lone, drop)
        if not found and drop:  # this card is the discard
            found = _all_melded(after, wilds, book_digit, book_size, lone, False)
    if len(_OUT_MEMO) > _MEMO_LIMIT:
        _OUT_MEMO.clear()
    _OUT_MEMO[key] = found
    return found


def deadwood_after_draws(
    cards: Iterable[Card], wild_rank: int, draws: Iterable[Card]
) -> dict[Card, int]:
    """For each card that might be drawn: the least deadwood after drawing it and throwing
    the best card (`min_deadwood_after_discard(cards + [draw])`), sharing the encoding."""
    suits, wild_values = _encode(cards, wild_rank)
    results = {}
    for draw in draws:
        if draw.face == JOKER or draw.rank == wild_rank:
            value = JOKER_VALUE if draw.face == JOKER else WILD_VALUE
            results[draw] = _after_discard(suits, [*wild_values, value])
        else:
            index = _SUIT_INDEX[draw.suit]
            bit = 1 << (3 * (13 - draw.rank))
            suits[index] += bit
            results[draw] = _after_discard(suits, wild_values)
            suits[index] -= bit
    return results


def _options(suits: Sequence[int], wilds: int, book_digit: int, book_size: int, penalty: int):
    """Every way to place the lowest natural card, as `_least` tries them (no discard).

    Yields (cost now, suits after, wilds after, book digit, book size, penalty, choice) where
    choice is ("close",), ("dead", digit, suit), ("book", digit, suit) or
    ("run", digit, suit, removed digits).
    """
    digit, suit = -1, -1
    for index, packed in enumerate(suits):
        if packed and (packed.bit_length() - 1) // 3 > digit:
            digit, suit = (packed.bit_length() - 1) // 3, index
    if book_size and digit != book_digit:
        need = 3 - book_size if book_size < 3 else 0
        if need <= wilds:
            yield 0, list(suits), wilds - need, -1, 0, 0, ("close",)
        return
    if suit < 0:
        return
    rest = suits[suit] - (1 << (3 * digit))
    after = list(suits)
    after[suit] = rest
    for removed, need in _runs(digit, rest, wilds):
        run_after = list(after)
        run_after[suit] = rest - removed
        choice = ("run", digit, suit, removed)
        yield 0, run_after, wilds - need, book_digit, book_size, 0, choice
    yield 0, after, wilds, digit, book_size + 1, penalty, ("book", digit, suit)
    if not book_size:
        yield 13 - digit, after, wilds, -1, 0, penalty, ("dead", digit, suit)


def best_arrangement(cards: Iterable[Card], wild_rank: int) -> tuple[tuple[Meld, ...], Meld]:
    """Melds and leftover cards leaving the least value (CR-13): the game's auto-arrange."""
    cards = list(cards)
    suits, wild_values = _encode(cards, wild_rank)
    wilds = len(wild_values)
    penalty = _penalty(wild_values)
    by_card: dict[tuple[int, int], list[Card]] = {}
    wild_cards: list[Card] = []
    for card in sorted(cards, key=lambda c: (c.face != JOKER, c.suit, c.rank)):
        if card.face == JOKER or card.rank == wild_rank:
            wild_cards.append(card)
        else:
            by_card.setdefault((SUITS.index(card.suit), _digit(card.rank)), []).append(card)

    def take(suit: int, digit: int) -> Card:
        return by_card[(suit, digit)].pop()

    books: list[list[Card]] = []
    runs: list[dict[int, Card]] = []  # rank -> card, before wilds are placed
    leftover: list[Card] = []
    target = _least(tuple(sorted(suits)), wilds, -1, 0, penalty, 0)
    book_digit, book_size = -1, 0
    book: list[Card] = []
    state = list(suits)
    while True:
        chosen = None
        for option in _options(state, wilds, book_digit, book_size, penalty):
            cost, after, left, digit, size, pen, _ = option
            if cost + _least(tuple(sorted(after)), left, digit, size, pen, 0) == target:
                chosen = option
                break
        if chosen is None:
            break  # nothing left to place
        cost, state, wilds_after, book_digit, book_size, penalty, choice = chosen
        target -= cost
        kind = choice[0]
        if kind == "close":
            need = wilds - wilds_after
            books.append(book + [wild_cards.pop() for _ in range(need)])
            book = []
        elif kind == "dead":
            leftover.append(take(choice[2], choice[1]))
        elif kind == "book":
            book.append(take(choice[2], choice[1]))
        else:
            _, digit, suit, removed = choice
            run = {13 - digit: take(suit, digit)}
            for rank_digit in range(digit - 1, -1, -1):
                if removed >> (3 * rank_digit) & 1:
                    run[13 - rank_digit] = take(suit, rank_digit)
            runs.append(run)
        wilds = wilds_after
    melds = [tuple(book_cards) for book_cards in books]
    for run in runs:
        melds.append(_place_run(run, wild_cards))
    if not melds and 0 < len(wild_cards) < 3:
        return (), tuple(leftover + wild_cards)
    _place_spare_wilds(melds, wild_cards, wild_rank)
    return tuple(melds), tuple(leftover)


def _place_run(run: dict[int, Card], wild_cards: list[Card]) -> Meld:
    """A run (rank -> card) in rank order, wilds filling its gaps and stretching it to 3 cards."""
    low, high = min(run), max(run)
    while high - low + 1 < 3:
        if high < 13:
            high += 1
        else:
            low -= 1
    return tuple(run[r] if r in run else wild_cards.pop() for r in range(low, high + 1))


def _place_spare_wilds(melds: list[Meld], wild_cards: list[Card], wild_rank: int) -> None:
    """Put wilds no meld needed somewhere legal (CR-10): a book, a short run, their own meld."""
    if not wild_cards:
        return
    for index, meld in enumerate(melds):
        if book_rank(meld, wild_rank) is not None:
            melds[index] = meld + tuple(wild_cards)
            wild_cards.clear()
            return
    for index, meld in enumerate(melds):
        room = MAX_RUN - len(meld)
        if room > 0:
            extra = [wild_cards.pop() for _ in range(min(room, len(wild_cards)))]
            melds[index] = meld + tuple(extra)
            if not wild_cards:
                return
    if len(wild_cards) >= 3:
        melds.append(tuple(wild_cards))
    else:  # every meld is a full 3..K run: split one, the spare wilds join the upper part
        full = melds.pop()
        melds.append(full[:3])
        melds.append(tuple(wild_cards) + full[3:])
    wild_cards.clear()
