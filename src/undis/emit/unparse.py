"""AST -> source text: ``ast.unparse`` on 3.9+, a backport on 3.8.

Before unparsing, :func:`unparse` checks and lightly normalizes the tree, so that
any tree the decompiler builds prints as source that recompiles to the same
constants (the pass copies only the nodes it changes; the caller's tree is
never modified):

* a negative number constant (``Constant(-1)``, which ``ast.parse`` never
  produces but constant folding does) becomes ``-(1)``: ``ast.unparse`` would
  print ``-1`` bare, so ``(-1) ** x`` would come out as ``-1 ** x``;
* an empty ``Set`` becomes ``{*()}`` (3.9's ``ast.unparse`` rejects it);
* a node whose class is not from the :mod:`ast` module (an internal marker
  of the decompiler) raises ``ValueError`` instead of silently printing as
  nothing;
* fields a hand-built node omits get their defaults (``None`` or ``[]``),
  and statements get the ``lineno`` that ``ast.unparse`` reads.
"""

from __future__ import annotations

import ast
import math
import sys
from typing import Any, Collection, Dict, FrozenSet, List, Optional, Tuple

from undis.emit import nodes as N
from undis.emit.nodes import AST_FIELDS, NODE_FIELDS
from undis.emit.numbers import complex_expr

__all__ = ["keeps_lines", "unparse", "unparse_owned"]

if sys.version_info >= (3, 9):
    def _unparse(node: ast.AST) -> str:
        text: str = _Plain().visit(node)  # (what ast.unparse does, with _Plain's visitor)
        return text
else:  # pragma: no cover - exercised by the 3.8 test run
    from undis.emit._unparse38 import unparse as _unparse

def unparse(node: ast.AST) -> str:
    """Python source for *node* (no trailing newline), like ``ast.unparse``.

    Raises ``ValueError`` for a tree that has no source form.
    """
    return _unparse(_normalize(node))


def unparse_owned(node: ast.AST, *, lines: bool = False, scopes: Optional[Collection[ast.AST]] = None) -> str:
    """:func:`unparse` for a tree the caller gives away (a fresh decompiled tree):
    the same text, with the normalization done in place instead of on copies
    (every decompiled statement lacks the ``lineno`` that ``ast.unparse`` reads,
    so the copying pass would copy nearly the whole tree).

    Where ``ast.unparse``'s visitor can be extended (3.9+), the normalization is
    done as it meets each node (one traversal of the tree instead of two); a node
    it reaches by another path than its ``traverse`` (f-string parts, a docstring)
    that lacks a field makes it fail, and the tree is then normalized first.

    ``lines``: keep the original's line breaks inside an expression, as recorded on its
    nodes (:func:`undis.emit.nodes.set_line`; see :func:`keeps_lines`): before a node
    whose line is later than the line being written, a line break (inside the brackets
    that hold the node, or inside parentheses put around the statement's expression).
    ``scopes``: keep them only in these bodies (``def``, ``class`` or module nodes of the
    tree, or its root: its own lines outside its body, as a lambda's), each without the
    bodies nested in it that are not in ``scopes`` (None: everywhere).
    Where the visitor cannot be extended (3.8), the text is the same as without."""
    if lines and _Lined is not None:
        try:
            kept = None if scopes is None else frozenset(map(id, scopes))
            lined: str = _Lined(kept, kept is None or id(node) in kept).visit(node)
            return lined
        except (AttributeError, TypeError):
            pass
    if _Completing is not None:
        try:
            text: str = _Completing().visit(node)
            return text
        except (AttributeError, TypeError):
            pass  # (the fields filled so far are what the pass below fills too)
    return _unparse(_finalize(node))


_NUMBERS = (int, float, complex)
_NAME, _CONSTANT, _SET = ast.Name, ast.Constant, ast.Set


