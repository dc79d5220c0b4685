"""Sting: a rummy where every meld you make scores against an opponent (ST-1 … ST-14)."""
