"""Value shapes in every place a value goes, each decompiled and verified: conditional
expressions whose branches are ``and``/``or`` chains with constants (a lambda's body
before 3.11 is an ``if`` of returns, the final ``return None`` implicit), and
comprehension conditions with a constant operand (the compiler folds the constant and
leaves a jump to the next instruction, read as ``if not x: pass``)."""

from __future__ import annotations

import sys
import types
from typing import Any, Dict, List, Set, Tuple

import pytest

import undis

VALUES = [
    "s and None if t else None",
    "s.pop() and None if s else None",
    "s if t else None",
    "s.x if t else None",
    "s or True if t else False",
    "None if t else s and None",
    "(s and u or None) if t else (u or s and False)",
    "s and None if t else (u or None if s else True)",
    "(s if t else u) and None",
    "s and (u if t else None)",
    "not (s and None) if t else None",
    "s or None if t else u and True if s else None",
    "None if t else s and u or None",
]

VALUE_PLACES = {
    "lambda": "def f(s, t, u):\n    return lambda: {v}\n",
    "lambda_args": "def f():\n    return lambda s, t, u: {v}\n",
    "return": "def f(s, t, u):\n    return {v}\n",
    "assign": "def f(s, t, u):\n    x = {v}\n    return x\n",
    "call": "def f(s, t, u, g):\n    g({v}, 1)\n",
}

#: Known gaps (strict xfails: a fixed one fails the test until it leaves this table):
#: (place, value) -> the 3.x minor versions where it does not verify yet.
GAPS: Dict[Tuple[str, str], Set[int]] = {}

CONDITIONS = [
    "(a(p) or True) and f(p)",
    "a(p) or True",
    "not a(p) or True",
    "f(p) and (a(p) or True)",
    "(a(p) and False) or f(p)",
    "not (a(p) and False) and f(p)",
    "not (a(p) and f(p) and False)",
    "(a(p) or True) and (f(p) or True)",
]

COMPREHENSIONS = [
    "[p for p in ps if {c}]",
    "{{p for p in ps if {c}}}",
    "{{p: 1 for p in ps if {c}}}",
    "list(p for p in ps if {c})",
    "[q for p in ps for q in p if {c}]",
]


def _function(source: str) -> types.FunctionType:
    namespace: Dict[str, Any] = {}
    exec(compile(source, "<shape>", "exec", dont_inherit=True), namespace)
    fn = namespace["f"]
    assert isinstance(fn, types.FunctionType)
    return fn


def _value_cases() -> List[Any]:
    cases = []
    for place, template in VALUE_PLACES.items():
        for value in VALUES:
            gap = sys.version_info[1] in GAPS.get((place, value), set())
            marks = [pytest.mark.xfail(strict=True, reason="known gap")] if gap else []
            cases.append(pytest.param(template.format(v=value), marks=marks, id="%s:%s" % (place, value)))
    return cases


@pytest.mark.parametrize("source", _value_cases())
def test_conditional_values_verify(source: str) -> None:
    result = undis.decompile_checked(_function(source))
    assert result.verified, result.verdict.summary()


@pytest.mark.parametrize("source", [
    "def f(ps, a, f):\n    return %s\n" % kind.format(c=c) for kind in COMPREHENSIONS for c in CONDITIONS])
def test_constant_operand_conditions_verify(source: str) -> None:
    result = undis.decompile_checked(_function(source))
    assert result.verified, result.verdict.summary()
