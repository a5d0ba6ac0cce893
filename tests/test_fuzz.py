"""Fuzz: hypothesmith programs -> compile -> undis.decompile -> must compile again.

Programs come from ``hypothesmith.from_grammar()`` (the Python grammar, so
they parse but may not compile: those examples are rejected, not failed).
The module code object is decompiled and the output must compile.

Knobs (environment):
    UNDIS_FUZZ_EXAMPLES  examples per run (default 30)
    UNDIS_FUZZ_RANDOM=1  fresh random examples each run (default: derandomized,
                         i.e. the same examples every run, so CI is stable)

Skipped with a printed reason only where hypothesmith cannot be installed
for the running interpreter (``scripts/test`` reports which ones).
"""

from __future__ import annotations

import os
import sys
import warnings
from types import CodeType
from typing import Optional

import pytest

hypothesmith = pytest.importorskip(
    "hypothesmith",
    reason=f"hypothesmith is not installable on Python {sys.version_info[0]}.{sys.version_info[1]}",
)
from hypothesis import HealthCheck, assume, given, note, settings  # noqa: E402

EXAMPLES = int(os.environ.get("UNDIS_FUZZ_EXAMPLES", "30"))
RANDOM = os.environ.get("UNDIS_FUZZ_RANDOM", "") == "1"


def _compile(source: str, filename: str) -> Optional[CodeType]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return compile(source, filename, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
            return None


FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not RANDOM,
    database=None,
    suppress_health_check=list(HealthCheck),
)


@FUZZ_SETTINGS
@given(source=hypothesmith.from_grammar())
def test_decompiled_module_compiles(source: str) -> None:
    import undis  # a missing package must fail, not skip

    code = _compile(source, "<fuzz>")
    assume(code is not None)
    assert code is not None
    note(f"original:\n{source}")
    output = undis.decompile(code)
    note(f"decompiled:\n{output}")
    assert isinstance(output, str)
    try:
        compile(output, "<decompiled>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        pytest.fail(f"decompiled output does not compile: {exc}\n--- source ---\n{source}"
                    f"\n--- decompiled ---\n{output}")
