"""Tests for the verification oracle ``undis.verify``.

Originals are produced with ``compile()`` (never with the decompiler); the
"decompiled" sources are hand-written.
"""

from __future__ import annotations

import dataclasses
import dis
import sys
import textwrap
import types
from collections import deque
from typing import Iterator, List, Optional, Tuple

import pytest

from undis.bytecode.exctable import parse_exception_table
from undis.verify import Verdict, compare_code, verify_source
from undis.verify.context import ContextError, Scope, parse_qualname, recompile
from undis.verify.imports import import_originated_names
from undis.verify.normalize import JumpRef, child_path, const_key, normalize

# ----------------------------------------------------------------- helpers


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def compile_module(source: str) -> types.CodeType:
    return compile(dedent(source), "<original>", "exec", dont_inherit=True)


def walk(module: types.CodeType) -> Iterator[Tuple[types.CodeType, str]]:
    queue = deque([(module, "<module>")])
    while queue:
        code, qualname = queue.popleft()
        yield code, qualname
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                name = getattr(const, "co_qualname", None)  # 3.11+, exact
                queue.append((const, name or child_path(code, qualname, const.co_name)))


def find_code(module: types.CodeType, qualname: str) -> types.CodeType:
    for code, found in walk(module):
        if found == qualname:
            return code
    raise LookupError(qualname)


def original_of(module_source: str, qualname: Optional[str]) -> types.CodeType:
    module = compile_module(module_source)
    return module if qualname is None else find_code(module, qualname)


def check(module_source: str, qualname: Optional[str], source: Optional[str]) -> Verdict:
    """Verify ``source`` (default: the module text) against the original."""
    original = original_of(module_source, qualname)
    text = dedent(module_source if source is None else source)
    return verify_source(original, text, qualname=qualname)


# ----------------------------------------------------------------- sources

CLASS_A = """
    class A(Base):
        '''A docstring.'''
        counter = 0

        def __init__(self, x):
            self.__x = x
            super().__init__()

        def m(self, y):
            z = [self.__x]
            def g():
                return y + z[0] + self.__x
            return g

        @property
        def p(self):
            return __class__, self.__secret()

        def text(self):
            return '''line one
    line two
        indented line'''
"""

OUTER = """
    import os

    def outer(a):
        b = 2
        def inner(c, *args, k=3, **kw):
            nonlocal b
            global G
            b += 1
            G = b
            try:
                return a / c
            except ZeroDivisionError as e:
                return e
            finally:
                print(os.getcwd())
        return inner
"""

INNER = """
    def inner(c, *args, k=3, **kw):
        nonlocal b
        global G
        b += 1
        G = b
        try:
            return a / c
        except ZeroDivisionError as e:
            return e
        finally:
            print(os.getcwd())
"""

TRY = """
    def f(x):
        try:
            return 1 / x
        except ZeroDivisionError as e:
            print(e)
            raise
        except (TypeError, ValueError):
            pass
        else:
            return 0
        finally:
            print('done')
"""

TRY_MISSING_CLAUSE = """
    def f(x):
        try:
            return 1 / x
        except ZeroDivisionError as e:
            print(e)
            raise
        else:
            return 0
        finally:
            print('done')
"""

NESTED_CLASSES = """
    class A:
        def m(self):
            class B:
                def g(self):
                    return self.__y, __class__, super().g()
            return B
"""

CLASS_IN_FUNCTION = """
    def f(v):
        class A:
            x = v
            def m(self):
                return v, super().m()
        return A
"""

MODULE = """
    '''Module docstring.'''
    import os
    from collections import OrderedDict as OD

    X = [i * 2 for i in range(10) if i % 3]

    class C:
        def meth(self, *a, **k):
            return OD(*a, **k), os.sep

    def main(argv=None, *, flag=False):
        while argv:
            if flag and argv[0] is None:
                break
            argv = argv[1:]
        else:
            return -1
        return {k: v for k, v in enumerate(argv)}

    if __name__ == '__main__':
        main()
"""

IMPORTS = """
    import os
    import os.path as osp
    from json import decoder

    def f(p, *a):
        return os.getcwd(), os.path.join(p, 'x'), osp.exists(p), decoder.scanstring(*a)
"""

LONG_BODY = (
    "def f(x):\n    if x:\n"
    + "".join(f"        x = x + {i}\n" for i in range(300))
    + ("    return x\n")
)

