"""English words of the rules scene (Rules): each game's rules in Wildmeld's own
words, a paragraph or a rule per template, the headings and the captions under the
pictured cards (game/scenes/rules_text.py holds the order and the pictures), and the
Sting special cards' names and help lines also shown at the table."""

TEXT: dict[str, str | tuple[str, str]] = {
    # The scene's frame: its button, and each game's tab, page title and tagline.
    "rules.back": "Back",
    # The keys panel (F1) over the rules: each key, then what it does.
    "rules.keys_pick": "Left / Right, 1–3",
    "rules.keys_pick_game": "another game's rules",
    "rules.keys_line": "scroll a line",
    "rules.keys_page": "PgUp / PgDn / Space",
    "rules.keys_scroll_page": "scroll a page",
    "rules.keys_ends": "Home / End",
    "rules.keys_to_ends": "to the top / to the end",
    "rules.crowns.tagline": "Five suits, eleven hands, and the wild card changes every hand.",
    "rules.sting.tagline": (
        "Every meld you make is laid in front of an opponent — and counts against them."
    ),
    "rules.rumski.tagline": "One shared table of melds that everyone can rearrange.",
    # The Crowns page, in order; the headings every page shares are named rules.….
    "rules.crowns.aim": (
        "Get rid of your cards by arranging them into books and runs. Eleven hands are played, and "
        "after the last one the lowest total wins."
    ),
    "rules.the_cards_heading": "The cards",
    "rules.crowns.packs": (
        "Two packs shuffled together (four packs for 8 or more players). A pack has five suits — "
        "clubs, diamonds, hearts, spades and stars — from 3 up to King, and three jokers. Every "
        "suit has its own colour and its own shape."
    ),
    "rules.crowns.suits_caption": "The five suits and a joker",
    "rules.crowns.hands_heading": "Hands and wild cards",
    "rules.crowns.wild_rank": (
        "The first hand deals 3 cards each, the second 4, and so on up to 13 cards in the "
        "eleventh. The wild rank is the number of cards dealt: threes are wild in the first hand, "
        "fours in the second … Kings in the last. Jokers are always wild. This hand's wild cards "
        "wear a purple WILD band."
    ),
    "rules.crowns.wild_rank_caption": "Third hand: five cards each, so fives and jokers are wild",
    "rules.your_turn_heading": "Your turn",
    "rules.crowns.draw": (
        "Draw the top card of the stock or of the discard pile: click it or drag it."
    ),
    "rules.crowns.discard": (
        "End your turn by dropping one card on the discard pile. The card you just took from the "
        "discard pile can't go straight back."
    ),
    "rules.crowns.nothing_laid": "Nothing is laid on the table until someone goes out.",
    "rules.crowns.books_and_runs_heading": "Books and runs",
    "rules.crowns.book": (
        "A book is three or more cards of one rank; suits don't matter, repeats are fine."
    ),
    "rules.crowns.book_caption": "A book of sevens",
    "rules.crowns.run": (
        "A run is three or more cards of one suit in order. 3 is low and King is high; a run does "
        "not wrap round from King to 3."
    ),
    "rules.crowns.run_caption": "A run of diamonds",
    "rules.crowns.wilds": (
        "Wild cards stand in for any card, as many as you like, anywhere in a book or run."
    ),
    "rules.crowns.wilds_caption": "Third hand: a wild five as the jack of stars",
    "rules.crowns.going_out_heading": "Going out",
    "rules.crowns.going_out": (
        "When, after your draw, all your cards but one fit into books and runs, you may go out: "
        "lay them down and discard the last card. Auto-arrange finds the best arrangement for you. "
        "Going out scores nothing — the best score there is."
    ),
    "rules.crowns.final_turns": (
        "Everyone else then has one last turn: they draw and discard, and the game lays down the "
        "best books and runs left in their hand for them."
    ),
    "rules.crowns.stock_heading": "When the stock runs out",
    "rules.crowns.stock": (
        "Every discard but the top card is shuffled into a new stock. If the stock runs out a "
        "third time in a hand and no one has gone out, the hand ends at once: everyone scores "
        "what is left after their best books and runs. So does a hand in which everyone has drawn "
        "200 times with no one out. In solo practice such a hand scores the turns taken "
        "plus what is left, so going out is always cheaper."
    ),
    "rules.scoring_heading": "Scoring",
    "rules.crowns.scoring": (
        "Cards left over — the deadwood, as hints call it — count against you: 3 to 10 their "
        "number, Jack 11, Queen 12, King 13, a card of the wild rank 20, a joker 50. The lowest "
        "total after eleven hands wins; equal totals share the win."
    ),
    "rules.crowns.solo_heading": "Solo practice",
    "rules.crowns.solo": (
        "With one seat, play until you go out. Your score for the hand is the number of turns it "
        "took: beat your best."
    ),
    # The Sting page, in order, with the special cards' names, what they do and their
    # one line of hover help at the table.
    "rules.sting.aim": (
        "Empty your hand first. The melds you make go in front of your opponents and score against "
        "them; the lowest total wins."
    ),
    "rules.sting.numbered": (
        "Red, blue, green and yellow cards numbered 1 to 10, two of each — each colour with its "
        "own shape. Sixes and nines are underlined so they are never mixed up."
    ),
    "rules.sting.colours_caption": "Red circle, blue diamond, green triangle, yellow star",
    "rules.sting.specials": "And 24 special cards:",
    "rules.sting.wild_sting": "Wild Sting",
    "rules.sting.wild_sting_does": "Stands for any numbered card.",
    "rules.sting.wild_sting_help": "{name}: stands for any numbered card.",
    "rules.sting.double_sting": "Double Sting",
    "rules.sting.double_sting_does": "A wild that doubles the points of the meld it is in.",
    "rules.sting.double_sting_help": "{name}: a wild that doubles the points of the meld it is in.",
    "rules.sting.triple_sting": "Triple Sting",
    "rules.sting.triple_sting_does": "A wild that triples the points of the meld it is in.",
    "rules.sting.triple_sting_help": "{name}: a wild that triples the points of the meld it is in.",
    "rules.sting.super_sting": "Super Sting",
    "rules.sting.super_sting_does": (
        "A wild that can never be swapped out; its meld can never be passed on."
    ),
    "rules.sting.super_sting_help": (
        "{name}: a wild that can never be swapped out; its meld can never be passed on."
    ),
    "rules.sting.pass_a_pile": "Pass-A-Pile",
    "rules.sting.pass_a_pile_does": (
        "Put it on the discard pile and move a meld in front of you to another player."
    ),
    "rules.sting.pass_a_pile_help": (
        "{name}: put it on the discard pile and move a meld in front of you to another player."
    ),
    "rules.sting.take_it_back": "Take-It-Back",
    "rules.sting.take_it_back_does": (
        "Out of turn: send a meld just passed to you straight back to the passer."
    ),
    "rules.sting.take_it_back_help": (
        "{name}: out of turn: send a meld just passed to you straight back to the passer."
    ),
    "rules.sting.beginners_leave_specials": "The beginners option leaves the special cards out.",
    "rules.sting.announce": "Say how many cards you will draw — 1 or 2 — and draw them.",
    "rules.sting.play": (
        "Then play as much as you like, in any order: lay a new meld in front of an opponent "
        "(never in front of yourself); add cards to any meld on the table, your own included; take "
        "the top card of the discard pile if you play it at once, then the next one the same way; "
        "swap a wild out of a meld for the card it stands for and play that wild at once; play a "
        "Pass-A-Pile."
    ),
    "rules.sting.keep_places": (
        "Cards on the table keep their places: a wild in a run goes on standing for its card, so "
        "to play that card there, swap the wild out instead. In a set a wild's colour stays open."
    ),
    "rules.sting.discard": "Discard one card to end your turn.",
    "rules.sting.sets_and_runs_heading": "Sets and runs",
    "rules.sting.set": "A set is 3 or 4 cards of one number, each a different colour.",
    "rules.sting.set_caption": "A set of sevens",
    "rules.sting.run": "A run is 3 to 10 cards of one colour in a row, between 1 and 10.",
    "rules.sting.run_caption": "A run with a Wild Sting as the yellow 5",
    "rules.sting.wild_limits": (
        "Wilds per meld: one in a 3-card meld, two in 4 to 6 cards, three in 7 or more. Two wilds "
        "never sit side by side in a run, and no meld is all wilds."
    ),
    "rules.sting.passing_heading": "Passing and taking back",
    "rules.sting.passing": (
        "Pass-A-Pile moves one of the melds in front of you to another player. Whoever receives it "
        "may answer at once with a Take-It-Back and send it back to you — and you may answer with "
        "a Take-It-Back of your own. A meld holding a Super Sting can't be passed."
    ),
    "rules.sting.going_out_heading": "Going out and scoring",
    "rules.sting.scoring": (
        "The round ends the moment someone's hand is empty; that player scores 0. Everyone else "
        "scores the melds in front of them — 1 point a card, doubled by each Double Sting, tripled "
        "by each Triple Sting — and the cards left in their hand: numbered cards 1, Wild Sting 5, "
        "Double 10, Triple 15, Super Sting 5, Pass-A-Pile and Take-It-Back 1 each."
    ),
    "rules.sting.scoring_caption": "4 cards with a Double Sting: 8 points for whoever has it",
    "rules.sting.game_end": (
        "After five rounds (or, in the options, once someone's total reaches a target score at "
        "the end of a round) the lowest total wins; equal totals share the win."
    ),
    "rules.sting.draw_pile_heading": "When the draw pile runs out",
    "rules.sting.draw_pile": (
        "When you must draw and the draw pile is empty, the discard pile is shuffled into a new "
        "draw pile and its top card turned up to start a new discard pile. If there are fewer "
        "cards than you announced, you draw what there is. Once the draw pile has been rebuilt, "
        "three times round the table with no card played to the table (discards, Pass-A-Pile and "
        "Take-It-Back don't count) end the round, scored as usual with no one at 0."
    ),
    "rules.sting.options_heading": "Options",
    "rules.sting.numeric": (
        "Numeric scoring: numbered cards count their number instead of 1; a wild in a meld still "
        "counts 1."
    ),
    "rules.sting.no_substitutions": "No substitutions: wilds stay where they are laid.",
    "rules.sting.beginners": "Beginners: numbered cards only. Younger players: 7 cards each.",
    "rules.sting.open_hands": (
        "Open hands: everyone's cards face up, for a first game played together."
    ),
    # The Rumski page, in order.
    "rules.rumski.aim": (
        "Melds go to one shared Community that everyone who has opened may add to and rearrange. "
        "Discards must follow colour or number — and the whole discard pile can be taken."
    ),
    "rules.rumski.numbered": (
        "Green, red, purple, blue and yellow cards numbered 1 to 13, one of each, and 5 wilds. "
        "Each colour has its own shape."
    ),
    "rules.rumski.colours_caption": "Triangle, circle, hexagon, diamond, star — and a wild",
    "rules.rumski.deal": (
        "Two players get 12 cards each, three to six players 10 each. The rest is the stock; its "
        "top card starts the discard pile."
    ),
    "rules.rumski.draw": (
        "Draw the top card of the stock, the top card of the discard pile, or take the whole "
        "discard pile."
    ),
    "rules.rumski.play": "Play to the Community, once you have opened.",
    "rules.rumski.discard": (
        "End your turn by discarding a card of the same colour or number as the top discard "
        "(anything goes on a wild or an empty pile), or knock and discard nothing. If you took the "
        "whole pile, start a new one with any card but a wild."
    ),
    "rules.rumski.groups_and_runs_heading": "Groups and runs",
    "rules.rumski.group": "A group is 3 to 5 cards of one number, all different colours.",
    "rules.rumski.group_caption": "A group of nines",
    "rules.rumski.run": (
        "A run is 3 or more cards of one colour in a row, from 1 to 13, without wrapping."
    ),
    "rules.rumski.run_caption": "A purple run with the wild as the 12",
    "rules.rumski.one_wild": "A meld holds at most one wild.",
    "rules.rumski.opening_heading": "Opening",
    "rules.rumski.opening": (
        "Until you have laid down a meld made only of cards from your own hand this round, you may "
        "not touch the Community. You may open and keep playing in the same turn."
    ),
    "rules.rumski.community_heading": "The Community",
    "rules.rumski.community": (
        "Once you have opened, add cards from your hand to any meld, lay new melds, and rearrange "
        "freely — split melds, join them, move cards between them — as long as every meld is legal "
        "when your turn ends. Reset turn puts everything back as it was just after your draw. A "
        "card in the Community never leaves it."
    ),
    "rules.rumski.wilds_heading": "Wilds",
    "rules.rumski.wilds": (
        "A wild you were dealt, or drew from the stock, may stay in your hand. A wild taken from "
        "the discard pile, or freed from a Community meld, must be in a Community meld when your "
        "turn ends. A wild can never be discarded."
    ),
    "rules.rumski.rumski_heading": "Rumski!",
    "rules.rumski.going_out": (
        "Empty your hand — by playing or with your last discard — and you win the round. With two "
        "players you can't go out on the turn you first laid down."
    ),
    "rules.rumski.stock_heading": "When the stock runs out",
    "rules.rumski.stock": (
        "Take from the discard pile as usual, or shuffle the discard pile into a new stock and "
        "draw its top card. With nothing at all to draw you may still play to the Community, then "
        "knock: a turn that drew nothing ends without a discard."
    ),
    "rules.rumski.void": "The round ends with no score, and the same dealer deals again:",
    "rules.rumski.void_dry": "when, once round the table, no one could draw or play;",
    "rules.rumski.void_stall": (
        "once the stock has been rebuilt, when three times round the table pass with no card "
        "played to the Community (discards don't count), counted again from every rebuild;"
    ),
    "rules.rumski.void_cap": (
        "in any case, after 30 times round the table with no card played to the Community."
    ),
    "rules.rumski.scoring": (
        "The round's winner scores the cards left in everyone else's hand: 1 to 9 are 5 points, 10 "
        "to 13 are 10, a wild 25. The first to reach the target — 100 points per player unless "
        "chosen otherwise — wins the game."
    ),
}
