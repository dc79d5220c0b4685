"""Rumski's drawing: its table's painter (`view`: the Community as rows of melds, the
must-play tray, the seat boxes), the Community's card sprites (`community`) and what a
drop does to the Community (`community_edit`, pure) and its card faces (`faces`)."""
