"""Crowns' drawing: its table's painter (`view`: the melds laid round the table and
above the hand, the melds being arranged) and its card faces (`faces`)."""
