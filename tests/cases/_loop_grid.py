"""Grids of loop shapes, each decompiled, verified and executed.

Shared by tests/test_loop_grid.py and scripts/regen_golden.py (standard library
only).  Three grids:

* nested loops: an outer loop (five kinds, ``else`` clause or not) holding an
  inner loop (five kinds) whose body is one of five statement patterns, placed
  first, last or in the middle of the outer body, or as the then-branch of an
  ``if``/``else`` that ends it: 900 functions, named
  ``outer-inner-body-position[-else]``;
* loop bodies: a loop (``while``, ``for``, ``while True`` with a break test)
  whose body is two statements from nine control-flow patterns (``if``/``elif``
  with ``break``/``continue``/``return``, ``try``/``except`` with and without
  ``break``, ``with`` holding a ``continue``): 405 functions, named
  ``body-loop-first-second[-else]``;
* try statements in loops: a loop (the same three kinds, ``while True`` running
  while its test holds) whose body is ``got.append(0)``, one of six try-like
  forms (``try``/``except``, with ``else``, ``try``/``finally``, with ``except``,
  ``with``, a ``with`` inside a ``try``) and optionally ``got.append(9)``; one
  clause of the form ends with one of seven actions (none, ``if``-guarded
  ``break``/``continue``/``return``, bare ``break``/``continue``/``return``):
  840 functions, named ``try-<loop>-<form>-<clause>-<action>[-after][-else]``.

The hand-written golden cases cover each construct once; loops are where the
compiler's jump threading (3.8/3.9), inverted loops (3.10+) and block layout
(3.12+) interact with the statements in them, and a grid finds the
combinations no one thought to write.

Every shape's output must behave like the original on :func:`samples` (the
loop tests read ``len(got)``, which every body grows; a call budget stops any
run that would loop for long; on the try grid every line the compiler keeps runs
on some sample, and the try bodies raise ZeroDivisionError on some iterations)
and recompile to the same bytecode.  The shapes
that do not yet are listed, per interpreter, in
``tests/golden/py3X/LOOP_GRID_GAPS.txt`` (written by scripts/regen_golden.py).
"""

from __future__ import annotations

import contextlib
import itertools
from typing import Any, Callable, Dict, List, Tuple

from cases._harness import GOLDEN_DIR, grid_status, read_gaps, write_gaps

GAPS_FILE = GOLDEN_DIR / "LOOP_GRID_GAPS.txt"

OUTER: Dict[str, Tuple[str, List[str]]] = {  # header, statements that start its body
    "while_call": ("while a(got):", []),
    "while_not": ("while not a(got):", []),
    "while_true_break": ("while True:", ["if a(got):", "    break"]),
    "for": ("for x in xs:", []),
    "while_and": ("while a(got) and xs:", []),
}
INNER: Dict[str, str] = {
    "simple": "while b(got):",
    "and": "while b(got) and got:",
    "or": "while b(got) or not got:",
    "not": "while not b(got):",
    "for": "for y in range(b(got) + 1):",
}
BODY: Dict[str, List[str]] = {  # the inner loop's body: every path grows ``got``
    "plain": ["got.append(1)"],
    "if_break": ["if len(got) > 5:", "    break", "got.append(1)"],
    "if_continue": ["if len(got) % 2:", "    got.append(2)", "    continue", "got.append(1)"],
    "if_else": ["if len(got) % 2:", "    got.append(2)", "else:", "    got.append(3)"],
    "else_break": ["if len(got) % 3:", "    got.append(1)", "else:", "    break"],
}
POSITIONS = ("last", "first", "middle", "then")


def _source(outer: str, inner: str, body: str, position: str, orelse: bool) -> str:
    head, pre = OUTER[outer]
    nest = [INNER[inner]] + ["    " + line for line in BODY[body]]
    if position == "last":
        stmts = pre + ["got.append(0)"] + nest
    elif position == "first":
        stmts = nest + pre + ["got.append(0)"]
    elif position == "middle":
        stmts = pre + ["got.append(0)"] + nest + ["got.append(9)"]
    else:  # (the then-branch of an if/else that ends the outer body)
        then = ["    " + line for line in nest]
        stmts = pre + ["got.append(0)", "if len(got) % 4:"] + then + ["else:", "    got.append(5)"]
    lines = ["def f(a, b, xs, got):", "    " + head] + ["        " + s for s in stmts]
    if orelse:
        lines += ["    else:", "        got.append(7)"]
    return "\n".join(lines + ["    return got", ""])


