"""The wrapper-text way of recompiling (``undis.verify.wrapper_text``).

It must give exactly what the ``ast`` wrappers give: in particular the text
of a string literal that spans lines is never re-indented, so a docstring
indented differently from the original's still fails to verify.
"""

from __future__ import annotations

import types

import pytest

from undis.verify import verify_source
from undis.verify.context import _recompile_text, parse_qualname
from undis.verify.imports import has_private_names
from undis.verify.wrapper_text import reindent, string_lines, wrapper_text


def _code(module_source: str, path: str) -> types.CodeType:
    code = compile(module_source, "<original>", "exec", dont_inherit=True)
    for name in path.split("."):
        code = next(c for c in code.co_consts if isinstance(c, types.CodeType) and c.co_name == name)
    return code


# ----------------------------------------------------------------- string_lines


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("def f():\n    return 1", frozenset()),
        ('def f():\n    """a\n    b\n    """\n    return 1', frozenset({2, 3})),
        ("x = 'a\\\nb'\ny = 1", frozenset({1})),
        ("x = 1 + \\\n    2", frozenset()),  # a line joined outside a string
        ("# '''\nx = 1", frozenset()),  # quotes in a comment
        ("x = '#'\ny = '''\n'''", frozenset({2})),  # a hash in a string
        ("x = ''\ny = \"\"\"a\"\"\"\"\"", frozenset()),  # empty and adjacent strings
        ('x = """a\\"""\nb"""', frozenset({1})),  # an escaped quote does not close
    ],
)
def test_string_lines(source: str, expected: frozenset[int]) -> None:
    assert string_lines(source) == expected


@pytest.mark.parametrize(
    "source",
    [
        'x = f"{a}"\ny = """\n"""',  # an f-string field: quotes may nest (3.12+)
        "x = '''\nunterminated",
        "def f():\n\treturn '''\n'''",  # a tab
        "x = '''\r\n'''",  # a carriage return
    ],
)
def test_string_lines_gives_up(source: str) -> None:
    assert string_lines(source) is None


def test_reindent_keeps_lines_inside_strings() -> None:
    source = 'def f():\n    """a\n  b"""\n    return 1'
    inside = string_lines(source)
    assert inside == frozenset({2})
    assert reindent(source, 1, inside) == '    def f():\n        """a\n  b"""\n        return 1'


def test_wrapper_text_layout() -> None:
    text = wrapper_text("def g():\n    return x", frozenset(), [("def", "outer"), ("class", "A")],
                        0, ["x"], ["os"], 10)
    assert text == ("\n" * 6 + "import os\ndef outer():\n    x = None\n    class A:\n"
                    "        def g():\n            return x")
    assert wrapper_text("def g(): pass", frozenset(), [("def", "<lambda>")], -1, [], [], 0) is None


# ----------------------------------------------------------------- verdicts


# (not docstrings: 3.13 strips their indentation)
METHOD = 'class A:\n    def m(self):\n        return """Text\n        more."""\n'


def test_method_string_kept_as_written() -> None:
    original = _code(METHOD, "A.m")
    same = 'def m(self):\n    return """Text\n        more."""'
    assert verify_source(original, same, qualname="A.m").identical
    # Indented like the original's source text, the string's value differs.
    shifted = 'def m(self):\n    return """Text\n    more."""'
    assert not verify_source(original, shifted, qualname="A.m").identical


CLOSURE = (
    "def outer():\n"
    "    x = 1\n"
    "    def g():\n"
    '        return x, """Text\n'
    '        more.""", \'a\\\n'
    "b'\n"
    "    return g\n"
)


def test_closure_with_multiline_strings() -> None:
    original = _code(CLOSURE, "outer.g")
    qualname = "outer.<locals>.g"
    same = "def g():\n    return (x, \"\"\"Text\n        more.\"\"\", 'a\\\nb')"
    assert verify_source(original, same, qualname=qualname).identical
    scopes, _ = parse_qualname(qualname)
    assert _recompile_text(original, same, 0, 0, scopes, qualname, ()) is not None
    shifted = "def g():\n    return (x, \"\"\"Text\n    more.\"\"\", 'a\\\nb')"
    assert not verify_source(original, shifted, qualname=qualname).identical
    joined = "def g():\n    return (x, \"\"\"Text\n        more.\"\"\", 'a\\\n    b')"
    assert not verify_source(original, joined, qualname=qualname).identical


