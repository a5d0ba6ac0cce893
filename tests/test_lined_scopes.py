"""undis.structure.lined.scopes_of: which bodies a second rendering writes with lines."""

from __future__ import annotations

import ast
import types
from typing import List

from undis.decompiler import decompile_code_tree
from undis.structure.lined import scopes_of

SOURCE = '''\
def f(a, key=lambda k: k or 0):
    g = lambda x: [y for y in x if y]
    return g(a)


class K:
    def m(self):
        return self

    def n(self):
        return [z for z in self]
'''


def _nested(code: types.CodeType) -> List[types.CodeType]:
    return [c for c in code.co_consts if isinstance(c, types.CodeType)]


def _named(code: types.CodeType, name: str) -> types.CodeType:
    return next(c for c in _nested(code) if c.co_name == name)


def _names(scopes: List[ast.AST]) -> List[str]:
    return [getattr(node, "name", type(node).__name__) for node in scopes]


def test_each_part_is_written_in_the_body_that_holds_its_source() -> None:
    module = compile(SOURCE, "m", "exec")
    tree = decompile_code_tree(module, lined=True)
    f, k, default = _named(module, "f"), _named(module, "K"), _named(module, "<lambda>")
    g = _named(f, "<lambda>")
    m, n = _named(k, "m"), _named(k, "n")
    assert _names(scopes_of(module, tree, [f])) == ["f"]
    assert _names(scopes_of(module, tree, [g, *_nested(g)])) == ["f"]  # a lambda and its comprehension
    assert _names(scopes_of(module, tree, [default])) == ["Module"]  # a default is the module's
    assert _names(scopes_of(module, tree, [n, *_nested(n)])) == ["n"]
    assert _names(scopes_of(module, tree, [m, k, module])) == ["m", "K", "Module"]
    assert scopes_of(module, tree, []) == []


def test_the_root_code_is_the_tree_itself() -> None:
    module = compile(SOURCE, "m", "exec")
    f = _named(module, "f")
    tree = decompile_code_tree(f, lined=True)
    assert scopes_of(f, tree, [f]) == [tree]
    g = _named(f, "<lambda>")
    assert scopes_of(f, tree, [g]) == [tree]
    lam = decompile_code_tree(g, lined=True)
    assert scopes_of(g, lam, [*_nested(g), g]) == [lam]
