"""undis.emit.unparse: round trips (3.8 backport and ast.unparse) and the normalization pass."""

from __future__ import annotations

import ast
import copy
import importlib
import math
import os
import sys
import time
import warnings
from pathlib import Path
from typing import Any, List, Tuple

import pytest

from undis.emit.unparse import unparse, unparse_owned

# Every snippet is valid Python 3.8 (so it parses on every supported version).
SNIPPETS = [
    # --- f-strings: quotes, nesting, specs, conversions, escapes
    'f"{x}"',
    "f'{x!r:>{width}}'",
    "f\"{x:{'>'}10}\"",
    "f'{x!s} {y!a} {z!r}'",
    'f"{3.14:.2f}"',
    'f"{x=}"',
    'f"{x = !s:>10}"',
    "f\"{f'{x}'}\"",
    "f'''{f\"{f'{x}'}\"}'''",
    'f"{ {1: 2}[1] }"',
    'f"{ {1, 2} }"',
    'f"{(lambda: 1)()}"',
    'f"{(x := 1)}"',
    'f"{x:{y}.{z}f}"',
    'f"a{{b}}c{d}"',
    'f"{x}\\n"',
    'f"a\\n{x}\\tb"',
    'f"it\'s {x!r}"',
    "f'\\'\"{x[\"k\"]}'",
    'f"{a if b else c}"',
    'f"{a < b}"',
    'f"{x:%Y-%m-%d}"',
    'f"{\'a\' \'b\'}"',
    'f"{x}" "plain" f"{y}"',
    'f"""multi\nline {x}"""',
    "f'{x:\\n}'",
    'f"{d[\'key\']!r:^{w}}"',
    'rf"\\d{x}"',
    # --- strings and bytes
    '"it\'s \\"q\\""',
    "'\\'\\\"'",
    '"a\\nb"',
    '"tab\\there"',
    "'\\x00\\x7f\\u200b'",
    '"\U0001f600"',
    'x = "\\ud800"',  # (3.13 cannot compile a lone surrogate in a docstring)
    'b"\\x00\\xff\\\'\\""',
    'u"unicode kind"',
    'x = u"a" + "b"',
    'r"\\d+"',
    '"""triple "quoted" \'\'\' both"""',
    # --- docstrings
    '"""Module docstring."""\nx = 1',
    'def f():\n    """Doc with "quotes" at the end\\""""\n    return 1',
    "class C:\n    '''Doc with \"\"\" inside.'''",
    'def f():\n    """Line one.\n\n    Line two with \\\\ backslash.\n    """',
    'def f():\n    u"""unicode doc"""',
    'def f():\n    ""',
    # --- async
    "async def f():\n    await x\n    async for a in b:\n        pass\n    async with c as d, e:\n        pass",
    "async def f():\n    return [x async for x in y if await x]",
    "async def f():\n    return {k: v async for k, v in y}",
    "async def f():\n    return await x ** 2",
    "async def f():\n    return (await x) + 1",
    "async def f():\n    yield 1",
    "async def f():\n    async for a in b:\n        break\n    else:\n        pass",
    "@dec\nasync def f(a, /, b, *, c):\n    pass",
    # --- walrus
    "if (n := len(a)) > 10:\n    pass",
    "[y := f(x), y ** 2]",
    "while chunk := read():\n    pass",
    "print(x := 1)",
    "[z for x in y if (z := g(x))]",
    "f(a, (b := 1))",
    # --- parameters
    "def f(a, b, /, c, *, d=1, **k):\n    pass",
    "def f(a=1, /, b=2):\n    pass",
    "def f(a, /):\n    pass",
    "def f(*, a):\n    pass",
    "def f(*args: int, **kw: 'str') -> None:\n    pass",
    "def f(a: int = 3, *b, c: int, d=4, **e):\n    pass",
    "lambda: 0",
    "lambda a, /, b=1, *c, d, e=2, **f: 0",
    "lambda *, a: a",
    "lambda *a, **k: (a, k)",
    "f = lambda x=lambda: 1: x",
    "def f(x=lambda: 1):\n    pass",
    # --- starred and unpacking
    "f(*a, *b, **c, **d)",
    "f(a, *b, c=1, **d)",
    "f(b=1, *a)",
    "a, *b = c",
    "[*a, *b]",
    "{*a, 1}",
    "{**a, 'b': 1, **c}",
    "x = (*a, *b)",
    "x = *a, *b",
    "def f():\n    return *a, b",
    "def f():\n    yield *a, b",
    "for a, *b in c:\n    pass",
    "print(*args, sep='')",
    "f(**{'a': 1})",
    # --- decorators and classes
    "@a.b(c)\n@d\ndef f():\n    pass",
    "@dec\nclass C(B, metaclass=M):\n    x: int = 1\n    y: 'str'",
    "class C:\n    pass",
    "class C():\n    pass",
    "class C(*bases, **kw):\n    pass",
    "@property\ndef f(self):\n    return self._f",
    # --- scopes
    "def f():\n    global a, b\n    a = 1",
    "def f():\n    x = 1\n\n    def g():\n        nonlocal x\n        x += 1\n    return g",
    # --- try / with / raise
    "try:\n    pass\nexcept:\n    pass",
    "try:\n    a()\nexcept (A, B) as e:\n    raise X from e\nexcept C:\n    raise\nelse:\n    b()\nfinally:\n    c()",
    "try:\n    pass\nfinally:\n    pass",
    "raise X from None",
    "with a as b, c as (d, e):\n    pass",
    "with a, b:\n    pass",
    "with a as b.c, d as e[0]:\n    pass",
    "def f():\n    with (yield):\n        pass",
    # --- statements
    "del a[0], b.c, d",
    "assert x, 'msg'",
    "assert (a, b)",
    "import a.b as c, d",
    "from . import x",
    "from ..a.b import c as d, e",
    "from .a import *",
    "from __future__ import annotations",
    "a = b = c",
    "x += 1\nx **= 2\nx @= y\nx //= y\nx >>= 1\nx |= 2\nx ^= 3\nx &= 4\nx %= 5\nx -= 6\nx /= 7\nx *= 8\nx <<= 9",
    "(a): int = 1",
    "a.b: int",
    "a[0]: int = 1",
    "x: int",
    "if a:\n    pass\nelif b:\n    pass\nelif c:\n    pass\nelse:\n    pass",
    "if a:\n    pass\nelse:\n    if b:\n        pass\n    x = 1",
    "while True:\n    break\nelse:\n    pass",
    "for x in y:\n    continue\nelse:\n    pass",
    "for x, in y:\n    pass",
    "for (a, b), c in d:\n    pass",
    "pass; pass",
    "exec = print = 1",
    # --- subscripts and slices
    "a[1:2, ::3]",
    "a[...]",
    "a[:, None]",
    "a[()]",
    "a[(1, 2)]",
    "a[1, 2]",
    "a[1:2,]",
    "a[b, c:d]",
    "a[(1, 2), 3:4]",
    "a[::]",
    "a[:]",
    "a[1:]",
    "a[:-1]",
    "a[::-1]",
    "a[x:y:z]",
    "a[b][c]",
    "a[lambda: 1]",
    "a[(x := 1)]",
    "a[b,]",
    # --- operators and precedence
    "-x ** 2",
    "(-x) ** 2",
    "2 ** -1",
    "2 ** -x ** 3",
    "a ** b ** c",
    "(a ** b) ** c",
    "a - (b - c)",
    "(a - b) - c",
    "a / (b * c)",
    "not a == b",
    "(not a) == b",
    "not not x",
    "- - x",
    "+x",
    "~x",
    "-(-1)",
    "a if b else c if d else e",
    "(a if b else c) if d else e",
    "a or b and c",
    "(a or b) and c",
    "a and (b or c)",
    "a or b or not c",
    "(a and b) or (c and d)",
    "a < b < c",
    "(a < b) < c",
    "a is not b",
    "a not in b",
    "a | b ^ c & d << e + f * g",
    "((a | b) ^ c) & d",
    "a @ b",
    "def f():\n    x = (yield)",
    "def f():\n    x = yield\n    y = yield from z\n    print((yield))",
    "def f():\n    return (yield)",
    "lambda: (yield)",
    "(lambda: 1)()",
    "(a for b in c)",
    "f(a for b in c)",
    "f((a for b in c), d)",
    "1 .real",
    "1.0.real",
    "(1).real",
    "x.y.z()",
    "(a + b).c",
    "(a, b).c",
    "[a, b][0]",
    "{'a': 1}['a']",
    "await_ = 1",
    # --- constants and displays
    "x = ...",
    "x = None, True, False",
    "x = 1e400",
    "x = -1e400",
    "x = 1j",
    "x = 1 + 2j",
    "x = 0xFF",
    "x = 1_000_000",
    "x = 123456789012345678901234567890",
    "x = 1.5e-10",
    "x = ()",
    "x = (1,)",
    "x = [], {}",
    "x = {1, 2}",
    "x = {1: 2, **y}",
    # --- comprehensions
    "[x for x in range(3) if x if x > 0]",
    "[(x, y) for x in a for y in b]",
    "{k: v for k, v in d.items()}",
    "{x for x in a}",
    "[x for x, in a]",
    "[x for x in (lambda: y)()]",
    "[x for x in (a if b else c)]",
    "[x for x in a if (lambda: b)]",
    "[[y for y in x] for x in z]",
]


