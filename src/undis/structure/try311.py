"""try/except/else/finally and with/async with for exception-table bytecode (3.11+).

A try statement's protected region is the closure of its handler's ranges: a range that
covers the entry of another handler (a nested construct's handler code) pulls that
handler's ranges in too.  The region's first normal-flow instruction is where the
statement starts (so a try nested first in another try is found, outer one first) and its
last one ends the body; what follows is the else part, the copied finally body, or the
with exit.  ``return``/``break``/``continue`` leaving a ``finally`` or ``with`` body are
preceded by copies of the finally body / the exit call: while such a body is walked, an
:class:`Frame` recognises and skips those copies.  Except clauses end in ``POP_EXCEPT``
(plus the ``as`` name cleanup); the jump that follows is a break/continue or the join.
Shapes that are not recognised raise :class:`DecompileFailure`.

The idiom keeps the state of the walk (the statements being walked) and dispatches; what it
reads lives in modules of functions that take it as ``tr`` and the walker as ``w``:
:mod:`~undis.structure.regions311`, :mod:`~undis.structure.copies311`,
:mod:`~undis.structure.clause_exit311`, :mod:`~undis.structure.trystmt311`,
:mod:`~undis.structure.except311`, :mod:`~undis.structure.try_else311`,
:mod:`~undis.structure.clauses311`, :mod:`~undis.structure.finally311`,
:mod:`~undis.structure.fincopy311`, :mod:`~undis.structure.with311`;
:mod:`~undis.structure.tryshapes311` holds what several of them share.
"""

from __future__ import annotations

import ast
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure import clause_exit311, copies311, finally311, fintails, never_loops, starts311, trystmt311, with311
from undis.structure.tryshapes311 import Frame
from undis.structure.tryshapes311 import continue_body as _continue_body
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import is_iterator as _is_iterator
from undis.structure.walker import Ctx, Idiom, Walker

#: the opnames :meth:`Try311.match` acts on by themselves
_MATCHED_OPS = frozenset({"BEFORE_WITH", "BEFORE_ASYNC_WITH", "POP_EXCEPT", "POP_TOP", "PUSH_EXC_INFO",
                          "WITH_EXCEPT_START", "CHECK_EXC_MATCH"})


