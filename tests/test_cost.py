"""Work that grows with the size of the code, not exponentially, on shapes that once
exploded (counted in calls of an inner reader, so a regression fails fast instead of
hanging the suite)."""

from __future__ import annotations

from typing import Any, Callable, Dict

import pytest

import undis
from undis.structure import conditions


def _elif_chain(n: int) -> str:
    """``if``/``elif`` with ``n`` branches whose bodies start with a test of their own: each
    elif's test and the test after it read as a candidate conditional expression, which
    was retried from every elif (torch's ``GuardBuilder.get_guard_manager_from_source``)."""
    lines = ["def f(source, g, h):", "    if h(source, 0):", "        out = 0"]
    for k in range(1, n):
        lines += [f"    elif h(source, {k}):", "        if not g:",
                  "            raise AssertionError('x')", f"        out = g.m{k}()"]
    lines += ["    else:", "        out = None", "    return out"]
    return "\n".join(lines) + "\n"


class _TooMuchWork(Exception):
    pass


def _counting(fn: Callable[..., Any], limit: int, counter: Dict[str, int]) -> Callable[..., Any]:
    def counted(*args: Any, **kwargs: Any) -> Any:
        counter["calls"] += 1
        if counter["calls"] > limit:
            raise _TooMuchWork
        return fn(*args, **kwargs)
    return counted


@pytest.mark.parametrize("n", [10, 40])
def test_elif_chain_with_tested_bodies_is_linear(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    namespace: Dict[str, Any] = {}
    exec(compile(_elif_chain(n), "<elif chain>", "exec"), namespace)
    counter = {"calls": 0}
    limit = 40 * n  # (about 17 per branch now; the exponential reading passed 1600 by n = 14)
    monkeypatch.setattr(conditions, "_next_block", _counting(conditions._next_block, limit, counter))
    result = undis.decompile_checked(namespace["f"])
    assert result.verified
    assert counter["calls"] <= limit