def _number_node(value: Any) -> ast.expr | None:
    """A replacement for a number constant whose ``repr`` starts with '-'."""
    if isinstance(value, bool) or not isinstance(value, _NUMBERS):
        return None
    if isinstance(value, complex):
        if math.isnan(value.real) or math.isnan(value.imag):
            return None  # (ast.unparse writes nan as 1e309 - 1e309, which folds back to nan)
        node = complex_expr(value)
        return None if isinstance(node, ast.Constant) else node
    if value < 0 or (isinstance(value, float) and math.copysign(1.0, value) < 0 and not math.isnan(value)):
        return ast.UnaryOp(op=ast.USub(), operand=_const(-value))
    return None


def _number_replaced(node: ast.AST, value: Any) -> ast.AST:
    """``node``, a constant holding ``value``, or what replaces it (:func:`_number_node`)."""
    replacement = _number_node(value)
    return node if replacement is None else ast.copy_location(replacement, node)


def _empty_set(node: ast.AST) -> ast.AST:
    """``{*()}`` in place of the empty ``Set`` ``node``."""
    return ast.copy_location(ast.Set(elts=[ast.Starred(value=ast.Tuple(elts=[], ctx=ast.Load()), ctx=ast.Load())]),
                             node)


def _const(value: Any) -> ast.Constant:
    return ast.Constant(value=value, kind=None)


#: Fields holding lists, filled with [] when a hand-built node omits them.
_LIST_FIELDS = frozenset({
    "argtypes", "args", "bases", "body", "cases", "comparators", "decorator_list", "defaults",
    "dims", "elts", "finalbody", "generators", "handlers", "ifs", "items", "keys", "keywords",
    "kw_defaults", "kwd_attrs", "kwd_patterns", "kwonlyargs", "names", "ops", "orelse",
    "patterns", "posonlyargs", "targets", "type_ignores", "type_params", "values",
})
_SINGLE_ARGS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)  # "args" is an ast.arguments
_CONTEXTS = frozenset({ast.Load, ast.Store, ast.Del})


def _missing_default(node: ast.AST, field: str) -> Any:
    if field in _LIST_FIELDS and not (field == "args" and isinstance(node, _SINGLE_ARGS)):
        return []
    return None


_MISSING = object()


def _normalize(node: Any) -> Any:
    """*node*, or a copy of it with the rewrites of the module docstring.

    Also fills what hand-built nodes may omit: optional fields (None), list
    fields ([]) and a statement's ``lineno`` (read by ``ast.unparse``).
    """
    if not isinstance(node, ast.AST):
        return node
    cls = type(node)
    if cls in _CONTEXTS:  # Load/Store/Del: no fields, nothing to do
        return node
    if cls is ast.Name and type(getattr(node, "ctx", None)) in _CONTEXTS and hasattr(node, "id"):
        return node  # the commonest node, complete as it is
    value = getattr(node, "value", []) if cls is ast.Constant and hasattr(node, "kind") else []
    if type(value) is not list:  # a constant (the next commonest node): complete, no children
        return _number_replaced(node, value)
    if cls not in AST_FIELDS:
        raise ValueError(f"unparse: internal node {cls.__name__} has no source form")
    if isinstance(node, ast.Constant):
        replaced = _number_replaced(node, node.value)
        if replaced is not node:
            return replaced
    if isinstance(node, ast.Set) and not getattr(node, "elts", None):
        return _empty_set(node)
    changed: Dict[str, Any] = {}
    for field in cls._fields:
        old = getattr(node, field, _MISSING)
        if old is _MISSING:
            changed[field] = _missing_default(node, field)
        elif isinstance(old, list):
            new = _normalized_list(old)
            if new is not old:
                changed[field] = new
        elif isinstance(old, ast.AST):  # other values (names, numbers, None) stay
            new = _normalize(old)
            if new is not old:
                changed[field] = new
    if isinstance(node, ast.stmt) and not hasattr(node, "lineno"):
        changed["lineno"] = 1
    if not changed:
        return node
    clone = cls.__new__(cls)  # copy.copy(node) without its pickling protocol; missing fields are all in changed
    clone.__dict__.update(node.__dict__)
    for field, value in changed.items():
        setattr(clone, field, value)
    return clone


def _normalized_list(items: List[Any]) -> List[Any]:
    """*items* itself when no element changes, else a new list."""
    for i, item in enumerate(items):
        new = _normalize(item)
        if new is not item:
            return items[:i] + [new] + [_normalize(rest) for rest in items[i + 1:]]
    return items


