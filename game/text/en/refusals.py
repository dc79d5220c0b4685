"""English words of the rules engines' refusals: the sentence an `IllegalAction` gives
a player when the rules refuse a move (made by `IllegalAction.of(rule, key, **fields)`).

Refusals every game makes are `refusal.<what>`; one game's own are
`refusal.<game>.<what>`. A card in a field is named as the game's word module names it
("the 7 of stars"), not through this catalogue.
"""

TEXT: dict[str, str] = {
    # Every game.
    "refusal.game_over": "The game is over.",
    "refusal.not_an_action": "{action} is not a {game} action.",
    "refusal.not_your_turn": "It is seat {turn}'s turn, not seat {seat}'s.",
    "refusal.discard_empty": "The discard pile is empty.",
    # Crowns.
    "refusal.crowns.draw_first": "Draw a card first, from the stock or the discard pile.",
    "refusal.crowns.drawn_already": "You have drawn already: discard a card to end your turn.",
    "refusal.crowns.draw_where": "Draw from the stock or from the discard pile.",
    "refusal.crowns.not_held": "You do not hold {card}.",
    "refusal.crowns.no_throw_back": (
        "You cannot throw back {card}, the card you just took from the pile."
    ),
    "refusal.crowns.just_discard": (
        "Someone has gone out: just discard, your melds are laid for you."
    ),
    "refusal.crowns.lay_all": "To go out, lay down every card but the one you discard.",
    "refusal.crowns.not_a_meld": "{cards} is not a book or a run.",
}