IDENTICAL: List[Tuple[str, str, Optional[str], Optional[str]]] = [
    # (id, module source, qualname of the original or None for the module, source)
    ("function", "def f(a, b=1, *args, c, d=2, **kw):\n    return a + b + c + d\n", "f", None),
    ("posonly", "def f(a, /, b, *, c):\n    return a, b, c\n", "f", None),
    ("class_body", CLASS_A, "A", CLASS_A),
    (
        "init_mangling_super",
        CLASS_A,
        "A.__init__",
        "def __init__(self, x):\n    self.__x = x\n    super().__init__()\n",
    ),
    (
        "method_with_closure",
        CLASS_A,
        "A.m",
        """
        def m(self, y):
            z = [self.__x]
            def g():
                return y + z[0] + self.__x
            return g
        """,
    ),
    (
        "method_nested_function",
        CLASS_A,
        "A.m.<locals>.g",
        "def g():\n    return y + z[0] + self.__x\n",
    ),
    (
        "explicit_class_cell",
        CLASS_A,
        "A.p",
        "def p(self):\n    return __class__, self.__secret()\n",
    ),
    (
        "multiline_string_in_method",
        CLASS_A,
        "A.text",
        "def text(self):\n    return '''line one\nline two\n    indented line'''\n",
    ),
    ("nested_closure_try_finally", OUTER, "outer.<locals>.inner", INNER),
    ("enclosing_function", OUTER, "outer", OUTER.split("import os")[1]),
    (
        "generator",
        "def g(n):\n    for i in range(n):\n        yield i\n"
        "    x = yield\n    yield from range(x)\n",
        "g",
        None,
    ),
    (
        "coroutine",
        """
        async def f(x):
            async with x as y:
                async for i in y:
                    await i
            return [j async for j in y]
        """,
        "f",
        None,
    ),
    ("async_generator", "async def ag(x):\n    yield await x\n", "ag", None),
    ("lambda_module", "f = lambda q, *r: (q, r)\n", "<lambda>", "lambda q, *r: (q, r)"),
    (
        "lambda_closure",
        "def f(k):\n    return lambda x: x + k\n",
        "f.<locals>.<lambda>",
        "lambda x: x + k",
    ),
    (
        "genexpr_closure",
        "def f(k):\n    return list(i * k for i in range(3))\n",
        "f.<locals>.<genexpr>",
        "(i * k for i in .0)",
    ),
    (
        "nested_class_method",
        NESTED_CLASSES,
        "A.m.<locals>.B.g",
        "def g(self):\n    return self.__y, __class__, super().g()\n",
    ),
    (
        "class_in_function",
        CLASS_IN_FUNCTION,
        "f.<locals>.A",
        "class A:\n    x = v\n    def m(self):\n        return v, super().m()\n",
    ),
    (
        "method_of_class_in_function",
        CLASS_IN_FUNCTION,
        "f.<locals>.A.m",
        "def m(self):\n    return v, super().m()\n",
    ),
    ("module", MODULE, None, None),
    ("try_except_else_finally", TRY, "f", None),
    (
        "with_statement",
        "def f(p):\n    with open(p) as fh, open(p) as g:\n        return fh.read() + g.read()\n",
        "f",
        None,
    ),
    ("docstring", 'def f():\n    """Doc.\n\n    More.\n    """\n    return 1\n', "f", None),
    (
        "nan_and_signed_zero",
        "def f():\n    return 1e999 * 0, -0.0, 0.0, (1, -0.0), 2j\n",
        "f",
        None,
    ),
    (
        "future_annotations",
        "from __future__ import annotations\ndef f(x: int) -> L[int]:\n"
        "    def g(y: Foo) -> Bar:\n        pass\n    return g\n",
        "f",
        "def f(x: int) -> L[int]:\n    def g(y: Foo) -> Bar:\n        pass\n    return g\n",
    ),
    ("imported_modules", IMPORTS, "f", IMPORTS.split("from json import decoder")[1]),
    (
        "import_shadowed_by_argument",
        "import os\ndef f(os):\n    return os.getcwd()\n",
        "f",
        "def f(os):\n    return os.getcwd()\n",
    ),
    (
        "loops",
        """
        def f(xs):
            total = 0
            for x in xs:
                if x is None:
                    continue
                while x > 0:
                    x -= 1
                    if x == 5:
                        break
                total += x
            return total
        """,
        "f",
        None,
    ),
    ("extended_arg_jumps", LONG_BODY, "f", None),
    ("empty_function", "def f():\n    pass\n", "f", None),
]


