"""Core expression idioms: 3.12+ inlined comprehensions, boolean values that mix
``and``/``or`` with threaded jumps, chained comparisons as values.

Each case is decompiled, checked with the verifier (recompiles to identical normalized
bytecode) and executed on sample arguments against the original.
"""

from __future__ import annotations

import ast
import itertools
import textwrap
import types
from typing import Any, Dict, List, Tuple

import pytest

from undis.decompiler import decompile_code_ast
from undis.emit.unparse import unparse
from undis.errors import DecompileError
from undis.verify import verify_source

SAMPLES = [0, 1, 2, -1, 5, None, "", "x"]

# name -> (source, argument tuples)
CASES: Dict[str, Tuple[str, List[Tuple[Any, ...]]]] = {
    "listcomp": ("def f(xs):\n    return [x * 2 for x in xs]", [([1, 2, 3],), ([],)]),
    "comp_nested_for_if": ("def f(xs, ys):\n    return [x + y for x in xs if x for y in ys if y > x]",
                           [([0, 1, 2], [1, 2, 3])]),
    "set_and_dict_comp": ("def f(xs):\n    s = {x for x in xs}\n    d = {k: v for k, v in xs}\n    return (s, d)",
                          [([(1, 2), (3, 4)],)]),
    "comp_restores_var": ("def f(xs):\n    x = 5\n    r = [x for x in xs]\n    return (r, x)", [([1, 2],)]),
    "comp_in_comp": ("def f(xss):\n    return [[y for y in xs] for xs in xss]", [([[1], [2, 3]],)]),
    "comp_two_ifs": ("def f(xs):\n    return sum([x for x in xs if x > 1 if x < 5])", [([1, 2, 3, 6],)]),
    "comp_in_loop": ("def f(xs):\n    out = []\n    for i in xs:\n        t = {i: j for j in xs}\n"
                     "        out.append(t)\n    return out", [([1, 2],)]),
    "and_or": ("def f(a, b, c):\n    w = a and b or c\n    return w", None),
    "or_and": ("def f(a, b, c):\n    x = a or (b and c)\n    return x", None),
    "call_and": ("def f(a, b, c):\n    return g(a and b)", None),
    "not_or": ("def f(a, b, c):\n    return not a or b", None),
    "or_then_and": ("def f(a, b, c):\n    return (a or b) and c", None),
    "and_or_and": ("def f(a, b, c):\n    return a and b or c and a", None),
    "nested_mix": ("def f(a, b, c):\n    return (a and (not b or c)) or (b and c)", None),
    "mix_in_call": ("def f(a, b, c):\n    g(a or b and c, not a and b or c)\n    z = (a or b) and (b or c)\n"
                    "    return z", None),
    "chain_return": ("def f(a, b, c):\n    return a < b < c", [(1, 2, 3), (3, 2, 1), (1, 3, 2)]),
    "chain_store": ("def f(a, b, c):\n    x = a < b <= c < 9\n    return x", [(1, 2, 3), (3, 2, 1), (1, 3, 2)]),
    "chain_is_in": ("def f(a, b, c):\n    y = a in b not in c\n    return (y, a is b is not c)",
                    [(1, [1], [2]), (1, [2], [1])]),
    "chain_in_call_and": ("def f(a, b, c):\n    if g(a < b < c):\n        return 1\n    return a < b == c and b or c",
                          [(1, 2, 3), (1, 2, 2), (2, 1, 0)]),
}


def _default_args() -> List[Tuple[Any, ...]]:
    vals = [0, 1, 2, "", None]
    return list(itertools.product(vals, repeat=3))


def _call(fn: types.FunctionType, args: Tuple[Any, ...]) -> Any:
    try:
        return ("ok", fn(*args))
    except Exception as exc:  # noqa: BLE001 - compared between original and decompiled
        return ("raise", type(exc).__name__)


