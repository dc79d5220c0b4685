"""The New game screen's words for each game's options, written for a player: a label
(`setup.option.<game>.<option>`) and the help line the strip under the options shows
(`setup.help.<game>.<option>`), one pair for every option of every rules engine's
`OPTIONS` (tests/test_setup_options.py keeps it so); and the help lines of the rows every
game has (`setup.help.<row>`). A help line ends with the rule it follows, in brackets.
"""

TEXT = {
    # ---------------------------------------------------------------- rows every game has
    "setup.help.game": "The game to set up; Rules on the main menu explains each.",
    "setup.help.seats": "How many sit at the table: {game} takes {fewest} to {most}.",
    "setup.help.speed": "How quickly the bots play their turns.",
    "setup.help.open_hands": "For practice: the bots' cards lie face up where only you see them; "
    "the rules and the bots' play do not change. Not in hot-seat games.",
    "setup.help.point": "Point at a row, or Tab to it, to read what it does.",
    "setup.help.seed": "The number the shuffles come from: the same seed deals the same "
    "cards again. New picks another.",
    # The first dealer's choice for a seat whose name another seat (or "Random") has too.
    "setup.dealer_seat": "{name} (seat {number})",
    # ---------------------------------------------------------------- Crowns
    "setup.option.crowns.first_dealer": "First dealer",
    "setup.help.crowns.first_dealer": "Who deals the first hand. Random, the default, draws "
    "the dealer at random; the deal then passes left each hand (CR-6).",
    # ---------------------------------------------------------------- Sting
    "setup.option.sting.numeric": "Numeric scoring",
    "setup.help.sting.numeric": "Numbered cards score their number instead of 1 point, in "
    "melds and in the hand (ST-10).",
    "setup.option.sting.no_substitution": "No substitutions",
    "setup.help.sting.no_substitution": "A wild laid on the table stays there: no one may "
    "swap in the card it stands for (ST-5d).",
    "setup.option.sting.beginners": "Beginners' deck",
    "setup.help.sting.beginners": "Play with the 80 numbered cards only, without the "
    "special cards (ST-1).",
    "setup.option.sting.deal": "Cards dealt",
    "setup.help.sting.deal": "Cards in each starting hand: 10, or 7 for younger players (ST-3).",
    "setup.option.sting.rounds": "Rounds",
    "setup.help.sting.rounds": "How many rounds the game lasts when there is no target "
    "score (ST-11).",
    "setup.option.sting.target": "Target score",
    "setup.help.sting.target": "Ends the game when a total reaches it (100 is usual); None "
    "(left empty, or 0) plays the rounds instead (ST-11).",
    "setup.zero.sting.target": "None",  # what an empty (or 0) target field means
    "setup.option.sting.open_hands": "Open hands",
    "setup.help.sting.open_hands": "A rule for learning together: every hand, yours too, lies face "
    "up for the whole table, not just the bots' cards for you (ST-14).",
    "setup.option.sting.first_dealer": "First dealer",
    "setup.help.sting.first_dealer": "Who deals the first round. Random, the default, draws "
    "the dealer at random; the deal then passes left each round (ST-3).",
    # ---------------------------------------------------------------- Rumski
    "setup.option.rumski.target": "Target score",
    "setup.help.rumski.target": "The first total to reach this score wins: 100 points a player "
    "unless you type another, from 100 up (RU-15).",
    "setup.zero.rumski.target": "{points}",  # an empty (or 0) target: 100 points a seat
    "setup.option.rumski.first_dealer": "First dealer",
    "setup.help.rumski.first_dealer": "Who deals the first round. Random, the default, draws "
    "the dealer at random; the deal then passes left each round (RU-3).",
}
