"""Shared timing helpers for the benchmarks."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")


def percentile(sorted_samples: list[float], fraction: float) -> float:
    """The sample at `fraction` (0..1) of a sorted list (nearest rank)."""
    if not sorted_samples:
        return 0.0
    index = min(len(sorted_samples) - 1, max(0, round(fraction * len(sorted_samples)) - 1))
    return sorted_samples[index]


def summarize(seconds: Iterable[float], unit: str = "ms") -> dict:
    """p50, p99, max and count of samples given in seconds, reported in `unit` (ms or us)."""
    scale = {"ms": 1e3, "us": 1e6}[unit]
    samples = sorted(s * scale for s in seconds)
    return {
        "unit": unit,
        "count": len(samples),
        "p50": round(percentile(samples, 0.50), 3),
        "p99": round(percentile(samples, 0.99), 3),
        "max": round(samples[-1], 3) if samples else 0.0,
    }


def timed(function: Callable[[], T]) -> tuple[T, float]:
    """Call `function`; return its result and the seconds it took."""
    start = time.perf_counter()
    result = function()
    return result, time.perf_counter() - start
