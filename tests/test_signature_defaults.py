"""Default values read from a function object (``undis.emit.signature``).

The bytecode comparison cannot see defaults: the defining code evaluates them,
and the decompiled ``def`` writes them back from the function's values.  A value
is written exactly when it is a literal, or when a name in the function's
module (or builtins) is bound to that very object; anything else is a guess
from its ``repr``, and the result then says so (``verified`` is false).
"""

from __future__ import annotations

import enum
import os
from typing import Any, Callable, List

import pytest

import undis
from undis.emit.signature import inexact_defaults

_MISSING = object()
ALIAS = _MISSING
__private = object()  # a class body would mangle this name: never written


class Mode(enum.Enum):
    FAST = 1


class Shown:
    """An object whose repr reads as an expression that makes another object."""

    def __repr__(self) -> str:
        return "Shown()"


def helper() -> None:
    pass


class Holder:
    DEFAULT = object()

    def method(self, x=DEFAULT, y=os.sep, z=os.getcwd) -> Any:  # noqa: ANN001
        return x


def literals(a=1, b=-2.5, c="s", d=b"b", e=None, f=(1, (2, "x")), g=frozenset({1}), h=float("nan"),  # noqa: ANN001
             *, k=[1, {"x": (1, 2)}], m={1, 2}) -> Any:  # noqa: ANN001, B006
    return a


def bound_names(a=_MISSING, b=len, c=Mode.FAST, d=helper, e=list, f=Mode, *, g=(1, _MISSING),  # noqa: ANN001
                h=[_MISSING, {len: {int, str}}]) -> Any:  # noqa: ANN001, B006
    return a


_CYCLE: List[Any] = []
_CYCLE.append(_CYCLE)


def cyclic(a, b=[_CYCLE]) -> Any:  # noqa: ANN001, B006
    return a


def guessed_repr(a, b=Shown()) -> Any:  # noqa: ANN001, B008
    return a


def guessed_string(a, *, key=object()) -> Any:  # noqa: ANN001, B008
    return a


def private_name(a, b=__private) -> Any:  # noqa: ANN001
    return a


EXACT: List[Callable[..., Any]] = [literals, bound_names, Holder.method]


@pytest.mark.parametrize("fn", EXACT, ids=[f.__name__ for f in EXACT])
def test_exact_defaults_verify(fn: Callable[..., Any]) -> None:
    result = undis.decompile_checked(fn)
    assert result.verified, result.verdict.summary()
    assert inexact_defaults(fn) == []  # type: ignore[arg-type]


def test_names_bound_to_the_value_are_used() -> None:
    source = undis.decompile_checked(bound_names).source
    header = source.splitlines()[0]
    # the first name bound to the sentinel in the module (ALIAS is bound to it too)
    assert "a=_MISSING" in header and "b=len" in header and "c=Mode.FAST" in header, header
    assert "d=helper" in header and "e=list" in header and "f=Mode" in header, header
    assert "g=(1, _MISSING)" in header and "h=[_MISSING, {len: {int, str}}]" in header, header
    assert "b=[_CYCLE]" in undis.decompile_checked(cyclic).source  # the list inside is named
    method = undis.decompile_checked(Holder.method).source.splitlines()[0]
    assert "x=Holder.DEFAULT" in method and "z=os.getcwd" in method, method


def test_a_module_constant_is_a_literal() -> None:
    def f(sep=os.sep):  # noqa: ANN001, ANN202
        return sep

    assert undis.decompile_checked(f).verified


@pytest.mark.parametrize("fn,shown", [(guessed_repr, "b=Shown()"), (guessed_string, "key='<object object at"),
                                      (private_name, "b='<object object at")],
                         ids=["repr", "string", "private-name"])
def test_guessed_defaults_are_flagged(fn: Callable[..., Any], shown: str) -> None:
    result = undis.decompile_checked(fn)
    assert shown in result.source
    assert result.verdict.identical  # the body is right ...
    assert not result.verified  # ... but a default is a guess
    assert len(result.verdict.inexact) == 1 and "no name in its module" in result.verdict.inexact[0]
    text = undis.decompile(fn)
    assert text.startswith("# undis: NOT VERIFIED: the bytecode is identical, but a default value"), text


def test_flagged_in_the_cli_verdict_line() -> None:
    from undis.cli import format_verdict

    line = format_verdict(undis.decompile_checked(guessed_repr).verdict)
    assert line.startswith("NOT verified: bytecode identical, but parameter 'b'"), line