@pytest.mark.parametrize(
    "module_source, qualname, source",
    [case[1:] for case in IDENTICAL],
    ids=[c[0] for c in IDENTICAL],
)
def test_identical_sources_verify(
    module_source: str, qualname: Optional[str], source: Optional[str]
) -> None:
    verdict = check(module_source, qualname, source)
    assert verdict == Verdict(identical=True), verdict.differences or verdict.error


def test_comprehension_code_object_before_312() -> None:
    module = compile_module("def f(xs, k):\n    return [x + k for x in xs]\n")
    codes = [code for code, name in walk(module) if name == "f.<locals>.<listcomp>"]
    if sys.version_info >= (3, 12):
        assert codes == []  # PEP 709 inlined it
        return
    verdict = verify_source(codes[0], "[x + k for x in .0]", qualname="f.<locals>.<listcomp>")
    assert verdict.identical, verdict.differences


def test_qualname_defaults_to_code_object() -> None:
    """Without ``qualname``: co_qualname (3.11+) or co_name is used."""
    original = find_code(compile_module(CLASS_A), "A.__init__")
    source = "def __init__(self, x):\n    self._A__x = x\n    super().__init__()\n"
    # Before 3.11 the class is unknown: ``__class__`` comes from a synthetic
    # class, and the mangled name must be spelt out.
    if sys.version_info >= (3, 11):
        source = source.replace("_A__x", "__x")
    verdict = verify_source(original, source)
    assert verdict.identical, verdict.differences


def test_unexplained_free_variables_get_a_synthetic_scope() -> None:
    original = find_code(compile_module(OUTER), "outer.<locals>.inner")
    verdict = verify_source(original, dedent(INNER), qualname="inner")
    assert verdict.identical, verdict.differences


def test_nested_lambdas() -> None:
    verdict = check(
        "def f(a):\n    return lambda b: lambda c: a + b + c\n",
        "f.<locals>.<lambda>.<locals>.<lambda>",
        "lambda c: a + b + c",
    )
    assert verdict.identical, verdict.differences


# (module source, qualname, source, whether it is compiled alone first)
MINIMAL_CONTEXT = [
    ("class A:\n    def m(self):\n        def g(y):\n            return y + 1\n        return g\n",
     "A.m.<locals>.g", "def g(y):\n    return y + 1\n", True),
    ("class A:\n    def m(self, k):\n        return lambda y: y + k\n",
     "A.m.<locals>.<lambda>", "lambda y: y + k", True),
    ("def f(a):\n    def g():\n        nonlocal a\n        a += 1\n        return a\n    return g\n",
     "f.<locals>.g", "def g():\n    nonlocal a\n    a += 1\n    return a\n", True),
    ("def f():\n    def g(n):\n        return g(n - 1) if n else 0\n    return g\n",
     "f.<locals>.g", "def g(n):\n    return g(n - 1) if n else 0\n", True),
    # a class would mangle __x: compiled in its context
    ("class A:\n    def m(self):\n        def g():\n            return __x\n        return g\n",
     "A.m.<locals>.g", "def g():\n    return __x\n", False),
    # super() needs the class's __class__ cell
    ("class A:\n    def m(self):\n        return lambda: super().m()\n",
     "A.m.<locals>.<lambda>", "lambda: super().m()", False),
    # a nested code object's qualified name depends on the context
    ("class A:\n    def m(self):\n        def g():\n            return lambda: 1\n        return g\n",
     "A.m.<locals>.g", "def g():\n    return lambda: 1\n", False),
]


@pytest.mark.parametrize("module_source, qualname, source, alone", MINIMAL_CONTEXT,
                         ids=[f"{q}-{'alone' if a else 'in-context'}" for _, q, _, a in MINIMAL_CONTEXT])
