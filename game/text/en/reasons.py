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
    "reason.card": "{count} card",
    "reason.cards": "{count} cards",
    "reason.more_meld": "{count} more meld",
    "reason.more_melds": "{count} more melds",
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
    # Sting: what a bot did.
    "reason.sting.announced": "announced and drew {count}",
    "reason.sting.sent_back": "sent the meld back with a Take-It-Back",
    "reason.sting.kept_meld": "kept the meld",
    "reason.sting.swapped_laid": (
        "swapped the {card} for the {wild} and laid {meld} in front of seat {seat}"
    ),
    "reason.sting.swapped_added": (
        "swapped the {card} for the {wild} and added the wild to seat {seat}'s meld"
    ),
    "reason.sting.took_onto": "took the {card} from the discard pile onto seat {seat}'s meld",
    "reason.sting.laid": "laid {meld} in front of seat {seat}",
    "reason.sting.took_and_laid": "took the {card} and laid {meld} in front of seat {seat}",
    "reason.sting.added": "added {cards} to seat {seat}'s meld",
    "reason.sting.added_own": "added {cards} to seat {seat}'s own meld",
    "reason.sting.passed": "passed {meld} to seat {seat} with a Pass-A-Pile",
    # Sting: why the points go to a seat (ST-5a).
    "reason.sting.target_random": "which opponent takes it was picked at random",
    "reason.sting.not_back_to_leader": (
        "it may not go back to the leader this turn, so it goes to seat {seat}"
    ),
    "reason.sting.lowest_level": (
        "the lowest totals are level at {total}, and seat {seat}'s turn comes first"
    ),
    "reason.sting.slows_leader": (
        "seat {seat}'s total of {total} is the lowest, so the points slow the leader"
    ),
    "reason.sting.highest_total": "seat {seat}'s total of {total} is the highest",
    "reason.sting.decides_lowest": (
        "this round decides the game, and seat {seat}'s total of {total} is the lowest"
    ),
    "reason.sting.decides_lowest_staying": (
        "this round decides the game, and seat {seat}'s total of {total} "
        "is the lowest of the hands staying in"
    ),
    "reason.sting.stands_with": "at {points} with the {lying} points before it",
    "reason.sting.stands_at": "at {total}",
    "reason.sting.least_likely_out": (
        "seat {seat}'s {cards}-card hand is the least likely to go out, so melds before it count"
    ),
    "reason.sting.level_first": "the totals are level, and seat {seat}'s turn comes first",
    "reason.sting.stand_level_first": (
        "the totals stand level {stands}, and seat {seat}'s turn comes first"
    ),
    "reason.sting.decides_stands_lowest": (
        "this round decides the game, and seat {seat}'s total stands lowest {stands}"
    ),
    "reason.sting.decides_stands_lowest_staying": (
        "this round decides the game, and seat {seat}'s total stands lowest "
        "of the hands staying in {stands}"
    ),
    "reason.sting.stands_highest": (
        "seat {seat}'s total stands highest {stands}, so the leader draws the table's fire"
    ),
    "reason.sting.stands_highest_staying": (
        "seat {seat}'s total stands highest of the hands staying in {stands}, "
        "so the leader draws the table's fire"
    ),
    # Sting: why the rest.
    "reason.sting.single_card": "with a single card, one more could never make a meld of three",
    "reason.sting.two_more": "with only {cards}, two more give more melds to make",
    "reason.sting.danger": (
        "seat {seat}'s hand is down to {cards}, and every card drawn would score against "
        "seat {own} if the round ends"
    ),
    "reason.sting.short_rounds": (
        "with {cards} and rounds this short, a second card would more likely be caught "
        "in the hand than melded"
    ),
    "reason.sting.only_penalty": (
        "with {cards} to meld already, a second card would only add penalty"
    ),
    "reason.sting.would_count": "kept, its {points} points would count against seat {seat}",
    "reason.sting.now_counts": (
        "with no Take-It-Back to send it back, its {points} points now count against seat {seat}"
    ),
    "reason.sting.freed_lets_out": (
        "the freed wild lets {laid} cards out of the hand instead of {base}; {target}"
    ),
    "reason.sting.fits_there": "it fits there, scoring against seat {seat} at no cost to the hand",
    "reason.sting.completes_from_pile": "the {card} completes it from the pile; {target}",
    "reason.sting.sheds": "it takes {size} cards out of the hand, leaving {left}; {target}",
    "reason.sting.own_then_out": (
        "then the hand can go out, and going out scores 0 whatever lies before seat {seat}"
    ),
    "reason.sting.scores_instead": (
        "it makes no meld in the hand, and there it scores against seat {seat} instead"
    ),
    "reason.sting.fit_together": (
        "they make no meld in the hand and fit there only together, scoring against "
        "seat {seat} instead"
    ),
    "reason.sting.freed_doubles": (
        "one card less in the hand, and the {card} doubles that meld against seat {seat}"
    ),
    "reason.sting.freed_triples": (
        "one card less in the hand, and the {card} triples that meld against seat {seat}"
    ),
    "reason.sting.freed_scores": (
        "one card less in the hand, and the {card} scores against seat {seat}"
    ),
    "reason.sting.safe_pass": (
        "seat {seat}'s {cards}-card hand is the least likely to hold a Take-It-Back"
    ),
    "reason.sting.dearest_meld": (
        "at {points} points it is the dearest meld seat {own} can pass; {whom}"
    ),
    "reason.sting.wilds_guarded": "its wilds stand where they are hardest to swap out",
    "reason.sting.random_numbered": (
        "none of the {count} numbered cards left makes a meld without wilds, "
        "so one was picked at random"
    ),
    "reason.sting.random_left": (
        "only wilds and action cards are left, so one was picked at random"
    ),
    "reason.sting.spare_pass": (
        "a spare Pass-A-Pile can't be taken up from the pile, so it is safe to throw"
    ),
    "reason.sting.nothing_to_pass": (
        "there is no meld to pass, and every other card is worth more in the hand"
    ),
    "reason.sting.worth_more": "every other card is worth more in the hand",
    "reason.sting.another_copy": "the hand holds another {card}, and a meld takes only one",
    "reason.sting.no_neighbour": (
        "nothing in the hand is another {number} or a {colour} card near it"
    ),
    "reason.sting.fewest_chances": (
        "only {cards} could meld with it, the fewest chances of any card"
    ),
    "reason.sting.points_count": (
        "{why}, and its {points} points would count if the round ended now"
    ),
}
