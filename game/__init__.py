"""Wildmeld: Sting, Crowns and Rumski — three rummy games that go wild."""

__version__ = "0.1.0"