# ---------------------------------------------------------------- in place


def _plan(cls: type, fields: Tuple[str, ...]) -> Tuple[FrozenSet[str], Tuple[str, ...], bool, str]:
    """(every field, the fields that may hold nodes, whether it is a statement: ``ast.unparse``
    reads the ``lineno`` of some, the name of its visit method: from a table, no string is
    built per node)."""
    method = "visit_" + cls.__name__
    if not hasattr(_VISITOR, method):
        method = "generic_visit"  # (what ast.NodeVisitor.visit falls back to)
    return frozenset(fields), NODE_FIELDS[cls], issubclass(cls, ast.stmt), method


_VISITOR = getattr(ast, "_Unparser", ast.NodeVisitor)  # (3.8: the backport, which reads no plan)


#: Per node class of :mod:`ast`: what :func:`_finalize` and the completing visitor check
#: (a plain dict: the lookup is per node).
_PLANS = {cls: _plan(cls, fields) for cls, fields in AST_FIELDS.items()}


def _finalize(root: ast.AST) -> ast.AST:
    """:func:`_normalize`'s rewrites, made in place (iteratively: no recursion
    limit).  Returns the root, or its replacement when the root itself is one."""
    top = _replacement(root)
    if top is not None:
        return top
    todo = [root]
    while todo:
        node = todo.pop()
        plan = _PLANS.get(type(node))
        if plan is None:
            raise ValueError(f"unparse: internal node {type(node).__name__} has no source form")
        every, children, is_statement, _ = plan
        attrs = node.__dict__
        if not attrs.keys() >= every:
            _fill_missing(node, attrs)
        if is_statement and "lineno" not in attrs:
            node.lineno = 1  # type: ignore[attr-defined]
        for field in children:
            value = attrs[field]
            if type(value) is list:
                for k, item in enumerate(value):
                    if isinstance(item, ast.AST):
                        new = _replacement(item)
                        if new is None:
                            todo.append(item)
                        elif new is not item:
                            value[k] = new
            elif isinstance(value, ast.AST):
                new = _replacement(value)
                if new is None:
                    todo.append(value)
                elif new is not value:
                    setattr(node, field, new)
    return root


def _fill_missing(node: ast.AST, attrs: Dict[str, Any]) -> None:
    """Give ``node`` the defaults of the fields a hand-built node omits."""
    for field in type(node)._fields:
        if field not in attrs:
            setattr(node, field, _missing_default(node, field))


def _replacement(node: ast.AST) -> ast.AST | None:
    """For a leaf (a name, a constant, a field-less operator or context): itself or
    what replaces it; None for a node whose children must be visited."""
    cls = type(node)
    if cls is ast.Name:
        attrs = node.__dict__
        return node if "id" in attrs and type(attrs.get("ctx")) in _CONTEXTS else None
    if cls is ast.Constant:
        if "kind" not in node.__dict__:
            node.kind = None  # type: ignore[attr-defined]
        return _number_replaced(node, node.__dict__.get("value"))
    if cls is ast.Set and not node.__dict__.get("elts"):
        return _empty_set(node)
    plan = _PLANS.get(cls)
    if plan is not None and not plan[0]:  # Load, Add, ...: nothing to fill
        return node
    return None


# ---------------------------------------------------------------- during ast.unparse


def _plain_class() -> Any:
    """``ast.unparse``'s visitor, spelling a lambda without parameters ``lambda: x`` on
    every version (3.9 and 3.10 write ``lambda : x``; 3.11+ and the 3.8 backport do
    not).  None where ``ast`` has no such visitor (3.8)."""
    base = getattr(ast, "_Unparser", None)
    if base is None:
        return None

    class Plain(base):  # type: ignore[misc, valid-type]
        def visit_Lambda(self, node: Any) -> None:
            with self.require_parens(_TEST, node):
                source = self._source
                source.append("lambda")
                start = len(source)
                self.traverse(node.args)
                if any(source[start:]):
                    source.insert(start, " ")
                source.append(": ")
                self.set_precedence(_TEST, node.body)
                self.traverse(node.body)

    return Plain