@pytest.mark.parametrize(
    ("module_source", "path", "qualname", "source"),
    [
        # the walrus binds y in outer: the unbound context fits
        ("def outer():\n    def g(a=(y := 1)):\n        return y\n    return g\n",
         "outer.g", "outer.<locals>.g", "def g(a=(y := 1)):\n    return y"),
        # g's own name is bound by its def
        ("def outer():\n    def g(n):\n        return g(n - 1) if n else 0\n    return g\n",
         "outer.g", "outer.<locals>.g", "def g(n):\n    return g(n - 1) if n else 0"),
        # the enclosing class's name is bound in outer
        ("def outer():\n    class B:\n        def m(self):\n            return B\n    return B\n",
         "outer.B.m", "outer.<locals>.B.m", "def m(self):\n    return B"),
        # a free variable to bind, and super()
        ("def outer(k):\n    class B(k):\n        def m(self):\n            return super().m(), k\n    return B\n",
         "outer.B.m", "outer.<locals>.B.m", "def m(self):\n    return (super().m(), k)"),
        ("def outer(k):\n    return lambda: k\n",
         "outer.<lambda>", "outer.<locals>.<lambda>", "lambda: k"),
    ],
)
def test_contexts_through_text(module_source: str, path: str, qualname: str, source: str) -> None:
    original = _code(module_source, path)
    assert verify_source(original, source, qualname=qualname).identical
    scopes, _ = parse_qualname(qualname)
    assert _recompile_text(original, source, 0, 0, scopes, qualname, ()) is not None


def test_private_names_read_import_hints_first() -> None:
    module_source = "import os\nclass A:\n    def m(self):\n        return os.getcwd(), self.__x, __y\n"
    original = _code(module_source, "A.m")
    assert not has_private_names(original)  # self.__x is _A__x, __y is _A__y here
    top = _code("def f():\n    return __y.a\n", "f")
    assert has_private_names(top)
    source = "def m(self):\n    return (os.getcwd(), self.__x, __y)"
    assert verify_source(original, source, qualname="A.m").identical


@pytest.mark.parametrize(
    ("module_source", "source", "dropped"),
    [
        ("class A:\n    def m(self, x):\n        return x.y\n", "def m(self, x):\n    return x.y", True),
        # a name the class mangles (self.__x is self._A__x): the class stays
        ("class A:\n    def m(self):\n        return self.__x\n", "def m(self):\n    return self.__x", False),
        ("class A:\n    def m(self):\n        return self._A__x\n", "def m(self):\n    return self._A__x", True),
        ("class A:\n    def m(self, a__b):\n        return a__b.__len__()\n",
         "def m(self, a__b):\n    return a__b.__len__()", True),
        # super() needs the class's __class__ cell
        ("class A:\n    def m(self):\n        return super().m()\n", "def m(self):\n    return super().m()", False),
        # a nested code object's qualified name includes the class
        ("class A:\n    def m(self):\n        return lambda: 1\n", "def m(self):\n    return lambda: 1", False),
    ],
)
def test_method_without_its_class(module_source: str, source: str, dropped: bool) -> None:
    """A method that no class could change compiles without its class (only
    its own qualified name differs, and that is not compared)."""
    original = _code(module_source, "A.m")
    assert verify_source(original, source, qualname="A.m").identical
    found = _recompile_text(original, source, 0, 0, parse_qualname("A.m")[0], "A.m", ())
    assert found is not None
    if hasattr(found, "co_qualname"):
        assert found.co_qualname == ("m" if dropped else "A.m")


def test_mangled_name_is_not_verified_without_the_class() -> None:
    original = _code("class A:\n    def m(self):\n        return self.__x\n", "A.m")  # _A__x
    assert not verify_source(original, "def m(self):\n    return self.__y", qualname="A.m").identical
    assert verify_source(original, "def m(self):\n    return self._A__x", qualname="A.m").identical


def test_import_shaped_calls_are_spotted() -> None:
    """3.11+: the guess that picks which recompilation to try first."""
    from undis.verify.imports import IMPORTS_SHAPE_BYTECODE, has_import_shaped_calls

    imported = _code("import os\ndef f():\n    return os.getcwd()\n", "f")
    plain = _code("def f():\n    return os.getcwd()\n", "f")
    assert has_import_shaped_calls(imported) == IMPORTS_SHAPE_BYTECODE
    assert not has_import_shaped_calls(plain)
    for original in (imported, plain):  # either way, the verdict is right
        assert verify_source(original, "def f():\n    return os.getcwd()", qualname="f").identical



def test_hints_first_is_private_names_or_import_shaped_calls() -> None:
    """The one walk that picks which recompilation to try first answers as its two parts."""
    from undis.api import module_code
    from undis.verify.imports import has_import_shaped_calls, hints_first
    from undis.verify.normalize import nested_code

    def codes(code: types.CodeType) -> list[types.CodeType]:
        return [code] + [inner for const in nested_code(code) for inner in codes(const)]

    answers = set()
    private = compile("def f():\n    def g():\n        __x = 1\n", "<v>", "exec", dont_inherit=True)  # (unmangled)
    for top in [private] + [module_code(m) for m in ("argparse", "asyncio.base_events", "json.decoder", "dataclasses")]:
        for code in codes(top):
            expected = has_private_names(code) or has_import_shaped_calls(code)
            assert hints_first(code) == expected, (code.co_filename, code.co_name)
            answers.add(expected)
    assert answers == {True, False}
