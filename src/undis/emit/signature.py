"""Function signatures (``ast.arguments``) from a code object plus defaults and annotations."""

from __future__ import annotations

import ast
import builtins
import collections
import inspect
import types
from typing import Any, Dict, FrozenSet, List, Mapping, NamedTuple, Optional

from undis.emit import nodes as N

CO_VARARGS = inspect.CO_VARARGS
CO_VARKEYWORDS = inspect.CO_VARKEYWORDS


class Rendered(NamedTuple):
    """A runtime value written as source.  ``exact``: evaluated where the function was
    defined, ``expr`` gives that very object (a name bound to it) or an equal literal;
    otherwise it is a guess read from ``repr``."""

    expr: ast.expr
    exact: bool


#: Types whose values :func:`const_expr` writes as literals (containers checked per item).
_LITERALS = (int, float, complex, str, bytes, bool, type(None), type(...))


def render_value(value: Any, names: Optional[Mapping[str, Any]] = None, _open: FrozenSet[int] = frozenset()
                 ) -> Rendered:
    """``value`` (a default, an annotation) as source: a literal, a display of rendered
    items (tuple, list, set, dict), a name that ``names`` (the defining module's globals,
    then builtins) binds to this very object, else what its ``repr`` reads as (a guess;
    a string when the ``repr`` is no expression).  ``_open``: containers being rendered."""
    from undis.structure.simulate import const_expr

    if _is_literal(value):
        return Rendered(const_expr(value), True)
    if type(value) is tuple and id(value) not in _open:  # (immutable: the items' identity matters)
        return _display(value, names, _open | {id(value)})
    found = _bound_name(value, names or builtins.__dict__)  # a mutable container by name: the same one
    if found is not None:
        return Rendered(found, True)
    if type(value) in _DISPLAYS and id(value) not in _open:
        return _display(value, names, _open | {id(value)})
    if isinstance(value, type):
        return Rendered(N.name(value.__qualname__), False)
    return _from_repr(value)


_DISPLAYS = (tuple, list, set, dict)


def _display(value: Any, names: Optional[Mapping[str, Any]], open_: FrozenSet[int]) -> Rendered:
    """A tuple, list, set or dict display of its rendered items (a set's sorted by their
    text, so that the output does not depend on hashing)."""
    if isinstance(value, dict):
        keys = [render_value(k, names, open_) for k in value]
        values = [render_value(v, names, open_) for v in value.values()]
        node: ast.expr = ast.Dict(keys=[k.expr for k in keys], values=[v.expr for v in values])
        return Rendered(node, all(r.exact for r in keys + values))
    items = [render_value(v, names, open_) for v in value]
    elts = [r.expr for r in items]
    if isinstance(value, tuple):
        node = N.tuple_(elts)
    elif isinstance(value, list):
        node = ast.List(elts=elts, ctx=ast.Load())
    else:
        node = ast.Set(elts=sorted(elts, key=ast.dump))
    return Rendered(node, all(r.exact for r in items))


def value_expr(value: Any, names: Optional[Mapping[str, Any]] = None) -> ast.expr:
    """:func:`render_value`'s expression."""
    return render_value(value, names).expr


def _is_literal(value: Any) -> bool:
    if type(value) in (tuple, frozenset):
        return all(_is_literal(v) for v in value)
    return type(value) in _LITERALS


def _bound_name(value: Any, names: Mapping[str, Any]) -> Optional[ast.expr]:
    """``name``, or ``holder.attr`` for a class or module bound to ``holder``, whose value
    is ``value`` itself, read from namespaces only (no attribute hook runs)."""
    own = getattr(value, "__name__", None) if isinstance(value, _NAMED) else None
    if isinstance(own, str) and names.get(own) is value and _usable(own):
        return N.name(own)
    for scope in getattr(names, "maps", [names]):  # the module's globals first, then builtins
        for name, bound in scope.items():
            if bound is value and names.get(name) is value and _usable(name):
                return N.name(name)
    for name, holder in list(names.items()):  # one attribute down: ``Mode.FAST``, ``C.DEFAULT``
        if isinstance(holder, (type, types.ModuleType)) and names.get(name) is holder and _usable(name):
            for attr, bound in vars(holder).items():
                if bound is value and _usable(attr):
                    return ast.Attribute(value=N.name(name), attr=attr, ctx=ast.Load())
    return None


_NAMED = (type, types.FunctionType, types.BuiltinFunctionType)


def _usable(name: str) -> bool:
    """A name that reads back as itself, in a class body too (``__x`` would be mangled there)."""
    return N.is_plain_name(name) and not N.is_private_name(name)


def _from_repr(value: Any) -> Rendered:
    text = repr(value)
    try:
        return Rendered(ast.parse(text, mode="eval").body, False)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return Rendered(N.const(text), False)


def annotation_expr(value: Any, names: Optional[Mapping[str, Any]] = None) -> ast.expr:
    if isinstance(value, str):
        try:
            return ast.parse(value, mode="eval").body
        except SyntaxError:
            return N.const(value)
    return value_expr(value, names)


def build_arguments(code: types.CodeType, defaults: List[ast.expr], kwdefaults: Dict[str, ast.expr],
                    annotations: Dict[str, ast.expr]) -> ast.arguments:
    names = code.co_varnames
    npos, nposonly, nkw = code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount

    def arg(name: str) -> ast.arg:
        return N.arg(name, annotations.get(name))

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
    return N.arguments(posonly, pos, vararg, kwonly, [kwdefaults.get(a.arg) for a in kwonly], kwarg, list(defaults))


def namespace(func: types.FunctionType) -> Mapping[str, Any]:
    """The names ``func``'s defaults were evaluated with: its module's globals, then builtins."""
    found = func.__builtins__ if hasattr(func, "__builtins__") else func.__globals__.get("__builtins__")
    if isinstance(found, types.ModuleType):
        found = vars(found)
    return collections.ChainMap(func.__globals__, found if isinstance(found, dict) else builtins.__dict__)


def from_function(code: types.CodeType, func: Optional[types.FunctionType]) -> ast.arguments:
    """Signature of ``func`` (real defaults and annotations) or of a bare code object."""
    if func is None or not (func.__defaults__ or func.__kwdefaults__ or getattr(func, "__annotations__", None)):
        return build_arguments(code, [], {}, {})
    names = namespace(func)
    defaults = [value_expr(v, names) for v in (func.__defaults__ or ())]
    kwdefaults = {k: value_expr(v, names) for k, v in (func.__kwdefaults__ or {}).items()}
    annotations = {k: annotation_expr(v, names) for k, v in (getattr(func, "__annotations__", None) or {}).items()}
    return build_arguments(code, defaults, kwdefaults, annotations)


def inexact_defaults(func: types.FunctionType) -> List[str]:
    """One line per default of ``func`` that :func:`from_function` could only guess."""
    if not func.__defaults__ and not func.__kwdefaults__:
        return []
    code = func.__code__
    positional = code.co_varnames[:code.co_argcount]
    values = list(func.__defaults__ or ())
    pairs = list(zip(positional[len(positional) - len(values):], values))
    pairs += sorted((func.__kwdefaults__ or {}).items())
    names = namespace(func)
    out = []
    for name, value in pairs:
        if not render_value(value, names).exact:
            text = repr(value)
            shown = text if len(text) <= 80 else text[:77] + "..."
            out.append(f"parameter {name!r}: its default {shown} is no literal, "
                       "and no name in its module is bound to it")
    return out