def _completing_class() -> Any:
    """A subclass of ``ast.unparse``'s visitor whose ``traverse``, the one way it goes
    down to a child node, makes :func:`_finalize`'s rewrites one node at a time as it
    comes: the fields a node lacks filled in (a ``lineno`` for a statement), and a
    negative number or an empty set replaced, in the output only, by what prints it
    (with the precedence the node had).  None where ``ast`` has no such visitor
    (3.8: the backport is used)."""
    base = _Plain
    if base is None or not hasattr(base, "traverse") or not hasattr(base, "get_precedence"):
        return None

    class Completing(base):  # type: ignore[misc, valid-type]
        #: node class -> the function of this class that writes it (see :func:`_visits`)
        _VISITS: Dict[type, Any] = {}

        def __init_subclass__(cls, **kwargs: Any) -> None:
            super().__init_subclass__(**kwargs)
            cls._VISITS = _visits(cls)

        def traverse(self, node: Any) -> None:
            cls = type(node)
            if cls is _NAME:  # (the commonest node, printed as ast's visit_Name prints it)
                name = node.__dict__.get("id")
                if type(name) is str:
                    self._source.append(name)
                    return
            if cls is list:
                for item in node:
                    self.traverse(item)
                return
            plan = _PLANS.get(cls)
            if plan is None:
                raise ValueError(f"unparse: internal node {cls.__name__} has no source form")
            every, _, is_statement, _ = plan
            attrs = node.__dict__
            if not attrs.keys() >= every:
                _fill_missing(node, attrs)
            if is_statement and "lineno" not in attrs:
                node.lineno = 1
            if cls is _CONSTANT:
                value = attrs["value"]
                if isinstance(value, _NUMBERS):  # (only a number may print with a '-')
                    shown = _number_replaced(node, value)
                    if shown is not node:
                        self._show(node, shown)
                        return
            elif cls is _SET and not attrs["elts"]:
                self._show(node, _empty_set(node))
                return
            self._VISITS[cls](self, node)  # (what ast.NodeVisitor.visit does, with the method from a table)

        def _show(self, node: Any, shown: Any) -> None:
            """Write ``shown`` in place of ``node``, with the precedence ``node`` had."""
            self.set_precedence(self.get_precedence(node), shown)
            self._VISITS[type(shown)](self, shown)

        def block(self, *, extra: Any = None) -> "_Block":
            return _Block(self, extra)

        def delimit(self, start: str, end: str) -> "_Delimit":
            return _Delimit(self, start, end)

        # ast's helpers below, the same steps (3.9-3.13) without the method calls they
        # make per node: ``contextlib.nullcontext()`` built for every expression that
        # needs no parentheses, ``get_precedence``/``write``/``maybe_newline`` calls

        def delimit_if(self, start: str, end: str, condition: bool) -> Any:
            return _Delimit(self, start, end) if condition else _NO_DELIMITERS

        def require_parens(self, precedence: Any, node: Any) -> Any:
            if self._precedences.get(node, _TEST) > precedence:
                return _Delimit(self, "(", ")")
            return _NO_DELIMITERS

        def maybe_newline(self) -> None:
            source = self._source
            if source:
                source.append("\n")

        def fill(self, text: str = "") -> None:
            source = self._source
            if source:
                source.append("\n")
            source.append("    " * self._indent + text)

        # ast's visitors below, the same steps (3.9-3.13) with ``_Precedence.next()``
        # (an enum call per operator) read from a table made once

        def visit_BinOp(self, node: Any) -> None:
            operator = self.binop[node.op.__class__.__name__]
            operator_precedence = self.binop_precedence[operator]
            with self.require_parens(operator_precedence, node):
                if operator in self.binop_rassoc:
                    left_precedence = _NEXT[operator_precedence]
                    right_precedence = operator_precedence
                else:
                    left_precedence = operator_precedence
                    right_precedence = _NEXT[operator_precedence]
                self.set_precedence(left_precedence, node.left)
                self.traverse(node.left)
                self.write(f" {operator} ")
                self.set_precedence(right_precedence, node.right)
                self.traverse(node.right)

        def visit_Compare(self, node: Any) -> None:
            with self.require_parens(_CMP, node):
                self.set_precedence(_NEXT[_CMP], node.left, *node.comparators)
                self.traverse(node.left)
                for o, e in zip(node.ops, node.comparators):
                    self.write(" " + self.cmpops[o.__class__.__name__] + " ")
                    self.traverse(e)

        def visit_BoolOp(self, node: Any) -> None:
            operator = self.boolops[node.op.__class__.__name__]
            operator_precedence = self.boolop_precedence[operator]
            with self.require_parens(operator_precedence, node):
                separator = f" {operator} "
                for k, value in enumerate(node.values):  # (ast's interleave)
                    if k:
                        self.write(separator)
                    operator_precedence = _NEXT[operator_precedence]  # one level more per operand
                    self.set_precedence(operator_precedence, value)
                    self.traverse(value)

        def visit_IfExp(self, node: Any) -> None:
            with self.require_parens(_TEST, node):
                self.set_precedence(_NEXT[_TEST], node.body, node.test)
                self.traverse(node.body)
                self.write(" if ")
                self.traverse(node.test)
                self.write(" else ")
                self.set_precedence(_TEST, node.orelse)
                self.traverse(node.orelse)

        def visit_comprehension(self, node: Any) -> None:
            self.clause(" async for " if node.is_async else " for ", node.target)
            self.set_precedence(_TUPLE, node.target)
            self.traverse(node.target)
            self.write(" in ")
            self.set_precedence(_NEXT[_TEST], node.iter, *node.ifs)
            self.traverse(node.iter)
            for if_clause in node.ifs:
                self.clause(" if ", if_clause)
                self.traverse(if_clause)

        def clause(self, keyword: str, first: Any) -> None:
            """Write ``keyword``, which starts a comprehension's clause whose first node is ``first``."""
            self.write(keyword)

        def _str_literal_helper(
            self, string: str, *, quote_types: Any = _ALL_QUOTES, escape_special_whitespace: bool = False
        ) -> Tuple[str, List[str]]:
            # ast's helper calls a Python function per character to escape it: a string
            # with nothing to escape (as most docstrings) takes the same steps without
            if "\\" not in string and _prints_as_is(string, escape_special_whitespace):
                quoted = _quoted(string, quote_types)
                if quoted is not None:
                    return quoted
            helper: Any = super()._str_literal_helper
            return helper(string, quote_types=quote_types,  # type: ignore[no-any-return]
                          escape_special_whitespace=escape_special_whitespace)

    Completing._VISITS = _visits(Completing)
    return Completing


