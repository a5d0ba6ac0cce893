"""A simulator that records on what it builds the source line it came from.

Used for a second rendering of code whose output did not verify (see
``undis.api``): on 3.10+ the compiler's jump threading depends on the lines
an expression spans, so the unparser, given these lines, breaks an
expression inside its brackets where the original did -- in the bodies whose
code did not verify (:func:`scopes_of`), each ``def`` or ``class`` on its own.
"""

from __future__ import annotations

import ast
import types
from typing import Dict, Iterable, List, Optional, Set

from undis.bytecode import Bytecode, Instr, VersionFacts
from undis.bytecode.decode import RawInstr, decode, offset_lines, offsets
from undis.bytecode.instructions import instr_lines
from undis.emit import nodes as N
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import Context, Simulator, Slot


class LinedSimulator(Simulator):
    """:class:`Simulator` that gives the value each instruction pushes, and the statements
    it emits, the instruction's line (:func:`undis.emit.nodes.set_line`)."""

    def __init__(self, fx: VersionFacts, code: types.CodeType, ctx: Context, bc: Bytecode) -> None:
        super().__init__(fx, code, ctx)
        self.lines: Dict[int, int] = {
            ins.offset: line for ins, line in zip(bc.instrs, instr_lines(bc)) if line is not None}
        self._line: Optional[int] = None  # the line of the instruction being stepped

    def step(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        top = stack[-1] if stack else None
        emitted = len(out)
        line = self._line = self.lines.get(ins.offset)
        super().step(ins, stack, out)
        if line is None:
            return
        if stack and stack[-1] is not top:
            N.set_line(stack[-1], line)
        for stmt in out[emitted:]:
            if self.fx.folds_store_pairs_on_one_line:
                _starts_at_targets(stmt, line)
            N.set_line(stmt, line)

    def store(self, target: ast.expr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """A store into a pending target (a loop's, a tuple's member) records its line on
        the target (before the tuple that it completes is built from the targets)."""
        if self._line is not None and stack and isinstance(stack[-1], Slot):
            N.set_line(target, self._line)
        super().store(target, stack, out)


def _starts_at_targets(stmt: ast.stmt, line: int) -> None:
    """Record on an assignment whose first target starts on an earlier line than its
    last store (``(\n a,\n _,\n _,\n) = t``: each store on the line of its name) that
    line, where the statement starts: the unparser then breaks between the targets
    (3.13+ keeps two stores into ``_`` on two lines, folds them on one)."""
    if type(stmt) is ast.Assign:
        first = [N.line_of(node) for node in ast.walk(stmt.targets[0])]
        lines = [k for k in first if k is not None]
        if lines and min(lines) < line:
            N.set_line(stmt, min(lines))


#: Statements that may have no instruction on a line of their own (``break`` may be a
#: jump threaded away), or none at all
_LINE_LESS = (ast.Pass, ast.Global, ast.Nonlocal, ast.Break, ast.Continue)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)


def spreads_over_more_lines(code: types.CodeType, tree: ast.AST) -> bool:
    """Whether ``code`` (with the code objects it holds) has instructions on more source
    lines than ``tree``, its decompiled tree, has statements that have instructions: then
    some statement spanned several lines, and a rendering that keeps them may verify where
    one with a line per statement does not.  (A cheap test: it may say yes for other
    reasons, never no to a statement that spans lines with instructions on each.)"""
    return len(_code_lines(code, set())) > _statements_with_code(tree)


def stores_twice_across_lines(code: types.CodeType) -> bool:
    """Whether ``code`` stores into one local twice in a row, or swaps before two stores in
    a row: on 3.13+ (see ``VersionFacts.folds_store_pairs_on_one_line``) the two stores sit
    on two lines (``(\n a,\n _,\n _,\n) = t``; ``x = \\n [c for _ in t]``, whose
    restoring of ``_`` follows the list), which an output written on one line does not keep."""
    last = None
    swapped = -1  # (the stores in a row since a SWAP; -1: no SWAP before them)
    for _, opname, _, _, argval in decode(code):
        stores = 1 if opname == "STORE_FAST" else 2 if opname == "STORE_FAST_STORE_FAST" else 0
        first = argval if stores == 1 else argval[0] if stores else None
        if stores and (first == last or 0 <= swapped < 2 <= swapped + stores):
            return True
        last = argval if stores == 1 else argval[1] if stores else None
        swapped = swapped + stores if stores and swapped >= 0 else 0 if opname == "SWAP" else -1
    return False


#: the instructions that end a block that returns (what the compiler copies: see
#: :func:`jumps_to_small_exit`), and those that end a block otherwise
_RETURNS = ("RETURN_VALUE", "RETURN_CONST")
_BLOCK_ENDS = ("RAISE_VARARGS", "RERAISE", "FOR_ITER", "SEND", "END_FOR", "END_SEND")


def jumps_to_small_exit(code: types.CodeType) -> bool:
    """Whether ``code`` has a forward jump to straight code that returns within
    ``MAX_COPY`` instructions, which the compiler copies onto the jump where the code is
    written on one line (see ``VersionFacts.keeps_jumps_to_exits_by_lines``)."""
    instrs = decode(code)
    index = {ins[0]: k for k, ins in enumerate(instrs)}
    for _, opname, _, _, argval in instrs:
        if opname == "JUMP_FORWARD" and argval in index and _returns_within(instrs, index[argval]):
            return True
    return False


def _returns_within(instrs: List[RawInstr], k: int) -> bool:
    for _, opname, _, _, _ in instrs[k:k + MAX_COPY]:
        if opname in _RETURNS:
            return True
        if "JUMP" in opname or opname in _BLOCK_ENDS:
            return False
    return False


def _code_lines(code: types.CodeType, seen: Set[int]) -> Set[int]:
    seen.update(line for line in offset_lines(code, offsets(code)) if line is not None)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _code_lines(const, seen)
    return seen


def _statements_with_code(tree: ast.AST) -> int:
    """The statements of ``tree`` but those that may have no line of code: ``pass`` and
    the like, docstrings, and the ``def``/``class`` at the root (its code holds its body)."""
    count = -1 if isinstance(tree, _SCOPES[:3]) else 0
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not isinstance(node, _LINE_LESS):
            count += 1
        if isinstance(node, _SCOPES) and node.body and _is_docstring(node.body[0]):
            count -= 1
    return count


def _is_docstring(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, str))


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def scopes_of(code: types.CodeType, tree: ast.AST, parts: Iterable[types.CodeType]) -> List[ast.AST]:
    """The bodies of ``tree`` (decompiled from ``code``) whose source holds the code
    objects ``parts`` (``code`` or code nested in it), for
    :func:`undis.emit.unparse.unparse_owned`'s ``scopes``: the ``def`` or ``class`` a
    part's code object is the body of (:func:`undis.emit.nodes.set_code`); for a lambda
    or comprehension, the nearest enclosing one of those (their source is written in
    its body), or ``tree`` itself where there is none."""
    defs = {id(N.code_of(node)): node for node in ast.walk(tree)
            if isinstance(node, _DEFS) and N.code_of(node) is not None}
    parents = _parents(code, {})
    found: Dict[int, ast.AST] = {}
    for part in parts:
        while id(part) not in defs and id(part) in parents:
            part = parents[id(part)]
        scope = defs.get(id(part), tree)
        found.setdefault(id(scope), scope)
    return list(found.values())


def _parents(code: types.CodeType, out: Dict[int, types.CodeType]) -> Dict[int, types.CodeType]:
    """Each code object nested in ``code`` (by id) -> the code object it is a constant of."""
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out[id(const)] = code
            _parents(const, out)
    return out
