"""PEP 695 type parameters and ``type`` aliases (3.12+).

``def f[T](x: T)`` / ``class C[T]`` / ``type A[T] = ...`` compile to a call of a wrapper
function ``<generic parameters of f>`` (its arguments: the defaults of ``f``), whose body
creates the parameters (``CALL_INTRINSIC_1 TYPEVAR`` / ``PARAMSPEC`` / ``TYPEVARTUPLE``,
``CALL_INTRINSIC_2 TYPEVAR_WITH_BOUND`` / ``..._WITH_CONSTRAINTS`` with a lazily evaluated
bound function, 3.13 ``SET_TYPEPARAM_DEFAULT``), then returns the function
(``SET_FUNCTION_TYPE_PARAMS``), the class (bases get ``.generic_base``, the
``SUBSCRIPT_GENERIC`` of ``.type_params``) or the alias (``TYPEALIAS`` of
``(name, params, value function)``).  The simulator hands the intrinsics to
:func:`intrinsic_1` / :func:`intrinsic_2`; the wrapper's statements are folded back by
:func:`from_wrapper` into a marker carrying ``type_params``.
"""

from __future__ import annotations

import ast
import types
from typing import Any, Callable, Dict, List, Optional

from undis.emit import nodes as N
from undis.structure import mangling
from undis.structure.simulate import DecompileFailure, FunctionMarker

WRAPPER_PREFIX = "<generic parameters of "
_GENERIC_BASE = ".generic_base"
_TYPE_PARAMS = ".type_params"


def is_wrapper(code: types.CodeType) -> bool:
    return code.co_name.startswith(WRAPPER_PREFIX)


class AliasParts(N.Marker):
    """``(name, type params or None, value function)``: the operand of ``TYPEALIAS``."""

    def __init__(self, name: str, params: ast.expr, fn: FunctionMarker) -> None:
        super().__init__("alias_parts")
        self.name = name
        self.params = params
        self.fn = fn


class TypeAliasMarker(N.Marker):
    """A ``type`` alias being built; its store is the ``type`` statement."""

    def __init__(self, name: str, type_params: List[ast.AST], value: ast.expr) -> None:
        super().__init__("type_alias")
        self.name = name
        self.type_params = type_params
        self.value = value

    def statement(self, target: ast.expr) -> ast.stmt:
        if not (isinstance(target, ast.Name) and target.id == self.name):
            raise DecompileFailure("type alias stored under another name")
        node: ast.stmt = _ast("TypeAlias")(name=ast.Name(id=self.name, ctx=N.STORE),
                                           type_params=self.type_params, value=self.value)
        return node


class GenericResult(ast.stmt):
    """Internal: what a ``<generic parameters of ...>`` wrapper returns (a marker)."""

    _fields = ("value",)

    def __init__(self, value: ast.expr) -> None:
        super().__init__()
        self.value = value


def alias_parts(items: List[ast.expr]) -> Optional[AliasParts]:
    """The tuple built for ``TYPEALIAS`` (the only tuple holding a function object)."""
    if len(items) != 3:
        return None
    name, params, fn = items
    if not isinstance(fn, FunctionMarker):
        return None
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str) and fn.code.co_name == name.value):
        return None
    return AliasParts(name.value, params, fn)


def _param(kind: str, name: ast.expr, **fields: Any) -> ast.AST:
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        raise DecompileFailure("type parameter without a name")
    node: ast.AST = _ast(kind)(name=name.value, **fields)
    return node


def _ast(kind: str) -> Any:
    """An ``ast`` class of 3.12+ (mypy checks against 3.11, which lacks them)."""
    return getattr(ast, kind)


def intrinsic_1(meaning: str, arg: ast.expr, lazy: Callable[[ast.expr], ast.expr]) -> ast.expr:
    """The value of ``CALL_INTRINSIC_1 meaning`` applied to ``arg`` (type parameter intrinsics)."""
    if meaning == "TYPEVAR":
        return _expr(_param("TypeVar", arg, bound=None))
    if meaning == "PARAMSPEC":
        return _expr(_param("ParamSpec", arg))
    if meaning == "TYPEVARTUPLE":
        return _expr(_param("TypeVarTuple", arg))
    if meaning == "SUBSCRIPT_GENERIC":
        return ast.Subscript(value=N.name("Generic"), slice=arg, ctx=N.LOAD)  # dropped with .generic_base
    if meaning == "TYPEALIAS" and isinstance(arg, AliasParts):
        return TypeAliasMarker(arg.name, params_of(arg.params), lazy(arg.fn))
    raise DecompileFailure("unsupported intrinsic %s" % meaning)