def test_functions_that_no_scope_changes_compile_alone(
    module_source: str, qualname: str, source: str, alone: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A nested function whose code its enclosing scopes cannot change (no
    mangled names, no ``__class__``, no nested code) is compiled alone, its
    free variables bound in one synthetic function: the same verdict, fewer
    code objects to compile."""
    from undis.verify import context

    compiled: List[str] = []
    real = context._quiet_compile

    def spy(text: object, flags: int) -> object:
        compiled.append(text if isinstance(text, str) else "<ast>")
        return real(text, flags)  # type: ignore[arg-type]

    monkeypatch.setattr(context, "_quiet_compile", spy)
    verdict = check(module_source, qualname, source)
    assert verdict.identical, verdict.differences or verdict.error
    assert ("class A" not in compiled[0] and "def m" not in compiled[0]) == alone, compiled


def test_a_global_the_qualified_name_hides_verifies() -> None:
    """``K`` is global in ``f`` (declared so), though the qualified name
    ``f.<locals>.K.m`` suggests f binds it: compiled alone, the source reads
    it as the original's bytecode does (a context built from the qualified
    name alone would make it a free variable)."""
    module = compile_module(
        "def f():\n    global K\n    class K:\n        def m(self):\n            return K\n    return K\n")
    f = next(c for c in module.co_consts if isinstance(c, types.CodeType))
    body = next(c for c in f.co_consts if isinstance(c, types.CodeType))
    original = next(c for c in body.co_consts if isinstance(c, types.CodeType))
    assert original.co_name == "m" and not original.co_freevars
    verdict = verify_source(original, "def m(self):\n    return K\n", qualname="f.<locals>.K.m")
    assert verdict.identical, verdict.differences


def test_a_function_compiled_alone_still_fails_when_wrong() -> None:
    verdict = check("class A:\n    def m(self, k):\n        return lambda y: y + k\n",
                    "A.m.<locals>.<lambda>", "lambda y: k + y")
    assert not verdict.identical


def test_line_layout_is_ignored() -> None:
    """Including the class line number 3.13 stores as ``__firstlineno__``."""
    original = "def f():\n\n\n    class K:\n\n        x = 1\n    return K\n"
    source = "def f():\n    class K:\n        x = 1\n    return K\n"
    verdict = check(original, "f", source)
    assert verdict.identical, verdict.differences


GENERICS = """
    class Box[T]:
        def get(self) -> T:
            return T

    def ident[U](x: U) -> U:
        return x, U

    def unused[V](x: V) -> V:
        return x

    type Pair[K: int] = dict[K, K]
