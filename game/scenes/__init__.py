"""The app's screens, stacked: menu, setup, table, pause, cover, summary, game over …

Only the top scene gets input; scenes below it may draw (`Scene.opaque`). A scene opens
another by name through the app (`destinations`: `app.open("pause", table)`), never by
importing it. The table all three games share is `table.py` with its parts
(`table_*.py`); each game's own table — its scene, adapter, keys, mouse, plays … — is in
its room: `crowns/`, `sting/`, `rumski/`.
"""
