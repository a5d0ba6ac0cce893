"""Fuzz the verifier with hypothesmith programs: real source always verifies.

``hypothesmith.from_node()`` is used because, unlike ``from_grammar()``, it
regularly generates ``def`` and ``class`` statements.

Every generated program that compiles must verify against itself as a module,
and each top-level ``def``/``class`` statement, recompiled alone from its own
source text, must verify against the code object compiled in the module.

Knobs: ``UNDIS_FUZZ_EXAMPLES`` (default 30), ``UNDIS_FUZZ_RANDOM=1``.
"""

from __future__ import annotations

import ast
import os
import sys
import types
import warnings
from typing import Optional

import pytest

hypothesmith = pytest.importorskip(
    "hypothesmith",
    reason=f"hypothesmith is not installable on Python {sys.version_info[0]}.{sys.version_info[1]}",
)
from hypothesis import HealthCheck, assume, given, note, settings  # noqa: E402

from undis.verify import verify_source  # noqa: E402

EXAMPLES = int(os.environ.get("UNDIS_FUZZ_EXAMPLES", "30"))
RANDOM = os.environ.get("UNDIS_FUZZ_RANDOM", "") == "1"
DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _compile(source: str) -> Optional[types.CodeType]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return compile(source, "<fuzz>", "exec", dont_inherit=True, optimize=0)
        except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
            return None


def _first_line(node: ast.stmt) -> int:
    decorators = getattr(node, "decorator_list", [])
    return min([node.lineno] + [d.lineno for d in decorators])


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not RANDOM,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(source=hypothesmith.from_node())
def test_real_source_always_verifies(source: str) -> None:
    module = _compile(source)
    assume(module is not None)
    assert module is not None
    note(source)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        verdict = verify_source(module, source)
        assert verdict.identical, verdict.summary()
        tree = ast.parse(source)
        codes = [c for c in module.co_consts if isinstance(c, types.CodeType)]
        for node in tree.body:
            if not isinstance(node, DEFINITIONS) or node.col_offset:
                continue
            matches = [
                c for c in codes if c.co_name == node.name and c.co_firstlineno == _first_line(node)
            ]
            segment = ast.get_source_segment(source, node)
            if len(matches) != 1 or segment is None:
                continue
            verdict = verify_source(matches[0], segment, qualname=node.name)
            assert verdict.identical, (segment, verdict.summary())