def _compile(src: str) -> types.FunctionType:
    ns: Dict[str, Any] = {"g": lambda *a: a}
    exec(compile(src, "<case>", "exec"), ns)
    return ns["f"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", sorted(CASES))
def test_decompiles_verifies_and_runs_the_same(name: str) -> None:
    src, argsets = CASES[name]
    original = _compile(src)
    out = unparse(decompile_code_ast(original.__code__, func=original))
    verdict = verify_source(original.__code__, out, qualname="f")
    assert verdict.identical, (out, verdict)
    again = _compile(out)
    for args in argsets or _default_args():
        assert _call(again, args) == _call(original, args), (out, args)


MODULE_SRC = textwrap.dedent("""\
    z = [(1, 2)]
    b = [3]
    y = {k: v for k, v in z}
    k = 7
    w = [k * 2 for k in range(3) if k]
    for i in range(2):
        t = {i: j for j in z}
    q = k and w or b
""")


def test_module_level_comprehensions() -> None:
    code = compile(MODULE_SRC, "<module>", "exec")
    out = unparse(decompile_code_ast(code))
    assert verify_source(code, out).identical, out
    ns1: Dict[str, Any] = {}
    ns2: Dict[str, Any] = {}
    exec(code, ns1)
    exec(compile(out, "<out>", "exec"), ns2)
    keys = ("y", "k", "w", "t", "q")
    assert [ns1[k] for k in keys] == [ns2[k] for k in keys]


NEVER_WRONG = [
    "def f(a, b, c):\n    return a < b < c if a else b and c",
    "def f(x, a, b):\n    return [i for i in x if (i and a or b)]",
]


NEVER_WRONG_INPUTS = {
    NEVER_WRONG[0]: list(itertools.product([0, 1, 2], repeat=3)),
    NEVER_WRONG[1]: [(x, a, b) for x in ([], [0, 1, 2]) for a in (0, 1) for b in (0, 1)],
}


@pytest.mark.parametrize("src", NEVER_WRONG)
def test_harder_shapes_fail_or_verify(src: str) -> None:
    """A structured guess must verify; the state-machine fallback must behave like the original."""
    original = _compile(src)
    try:
        out = unparse(decompile_code_ast(original.__code__, func=original))
    except DecompileError:
        return
    if "__undis_state" not in out:
        assert verify_source(original.__code__, out, qualname="f").identical, out
        return
    ns: Dict[str, Any] = {}
    exec(compile(out, "<fallback>", "exec"), ns)
    for args in NEVER_WRONG_INPUTS[src]:
        assert ns["f"](*args) == original(*args), (args, out)


# ---------------------------------------------------------------- and/or values built with chains joined

def _cmp(left: ast.expr, op: ast.cmpop, right: ast.expr) -> ast.Compare:
    return ast.Compare(left=left, ops=[op], comparators=[right])


def test_bool_op_joins_comparisons_sharing_their_operand_node() -> None:
    from undis.structure.conditions import bool_op

    a, b, c, d = (ast.Name(id=n, ctx=ast.Load()) for n in "abcd")
    chain = bool_op(ast.And(), [_cmp(a, ast.Lt(), b), _cmp(b, ast.Lt(), c), _cmp(c, ast.Eq(), d)])
    assert unparse(chain) == "a < b < c == d"
    # the same name, another node: two evaluations of b, not a chain
    other_b = ast.Name(id="b", ctx=ast.Load())
    assert unparse(bool_op(ast.And(), [_cmp(a, ast.Lt(), b), _cmp(other_b, ast.Lt(), c)])) == "a < b and b < c"
    # or never chains; a chain in the middle of an and keeps the other operands
    assert unparse(bool_op(ast.Or(), [_cmp(a, ast.Lt(), b), _cmp(b, ast.Lt(), c)])) == "a < b or b < c"
    mixed = bool_op(ast.And(), [d, _cmp(a, ast.Lt(), b), _cmp(b, ast.Lt(), c), d])
    assert unparse(mixed) == "d and a < b < c and d"
