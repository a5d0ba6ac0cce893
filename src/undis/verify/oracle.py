"""``verify_source``: recompile decompiled source and compare bytecode."""

from __future__ import annotations

import types
from typing import Tuple

from undis.verify.compare import compare_normalized, differing_parts, same_code
from undis.verify.context import ContextError, recompile
from undis.verify.imports import (
    IMPORTS_SHAPE_BYTECODE,
    has_private_names,
    hints_first,
    import_originated_names_in,
    method_call_bases_in,
)
from undis.verify.normalize import nested_code, normalize
from undis.verify.verdict import Verdict

__all__ = ["check_source", "verify_source"]

#: The code objects of an original (itself or nested) that differ from their recompiled
#: counterparts (see :func:`check_source`)
Parts = Tuple[types.CodeType, ...]

_IDENTICAL: Tuple[Verdict, Parts] = (Verdict(identical=True), ())  # immutable: one serves every match


def verify_source(original: types.CodeType, source: str, *, qualname: str | None = None) -> Verdict:
    """Check that ``source`` recompiles to the same bytecode as ``original``.

    ``original`` may be a module, function, lambda, class body or
    comprehension code object; ``source`` is respectively the module text,
    one ``def``/``async def``/``class`` statement, or the lambda or
    comprehension expression.  ``qualname`` (default ``co_qualname`` on
    3.11+, else ``co_name``) says where ``original`` was defined, so that
    the source is recompiled inside matching classes and functions.
    """
    return check_source(original, source, qualname=qualname)[0]


def check_source(original: types.CodeType, source: str, *, qualname: str | None = None) -> Tuple[Verdict, Parts]:
    """:func:`verify_source`'s verdict, and where it is a difference, the code objects of
    ``original`` (itself or nested in it) whose own bytecode or signature differs from
    what recompiles in their place, in the order of a depth-first walk (nested code
    objects paired in order: where their number differs, the pairs after may be
    wrong ones); none where the bytecode is identical or could not be compared."""
    if qualname is None:
        qualname = getattr(original, "co_qualname", original.co_name)
    path = "<module>" if original.co_name == "<module>" else qualname
    if original.co_name == "<module>" or not IMPORTS_SHAPE_BYTECODE:
        return _verdict(original, source, qualname, path, ())  # no import hints apply
    # Import hints (3.11+) cost a reading of the whole tree.  Without them, a
    # match is as good as with them (see imports.has_private_names): try that
    # first, and read the hints only where it does not match -- unless the
    # bytecode shows the calls that such an import shapes.
    if hints_first(original):  # (has_private_names or has_import_shaped_calls, in one walk)
        return _verdict(original, source, qualname, path, import_originated_names_in(original))
    recompiled = _recompiled(original, source, qualname, ())
    if isinstance(recompiled, types.CodeType) and same_code(original, recompiled):
        return _IDENTICAL
    imports = import_originated_names_in(original)
    if imports and _hints_could_change(recompiled, imports):
        return _verdict(original, source, qualname, path, imports)
    return _compared(original, recompiled, path)  # what the hints would give


def _verdict(
    original: types.CodeType, source: str, qualname: str, path: str, imports: tuple[str, ...]
) -> Tuple[Verdict, Parts]:
    recompiled = _recompiled(original, source, qualname, imports)
    if isinstance(recompiled, types.CodeType) and same_code(original, recompiled):
        return _IDENTICAL  # the common case, decided without normalizing
    return _compared(original, recompiled, path)


def _hints_could_change(recompiled: types.CodeType | ContextError, imports: tuple[str, ...]) -> bool:
    """Whether recompiling with ``imports`` bound could give other code than
    ``recompiled`` (compiled without them).  An ``import name`` only turns
    the method-form calls ``name.attr(...)`` into the plain form: where
    ``recompiled`` has none on an imported name, it is what the hints give,
    and its verdict is theirs.  Names that mangling could change
    (``__x`` in a class) are not read that way; nor is a failed compile."""
    if not isinstance(recompiled, types.CodeType) or has_private_names(recompiled):
        return True
    return not method_call_bases_in(recompiled).isdisjoint(imports)


def _recompiled(
    original: types.CodeType, source: str, qualname: str, imports: tuple[str, ...]
) -> types.CodeType | ContextError:
    try:
        return recompile(original, source, qualname, imports)
    except ContextError as exc:
        return exc


def _compared(
    original: types.CodeType, recompiled: types.CodeType | ContextError, path: str
) -> Tuple[Verdict, Parts]:
    """The verdict on ``recompiled`` (or on why there is nothing to compare), and the
    parts of ``original`` that differ (:func:`check_source`)."""
    if isinstance(recompiled, ContextError):
        too_deep = isinstance(recompiled.__cause__, RecursionError)
        return Verdict(identical=False, error=str(recompiled), too_deep=too_deep), ()
    left, right = normalize(original, path), normalize(recompiled, path)
    differences = compare_normalized(left, right)
    if not differences:
        return Verdict(identical=True), ()
    parts = tuple(_code_at(original, where) for where in differing_parts(left, right))
    return Verdict(identical=False, differences=differences), parts


def _code_at(root: types.CodeType, where: tuple[int, ...]) -> types.CodeType:
    """The code object nested in ``root`` at ``where`` (:func:`differing_parts`)."""
    code = root
    for k in where:
        code = nested_code(code)[k]
    return code
