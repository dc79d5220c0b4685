"""Sting's drawing: its table's painter (`view`: meld areas with their costs, the
staging slot, the tray, the Take-It-Back prompt, open hands), the wild chooser
(`chooser`), the quick reference card (`reference`) and its card faces (`faces`)."""
