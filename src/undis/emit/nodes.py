"""Small constructors for ``ast`` nodes that differ across versions (3.8's ``ast.Index``)."""

from __future__ import annotations

import ast
import keyword
import types
from types import MappingProxyType
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Type, Union

from undis.bytecode.versions import facts

_OLD_SLICES = facts().ast_index_slices

#: Shared expression contexts, as the parser shares them: they have no fields
#: and are never modified, and building a new one per node is measurably slow
#: on 3.13 (its ``ast`` constructors check their arguments).
LOAD, STORE, DEL = ast.Load(), ast.Store(), ast.Del()


def _ast_classes() -> Dict[type, Tuple[str, ...]]:
    table: Dict[type, Tuple[str, ...]] = {}
    for name in dir(ast):
        cls = getattr(ast, name)
        if isinstance(cls, type) and issubclass(cls, ast.AST) and cls.__module__ in ("ast", "_ast"):
            table[cls] = tuple(cls._fields)
    return table


#: Every node class of the :mod:`ast` module -> its fields (the decompiler's own
#: internal node classes are not in it).
AST_FIELDS: Mapping[type, Tuple[str, ...]] = MappingProxyType(_ast_classes())

#: Fields that only ever hold a name, a number or a string (never a node), but for
#: the name of a ``type`` alias (3.12+), which is a ``Name`` node.
_SCALAR_FIELDS = frozenset({
    "arg", "attr", "conversion", "id", "is_async", "kind", "level", "module", "name", "simple", "tag",
    "type_comment",
})
_NODE_NAMED = tuple(getattr(ast, cls) for cls in ("TypeAlias",) if hasattr(ast, cls))


def _node_fields(cls: type, fields: Tuple[str, ...]) -> Tuple[str, ...]:
    scalar = _SCALAR_FIELDS - {"name"} if cls in _NODE_NAMED else _SCALAR_FIELDS
    return tuple(f for f in fields if f not in scalar)


#: Every node class of the :mod:`ast` module -> the fields that may hold nodes or lists
#: of them (a plain dict: tree walks look it up per node).
NODE_FIELDS: Dict[type, Tuple[str, ...]] = {cls: _node_fields(cls, fields) for cls, fields in AST_FIELDS.items()}


#: The fields that hold statements (a clause's, a case's, a block's)
_BLOCKS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})


def internal_node(nodes: Sequence[ast.AST], skip: Tuple[type, ...] = ()) -> Optional[ast.AST]:
    """The first statement under ``nodes`` (themselves included) that is not an :mod:`ast`
    class (an internal node of the decompiler, which has no source form), or None.
    Nodes of the ``skip`` classes are not looked into (their own check covered them).
    Expressions are not looked into: that would cost a few percent of every call, and an
    internal expression left in a tree makes the unparser raise, which is an error the
    user sees, never wrong source."""
    todo: List[Any] = list(nodes)
    while todo:
        node = todo.pop()
        if type(node) is list:
            todo.extend(node)
            continue
        fields = NODE_FIELDS.get(type(node))
        if fields is None:
            if isinstance(node, ast.AST):
                return node
            continue
        if isinstance(node, skip):
            continue
        attrs = node.__dict__
        for name in fields:
            if name in _BLOCKS:
                child = attrs.get(name)
                if type(child) is list:
                    todo.append(child)
    return None


#: The attribute in which a node built with lines (:func:`set_line`) keeps the source line
#: of the instruction it came from (not ``lineno``: ``compile`` would read that).
_LINE = "_undis_line"


def set_line(node: ast.AST, line: int) -> None:
    """Record on ``node``, unless it has one, the source line it came from."""
    attrs = node.__dict__
    if _LINE not in attrs:
        attrs[_LINE] = line


def line_of(node: ast.AST) -> Optional[int]:
    """The source line recorded on ``node`` by :func:`set_line`, if any."""
    line: Optional[int] = node.__dict__.get(_LINE)
    return line


#: The attribute in which a ``def`` or ``class`` node keeps the code object of its body
#: (:func:`set_code`).
_CODE = "_undis_code"


def set_code(node: ast.AST, code: types.CodeType) -> None:
    """Record on ``node`` (a ``def`` or ``class``) the code object its body was read from."""
    node.__dict__[_CODE] = code


def code_of(node: ast.AST) -> Optional[types.CodeType]:
    """The code object recorded on ``node`` by :func:`set_code`, if any."""
    code: Optional[types.CodeType] = node.__dict__.get(_CODE)
    return code


def is_plain_name(name: str) -> bool:
    """An ASCII identifier that is not a keyword: it reads back as itself."""
    return name.isascii() and name.isidentifier() and not keyword.iskeyword(name)


