"""Entry point of the core: a code object in, an ``ast`` tree out.

``decompile_code_ast`` picks the shape of the result from the code object (module, class
body, function, lambda, comprehension), runs the structurer on its bytecode, applies the
tree clean-ups, and recurses into nested code objects through :class:`_Nested`.
"""

from __future__ import annotations

import ast
import inspect
import types
from typing import Dict, List, Optional, Sequence

from undis.bytecode import Bytecode, VersionFacts, facts, read
from undis.emit import nodes as N
from undis.emit import signature
from undis.errors import DecompileError
from undis.structure import annassign, cleanup, comprehension, generics, idioms, mangling, scope, statemachine
from undis.structure.lined import LinedSimulator
from undis.structure.simulate import Context, DecompileFailure, FunctionMarker, Simulator
from undis.structure.unreached311 import with_unreached
from undis.structure.walker import Walker

CO_GENERATOR = inspect.CO_GENERATOR
CO_COROUTINE = inspect.CO_COROUTINE
CO_ASYNC_GENERATOR = inspect.CO_ASYNC_GENERATOR


def body_of(code: types.CodeType, force_fallback: bool = False, lined: bool = False,
            filter_chains: bool = False) -> List[ast.stmt]:
    """The statements of ``code``'s body (no clean-up of the signature-level).

    When the structurer finds no structured form (or ``force_fallback``), the body is the
    state machine of :mod:`undis.structure.statemachine`; if that fails too, both errors
    are reported.  ``lined``: the nodes built record their source lines
    (:mod:`undis.structure.lined`); ``filter_chains``: see
    :attr:`Walker.filter_chains`.
    """
    fx = facts()
    bc = read(code, fx)
    if force_fallback:
        stmts = statemachine.body(code, bc, _Nested(lined))
    else:
        stmts = _structured(code, bc, fx, lined, filter_chains)
    expression_only = code.co_name in scope.COMPREHENSIONS or code.co_name == "<lambda>"
    return ([] if expression_only else scope.declarations(bc, code)) + cleanup.statements(stmts, code)


def _structured(code: types.CodeType, bc: Bytecode, fx: VersionFacts, lined: bool,
                filter_chains: bool = False) -> List[ast.stmt]:
    """The walker's statements, or the state machine's where the walker finds no structure."""
    nested = _Nested(lined)
    wbc = with_unreached(bc)  # (the state machine reads the table as it is)
    sim = LinedSimulator(fx, code, nested, wbc) if lined else Simulator(fx, code, nested)
    walker = Walker(wbc, sim)
    walker.filter_chains = filter_chains
    walker.extensions.extend(idioms.for_version(fx))
    # A RecursionError propagates (decompile_code_ast reports it): as a
    # DecompileFailure, a speculative match could swallow it and the output
    # would depend on the recursion limit.
    try:
        return walker.body()
    except DecompileFailure as failure:
        try:
            return statemachine.body(code, bc, nested)
        except DecompileFailure as second:
            raise _both(failure, second) from None


def _comprehension(code: types.CodeType, iterable: ast.expr, lined: bool = False) -> ast.expr:
    """The comprehension expression of a comprehension code object; 3.12+: where its body
    is no comprehension's (a filter read as several statements), walked again with the
    filter's jumps back read as one condition (:attr:`Walker.filter_chains`)."""
    try:
        return comprehension.from_code(code, body_of(code, lined=lined), iterable)
    except DecompileFailure as first:
        if not facts().forward_only_cond_jumps:
            raise
        try:
            return comprehension.from_code(code, body_of(code, lined=lined, filter_chains=True), iterable)
        except DecompileFailure:
            raise first from None


def _both(failure: DecompileFailure, second: DecompileFailure) -> DecompileFailure:
    """One error for a structurer failure and a fallback failure (the same text once)."""
    first, other = str(failure), str(second)
    if other in first:
        return failure
    if first in other:
        return second
    return DecompileFailure("%s (%s%s)" % (first, "" if other.startswith("fallback") else "fallback: ", other))


def _is_class_body(code: types.CodeType) -> bool:
    names = code.co_names
    return len(names) >= 2 and names[0] == "__name__" and names[1] == "__module__" and not code.co_varnames


def _docstring(code: types.CodeType) -> Optional[str]:
    if code.co_name == "<lambda>" or code.co_name in scope.COMPREHENSIONS:
        return None
    consts = code.co_consts
    if consts and isinstance(consts[0], str):
        return consts[0]
    return None