def _visits(visitor: type) -> Dict[type, Any]:
    """Per node class of :mod:`ast`, the function of the class ``visitor`` that writes it
    (its ``visit_`` method for that class, else ``generic_visit``), looked up once."""
    return {cls: getattr(visitor, plan[3]) for cls, plan in _PLANS.items()}


#: ``ast``'s quote tables (3.9-3.13), as its string-literal helper reads them
_MULTI_QUOTES = ('"""', "'''")
_ALL_QUOTES = ("'", '"', '"""', "'''")


def _prints_as_is(string: str, escape_special_whitespace: bool) -> bool:
    """Whether ``ast.unparse``'s escaping leaves every character of ``string``
    (no backslash assumed) as it is: printable ones, and newlines and tabs
    unless they are escaped too."""
    if escape_special_whitespace or ("\n" not in string and "\t" not in string):
        return string.isprintable()
    return string.replace("\n", "").replace("\t", "").isprintable()


def _quoted(text: str, quote_types: Any) -> Tuple[str, List[str]] | None:
    """The rest of ``ast``'s string-literal helper once ``text`` is escaped: the
    quotes that can delimit it, preferred first (a final character that is the
    quote escaped); None where none can (``ast`` then falls back to ``repr``)."""
    possible = [q for q in quote_types if q in _MULTI_QUOTES] if "\n" in text else list(quote_types)
    possible = [q for q in possible if q not in text]
    if not possible:
        return None
    if text:
        last = text[-1]
        possible.sort(key=lambda q: q[0] == last)
        if possible[0][0] == last:
            text = text[:-1] + "\\" + last
    return text, possible


