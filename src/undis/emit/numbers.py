"""Expressions for complex constants that the compiler folds back to the very same value.

Source has no literal for most complex numbers: ``(1+2j)`` is ``1 + 2j`` folded, and the
folding decides the signs of zero parts (Python's mixed arithmetic turns a real operand
``x`` into ``complex(x, 0.0)``): ``1 - 0j`` is ``complex(1.0, +0.0)``, ``-2j`` is
``complex(-0.0, -2.0)``.  :func:`complex_expr` picks, among a few short forms built from
non-negative literals, ``-`` and ``+``/``-``, the first that evaluates to exactly the
constant, signed zeros included: each form is evaluated here with the operations the
compiler's constant folding calls, on the same operands.  A value with a nan part has
no folded form: it is written as a call, ``complex('nan+1j')``.
"""

from __future__ import annotations

import ast
import math
from typing import Any, Callable, Tuple

from undis.emit import nodes as N

__all__ = ["complex_expr"]

#: an expression and the value the compiler folds it to (a number)
_Form = Tuple[ast.expr, Any]


def complex_expr(value: complex) -> ast.expr:
    """An expression that compiles to the constant ``value`` (a plain constant where its
    ``repr`` reads back as it is: both parts with a positive sign)."""
    real, imag = value.real, value.imag
    if math.isnan(real) or math.isnan(imag):
        return ast.Call(func=N.name("complex"), args=[N.const(repr(value).strip("()"))], keywords=[])
    if _positive(real) and _positive(imag):
        return N.const(value)
    for form in _FORMS:
        node, folded = form(abs(real), abs(imag))
        if isinstance(folded, complex) and _identical(folded, value):
            return node
    raise ValueError(f"no folded form for the complex constant {value!r}")  # (every sign pair has one)


def _positive(x: float) -> bool:
    return math.copysign(1.0, x) > 0


def _identical(a: complex, b: complex) -> bool:
    return (a.real, a.imag) == (b.real, b.imag) and _positive(a.real) == _positive(b.real) \
        and _positive(a.imag) == _positive(b.imag)


def _real(r: float) -> _Form:
    """The literal ``r`` (r >= 0), written as an integer where it is one (``1 - 2j``)."""
    if r and r.is_integer() and r < 2.0 ** 53:
        return N.const(int(r)), int(r)
    return N.const(r), r


def _imag(i: float) -> _Form:
    return N.const(complex(0.0, i)), complex(0.0, i)


# Each operation computes its value with the operation the compiler's folding calls on
# the same operands (PyNumber_Negative, PyNumber_Add, PyNumber_Subtract).

def _minus(e: _Form) -> _Form:
    return ast.UnaryOp(op=ast.USub(), operand=e[0]), -e[1]


def _add(a: _Form, b: _Form) -> _Form:
    return ast.BinOp(left=a[0], op=ast.Add(), right=b[0]), a[1] + b[1]


def _sub(a: _Form, b: _Form) -> _Form:
    return ast.BinOp(left=a[0], op=ast.Sub(), right=b[0]), a[1] - b[1]


#: the forms tried, most readable first; ``r``, ``i``: the parts' magnitudes
_FORMS: Tuple[Callable[[float, float], _Form], ...] = (
    lambda r, i: _minus(_imag(i)),  # -ij: (-0.0, -i)
    lambda r, i: _sub(_real(r), _imag(i)),  # r - ij
    lambda r, i: _add(_minus(_real(r)), _imag(i)),  # -r + ij
    lambda r, i: _sub(_minus(_real(r)), _imag(i)),  # -r - ij
    lambda r, i: _sub(_imag(0.0), _imag(i)),  # 0j - ij: (+0.0, -i)
    lambda r, i: _minus(_add(_real(r), _imag(i))),  # -(r + ij)
    lambda r, i: _minus(_sub(_real(r), _imag(i))),
    lambda r, i: _minus(_add(_minus(_real(r)), _imag(i))),
    lambda r, i: _minus(_sub(_minus(_real(r)), _imag(i))),
)
