"""``ast.unparse`` for Python 3.8, which lacks it.

A compact port of the structure of CPython 3.9's ``ast._Unparser`` (precedence
table, ``require_parens``, f-string quote narrowing), adapted to 3.8's tree:
subscripts carry ``ast.Index``/``ast.ExtSlice`` (3.9-style bare expressions are
accepted too) and ``ast.Constant`` has ``kind`` (``"u"`` for ``u"..."``).  The
output has the same layout as 3.9's ``ast.unparse``.  Only imported on 3.8;
:func:`undis.emit.unparse.unparse` is the public entry point.
"""

from __future__ import annotations

import ast
from contextlib import contextmanager
from enum import IntEnum
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, cast

__all__ = ["unparse"]

# An overflowing float literal: the source form of AST infinities.
_INFSTR = "1e" + repr(__import__("sys").float_info.max_10_exp + 1)
_SINGLE_QUOTES = ("'", '"')
_MULTI_QUOTES = ('"""', "'''")
_ALL_QUOTES = _SINGLE_QUOTES + _MULTI_QUOTES


class _Prec(IntEnum):
    """Operator precedence, loosest first (Python's grammar)."""

    TUPLE = 1
    YIELD = 2  # 'yield', 'yield from'
    TEST = 3  # 'if'-'else', 'lambda'
    OR = 4
    AND = 5
    NOT = 6
    CMP = 7  # comparisons, 'in', 'is'
    EXPR = 8
    BOR = 8  # '|'  (alias of EXPR)
    BXOR = 9
    BAND = 10
    SHIFT = 11
    ARITH = 12  # '+', '-'
    TERM = 13  # '*', '@', '/', '%', '//'
    FACTOR = 14  # unary '+', '-', '~'
    POWER = 15  # '**'
    AWAIT = 16
    ATOM = 17

    def next(self) -> _Prec:
        try:
            return _Prec(self + 1)
        except ValueError:
            return self


_BINOP: Dict[str, Tuple[str, _Prec]] = {
    "Add": ("+", _Prec.ARITH), "Sub": ("-", _Prec.ARITH),
    "Mult": ("*", _Prec.TERM), "MatMult": ("@", _Prec.TERM), "Div": ("/", _Prec.TERM),
    "Mod": ("%", _Prec.TERM), "FloorDiv": ("//", _Prec.TERM),
    "LShift": ("<<", _Prec.SHIFT), "RShift": (">>", _Prec.SHIFT),
    "BitOr": ("|", _Prec.BOR), "BitXor": ("^", _Prec.BXOR), "BitAnd": ("&", _Prec.BAND),
    "Pow": ("**", _Prec.POWER),
}
_UNOP: Dict[str, Tuple[str, _Prec]] = {
    "Invert": ("~", _Prec.FACTOR), "Not": ("not", _Prec.NOT),
    "UAdd": ("+", _Prec.FACTOR), "USub": ("-", _Prec.FACTOR),
}
_CMPOP: Dict[str, str] = {
    "Eq": "==", "NotEq": "!=", "Lt": "<", "LtE": "<=", "Gt": ">", "GtE": ">=",
    "Is": "is", "IsNot": "is not", "In": "in", "NotIn": "not in",
}
_BOOLOP: Dict[str, Tuple[str, _Prec]] = {"And": ("and", _Prec.AND), "Or": ("or", _Prec.OR)}


def _str_literal(string: str, quote_types: Sequence[str] = _ALL_QUOTES,
                 escape_special_whitespace: bool = False) -> Tuple[str, List[str]]:
    """Body of a string literal with few escapes, and the quotes that can enclose it."""

    def esc(c: str) -> str:
        if not escape_special_whitespace and c in "\n\t":
            return c
        if c == "\\" or not c.isprintable():
            return c.encode("unicode_escape").decode("ascii")
        return c

    escaped = "".join(map(esc, string))
    quotes = list(quote_types)
    if "\n" in escaped:
        quotes = [q for q in quotes if q in _MULTI_QUOTES]
    quotes = [q for q in quotes if q not in escaped]
    if not quotes:
        # Nothing fits: fall back to repr, preferring a quote of quote_types.
        r = repr(string)
        return r[1:-1], [next((q for q in quote_types if r[0] in q), r[0])]
    if escaped:
        # Prefer '''"''' over """\"""", and escape a clashing final quote.
        quotes.sort(key=lambda q: q[0] == escaped[-1])
        if quotes[0][0] == escaped[-1]:
            escaped = escaped[:-1] + "\\" + escaped[-1]
    return escaped, quotes