# the second grid: one loop whose body is ``got.append(0)`` then two statements from STATEMENTS
LOOPS: Dict[str, Tuple[str, List[str]]] = {
    "while": ("while a(got):", []),
    "for": ("for x in xs:", []),
    "wtrue": ("while True:", ["if a(got):", "    break"]),
}
STATEMENTS: Dict[str, List[str]] = {
    "plain": ["got.append(1)"],
    "if_break": ["if len(got) > 5:", "    break"],
    "if_cont": ["if len(got) % 2:", "    got.append(2)", "    continue"],
    "if_ret": ["if len(got) > 8:", "    return -1"],
    "if_else_break": ["if len(got) % 3:", "    got.append(3)", "else:", "    break"],
    "elif_chain": ["if len(got) % 3 == 0:", "    got.append(4)", "elif len(got) % 3 == 1:", "    continue",
                   "else:", "    got.append(5)"],
    "try_exc": ["try:", "    got.append(b(got) // (len(got) % 4))", "except ZeroDivisionError:", "    got.append(6)"],
    "try_exc_break": ["try:", "    got.append(1 // (len(got) % 5))", "except ZeroDivisionError:", "    break"],
    "with_cont": ["with nullcontext():", "    if len(got) % 2:", "        got.append(8)", "        continue"],
}


def _body_source(loop: str, first: str, second: str, orelse: bool) -> str:
    head, pre = LOOPS[loop]
    stmts = pre + ["got.append(0)"] + STATEMENTS[first] + STATEMENTS[second]
    lines = ["def f(a, b, xs, got):", "    " + head] + ["        " + s for s in stmts]
    if orelse:
        lines += ["    else:", "        got.append(7)"]
    return "\n".join(lines + ["    return got", ""])


# the third grid: one loop whose body is ``got.append(0)``, one try-like statement, and maybe
# ``got.append(9)``; one clause of the statement ends with an action from ACTIONS
TRY_RAISES = "got.append(1 // ((len(got) + len(xs)) % 5))"  # ZeroDivisionError on some iterations
TRY_FORMS: Dict[str, List[Tuple[str, List[str]]]] = {  # form -> (clause name, clause lines); "" is a header
    "exc": [("body", ["try:", TRY_RAISES]), ("handler", ["except ZeroDivisionError:", "got.append(6)"])],
    "exc_else": [("body", ["try:", TRY_RAISES]), ("handler", ["except ZeroDivisionError:", "got.append(6)"]),
                 ("else", ["else:", "got.append(5)"])],
    "fin": [("body", ["try:", "got.append(1)"]), ("finally", ["finally:", "got.append(8)"])],
    "exc_fin": [("body", ["try:", TRY_RAISES]), ("handler", ["except ZeroDivisionError:", "got.append(6)"]),
                ("finally", ["finally:", "got.append(8)"])],
    "with": [("with", ["with nullcontext():", "got.append(1)"])],
    "with_in_try": [("with", ["try:", "with nullcontext():", "    " + TRY_RAISES]),
                    ("handler", ["except ZeroDivisionError:", "got.append(6)"])],
}
TRY_LOOPS: Dict[str, Tuple[str, List[str]]] = {  # (``while True`` runs while ``a`` holds, unlike LOOPS)
    "while": LOOPS["while"],
    "for": LOOPS["for"],
    "wtrue": ("while True:", ["if not a(got):", "    break"]),
}
ACTIONS: Dict[str, List[str]] = {  # appended to one clause (indented like its last line)
    "none": [],
    "if_break": ["if len(got) > 5:", "    break"],
    "if_cont": ["if b(got):", "    continue"],
    "if_ret": ["if len(got) > 6:", "    return -1"],  # (if_cont reads b: len(got) alone leaves paths unrun)
    "break": ["break"],
    "cont": ["continue"],
    "ret": ["return"],
}


def _try_statement(form: str, clause: str, action: str) -> List[str]:
    lines: List[str] = []
    for name, (header, *body) in TRY_FORMS[form]:
        lines.append(header)
        if name == clause:
            indent = body[-1][:len(body[-1]) - len(body[-1].lstrip())]
            body = body + [indent + line for line in ACTIONS[action]]
        lines += ["    " + line for line in body]
    return lines


def _try_source(loop: str, form: str, clause: str, action: str, after: bool, orelse: bool) -> str:
    head, pre = TRY_LOOPS[loop]
    stmts = pre + ["got.append(0)"] + _try_statement(form, clause, action) + (["got.append(9)"] if after else [])
    lines = ["def f(a, b, xs, got):", "    " + head] + ["        " + s for s in stmts]
    if orelse:
        lines += ["    else:", "        got.append(7)"]
    return "\n".join(lines + ["    return got", ""])


def _try_names() -> List[Tuple[str, str, str, str, bool, bool]]:
    out = []
    for loop, form, orelse in itertools.product(TRY_LOOPS, TRY_FORMS, (False, True)):
        if orelse and loop == "wtrue":
            continue
        for (clause, _), action, after in itertools.product(TRY_FORMS[form], ACTIONS, (False, True)):
            if action != "none" or clause == TRY_FORMS[form][0][0]:  # (no action: one shape per form)
                out.append((loop, form, clause, action, after, orelse))
    return out