class _NoDelimiters:
    """``contextlib.nullcontext()`` as ``_Unparser.delimit_if`` uses it: nothing on
    entry or exit.  Stateless, so one instance serves every call."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        return None


_NO_DELIMITERS = _NoDelimiters()
_TEST = getattr(getattr(ast, "_Precedence", None), "TEST", None)  # get_precedence's default (3.9+)
_CMP = getattr(getattr(ast, "_Precedence", None), "CMP", None)
_TUPLE = getattr(getattr(ast, "_Precedence", None), "TUPLE", None)
#: ``_Precedence.next()`` of every precedence (3.9+; empty on 3.8)
_NEXT: Dict[Any, Any] = {level: level.next() for level in getattr(ast, "_Precedence", ())}


class _Block:
    """``_Unparser.block`` (the same steps) as a class: a ``@contextmanager``
    generator per block or pair of parentheses costs about as much as the node."""

    __slots__ = ("unparser", "extra")

    def __init__(self, unparser: Any, extra: Any) -> None:
        self.unparser, self.extra = unparser, extra

    def __enter__(self) -> None:
        unparser = self.unparser
        unparser._source.append(":")  # (ast's ``write``: one part appended)
        if self.extra:
            unparser._source.append(self.extra)
        unparser._indent += 1

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        if kind is None:  # (as the generator: an exception skips the rest)
            self.unparser._indent -= 1


class _Delimit:
    """``_Unparser.delimit`` (the same steps) as a class (see :class:`_Block`)."""

    __slots__ = ("unparser", "start", "end")

    def __init__(self, unparser: Any, start: str, end: str) -> None:
        self.unparser, self.start, self.end = unparser, start, end

    def __enter__(self) -> None:
        self.unparser._source.append(self.start)

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        if kind is None:
            self.unparser._source.append(self.end)


_Plain = _plain_class()
_Completing = _completing_class()


def keeps_lines() -> bool:
    """Whether :func:`unparse_owned` can keep lines here (3.9+: not the 3.8 backport)."""
    return _Lined is not None


def _lined_class(base: Any) -> Any:
    """The completing visitor that breaks lines where the nodes' recorded lines say
    (see :func:`unparse_owned`), or None without one.  Its state: ``_line``, the
    original line of the output line being written (each new line starts from its
    statement's recorded line, else from the first line its nodes record); ``_depth``,
    the brackets open around the node being written (only there may a line break); and
    for an expression written outside brackets, where it starts (``_opening``): a break
    inside it puts it in parentheses (``_wrapped``).  ``_scopes``: the ids of the bodies
    that keep lines (None: all); ``_active``: whether the body being written does."""
    if base is None:
        return None

    class Lined(base):  # type: ignore[misc]
        _line: int | None = None
        _statement_line: int | None = None
        _depth = 0
        _opening: int | None = None
        _wrapped = False
        _pending: Any = None  # an operator whose break waits for its own parenthesis
        _first: Any = None  # the child that the operator being written writes first

        def __init__(self, scopes: FrozenSet[int] | None = None, active: bool = True, **options: Any) -> None:
            super().__init__(**options)  # (``ast`` makes one with options for an f-string's parts)
            self._scopes, self._active = scopes, active

        def _write_docstring_and_traverse_body(self, node: Any) -> None:
            if self._scopes is None:
                super()._write_docstring_and_traverse_body(node)
                return
            outer, self._active = self._active, id(node) in self._scopes
            super()._write_docstring_and_traverse_body(node)
            self._active = outer

        def fill(self, text: str = "") -> None:
            self._line, self._statement_line = self._statement_line, None
            super().fill(text)

        def traverse(self, node: Any) -> None:
            if not self._active:
                super().traverse(node)
                return
            if isinstance(node, ast.stmt):  # (its decorators' lines come before its own)
                self._statement_line = None if getattr(node, "decorator_list", None) else N.line_of(node)
            elif isinstance(node, ast.expr):
                first, self._first = node is self._first, _first_child(node)
                if self._depth == 0 and self._opening is None:
                    self._outermost(node)
                    return
                if first and type(node) in _OPERATORS and self._breaks_before(node):
                    self._pending = node  # (see require_parens)
                else:
                    self._break_before(node)
            super().traverse(node)

        def require_parens(self, precedence: Any, node: Any) -> Any:
            """An operator written first in another that starts on a later line than the
            one being written (the other's line): in parentheses, with the break after
            the ``(``, where the other starts (``x = (\\n a or b) and c``: the ``and``
            starts at the parenthesis, the ``or`` a line later; the parentheses may be
            redundant: ``((\\n a or b) and c) or d``)."""
            if node is not self._pending:
                return super().require_parens(precedence, node)
            self._pending = None
            return _OpenThenBreak(self, node)

        def _breaks_before(self, node: ast.expr) -> bool:
            line = _first_line(node)
            return line is not None and self._line is not None and line > self._line

        def clause(self, keyword: str, first: Any) -> None:
            """A comprehension's ``for``/``if`` clause on a later line starts it (where the
            original breaks), not the first node after the keyword."""
            line = _first_line(first)
            if not (self._active and self._depth > 0 and self._line is not None and line is not None
                    and line > self._line):
                super().clause(keyword, first)
                return
            self._break_before(first)
            self.write(keyword.lstrip(" "))

        def _outermost(self, node: ast.expr) -> None:
            """Write ``node``, an expression outside brackets, in parentheses if it breaks."""
            self._opening = len(self._source)
            self._break_before(node)
            super().traverse(node)
            if self._wrapped:
                self.write(")")
                self._depth -= 1
            self._opening, self._wrapped = None, False

        def _break_before(self, node: ast.expr) -> None:
            line = _first_line(node)
            if line is None:
                return
            if self._line is not None and line > self._line:
                if self._depth == 0 and self._opening is not None:
                    self._source.insert(self._opening, "(")
                    self._wrapped = True
                    self._depth += 1
                if self._depth > 0:
                    source: List[str] = self._source
                    source[-1] = source[-1].rstrip(" ")
                    self.write("\n" + "    " * (self._indent + 1))
            if self._line is None or line > self._line:
                self._line = line

        def delimit(self, start: str, end: str) -> "_Bracket":
            return _Bracket(self, start, end)

    return Lined


def _first_line(node: ast.expr) -> int | None:
    """The line recorded on ``node``, or without one (a node built from several
    instructions, as an ``and``), the first line recorded under it."""
    line = N.line_of(node)
    if line is not None:
        return line
    lines = [N.line_of(sub) for sub in ast.walk(node)]
    return min((k for k in lines if k is not None), default=None)


#: Nodes whose visitor starts with ``require_parens`` (the operators)
_OPERATORS = frozenset({ast.BoolOp, ast.BinOp, ast.Compare, ast.IfExp, ast.UnaryOp})


def _first_child(node: ast.AST) -> Any:
    """The child node an operator writes first (its start is the operator's, unless in
    parentheses), or None."""
    cls = type(node)
    if cls is ast.BoolOp:
        return node.values[0]  # type: ignore[attr-defined]
    if cls is ast.BinOp or cls is ast.Compare:
        return node.left  # type: ignore[attr-defined]
    if cls is ast.IfExp:
        return node.body  # type: ignore[attr-defined]
    return None


class _OpenThenBreak:
    """The parentheses of an operator that starts on a later line: ``(``, the line
    break, the operator, ``)``; a bracket (a line may break inside)."""

    __slots__ = ("unparser", "node")

    def __init__(self, unparser: Any, node: ast.expr) -> None:
        self.unparser, self.node = unparser, node

    def __enter__(self) -> None:
        self.unparser._source.append("(")
        self.unparser._depth += 1
        self.unparser._break_before(self.node)

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        if kind is None:
            self.unparser._depth -= 1
            self.unparser._source.append(")")


class _Bracket(_Delimit):
    """:class:`_Delimit` that counts the brackets open (a line may break inside)."""

    __slots__ = ()

    def __enter__(self) -> None:
        super().__enter__()
        self.unparser._depth += 1

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        if kind is None:
            self.unparser._depth -= 1
        super().__exit__(kind, value, traceback)


_Lined = _lined_class(_Completing)
