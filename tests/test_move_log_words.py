"""The move log reads as English whoever acted: the person's seat is named "You", so a
line's verb must agree with it (CR-5, ST-3 deals)."""

from game.rules import crowns, sting
from game.scenes.sting.table import StingTable
from game.scenes.table_crowns import CrownsTable


def you_or_bo(seat: int) -> str:
    return "You" if seat == 0 else "Bo"


def test_deal_lines_agree_with_you_and_with_a_bot():
    for dealer in (0, 1):
        lines = [
            CrownsTable().describe(crowns.HandDealt(1, dealer, 3, 3), you_or_bo),
            StingTable().describe(sting.RoundDealt(1, dealer, 10, None, ()), you_or_bo),
        ]
        for line in lines:
            assert f"{you_or_bo(dealer)} dealt" in line, line


def test_rumski_lines_agree_and_name_cards_in_words():
    from game.rules import rumski
    from game.scenes.rumski.adapter import RumskiTable

    table = RumskiTable()
    red7, blue2 = rumski.parse_cards("R7 B2")
    for seat in (0, 1):
        who = you_or_bo(seat)
        dealt = table.describe(rumski.Dealt(1, seat, (14, 14), red7), you_or_bo)
        assert dealt == f"Round 1: {who} dealt"
        played = table.describe(rumski.LaidDown(seat, (), (red7,)), you_or_bo)
        assert played == f"{who} played a card to the Community"
        thrown = table.describe(rumski.Discarded(seat, blue2, False), you_or_bo)
        assert thrown == f"{who} discarded the {blue2.name}" and "B2" not in thrown


def test_a_bots_reason_names_seats_as_the_table_does():
    from game.ui.move_log import with_names

    names = ["You", "Bo", "Cy"]
    reason = "laid the red 3 in front of seat 2, then added to seat 0's meld"
    assert with_names(reason, names) == "laid the red 3 in front of Cy, then added to your meld"
    assert with_names("stinging seat 1.", names) == "stinging Bo."
    assert with_names("stinging seat 0.", names) == "stinging you."
    assert with_names("seat 9 is not at this table", names) == "seat 9 is not at this table"