def is_private_name(name: str) -> bool:
    """A name that a class body mangles: ``__x`` (``__x__`` is not)."""
    return name.startswith("__") and not name.endswith("__")

class Null(ast.expr):
    """The NULL slot of a call (never reaches the output)."""

    _fields = ()


class ExcValue(ast.expr):
    """The exception object pushed on entry to a handler."""

    _fields = ()


class Marker(ast.expr):
    """An internal stack value (iterator of a loop, context manager exit, ...)."""

    _fields = ("kind", "value")

    def __init__(self, kind: str, value: Optional[ast.expr] = None) -> None:
        # (no ``ast.AST.__init__``: it has no argument to set, and on 3.13 it would check
        # every field, both set below, in the same order)
        self.kind = kind
        self.value = value


def is_iterator(value: Optional[ast.AST]) -> bool:
    """Is ``value`` (a stack value, or None) a ``for``/``async for`` loop's iterator marker?"""
    return isinstance(value, Marker) and value.kind in ("iter", "aiter")


#: ``ast.AST.__new__``: the two commonest nodes are built without ``ast``'s ``__init__``,
#: which on 3.13 also checks every field a node lacks (a set per node); both are given
#: all their fields, in the order ``__init__`` would set them: the same node
_NEW = ast.AST.__new__
_NAME, _CONSTANT, _TUPLE = ast.Name, ast.Constant, ast.Tuple


def null() -> Null:
    """A :class:`Null` (no fields: nothing for ``__init__`` to set)."""
    node: Null = _NEW(Null)
    return node


def name(id_: str, ctx: Optional[ast.expr_context] = None) -> ast.Name:
    node: ast.Name = _NEW(_NAME)
    node.id = id_
    node.ctx = ctx or LOAD
    return node


def const(value: Any) -> ast.Constant:
    node: ast.Constant = _NEW(_CONSTANT)
    node.value = value
    node.kind = None
    return node


# The hot nodes of the simulator and of signatures, built the same way (all fields, in order).
_ATTRIBUTE, _CALL, _ASSIGN, _EXPR, _RETURN = ast.Attribute, ast.Call, ast.Assign, ast.Expr, ast.Return
_COMPARE, _BINOP, _ARG, _IF, _KEYWORD = ast.Compare, ast.BinOp, ast.arg, ast.If, ast.keyword


def attribute(value: ast.expr, attr: str, ctx: Optional[ast.expr_context] = None) -> ast.Attribute:
    node: ast.Attribute = _NEW(_ATTRIBUTE)
    node.value = value
    node.attr = attr
    node.ctx = ctx or LOAD
    return node


def call(func: ast.expr, args: List[ast.expr], keywords: List[ast.keyword]) -> ast.Call:
    node: ast.Call = _NEW(_CALL)
    node.func = func
    node.args = args
    node.keywords = keywords
    return node


def assign(targets: List[ast.expr], value: ast.expr) -> ast.Assign:
    node: ast.Assign = _NEW(_ASSIGN)
    node.targets = targets
    node.value = value
    node.type_comment = None
    return node


def expr_stmt(value: ast.expr) -> ast.Expr:
    node: ast.Expr = _NEW(_EXPR)
    node.value = value
    return node


def return_(value: Optional[ast.expr]) -> ast.Return:
    node: ast.Return = _NEW(_RETURN)
    node.value = value
    return node


def kept_pass() -> ast.Pass:
    """A ``pass`` that the clean-ups keep (they drop the others): a branch the source had
    with no code of its own, whose jump over it is code (``else: pass``)."""
    node = ast.Pass()
    node._undis_kept = True  # type: ignore[attr-defined]
    return node


def if_(test: ast.expr, body: List[ast.stmt], orelse: List[ast.stmt]) -> ast.If:
    node: ast.If = _NEW(_IF)
    node.test = test
    node.body = body
    node.orelse = orelse
    return node


def keyword_(arg: Optional[str], value: ast.expr) -> ast.keyword:
    node: ast.keyword = _NEW(_KEYWORD)
    node.arg = arg
    node.value = value
    return node


def compare(left: ast.expr, ops: List[ast.cmpop], comparators: List[ast.expr]) -> ast.Compare:
    node: ast.Compare = _NEW(_COMPARE)
    node.left = left
    node.ops = ops
    node.comparators = comparators
    return node


def binop(left: ast.expr, op: ast.operator, right: ast.expr) -> ast.BinOp:
    node: ast.BinOp = _NEW(_BINOP)
    node.left = left
    node.op = op
    node.right = right
    return node


