"""The app's screens, stacked: menu, setup, table, pause, cover, summary, game over.

Only the top scene gets input; scenes below it may draw (`Scene.opaque`).
"""
