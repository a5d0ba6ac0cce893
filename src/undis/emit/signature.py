"""Function signatures (``ast.arguments``) from a code object plus defaults and annotations."""

from __future__ import annotations

import ast
import inspect
import types
from typing import Any, Dict, List, Optional

from undis.emit import nodes as N

CO_VARARGS = inspect.CO_VARARGS
CO_VARKEYWORDS = inspect.CO_VARKEYWORDS


def value_expr(value: Any) -> ast.expr:
    """Source for a runtime value (defaults read from a function object)."""
    from undis.structure.simulate import const_expr

    if isinstance(value, (int, float, complex, str, bytes, bool, type(None), type(...), tuple, frozenset)):
        return const_expr(value)
    if isinstance(value, type):
        return N.name(value.__qualname__)
    text = repr(value)
    try:
        return ast.parse(text, mode="eval").body
    except SyntaxError:
        return N.const(text)


def annotation_expr(value: Any) -> ast.expr:
    if isinstance(value, str):
        try:
            return ast.parse(value, mode="eval").body
        except SyntaxError:
            return N.const(value)
    return value_expr(value)


def build_arguments(code: types.CodeType, defaults: List[ast.expr], kwdefaults: Dict[str, ast.expr],
                    annotations: Dict[str, ast.expr]) -> ast.arguments:
    names = code.co_varnames
    npos, nposonly, nkw = code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount

    def arg(name: str) -> ast.arg:
        return ast.arg(arg=name, annotation=annotations.get(name), type_comment=None)

    posonly = [arg(n) for n in names[:nposonly]]
    pos = [arg(n) for n in names[nposonly:npos]]
    kwonly = [arg(n) for n in names[npos:npos + nkw]]
    rest = npos + nkw
    vararg = kwarg = None
    if code.co_flags & CO_VARARGS:
        vararg = arg(names[rest])
        rest += 1
    if code.co_flags & CO_VARKEYWORDS:
        kwarg = arg(names[rest])
    return ast.arguments(
        posonlyargs=posonly, args=pos, vararg=vararg, kwonlyargs=kwonly,
        kw_defaults=[kwdefaults.get(a.arg) for a in kwonly], kwarg=kwarg, defaults=list(defaults),
    )


def from_function(code: types.CodeType, func: Optional[types.FunctionType]) -> ast.arguments:
    """Signature of ``func`` (real defaults and annotations) or of a bare code object."""
    if func is None:
        return build_arguments(code, [], {}, {})
    defaults = [value_expr(v) for v in (func.__defaults__ or ())]
    kwdefaults = {k: value_expr(v) for k, v in (func.__kwdefaults__ or {}).items()}
    annotations = {k: annotation_expr(v) for k, v in (getattr(func, "__annotations__", None) or {}).items()}
    return build_arguments(code, defaults, kwdefaults, annotations)
