"""Edits of the statements the walker builds, at the ends of loop bodies and branches.

:class:`LoopTest` stands for the condition that ends a loop body until the loop takes it
(:class:`UnnestTests`: where it turns out to be nested); :func:`strip_continue` drops the
``continue`` statements that only stand for reaching the end of a loop body;
:func:`implicit_returns` and :func:`else_to_end` turn the code after an ``if`` that never
falls through into its else-branch; :func:`split_guard` reads ``if a or b: break`` as a
``while`` test and the rest of the guard.
"""

from __future__ import annotations

import ast
import itertools
from typing import Callable, FrozenSet, List, Optional, Tuple, Type

from undis.emit import nodes as N
from undis.structure.conditions import negate, negate_deep

_MATCH = getattr(ast, "Match", ())  # (3.10+; an empty tuple matches nothing)

#: try statements: ``try`` and (3.11+) ``try ... except*`` (3.8-3.10: ``try`` twice)
TRIES: Tuple[Type[ast.Try], Type[ast.TryStar]] = (ast.Try, vars(ast).get("TryStar", ast.Try))


class LoopTest(ast.stmt):
    """Internal: the condition that ends a loop body (bottom-tested while)."""

    _fields = ("test",)

    def __init__(self, test: ast.expr, jumps: Tuple[int, int] = (-1, -1)) -> None:
        super().__init__()
        self.test = test
        self.jumps = jumps  # (the range of instructions holding the test's jumps)


class UnnestTests(ast.NodeTransformer):
    """A nested :class:`LoopTest`: ``if test: continue`` then ``break``."""

    def visit_LoopTest(self, node: LoopTest) -> List[ast.stmt]:
        return [ast.If(test=node.test, body=[ast.Continue()], orelse=[]), ast.Break()]


def flows(body: List[ast.stmt]) -> bool:
    """Whether a branch or case body can end by flowing on to the statement's end (it does
    not end with a return, raise, continue or break)."""
    return not (body and isinstance(body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break)))


def is_bare_return(s: ast.stmt) -> bool:
    return isinstance(s, ast.Return) and (s.value is None or N.is_const(s.value, None))


def implicit_returns(stmts: List[ast.stmt], shared: Optional[Callable[[ast.stmt], bool]] = None,
                     in_with: bool = False) -> List[ast.stmt]:
    """3.10+ copies the implicit ``return None`` into every branch reaching the end of
    the function, so ``if c: X; return`` then ``REST`` at the end is ``if c: X`` /
    ``else: REST`` (an explicit ``return`` would be one shared block).  Given ``shared``
    (is a ``return`` one block that a jump and the code before it reach), the cases of a
    final ``match`` end without their copies too, but in a ``with`` body (``in_with``:
    there a ``return`` in a case runs its own copy of the exit call; so does one in a
    then-branch: the exit call has the line of the ``with``, and the compiler copies no
    block with a line, so ``if c: X`` / ``else: REST`` would jump to the one exit call)."""
    while stmts and is_bare_return(stmts[-1]) and not getattr(stmts[-1], "_undis_explicit", False):
        stmts = stmts[:-1]
    for k in range(len(stmts) - 2, -1, -1):
        s = stmts[k]
        if isinstance(s, ast.If) and not in_with and not s.orelse and len(s.body) >= 2 \
                and is_bare_return(s.body[-1]) and not _shared_known(s.body[-1], shared):
            s.body = s.body[:-1]
            s.orelse = stmts[k + 1:]
            stmts = stmts[:k + 1]
    if stmts and isinstance(stmts[-1], ast.If):
        last = stmts[-1]
        last.body = implicit_returns(last.body, shared, in_with) or [ast.Pass()]
        last.orelse = implicit_returns(last.orelse, shared, in_with)
    elif stmts and isinstance(stmts[-1], (ast.With, ast.AsyncWith)):
        # (a with body that ends the function returns after its exit call either way)
        stmts[-1].body = implicit_returns(stmts[-1].body, shared, True) or [ast.Pass()]
    elif stmts and isinstance(stmts[-1], _MATCH) and shared is not None and not in_with:
        for case in getattr(stmts[-1], "cases", []):  # (each case body that ends the function)
            body = case.body
            if len(body) > 1 and is_bare_return(body[-1]) and not shared(body[-1]):
                case.body = implicit_returns(body, shared)
    return stmts


