"""A simple human player for Sting tests: what a person playing plainly by mouse would
do next (draw 1, answer a pass with a Take-It-Back, pass a meld away, lay a meld of
numbered cards, add a numbered card, else discard). The same choices drive the engine
alone and the table by posted mouse events, so the two can be compared."""

from game.rules import sting


def human_move(observation):
    """The next action of the plain human player at `observation.seat`."""
    seat = observation.seat
    hand = observation.hand
    if observation.phase == sting.DRAW:
        return sting.Draw(seat, 1)
    if observation.phase == sting.TAKE_BACK:
        if any(card.face == "TB" for card in hand):
            return sting.TakeItBack(seat)
        return sting.AcceptPass(seat)
    legal = sting.legal_actions(observation)
    for action in legal:
        if isinstance(action, sting.PassAPile):
            return action
    lays = [
        action
        for action in legal
        if isinstance(action, sting.LayMeld)
        and not action.from_discard
        and not any(card.face for card in action.cards)
    ]
    if lays:
        return max(lays, key=lambda action: len(action.cards))
    for action in legal:
        if (
            isinstance(action, sting.AddToMeld)
            and not action.from_discard
            and len(action.cards) == 1
            and not action.cards[0].face
        ):
            return action
    keep = [card for card in hand if card.face != "TB"] or list(hand)
    return sting.Discard(seat, keep[0])