"""


@pytest.mark.skipif(sys.version_info < (3, 12), reason="PEP 695 is 3.12+")
@pytest.mark.parametrize(
    "qualname, source",
    [
        ("Box.get", "def get(self) -> T:\n    return T\n"),
        ("ident", "def ident[U](x: U) -> U:\n    return x, U\n"),
        ("Box", "class Box[T]:\n    def get(self) -> T:\n        return T\n"),
        # Code objects alone, their type parameters unnamed in them: only their
        # CO_NESTED bit says a type-parameter scope enclosed them.
        ("unused", "def unused(x):\n    return x\n"),
        ("K", "def K():\n    return int\n"),  # the bound of Pair's K, evaluated lazily
    ],
)
def test_generic_scopes(qualname: str, source: str) -> None:
    verdict = check(GENERICS, qualname, source)
    assert verdict.identical, verdict.differences or verdict.error


@pytest.mark.skipif(sys.version_info < (3, 12), reason="PEP 695 is 3.12+")
def test_generic_scope_still_fails_when_wrong() -> None:
    verdict = check(GENERICS, "unused", "def unused(x):\n    return -x\n")
    assert not verdict.identical


# ----------------------------------------------------------------- differences

DIFFERENT: List[Tuple[str, str, Optional[str], str, str]] = [
    # (id, module source, qualname, wrong source, expected substring of a difference)
    (
        "operand_order",
        "def f(a, b):\n    return a + b\n",
        "f",
        "def f(a, b):\n    return b + a\n",
        "f: instructions",
    ),
    ("missing_except_clause", TRY, "f", TRY_MISSING_CLAUSE, "f: "),
    (
        "default_constant",
        "def f(a=1):\n    return a\n",
        None,
        "def f(a=2):\n    return a\n",
        "<module>: instruction",
    ),
    (
        "is_vs_eq",
        "def f(x):\n    return x is None\n",
        "f",
        "def f(x):\n    return x == None\n",
        "f: instruction",
    ),
    (
        "global_vs_local",
        "def f():\n    return x\n",
        "f",
        "def f():\n    x = 1\n    return x\n",
        "f: ",
    ),
    (
        "keyword_only",
        "def f(a, b):\n    return b\n",
        "f",
        "def f(a, *, b):\n    return b\n",
        "co_kwonlyargcount",
    ),
    ("generator_flag", "def f():\n    yield\n", "f", "def f():\n    return\n", "co_flags"),
    ("docstring", 'def f():\n    "one"\n', "f", 'def f():\n    "two"\n', "f: docstring"),
    (
        "signed_zero",
        "def f():\n    return 0.0\n",
        "f",
        "def f():\n    return -0.0\n",
        "CONST 0.0 != ",
    ),
    ("int_vs_bool", "def f():\n    return 1\n", "f", "def f():\n    return True\n", "f: "),
    (
        "nested_child",
        OUTER,
        "outer",
        OUTER.split("import os")[1].replace("a / c", "c / a"),
        "outer.<locals>.inner: instruction",
    ),
    (
        "unmangled_name",
        CLASS_A,
        "A.__init__",
        "def __init__(self, x):\n    self._x = x\n    super().__init__()\n",
        "A.__init__: ",
    ),
    (
        "missing_super_cell",
        CLASS_A,
        "A.__init__",
        "def __init__(self, x):\n    self.__x = x\n    Base.__init__(self)\n",
        "co_freevars",
    ),
]


@pytest.mark.parametrize(
    "module_source, qualname, source, expected",
    [case[1:] for case in DIFFERENT],
    ids=[case[0] for case in DIFFERENT],
)
def test_different_sources_are_reported(
    module_source: str, qualname: Optional[str], source: str, expected: str
) -> None:
    verdict = check(module_source, qualname, source)
    assert not verdict.identical
    assert verdict.error is None
    assert verdict.differences
    assert any(expected in difference for difference in verdict.differences), verdict.differences
    assert verdict.summary().startswith("different: ")


def test_operand_order_message_names_the_instructions() -> None:
    verdict = check("def f(a, b):\n    return a + b\n", "f", "def f(a, b):\n    return b + a\n")
    text = "\n".join(verdict.differences)
    assert "LOAD_FAST a" in text and "LOAD_FAST b" in text


# ----------------------------------------------------------------- errors

ERRORS: List[Tuple[str, str, Optional[str], str, str]] = [
    ("syntax_error", "def f():\n    pass\n", "f", "def f(:\n    pass\n", "SyntaxError"),
    ("module_syntax_error", "x = 1\n", None, "x = = 1\n", "SyntaxError"),
    ("indentation_error", "def f():\n    pass\n", "f", "def f():\npass\n", "IndentationError"),
    (
        "wrong_name",
        "def f():\n    pass\n",
        "f",
        "def g():\n    pass\n",
        "no code object named 'f' found",
    ),
    ("empty_source", "def f():\n    pass\n", "f", "", "no code object named 'f' found"),
    (
        "nonlocal_without_binding",
        "def f():\n    pass\n",
        "f",
        "def f():\n    nonlocal q\n    q = 1\n",
        "nonlocal",
    ),
    ("null_byte", "def f():\n    pass\n", "f", "def f():\n    pass\x00\n", "Error"),
]


@pytest.mark.parametrize(
    "module_source, qualname, source, expected",
    [case[1:] for case in ERRORS],
    ids=[case[0] for case in ERRORS],
)
def test_uncompilable_sources_give_an_error(
    module_source: str, qualname: Optional[str], source: str, expected: str
) -> None:
    verdict = check(module_source, qualname, source)
    assert not verdict.identical
    assert verdict.differences == ()
    assert verdict.error is not None and expected in verdict.error, verdict.error
    assert verdict.summary() == f"error: {verdict.error}"


def test_syntax_error_line_is_relative_to_the_source() -> None:
    original = find_code(compile_module("\n\n\ndef f():\n    pass\n"), "f")
    verdict = verify_source(original, "def f():\n    nonlocal q\n", qualname="f")
    assert verdict.error is not None and "(line 2)" in verdict.error, verdict.error


def test_qualname_must_end_with_code_name() -> None:
    original = find_code(compile_module("def f():\n    pass\n"), "f")
    verdict = verify_source(original, "def f():\n    pass\n", qualname="A.g")
    assert verdict.error is not None and "does not end with 'f'" in verdict.error


# ----------------------------------------------------------------- 3.11+ imports


def test_import_hint_is_needed_for_module_attribute_calls() -> None:
    """3.11+ compiles ``os.getcwd()`` without a method call when ``os`` is
    imported at module level (``is_import_originated`` in compile.c)."""
    module_source = "import os\ndef f():\n    return os.getcwd(), os.sep\n"
    original = find_code(compile_module(module_source), "f")
    source = "def f():\n    return os.getcwd(), os.sep\n"
    hints = import_originated_names(normalize(original))
    bare = compare_code(original, recompile(original, source, "f"))
    if sys.version_info >= (3, 11):
        assert hints == ("os",)
        assert bare, "without the import the call compiles differently"
    else:
        assert hints == ()
        assert bare == ()
    assert verify_source(original, source).identical


def test_no_import_hint_for_method_calls() -> None:
    original = find_code(compile_module("def f(x):\n    return x.a(), x.b\n"), "f")
    assert import_originated_names(normalize(original)) == ()


# ----------------------------------------------------------------- compare_code


def test_compare_code_paths_and_equivalence() -> None:
    a = compile_module("def f(x):\n    def g():\n        return x\n    return g\n")
    b = compile_module("def f(x):\n    def g():\n        return y\n    return g\n")
    assert (
        compare_code(a, compile_module("def f(x):\n    def g():\n        return x\n    return g\n"))
        == ()
    )
    differences = compare_code(a, b)
    assert differences
    assert any(d.startswith("f.<locals>.g: ") for d in differences), differences
    assert len(differences) <= 8


def test_compare_reports_an_insertion_after_a_common_head() -> None:
    body = "".join(f"    a{k} = x + {k}\n" for k in range(30))
    a = find_code(compile_module("def f(x):\n" + body + "    return x\n"), "f")
    b = find_code(compile_module("def f(x):\n" + body + "    print(x)\n    return x\n"), "f")
    differences = compare_code(a, b)
    assert len(differences) == 1 and "before instruction" in differences[0], differences
    assert "extra" in differences[0] and "print" in differences[0], differences


def test_compare_reports_a_long_changed_middle_as_one_run() -> None:
    # a middle too long to align step by step: one replaced run, between the common head and tail
    left = "".join(f"    a{k} = x + {k}\n" for k in range(150))
    right = "".join(f"    b{k} = x - {k}\n" for k in range(160))
    a = find_code(compile_module("def f(x):\n    y = 1\n" + left + "    return y\n"), "f")
    b = find_code(compile_module("def f(x):\n    y = 1\n" + right + "    return y\n"), "f")
    differences = compare_code(a, b)
    assert len(differences) == 1 and differences[0].startswith("f: instructions "), differences
    assert " != " in differences[0], differences


def test_compare_ignores_line_numbers_and_nops() -> None:
    a = compile_module("def f(x):\n    if x:\n        pass\n    return x\n")
    b = compile_module("\n\ndef f(x):\n    if x: pass\n\n\n    return (\n        x)\n")
    assert compare_code(find_code(a, "f"), find_code(b, "f")) == ()


def test_equal_nested_code_objects_on_other_lines_are_one_child() -> None:
    # two same lambdas on two lines are two constants (their line numbers differ); on one
    # line the compiler keeps one: either may be loaded with the same effect
    two_lines = "def f(a, b):\n    return g(a, lambda t: t.x,\n             b, lambda t: t.x)\n"
    one_line = "def f(a, b):\n    return g(a, lambda t: t.x, b, lambda t: t.x)\n"
    # (3.8-3.10 keep one constant for the one-line form, 3.11+ two: their columns differ)
    a, b = find_code(compile_module(two_lines), "f"), find_code(compile_module(one_line), "f")
    assert compare_code(a, b) == () and compare_code(b, a) == ()
    other = "def f(a, b):\n    return g(a, lambda t: t.x, b, lambda t: t.y)\n"
    assert compare_code(a, find_code(compile_module(other), "f"))


def test_verify_is_deterministic() -> None:
    first = check(TRY, "f", TRY_MISSING_CLAUSE)
    second = check(TRY, "f", TRY_MISSING_CLAUSE)
    assert first == second


# ----------------------------------------------------------------- normalisation


def test_superinstructions_are_split_and_jumps_unified() -> None:
    code = find_code(
        compile_module("def f(a, b):\n    while a:\n        a, b = b, a\n    return a, b\n"), "f"
    )
    names = [ins.opname for ins in normalize(code).instructions]
    assert not {"LOAD_FAST_LOAD_FAST", "STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST"} & set(names)
    assert not {"NOP", "EXTENDED_ARG", "CACHE"} & set(names)
    assert not [n for n in names if "FORWARD" in n or "BACKWARD" in n or n == "JUMP_ABSOLUTE"]
    assert "LOAD_FAST" in names and "STORE_FAST" in names


def test_jump_targets_are_instruction_indices() -> None:
    code = find_code(compile_module("def f(x):\n    while x:\n        x -= 1\n    return x\n"), "f")
    norm = normalize(code)
    targets = [ins.arg.target for ins in norm.instructions if isinstance(ins.arg, JumpRef)]
    assert targets
    assert all(0 <= target <= len(norm.instructions) for target in targets)


def test_const_keys() -> None:
    nan = float("nan")
    assert const_key(nan) == const_key(float("nan"))
    assert const_key(-0.0) != const_key(0.0)
    assert const_key(1) != const_key(True)
    assert const_key(1) != const_key(1.0)
    assert const_key((1, -0.0)) != const_key((1, 0.0))
    assert const_key(frozenset({1, 2})) == const_key(frozenset({2, 1}))
    assert const_key(complex(0.0, -0.0)) != const_key(0j)


@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception tables are 3.11+")
def test_exception_table_parser_matches_dis() -> None:
    code = find_code(compile_module(TRY), "f")
    parsed = parse_exception_table(code.co_exceptiontable)
    expected = dis.Bytecode(code).exception_entries  # type: ignore[attr-defined]
    assert [(e.start, e.end, e.target, e.depth, e.lasti) for e in parsed] == [
        (e.start, e.end, e.target, e.depth, e.lasti) for e in expected
    ]
    assert normalize(code).handlers


@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception tables are 3.11+")
@pytest.mark.parametrize("module", ["asyncio.base_events", "typing", "argparse", "email.message", "zipfile"])
def test_exception_table_parser_matches_dis_on_stdlib_modules(module: str) -> None:
    from undis.api import module_code

    todo, checked = [module_code(module)], 0
    while todo:
        code = todo.pop()
        todo.extend(const for const in code.co_consts if isinstance(const, types.CodeType))
        expected = dis.Bytecode(code).exception_entries  # type: ignore[attr-defined]
        parsed = parse_exception_table(code.co_exceptiontable)
        assert [tuple(e) for e in parsed] == [(e.start, e.end, e.target, e.depth, e.lasti) for e in expected]
        checked += bool(expected)
    assert checked > 5


def test_exception_table_parser_rejects_garbage() -> None:
    with pytest.raises(ValueError):
        parse_exception_table(b"\x01\x02")  # an entry's first byte unmarked
    with pytest.raises(ValueError):
        parse_exception_table(b"\x80\x40")  # a number cut short
    with pytest.raises(ValueError):
        parse_exception_table(b"\x80\x01\x02")  # an entry of three numbers
    assert parse_exception_table(b"") == ()
    assert parse_exception_table(b"\x81\x42\x03\x04\x05") == ((2, 2 + 2 * (2 * 64 + 3), 8, 2, True),)


# ----------------------------------------------------------------- small pieces


@pytest.mark.parametrize(
    "qualname, scopes, name",
    [
        ("f", (), "f"),
        ("A.f", (Scope("class", "A"),), "f"),
        ("outer.<locals>.inner", (Scope("def", "outer"),), "inner"),
        (
            "A.m.<locals>.B.g",
            (Scope("class", "A"), Scope("def", "m"), Scope("class", "B")),
            "g",
        ),
        ("f.<locals>.<lambda>", (Scope("def", "f"),), "<lambda>"),
    ],
)
def test_parse_qualname(qualname: str, scopes: Tuple[Scope, ...], name: str) -> None:
    assert parse_qualname(qualname) == (scopes, name)


def test_recompile_raises_context_error() -> None:
    original = find_code(compile_module("def f():\n    pass\n"), "f")
    with pytest.raises(ContextError):
        recompile(original, "def g():\n    pass\n", "f")


def test_verdict_is_frozen_and_summarises() -> None:
    verdict = Verdict(identical=False, differences=("f: x", "f: y"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        verdict.identical = True  # type: ignore[misc]
    assert verdict.summary() == "different: f: x (+1 more)"
    assert Verdict(identical=True).summary() == "identical"
    assert Verdict(identical=False, error="boom").summary() == "error: boom"


# ----------------------------------------------------------------- same_code


def test_same_code_is_a_sufficient_test() -> None:
    """same_code() stands in for the normalized comparison when it holds: it
    must never hold where compare_code() finds a difference."""
    from undis.verify.compare import same_code

    base = "def f(a, b=2, *, c):\n    '''doc'''\n    g = lambda y: y + a\n    return [a, b, c, 1.5, g]\n"
    variants = [
        base,
        "\n\n" + base,  # moved down: line numbers are not compared
        base.replace("1.5", "2.5"),
        base.replace("'''doc'''", "'''other'''"),
        base.replace("y + a", "y - a"),
        base.replace("b=2, *, c", "b=2, *, d").replace("a, b, c, 1.5", "a, b, d, 1.5"),
        base.replace("return [a, b, c, 1.5, g]", "return (a, b, c, 1.5, g)"),
        base.replace("lambda y", "lambda z").replace("y + a", "z + a"),
    ]
    codes = [find_code(compile(text, "<v>", "exec", dont_inherit=True), "f") for text in variants]
    assert same_code(codes[0], codes[1]) and compare_code(codes[0], codes[1]) == ()
    for other in codes[2:]:
        assert compare_code(codes[0], other), "the variant differs"
        assert not same_code(codes[0], other)


def test_same_code_ignores_a_class_line_only_where_normalize_masks_it() -> None:
    """3.13 keeps a class's first line as a constant (``__firstlineno__``), which
    normalize masks: a nested class on another line is the same code, unless the
    class body reads that constant elsewhere too (``x = 2`` in a class on line 2)."""
    from undis.verify.compare import same_code

    def code(text: str) -> types.CodeType:
        return find_code(compile(text, "<v>", "exec", dont_inherit=True), "f")

    base = code("def f():\n    class C:\n        y = 1\n    return C\n")
    moved = code("def f():\n\n    class C:\n        y = 1\n    return C\n")
    assert same_code(base, moved) and compare_code(base, moved) == ()
    shared = code("def f():\n    class C:\n        x = 2\n        y = 1\n    return C\n")
    other = code("def f():\n\n    class C:\n        x = 3\n        y = 1\n    return C\n")
    assert compare_code(shared, other), "x differs"
    assert not same_code(shared, other)


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


@pytest.mark.parametrize("module", ["json.decoder", "argparse", "asyncio.base_events", "dataclasses"])
def test_import_hints_read_from_code_match_normalized(module: str) -> None:
    """The light reading of a code object (no normalization) gives the same
    import hints as the reading of normalize()'s instructions."""
    from undis.api import module_code
    from undis.verify.imports import import_originated_names_in

    top = module_code(module)
    for code in _codes(top):
        assert import_originated_names_in(code) == import_originated_names(normalize(code)), code.co_name