def arg(name: str, annotation: Optional[ast.expr]) -> ast.arg:
    node: ast.arg = _NEW(_ARG)
    node.arg = name
    node.annotation = annotation
    node.type_comment = None
    return node


# Built once per code object, and costly through ``__init__`` on 3.13 (a keyword and a
# field check each): built the same way as the hot nodes above.
_ARGUMENTS, _MODULE = ast.arguments, ast.Module
#: a ``def`` node's fields before 3.12's ``type_params`` (which its builder's caller sets)
_DEF = Union[ast.FunctionDef, ast.AsyncFunctionDef]


def arguments(posonlyargs: List[ast.arg], args: List[ast.arg], vararg: Optional[ast.arg],
              kwonlyargs: List[ast.arg], kw_defaults: List[Optional[ast.expr]], kwarg: Optional[ast.arg],
              defaults: List[ast.expr]) -> ast.arguments:
    node: ast.arguments = _NEW(_ARGUMENTS)
    node.posonlyargs = posonlyargs
    node.args = args
    node.vararg = vararg
    node.kwonlyargs = kwonlyargs
    node.kw_defaults = kw_defaults
    node.kwarg = kwarg
    node.defaults = defaults
    return node


def module(body: List[ast.stmt]) -> ast.Module:
    node: ast.Module = _NEW(_MODULE)
    node.body = body
    node.type_ignores = []
    return node


def function_def(cls: Type[_DEF], name: str, args: ast.arguments, body: List[ast.stmt],
                 decorator_list: List[ast.expr], returns: Optional[ast.expr]) -> _DEF:
    """A ``def`` (``cls``: ``ast.FunctionDef`` or ``ast.AsyncFunctionDef``) without its
    3.12+ ``type_params``: the caller sets them where the class has them (as ``__init__``
    does on 3.13, last)."""
    node: _DEF = _NEW(cls)
    node.name = name
    node.args = args
    node.body = body
    node.decorator_list = decorator_list
    node.returns = returns
    node.type_comment = None
    return node


def subscript(value: ast.expr, index: ast.expr, ctx: Optional[ast.expr_context] = None) -> ast.Subscript:
    sl: Any = index
    if _OLD_SLICES:
        if isinstance(index, ast.Slice):
            sl = index
        elif isinstance(index, ast.Tuple) and any(isinstance(e, ast.Slice) for e in index.elts):
            dims: List[Any] = [e if isinstance(e, ast.Slice) else ast.Index(value=e) for e in index.elts]
            sl = ast.ExtSlice(dims=dims)
        else:
            sl = ast.Index(value=index)
    return ast.Subscript(value=value, slice=sl, ctx=ctx or LOAD)


def subscript_index(node: ast.Subscript) -> ast.expr:
    """The index expression of a subscript, unwrapping 3.8's ``Index``/``ExtSlice``."""
    sl: Any = node.slice
    if _OLD_SLICES and type(sl).__name__ == "Index":
        return sl.value  # type: ignore[no-any-return]
    if _OLD_SLICES and type(sl).__name__ == "ExtSlice":
        return ast.Tuple(elts=[d.value if type(d).__name__ == "Index" else d for d in sl.dims], ctx=LOAD)
    return sl  # type: ignore[no-any-return]


def as_store(node: ast.expr) -> ast.expr:
    """The same target expression with a Store context (and the line recorded on it:
    :func:`set_line`)."""
    store = _as_store(node)
    line = node.__dict__.get(_LINE)
    if line is not None and store is not node:
        set_line(store, line)
    return store


def _as_store(node: ast.expr) -> ast.expr:
    if isinstance(node, ast.Name):
        return name(node.id, STORE)
    if isinstance(node, ast.Attribute):
        return attribute(node.value, node.attr, STORE)
    if isinstance(node, ast.Subscript):
        return ast.Subscript(value=node.value, slice=node.slice, ctx=STORE)
    if isinstance(node, (ast.Tuple, ast.List)):
        return type(node)(elts=[as_store(e) for e in node.elts], ctx=STORE)
    if isinstance(node, ast.Starred):
        return ast.Starred(value=as_store(node.value), ctx=STORE)
    return node


def tuple_(elts: List[ast.expr], ctx: Optional[ast.expr_context] = None) -> ast.Tuple:
    node: ast.Tuple = _NEW(_TUPLE)  # (built as the hot nodes are: see name)
    node.elts = elts
    node.ctx = ctx or LOAD
    return node


def is_const(node: ast.AST, value: Any = ...) -> bool:
    if not isinstance(node, ast.Constant):
        return False
    return value is ... or (node.value is value if value is None else node.value == value)
