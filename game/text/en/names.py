"""English names of the cards and melds of the three games, and how things are listed
(issue 20): what a card is called in the move log, a hint, a refusal or a bot's reason
("queen of hearts", "red 7", "Double Sting", "a book of 8s", "red 3-4-5"). Each game's
deck words its cards from these (`CrownsCard.worded`, `StingCard.worded`,
`RumskiCard.worded`), so every language names them in one place.
"""

TEXT: dict[str, str | tuple[str, str]] = {
    "list.and": "{most} and {last}",
    "names.the": "the {cards}",  # cards pointed at: "the red 5 and red 6"
    "names.nothing": "nothing",
    # Crowns (CR-1): rank of suit; five suits; three jokers.
    "names.crowns_card": "{rank} of {suit}",
    "names.rank_11": "jack",
    "names.rank_12": "queen",
    "names.rank_13": "king",
    "names.ranks": "{rank}s",  # "8s": every card of a rank
    "names.ranks_11": "jacks",
    "names.ranks_12": "queens",
    "names.ranks_13": "kings",
    "names.suit_C": "clubs",
    "names.suit_D": "diamonds",
    "names.suit_H": "hearts",
    "names.suit_S": "spades",
    "names.suit_X": "stars",
    "names.joker": "joker",
    "names.crowns_books": ("a book of {ranks}", "{number} books of {ranks}"),
    "names.crowns_runs": ("a run of {suit}", "{number} runs of {suit}"),
    "names.crowns_wild_melds": ("a meld of wilds", "{count} melds of wilds"),
    # Sting (ST-1) and Rumski (RU-1): a colour and a number; Sting's special cards are
    # named by the rules page's words (rules.sting.wild_sting …).
    "names.colour_R": "red",
    "names.colour_B": "blue",
    "names.colour_G": "green",
    "names.colour_Y": "yellow",
    "names.colour_P": "purple",
    "names.numbered": "{colour} {number}",
    "names.wild": "wild",  # Rumski's wild
    "names.sting_run": "{colour} {numbers}",  # "red 3-4-5"
    "names.sting_long_run": "{colour} {low} to {high}",
    "names.sting_set": "{how_many} {number}s",  # "three 7s"
    "names.sting_with": "{meld} with {wilds}",
    "names.sting_specials": ("a {special}", "{how_many} {special}s"),
    "names.rumski_group": "a group of {number}s",
    "names.rumski_run": "a {colour} run",
    "names.rumski_wild_run": "a wild run",
    "names.rumski_group_bare": "group of {number}s",  # "the Community's group of 7s"
    "names.rumski_run_bare": "{colour} run",
    "names.rumski_wild_run_bare": "wild run",
    # A seat named in a bot's reason or a refusal (`game.text.said.Seat`): each form a
    # template asks for ({seat}, {seat:meld} …, `said.SEAT_FORMS`) said of another seat
    # ({name}) and of the person the table calls You (_you); with no names, {name} is
    # names.seat_number.
    "names.seat_number": "seat {number}",
    "names.seat": "{name}",
    "names.seat_you": "you",
    "names.seat_dative": "{name}",
    "names.seat_dative_you": "you",
    "names.seat_subject": "{name}",
    "names.seat_subject_you": "you",
    "names.seat_s": "{name}'s",
    "names.seat_s_you": "your",
    "names.seat_meld": "{name}'s meld",
    "names.seat_meld_you": "your meld",
    "names.seat_own_meld": "{name}'s own meld",
    "names.seat_own_meld_you": "your own meld",
    "names.seat_hand": "{name}'s hand",
    "names.seat_hand_you": "your hand",
    "names.seat_total": "{name}'s total",
    "names.seat_total_you": "your total",
    "names.seat_turn": "{name}'s turn",
    "names.seat_turn_you": "your turn",
}
