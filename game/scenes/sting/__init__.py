"""Sting at the table (issue 6): the Sting table scene (`table`) and its parts, one
idea each — the adapter that turns engine events into card motions and log lines, mouse
and keyboard play, what a drop asks of the engine, Pass-A-Pile and Take-It-Back, the wild
chooser, where everything lies, the mirror of the melds, and the round summary's cost
chips, and what a replay shows of a seat (`replay`)."""
