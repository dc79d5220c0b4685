"""English words of the rules engines' refusals: the sentence an `IllegalAction` gives
a player when the rules refuse a move (made by `IllegalAction.of(rule, key, **fields)`).

Refusals every game makes are `refusal.<what>`; one game's own are
`refusal.<game>.<what>`. A card in a field is named as the game's word module names it
("the 7 of stars"), not through this catalogue.
"""

TEXT: dict[str, str | tuple[str, str]] = {
    # Every game.
    "refusal.game_over": "The game is over.",
    "refusal.not_an_action": "{action} is not a {game} action.",
    "refusal.malformed_action": "That {action} is malformed: its {field} cannot be {value}.",
    "refusal.not_your_turn": "It is {turn:turn}, not {seat:turn}.",
    "refusal.discard_empty": "The discard pile is empty.",
    "refusal.drawn_already": "You have already drawn this turn.",
    # Crowns.
    "refusal.crowns.draw_first": "Draw a card first, from the stock or the discard pile.",
    "refusal.crowns.drawn_already": "You have drawn already: discard a card to end your turn.",
    "refusal.crowns.draw_where": "Draw from the stock or from the discard pile.",
    "refusal.crowns.not_held": "You do not hold the {card}.",
    "refusal.crowns.no_throw_back": (
        "You cannot throw back the {card}, the card you just took from the pile."
    ),
    "refusal.crowns.just_discard": (
        "Someone has gone out: just discard, your melds are laid for you."
    ),
    "refusal.crowns.lay_all": "To go out, lay down every card but the one you discard.",
    "refusal.crowns.not_a_meld": "{cards} is not a book or a run.",
    # Sting.
    "refusal.sting.not_a_card": "{card} is not a Sting card.",
    "refusal.sting.not_held": "You don't hold {cards}.",
    "refusal.sting.no_such_seat": "There is no seat {number} at this table.",
    "refusal.sting.not_in_front_of_you": "Melds go in front of an opponent, never in front of you.",
    "refusal.sting.no_such_meld": "There is no such meld on the table.",
    "refusal.sting.action_card_in_meld": "Pass-A-Pile and Take-It-Back cards never go into a meld.",
    "refusal.sting.meld_too_short": "A meld needs at least 3 cards.",
    "refusal.sting.only_wilds": "A meld is never only wilds.",
    "refusal.sting.meld_too_long": "A run holds at most 10 cards, a set at most 4.",
    "refusal.sting.too_many_wilds": (
        "A meld of {size} cards may hold at most {count} wild.",
        "A meld of {size} cards may hold at most {count} wilds.",
    ),
    "refusal.sting.not_a_set": "A set is 3 or 4 cards of one number, all different colours.",
    "refusal.sting.wilds_in_run": (
        "In a run wilds can't sit side by side or carry it past 1 or 10, "
        "and they can't fill more gaps than there are wilds."
    ),
    "refusal.sting.neither_set_nor_run": (
        "These cards make neither a set (one number) nor a run (one colour in order)."
    ),
    "refusal.sting.say_each_wild": (
        "Say what the wild stands for: {count} wild, not {given}.",
        "Say what each wild stands for: {count} wilds, not {given}.",
    ),
    "refusal.sting.wilds_cannot_stand": "The wilds can't stand for {cards} here.",
    "refusal.sting.action_card_from_discard": (
        "Pass-A-Pile and Take-It-Back cards can never be taken from the discard pile."
    ),
    "refusal.sting.only_top_card": (
        "Only the top card of the discard pile ({card}) can be taken, played at once."
    ),
    "refusal.sting.choose_cards": "Choose the cards to add.",
    "refusal.sting.cards_keep_places": (
        "The cards already on the table keep their places; these don't fit around them."
    ),
    "refusal.sting.no_substitution": "Substitution is switched off in this game.",
    "refusal.sting.no_card_there": "That meld has no card at that place.",
    "refusal.sting.substitute_only_wild": "Only a wild on the table can be substituted.",
    "refusal.sting.super_stays": "A Super Sting can never be substituted.",
    "refusal.sting.wild_stands_for": (
        "That wild stands for {card}; only that card can replace it."
    ),
    "refusal.sting.wild_stands_for_number": (
        "That wild stands for a {number} of a colour the set lacks; only that card can replace it."
    ),
    "refusal.sting.need_pass_a_pile": "You need a Pass-A-Pile card to pass a meld.",
    "refusal.sting.pass_your_own": "You can pass only a meld that lies in front of you.",
    "refusal.sting.super_not_passed": "A meld holding a Super Sting can't be passed.",
    "refusal.sting.pass_to_another": "Pass the meld to another player at the table.",
    "refusal.sting.no_pass_back": (
        "That player just took this meld back; only a Take-It-Back can return it to them."
    ),
    "refusal.sting.take_back_answers": (
        "Take-It-Back answers only a meld just passed to you by Pass-A-Pile."
    ),
    "refusal.sting.need_take_it_back": "You need a Take-It-Back card to return the meld.",
    "refusal.sting.answer_first": "The Pass-A-Pile must first be answered by {seat:dative}.",
    "refusal.sting.seats_turn": "It is {seat:turn}.",
    "refusal.sting.draw_first": "Your turn begins by drawing 1 or 2 cards.",
    "refusal.sting.answer_the_pass": "First answer the Pass-A-Pile: take the meld back or keep it.",
    "refusal.sting.not_a_move": "That is not a move in Sting.",
    "refusal.sting.draw_count": "Announce a draw of 1 or 2 cards.",
    # Rumski (cards in RU-2 notation: "R7 B8").
    "refusal.rumski.draw_first": "Draw a card first.",
    "refusal.rumski.stock_empty": "The stock is empty: take from the discard pile or reshuffle it.",
    "refusal.rumski.wild_put_back": "You put that wild back this turn: draw another way.",
    "refusal.rumski.reshuffle_when_empty": "You may reshuffle only when the stock is empty.",
    "refusal.rumski.nothing_to_reshuffle": "There is no discard pile to reshuffle.",
    "refusal.rumski.card_to_draw": "There is still a card to draw.",
    "refusal.rumski.take_back_when": (
        "Only a discard-pile draw that brought a wild can be taken back, "
        "before anything else happens."
    ),
    "refusal.rumski.must_stay": "{cards} is in the Community and must stay there.",
    "refusal.rumski.empty_meld": "A meld needs at least one card.",
    "refusal.rumski.not_held": "{cards} is not in your hand.",
    "refusal.rumski.open_before_changing": (
        "Lay a meld made only from your own hand before you change the Community."
    ),
    "refusal.rumski.first_meld_own": (
        "Your first meld this round must be made only from your own hand."
    ),
    "refusal.rumski.freed_wild_meld": (
        "{cards} is not a legal meld: a wild freed from the Community "
        "must be played back into a legal meld this turn."
    ),
    "refusal.rumski.not_a_meld": "{cards} is not a legal group or run.",
    "refusal.rumski.play_taken_wild": (
        "A wild taken from the discard pile must be played to the Community."
    ),
    "refusal.rumski.knock_on_nothing": "With nothing to draw, you end your turn by knocking.",
    "refusal.rumski.wild_discarded": "A wild can never be discarded.",
    "refusal.rumski.no_match": (
        "The {card} matches neither the colour nor the number of the {top}."
    ),
    "refusal.rumski.start_new_pile": (
        "You took the whole discard pile: start a new pile with one card."
    ),
    "refusal.rumski.two_seat_going_out": (
        "With two players you may not go out on the turn you first lay down to the Community."
    ),
}