def _roundtrip(src: str) -> Tuple[str, str, str]:
    tree = ast.parse(src)
    out = unparse(tree)
    return ast.dump(tree), ast.dump(ast.parse(out)), out


@pytest.mark.parametrize("src", SNIPPETS)
def test_roundtrip_snippet(src: str) -> None:
    expected, actual, out = _roundtrip(src)
    assert actual == expected, f"unparse gave:\n{out}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        compile(out, "<unparsed>", "exec")


def test_snippets_are_distinct() -> None:
    assert len(set(SNIPPETS)) == len(SNIPPETS)


VERSION_SNIPPETS = [
    ((3, 9), "@buttons[0].clicked.connect\ndef f():\n    pass"),
    ((3, 9), "with (a, b):\n    pass"),
    ((3, 10), "match x:\n    case [1, *rest] if rest:\n        pass\n    case {'k': v, **kw}:\n        pass\n"
              "    case Point(x=0) | None:\n        pass\n    case _:\n        pass"),
    ((3, 11), "try:\n    pass\nexcept* ValueError as e:\n    pass"),
    ((3, 11), "a[*b]"),
    ((3, 12), "type X[T] = list[T]\ndef f[T: int, *Ts, **P](x: T) -> T:\n    pass"),
]


@pytest.mark.parametrize("version,src", VERSION_SNIPPETS)
def test_roundtrip_newer_syntax(version: Tuple[int, int], src: str) -> None:
    if sys.version_info < version:
        pytest.skip(f"needs Python {version[0]}.{version[1]}")
    expected, actual, out = _roundtrip(src)
    assert actual == expected, f"unparse gave:\n{out}"