def function_def(code: types.CodeType, args: ast.arguments, decorators: List[ast.expr],
                 returns: Optional[ast.expr], name: Optional[str] = None,
                 type_params: Sequence[ast.AST] = (), force_fallback: bool = False,
                 lined: bool = False) -> ast.stmt:
    body = _complete_body(code, force_fallback, lined)
    if code.co_flags & (CO_GENERATOR | CO_ASYNC_GENERATOR) and not _has_yield(body):
        body.append(ast.Expr(value=ast.Yield(value=None)))
        body.insert(len(body) - 1, ast.Return(value=None))
    doc = _docstring(code)
    if doc is not None:
        body.insert(0, N.expr_stmt(N.const(doc)))
    cls = ast.AsyncFunctionDef if code.co_flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) else ast.FunctionDef
    node = N.function_def(cls, name or code.co_name, args, body or [ast.Pass()], decorators, returns)
    if facts().has_type_params:
        node.type_params = list(type_params)  # type: ignore[union-attr]  # (a 3.12+ field)
    elif type_params:
        raise DecompileFailure("type parameters before 3.12")
    N.set_code(node, code)
    return cleanup.mark_tidied(node)


def _complete_body(code: types.CodeType, force_fallback: bool, lined: bool) -> List[ast.stmt]:
    """A function's :func:`body_of`, where an internal node of the structurer is left in it
    (a bug: it has no source form) the state machine instead, so that the user gets
    source (not verified as such) rather than an error from the unparser."""
    body = body_of(code, force_fallback, lined)
    leaked = N.internal_node(body, _FUNCTIONS)
    if leaked is None:
        return body
    if not force_fallback:
        body = body_of(code, True, lined)
        if N.internal_node(body, _FUNCTIONS) is None:
            return body
    raise DecompileFailure("internal node %s left in the body" % type(leaked).__name__)


#: nested functions: their bodies went through :func:`_complete_body` themselves
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def _has_yield(body: List[ast.stmt]) -> bool:
    tree = ast.Module(body=body, type_ignores=[])
    for node in ast.walk(tree):
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return True
    return False


def class_def(code: types.CodeType, name: str, bases: List[ast.expr], keywords: List[ast.keyword],
              decorators: List[ast.expr], type_params: Sequence[ast.AST] = (), lined: bool = False) -> ast.ClassDef:
    body = cleanup.class_body(body_of(code, lined=lined))
    mangling.unmangle_attributes(body, name, code)
    node = ast.ClassDef(name=name, bases=bases, keywords=keywords, body=body or [ast.Pass()],
                        decorator_list=decorators)
    if facts().has_type_params:
        node.type_params = list(type_params)  # type: ignore[attr-defined]  # (a 3.12+ field)
    elif type_params:
        raise DecompileFailure("type parameters before 3.12")
    N.set_code(node, code)
    cleanup.mark_tidied(node)
    return node


def _returned(body: List[ast.stmt], ends: bool = True) -> Optional[ast.expr]:
    """The one expression a body of returns computes: ``if c: return a`` + ``return b``
    is ``a if c else b`` (a lambda's conditional expression whose branches both return).

    Before 3.11 the compiler copies the lambda's ``RETURN_VALUE`` into each branch, and the
    clean-up drops the final ``return None``: a bare ``return`` computes ``None``, and so
    does running off the end of ``body`` where that is the end of the lambda (``ends``)."""
    if not body:
        return N.const(None) if ends else None
    if len(body) == 1 and isinstance(body[0], ast.Return):
        return body[0].value if body[0].value is not None else N.const(None)
    if not isinstance(body[0], ast.If) or not body[0].body:
        return None
    first = body[0]
    rest = first.orelse + body[1:] if not (first.orelse and body[1:]) else None
    then = _returned(first.body, ends and not body[1:])
    other = _returned(rest, ends) if rest is not None else None
    if then is None or other is None:
        return None
    return ast.IfExp(test=first.test, body=then, orelse=other)


def lambda_expr(code: types.CodeType, args: ast.arguments, lined: bool = False) -> ast.Lambda:
    body = body_of(code, lined=lined)
    value = _returned(body)
    if value is not None:
        return cleanup.mark_tidied(ast.Lambda(args=args, body=value))
    if code.co_flags & CO_GENERATOR and len(body) == 1 and isinstance(body[0], ast.Expr):
        return cleanup.mark_tidied(ast.Lambda(args=args, body=body[0].value))
    raise DecompileFailure("lambda body is not one expression")


def _marker_arguments(fn: FunctionMarker) -> ast.arguments:
    defaults = list(fn.defaults.elts) if isinstance(fn.defaults, ast.Tuple) else []
    kwdefaults: Dict[str, ast.expr] = {}
    if isinstance(fn.kwdefaults, ast.Dict):
        for k, v in zip(fn.kwdefaults.keys, fn.kwdefaults.values):
            if isinstance(k, ast.Constant):
                kwdefaults[str(k.value)] = v
    return signature.build_arguments(fn.code, defaults, kwdefaults, _marker_annotations(fn))


def _marker_annotations(fn: FunctionMarker) -> Dict[str, ast.expr]:
    out = _annotation_items(fn.annotations)
    if annassign.stringified(fn.code):
        out = {k: annassign.unstringify(v) for k, v in out.items()}
    return out