# ---------------------------------------------------------------- warnings while recompiling

_WARNS = "def f(x):\n    return x is 1\n"  # SyntaxWarning: "is" with a literal (3.8+)


def test_recompiling_shows_no_warning_and_leaves_the_filters_as_they_were() -> None:
    import warnings

    from undis.verify import context

    with warnings.catch_warnings(record=True) as shown:
        warnings.simplefilter("always")
        compile(_WARNS, "<check>", "exec")
        assert shown  # the source does warn when compiled directly
        del shown[:]
        filters = warnings.filters
        code = context._quiet_compile(_WARNS, 0)
        assert isinstance(code, types.CodeType) and shown == []
        assert warnings.filters is filters
        warnings.warn("after", UserWarning, stacklevel=1)  # the user's filters apply again
        assert [str(w.message) for w in shown] == ["after"]


def test_recompiling_under_warnings_as_errors_and_after_a_syntax_error() -> None:
    import warnings

    from undis.verify import context

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # as python -W error
        filters = list(warnings.filters)
        assert isinstance(context._quiet_compile(_WARNS, 0), types.CodeType)
        with pytest.raises(SyntaxError):
            context._quiet_compile("def f(:\n", 0)
        assert warnings.filters == filters
        with pytest.raises(UserWarning):
            warnings.warn("still an error", UserWarning, stacklevel=1)