# ---------------------------------------------------------------- stdlib

def _stdlib_files() -> List[Path]:
    lib = Path(os.__file__).resolve().parent
    top = sorted(lib.glob("*.py"))
    deep = sorted(p for p in lib.glob("*/**/*.py") if "site-packages" not in p.parts)
    if os.environ.get("UNDIS_STDLIB_FULL") == "1":
        return top + deep
    if sys.version_info < (3, 9):
        # The backport: every top-level module plus a tenth of the packages.
        return top + deep[::10]
    # ast.unparse is CPython's own; a light sample checks the normalization pass.
    return top[::5] + deep[::40]


def test_stdlib_roundtrip() -> None:
    """Every sampled stdlib file that parses round-trips through unparse.

    On 3.8 this covers the whole top level of Lib/ and a tenth of its
    packages, about 10 s (UNDIS_STDLIB_FULL=1: all of Lib/).
    """
    failures: List[str] = []
    checked = 0
    start = time.monotonic()
    for path in _stdlib_files():
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tree = ast.parse(path.read_bytes(), str(path))
        except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
            continue  # lib2to3 test data, bad encodings, ...
        checked += 1
        try:
            out = unparse(tree)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                again = ast.parse(out)
        except Exception as exc:  # pragma: no cover - reported below
            failures.append(f"{path}: {type(exc).__name__}: {exc}")
            continue
        if ast.dump(again) != ast.dump(tree):
            failures.append(f"{path}: round trip changed the tree")
    elapsed = time.monotonic() - start
    print(f"stdlib round trip: {checked} files in {elapsed:.1f}s")
    assert checked > 20
    assert not failures, "\n".join(failures[:20])


