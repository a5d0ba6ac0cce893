"""Decompiled source as *text* inside its wrapper classes and functions.

:mod:`undis.verify.context` can splice the source's AST into wrapper nodes,
which keeps string literals intact whatever their shape, but turning the
source into Python ``ast`` objects and compiling those back costs several
times what compiling the text does.  This module writes the same wrapper
module as text instead: ``import`` lines, then ``class``/``def`` headers
(and ``name = None`` bindings), each indented one level further, then the
source with four more spaces in front of every line *except* the lines that
begin inside a string literal (a triple-quoted string, or a backslash-newline
inside a quoted one), whose text is therefore unchanged.  Only spaces are
added in front of lines outside string literals, so the tokens are the
source's own.

Finding which lines begin inside a string takes a small scanner that follows
the tokenizer's rules for strings and comments.  Where it cannot be sure
(an f-string with a replacement field, whose quotes may nest on 3.12+, or
characters that have their own meaning in indentation) it gives up and the
caller goes the AST way.
"""

from __future__ import annotations

import re
from typing import AbstractSet, Sequence

from undis.emit.nodes import is_plain_name

__all__ = ["is_plain_name", "reindent", "string_lines", "wrapper_text"]

_INDENT = "    "
# A comment, or the opening quote(s) of a string: at one position the
# tokenizer takes a triple quote before a single one (alternation order).
_START = re.compile(r"#[^\n]*|'''|\"\"\"|'|\"")
# The rest of a string after its opening quote(s), closing quote(s)
# included; a backslash escapes any character, a newline included.
_REST = {
    "'''": re.compile(r"(?:[^'\\]|\\.|'(?!''))*'''", re.DOTALL),
    '"""': re.compile(r'(?:[^"\\]|\\.|"(?!""))*"""', re.DOTALL),
    "'": re.compile(r"(?:[^'\\\n]|\\.)*'", re.DOTALL),
    '"': re.compile(r'(?:[^"\\\n]|\\.)*"', re.DOTALL),
}
# Characters that make indentation or line splitting mean something else
# (tabs, form feeds, carriage returns, ...): such source goes the AST way.
_AWKWARD = re.compile(r"[\t\r\f\v\0]")


def string_lines(source: str) -> frozenset[int] | None:
    """Indices (0-based) of the lines of ``source`` that begin inside a
    string literal; None where that cannot be told for sure."""
    if _AWKWARD.search(source):
        return None
    if '"""' not in source and "'''" not in source and "\\\n" not in source:
        return frozenset()  # no string can span lines
    inside: set[int] = set()
    pos = 0
    while True:
        start = _START.search(source, pos)
        if start is None:
            return frozenset(inside)
        quote = start.group()
        if quote[0] == "#":
            pos = start.end()
            continue
        rest = _REST[quote].match(source, start.end())
        if rest is None:
            return None  # unterminated: let the AST way report it
        body = rest.group()
        if "{" in body and "f" in source[max(start.start() - 2, 0):start.start()].lower():
            return None  # maybe an f-string with a field: quotes may nest (3.12+)
        newlines = body.count("\n")
        if newlines:
            first = source.count("\n", 0, start.end())
            inside.update(range(first + 1, first + 1 + newlines))
        pos = rest.end()


def reindent(source: str, depth: int, inside: AbstractSet[int]) -> str:
    """``source`` indented ``depth`` levels, but for the lines in ``inside``."""
    if not depth:
        return source
    pad = _INDENT * depth
    lines = source.split("\n")
    if not inside:
        return pad + ("\n" + pad).join(lines)
    return "\n".join(line if i in inside else pad + line for i, line in enumerate(lines))


def wrapper_text(
    source: str,
    inside: AbstractSet[int],
    scopes: Sequence[tuple[str, str]],
    bind_at: int,
    bindings: Sequence[str],
    imports: Sequence[str],
    blank_lines: int,
) -> str | None:
    """The wrapper module around ``source`` as text, or None.

    ``scopes`` are (kind, name) pairs, outermost first, kind ``"class"`` or
    ``"def"``; ``bindings`` are bound (``name = None``) first thing in
    scope ``bind_at``; ``imports`` are imported at the top.  The source still
    starts ``blank_lines`` lines down: None when the wrapper lines do not fit
    above it, or when a name cannot be written as itself.
    """
    if not scopes and not imports:  # (the usual case: the source alone)
        return "\n" * blank_lines + source
    names = [name for _, name in scopes] + list(bindings) + list(imports)
    if not all(is_plain_name(name) for name in names):
        return None
    head = [f"import {name}" for name in imports]
    for depth, (kind, name) in enumerate(scopes):
        indent = _INDENT * depth
        head.append(f"{indent}class {name}:" if kind == "class" else f"{indent}def {name}():")
        if depth == bind_at:
            head += [f"{indent}{_INDENT}{name} = None" for name in bindings]
    body = reindent(source, len(scopes), inside)
    if not head:
        return "\n" * blank_lines + body
    return "\n" * max(blank_lines - len(head), 0) + "\n".join(head) + "\n" + body