def _annotation_items(node: Optional[ast.expr]) -> Dict[str, ast.expr]:
    out: Dict[str, ast.expr] = {}
    if isinstance(node, ast.Dict):
        for k, v in zip(node.keys, node.values):
            if isinstance(k, ast.Constant):
                out[str(k.value)] = v
    elif isinstance(node, ast.Tuple):
        elts = node.elts
        for k, v in zip(elts[0::2], elts[1::2]):
            if isinstance(k, ast.Constant):
                out[str(k.value)] = v
    return out


class _Nested(Context):
    """Nested code objects met while simulating: defs, classes, lambdas, comprehensions
    (``lined``: built with their source lines, as the code that holds them)."""

    def __init__(self, lined: bool = False) -> None:
        self.lined = lined

    def function_def(self, fn: FunctionMarker, name: str) -> ast.stmt:
        if fn.is_class:
            if not mangling.same_name(name, fn.class_name):
                raise DecompileFailure("class stored under another name")
            return class_def(fn.code, fn.class_name, fn.bases, fn.keywords, fn.decorators, fn.type_params,
                             lined=self.lined)
        if not mangling.same_name(name, fn.code.co_name):
            raise DecompileFailure("function stored under another name")
        args = _marker_arguments(fn)
        returns = _marker_annotations(fn).get("return")
        return function_def(fn.code, args, fn.decorators, returns, type_params=fn.type_params, lined=self.lined)

    def lambda_expr(self, fn: FunctionMarker) -> ast.expr:
        return lambda_expr(fn.code, _marker_arguments(fn), self.lined)

    def comprehension(self, fn: FunctionMarker, iterable: ast.expr) -> ast.expr:
        return _comprehension(fn.code, iterable, self.lined)

    def generic(self, fn: FunctionMarker, args: List[ast.expr]) -> ast.expr:
        return generics.from_wrapper(fn.code, body_of(fn.code, lined=self.lined), args)


def decompile_code_ast(code: types.CodeType, *, func: Optional[types.FunctionType] = None,
                       fallback: bool = False) -> ast.AST:
    """Decompile ``code`` into a module, ``def``, ``class``, lambda or comprehension tree
    (with source locations, ready for ``compile``).

    ``fallback``: emit a function's or module's own body as a state machine even when it has
    a structured form (nested code objects are decompiled as usual); for tests.
    """
    return _checked(code, func, locations=True, fallback=fallback)


def decompile_code_tree(code: types.CodeType, *, func: Optional[types.FunctionType] = None,
                        lined: bool = False) -> ast.AST:
    """:func:`decompile_code_ast` without filling in source locations: enough for
    ``undis.emit.unparse`` (which the API uses), and a whole-tree pass cheaper.
    ``lined``: the nodes record the source lines they came from, for ``unparse``'s
    line-keeping rendering (:mod:`undis.structure.lined`)."""
    return _checked(code, func, locations=False, lined=lined)


def _checked(code: types.CodeType, func: Optional[types.FunctionType], locations: bool,
             fallback: bool = False, lined: bool = False) -> ast.AST:
    if not isinstance(code, types.CodeType):
        raise TypeError("expected a code object, got %s" % type(code).__name__)
    try:
        tree = _decompile(code, func, fallback, lined)
        leaked = N.internal_node([tree], _FUNCTIONS)
        if leaked is not None:  # (a module or class body: nothing to fall back to)
            raise DecompileFailure("internal node %s left in the tree" % type(leaked).__name__)
        return ast.fix_missing_locations(tree) if locations else tree
    except DecompileFailure as exc:
        raise DecompileError("cannot decompile %s: %s" % (code.co_name, exc)) from None
    except RecursionError:
        raise DecompileError("cannot decompile %s: nesting too deep" % code.co_name) from None


def _decompile(code: types.CodeType, func: Optional[types.FunctionType], fallback: bool,
               lined: bool) -> ast.AST:
    if code.co_name == "<module>":
        return ast.Module(body=cleanup.module_body(body_of(code, fallback, lined)) or [ast.Pass()],
                          type_ignores=[])
    if code.co_name == "<lambda>":
        return ast.Expr(value=lambda_expr(code, signature.from_function(code, func), lined))
    if code.co_name in scope.COMPREHENSIONS:
        return ast.Expr(value=_comprehension(code, N.name(".0"), lined))
    if generics.is_wrapper(code):
        raise DecompileFailure("a generic parameters wrapper is decompiled with the enclosing code")
    if func is None and _is_class_body(code):
        return class_def(code, code.co_name, [], [], [], lined=lined)
    returns = None
    if func is not None and "return" in (getattr(func, "__annotations__", None) or {}):
        returns = signature.annotation_expr(func.__annotations__["return"], signature.namespace(func))
    type_params = generics.runtime_type_params(func) if func is not None else []
    return function_def(code, signature.from_function(code, func), [], returns, type_params=type_params,
                        force_fallback=fallback, lined=lined)