class _Unparser(ast.NodeVisitor):
    def __init__(self, avoid_backslashes: bool = False) -> None:
        self._src: List[str] = []
        self._prec: Dict[ast.AST, _Prec] = {}
        self._indent = 0
        self._avoid_backslashes = avoid_backslashes

    # -- output helpers -------------------------------------------------
    def write(self, text: str) -> None:
        self._src.append(text)

    def maybe_newline(self) -> None:
        if self._src:
            self.write("\n")

    def fill(self, text: str = "") -> None:
        self.maybe_newline()
        self.write("    " * self._indent + text)

    def interleave(self, inter: Callable[[], None], f: Callable[[Any], None], seq: Iterable[Any]) -> None:
        first = True
        for x in seq:
            if not first:
                inter()
            first = False
            f(x)

    def comma_list(self, items: Iterable[Any], f: Optional[Callable[[Any], None]] = None) -> None:
        self.interleave(lambda: self.write(", "), f or self.traverse, items)

    def items_view(self, f: Callable[[Any], None], items: Sequence[Any]) -> None:
        """Comma separated items, with a trailing comma for a single one."""
        if len(items) == 1:
            f(items[0])
            self.write(",")
        else:
            self.comma_list(items, f)

    @contextmanager
    def block(self) -> Iterator[None]:
        self.write(":")
        self._indent += 1
        yield
        self._indent -= 1

    @contextmanager
    def delimit(self, start: str, end: str) -> Iterator[None]:
        self.write(start)
        yield
        self.write(end)

    @contextmanager
    def delimit_if(self, start: str, end: str, condition: bool) -> Iterator[None]:
        if condition:
            self.write(start)
        yield
        if condition:
            self.write(end)

    def require_parens(self, precedence: _Prec, node: ast.AST) -> Any:
        return self.delimit_if("(", ")", self.get_precedence(node) > precedence)

    def get_precedence(self, node: ast.AST) -> _Prec:
        return self._prec.get(node, _Prec.TEST)

    def set_precedence(self, precedence: _Prec, *nodes: Optional[ast.AST]) -> None:
        for node in nodes:
            if node is not None:
                self._prec[node] = precedence

    def traverse(self, node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                self.traverse(item)
        else:
            super().visit(node)

    def visit(self, node: ast.AST) -> str:
        self._src = []
        self.traverse(node)
        return "".join(self._src)

    def generic_visit(self, node: ast.AST) -> None:
        raise ValueError(f"unparse: unsupported node type {type(node).__name__}")

    def body(self, stmts: List[ast.stmt]) -> None:
        with self.block():
            self.traverse(stmts)

    # -- modules and statements -------------------------------------------
    def _docstring_and_body(self, node: Any) -> None:
        body = node.body
        first = body[0] if body else None
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            doc: Any = first.value
            self.fill()
            if getattr(doc, "kind", None) == "u":
                self.write("u")
            self._write_str_avoiding_backslashes(doc.value, _MULTI_QUOTES)
            self.traverse(body[1:])
        else:
            self.traverse(body)

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring_and_body(node)

    def visit_Interactive(self, node: ast.Interactive) -> None:
        self.traverse(node.body)

    def visit_Expression(self, node: ast.Expression) -> None:
        self.traverse(node.body)

    def visit_FunctionType(self, node: Any) -> None:
        with self.delimit("(", ")"):
            self.comma_list(node.argtypes)
        self.write(" -> ")
        self.traverse(node.returns)

    def visit_Expr(self, node: ast.Expr) -> None:
        self.fill()
        self.set_precedence(_Prec.YIELD, node.value)
        self.traverse(node.value)

    def visit_NamedExpr(self, node: Any) -> None:
        with self.require_parens(_Prec.TUPLE, node):
            self.set_precedence(_Prec.ATOM, node.target, node.value)
            self.traverse(node.target)
            self.write(" := ")
            self.traverse(node.value)

    def visit_Import(self, node: ast.Import) -> None:
        self.fill("import ")
        self.comma_list(node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.fill("from " + "." * (node.level or 0) + (node.module or "") + " import ")
        self.comma_list(node.names)

    def visit_Assign(self, node: ast.Assign) -> None:
        self.fill()
        for target in node.targets:
            self.traverse(target)
            self.write(" = ")
        self.traverse(node.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.fill()
        self.traverse(node.target)
        self.write(" " + _BINOP[type(node.op).__name__][0] + "= ")
        self.traverse(node.value)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.fill()
        with self.delimit_if("(", ")", not node.simple and isinstance(node.target, ast.Name)):
            self.traverse(node.target)
        self.write(": ")
        self.traverse(node.annotation)
        if node.value is not None:
            self.write(" = ")
            self.traverse(node.value)

    def visit_Return(self, node: ast.Return) -> None:
        self.fill("return")
        if node.value is not None:
            self.write(" ")
            self.traverse(node.value)

    def visit_Pass(self, node: ast.Pass) -> None:
        self.fill("pass")

    def visit_Break(self, node: ast.Break) -> None:
        self.fill("break")

    def visit_Continue(self, node: ast.Continue) -> None:
        self.fill("continue")

    def visit_Delete(self, node: ast.Delete) -> None:
        self.fill("del ")
        self.comma_list(node.targets)

    def visit_Assert(self, node: ast.Assert) -> None:
        self.fill("assert ")
        self.traverse(node.test)
        if node.msg is not None:
            self.write(", ")
            self.traverse(node.msg)

    def visit_Global(self, node: ast.Global) -> None:
        self.fill("global " + ", ".join(node.names))

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        self.fill("nonlocal " + ", ".join(node.names))

    def visit_Raise(self, node: ast.Raise) -> None:
        self.fill("raise")
        if node.exc is None:
            if node.cause is not None:
                raise ValueError("unparse: Raise with a cause but no exception")
            return
        self.write(" ")
        self.traverse(node.exc)
        if node.cause is not None:
            self.write(" from ")
            self.traverse(node.cause)

    def visit_Try(self, node: ast.Try) -> None:
        self.fill("try")
        self.body(node.body)
        self.traverse(node.handlers)
        if node.orelse:
            self.fill("else")
            self.body(node.orelse)
        if node.finalbody:
            self.fill("finally")
            self.body(node.finalbody)

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        self.fill("except")
        if node.type is not None:
            self.write(" ")
            self.traverse(node.type)
        if node.name:
            self.write(" as " + node.name)
        self.body(node.body)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.maybe_newline()
        for deco in node.decorator_list:
            self.fill("@")
            self.traverse(deco)
        self.fill("class " + node.name)
        with self.delimit_if("(", ")", bool(node.bases or node.keywords)):
            self.comma_list(list(node.bases) + list(node.keywords))
        with self.block():
            self._docstring_and_body(node)

    def visit_FunctionDef(self, node: Any, prefix: str = "def") -> None:
        self.maybe_newline()
        for deco in node.decorator_list:
            self.fill("@")
            self.traverse(deco)
        self.fill(prefix + " " + node.name)
        with self.delimit("(", ")"):
            self.traverse(node.args)
        if node.returns is not None:
            self.write(" -> ")
            self.traverse(node.returns)
        with self.block():
            self._docstring_and_body(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self.visit_FunctionDef(node, "async def")

    def visit_For(self, node: Any, prefix: str = "for ") -> None:
        self.fill(prefix)
        self.traverse(node.target)
        self.write(" in ")
        self.traverse(node.iter)
        self.body(node.body)
        if node.orelse:
            self.fill("else")
            self.body(node.orelse)

    def visit_AsyncFor(self, node: ast.AsyncFor) -> None:
        self.visit_For(node, "async for ")

    def visit_If(self, node: ast.If) -> None:
        self.fill("if ")
        self.traverse(node.test)
        self.body(node.body)
        # Collapse nested ifs into an elif chain.
        while len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            node = node.orelse[0]
            self.fill("elif ")
            self.traverse(node.test)
            self.body(node.body)
        if node.orelse:
            self.fill("else")
            self.body(node.orelse)

    def visit_While(self, node: ast.While) -> None:
        self.fill("while ")
        self.traverse(node.test)
        self.body(node.body)
        if node.orelse:
            self.fill("else")
            self.body(node.orelse)

    def visit_With(self, node: Any, prefix: str = "with ") -> None:
        self.fill(prefix)
        self.comma_list(node.items)
        self.body(node.body)

    def visit_AsyncWith(self, node: ast.AsyncWith) -> None:
        self.visit_With(node, "async with ")

    def visit_withitem(self, node: ast.withitem) -> None:
        self.traverse(node.context_expr)
        if node.optional_vars is not None:
            self.write(" as ")
            self.traverse(node.optional_vars)

    def visit_alias(self, node: ast.alias) -> None:
        self.write(node.name)
        if node.asname:
            self.write(" as " + node.asname)

    # -- strings ----------------------------------------------------------
    def _write_str_avoiding_backslashes(self, string: str, quote_types: Sequence[str] = _ALL_QUOTES) -> None:
        body, quotes = _str_literal(string, quote_types)
        self.write(quotes[0] + body + quotes[0])

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self.write("f")
        if self._avoid_backslashes:
            parts: List[str] = []
            self._fstring_JoinedStr(node, parts.append)
            self._write_str_avoiding_backslashes("".join(parts))
            return
        # Escapes are allowed in the literal parts only, so narrow the
        # possible quotes chunk by chunk.
        chunks = []
        for value in node.values:
            parts = []
            self._fstring_part(value, parts.append)
            chunks.append(("".join(parts), isinstance(value, ast.Constant)))
        quotes: Sequence[str] = _ALL_QUOTES
        out = []
        for text, is_constant in chunks:
            text, quotes = _str_literal(text, quotes, escape_special_whitespace=is_constant)
            out.append(text)
        self.write(quotes[0] + "".join(out) + quotes[0])

    def visit_FormattedValue(self, node: ast.FormattedValue) -> None:
        self.write("f")
        parts: List[str] = []
        self._fstring_FormattedValue(node, parts.append)
        self._write_str_avoiding_backslashes("".join(parts))

    def _fstring_part(self, node: ast.AST, write: Callable[[str], None]) -> None:
        if isinstance(node, ast.JoinedStr):
            self._fstring_JoinedStr(node, write)
        elif isinstance(node, ast.FormattedValue):
            self._fstring_FormattedValue(node, write)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            write(node.value.replace("{", "{{").replace("}", "}}"))
        else:
            raise ValueError("unparse: unexpected f-string part " + type(node).__name__)

    def _fstring_JoinedStr(self, node: ast.JoinedStr, write: Callable[[str], None]) -> None:
        for value in node.values:
            self._fstring_part(value, write)

    def _fstring_FormattedValue(self, node: ast.FormattedValue, write: Callable[[str], None]) -> None:
        write("{")
        inner = _Unparser(avoid_backslashes=True)
        inner.set_precedence(_Prec.TEST.next(), node.value)
        expr = inner.visit(node.value)
        if expr.startswith("{"):
            write(" ")  # "{ {" rather than the escape "{{"
        if "\\" in expr:
            raise ValueError("unparse: unable to avoid a backslash in an f-string expression")
        write(expr)
        if node.conversion != -1:
            conversion = chr(node.conversion)
            if conversion not in "sra":
                raise ValueError("unparse: unknown f-string conversion " + repr(conversion))
            write("!" + conversion)
        if node.format_spec is not None:
            write(":")
            self._fstring_part(node.format_spec, write)
        write("}")

    # -- expressions --------------------------------------------------------
    def visit_Name(self, node: ast.Name) -> None:
        self.write(node.id)

    def _write_constant(self, value: Any) -> None:
        if isinstance(value, (float, complex)):
            # Infinities as an overflowing literal, NaN as inf - inf.
            self.write(repr(value).replace("inf", _INFSTR).replace("nan", f"({_INFSTR}-{_INFSTR})"))
        elif self._avoid_backslashes and isinstance(value, str):
            self._write_str_avoiding_backslashes(value)
        else:
            self.write(repr(value))

    def visit_Constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, tuple):
            with self.delimit("(", ")"):
                self.items_view(self._write_constant, value)
        elif value is ...:
            self.write("...")
        else:
            if getattr(node, "kind", None) == "u":
                self.write("u")
            self._write_constant(value)

    # 3.8's deprecated aliases build instances of these Constant subclasses.
    visit_Num = visit_Str = visit_Bytes = visit_NameConstant = visit_Ellipsis = visit_Constant

    def visit_List(self, node: ast.List) -> None:
        with self.delimit("[", "]"):
            self.comma_list(node.elts)

    def _comprehension(self, open_: str, close: str, elts: Sequence[ast.AST],
                       generators: List[ast.comprehension]) -> None:
        with self.delimit(open_, close):
            self.traverse(elts[0])
            if len(elts) == 2:
                self.write(": ")
                self.traverse(elts[1])
            self.traverse(generators)

    def visit_ListComp(self, node: ast.ListComp) -> None:
        self._comprehension("[", "]", [node.elt], node.generators)

    def visit_GeneratorExp(self, node: ast.GeneratorExp) -> None:
        self._comprehension("(", ")", [node.elt], node.generators)

    def visit_SetComp(self, node: ast.SetComp) -> None:
        self._comprehension("{", "}", [node.elt], node.generators)

    def visit_DictComp(self, node: ast.DictComp) -> None:
        self._comprehension("{", "}", [node.key, node.value], node.generators)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        self.write(" async for " if node.is_async else " for ")
        self.set_precedence(_Prec.TUPLE, node.target)
        self.traverse(node.target)
        self.write(" in ")
        self.set_precedence(_Prec.TEST.next(), node.iter, *node.ifs)
        self.traverse(node.iter)
        for cond in node.ifs:
            self.write(" if ")
            self.traverse(cond)

    def visit_IfExp(self, node: ast.IfExp) -> None:
        with self.require_parens(_Prec.TEST, node):
            self.set_precedence(_Prec.TEST.next(), node.body, node.test)
            self.traverse(node.body)
            self.write(" if ")
            self.traverse(node.test)
            self.write(" else ")
            self.set_precedence(_Prec.TEST, node.orelse)
            self.traverse(node.orelse)

    def visit_Set(self, node: ast.Set) -> None:
        if node.elts:
            with self.delimit("{", "}"):
                self.comma_list(node.elts)
        else:
            self.write("{*()}")  # the only literal spelling of an empty set

    def visit_Dict(self, node: ast.Dict) -> None:
        def item(kv: Tuple[Optional[ast.expr], ast.expr]) -> None:
            key, value = kv
            if key is None:  # {**mapping}
                self.write("**")
                self.set_precedence(_Prec.EXPR, value)
            else:
                self.traverse(key)
                self.write(": ")
            self.traverse(value)

        with self.delimit("{", "}"):
            self.comma_list(zip(node.keys, node.values), item)

    def visit_Tuple(self, node: ast.Tuple) -> None:
        with self.delimit("(", ")"):
            self.items_view(self.traverse, node.elts)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        op, prec = _UNOP[type(node.op).__name__]
        with self.require_parens(prec, node):
            self.write(op)
            if prec is not _Prec.FACTOR:
                self.write(" ")
            self.set_precedence(prec, node.operand)
            self.traverse(node.operand)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        op, prec = _BINOP[type(node.op).__name__]
        with self.require_parens(prec, node):
            left, right = (prec.next(), prec) if op == "**" else (prec, prec.next())
            self.set_precedence(left, node.left)
            self.traverse(node.left)
            self.write(f" {op} ")
            self.set_precedence(right, node.right)
            self.traverse(node.right)

    def visit_Compare(self, node: ast.Compare) -> None:
        with self.require_parens(_Prec.CMP, node):
            self.set_precedence(_Prec.CMP.next(), node.left, *node.comparators)
            self.traverse(node.left)
            for op, comparator in zip(node.ops, node.comparators):
                self.write(" " + _CMPOP[type(op).__name__] + " ")
                self.traverse(comparator)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        op, prec = _BOOLOP[type(node.op).__name__]
        level = [prec]

        def operand(value: ast.expr) -> None:
            level[0] = level[0].next()
            self.set_precedence(level[0], value)
            self.traverse(value)

        with self.require_parens(prec, node):
            self.interleave(lambda: self.write(f" {op} "), operand, node.values)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self.set_precedence(_Prec.ATOM, node.value)
        self.traverse(node.value)
        # "3.real" is a syntax error; "3 .real" is not.
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, int):
            self.write(" ")
        self.write("." + node.attr)

    def visit_Call(self, node: ast.Call) -> None:
        self.set_precedence(_Prec.ATOM, node.func)
        self.traverse(node.func)
        with self.delimit("(", ")"):
            self.comma_list(list(node.args) + list(node.keywords))

    def visit_Subscript(self, node: ast.Subscript) -> None:
        self.set_precedence(_Prec.ATOM, node.value)
        self.traverse(node.value)
        with self.delimit("[", "]"):
            self._write_slice(node.slice)

    def _write_slice(self, sl: Any) -> None:
        """A subscript's slice; a top-level tuple loses its parentheses."""
        if isinstance(sl, ast.Index):
            sl = cast(Any, sl).value
        if isinstance(sl, ast.ExtSlice):
            self.items_view(self._write_dim, cast(Any, sl).dims)
        elif (isinstance(sl, ast.Tuple) and sl.elts
              and not any(isinstance(e, ast.Starred) for e in sl.elts)):
            self.items_view(self.traverse, sl.elts)
        else:
            self.traverse(sl)

    def _write_dim(self, dim: Any) -> None:
        self.traverse(cast(Any, dim).value if isinstance(dim, ast.Index) else dim)

    def visit_Index(self, node: Any) -> None:
        self._write_slice(node)

    def visit_ExtSlice(self, node: Any) -> None:
        self._write_slice(node)

    def visit_Slice(self, node: ast.Slice) -> None:
        if node.lower is not None:
            self.traverse(node.lower)
        self.write(":")
        if node.upper is not None:
            self.traverse(node.upper)
        if node.step is not None:
            self.write(":")
            self.traverse(node.step)

    def visit_Starred(self, node: ast.Starred) -> None:
        self.write("*")
        self.set_precedence(_Prec.EXPR, node.value)
        self.traverse(node.value)

    def visit_Await(self, node: ast.Await) -> None:
        with self.require_parens(_Prec.AWAIT, node):
            self.write("await")
            if node.value is not None:
                self.write(" ")
                self.set_precedence(_Prec.ATOM, node.value)
                self.traverse(node.value)

    def visit_Yield(self, node: ast.Yield) -> None:
        with self.require_parens(_Prec.YIELD, node):
            self.write("yield")
            if node.value is not None:
                self.write(" ")
                self.set_precedence(_Prec.ATOM, node.value)
                self.traverse(node.value)

    def visit_YieldFrom(self, node: ast.YieldFrom) -> None:
        with self.require_parens(_Prec.YIELD, node):
            self.write("yield from ")
            self.set_precedence(_Prec.ATOM, node.value)
            self.traverse(node.value)

    def visit_Lambda(self, node: ast.Lambda) -> None:
        with self.require_parens(_Prec.TEST, node):
            self.write("lambda")
            args = node.args
            if args.posonlyargs or args.args or args.vararg or args.kwonlyargs or args.kwarg:
                self.write(" ")
                self.traverse(args)
            self.write(": ")
            self.set_precedence(_Prec.TEST, node.body)
            self.traverse(node.body)

    def visit_arg(self, node: ast.arg) -> None:
        self.write(node.arg)
        if node.annotation is not None:
            self.write(": ")
            self.traverse(node.annotation)

    def visit_arguments(self, node: ast.arguments) -> None:
        parts: List[Callable[[], None]] = []

        def param(a: ast.arg, default: Optional[ast.expr]) -> Callable[[], None]:
            def write() -> None:
                self.traverse(a)
                if default is not None:
                    self.write("=")
                    self.traverse(default)
            return write

        positional = list(node.posonlyargs) + list(node.args)
        defaults: List[Optional[ast.expr]] = [None] * (len(positional) - len(node.defaults))
        defaults += node.defaults
        for index, (a, d) in enumerate(zip(positional, defaults), 1):
            parts.append(param(a, d))
            if index == len(node.posonlyargs):
                parts.append(lambda: self.write("/"))
        if node.vararg is not None or node.kwonlyargs:
            parts.append(lambda: self._star_param("*", node.vararg))
        for a, d in zip(node.kwonlyargs, node.kw_defaults):
            parts.append(param(a, d))
        if node.kwarg is not None:
            parts.append(lambda: self._star_param("**", node.kwarg))
        self.interleave(lambda: self.write(", "), lambda write: write(), parts)

    def _star_param(self, stars: str, a: Optional[ast.arg]) -> None:
        self.write(stars)
        if a is not None:
            self.traverse(a)

    def visit_keyword(self, node: ast.keyword) -> None:
        if node.arg is None:
            self.write("**")
        else:
            self.write(node.arg + "=")
        self.traverse(node.value)


def unparse(node: ast.AST) -> str:
    """Source for *node*, laid out like Python 3.9's ``ast.unparse``."""
    return _Unparser().visit(node)
