"""Complex constants: every pair of signs (zeros included), infinities and magnitudes gives
source that the compiler folds back to the very same constant, on every version."""

from __future__ import annotations

import ast
import itertools
import math
import warnings

import pytest

from undis.emit.numbers import complex_expr
from undis.emit.unparse import unparse

PARTS = [0.0, -0.0, 1.5, -1.5, 2.0, -2.0, math.inf, -math.inf, 1e300, -5e-324, 2.0 ** 60, -(2.0 ** 60)]


def _signs(value: complex) -> tuple:
    return math.copysign(1.0, value.real), math.copysign(1.0, value.imag)


@pytest.mark.parametrize("real,imag", list(itertools.product(PARTS, PARTS)))
def test_complex_constant_folds_back_exactly(real: float, imag: float) -> None:
    value = complex(real, imag)
    text = unparse(complex_expr(value))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        code = compile("x = " + text, "<complex>", "exec")
    folded = [c for c in code.co_consts if isinstance(c, complex)]
    assert len(folded) == 1, (value, text, code.co_consts)  # (one constant: nothing left to compute)
    assert (folded[0], _signs(folded[0])) == (value, _signs(value)), (value, text)


def test_plain_constant_where_repr_reads_back() -> None:
    assert isinstance(complex_expr(complex(1.0, 2.0)), ast.Constant)
    assert isinstance(complex_expr(2j), ast.Constant)
    assert unparse(complex_expr(complex(-0.0, -1.0))) == "-1j"
    assert unparse(complex_expr(complex(1.0, -2.0))) == "1 - 2j"


def test_nan_parts_written_as_a_call() -> None:
    node = complex_expr(complex(math.nan, 1.0))
    assert isinstance(node, ast.Call)
    value = eval(unparse(node), {})
    assert math.isnan(value.real) and value.imag == 1.0
