"""Every custom pygame event id of the app, in one place.

Events carry plain data in their dict (engine events, seats, sentences), never a
callback into another layer. `pygame.event.custom_type()` only hands out a number,
so defining them at import opens no window and touches no device.
"""

from __future__ import annotations

import pygame

# The controller applied an action: {"event": engine Event, "actor": seat, "version": int,
# "reason": the bot's one-sentence reason for its move ("" for a person's move)}.
GAME_EVENT = pygame.event.custom_type()
# The engine refused an intent: {"seat": int, "rule": the rule id, "reason": sentence}.
REFUSED = pygame.event.custom_type()
# A bot started or stopped thinking: {"seat": int, "thinking": bool}.
BOT_THINKING = pygame.event.custom_type()
# The medium bot's suggestion for a human: {"seat": int, "action": Action, "reason": str}.
HINT = pygame.event.custom_type()
# A game was started or restored and its first hand dealt: {"game": name}.
GAME_STARTED = pygame.event.custom_type()