def intrinsic_2(meaning: str, first: ast.expr, second: ast.expr, lazy: Callable[[ast.expr], ast.expr]) -> ast.expr:
    """The value of ``CALL_INTRINSIC_2 meaning`` applied to ``first, second``."""
    if meaning in ("TYPEVAR_WITH_BOUND", "TYPEVAR_WITH_CONSTRAINTS"):
        bound = lazy(second)
        if meaning == "TYPEVAR_WITH_CONSTRAINTS" and not isinstance(bound, ast.Tuple):
            raise DecompileFailure("type variable constraints are not a tuple")
        return _expr(_param("TypeVar", first, bound=bound))
    if meaning == "SET_FUNCTION_TYPE_PARAMS" and isinstance(first, FunctionMarker):
        first.type_params = params_of(second)
        return first
    if meaning == "SET_TYPEPARAM_DEFAULT":
        param = _unwrap(first)
        if getattr(param, "default_value", None) is not None:
            raise DecompileFailure("type parameter default set twice")
        param.default_value = lazy(second)  # type: ignore[attr-defined]
        return first
    raise DecompileFailure("unsupported intrinsic %s" % meaning)


def _expr(node: ast.AST) -> ast.expr:
    """Type parameters travel on the simulated stack as expressions."""
    return node  # type: ignore[return-value]


def _unwrap(node: ast.AST) -> ast.AST:
    """``T := TypeVar(...)`` (``COPY; STORE T`` before the tuple) -> the parameter."""
    if isinstance(node, ast.NamedExpr):
        name = getattr(node.value, "name", None)
        if not (isinstance(node.target, ast.Name) and isinstance(name, str)
                and mangling.same_name(node.target.id, name)):  # ``class C[__T]`` stores ``_C__T``
            raise DecompileFailure("type parameter stored under another name")
        return node.value
    return node


def params_of(node: ast.expr) -> List[ast.AST]:
    if N.is_const(node, None):
        return []
    if not isinstance(node, ast.Tuple):
        raise DecompileFailure("type parameters are not a tuple")
    params = [_unwrap(e) for e in node.elts]
    kinds = tuple(_ast(k) for k in ("TypeVar", "ParamSpec", "TypeVarTuple"))
    if not all(isinstance(p, kinds) for p in params):
        raise DecompileFailure("unexpected type parameter")
    return params


def from_wrapper(code: types.CodeType, stmts: List[ast.stmt], args: List[ast.expr]) -> ast.expr:
    """The marker (function, class or alias, with its ``type_params``) a wrapper's body returns."""
    if not stmts or not isinstance(stmts[-1], GenericResult):
        raise DecompileFailure("generic parameters wrapper does not return its object")
    result = stmts[-1].value
    names: Dict[str, ast.expr] = {}
    for s in stmts[:-1]:
        if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)
                and s.targets[0].id in (_TYPE_PARAMS, _GENERIC_BASE)):
            raise DecompileFailure("unexpected statement in a generic parameters wrapper")
        names[s.targets[0].id] = s.value
    if len(args) != code.co_argcount:
        raise DecompileFailure("generic parameters wrapper called with other arguments")
    passed = dict(zip(code.co_varnames, args))
    if isinstance(result, FunctionMarker) and result.is_class:
        if _TYPE_PARAMS not in names or _GENERIC_BASE not in names:
            raise DecompileFailure("generic class without its parameters")
        result.type_params = params_of(names[_TYPE_PARAMS])
        bases = [b for b in result.bases if not (isinstance(b, ast.Name) and b.id == _GENERIC_BASE)]
        if len(bases) != len(result.bases) - 1:
            raise DecompileFailure("generic class without its generic base")
        result.bases = bases
        return result
    if names:
        raise DecompileFailure("unexpected statement in a generic parameters wrapper")
    if isinstance(result, FunctionMarker):
        result.defaults = _passed(result.defaults, passed)
        result.kwdefaults = _passed(result.kwdefaults, passed)
        return result
    if isinstance(result, TypeAliasMarker):
        return result
    raise DecompileFailure("generic parameters wrapper returns something else")


def _passed(node: Optional[ast.expr], passed: Dict[str, ast.expr]) -> Optional[ast.expr]:
    """``.defaults`` / ``.kwdefaults`` inside the wrapper are the values the caller passed."""
    if isinstance(node, ast.Name) and node.id in passed:
        return passed[node.id]
    return node


def runtime_type_params(func: Any) -> List[ast.AST]:
    """The type parameters of a function object decompiled on its own (``func.__type_params__``);
    [] when there are none or one cannot be written back (3.13 defaults, a failing lazy bound)."""
    params = getattr(func, "__type_params__", ())
    if not params:  # (nearly every function: no import to run)
        return []
    from undis.emit.signature import value_expr  # late: emit builds on structure

    out: List[ast.AST] = []
    for p in params:
        kind = type(p).__name__
        if kind not in ("TypeVar", "ParamSpec", "TypeVarTuple"):
            return []
        fields: Dict[str, Any] = {}
        try:
            if getattr(p, "has_default", lambda: False)():
                return []
            if kind == "TypeVar":
                constraints = p.__constraints__
                bound = p.__bound__
                fields["bound"] = (N.tuple_([value_expr(c) for c in constraints]) if constraints
                                   else None if bound is None else value_expr(bound))
        except Exception:  # a lazily evaluated bound may raise anything
            return []
        out.append(_param(kind, N.const(p.__name__), **fields))
    return out