def _shared_known(node: ast.stmt, shared: Optional[Callable[[ast.stmt], bool]]) -> bool:
    """``node``, a ``return`` read from the code (it has an offset), is one block that a
    jump and the code before it reach: an explicit ``return`` (3.11 copies only the
    implicit one, which has no line, into each branch)."""
    return shared is not None and getattr(node, "_undis_offset", -1) >= 0 and shared(node)


def else_to_end(stmts: List[ast.stmt], raises: Optional[FrozenSet[int]] = None, kept: bool = False
                ) -> List[ast.stmt]:
    """``if c: <never falls through>`` followed by more statements at the end of a body
    becomes ``if c: ... else: <the rest>`` (when given, only a ``raise`` at one of the
    offsets ``raises`` ends a then-branch that way).

    ``kept`` (3.8/3.9): the end of the body is code that some jump of the compiler's went
    to, though nothing reaches it (the dead ``return None`` ending the code, the jump over
    an else-branch ending a then-branch, a try body's normal exit: the peephole keeps what
    a jump went to, even one it dropped as dead code after a ``return``).  A last statement
    whose end its own jumps go to needs no else; past an ``if`` whose ``raise`` has no jump
    after it (no else-branch) the search goes on (after a final ``raise``, which the
    peephole never drops a ``return None`` after, it stops there); and ``try: ... except
    E: return ...`` followed by more statements becomes ``try: ... except E: return ...
    else: <the rest>``."""
    real = stmts[:-1] if stmts and is_bare_return(stmts[-1]) else stmts
    if kept and real and _jumped_end(real[-1]):
        return stmts
    for k in range(len(stmts) - 2, -1, -1):
        s = stmts[k]
        last = s.body[-1] if isinstance(s, ast.If) and s.body else None
        if raises is not None and isinstance(last, ast.Raise) and getattr(last, "_undis_offset", -1) not in raises:
            if not kept or (real and isinstance(real[-1], ast.Raise)):
                return stmts  # the dead final return follows a final ``raise``
            continue  # (no jump over an else-branch after it: no else-branch)
        if isinstance(s, ast.If) and not s.orelse and s.body and isinstance(s.body[-1], (ast.Return, ast.Raise)):
            s.orelse = stmts[k + 1:]
            return stmts[:k + 1]
        if kept and isinstance(s, ast.Try) and _returning_clauses(s):
            s.orelse = stmts[k + 1:]  # (the clauses' dead jumps went past an else clause)
            return stmts[:k + 1]
    return stmts


def _jumped_end(s: ast.stmt) -> bool:
    """Code after ``s`` is a jump target of the compiler's (3.8/3.9, dropped or not): ``s``
    is an ``if`` with an else-branch (the then-branch's jump over it), a ``try`` (an except
    clause's jump out; after a finally or with body: no ``return`` before it, nothing the
    peephole drops), or a ``with``."""
    return (isinstance(s, ast.If) and bool(s.orelse)) or isinstance(s, (ast.Try, ast.With, ast.AsyncWith))


def _returning_clauses(s: ast.Try) -> bool:
    """``s`` has except clauses, no else or finally, and its clauses all end in ``return``
    (their jumps out, after it, are dropped: after a ``raise`` they are kept, and the walk
    reads where they go)."""
    return bool(s.handlers) and not s.orelse and not s.finalbody \
        and all(h.body and isinstance(h.body[-1], ast.Return) for h in s.handlers)


def drop_last_breaks(node: ast.stmt) -> None:
    """Drop the ``break`` ending each branch of the if statement ``node`` (recursively)."""
    if isinstance(node, ast.If):
        for branch in (node.body, node.orelse):
            if branch and isinstance(branch[-1], ast.Break):
                del branch[-1]
                if not branch and branch is node.body:
                    branch.append(ast.Pass())
            elif branch:
                drop_last_breaks(branch[-1])


def continue_into_finally(body: List[ast.stmt]) -> List[ast.stmt]:
    """``try: ... finally: ...`` (no except clause) then ``continue``, read from a jump back
    right after the normal path's copy of the finally body: the ``continue`` ends the try
    body (after the statement, 3.11 gives it a jump of its own)."""
    if len(body) < 2 or not isinstance(body[-2], ast.Try) or not body[-2].finalbody or body[-2].handlers:
        return body
    last = body[-2]
    last.body = [s for s in last.body if not isinstance(s, ast.Pass)] + [body[-1]]
    return body[:-1]


