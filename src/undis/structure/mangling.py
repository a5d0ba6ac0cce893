"""Private names written back unmangled inside a class body.

The compiler rewrites ``self.__x`` in the methods of ``class C`` to the attribute
``_C__x``; written back as ``self._C__x`` it compiles to the same instructions,
except that 3.13+ records the attribute name *as written* in the class body's
``__static_attributes__``.  Attribute names are turned back into ``__x`` (the
verifier decides when the source really said ``self._C__x``).
"""

from __future__ import annotations

import ast
import types
from typing import Iterator, List

from undis.emit.nodes import is_private_name


def _prefix(class_name: str) -> str:
    stripped = class_name.lstrip("_")
    return "_%s__" % stripped if stripped else ""


def _walk(nodes: List[ast.stmt]) -> Iterator[ast.AST]:
    """Every node under ``nodes``, not entering nested classes (their own prefix applies)."""
    todo: List[ast.AST] = list(nodes)
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, ast.ClassDef):
            todo.extend(ast.iter_child_nodes(node))


def unmangle_attributes(body: List[ast.stmt], class_name: str, code: types.CodeType) -> None:
    """Attribute names mangled in ``class_name``, the class whose body ``body`` was
    decompiled from ``code``, written back as they are spelled in the class."""
    prefix = _prefix(class_name)
    if not prefix or not _has_name_with(code, prefix):
        return  # (no walk of the body: no attribute in it has such a name)
    for node in _walk(body):
        if isinstance(node, ast.Attribute) and node.attr.startswith(prefix):
            rest = node.attr[len(prefix):]
            if rest.isidentifier() and not rest.endswith("__"):
                node.attr = "__" + rest


def _has_name_with(code: types.CodeType, prefix: str) -> bool:
    """Whether a name of ``code`` or of a code object in it starts with ``prefix``: the
    attributes of a body decompiled from ``code`` are named from those names."""
    if any(name.startswith(prefix) for name in code.co_names):
        return True
    return any(_has_name_with(const, prefix) for const in code.co_consts if isinstance(const, types.CodeType))


def same_name(stored: str, written: str) -> bool:
    """Whether ``stored`` is ``written`` or its mangled form (``def __f`` in ``class C``
    is stored as ``_C__f``)."""
    if stored == written:
        return True
    if not is_private_name(written) or not stored.endswith(written):
        return False
    prefix = stored[:-len(written)]
    return len(prefix) > 1 and prefix[0] == "_" and prefix[1] != "_" and prefix[1:].isidentifier()