class Try311(Idiom):
    #: where it acts in code without a try or with: nowhere else (no frames, no protected regions)
    starts = _MATCHED_OPS

    def starts_in(self, w: Walker) -> Optional[FrozenSet[str]]:
        """Anywhere in code with an exception table (try statements may start at any instruction)."""
        return None if w.bc.handlers else self.starts

    def __init__(self) -> None:
        self.active: Set[int] = set()  # handlers whose protected body is being walked
        self.frames: List[Frame] = []
        self.clauses: List[Optional[str]] = []  # except clauses (their ``as`` name) being walked
        self.clause_loops: List[int] = []  # for each of them: how many loops enclose it
        # clause exits copying the continuation -> (the continuation, the stack depth it needs)
        self.copies: Dict[int, Tuple[int, int]] = {}
        self.bodies: List[Tuple[int, int]] = []  # try bodies being walked: (handler, body end)
        self.leaves: Dict[int, int] = {}  # try handler -> handler-code copy of what follows the try
        self.with_jumps: Set[int] = set()  # where with bodies' last break/continue (unprotected) starts
        self._w: Optional[Walker] = None
        self._ext: Dict[int, FrozenSet[int]] = {}
        self.try_starts: Dict[int, List[int]] = {}
        #: where the finally copy of a try body that cannot raise starts -> (its handler, the constant returned)
        self.unreached: Dict[int, Tuple[int, Optional[ast.expr]]] = {}
        #: where try statements start at the with exit calls their body's return runs (see starts311)
        self.before_exits: Set[int] = set()

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        if self._w is not w:
            self._prepare(w)
        op = w.ins[i].op
        if i in self.unreached and i not in self.try_starts and not self.frames:
            T, const = self.unreached[i]
            return finally311.unreached_try(self, w, i, T, const, ctx, stack, out)
        if not self.frames and not self.bodies and op not in _MATCHED_OPS and i not in self.try_starts:
            return None  # what follows would find nothing: no exit copies without frames, no try here
        if op in ("BEFORE_WITH", "BEFORE_ASYNC_WITH"):
            return with311.with_stmt(self, w, i, ctx, stack, out)
        if i in self.before_exits and any(t not in self.active for t in self.try_starts[i]):
            return self._try_at(w, i, [t for t in self.try_starts[i] if t not in self.active], ctx, stack, out)
        skipped = self._skip_copy(w, i, ctx, stack, out)
        if skipped is not None:
            return skipped
        left = self._leaving_copy(w, i, stack, out)
        if left is not None:
            return left
        if i in self.unreached and i not in self.try_starts:  # (not in a copy of a finally body around)
            T, const = self.unreached[i]
            return finally311.unreached_try(self, w, i, T, const, ctx, stack, out)
        tail = copies311.copied_tail(self, w, i, ctx, stack)
        if tail >= 0:
            return tail
        brk = copies311.copied_loop_exit(self, w, i, ctx, stack)
        if brk >= 0:
            return _break(brk, ctx, out)
        if op == "POP_EXCEPT" and self.clauses:
            return clause_exit311.pop_except(self, w, i, ctx, stack, out)
        if op == "POP_TOP" and stack and isinstance(stack[-1], N.ExcValue):
            stack.pop()
            return i + 1
        brk = fintails.reraise_break(w, i, ctx) if op == "POP_TOP" and _is_iterator(stack[-1:]) else -1
        if brk >= 0:
            stack.pop()
            return _break(brk, ctx, out)
        if op == "POP_TOP" and self.frames and _is_iterator(stack[-1:]) \
                and copies311.unwinds_to_return(self, w, i, stack):
            stack.pop()  # ``return`` in a loop in a finally/with body: the iterator goes first
            return i + 1
        if op in ("PUSH_EXC_INFO", "WITH_EXCEPT_START", "CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
            raise _fail("handler code reached by normal flow")
        cands = [t for t in self.try_starts.get(i, ()) if t not in self.active]
        t = never_loops.table_break(w, i, self.extent(w, max(cands, key=lambda t: len(self.extent(w, t)))), ctx) \
            if cands else -1
        nxt = never_loops.break_loop(w, i, t, ctx, stack, out) if t >= 0 else None
        if nxt is not None:
            return nxt  # (a ``while True`` loop that never loops back, around the try: see never_loops)
        return self._try_at(w, i, cands, ctx, stack, out)

    def loop(self, w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A try statement at a loop header whose back edge it protects: the loop is in its body."""
        if self._w is not w:
            self._prepare(w)
        latch = w.flow.latch(header)
        cands = [t for t in self.try_starts.get(header, ()) if t not in self.active and latch in self.extent(w, t)
                 and not _continue_body(w, t, header, self.extent(w, t))]
        if self.frames:  # (a copy of a finally body that starts with a loop, or with a try around one)
            skipped = self._skip_copy(w, header, ctx, stack, out)
            left = skipped if skipped is not None else self._leaving_copy(w, header, stack, out)
            if left is not None or not cands:
                return left
        return self._try_at(w, header, cands, ctx, stack, out, enter=False)

    def _leaving_copy(self, w: Walker, i: int, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A copy at ``i`` of a finally body that always leaves (:func:`copies311.leaving_copy`):
        the path ends there (-1), its statement written; None where there is none."""
        leave = copies311.leaving_copy(self, w, i, stack)
        if leave is None:
            return None
        out.append(leave)
        return -1

    def _skip_copy(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A copy of a finally body or with exit at ``i``, before a return, break or continue
        (:func:`copies311.skip_copy`): where the walk goes on (-1: a ``break`` after it), or None."""
        skipped = copies311.skip_copy(self, w, i, stack)
        if skipped is None:
            return None
        brk = copies311.break_after_copy(self, w, skipped, ctx, stack)
        return _break(brk, ctx, out) if brk >= 0 else skipped

    def _try_at(self, w: Walker, i: int, cands: List[int], ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                enter: bool = True) -> Optional[int]:
        """The outermost of the try statements ``cands`` (their handlers) that start at ``i``."""
        if not cands:
            return None
        T = max(cands, key=lambda t: len(self.extent(w, t)))
        if any(not self.extent(w, t) <= self.extent(w, T) for t in cands):
            raise _fail("overlapping try statements")
        depth = {e.depth for e in w.bc.handlers if e.target == T}
        if depth != {len(stack)}:
            raise _fail("stack depth %d at try, table says %s" % (len(stack), sorted(depth)))
        return trystmt311.try_stmt(self, w, i, T, ctx, stack, out, enter)

    def _prepare(self, w: Walker) -> None:
        self._w, self._ext, self.try_starts = w, {}, {}
        self.before_exits = set()
        self.with_jumps = set()
        self.unreached = finally311.unreached_finally(w)
        moved_inner: Dict[int, Tuple[int, int]] = {}
        for e in w.bc.handlers:
            t = e.target
            if t in self._ext or w.ins[t].op != "PUSH_EXC_INFO" or w.ins[t + 1].op == "WITH_EXCEPT_START":
                continue
            ext = self.extent(w, t)
            leaving = starts311.leaving_start(w, t, ext) if ext else -1
            if leaving >= 0:
                moved_inner[min(ext)] = (leaving, t)
                self.try_starts.setdefault(leaving, []).append(t)
            elif ext:
                start = starts311.finally_start(w, t, ext)
                moved = starts311.exits_start(w, t, start)
                if moved != start:
                    self.before_exits.add(moved)
                self.try_starts.setdefault(moved, []).append(t)
        for s, (c, t) in moved_inner.items():  # (see starts311.leaving_start)
            inner = [u for u in self.try_starts.pop(s, ()) if self.extent(w, u) <= self.extent(w, t)]
            if inner:
                self.try_starts[c].extend(inner)
                self.before_exits.add(c)

    def extent(self, w: Walker, T: int) -> FrozenSet[int]:
        """Indices protected by handler ``T``, directly or through nested handlers' code."""
        got = self._ext.get(T)
        if got is not None:
            return got
        targets = {T}
        cover: Set[int] = set()
        changed = True
        while changed:
            changed = False
            for e in w.bc.handlers:
                if e.target in targets and e.start not in cover:
                    cover.update(range(e.start, e.end))
                    changed = True
            for e in w.bc.handlers:
                if e.target not in targets and e.target in cover:
                    targets.add(e.target)
                    changed = True
        got = frozenset(cover)
        self._ext[T] = got
        return got


#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "BEFORE_WITH", "BEFORE_ASYNC_WITH", "CHECK_EXC_MATCH", "POP_EXCEPT", "PUSH_EXC_INFO", "RERAISE",
    "WITH_EXCEPT_START",
})


def _break(target: int, ctx: Ctx, out: List[ast.stmt]) -> int:
    """A ``break`` to ``target``: the statement, and the walk's end (-1)."""
    ctx.breaks.append(target)
    out.append(ast.Break())
    return -1