def strip_continue(body: List[ast.stmt]) -> List[ast.stmt]:
    """A loop body without the ``continue`` statements that end it (not one that a
    conditional jump goes to, 3.12+: see :func:`~undis.structure.exits.cond_continue`)."""
    while body and isinstance(body[-1], ast.Continue) and not getattr(body[-1], "_undis_kept", False):
        if getattr(body[-1], "_undis_doubled", False):
            return body  # (3.8/3.9: the ``continue`` has a jump of its own before the loop's)
        body = body[:-1]
    if body:
        strip_implicit(body[-1])
    return body or [ast.Pass()]


def strip_implicit(node: ast.stmt) -> None:
    """Drop the ``continue`` statements that only stand for reaching the end of a loop
    body (a jump to the header with no explicit second jump) from the ends of the blocks
    of the body's last statement."""
    blocks: List[str] = []
    if isinstance(node, ast.If):
        blocks = ["body", "orelse"]
    elif isinstance(node, TRIES):
        blocks = ["orelse"] if node.orelse else ["body"]
    for name in blocks:
        stmts: List[ast.stmt] = getattr(node, name)
        while stmts and isinstance(stmts[-1], ast.Continue) and getattr(stmts[-1], "_undis_implicit", False):
            stmts = stmts[:-1]
        if stmts:
            strip_implicit(stmts[-1])
        setattr(node, name, stmts or ([ast.Pass()] if name == "body" else []))
    if isinstance(node, TRIES) and not node.finalbody:
        # (with a ``finally``, a clause's own jump to the header follows a copy of the
        # finally body: it is an explicit ``continue``)
        for handler in node.handlers:
            _strip_implicit_block(handler)


def _strip_implicit_block(handler: ast.ExceptHandler) -> None:
    stmts = handler.body
    while stmts and isinstance(stmts[-1], ast.Continue) and getattr(stmts[-1], "_undis_implicit", False):
        stmts = stmts[:-1]
    if stmts:
        strip_implicit(stmts[-1])
    handler.body = stmts or [ast.Pass()]


def split_guard(guard: ast.If, blocks: int = -1) -> Tuple[ast.expr, List[ast.stmt]]:
    """The body ``if a or b: break`` of a ``while True`` loop whose break is the body's last
    statement (3.8/3.9 keep a dead jump back after it, which ``while not (a or b): pass``
    would not have): ``while not a: if b: break`` (the same code), else unchanged.
    ``blocks``: how many conditional jumps (leaf tests) of ``a or b`` make ``a`` (-1: its
    first part); a guard ``if a: break`` whose test is all of them, read apart from the
    ``if b: break`` after it, is the loop's test (``while not a``, nothing left)."""
    test = guard.test
    if not (isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) and len(test.values) > 1):
        if blocks > 0 and blocks == _leaf_tests(test):  # (all of it: ``while not a``, its break separate)
            return negate(test), []
        return N.const(True), [guard]
    if blocks >= 0:
        counts = list(itertools.accumulate(_leaf_tests(v) for v in test.values))
        n = counts.index(blocks) + 1 if blocks in counts else 0 if blocks == 0 else -1
        if n == 0:
            return N.const(True), [guard]
        if 0 < n < len(test.values):
            head = test.values[:n]
            rest = test.values[n:]
            cond = rest[0] if len(rest) == 1 else ast.BoolOp(op=ast.Or(), values=rest)
            return negate_deep(head[0] if n == 1 else ast.BoolOp(op=ast.Or(), values=head)), \
                [ast.If(test=cond, body=[ast.Break()], orelse=[])]
    rest = test.values[1:]
    cond = rest[0] if len(rest) == 1 else ast.BoolOp(op=ast.Or(), values=rest)
    return negate(test.values[0]), [ast.If(test=cond, body=[ast.Break()], orelse=[])]


def _leaf_tests(e: ast.expr) -> int:
    """How many conditional jumps a test compiles to (one per operand of ``and``/``or``,
    one per comparison of a chain)."""
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return _leaf_tests(e.operand)
    if isinstance(e, ast.BoolOp):
        return sum(_leaf_tests(v) for v in e.values)
    return len(e.ops) if isinstance(e, ast.Compare) else 1


def is_break_guard(node: ast.If) -> bool:
    """``if c: break`` whose break is a jump (which a loop test could be), not the loop's
    exit code that the compiler copied in its place (3.10: ``_undis_copied``)."""
    return len(node.body) == 1 and isinstance(node.body[0], ast.Break) and not node.orelse \
        and not getattr(node.body[0], "_undis_copied", False)
