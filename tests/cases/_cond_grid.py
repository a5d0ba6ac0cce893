"""A grid of short-circuit conditions in comprehensions, each decompiled, verified and executed.

Shared by tests/test_cond_grid.py and scripts/regen_golden.py (standard library only).
Each of CONDITIONS (``and``/``or``/``not`` nested in every order, and several ``if``
clauses; E is a chained comparison, a region of its own with a clean-up block) is the
filter of each of KINDS (list, set and dict comprehensions, generator expressions, async
comprehensions, two ``for`` clauses, a comprehension in another, and the ``for``
statement that spells the same loop, in a function, in a ``try`` body,
in a generator (also as ``if not (...): continue``), in an async generator, and as a
``while`` loop in a generator): one function per pair, named ``<kind>-<condition>``.

3.12+ inline list/set/dict comprehensions into their function and, with no backward
conditional jumps, spell a jump back to the loop's header as ``jump-if-not L; JUMP
header; L:``; generator expressions (and 3.8-3.11 comprehensions) are code objects of
their own.  That JUMP has no exception handler, where a ``continue`` statement's has the
handler of where it stands: in generators and ``try`` bodies, the table tells the two.
Each shape's output must behave like the original on :data:`SAMPLES` and recompile to
the same bytecode; the shapes that do not yet are listed, per interpreter, in
``tests/golden/py3X/COND_GRID_GAPS.txt`` (written by scripts/regen_golden.py).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Tuple

from cases._harness import GOLDEN_DIR, drive, grid_status, read_gaps, write_gaps

GAPS_FILE = GOLDEN_DIR / "COND_GRID_GAPS.txt"

ATOMS = {"A": "x % 2", "B": "x > 3", "C": "x % 3 == 0", "D": "x < 8", "E": "2 < x < 9"}
CONDITIONS: Dict[str, str] = {  # name -> the ``if`` clauses (A-E stand for ATOMS)
    "a": "A",
    "not_a": "not A",
    "a_and_b": "A and B",
    "a_or_b": "A or B",
    "not_and": "not (A and B)",
    "not_or": "not (A or B)",
    "and3": "A and B and C",
    "or3": "A or B or C",
    "a_or_bc": "A or (B and C)",
    "ab_or_c": "(A and B) or C",
    "a_and_b_or_c": "A and (B or C)",
    "a_or_b_and_c": "(A or B) and C",
    "a_or_not_bc": "A or not (B and C)",
    "not_a_or_bc": "not A or (B and C)",
    "a_or_b_and_not_c": "(A or B) and not C",
    "a_and_not_b_or_c": "A and not (B or C)",
    "not_a_and_b_or_c": "not A and (B or not C)",
    "ab_or_cd": "(A and B) or (C and D)",
    "a_or_b_and_c_or_d": "(A or B) and (C or D)",
    "a_or_b_and_cd": "A or (B and (C or D))",
    "a_and_b_or_cd": "A and (B or (C and D))",
    "a_or_bc_and_d": "(A or (B and C)) and D",
    "a_or_bc_or_d": "A or (B and C) or D",
    "two_ifs": "A if B or C",
    "two_ifs_or_and": "A or (B and C) if D",
    "three_ifs": "not A if B and (C or D) if not (A and D)",
    "e": "E",
    "not_e": "not E",
    "a_and_e": "A and E",
    "e_and_a": "E and A",
    "a_and_e_and_c": "A and E and C",
    "e_or_a": "E or A",
    "a_or_e": "A or E",
    "a_or_ec": "A or (E and C)",
    "e_or_a_and_c": "(E or A) and C",
    "not_ae": "not (A and E)",
}
KINDS: Dict[str, str] = {  # name -> ``f``'s body, COND standing for the filter
    "list": "return [x for x in xs if COND]",
    "set": "return sorted({x for x in xs if COND})",
    "dict": "return {x: -x for x in xs if COND}",
    "gen": "return list(x for x in xs if COND)",
    "nested": "return [(x, y) for y in xs[:3] for x in xs if COND]",
    "inner": "return [[x for x in xs if COND] for y in xs[:2]]",
    "async": "async def g():\n        return [x async for x in agen(xs) if COND]\n    return drive(g())",
    "for": "out = []\n    for x in xs:\n        if COND:\n            out.append(x)\n    return out",
    "yield": "def g():\n        for x in xs:\n            if COND:\n                yield x\n    return list(g())",
    "ycont": "def g():\n        for x in xs:\n            if not (COND):\n                continue\n"
             "            yield x\n    return list(g())",
    "ayield": "async def g():\n        for x in xs:\n            if COND:\n                yield x\n"
              "    async def h():\n        return [x async for x in g()]\n    return drive(h())",
    "wyield": "def g():\n        i = 0\n        while i < len(xs):\n            x = xs[i]\n            i += 1\n"
              "            if COND:\n                yield x\n    return list(g())",
    "tryfor": "out = []\n    try:\n        for x in xs:\n            if COND:\n                out.append(x)\n"
              "    except TypeError:\n        out.append(None)\n    out.append(len(out))\n    return out",
}
STATEMENTS = ("for", "yield", "ycont", "ayield", "wyield", "tryfor")  # the kinds whose test is an ``if``'s
SAMPLES: List[List[int]] = [list(range(13)), [], [4, 9, 1, 6, 12, 3], [7, 7, 2]]


def _filter(name: str, kind: str) -> str:
    text = CONDITIONS[name]
    for atom, expr in ATOMS.items():
        text = text.replace(atom, expr)
    if kind in STATEMENTS:  # (several clauses: one test)
        text = " and ".join("(%s)" % part for part in text.split(" if "))
    return text


def shapes() -> Dict[str, str]:
    """Shape name -> source of ``f``, in a fixed order (kinds, then conditions)."""
    out: Dict[str, str] = {}
    for kind, body in KINDS.items():
        for name in CONDITIONS:
            out["%s-%s" % (kind, name)] = "def f(xs):\n    %s\n" % body.replace("COND", _filter(name, kind))
    return out


async def agen(xs: List[int]) -> Any:
    for x in xs:
        yield x


def function(source: str) -> Callable[..., Any]:
    namespace: Dict[str, Any] = {"agen": agen, "drive": drive}
    exec(compile(source, "<cond grid>", "exec"), namespace)
    return namespace["f"]  # type: ignore[no-any-return]


def outcome(func: Callable[..., Any], xs: List[int]) -> Any:
    return func(list(xs))


def behaves_same(source: str, decompiled: str) -> bool:
    original, rebuilt = function(source), function(decompiled)
    return all(outcome(original, s) == outcome(rebuilt, s) for s in SAMPLES)


def status(source: str) -> Tuple[str, str]:
    """('ok'|'error'|'unverified'|'misbehaves', message) of a shape, computed afresh."""
    return grid_status(lambda: function(source), lambda out: behaves_same(source, out))


def known_gaps() -> Dict[str, Tuple[str, str]]:
    return read_gaps(GAPS_FILE)


def write_known_gaps() -> List[str]:
    """Rewrite COND_GRID_GAPS.txt for this interpreter; returns its lines."""
    header = ("Condition-grid shapes undis does not handle yet on this interpreter (generated by "
              "scripts/regen_golden.py; see tests/cases/_cond_grid.py).")
    return write_gaps(GAPS_FILE, header, ((name, status(source)) for name, source in shapes().items()))
