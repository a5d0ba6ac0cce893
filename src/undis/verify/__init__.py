"""Verification oracle: recompile decompiled source, compare bytecode.

"Never silently wrong": :func:`verify_source` recompiles decompiler output in
the context of the original code object and compares normalised bytecode
(see :mod:`undis.verify.normalize` for exactly what is compared).
"""

from __future__ import annotations

from undis.verify.compare import compare_code
from undis.verify.oracle import check_source, verify_source
from undis.verify.verdict import Verdict

__all__ = ["Verdict", "check_source", "compare_code", "verify_source"]
