"""English words of the bots' reasons (issue 10 "Why?"): the move log's **Why?** and
the Hint line, "what it did — why", each part a key here (`game.bots.words.phrase`).

Words every game's bots say are `reason.<what>`; one game's own are
`reason.<game>.<what>`. A field named `why` holds another phrase. Card names and meld
descriptions in a field ("the 9 of hearts", "a book of 8s") are the cards and melds
themselves (`game.bots.words.named`, `game.bots.crowns.reasons.melds_words` …), worded
from game/text/en/names.py in the language the reason is shown in; a seat is
the seat itself (`game.text.said.Seat`): "{seat}", "{seat:meld}" … say it in the form a
sentence needs, by the name the table gives it ("Bo", "Bo's meld", "your meld").
"""

TEXT: dict[str, str | tuple[str, str]] = {
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
    "reason.card": ("{count} card", "{count} cards"),
    "reason.more_meld": ("{count} more meld", "{count} more melds"),
    # The expert (every game): a searched move.
    "reason.expert.searched": (
        "played out in {count} deal of the unseen cards, it did best, by {margin} points",
        "played out in {count} deals of the unseen cards, it did best, by {margin} points",
    ),
    "reason.expert.kept": (
        "played out in {count} deal of the unseen cards, no other move did surely better",
        "played out in {count} deals of the unseen cards, no other move did surely better",
    ),
    "reason.expert.did_best": (
        "played out in {count} deal of the unseen cards, it did best",
        "played out in {count} deals of the unseen cards, it did best",
    ),
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
    "reason.crowns.only_wild_sure": (
        "the {card} on the pile would go with few cards, and only a wild is sure to help"
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
        "{number} discard leaves the least deadwood ({deadwood}), and it is the dearest of them",
        "{number} discards leave the least deadwood ({deadwood}), and it is the dearest of them",
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
    "reason.crowns.stock_averages": (
        "the {card} would leave {after} in deadwood, and a stock card leaves {expected} on average"
    ),
    "reason.crowns.ready": "every other card then melds, ready to go out next turn",
    "reason.crowns.leaves_least": "it leaves {least} in deadwood, the least any discard can",
    "reason.crowns.keeps_rather": "it keeps {deadwood} in deadwood rather than {least}",
    "reason.crowns.would_feed": (
        "{why}, since the {card} would help {seat:dative}, who took cards like it from the pile"
    ),
    "reason.crowns.and_outs": (
        "{why}, and then {outs} of the {total} unseen cards would let it go out"
    ),
    "reason.crowns.but_outs": (
        "{why}, but then {outs} of the {total} unseen cards would let it go out"
    ),
    "reason.crowns.likeliest": "{why}, and it keeps the cards likeliest to meld",
    "reason.crowns.unseen_lower": "{why}, but more of the unseen cards would then lower it",
    # Crowns: why, as the table hears it while the hand is live (no hidden figure).
    "reason.crowns.fits_hand": "it fits cards it holds",
    "reason.crowns.fits_later": "it may meld with cards to come",
    "reason.crowns.no_help": "the {card} on the pile would not help the hand",
    "reason.crowns.spares": "it is the card the hand can best spare",
    "reason.crowns.spares_dearest": "it is the dearest of the cards the hand can best spare",
    "reason.crowns.keeps_more": "it keeps more deadwood than it could",
    "reason.crowns.stock_better": (
        "the {card} would help, but counting what the next draws may bring "
        "a stock card is worth more"
    ),
    "reason.crowns.stock_likelier": ("a stock card is likely to help more than the {card}"),
    # Sting: what a bot did.
    "reason.sting.announced": "announced and drew {count}",
    "reason.sting.sent_back": "sent the meld back with a Take-It-Back",
    "reason.sting.kept_meld": "kept the meld",
    "reason.sting.swapped_laid": (
        "swapped the {card} for the {wild} and laid {meld} in front of {seat:dative}"
    ),
    "reason.sting.swapped_added": (
        "swapped the {card} for the {wild} and added the wild to {seat:meld}"
    ),
    "reason.sting.took_onto": "took the {card} from the discard pile onto {seat:meld}",
    "reason.sting.laid": "laid {meld} in front of {seat:dative}",
    "reason.sting.took_and_laid": "took the {card} and laid {meld} in front of {seat:dative}",
    "reason.sting.added": "added {cards} to {seat:meld}",
    "reason.sting.added_own": "added {cards} to {seat:own_meld}",
    "reason.sting.passed": "passed {meld} to {seat:dative} with a Pass-A-Pile",
    # Sting: why the points go to a seat (ST-5a).
    "reason.sting.target_random": "which opponent takes it was picked at random",
    "reason.sting.not_back_to_leader": (
        "it may not go back to the leader this turn, so it goes to {seat:dative}"
    ),
    "reason.sting.lowest_level": (
        "the lowest totals are level at {total}, and {seat:turn} comes first"
    ),
    "reason.sting.slows_leader": (
        "{seat:s} total of {total} is the lowest, so the points slow the leader"
    ),
    "reason.sting.highest_total": "{seat:s} total of {total} is the highest",
    "reason.sting.decides_lowest": (
        "this round decides the game, and {seat:s} total of {total} is the lowest"
    ),
    "reason.sting.decides_lowest_staying": (
        "this round decides the game, and {seat:s} total of {total} "
        "is the lowest of the hands staying in"
    ),
    "reason.sting.stands_with": "at {points} with the {lying} points before it",
    "reason.sting.stands_at": "at {total}",
    "reason.sting.least_likely_out": (
        "{seat:s} {cards}-card hand is the least likely to go out, so melds before it count"
    ),
    "reason.sting.level_first": "the totals are level, and {seat:turn} comes first",
    "reason.sting.stand_level_first": (
        "the totals stand level {stands}, and {seat:turn} comes first"
    ),
    "reason.sting.decides_stands_lowest": (
        "this round decides the game, and {seat:total} stands lowest {stands}"
    ),
    "reason.sting.decides_stands_lowest_staying": (
        "this round decides the game, and {seat:total} stands lowest "
        "of the hands staying in {stands}"
    ),
    "reason.sting.stands_highest": (
        "{seat:total} stands highest {stands}, so the leader draws the table's fire"
    ),
    "reason.sting.stands_highest_staying": (
        "{seat:total} stands highest of the hands staying in {stands}, "
        "so the leader draws the table's fire"
    ),
    # Sting: why the rest.
    "reason.sting.single_card": (
        "with only the {card} left, one card more could never make a meld of three"
    ),
    "reason.sting.one_card_left": (
        "with one card left, one card more could never make a meld of three"
    ),
    "reason.sting.two_more": "with only {cards}, two more give more melds to make",
    "reason.sting.danger": (
        "{seat:hand} is down to {cards}, and every card drawn would score against "
        "{own} if the round ends"
    ),
    "reason.sting.short_rounds": (
        "with {cards} and rounds this short, a second card would more likely be caught "
        "in the hand than melded"
    ),
    "reason.sting.only_penalty": (
        "with {cards} to meld already, a second card would only add penalty"
    ),
    "reason.sting.would_count": "kept, its {points} points would count against {seat}",
    "reason.sting.now_counts": (
        "with no Take-It-Back to send it back, its {points} points now count against {seat}"
    ),
    "reason.sting.freed_lets_out": (
        "the freed wild lets {laid} cards out of the hand instead of {base}; {target}"
    ),
    "reason.sting.freed_helps": "the freed wild lets more cards out of the hand; {target}",
    "reason.sting.fits_there": "it fits there, scoring against {seat} at no cost to the hand",
    "reason.sting.completes_from_pile": "the {card} completes it from the pile; {target}",
    "reason.sting.sheds": "it takes {size} cards out of the hand, leaving {left}; {target}",
    "reason.sting.own_then_out": (
        "then the hand can go out, and going out scores 0 whatever lies before {seat:dative}"
    ),
    "reason.sting.scores_instead": (
        "it makes no meld in the hand, and there it scores against {seat} instead"
    ),
    "reason.sting.fit_together": (
        "they make no meld in the hand and fit there only together, scoring against {seat} instead"
    ),
    "reason.sting.freed_doubles": (
        "one card less in the hand, and the {card} doubles that meld against {seat}"
    ),
    "reason.sting.freed_triples": (
        "one card less in the hand, and the {card} triples that meld against {seat}"
    ),
    "reason.sting.freed_scores": (
        "one card less in the hand, and the {card} scores against {seat}"
    ),
    "reason.sting.safe_pass": (
        "{seat:s} {cards}-card hand is the least likely to hold a Take-It-Back"
    ),
    "reason.sting.dearest_meld": (
        "at {points} points it is the dearest meld {own} can pass; {whom}"
    ),
    "reason.sting.wilds_guarded": "its wilds stand where they are hardest to swap out",
    "reason.sting.random_numbered": (
        "the {count} numbered card left makes no meld without wilds, so it was picked",
        "none of the {count} numbered cards left makes a meld without wilds, "
        "so one was picked at random",
    ),
    "reason.sting.random_left": (
        "only wilds and action cards are left, so one was picked at random"
    ),
    "reason.sting.random_pick": "it was picked at random",
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
    "reason.sting.fewest_chances_any": "it has the fewest chances of any card to meld",
    "reason.sting.points_count": (
        "{why}, and its {points} points would count if the round ended now"
    ),
    # Rumski: what a bot did.
    "reason.rumski.random_play": "played to the Community, chosen at random",
    "reason.rumski.put_wild_back": "put the wild back",
    "reason.rumski.took": "took the {card} from the discard pile",
    "reason.rumski.took_pile": (
        "took the whole discard pile of {count} card",
        "took the whole discard pile of {count} cards",
    ),
    "reason.rumski.reshuffled": "reshuffled the discard pile and drew",
    "reason.rumski.drew_nothing": "drew nothing",
    "reason.rumski.moved_melds": "moved the Community's melds around without playing a card",
    "reason.rumski.played": "played {cards} to the Community",
    "reason.rumski.opened_played": "opened and played {cards} to the Community",
    "reason.rumski.reset": "reset the turn",
    "reason.rumski.first_legal": "made the first legal move",
    "reason.rumski.went_out": "discarded the {card} and went out",
    "reason.rumski.knocked": "knocked",
    # Rumski: why.
    "reason.rumski.wild_unplaced": (
        "no play places it, and a wild taken from the pile must be placed (RU-8)"
    ),
    "reason.rumski.wild_put_back": "the wild on the pile was just put back",
    "reason.rumski.stock_empty": (
        "the stock is empty, so the {count} discard makes a new one",
        "the stock is empty, so the {count} discards make a new one",
    ),
    "reason.rumski.both_empty": "the stock and the discard pile are both empty",
    "reason.rumski.makes_meld": "with {cards} it makes {meld}",
    "reason.rumski.makes_a_meld": "with cards in the hand it makes a meld",
    "reason.rumski.wild_left": (
        "a wild taken from the pile must be placed this turn (RU-8), so it is left"
    ),
    "reason.rumski.no_meld_with_hand": "the {card} on the pile makes no meld with the hand",
    "reason.rumski.places_none": (
        "the best play found does not place the {count} card in the hand",
        "the best play found places none of the {count} cards in the hand",
    ),
    "reason.rumski.into_all_down": (
        "into {melds}: every card goes down, and an empty hand wins the round"
    ),
    "reason.rumski.into": "into {melds}: {why}",
    "reason.rumski.leaving": "leaving {cards} in hand",
    "reason.rumski.no_legal_end": "the staged play left no legal way to end the turn (RU-10)",
    "reason.rumski.no_plan": "no planned move could be made",
    "reason.rumski.last_card": "it was the last card, and an empty hand wins the round: Rumski!",
    "reason.rumski.all_laid": (
        "every card is laid down, and an empty hand wins the round: Rumski!"
    ),
    "reason.rumski.dearest_new_pile": (
        "at {points} points it is the dearest card to start the new pile"
    ),
    "reason.rumski.only_follower": "it is the only card that {follows}",
    "reason.rumski.dearest_follow": (
        "at {points} points it is the dearest of the {count} card that follows the {card}",
        "at {points} points it is the dearest of the {count} cards that follow the {card}",
    ),
    "reason.rumski.dearest_may_go": (
        "at {points} points it is the dearest of the {count} card that may go",
        "at {points} points it is the dearest of the {count} cards that may go",
    ),
    "reason.rumski.random_new_pile": (
        "any card may start the new pile, so it was picked at random"
    ),
    "reason.rumski.random_follower": (
        "it {follows}, picked at random among the {count} card that may go",
        "it {follows}, picked at random among the {count} cards that may go",
    ),
    "reason.rumski.wild_has_place": "a wild, and this turn's play has a place for it (RU-8)",
    "reason.rumski.joins": "it joins the Community's {meld} as it stands",
    "reason.rumski.wild_no_place": (
        "no play places the wild on the pile, and a taken wild must be placed (RU-8)"
    ),
    "reason.rumski.fits_nothing": (
        "the {card} on the pile fits no meld in the hand or the Community"
    ),
    "reason.rumski.all_but": (
        "all but the {card}: with two players no one goes out "
        "on the turn they first lay down (RU-12)"
    ),
    "reason.rumski.all_but_one": (
        "all but one card: with two players no one goes out on the turn they first lay down (RU-12)"
    ),
    "reason.rumski.most_cards": "the most cards the hand can lay down, leaving {left}",
    "reason.rumski.near_nothing": "the {card} on the pile is near nothing in the hand",
    "reason.rumski.near_nothing_opened": (
        "the {card} on the pile is near nothing in the hand or the Community"
    ),
    "reason.rumski.plus_stock": "{count} plus a stock card",
    "reason.rumski.top_no_better": (
        "the best play with the {card} would still leave {left} in hand, no better than {stock}"
    ),
    "reason.rumski.pile_wild_no_place": (
        "no play places the pile's wild, and a taken wild must be placed (RU-8)"
    ),
    "reason.rumski.pile_no_better": (
        "the best play with the whole pile would still leave {left} in hand, no better than {stock}"
    ),
    "reason.rumski.pile_lays_more": (
        "with it the best play lays down {more} more, leaving {left} in hand against "
        "{stock}, and any card may start the new pile"
    ),
    "reason.rumski.top_leaves": "the best play with it leaves {left} in hand, against {stock}",
    "reason.rumski.sheds_all": (
        "with {seat:hand} down to {cards}, the hand sheds all it can, leaving {left}"
    ),
    "reason.rumski.wild_stays": (
        "the most cards it can lay down while the wild stays in hand to place an awkward card later"
    ),
    "reason.rumski.wilds_stay": (
        "the most cards it can lay down while {count} wild stays in hand "
        "to place an awkward card later",
        "the most cards it can lay down while {count} wilds stay in hand "
        "to place an awkward card later",
    ),
    "reason.rumski.starts_pile": "starts the empty pile",
    "reason.rumski.on_wild": "may go on the wild on top of the pile",
    "reason.rumski.follows": "follows the {card}",
    "reason.rumski.follows_colour": "follows the {card} in colour",
    "reason.rumski.follows_number": "follows the {card} in number",
    "reason.rumski.follower": "a {colour} card or a {number}",
    "reason.rumski.follower_an": "a {colour} card or an {number}",
    "reason.rumski.nothing_to_draw": (
        "there was nothing to draw, and a turn without a draw ends with a knock (RU-13)"
    ),
    "reason.rumski.only_wilds": "only wilds are left, and a wild can never be discarded (RU-8)",
    "reason.rumski.none_discardable": "no card in the hand may be discarded",
    "reason.rumski.none_follows": (
        "nothing in the hand is {follower} to follow the {card} on the pile"
    ),
    "reason.rumski.risk_follow": (
        "{seat:s} {cards} hold {follower} to follow it about {mine}% of the time, "
        "against {theirs}% for the {card}"
    ),
    "reason.rumski.risk_feeds": (
        "the {card} would fit a Community meld as it stands, for {seat} to take and play"
    ),
    "reason.rumski.risk_collected": (
        "the others have been taking cards like the {card} from the pile"
    ),
    "reason.rumski.safest_to_give": "it is the safest card to give that the hand holds",
    "reason.rumski.as_dear": "it is as safe to give as the {card}, and as dear ({points} points)",
    "reason.rumski.sheds_points": (
        "it is about as safe to give as the {card}, and sheds {points} points, not {other}"
    ),
    "reason.rumski.safe_sheds": "it is about as safe to give as any, and sheds {points} points",
    # Rumski: why, as the table hears it while the hand is live (no hidden figure).
    "reason.rumski.it_follows": "it {follows}",
    "reason.rumski.dearest_follower": (
        "at {points} points it is the dearest card it may give that follows the {card}"
    ),
    "reason.rumski.dearest_goes": "at {points} points it is the dearest card it may give",
    "reason.rumski.random_follows": "it {follows}, picked at random",
    "reason.rumski.top_helps": "with it the hand can likely lay down more than with a stock card",
    "reason.rumski.top_no_help": (
        "the {card} on the pile would help the hand no more than a stock card"
    ),
    "reason.rumski.pile_helps": (
        "with it the hand can lay down more, and any card may start the new pile"
    ),
    "reason.rumski.pile_no_help": "the whole pile would help the hand no more than a stock card",
}