# ---------------------------------------------------------------- normalization

def _eval(node: ast.expr, **names: Any) -> Any:
    src = unparse(ast.Expression(body=node))
    return eval(compile(src, "<unparsed>", "eval"), {}, names), src


def _c(value: Any) -> ast.Constant:
    return ast.Constant(value=value, kind=None)


def _n(name: str) -> ast.Name:
    return ast.Name(id=name, ctx=ast.Load())


@pytest.mark.parametrize("value", [-1, -2.5, -0.0, float("-inf"), complex(0.0, -1.0), complex(-0.0, -2.0)])
def test_negative_constants_keep_their_value(value: Any) -> None:
    # (value) ** x, value.real and x ** value must all evaluate as for the constant.
    result, src = _eval(ast.BinOp(left=_c(value), op=ast.Pow(), right=_n("x")), x=1)
    assert result == value ** 1, src
    result, src = _eval(ast.Attribute(value=_c(value), attr="real", ctx=ast.Load()))
    assert result == value.real, src
    compile(unparse(ast.Expression(body=ast.UnaryOp(op=ast.USub(), operand=_c(value)))), "<u>", "eval")


def test_negative_zero_and_complex_sign_survive() -> None:
    result, _ = _eval(_c(-0.0))
    assert math.copysign(1.0, result) == -1.0
    result, src = _eval(_c(complex(0.0, -1.0)))
    assert math.copysign(1.0, result.real) == 1.0 and result.imag == -1.0, src


def test_bools_and_positive_numbers_untouched() -> None:
    expected = [(True, "True"), (False, "False"), (0, "0"), (1, "1"), (2.5, "2.5"), (1j, "1j"),
                (float("inf"), "1e309")]
    for value, text in expected:
        assert unparse(_c(value)) == text


def test_nan_constant() -> None:
    result, _ = _eval(_c(float("nan")))
    assert math.isnan(result)


def test_empty_set() -> None:
    result, src = _eval(ast.Set(elts=[]))
    assert result == set() and isinstance(result, set)
    assert src == "{*()}"


def test_internal_node_rejected() -> None:
    class Marker(ast.expr):
        _fields = ()

    tree = ast.Module(body=[ast.Expr(value=Marker())], type_ignores=[])
    with pytest.raises(ValueError, match="internal node Marker"):
        unparse(tree)


def test_hand_built_nodes_without_locations_or_optional_fields() -> None:
    args = ast.arguments(posonlyargs=[], args=[ast.arg(arg="a")], kwonlyargs=[], kw_defaults=[], defaults=[])
    fn = ast.FunctionDef(name="f", args=args, body=[ast.Return(value=_n("a"))], decorator_list=[])
    assert unparse(fn) == "def f(a):\n    return a"
    module = ast.Module(body=[fn, ast.Assign(targets=[ast.Name(id="x", ctx=ast.Store())], value=_c(1))],
                        type_ignores=[])
    out = unparse(module)
    assert "def f(a):" in out and out.endswith("x = 1")
    assert not hasattr(fn, "lineno")  # the caller's tree is not modified
    lam = ast.Expr(value=ast.Lambda(args=args, body=_n("a")))
    assert unparse(lam) == "lambda a: a"


def test_tree_not_mutated() -> None:
    tree = ast.Module(body=[ast.Expr(value=ast.BinOp(left=_c(-1), op=ast.Pow(), right=_n("x")))], type_ignores=[])
    before = ast.dump(tree)
    assert unparse(tree) == "(-1) ** x"
    assert ast.dump(tree) == before


def test_no_trailing_newline_and_deterministic() -> None:
    tree = ast.parse("def f():\n    pass\nx = 1\n")
    assert unparse(tree) == unparse(tree)
    assert not unparse(tree).endswith("\n")


def test_classdef_and_nested_layout() -> None:
    src = "class A(B):\n    x = 1\n\n    def m(self):\n        return {1: [2, (3,)]}"
    assert unparse(ast.parse(src)) == src


