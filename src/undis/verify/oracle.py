"""``verify_source``: recompile decompiled source and compare bytecode."""

from __future__ import annotations

import types

from undis.verify.compare import compare_normalized, same_code
from undis.verify.context import ContextError, recompile
from undis.verify.imports import import_originated_names_in
from undis.verify.normalize import normalize
from undis.verify.verdict import Verdict

__all__ = ["verify_source"]


def verify_source(original: types.CodeType, source: str, *, qualname: str | None = None) -> Verdict:
    """Check that ``source`` recompiles to the same bytecode as ``original``.

    ``original`` may be a module, function, lambda, class body or
    comprehension code object; ``source`` is respectively the module text,
    one ``def``/``async def``/``class`` statement, or the lambda or
    comprehension expression.  ``qualname`` (default ``co_qualname`` on
    3.11+, else ``co_name``) says where ``original`` was defined, so that
    the source is recompiled inside matching classes and functions.
    """
    if qualname is None:
        qualname = getattr(original, "co_qualname", original.co_name)
    path = "<module>" if original.co_name == "<module>" else qualname
    try:
        recompiled = recompile(original, source, qualname, import_originated_names_in(original))
    except ContextError as exc:
        too_deep = isinstance(exc.__cause__, RecursionError)
        return Verdict(identical=False, error=str(exc), too_deep=too_deep)
    if same_code(original, recompiled):  # the common case, decided without normalizing
        return Verdict(identical=True)
    differences = compare_normalized(normalize(original, path), normalize(recompiled, path))
    return Verdict(identical=not differences, differences=differences)
