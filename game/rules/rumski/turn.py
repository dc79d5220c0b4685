"""The checks of a Rumski turn, as pure functions of the acting seat's observation.

The engine refuses actions with them, and the legal-move generator and the bots use
the very same checks, so "what may I do" and "what does the engine accept" cannot
drift apart. Each returns None when all is well, or a `Problem`: the refusal the engine
raises (`IllegalAction.of`: rule id, catalogue key, fields).

Implements the turn-end transaction: RU-6 (open from one's own hand), RU-7 (every
Community card stays; every meld legal), RU-8 (wilds), RU-9 (discard or knock,
colour-or-number, the forced new pile), RU-10 (checked only when the turn ends),
RU-12 (two seats: no going out on the turn one first lays down).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.rules.engine import IllegalAction
from game.rules.rumski.actions import FROM_NOTHING, Community
from game.rules.rumski.deck import RumskiCard
from game.rules.rumski.melds import is_meld
from game.rules.rumski.observation import RumskiObservation

# Why an action is refused: the refusal itself, made here and raised by the engine.
Problem = IllegalAction


def community_cards(community: Community) -> Counter:
    """Every card of a Community, counted (wilds are alike)."""
    return Counter(card for meld in community for card in meld)


def names(cards: Iterable[RumskiCard]) -> str:
    """Cards in RU-2 notation, for messages."""
    return " ".join(str(card) for card in cards)


def meld_key(meld: Iterable[RumskiCard]) -> tuple[RumskiCard, ...]:
    """A meld as a set of cards: where its cards lie inside it does not matter (RU-4)."""
    return tuple(sorted(meld))


def melds_of(community: Community) -> Counter:
    """A Community's melds, each as a set of cards (`meld_key`), counted: the order of
    the melds, like that of the cards in each, does not matter (RU-4, RU-7)."""
    return Counter(meld_key(meld) for meld in community)


def same_melds(before: Community, after: Community) -> bool:
    """Whether `after` holds the very melds of `before`, perhaps in another order: a
    Community only put in another order is no play at all."""
    return melds_of(before) == melds_of(after)


def matches_top(card: RumskiCard, top: RumskiCard | None) -> bool:
    """RU-9: a discard matches the top card's colour or number; anything matches a
    wild on top or an empty pile."""
    if top is None or top.is_wild:
        return True
    return card.colour == top.colour or card.number == top.number


def opening_meld(community: Community, from_hand: Counter) -> tuple[RumskiCard, ...] | None:
    """A legal meld of the proposed Community made only of hand cards (RU-6), if any."""
    for meld in community:
        if Counter(meld) <= from_hand and is_meld(list(meld)):
            return tuple(meld)
    return None


def touched(before: Community, after: Community) -> bool:
    """Whether some meld of `before` is not in `after` as it was: added to, taken from,
    split, joined or rearranged (RU-6). New melds beside the old ones touch nothing."""
    if after == before:
        return False
    kept = melds_of(after)
    return any(kept[key] < count for key, count in melds_of(before).items())


def may_touch(obs: RumskiObservation, community: Community) -> bool:
    """RU-6: whether the seat may change the Community's melds in the proposed
    `community`: it opened earlier this round, or `community` holds its opening meld
    (it may open and go on playing to the Community in the same turn)."""
    if obs.opened[obs.seat]:
        return True
    from_hand = community_cards(community) - community_cards(obs.community_at_draw)
    return opening_meld(community, from_hand) is not None


def opening_problem(obs: RumskiObservation, community: Community) -> Problem | None:
    """RU-6, the one check the engine (staging and ending a turn) and the move generator
    share: until a seat has opened, it may not add to, take from or rearrange any
    Community meld, with hand cards or without."""
    if obs.opened[obs.seat]:
        return None
    if touched(obs.community_at_draw, community) and not may_touch(obs, community):
        return IllegalAction.of("RU-6", "refusal.rumski.open_before_changing")
    return None


def staging_problem(obs: RumskiObservation, community: Community) -> Problem | None:
    """Whether `community` may be staged now (melds may still be unfinished, RU-10)."""
    old = community_cards(obs.community_at_draw)
    new = community_cards(community)
    missing = old - new
    if missing:
        return IllegalAction.of("RU-7", "refusal.rumski.must_stay", cards=names(missing.elements()))
    if any(len(meld) == 0 for meld in community):
        return IllegalAction.of("RU-7", "refusal.rumski.empty_meld")
    from_hand = new - old
    not_held = from_hand - Counter(obs.hand + obs.staged)
    if not_held:
        return IllegalAction.of("RU-7", "refusal.rumski.not_held", cards=names(not_held.elements()))
    return opening_problem(obs, community)


def community_problem(obs: RumskiObservation) -> Problem | None:
    """Whether the staged Community may end the turn (RU-6, RU-7, RU-8)."""
    community = obs.community
    from_hand = community_cards(community) - community_cards(obs.community_at_draw)
    if from_hand and not may_touch(obs, community):
        return IllegalAction.of("RU-6", "refusal.rumski.first_meld_own")
    problem = opening_problem(obs, community)
    if problem is not None:
        return problem
    wild_was_in_community = any(card.is_wild for meld in obs.community_at_draw for card in meld)
    for meld in community:
        if is_meld(list(meld)):
            continue
        if wild_was_in_community and any(card.is_wild for card in meld):
            return IllegalAction.of("RU-8", "refusal.rumski.freed_wild_meld", cards=names(meld))
        return IllegalAction.of("RU-7", "refusal.rumski.not_a_meld", cards=names(meld))
    wilds_at_draw = sum(card.is_wild for card in obs.hand + obs.staged)
    wilds_kept = sum(card.is_wild for card in obs.hand)
    if wilds_kept > wilds_at_draw - obs.wilds_to_place:
        return IllegalAction.of("RU-8", "refusal.rumski.play_taken_wild")
    return None


def end_problem(obs: RumskiObservation, discard: RumskiCard | None) -> Problem | None:
    """Whether the turn may end now by discarding `discard`, or by knocking when None."""
    return community_problem(obs) or ending_problem(obs, discard)


def ending_problem(obs: RumskiObservation, discard: RumskiCard | None) -> Problem | None:
    """The discard-or-knock part of `end_problem`, the staged Community aside."""
    hand = Counter(obs.hand)
    if discard is not None and obs.drew == FROM_NOTHING:
        return IllegalAction.of("RU-13", "refusal.rumski.knock_on_nothing")
    if discard is not None:
        if not hand[discard]:
            return IllegalAction.of("RU-9", "refusal.rumski.not_held", cards=names([discard]))
        if discard.is_wild:
            return IllegalAction.of("RU-8", "refusal.rumski.wild_discarded")
        if not obs.must_new_pile and not matches_top(discard, obs.top_discard):
            top = obs.top_discard
            return IllegalAction.of("RU-9", "refusal.rumski.no_match", card=discard, top=top)
    elif obs.must_new_pile and any(not card.is_wild for card in obs.hand):
        return IllegalAction.of("RU-9", "refusal.rumski.start_new_pile")
    left = len(obs.hand) - (discard is not None)
    if left == 0 and obs.seats == 2 and not obs.laid_before[obs.seat]:
        return IllegalAction.of("RU-12", "refusal.rumski.two_seat_going_out")
    return None
