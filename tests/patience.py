"""How long a test waits for work on another thread or process before calling it stuck.

A bound against a hang, never a timing check: a test waits for a condition (a bot's
move, a file written, a game played in a subprocess) and goes on as soon as it holds.
The bound is generous because a loaded two-core machine stretches a few seconds of
work into minutes (a Rumski game of hard and medium bots, 5 s of CPU, took 217 s
beside 14 busy processes), and a bound that a slow but working run can reach is a
flaky test."""

PATIENCE = 600.0  # seconds
