"""Rumski at the table (issue 6): the Rumski table scene (`table`), the adapter that
turns engine events into card motions and log lines, keyboard play, and Auto-play my turn
(`assist`), and what a replay shows of a seat (`replay`)."""
