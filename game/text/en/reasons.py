"""English words of the bots' reasons (issue 10 "Why?"): the move log's **Why?** and
the Hint line, "what it did — why", each part a key here (`game.bots.words.phrase`).

Words every game's bots say are `reason.<what>`; one game's own are
`reason.<game>.<what>`. A field named `why` holds another phrase. Card names and meld
descriptions in a field ("the 9 of hearts", "a book of 8s") are worded by the game's
word helpers (`game.bots.words.named`, `game.bots.crowns_reasons.melds_words` …), not
through this catalogue; seats are "seat {seat}", which the table turns into names.
"""

TEXT: dict[str, str] = {
    # Every game.
    "reason.random": "chose at random",
    "reason.first_legal": "played the first legal move",
    "reason.and_then": "{first}; {then}",
    "reason.drew_stock": "drew from the stock",
    "reason.took": "took the {card}",
    "reason.discarded": "discarded the {card}",
    "reason.pile_empty": "the discard pile is empty",
    "reason.two": "two",
    "reason.three": "three",
    "reason.four": "four",
    # Crowns: what a bot did.
    "reason.crowns.went_out": "went out, discarding the {card}",
    # Crowns: why.
    "reason.crowns.out_scores_zero": "every other card melds ({melds}), and going out scores 0",
    "reason.crowns.joker_wild": "a joker is always wild",
    "reason.crowns.rank_wild": "{ranks} are wild this hand",
    "reason.crowns.wild_fits": "{wild}, and a wild fits any meld",
    "reason.crowns.would_only_go_with": (
        "the {card} on the pile would only go with {cards}, and only a wild is sure to help"
    ),
    "reason.crowns.goes_with_nothing": "the {card} on the pile goes with nothing in the hand",
    "reason.crowns.throws_only_wilds": "every card it may throw is a wild",
    "reason.crowns.lone": "nothing in the hand goes with it",
    "reason.crowns.lone_dearest": (
        "nothing in the hand goes with it, and at {points} points it is the dearest such card"
    ),
    "reason.crowns.dearest_goes": (
        "every card goes with another, so the dearest goes ({points} points)"
    ),
    "reason.crowns.cuts": "it cuts the deadwood from {now} to {after}",
    "reason.crowns.wild_cuts": "{wild}, and it cuts the deadwood from {now} to {after}",
    "reason.crowns.with_cuts": "with {cards} it cuts the deadwood from {now} to {after}",
    "reason.crowns.melds_already": (
        "every card already melds, so any card from the stock can be thrown to go out"
    ),
    "reason.crowns.no_gain": "taking the {card} would not lower the deadwood ({now})",
    "reason.crowns.hand_scores_zero": "every other card melds, so the hand scores 0",
    "reason.crowns.then_melds": "every other card then melds",
    "reason.crowns.leaves_less": "it leaves {deadwood} in deadwood, less than any other discard",
    "reason.crowns.dearest_of_least": (
        "{count} discards leave the least deadwood ({deadwood}), and it is the dearest of them"
    ),
    "reason.crowns.final_turn": "on this final turn {why}",
    "reason.crowns.goes_out": "with it every card but one melds, so the hand goes out",
    "reason.crowns.keeps_at": "it keeps the deadwood at {now}",
    "reason.crowns.more_outs": (
        "{why}, and then {outs} of the {total} unseen cards would let it go out, "
        "against {before} now"
    ),
    "reason.crowns.beats_stock": (
        "{why}, and counting what the next draws may bring it beats a stock card"
    ),
    "reason.crowns.stock_worth_more": (
        "the {card} would cut the deadwood from {now} to {after}, but counting "
        "what the next draws may bring a stock card is worth more"
    ),
    "reason.crowns.ready": "every other card then melds, ready to go out next turn",
    "reason.crowns.leaves_least": "it leaves {least} in deadwood, the least any discard can",
    "reason.crowns.keeps_rather": "it keeps {deadwood} in deadwood rather than {least}",
    "reason.crowns.would_feed": (
        "{why}, since the {card} would help seat {seat}, who took cards like it from the pile"
    ),
    "reason.crowns.and_outs": (
        "{why}, and then {outs} of the {total} unseen cards would let it go out"
    ),
    "reason.crowns.but_outs": (
        "{why}, but then {outs} of the {total} unseen cards would let it go out"
    ),
    "reason.crowns.likeliest": "{why}, and it keeps the cards likeliest to meld",
    "reason.crowns.unseen_lower": "{why}, but more of the unseen cards would then lower it",
}