def _hand_built_trees() -> List[ast.AST]:
    args = ast.arguments(posonlyargs=[], args=[ast.arg(arg="a")], kwonlyargs=[], kw_defaults=[], defaults=[])
    values = [-1, -2.5, -0.0, float("-inf"), complex(0.0, -1.0), complex(-0.0, -2.0), 3, True, float("nan")]
    return [
        ast.FunctionDef(name="f", args=args, body=[ast.Return(value=_n("a"))], decorator_list=[]),
        ast.Module(body=[ast.Expr(value=ast.BinOp(left=_c(v), op=ast.Pow(), right=_n("x"))) for v in values],
                   type_ignores=[]),
        ast.Expr(value=ast.Set(elts=[])),
        ast.Expr(value=ast.Call(func=_n("f"), args=[ast.Set(elts=[]), _c(-1)], keywords=[])),
        ast.Constant(value=-5),  # a root that is itself replaced
        ast.Constant(value=-5, kind=None),
        ast.Module(body=[ast.If(test=_n("c"), body=[ast.Assign(targets=[ast.Name(id="x", ctx=ast.Store())],
                                                               value=ast.UnaryOp(op=ast.USub(), operand=_c(-1)))],
                                orelse=[])], type_ignores=[]),
    ]


@pytest.mark.parametrize("src", SNIPPETS)
def test_owned_gives_the_same_text_for_snippets(src: str) -> None:
    tree = ast.parse(src)
    assert unparse_owned(copy.deepcopy(tree)) == unparse(tree)


def test_owned_gives_the_same_text_for_hand_built_trees() -> None:
    for tree in _hand_built_trees():
        assert unparse_owned(copy.deepcopy(tree)) == unparse(tree), ast.dump(tree)


def test_owned_rejects_internal_nodes() -> None:
    class Marker(ast.expr):
        _fields = ()

    for tree in (ast.Module(body=[ast.Expr(value=Marker())], type_ignores=[]), Marker(),
                 ast.Expr(value=ast.BinOp(left=_c(1), op=ast.Add(), right=Marker()))):
        with pytest.raises(ValueError, match="internal node Marker"):
            unparse_owned(tree)


# ---------------------------------------------------------------- the completing visitor (3.9+)

_COMPLETING = importlib.import_module("undis.emit.unparse")._Completing


def test_completing_visitor_exists_where_ast_unparse_does() -> None:
    # 3.9+ must take the one-traversal path (the speed of decompile() depends on it).
    assert (_COMPLETING is not None) == (sys.version_info >= (3, 9))


@pytest.mark.skipif(sys.version_info < (3, 9), reason="3.8 uses the backport after the normalization pass")
def test_completing_visitor_alone_gives_the_same_text() -> None:
    # Directly, not through unparse_owned's fallback: the replacements (negative numbers in
    # every precedence context, empty sets, a replaced root) and the filled fields.
    for tree in _hand_built_trees():
        assert _COMPLETING().visit(copy.deepcopy(tree)) == unparse(tree), ast.dump(tree)
    for src in SNIPPETS:
        tree = ast.parse(src)
        assert _COMPLETING().visit(copy.deepcopy(tree)) == unparse(tree), src


def _fstring_missing_a_list() -> ast.AST:
    spec = ast.JoinedStr(values=[])
    del spec.values  # (built fresh each time: 3.13's deepcopy would fill it in again)
    part = ast.FormattedValue(value=_n("x"), conversion=-1, format_spec=spec)
    return ast.Expr(value=ast.JoinedStr(values=[_c("a"), part]))


def test_owned_falls_back_for_parts_reached_outside_traverse() -> None:
    # ast.unparse reads an f-string's parts without going through traverse: a list field
    # missing there (optional fields read as None from the class) makes the one-traversal
    # path fail, and unparse_owned gives the text of the normalizing pass instead.
    text = unparse(_fstring_missing_a_list())
    assert text.startswith("f'a{x")
    if _COMPLETING is not None:  # (the fallback is what gives the text)
        with pytest.raises(AttributeError):
            _COMPLETING().visit(_fstring_missing_a_list())
    assert unparse_owned(_fstring_missing_a_list()) == text


