"""Crowns at the table: the Crowns table scene (`table`), the adapter that turns engine
events into card motions and log lines (`adapter`), keyboard play (`keys`), and going
out and the arranged melds (`plays`), and what a replay shows of a seat (`replay`)."""
