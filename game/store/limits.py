"""The limits a game's record obeys, each in one home that every side asks (issue 17,
item 4): the new-game form and the Save as… field hold what may be typed to these, and
the save reader (`codec`) refuses what lies beyond them — so the store never refuses a
game the game let a player make.

How many may sit at a table is each game's own rule: its rules module's `SEATS` (Crowns
1–14, CR-4; Sting 2–6, ST-3; Rumski 2–6, RU-3), asked by setup and reader alike. Which
options a game takes, and their bounds, are its rules module's `OPTIONS`.
"""

from __future__ import annotations

# A seed is a whole number from 0 to 2^63 - 1: it fits a signed 64-bit integer, so any
# tool that reads a save's JSON as int64 (or a spreadsheet of seeds) keeps it exactly.
SEEDS = range(0, 2**63)
NAME_LENGTH = 16  # a seat's name: longer ones crowd the seat badges and score lists
TITLE_LENGTH = 40  # a named save's title, as the Save as… field takes it