@pytest.mark.skipif(sys.version_info < (3, 9), reason="3.8 uses the backport after the normalization pass")
def test_completing_visitor_matches_ast_unparse_on_stdlib_files() -> None:
    # Its own block()/delimit() (class-based context managers) and its traverse() must
    # give ast.unparse's text exactly: over a sample of real files.
    checked = 0
    for path in _stdlib_files()[::3]:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tree = ast.parse(path.read_bytes(), str(path))
        except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
            continue
        expected = ast.unparse(tree)
        if sys.version_info < (3, 11):  # (3.9/3.10 write ``lambda : x``, see below)
            expected = expected.replace("lambda :", "lambda:")
        assert _COMPLETING().visit(tree) == expected, path
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("src", [
    "f = lambda: 0", "f = lambda x: x", "f = lambda *a, **k: (a, k)", "f = lambda *, k=1: k",
    "f = lambda x, /: x", "f = lambda: lambda: (yield)", "f(lambda: 1, key=lambda: 2)",
])
def test_lambda_spelled_as_311_writes_it(src: str) -> None:
    # 3.9/3.10's ast.unparse writes ``lambda : x`` when there are no parameters; every
    # path here writes ``lambda: x`` on every version, as 3.11+ and the source do.
    tree = ast.parse(src)
    assert unparse(tree) == src
    assert unparse_owned(copy.deepcopy(tree)) == src
    assert unparse_owned(copy.deepcopy(tree), lines=True) == src


# ---------------------------------------------------------------- string literals (3.9+)

_STRINGS = [
    "", "a", "plain text", "it's", 'say "hi"', "both ' and \"", "ends with '", 'ends with "',
    "'''", '"""', "'''\"\"\"", "'\"'''\"\"\"'", "line\nbreak", "tab\there", "\n", "\t", "ends\n",
    "back\\slash", "\\", "nul\x00", "bell\x07", "\x7f", "é ü 中文", "\u2028", "\U0001f600",
    "zero\u200bwidth", "trailing '\n'''", "multi\nline ending with \"", "\r\n", "'\n\"",
]
_QUOTE_SETS = [("'", '"', '"""', "'''"), ('"""', "'''"), ("'",), ('"', "'''"), ('"""',)]


def _literal_helpers() -> Tuple[Any, Any]:
    return ast._Unparser()._str_literal_helper, _COMPLETING()._str_literal_helper  # type: ignore[attr-defined]


@pytest.mark.skipif(sys.version_info < (3, 9), reason="3.8 uses the backport")
def test_string_literal_fast_path_matches_ast() -> None:
    # The completing visitor skips ast's per-character escaping for strings that need none:
    # it must give ast's answer for every string, quote set and whitespace setting.
    module = importlib.import_module("undis.emit.unparse")
    assert module._ALL_QUOTES == tuple(ast._ALL_QUOTES)  # type: ignore[attr-defined]
    assert module._MULTI_QUOTES == tuple(ast._MULTI_QUOTES)  # type: ignore[attr-defined]
    theirs, ours = _literal_helpers()
    for text in _STRINGS:
        for quotes in _QUOTE_SETS:
            for escape in (False, True):
                expected = theirs(text, quote_types=quotes, escape_special_whitespace=escape)
                assert ours(text, quote_types=quotes, escape_special_whitespace=escape) == expected, text


@pytest.mark.skipif(sys.version_info < (3, 9), reason="3.8 uses the backport")
def test_string_literal_fast_path_matches_ast_on_random_strings() -> None:
    import hypothesis
    from hypothesis import strategies as st

    theirs, ours = _literal_helpers()
    alphabet = st.sampled_from(list("ab '\"\n\t\\\x00\x7fé\u2028"))

    @hypothesis.settings(max_examples=300, deadline=None, derandomize=True)
    @hypothesis.given(st.text(alphabet=alphabet, max_size=12), st.sampled_from(_QUOTE_SETS), st.booleans())
    def check(text: str, quotes: Tuple[str, ...], escape: bool) -> None:
        expected = theirs(text, quote_types=quotes, escape_special_whitespace=escape)
        assert ours(text, quote_types=quotes, escape_special_whitespace=escape) == expected

    check()
