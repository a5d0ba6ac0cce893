"""undis.emit.unparse with ``lines=True``: line breaks where the nodes' recorded lines say."""

from __future__ import annotations

import ast
import sys
from typing import List, Optional

import pytest

from undis.emit import nodes as N
from undis.emit.unparse import keeps_lines, unparse_owned

pytestmark = pytest.mark.skipif(not keeps_lines(), reason="3.8's backport does not keep lines")

#: Statements written over several lines (valid Python 3.8).
MULTILINE = [
    "return (a.isupper()\n        and (b and not c)\n        or d)",
    "x = f(a,\n      b,\n      c)",
    "if (a and\n        b):\n    pass",
    "while (a or\n       b):\n    x = [1,\n         y]",
    "x = (\n    a + b)",
    "y = {k: v\n     for k, v in z\n     if v}",
    "f(a)(b,\n     c)",
    "assert (a and\n        b), 'message'",
    "del (a[i],\n     b)",
    "x = lambda: (a and\n             b)",
    "for x in (a or\n          b):\n    pass",
    "x = a[1,\n      2]",
    "x = f'{a}' + (b +\n             c)",
    "class C:\n    def f(self):\n        return (self.a or\n                self.b)",
    "if a:\n    x = 1\nelif (b and\n      c):\n    pass",
    "try:\n    pass\nexcept (A,\n        B):\n    pass",
    "with (a or\n      b) as c:\n    pass",
    "@f(a,\n   b)\ndef g():\n    pass",
]


def _tagged(source: str) -> ast.Module:
    """``source`` parsed, each statement and expression recording its own line (as the
    decompiler's nodes record the lines of their instructions)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.stmt, ast.expr)):
            N.set_line(node, node.lineno)
    return tree


def _lines(tree: ast.AST) -> List[Optional[int]]:
    return [getattr(node, "lineno", None) for node in ast.walk(tree)]


def _same_line_pairs(tree: ast.AST) -> List[bool]:
    """For every two nodes of ``tree`` with a line: whether they are on the same line."""
    lines = [k for k in _lines(tree) if k is not None]
    return [a == b for i, a in enumerate(lines) for b in lines[i + 1:]]


@pytest.mark.parametrize("source", MULTILINE)
def test_lines_keep_the_tree_and_which_nodes_share_a_line(source: str) -> None:
    text = unparse_owned(_tagged(source), lines=True)
    again, original = ast.parse(text), ast.parse(source)
    assert ast.dump(again) == ast.dump(original)
    assert _same_line_pairs(again) == _same_line_pairs(original), text


@pytest.mark.parametrize("source", MULTILINE)
def test_without_lines_nothing_breaks(source: str) -> None:
    plain = unparse_owned(ast.parse(source))
    assert unparse_owned(ast.parse(source), lines=True) == plain  # no line recorded
    assert unparse_owned(_tagged(source)) == plain  # lines recorded but not asked for


def test_breaks_inside_brackets_before_the_later_node() -> None:
    text = unparse_owned(_tagged("return (a.isupper()\n        and (b and not c)\n        or d)"), lines=True)
    assert text == "return (a.isupper() and\n    (b and (not c)) or\n    d)"


def test_a_call_breaks_inside_its_own_parentheses() -> None:
    assert unparse_owned(_tagged("x = f(a,\n      b)"), lines=True) == "x = f(a,\n    b)"


def test_a_value_on_the_next_line_goes_inside_parentheses() -> None:
    assert unparse_owned(_tagged("x = (\n    a + b)"), lines=True) == "x = (\n    a + b)"


def test_continuation_is_indented_one_level_past_the_statement() -> None:
    text = unparse_owned(_tagged("if c:\n    return (a or\n            b)"), lines=True)
    assert text == "if c:\n    return (a or\n        b)"


def test_a_new_line_of_a_statement_starts_afresh() -> None:
    source = "if a:\n    x = 1\nelif b:\n    y = 2\nelse:\n    z = 3"
    assert unparse_owned(_tagged(source), lines=True) == source


def test_earlier_lines_do_not_break() -> None:
    tree = ast.parse("x = f(a, b)")
    call = tree.body[0].value  # type: ignore[attr-defined]
    N.set_line(call.args[0], 5)
    N.set_line(call.args[1], 3)
    assert unparse_owned(tree, lines=True) == "x = f(\n    a, b)"


@pytest.mark.skipif(sys.version_info < (3, 9), reason="3.8 uses the backport")
def test_f_string_parts_never_break() -> None:
    tree = ast.parse("x = f'{a + b}'")
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "b":
            N.set_line(node, 9)
    text = unparse_owned(tree, lines=True)
    assert "\n" not in text.split("f'", 1)[1]
    assert ast.dump(ast.parse(text)) == ast.dump(ast.parse("x = f'{a + b}'"))


def test_a_comprehension_breaks_before_its_clauses() -> None:
    source = "y = [f(x)\n     for x in xs\n     if x\n     for z in x\n     if z]"
    text = unparse_owned(_tagged(source), lines=True)
    assert text == "y = [f(x)\n    for x in xs\n    if x\n    for z in x\n    if z]"


def test_a_clause_that_starts_on_the_line_breaks_inside() -> None:
    text = unparse_owned(_tagged("y = [x for x in\n     xs if x]"), lines=True)
    assert text == "y = [x for x in\n    xs if x]"


TWO_BODIES = ("def f():\n    return (a or\n            b)\n\n\n"
              "class K:\n\n    def g(self):\n        return (c and\n                d)")


def _defs(tree: ast.AST) -> List[ast.AST]:
    return [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.ClassDef))]


def test_lines_are_kept_only_in_the_bodies_named() -> None:
    tree = _tagged(TWO_BODIES)
    f, k, g = _defs(tree)
    assert unparse_owned(_tagged(TWO_BODIES), lines=True, scopes=[]) == unparse_owned(ast.parse(TWO_BODIES))
    text = unparse_owned(tree, lines=True, scopes=[g])
    assert "return a or b\n" in text and "return (c and\n            d)" in text
    tree = _tagged(TWO_BODIES)
    f, k, g = _defs(tree)
    text = unparse_owned(tree, lines=True, scopes=[f, k])  # (not g: a body nested in K is not K's)
    assert "return (a or\n        b)\n" in text and "return c and d" in text
    everywhere = unparse_owned(_tagged(TWO_BODIES), lines=True)
    assert unparse_owned(tree, lines=True, scopes=[tree, f, k, g]) == everywhere


def test_the_root_of_a_tree_keeps_lines_outside_any_body_when_named() -> None:
    source = "lambda: (a or\n        b)"
    everywhere = unparse_owned(_tagged(source).body[0], lines=True)
    assert "\n" in everywhere
    expression = _tagged(source).body[0]
    assert unparse_owned(expression, lines=True, scopes=[expression]) == everywhere
    expression = _tagged(source).body[0]
    assert unparse_owned(expression, lines=True, scopes=[]) == unparse_owned(ast.parse(source).body[0])
