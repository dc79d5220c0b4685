"""English words of the guided lessons (Learn to play): every step's instruction, the
bubble around it, the guard's refusals, and each lesson's title, blurb and seats.

A lesson's words live under `lesson.<game>.`; a step names its key (`Step.words`).
"""

TEXT: dict[str, str | tuple[str, str]] = {
    # The bubble and the guard on moves (game/tutorial/table.py, steps.py).
    "lesson.bubble_title": "{title} lesson · step {step} of {count}",
    "lesson.next": "Next",
    "lesson.finish": "Finish",
    "lesson.refuse_wait": "Watch the other players' moves first.",
    "lesson.refuse_read": "Read the tip first, then press Next.",
    "lesson.refuse_not_yet": "Not yet: follow the lesson's tip (the gold ring shows where).",
    "lesson.seat_bo": "Bo",
    # The Crowns lesson (game/tutorial/crowns.py), step by step.
    "lesson.crowns.blurb": (
        "Draw, discard, wilds that change every hand, going out and the final turn."
    ),
    "lesson.crowns.welcome": (
        "Welcome to Crowns! You collect books (three or more of a rank) and runs (three or more of "
        "one suit in a row). Lowest score after eleven hands wins. This lesson plays the first two "
        "hands against Bo."
    ),
    "lesson.crowns.wild_rank": (
        "Hand 1 deals 3 cards, so 3s are wild — and jokers always are. The wild rank grows by one "
        "every hand: count the cards you were dealt."
    ),
    "lesson.crowns.first_draw": "Your turn. Every turn starts with a draw: click the stock.",
    "lesson.crowns.throw_loose": (
        "You drew the 10 of diamonds: it fits with nothing you hold. End your turn by dragging it "
        "onto the discard pile."
    ),
    "lesson.crowns.bo_plays": (
        "Now Bo plays. Whoever can put every card but one into books and runs may go out."
    ),
    "lesson.crowns.bo_went_out": (
        "Bo went out: the 5 of clubs and two wild 3s make a meld. Bots explain themselves — click "
        "Bo's last line in the move log to read why."
    ),
    "lesson.crowns.final_draw": (
        "When someone goes out, everyone else gets one final turn. Draw from the stock."
    ),
    "lesson.crowns.joker_book": (
        "A joker! With your two 9s it makes a book. On a final turn the game lays your best melds "
        "for you; you only choose the discard: drag the 5 of stars onto the pile."
    ),
    "lesson.crowns.hand_1_summary": (
        "Hand 1 is over. The summary shows every hand as it ended: your 9s and the joker were laid "
        "for you, so you scored 0 too (Hand histories shows every move). Press Next hand."
    ),
    "lesson.crowns.hand_2_wilds": (
        "Hand 2 deals 4 cards, so now 4s are wild — you hold two of them. Bo plays first."
    ),
    "lesson.crowns.watch_bo": "Watch Bo's turn.",
    "lesson.crowns.take_queen": (
        "Bo threw the Queen of spades. With your Queen of stars and the two wild 4s it makes a "
        "book: click the discard pile to take it."
    ),
    "lesson.crowns.lay_book": (
        "Lay out the book: drag the two Queens and both 4s, one by one, onto the meld space."
    ),
    "lesson.crowns.go_out": (
        "Every card but one is in a meld. Go out: drop the 10 of hearts on the discard pile."
    ),
    "lesson.crowns.final_turn": "You went out! Bo takes one final turn.",
    "lesson.crowns.hand_2_summary": (
        "You scored 0 for the hand; Bo scores what was left in his hand, his deadwood (the word "
        "hints use). Press Next hand."
    ),
    "lesson.crowns.finish": (
        "That is Crowns: draw, meld, discard, count the wilds, go out. Nine more hands follow, "
        "each dealing one card more. Stuck? Hint (H) shows a good move and why."
    ),
    # The Sting lesson (game/tutorial/sting.py), step by step.
    "lesson.sting.blurb": (
        "Announce the draw, sting with melds and wilds, pass piles and take them back."
    ),
    "lesson.sting.welcome": (
        "Welcome to Sting! Melds are sets (one number, all colours different) and runs (one colour "
        "in a row). The twist: you lay every meld in front of an opponent, and it scores against "
        "them. Lowest total wins."
    ),
    "lesson.sting.announce_two": (
        "Every turn starts by announcing your draw: 1 or 2 cards. More cards give more melds, but "
        "each card still in your hand at the end costs you. Press Draw 2."
    ),
    "lesson.sting.stage_red_run": (
        "The red 3, 4 and 5 make a run. Drag them one by one into the new-meld slot."
    ),
    "lesson.sting.lay_before_bo": (
        "Never in front of yourself: drag the new meld onto Bo's area. Each card of the meld is a "
        "point against Bo."
    ),
    "lesson.sting.double_sting": (
        "The Double Sting is a wild (here a red 2 or 6) that doubles its meld's score. Drag it "
        "onto Bo's run: 4 cards × 2 = 8 points."
    ),
    "lesson.sting.discard_yellow": (
        "A turn ends with a discard. The yellow 2 fits nothing: drag it onto the pile."
    ),
    "lesson.sting.bo_plays": "Now Bo plays. Watch what he lays in front of you.",
    "lesson.sting.take_it_back": (
        "Bo played a Pass-A-Pile: your 8-point run now lies in front of you! Your Take-It-Back "
        "answers it. Press Take it back."
    ),
    "lesson.sting.watch_bo_finish": (
        "The run is Bo's again; only a Take-It-Back of his own could return it. Watch Bo finish "
        "his turn."
    ),
    "lesson.sting.announce_one": (
        "Your turn. One green 9 would finish a run with your 7 and 8, so take only what you need: "
        "press Draw 1."
    ),
    "lesson.sting.pass_a_pile": (
        "Bo laid the blue 7-8-9 in front of you. Pass it back: drag your Pass-A-Pile onto the "
        "discard pile."
    ),
    "lesson.sting.choose_blue_run": "Now click the blue run in front of you…",
    "lesson.sting.choose_bo": "…and then Bo's area: he receives it.",
    "lesson.sting.bo_could_answer": "Bo could answer with a Take-It-Back. Watch.",
    "lesson.sting.stage_green_run": (
        "He had none, so he keeps it. Go out: drag the green 7, 8 and 9 into the new-meld slot."
    ),
    "lesson.sting.go_out": (
        "Lay them in front of Bo. Your hand empties, so you go out at once — no discard needed — "
        "and score 0 whatever lies in front of you."
    ),
    "lesson.sting.summary": (
        "Round over. Bo pays for every meld in front of him — the red run 8, blue 3, green 3 — and "
        "1 a card left in his hand: 17. You went out: 0. Press Next round."
    ),
    "lesson.sting.finish": (
        "That is Sting: announce 1 or 2, sting opponents with melds and multiplying wilds, pass "
        "piles, take them back, go out first. A game runs five rounds; stuck? Hint (H) shows a "
        "good move and why."
    ),
    # The Rumski lesson (game/tutorial/rumski.py), step by step.
    "lesson.rumski.blurb": (
        "Opening, the shared Community, taking the whole pile, colour or number."
    ),
    "lesson.rumski.welcome": (
        "Welcome to Rumski! Melds — three or more of a number in different colours, or a run of "
        "one colour — all go to one shared Community in the middle. Empty your hand first to win "
        "the round."
    ),
    "lesson.rumski.follow_top": (
        "This blue 9 starts the discard pile. Every discard must follow the top card: the same "
        "colour or the same number."
    ),
    "lesson.rumski.first_draw": "Your turn starts with a draw: click the stock.",
    "lesson.rumski.open": (
        "The red 7! Before you may touch the Community you must open with a meld made only from "
        "your own hand. Drag the red 3 to 8, one by one, into the new-meld space."
    ),
    "lesson.rumski.discard_blue_2": (
        "You have opened. End the turn with a card that follows the blue 9: the blue 2 follows by "
        "colour. Drag it onto the pile."
    ),
    "lesson.rumski.bo_follows": "Bo's turn: he must follow your blue 2 with a blue card or a 2.",
    "lesson.rumski.take_all": (
        "Bo threw the blue 10. Under it lie your blue 2 and the blue 9: with your 9s and your blue "
        "11 and 12 they make melds. You may take the whole pile: press Take all."
    ),
    "lesson.rumski.lay_nines": (
        "Lay the 9s: drag the blue, purple and green 9 into the new-meld space."
    ),
    "lesson.rumski.lay_blues": "And a run: drag the blue 10, 11 and 12 into the new-meld space.",
    "lesson.rumski.new_pile": (
        "Whoever takes the whole pile starts a new one with any card but a wild — it need not "
        "follow anything. Drop the blue 2 on the empty pile."
    ),
    "lesson.rumski.watch_bo": "Watch Bo's turn.",
    "lesson.rumski.bo_knocked": (
        "Bo knocked: he ended his turn without a discard. Click his last line in the move log to "
        "read why."
    ),
    "lesson.rumski.draw_again": "Your turn: draw from the stock.",
    "lesson.rumski.move_red_8": (
        "You drew the yellow 8. With your green 8 it needs a third 8: the red 8 at the end of your "
        "run. Community cards can move between melds: drag the red 8 into the new-meld space."
    ),
    "lesson.rumski.make_eights": (
        "The run red 3–7 is still a run. Now drag your green and yellow 8 onto the red 8."
    ),
    "lesson.rumski.go_out": (
        "Every meld is legal again. The green 2 follows the blue 2 by number: discard your last "
        "card to go out. Rumski!"
    ),
    "lesson.rumski.summary": (
        "You went out, so you score the cards left in Bo's hand: 5 for each 1–9, 10 for each "
        "10–13, 25 for a wild. Press Next round."
    ),
    "lesson.rumski.finish": (
        "That is Rumski: open from your own hand, then build on and rearrange the Community, "
        "follow colour or number, take the whole pile when it pays. First to 200 wins; stuck? Hint "
        "(H) shows a good move and why."
    ),
}
