"""The move log reads as English whoever acted: the person's seat is named "You", so a
line's verb must agree with it (CR-5, ST-3 deals)."""

from game.rules import crowns, sting
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.sting.table import StingTable


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
        run = tuple(rumski.parse_cards("R5 R6 R7"))
        played = table.describe(rumski.LaidDown(seat, (run,), run), you_or_bo)
        assert played == f"{who} laid red 5-6-7"
        thrown = table.describe(rumski.Discarded(seat, blue2, False), you_or_bo)
        assert thrown == f"{who} discarded the {blue2.name}" and "B2" not in thrown


def test_a_bots_reason_names_seats_as_the_table_does():
    from game.bots.words import Reason, phrase
    from game.text import reason_words

    names = ["You", "Bo", "Cy"]
    reason = Reason(
        phrase("reason.sting.laid", meld="the red 3", seat=2),
        phrase("reason.sting.danger", seat=1, cards="2 cards", own=0),
    )
    assert reason_words(reason, names=names) == (
        "laid the red 3 in front of Cy — Bo's hand is down to 2 cards, and every card "
        "drawn would score against you if the round ends"
    )
    assert reason_words(reason).startswith("laid the red 3 in front of seat 2 — seat 1's hand")
    assert reason_words(reason, names=names[:1]).startswith("laid the red 3 in front of seat 2")


def cards(text: str) -> tuple:
    from game.rules import rumski

    return tuple(rumski.parse_cards(text))


def rumski_line(before: str, after: str, played: str, opening: str = "") -> str:
    """The log's line for a turn that made Community `after` (melds split by '|') of
    `before` with the `played` hand cards."""
    from game.rules import rumski
    from game.scenes.rumski.adapter import RumskiTable

    melds = lambda text: tuple(cards(meld) for meld in text.split("|") if meld.strip())  # noqa: E731
    event = rumski.LaidDown(1, melds(after), cards(played), melds(before), cards(opening))
    return RumskiTable().describe(event, you_or_bo)


def test_ru7_the_rumski_log_names_the_cards_played_and_the_melds_they_went_to():
    after = "G4 G5 W G7 G8 | B1 B2 B3 | R11 P11 Y11"
    line = rumski_line("G4 G5 W G7 | B1 B2 B3", after, "G8 R11 P11 Y11")
    assert line == "Bo laid three 11s and played the green 8 to green 4-5-wild-7"
    opened = rumski_line("G4 G5 W G7", "G4 G5 W G7 G8 | R11 P11 W", "G8 R11 P11 W", "R11 P11 W")
    assert opened == (
        "Bo opened with three 11s with a wild and played the green 8 to green 4-5-wild-7"
    )


def test_ru7_a_rumski_rearrangement_is_logged_by_its_melds_before_and_after():
    """The hint's example of issue 18: G6 into G4-G5-W-G7 frees the W for R11 P11 (a
    swap, RU-8); then a split, said by its melds before and after."""
    line = rumski_line("G4 G5 W G7 | B1 B2 B3", "G4 G5 G6 G7 | R11 W P11 | B1 B2 B3", "G6 R11 P11")
    assert line == (
        "Bo swapped the green 6 for the wild in green 4-5-wild-7 and laid three 11s with a wild"
    )
    split = rumski_line("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6 R7", "R7")
    assert split == "Bo rearranged red 1 to 6 into red 1-2-3 and red 4-5-6-7 with the red 7"


def test_ru7_a_big_turn_is_said_in_two_rows_of_the_log_counting_what_would_not_fit():
    """The log is narrow: a turn that moved many melds counts them rather than naming
    each; the opening meld is always named."""
    before = "G1 G2 G3 | R5 R6 R7 | B9 B10 B11 | Y2 Y3 Y4 Y5 | P7 P8 P9"
    after = "G1 G2 | G3 R3 B3 | R5 R6 | R7 B7 P7 | B9 B10 B11 B12 | Y2 Y3 Y4 Y5 Y6 | P8 P9 P10"
    line = rumski_line(before, after + " | R11 P11 W", "R3 B3 B7 B12 Y6 P10 R11 P11 W", "R11 P11 W")
    assert line.startswith("Bo opened with three 11s with a wild and ")
    assert len(line) <= 90, line
    assert "6 cards" in line or "melds" in line


def test_ru4_a_run_is_named_with_its_wild_where_it_lies():
    """A bot's meld may lie G6 G7 W: its wild stands for the 8, as the table marks it."""
    assert rumski_line("", "G6 G7 W", "G6 G7 W") == "Bo laid green 6-7-wild"
    assert rumski_line("", "W G6 G7", "G6 G7 W") == "Bo laid green wild-6-7"
