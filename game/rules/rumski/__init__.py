"""Rumski: the shared-Community rummy game (rules in the project docs, RU-1 … RU-16)."""
