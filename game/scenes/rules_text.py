"""How to play each game, in Wildmeld's own words, for the rules scene (issue 5 item 2).

The source of truth stays `rules/*.md` of the design notes (CR-n, ST-n, RU-n); this is the
player's version of it. A page is a list of blocks:
`Heading`, `Para`, `Item` (a bulleted line), `Cards` (a row of pictured cards in the game's
own notation, a trailing `*` marks a card as this hand's wild) and `Term` (a pictured
special card with its name and what it does).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Item:
    text: str


@dataclass(frozen=True)
class Cards:
    tokens: str  # e.g. "7H 7H 7S" (Crowns) or "R7 B7 G7" (Sting); "5H*" is marked wild
    caption: str = ""


@dataclass(frozen=True)
class Term:
    token: str
    name: str
    text: str


Block = Heading | Para | Item | Cards | Term

GAME_TITLES = {"crowns": "Crowns", "sting": "Sting", "rumski": "Rumski"}

TAGLINES = {
    "crowns": "Five suits, eleven hands, and the wild card changes every hand.",
    "sting": "Every meld you make is laid in front of an opponent — and counts against them.",
    "rumski": "One shared table of melds that everyone can rearrange.",
}

# One line per Sting special card: the printed game's Quick Reference card (issue 6), also
# used for the table's hover help.
STING_SPECIALS = {
    "W": ("Wild Sting", "Stands for any numbered card."),
    "W2": ("Double Sting", "A wild that doubles the points of the meld it is in."),
    "W3": ("Triple Sting", "A wild that triples the points of the meld it is in."),
    "WS": (
        "Super Sting",
        "A wild that can never be swapped out; its meld can never be passed on.",
    ),
    "PP": (
        "Pass-A-Pile",
        "Put it on the discard pile and move a meld in front of you to another player.",
    ),
    "TB": (
        "Take-It-Back",
        "Out of turn: send a meld just passed to you straight back to the passer.",
    ),
}


def special_card_help(face: str) -> str | None:
    """One line on what a Sting special card does ("Double Sting: a wild that …"), for hover
    help at the table; None for a card that is not special."""
    found = STING_SPECIALS.get(face)
    if found is None:
        return None
    name, text = found
    return f"{name}: {text[0].lower()}{text[1:]}"


CROWNS: list[Block] = [
    Para(
        "Get rid of your cards by arranging them into books and runs. Eleven hands are "
        "played, and after the last one the lowest total wins."
    ),
    Heading("The cards"),
    Para(
        "Two packs shuffled together (four packs for 8 or more players). A pack has five "
        "suits — clubs, diamonds, hearts, spades and stars — from 3 up to King, and three "
        "jokers. Every suit has its own colour and its own shape."
    ),
    Cards("3C 3D 3H 3S 3X W", "The five suits and a joker"),
    Heading("Hands and wild cards"),
    Para(
        "The first hand deals 3 cards each, the second 4, and so on up to 13 cards in the "
        "eleventh. The wild rank is the number of cards dealt: threes are wild in the first "
        "hand, fours in the second … Kings in the last. Jokers are always wild. This "
        "hand's wild cards wear a purple WILD band."
    ),
    Cards("5H* 5X* W", "Third hand: five cards each, so fives and jokers are wild"),
    Heading("Your turn"),
    Item("Draw the top card of the stock or of the discard pile: click it or drag it."),
    Item(
        "End your turn by dropping one card on the discard pile. The card you just took "
        "from the discard pile can't go straight back."
    ),
    Item("Nothing is laid on the table until someone goes out."),
    Heading("Books and runs"),
    Item("A book is three or more cards of one rank; suits don't matter, repeats are fine."),
    Cards("7H 7H 7S", "A book of sevens"),
    Item(
        "A run is three or more cards of one suit in order. 3 is low and King is high; a "
        "run does not wrap round from King to 3."
    ),
    Cards("8D 9D 10D JD", "A run of diamonds"),
    Item("Wild cards stand in for any card, as many as you like, anywhere in a book or run."),
    Cards("5S* QX KX", "Third hand: a wild five as the jack of stars"),
    Heading("Going out"),
    Para(
        "When, after your draw, all your cards but one fit into books and runs, you may go "
        "out: lay them down and discard the last card. Auto-arrange finds the best "
        "arrangement for you. Going out scores nothing — the best score there is."
    ),
    Para(
        "Everyone else then has one last turn: they draw and discard, and the game lays "
        "down the best books and runs left in their hand for them."
    ),
    Heading("Scoring"),
    Para(
        "Cards left over count against you: 3 to 10 their number, Jack 11, Queen 12, King "
        "13, a card of the wild rank 20, a joker 50. The lowest total after eleven hands "
        "wins; equal totals share the win."
    ),
    Heading("Solo practice"),
    Para(
        "With one seat, play until you go out. Your score for the hand is the number of "
        "turns it took: beat your best."
    ),
]

STING: list[Block] = [
    Para(
        "Empty your hand first. The melds you make go in front of your opponents and score "
        "against them; the lowest total wins."
    ),
    Heading("The cards"),
    Para(
        "Red, blue, green and yellow cards numbered 1 to 10, two of each — each colour with "
        "its own shape. Sixes and nines are underlined so they are never mixed up."
    ),
    Cards("R6 B9 G3 Y10", "Red circle, blue diamond, green triangle, yellow star"),
    Para("And 24 special cards:"),
    *(Term(code, name, text) for code, (name, text) in STING_SPECIALS.items()),
    Para("The beginners option leaves the special cards out."),
    Heading("Your turn"),
    Item("Say how many cards you will draw — 1 or 2 — and draw them."),
    Item(
        "Then play as much as you like, in any order: lay a new meld in front of an "
        "opponent (never in front of yourself); add cards to any meld on the table, your "
        "own included; take the top card of the discard pile if you play it at once, then "
        "the next one the same way; swap a wild out of a meld for the card it stands for "
        "and play that wild at once; play a Pass-A-Pile."
    ),
    Item("Discard one card to end your turn."),
    Heading("Sets and runs"),
    Item("A set is 3 or 4 cards of one number, each a different colour."),
    Cards("R7 B7 G7", "A set of sevens"),
    Item("A run is 3 to 10 cards of one colour in a row, between 1 and 10."),
    Cards("Y3 Y4 W Y6", "A run with a Wild Sting as the yellow 5"),
    Item(
        "Wilds per meld: one in a 3-card meld, two in 4 to 6 cards, three in 7 or more. "
        "Two wilds never sit side by side in a run, and no meld is all wilds."
    ),
    Heading("Passing and taking back"),
    Para(
        "Pass-A-Pile moves one of the melds in front of you to another player. Whoever "
        "receives it may answer at once with a Take-It-Back and send it back to you — and "
        "you may answer with a Take-It-Back of your own. A meld holding a Super Sting can't "
        "be passed."
    ),
    Cards("PP TB"),
    Heading("Going out and scoring"),
    Para(
        "The round ends the moment someone's hand is empty; that player scores 0. Everyone "
        "else scores the melds in front of them — 1 point a card, doubled by each Double "
        "Sting, tripled by each Triple Sting — and the cards left in their hand: numbered "
        "cards 1, Wild Sting 5, Double 10, Triple 15, Super Sting 5, Pass-A-Pile and "
        "Take-It-Back 1 each."
    ),
    Cards("B4 B5 W2 B7", "4 cards with a Double Sting: 8 points for whoever has it"),
    Para("After five rounds (or at a target score, in the options) the lowest total wins."),
    Heading("Options"),
    Item("Numeric scoring: numbered cards count their number instead of 1."),
    Item("No substitutions: wilds stay where they are laid."),
    Item("Beginners: numbered cards only. Younger players: 7 cards each."),
    Item("Open hands: everyone's cards face up, for a first game played together."),
]

RUMSKI: list[Block] = [
    Para(
        "Melds go to one shared Community that everyone who has opened may add to and "
        "rearrange. Discards must follow colour or number — and the whole discard pile can "
        "be taken."
    ),
    Heading("The cards"),
    Para(
        "Green, red, purple, blue and yellow cards numbered 1 to 13, one of each, and 5 "
        "wilds. Each colour has its own shape."
    ),
    Cards("G1 R1 P1 B1 Y1 W", "Triangle, circle, hexagon, diamond, star — and a wild"),
    Para(
        "Two players get 12 cards each, three to six players 10 each. The rest is the "
        "stock; its top card starts the discard pile."
    ),
    Heading("Your turn"),
    Item(
        "Draw the top card of the stock, the top card of the discard pile, or take the "
        "whole discard pile."
    ),
    Item("Play to the Community, once you have opened."),
    Item(
        "End your turn by discarding a card of the same colour or number as the top "
        "discard (anything goes on a wild or an empty pile), or knock and discard nothing. "
        "If you took the whole pile, start a new one with any card but a wild."
    ),
    Heading("Groups and runs"),
    Item("A group is 3 to 5 cards of one number, all different colours."),
    Cards("R9 B9 Y9", "A group of nines"),
    Item("A run is 3 or more cards of one colour in a row, from 1 to 13, without wrapping."),
    Cards("P10 P11 W P13", "A purple run with the wild as the 12"),
    Item("A meld holds at most one wild."),
    Heading("Opening"),
    Para(
        "Until you have laid down a meld made only of cards from your own hand this round, "
        "you may not touch the Community. You may open and keep playing in the same turn."
    ),
    Heading("The Community"),
    Para(
        "Once you have opened, add cards from your hand to any meld, lay new melds, and "
        "rearrange freely — split melds, join them, move cards between them — as long as "
        "every meld is legal when your turn ends. Reset turn puts everything back as it was "
        "just after your draw. A card in the Community never leaves it."
    ),
    Heading("Wilds"),
    Para(
        "A wild you were dealt, or drew from the stock, may stay in your hand. A wild taken "
        "from the discard pile, or freed from a Community meld, must be in a Community meld "
        "when your turn ends. A wild can never be discarded."
    ),
    Heading("Rumski!"),
    Para(
        "Empty your hand — by playing or with your last discard — and you win the round. "
        "With two players you can't go out on the turn you first laid down."
    ),
    Heading("Scoring"),
    Para(
        "The round's winner scores the cards left in everyone else's hand: 1 to 9 are 5 "
        "points, 10 to 13 are 10, a wild 25. The first to reach the target — 100 points per "
        "player unless chosen otherwise — wins the game."
    ),
]

PAGES: dict[str, list[Block]] = {"crowns": CROWNS, "sting": STING, "rumski": RUMSKI}
