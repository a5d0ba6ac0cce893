"""Run a random program (benchmarks/random_programs.py) and its decompiled source on the
same inputs and compare what they do: the check for outputs that are not verified.

A program is ``def fn(a, b, c, x, items, log, cm, cm2)`` calling the globals ``f`` and ``g``.
Each run gets fresh inputs from a fixed list of samples (booleans, ``x`` of every type a
``match`` case tests, iterables of 0-3 items) and records one *trace*: every call of
``f``/``g``, every ``__enter__``/``__exit__`` of the two context managers (the first one
swallows exceptions in some samples), every ``log.append``, and what ``fn`` returned or
raised.  ``f`` raises ``ValueError`` or ``KeyError`` for some arguments, so the
handlers run.

Programs may loop forever (``while True:`` with no ``break`` on the path taken): both
sources are run with a call ``__tick()`` added at the start of every loop body, which
raises :class:`Budget` (a ``BaseException`` the context managers never swallow) once the
run has spent its budget of loop iterations, and at every iteration after that, so the run
ends however many bare ``except:`` or ``finally: return`` it meets (any endless run goes
round some loop).  The decompiled source gets a larger budget: the state machine's
dispatch loop goes round once per state.  Two runs that both spend their budget agree
when, up to where they did, one trace is a prefix of the other.
"""

from __future__ import annotations

import ast
import sys
from types import CodeType
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

BUDGET = 300  # loop iterations of the original
DECOMPILED_BUDGET = 30 * BUDGET

Trace = Tuple[Any, ...]


class Budget(BaseException):
    """The run went round its loops more often than its budget."""


class _Manager:
    """A context manager that records its use; ``swallows``: its ``__exit__`` suppresses
    exceptions (never :class:`Budget`)."""

    def __init__(self, name: str, trace: List[Any], swallows: bool) -> None:
        self.name, self.trace, self.swallows = name, trace, swallows

    def __enter__(self) -> str:
        self.trace.append(("enter", self.name))
        return self.name

    def __exit__(self, kind: Any, value: Any, tb: Any) -> bool:
        self.trace.append(("exit", self.name, kind.__name__ if kind else None))
        return self.swallows and kind is not None and not issubclass(kind, Budget)


class _Log(list):  # type: ignore[type-arg]
    """``log``: its appends go to the trace (a run cut by its budget keeps the ones made)."""

    def __init__(self, trace: List[Any]) -> None:
        super().__init__()
        self.trace = trace

    def append(self, item: Any) -> None:
        self.trace.append(("log", repr(item)))
        super().append(item)


def _globals(trace: List[Any]) -> Dict[str, Any]:
    def f(x: Any) -> Any:
        trace.append(("f", repr(x)))
        if x == 2:
            raise ValueError(x)
        if x == 3:
            raise KeyError(x)
        return x

    def g(a: Any) -> Any:
        trace.append(("g", repr(a)))
        return not a

    return {"f": f, "g": g, "__name__": "behaviour"}


#: (a, b, c, x, items, swallows): a spread of paths through every condition the generator
#: writes (``x > 1``, ``0 < x < 9``, ``match x`` cases) and through handlers
SAMPLES: Sequence[Tuple[Any, ...]] = (
    (True, False, True, 0, [], False),
    (False, True, False, 2, [1, 2], False),
    (True, True, False, 5, [2, 3], True),
    (False, False, True, 1, [2, 5, 0], True),
    (True, False, False, "s", [0], False),
    (False, True, True, [1, 2, 3], [1], True),
    (True, True, True, {"k": 4}, [4, 3], False),
    (False, False, False, 3, [], True),
    (True, False, True, 10, [5, 1, 2], False),
    (False, True, False, None, [2], True),
)


def _compiled(source: str) -> CodeType:
    """``source`` compiled with ``__tick()`` added at the start of every loop body (the
    tree is walked without recursion: a state machine's ``elif`` chain nests deeply)."""
    tree = ast.parse(source)
    for node in list(ast.walk(tree)):
        if isinstance(node, (ast.While, ast.For, ast.AsyncFor)):
            first = node.body[0]
            name = ast.copy_location(ast.Name("__tick", ast.Load()), first)
            node.body.insert(0, ast.copy_location(ast.Expr(ast.copy_location(ast.Call(name, [], []), first)), first))
    limit = sys.getrecursionlimit()  # (compile() checks a tree's depth against it; source text it does not)
    sys.setrecursionlimit(max(limit, 20000))
    try:
        return compile(tree, "<behaviour>", "exec")
    finally:
        sys.setrecursionlimit(limit)


def _ticker(budget: int, trace: List[Any]) -> Callable[[], None]:
    """``__tick``: raises :class:`Budget` from the ``budget``-th call on; the first time, it
    marks the trace (where the run spent its budget: a bare ``except:`` may go on after)."""
    left = [budget]

    def tick() -> None:
        left[0] -= 1
        if left[0] == -1:
            trace.append(("budget",))
        if left[0] < 0:
            raise Budget

    return tick


def _run(code: CodeType, sample: Tuple[Any, ...], budget: int) -> Tuple[Trace, bool]:
    """(the trace of one run of ``fn`` defined by ``code`` (:func:`_compiled`), whether it
    spent its budget)."""
    trace: List[Any] = []
    namespace = _globals(trace)
    namespace["__tick"] = _ticker(budget, trace)
    exec(code, namespace)
    a, b, c, x, items, swallows = sample
    args = (a, b, c, x, list(items), _Log(trace), _Manager("cm", trace, swallows), _Manager("cm2", trace, False))
    try:
        ended: Tuple[Any, ...] = ("returned", repr(namespace["fn"](*args)))
    except Budget:
        ended = ("raised", "Budget")
    except Exception as e:  # noqa: BLE001 - what the program raises is part of its behaviour
        ended = ("raised", type(e).__name__)
    return tuple(trace) + (ended,), ("budget",) in trace


def _agree(one: Tuple[Trace, bool], other: Tuple[Trace, bool]) -> bool:
    (t1, spent1), (t2, spent2) = one, other
    if not (spent1 or spent2):
        return t1 == t2
    if not (spent1 and spent2):
        return False
    body1, body2 = _before_budget(t1), _before_budget(t2)
    n = min(len(body1), len(body2))
    return body1[:n] == body2[:n]


def _before_budget(trace: Trace) -> Trace:
    """The trace of a run that spent its budget, up to where it did."""
    return trace[:trace.index(("budget",))]


def differs(original: str, decompiled: str) -> Optional[Tuple[Any, Trace, Trace]]:
    """The first sample on which the two sources' ``fn`` behave differently, with both
    traces; None if they agree on every sample."""
    first, second = _compiled(original), _compiled(decompiled)
    for sample in SAMPLES:
        one, other = _run(first, sample, BUDGET), _run(second, sample, DECOMPILED_BUDGET)
        if not _agree(one, other):
            return sample, one[0], other[0]
    return None