def shapes() -> Dict[str, str]:
    """Shape name -> source of ``f``, in a fixed order: the nested loops, the loop
    bodies (``body-<loop>-<statement>-<statement>[-else]``), then the try statements in
    loops (``try-<loop>-<form>-<clause>-<action>[-after][-else]``)."""
    out: Dict[str, str] = {}
    for outer, inner, body, position, orelse in itertools.product(OUTER, INNER, BODY, POSITIONS, (False, True)):
        if orelse and outer == "while_true_break":
            continue  # (its else clause would be dead code)
        name = "-".join([outer, inner, body, position] + (["else"] if orelse else []))
        out[name] = _source(outer, inner, body, position, orelse)
    for loop, first, second, orelse in itertools.product(LOOPS, STATEMENTS, STATEMENTS, (False, True)):
        if orelse and loop == "wtrue":
            continue
        name = "-".join(["body", loop, first, second] + (["else"] if orelse else []))
        out[name] = _body_source(loop, first, second, orelse)
    for loop, form, clause, action, after, orelse in _try_names():
        suffix = (["after"] if after else []) + (["else"] if orelse else [])
        name = "-".join(["try", loop, form, clause, action] + suffix)
        out[name] = _try_source(loop, form, clause, action, after, orelse)
    return out


def function(source: str) -> Callable[..., Any]:
    namespace: Dict[str, Any] = {"nullcontext": contextlib.nullcontext}
    exec(compile(source, "<loop grid>", "exec"), namespace)
    return namespace["f"]  # type: ignore[no-any-return]


class _Budget(Exception):
    pass


def _budget(test: Callable[[List[int]], bool], calls: int = 60) -> Callable[[List[int]], bool]:
    count = [0]

    def guarded(got: List[int]) -> bool:
        count[0] += 1
        if count[0] > calls:
            raise _Budget
        return test(got)
    return guarded


# (a, b, xs): the outer and inner tests read the list the bodies append to
SAMPLES: List[Tuple[Callable[[List[int]], bool], Callable[[List[int]], bool], List[int]]] = [
    (lambda g: len(g) < 12, lambda g: len(g) % 3 != 0, [3, 0, 2]),
    (lambda g: len(g) < 7, lambda g: len(g) % 2 == 1, [1]),
    (lambda g: False, lambda g: True, []),
    (lambda g: len(g) < 30, lambda g: len(g) % 4 < 2, [0, 5, 1, 0]),
]


# the try grid adds a longer run, which reaches the handlers' tests in every loop kind
TRY_SAMPLES = SAMPLES + [(lambda g: len(g) < 25, lambda g: len(g) > 6, [0] * 7)]


def samples(name: str) -> List[Tuple[Callable[[List[int]], bool], Callable[[List[int]], bool], List[int]]]:
    """The samples shape ``name`` is run on."""
    return TRY_SAMPLES if name.startswith("try-") else SAMPLES


class _Got(List[int]):
    """The list the shapes append to; a run that grows it past ``limit`` is stopped (an
    output that loops without calling ``a`` or ``b`` would otherwise run until memory ends)."""

    limit = 1000

    def append(self, item: int) -> None:
        if len(self) >= self.limit:
            raise _Budget
        super().append(item)


def outcome(func: Callable[..., Any], sample: Tuple[Any, Any, List[int]]) -> Tuple[Any, ...]:
    a, b, xs = sample
    got = _Got()
    try:
        return ("returned", func(_budget(a), _budget(b), list(xs), got), got)
    except _Budget:
        return ("budget spent", got)


def behaves_same(name: str, source: str, decompiled: str) -> bool:
    original, rebuilt = function(source), function(decompiled)
    return all(outcome(original, s) == outcome(rebuilt, s) for s in samples(name))


def status(name: str, source: str) -> Tuple[str, str]:
    """('ok'|'error'|'unverified'|'misbehaves', message) of shape ``name``, computed afresh."""
    return grid_status(lambda: function(source), lambda out: behaves_same(name, source, out))


def known_gaps() -> Dict[str, Tuple[str, str]]:
    return read_gaps(GAPS_FILE)


def write_known_gaps() -> List[str]:
    """Rewrite LOOP_GRID_GAPS.txt for this interpreter; returns its lines."""
    header = ("Loop-grid shapes undis does not handle yet on this interpreter (generated by "
              "scripts/regen_golden.py; see tests/cases/_loop_grid.py).")
    return write_gaps(GAPS_FILE, header, ((name, status(name, source)) for name, source in shapes().items()))
