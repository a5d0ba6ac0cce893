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
"""

from __future__ import annotations

import ast
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure import except_star, fintails
from undis.structure.exits import exit_call
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import COND_JUMPS, Loop
from undis.structure.walker import Ctx, Idiom, Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_DELETES = {"STORE_FAST": "DELETE_FAST", "STORE_NAME": "DELETE_NAME", "STORE_GLOBAL": "DELETE_GLOBAL",
            "STORE_DEREF": "DELETE_DEREF"}
_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")

Sig = Tuple[Tuple[str, object, object, int], ...]


class Fin(NamedTuple):
    """A finally body in its handler: ``start`` .. ``last`` (a ``RERAISE 0``), and all the
    ``RERAISE 0`` that end it (none: it always leaves by return/break/continue); ``code``:
    its instructions (the range less the handler code of statements nested in it)."""

    start: int
    last: int
    ends: FrozenSet[int]
    code: FrozenSet[int] = frozenset()


def _fail(msg: str) -> DecompileFailure:
    return DecompileFailure("try311: " + msg)


class Frame(NamedTuple):
    """A finally/with body being walked: its exit copies are skipped where they appear."""

    kind: str  # "finally" or "with"
    target: int  # the handler
    fin: Optional[Fin] = None
    is_async: bool = False


#: a finally body's handler copy returning the value on top: the exception and its state go first
_UNWIND_RETURN = ["SWAP", "POP_TOP", "SWAP", "POP_EXCEPT", "RETURN_VALUE"]

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
        self._starts: Dict[int, List[int]] = {}

    # -- dispatch ---------------------------------------------------------------------------
    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        if self._w is not w:
            self._prepare(w)
        op = w.ins[i].op
        if not self.frames and not self.bodies and op not in _MATCHED_OPS and i not in self._starts:
            return None  # what follows would find nothing: no exit copies without frames, no try here
        if op in ("BEFORE_WITH", "BEFORE_ASYNC_WITH"):
            return self.with_stmt(w, i, ctx, stack, out)
        skipped = self.skip_copy(w, i, stack)
        if skipped is not None:
            brk = self.break_after_copy(w, skipped, ctx, stack)
            if brk >= 0:
                ctx.breaks.append(brk)
                out.append(ast.Break())
                return -1
            return skipped
        tail = self.copied_tail(w, i, ctx, stack)
        if tail >= 0:
            return tail
        brk = self.copied_loop_exit(w, i, ctx, stack)
        if brk >= 0:
            ctx.breaks.append(brk)
            out.append(ast.Break())
            return -1
        if op == "POP_EXCEPT" and self.clauses:
            return self.pop_except(w, i, ctx, stack, out)
        if op == "POP_TOP" and stack and isinstance(stack[-1], N.ExcValue):
            stack.pop()
            return i + 1
        if op == "POP_TOP" and _is_iterator(stack[-1:]) and fintails.reraise_break(w, i, ctx):
            stack.pop()
            ctx.breaks.append(ctx.loops[-1].exit)
            out.append(ast.Break())
            return -1
        if op == "POP_TOP" and self.frames and _is_iterator(stack[-1:]) and self.unwinds_to_return(w, i, stack):
            stack.pop()  # ``return`` in a loop in a finally/with body: the iterator goes first
            return i + 1
        if op in ("PUSH_EXC_INFO", "WITH_EXCEPT_START", "CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
            raise _fail("handler code reached by normal flow")
        return self._try_at(w, i, [t for t in self._starts.get(i, ()) if t not in self.active], ctx, stack, out)

    def loop(self, w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A try statement at a loop header whose back edge it protects: the loop is in its body."""
        if self._w is not w:
            self._prepare(w)
        latch = w.flow.latch(header)
        cands = [t for t in self._starts.get(header, ()) if t not in self.active and latch in self.extent(w, t)]
        return self._try_at(w, header, cands, ctx, stack, out, enter=False)

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
        return self.try_stmt(w, i, T, ctx, stack, out, enter)

    def _prepare(self, w: Walker) -> None:
        self._w, self._ext, self._starts = w, {}, {}
        self.with_jumps = set()
        for e in w.bc.handlers:
            t = e.target
            if t in self._ext or w.ins[t].op != "PUSH_EXC_INFO" or w.ins[t + 1].op == "WITH_EXCEPT_START":
                continue
            ext = self.extent(w, t)
            if ext:
                self._starts.setdefault(min(ext), []).append(t)

    # -- regions ----------------------------------------------------------------------------
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

    def body_end(self, w: Walker, T: int, ctx: Ctx) -> int:
        """Where normal flow leaves the body last (break/continue jumps aside)."""
        ext = self.extent(w, T)
        if not ext:
            raise _fail("handler without a protected body")
        seen, exits = self._flow_in(w, ext, [min(ext)], ctx)
        # nested handlers (except clauses, with) may leave the region too, by their joins
        nested = [e.target for e in w.bc.handlers if e.target in ext and e.target != T]
        # (an except* handler's exit is followed by a copy of what comes after the statement:
        # the end of the body, where the body itself never gets there)
        exits |= self._flow_in(w, ext, nested, ctx, joins_only=True, star=not exits)[1]
        return max(exits | {max(seen) + 1})

    @staticmethod
    def _flow_in(w: Walker, ext: FrozenSet[int], seeds: List[int], ctx: Ctx, joins_only: bool = False,
                 star: bool = False) -> Tuple[Set[int], Set[int]]:
        """Normal flow from ``seeds`` inside ``ext``: (indices reached, where it leaves ``ext``).
        ``joins_only``: past a POP_EXCEPT, follow only a jump or a fall into normal code (not
        the copies of exits before a return); ``star``: also what follows an except* handler's
        exit (a copy of the code after the statement)."""
        seen: Set[int] = set()
        exits: Set[int] = set()
        todo = list(seeds)
        while todo:
            k = todo.pop()
            if k in seen or k >= len(w.ins):
                continue
            x = w.ins[k]
            if k not in ext:
                exits.add(k)
                if not _uncovered_jump(w, ext, k):
                    continue
            seen.add(k)
            if joins_only and x.op == "POP_EXCEPT":
                j = k + 1 + (3 if _name_cleanup(w, k + 1) is not None else 0)
                t = w.ins[j].target
                if w.ins[j].op == "JUMP" and j not in ext and not _loop_jump(w, ctx, w.thread(t)):
                    todo.append(t)  # (3.13: the exit jump of a clause nested in the body may lie outside its range)
                elif w.ins[j].op == "JUMP" or j in w.flow.reachable or (star and except_star.is_exit(w, k)):
                    todo.append(j)
                continue
            if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                todo.append(k + 1)
            if x.target >= 0 and not _loop_jump(w, ctx, w.thread(x.target)):
                todo.append(x.target)
        return seen, exits

    @staticmethod
    def cover(w: Walker, k: int) -> int:
        """The handler of the exception-table entry containing ``k`` (-1: none)."""
        for e in w.bc.handlers:
            if e.start <= k < e.end:
                return e.target
        return -1

    @staticmethod
    def sig(w: Walker, a: int, b: int) -> Sig:
        # (YIELD_VALUE's argument is the handler depth: it differs between the copies)
        return tuple((x.op, None, None, -1) if x.op == "YIELD_VALUE" else
                     (x.op, x.argval, x.arg if x.argval is None else None, x.target - a if x.target >= 0 else -1)
                     for x in w.ins[a:b])

    def handler_code(self, w: Walker, T: int) -> List[int]:
        """Instructions reached from handler entry ``T`` by normal flow, in handler code only."""
        seen: Set[int] = set()
        todo = [T]
        while todo:
            k = todo.pop()
            if k in seen or k >= len(w.ins) or k in w.flow.reachable:
                continue
            seen.add(k)
            x = w.ins[k]
            if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                todo.append(k + 1)
            if x.target >= 0:
                todo.append(x.target)
        return sorted(seen)

    def clause_code(self, w: Walker, T: int) -> List[int]:
        """:meth:`handler_code` of ``T`` and of the except clauses of the try statements in
        its clauses (a nested clause may end the outer one: its POP_EXCEPT, then the
        outer's): a try whose first instruction follows one that the clause's clean-up
        handler covers (not a try after the clause, in code only the clause reaches), and
        is clause code or follows it (3.12+: a try after an earlier one in the clause
        follows that one's clean-up code, which the clause jumps over)."""
        code = set(self.handler_code(w, T))
        todo = [T]
        while todo:
            cleanups = {self.cover(w, t) for t in todo}
            todo = sorted({e.target for e in w.bc.handlers if code & {e.start - 1, e.start} and e.target not in code
                           and self.cover(w, e.start - 1) in cleanups and w.ins[e.target].op == "PUSH_EXC_INFO"})
            for t in todo:
                code.update(self.handler_code(w, t))
        return sorted(code)

    # -- copies of exits, POP_EXCEPT ---------------------------------------------------------
    def skip_copy(self, w: Walker, i: int, stack: List[ast.expr]) -> Optional[int]:
        """A finally body / with exit copied before a return, break or continue."""
        for f in reversed(self.frames):
            if i in self.extent(w, f.target):
                continue
            if f.fin is not None:
                k = self.copy_match(w, f.fin, i) if f.fin.last > f.fin.start else -1
                if k >= 0:
                    return k
                continue
            swap = w.ins[i].op == "SWAP" and w.ins[i].arg == 2
            n = exit_call(w, i + 1 if swap else i, f.is_async)
            if n:
                pos = -2 if swap else -1
                mgr = stack[pos] if len(stack) >= -pos else None
                if not (isinstance(mgr, N.Marker) and mgr.kind == "with_exit"):
                    raise _fail("with exit without its manager")
                del stack[pos]
                return i + (1 if swap else 0) + n
        return None

    def copied_tail(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """3.12+: the innermost try body runs, outside its protected range, a copy of the
        code after the statement (a small exit block: the compiler copies it onto each path
        that reaches it): the body ends there, as at its end.  Returns that end, or -1.  (A
        ``return`` of the body would evaluate its value inside the range.)"""
        if not self.bodies or self.frames and self.frames[-1].target != self.bodies[-1][0]:
            return -1
        T, b = self.bodies[-1]
        if i == b or b not in ctx.stops or i in self.extent(w, T) or i in w.flow.handler_code \
                or {e.depth for e in w.bc.handlers if e.target == T} != {len(stack)} \
                or not self.exit_copy(w, i, b):
            return -1
        w.stop_aliases[i] = b  # (a then-branch that ends there: so does its else-branch)
        return b

    def copied_loop_exit(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """3.12+: in the innermost try body, directly in a ``while`` loop's body, a ``break``
        whose target (the code after the loop, or after its else clause: a small exit block
        ending in a return) the compiler copied onto the jump: the copy lies outside the
        protected range (``return x`` in the body loads ``x`` inside it).  Where the break
        goes, or -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        if not self.bodies or loop is None or loop.is_for or not w.bc.facts.cold_handlers:
            return -1
        T = self.bodies[-1][0]
        ext = self.extent(w, T)
        if i in ext or i in w.flow.handler_code or i not in w.flow.reachable or not _loop_around(w, loop, ext) \
                or {e.depth for e in w.bc.handlers if e.target == T} != {len(stack)}:
            return -1
        return self.loop_exit_copy(w, i, loop)

    def break_after_copy(self, w: Walker, k: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """3.12+: after the copy of a with exit (or finally body) that a ``break`` runs, at
        ``k``: a copy of the small exit block after the ``while`` loop around the statement
        (a ``return`` would load its value before the copy).  Where the break goes, or -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        f = self.frames[-1] if self.frames else None
        if loop is None or f is None or loop.is_for or not w.bc.facts.copies_lined_exit_blocks \
                or w.flow.jump_sources.get(k) or not loop.header < min(self.extent(w, f.target), default=-1) \
                or any(isinstance(x, N.Marker) and x.kind == "with_exit" for x in stack) \
                or (stack and not isinstance(stack[-1], N.Marker)):  # (a value kept for a return)
            return -1
        return self.loop_exit_copy(w, k, loop)

    @staticmethod
    def loop_exit_copy(w: Walker, i: int, loop: Loop) -> int:
        """Is the code at ``i`` a copy of the small exit block that follows the ``while`` loop
        ``loop`` (or its else clause)?  Where a break there goes, or -1.  (``while True``
        whose every exit is such a copy: the break goes on at the copy.  Not ``return
        <constant>``: the same code as a break to a copy of it, read as a return.)"""
        if _const_return(w, i) is not None:
            return -1  # (``return <constant>``: the same code as a break to such a copy)
        if loop.exit < 0:
            return i if w.ins[i].op not in _ENDS and _exit_block(w, i) else -1
        land = _landing(w, loop.exit)  # (3.12+: the exit may jump back to the code after the loop)
        k = w.past_else(i, land)
        if k != land and land != loop.exit:
            return -1  # (past an else clause that the exit jumps back to: not read here)
        return k if k >= 0 and k != i else -1

    def returns(self, w: Walker, k: int, stack: List[ast.expr]) -> bool:
        """Does ``k`` return the value on top of ``stack``, after copies of enclosing exits
        (and the pops of enclosing ``for`` loops' iterators, ``SWAP 2; POP_TOP``, and of
        enclosing except clauses' exception state, ``SWAP 2; POP_EXCEPT [name cleanup]``)?"""
        scratch = list(stack)
        for _ in range(len(self.frames) + len(scratch)):
            if w.ins[k].op == "RETURN_VALUE":
                return True
            if _pops_iterator(w, k, scratch) or _pops_exception(w, k, scratch):
                del scratch[-2]
                k += 2
                if w.ins[k - 1].op == "POP_EXCEPT" and _name_cleanup(w, k) is not None:
                    k += 3
                continue
            nxt = self.skip_copy(w, k, scratch)
            if nxt is None:
                return False
            k = nxt
        return False

    def unwinds_to_return(self, w: Walker, k: int, stack: List[ast.expr]) -> bool:
        """Does the ``POP_TOP`` of a ``for`` loop's iterator at ``k`` start a ``return``'s
        unwinding: the pops of enclosing loops' iterators (``POP_TOP``, or ``SWAP 2; POP_TOP``
        under the value) and copies of enclosing finally/with exits, at least one, up to
        ``RETURN_VALUE`` (or ``LOAD_CONST; RETURN_VALUE``: a constant is loaded last)?  A
        ``break`` pops the iterator only: its exit is no copy of a finally body or with exit."""
        scratch, copies, start = list(stack), 0, k
        for _ in range(2 * (len(self.frames) + len(scratch)) + 1):
            if k != start and w.flow.jump_sources.get(k):
                return False  # (straight-line code only)
            if w.ins[k].op == "RETURN_VALUE" or _const_return(w, k) is not None:
                return copies > 0
            if w.ins[k].op == "POP_TOP" and _is_iterator(scratch[-1:]):
                scratch.pop()
                k += 1
                continue
            if _pops_iterator(w, k, scratch):
                del scratch[-2]
                k += 2
                continue
            try:
                nxt = self.skip_copy(w, k, scratch)
            except DecompileFailure:
                return False
            if nxt is None:
                return False
            k, copies = nxt, copies + 1
        return False

    def const_return(self, w: Walker, k: int) -> Optional[ast.expr]:
        """``return <constant>`` at ``k`` after copies of enclosing finally/with exits: the
        constant is loaded after the exits, so the return was inside the innermost body."""
        skipped = 0
        scratch: List[ast.expr] = [N.Marker("with_exit")] * len(self.frames)
        while skipped <= len(self.frames):
            if w.ins[k].op == "LOAD_CONST" and w.ins[k + 1].op == "RETURN_VALUE" and skipped:
                return N.const(w.ins[k].argval)
            nxt = self.skip_copy(w, k, scratch)
            if nxt is None or w.flow.jump_sources.get(k):
                return None
            k, skipped = nxt, skipped + 1
        return None

    def pop_except(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """An except clause's exit: POP_EXCEPT [name = None; del name]; then a copy of the
        code after the statement, or of the code after the loop (a ``break``)."""
        for k in range(len(stack) - 1, -1, -1):
            x = stack[k]
            if isinstance(x, N.Marker) and x.kind == "exc_prev":
                del stack[k]
                break
        else:
            raise _fail("POP_EXCEPT without exception state")
        name = self.clauses[-1]
        j = i + 1
        if name is not None and _name_cleanup(w, j) == name:
            j += 3
        cont, depth = self.copies.get(j, (j, -1))
        if depth == len(stack):
            brk = self.copy_break(w, i, cont, ctx)
            if brk < 0:
                return cont
            ctx.breaks.append(brk)
            out.append(ast.Break())
            return -1
        const = self.unwound_const_return(w, j, self.clauses[:-1])
        if const is not None:
            out.append(ast.Return(value=const))
            return -1
        brk = self.clause_break(w, i, j, ctx)
        if brk >= 0:
            ctx.breaks.append(brk)
            out.append(ast.Break())
            return -1
        return j

    @staticmethod
    def unwound_const_return(w: Walker, j: int, outer: List[Optional[str]]) -> Optional[ast.expr]:
        """``return <constant>`` in an except clause nested in others (``outer``: their
        ``as`` names, innermost last): after the clause's own POP_EXCEPT at ``j - 1``, each
        enclosing clause's (and its name cleanup), then the constant is loaded and
        returned.  The constant, or None."""
        k, n = j, 0
        while n < len(outer) and w.ins[k].op == "POP_EXCEPT":
            k += 1
            n += 1
            name = outer[-n]
            if name is not None and _name_cleanup(w, k) == name:
                k += 3
        if n == 0 or any(k in w.flow.jump_sources for k in range(j, k + 2)):
            return None
        return _const_return(w, k)

    def copy_break(self, w: Walker, i: int, cont: int, ctx: Ctx) -> int:
        """In a loop nested in the except clause, the clause exit at ``i`` (a copy of the
        continuation ``cont``) is a ``break`` to the clause's own exit after the loop (3.12+:
        the compiler copied that small exit block onto the jump): where the break goes (that
        exit's ``POP_EXCEPT``), or -1."""
        if len(ctx.loops) <= self.clause_loops[-1]:
            return -1
        latch = w.flow.latch(ctx.loops[-1].header)
        past = {j - 1 if w.ins[j - 1].op == "POP_EXCEPT" else j - 4 for j, c in self.copies.items() if c[0] == cont}
        past = {p for p in past if p > latch and p != i and w.ins[p].op == "POP_EXCEPT"}
        return past.pop() if len(past) == 1 else -1

    def clause_break(self, w: Walker, i: int, j: int, ctx: Ctx) -> int:
        """3.12+: an except clause in a ``while`` body whose exit (the POP_EXCEPT at ``i``,
        then ``j``) is the code after the loop, placed (or copied) in the handler: it runs to a
        return or raise that is not the clause's own (a value returned from a clause is carried
        past POP_EXCEPT by a SWAP, a raise comes before it; ``return <constant>``, after copies
        of enclosing exits or not, is left to the clause).  Where the break goes, or -1."""
        ins = w.ins
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or loop.is_for or loop.header in w.flow.handler_code or j in w.flow.reachable \
                or ins[i - 1].op == "SWAP" or ins[j].op == "JUMP" \
                or _const_return(w, j) is not None or self.const_return(w, j) is not None:
            return -1
        j = k = self.skip_loop_copies(w, j, loop.header)
        if loop.exit >= 0:
            return w.past_else(j, loop.exit)
        while k < len(ins) and ins[k].target < 0 and (k == j or k not in w.flow.jump_sources):
            if ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS"):
                return j
            k += 1
        return -1

    def skip_loop_copies(self, w: Walker, k: int, header: int) -> int:
        """Past the copies at ``k`` of the finally bodies (and with exits) of the statements
        in the loop at ``header`` that a ``break`` leaves: where the break goes on."""
        scratch: List[ast.expr] = [N.Marker("with_exit")] * len(self.frames)
        inside = [f for f in self.frames if min(self.extent(w, f.target), default=-1) >= header]
        for _ in inside:
            nxt = self.skip_copy(w, k, scratch)
            if nxt is None or k in w.flow.jump_sources:
                break
            k = nxt
        return k

    # -- try ----------------------------------------------------------------------------------
    def try_stmt(self, w: Walker, i: int, T: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                 enter: bool = True) -> int:
        b = self.body_end(w, T, ctx)
        is_except = self.is_except(w, T) and not self.returning_finally(w, T, b)
        fin: Optional[Fin] = None if is_except else self.finally_shape(w, T)
        self.active.add(T)
        self.bodies.append((T, b))
        if fin is not None:
            self.frames.append(Frame("finally", T, fin if fin.ends else None))
        try:
            # ``enter``: the try may start at the header of the loop that contains it
            past = w.thread(b) if w.ins[b].op == "JUMP" and w.ins[b - 1].op in ("JUMP", *_ENDS) else -1
            # (3.11: a loop ending the body breaks to its end, only jumped to, a jump past the
            # handlers that the break's jump is threaded through)
            body_ctx = Ctx(ctx.stops | {b} | ({past} if past > T else set()), ctx.loops, ctx.breaks)
            latch = self.shared_header_latch(w, i, T, ctx) if enter else -1
            if latch >= 0:
                body, end, bstack = self.shared_header_loop(w, i, latch, b, body_ctx, stack)
            else:
                body, end, bstack = w.walk(i, body_ctx, list(stack), enter=enter)
        finally:
            self.active.discard(T)
            self.bodies.pop()
            if fin is not None:
                self.frames.pop()
        leave = self.leaves.pop(T, -1)
        if leave >= 0:
            if end != b:
                raise _fail("with exit leaving a try body")
            if fin is not None:  # the finally body's normal copy follows the with's exit
                return self.finally_part(w, T, leave, leave, fin, body, bstack, ctx, stack, out)
            return self.except_part(w, T, leave, -2, body, ctx, stack, out)
        if end == b and w.ins[b].op == "PUSH_EXC_INFO":
            end = -1  # the body ended with a loop that never exits (the walk stops at the next stop)
        if end not in (b, -1) and w.ins[b].op == "JUMP" and w.thread(b) == end:
            end = b  # the body ended with a loop whose break took the jump at its end on (3.11)
        if end not in (b, -1) and self.with_continues(w, end, body, ctx):
            cont = ast.Continue()
            cont._undis_implicit = True  # type: ignore[attr-defined]
            body.append(cont)
            end = -1
        moved = -1
        if end not in (b, -1) and b in self.with_jumps and is_except:
            # the body ended with a with statement whose body ended with a break/continue, at
            # ``b`` (unprotected); the try goes on where the with does
            moved, end = end, -1
        if end not in (b, -1):
            raise _fail("try body ended at %d, not %d" % (end, b))
        if end == b and len(bstack) == len(stack) + 1 and self.returns(w, b, bstack):
            body.append(ast.Return(value=w.sim.value(bstack[-1])))  # the return is not protected
            end = -1
        if is_except:
            nxt = self.except_part(w, T, b, end, body, ctx, stack, out)
            if moved >= 0 and nxt not in (moved, -1):
                raise _fail("with in a try body goes on at %d, the try at %d" % (moved, nxt))
            return moved if moved >= 0 else nxt
        assert fin is not None
        return self.finally_part(w, T, b, end, fin, body, bstack, ctx, stack, out)

    @staticmethod
    def with_continues(w: Walker, end: int, body: List[ast.stmt], ctx: Ctx) -> bool:
        """The try body ends with a ``with`` statement whose body leaves by a break or
        return (its code after the exit call is the body's: see :meth:`leaving_tail`) and
        whose path that swallowed an exception goes on at ``end``, the header of the loop
        around: the try body's end reaches the end of the loop body (an implicit ``continue``)."""
        loop = ctx.loops[-1] if ctx.loops else None
        last = body[-1] if body else None
        return loop is not None and end in (loop.header, loop.also) and isinstance(last, (ast.With, ast.AsyncWith)) \
            and bool(last.body) and isinstance(last.body[-1], (ast.Break, ast.Return))

    def shared_header_latch(self, w: Walker, i: int, T: int, ctx: Ctx) -> int:
        """3.11+: ``while c: try: while True: ...`` puts no instruction between the two loops:
        the try, entered at the header ``i`` of the loop around it, protects jumps back to that
        header (the inner loop's) but not the outer loop's latch.  The inner loop's latch (its
        last jump back in the body), or -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or loop.header != i or loop.is_for:
            return -1
        ext = self.extent(w, T)
        flow = w.flow
        edges = [k for k in flow.back_edges.get(i, ()) if k in ext and k in flow.reachable]
        if not edges or flow.latch(i) in ext:
            return -1
        return max(edges)

    @staticmethod
    def shared_header_loop(w: Walker, i: int, latch: int, b: int, ctx: Ctx, stack: List[ast.expr]
                           ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        """The try body that starts with the inner loop at ``i`` (see :meth:`shared_header_latch`):
        that loop, then what follows it up to ``b``, the end of the body; an endless loop (no
        ``break``) ends the body, which never falls through."""
        body: List[ast.stmt] = []
        bstack = list(stack)
        nxt = w.while_loop(i, latch, ctx, bstack, body)
        node = body[-1] if body else None
        if isinstance(node, ast.While) and _endless(node):
            return body, -1, bstack
        if nxt >= 0 and nxt != b and w.thread(b) == nxt:
            nxt = b  # (the ``break`` jumps through the body's end)
        if nxt < 0 or nxt in ctx.stops:
            return body, nxt, bstack
        rest, end, bstack = w.walk(nxt, ctx, bstack)
        return body + rest, end, bstack

    @staticmethod
    def is_except(w: Walker, T: int) -> bool:
        k = T + 1
        if w.ins[k].op == "POP_TOP" or except_star.is_star(w, T):
            return True
        while k < len(w.ins) and (w.ins[k].target < 0 or w.ins[k].target > k) \
                and w.ins[k].op not in _ENDS and w.ins[k].op != "PUSH_EXC_INFO":
            if w.ins[k].op == "CHECK_EXC_MATCH":  # (forward jumps: ``except A or B``, ``except (A if c else B)``)
                return True
            k += 1
        return False

    def returning_finally(self, w: Walker, T: int, b: int) -> bool:
        """3.11 ([body][finally copy][handlers]): ``finally: return X`` rather than a bare
        ``except: return X``: the handler drops the exception and returns, and the same return
        follows the body before the handler (an except clause's continuation would be after
        the handlers, unless it is the copied implicit ``return None``)."""
        ins = w.ins
        if w.bc.facts.cold_handlers or not b < T or [x.op for x in ins[T + 1:T + 3]] != ["POP_TOP", "POP_EXCEPT"]:
            return False
        k = T + 3
        while ins[k].target < 0 and ins[k].op not in _ENDS:
            k += 1
        if ins[k].op != "RETURN_VALUE" or (ins[b].op == "LOAD_CONST" and ins[b].argval is None and k == T + 4):
            return False
        return self.exit_copy(w, T + 3, b)

    def joins(self, w: Walker, T: int, b: int, ctx: Ctx) -> Tuple[Set[int], List[int]]:
        """Where the except clauses of ``T`` continue (other than break/continue/return), and
        the clause exits that are straight-line code in the handler (returns, or copies of
        the continuation); ``b``: where the body goes on."""
        C = self.cover(w, T)
        found: Set[int] = set()
        inline: List[int] = []
        for p in self.clause_code(w, T):
            if w.ins[p].op != "POP_EXCEPT" or self.cover(w, p) != self.cover(w, C) or w.ins[p - 1].op == "SWAP":
                continue  # (SWAP: a value carried past POP_EXCEPT, a return)
            j = p + 1
            if j not in ctx.stops and _name_cleanup(w, j) is not None:
                j += 3
            if j in ctx.stops:
                t = j  # (3.13: the jump out of an enclosing try body follows the POP_EXCEPT)
            elif w.ins[j].op == "JUMP":
                t = w.ins[j].target
                t = t if t in ctx.stops else w.thread(t)  # (e.g. the end of an enclosing try body)
            elif j in w.flow.reachable:
                t = j
            else:
                inline.append(j)
                continue
            loop = ctx.loops[-1] if ctx.loops else None
            if not _loop_jump(w, ctx, t) or (  # (a stop of an enclosing statement: its join)
                    loop is not None and t in ctx.stops and t not in (loop.header, loop.also, loop.exit)) \
                    or self.clause_join(w, T, p, t, ctx) or _cold_join(w, ctx, t, b):
                found.add(t)
        return found, inline

    def clause_join(self, w: Walker, T: int, p: int, t: int, ctx: Ctx) -> bool:
        """A try in an except clause of a loop's body (3.12+ places the clause after the
        loop): the jump to ``t`` after the POP_EXCEPT at ``p`` of one of its clauses stays in
        the enclosing clause (``t`` is handler code that the same clean-up handler covers),
        so it is not a ``break`` but the join (a break pops the enclosing clause's exception
        too)."""
        loop = ctx.loops[-1] if ctx.loops else None
        code = w.flow.handler_code
        return loop is not None and loop.header not in code and min(self.extent(w, T)) in code and t in code \
            and self.cover(w, t) == self.cover(w, p) >= 0

    def find_copy(self, w: Walker, inline: List[int], b: int, ctx: Ctx, follow: bool = False, T: int = -1) -> int:
        """The first index of the straight-line code from ``b`` where the exit block of a
        clause (of the handler at ``T``) is repeated; ``follow``: from where a jump at ``b``
        leads (except* clauses, which cannot return: their exit block is a copy of the
        continuation).  (3.12+: not past the start of a try statement that starts there,
        whose clauses join after it; not past one whose handler follows ``T``: the handlers
        of an else part are placed before the clauses', so that try follows the statement.)"""
        s = w.thread(w.ins[b].target) if follow and w.ins[b].op == "JUMP" else b
        inside = -1
        for k in range(s, len(w.ins)):  # within the straight-line code that follows the body
            if k > s and ((k in w.flow.reachable) != (s in w.flow.reachable) or w.flow.jump_sources.get(k)):
                break
            if k >= inside and any(self.exit_copy(w, j, k) for j in inline):
                return k
            if w.bc.facts.cold_handlers and any(T < t and t not in self.active for t in self._starts.get(k, ())):
                break
            inside = max([inside] + [self.body_end(w, t, ctx) for t in self._starts.get(k, ()) if t not in self.active])
            if w.ins[k].target >= 0 or w.ins[k].op in _ENDS:
                break
        return -1

    def exit_copy(self, w: Walker, j: int, J: int) -> bool:
        """Is the straight-line exit block at ``j`` a copy of the one at ``J``?"""
        k = j
        while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
            k += 1
        if k >= len(w.ins) or w.ins[k].target >= 0:
            return False
        return self.sig(w, j, k + 1) == self.sig(w, J, J + k + 1 - j)

    def except_part(self, w: Walker, T: int, b: int, end: int, body: List[ast.stmt], ctx: Ctx,
                    stack: List[ast.expr], out: List[ast.stmt]) -> int:
        joins, inline = self.joins(w, T, b, ctx)
        if len(joins) > 1:
            raise _fail("except clauses join at different places")
        J = joins.pop() if joins else -1
        star = except_star.is_star(w, T)
        joined = J >= 0
        if end == -2:  # the body continues in handler code (a with statement's exit): b is there
            # with a join elsewhere (or clause exits that copy the code after the statement),
            # what runs from b is the else part
            k = self.find_copy(w, inline, b, ctx, T=T) if J < 0 and inline else -1
            cont = J = J if J >= 0 else k if k > b else b
            end = b if J != b else end
        else:
            cont = J if J >= 0 else (self.find_copy(w, inline, b, ctx, star, T) if end == b else
                                     self.inline_cont(w, inline, end, star, ctx))
        copies = {j: (cont, len(stack)) for j in inline if cont >= 0 and self.exit_copy(w, j, cont)}
        if copies and J < 0:
            J = cont
        stops = ctx.stops | ({J} if J >= 0 else set())
        self.copies.update(copies)
        aliases = self.exit_aliases(w, copies, J, stops)
        w.stop_aliases.update(aliases)
        try:
            if star:
                clauses = except_star.clauses(w, T, Ctx(stops | set(aliases), ctx.loops, ctx.breaks), stack)
            else:
                clauses = self.clauses_of(w, T, Ctx(stops | set(aliases), ctx.loops, ctx.breaks), stack)
        finally:
            for j in copies:
                self.copies.pop(j, None)
            for p in aliases:
                del w.stop_aliases[p]
        orelse: List[ast.stmt] = []
        nxt = J
        if end == b:
            if J < 0 and b < T and not w.bc.facts.cold_handlers and w.ins[T - 1].op == "JUMP" \
                    and _loop_jump(w, ctx, w.thread(w.ins[T - 1].target)):
                # 3.11: [body][else][handlers]: with no join, the code before the handlers that
                # ends in a break/continue is the else part
                orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
                if oend != -1:
                    raise _fail("else part runs into its handler")
                nxt = -1
            elif J < 0 and (exits := self.exiting_else(w, b, T, ctx, stack)) is not None:
                orelse, nxt = exits, -1
            elif J < 0 and (after := self.jumped_else(w, b, T, ctx)) >= 0:
                orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T, after}, ctx.loops, ctx.breaks), list(stack))
                if oend not in (after, -1):
                    raise _fail("else ended at %d" % oend)
                nxt = after
            elif J < 0 and (part := self.loop_end_else(w, T, b, ctx, stack)) is not None:
                orelse, nxt = part, -1
            elif J < 0:
                nxt = b
                if w.ins[b].op == "JUMP" and w.thread(w.ins[b].target) in ctx.stops:
                    nxt = w.thread(w.ins[b].target)  # e.g. the loop header: no explicit continue
            elif J != b and b in ctx.stops and self.falls_into_exit(w, b, J, ctx):
                orelse, nxt = [ast.Break()], J  # (the else part's break: see falls_into_exit)
                ctx.breaks.append(b)
            elif J != b and b in ctx.stops:
                nxt = b  # the body ends where the enclosing statement does: no else part
            elif J != b:
                orelse, oend, _ = w.walk(b, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
                if oend not in (J, -1) and not (oend >= 0 and w.same_code(oend, J)):
                    # (a copy of the join: the exit of an enclosing except clause, copied before a return)
                    raise _fail("else ended at %d" % oend)
                _explicit_continue(w, orelse, J, ctx)
        if star and J < 0 and end == -1 and len(inline) == 1:
            nxt = inline[0]  # the code after the statement, placed after the handler's POP_EXCEPT
        if end == -2 and J == b and ctx.loops and not inline and not star and not joined:
            exits = self.exiting_loop_else(w, b, ctx, stack)
            if exits is not None:
                orelse, nxt = exits, -1
        if self.loops_after(w, T, ctx):
            for block in [body, orelse] + [h.body for h in clauses]:
                _explicit_continues(block)
        cls = ast.TryStar if star else ast.Try
        out.append(cls(body=body or [ast.Pass()], handlers=clauses, orelse=orelse, finalbody=[]))
        return nxt

    def loops_after(self, w: Walker, T: int, ctx: Ctx) -> bool:
        """3.11 ([body][else][handlers][code after the try]): the code after the try is a jump
        back to the header of the loop around it, with a line of its own (3.11 does not
        thread jumps there): each jump straight to the header from the body, the else part
        or a clause is a ``continue`` of its own, not the end of the statement."""
        loop = ctx.loops[-1] if ctx.loops else None
        if w.bc.facts.cold_handlers or loop is None:
            return False
        after = next((j for j in range(T, len(w.ins)) if j in w.flow.reachable), -1)
        if after < 0 or w.ins[after].op != "JUMP" or w.ins[after].target not in (loop.header, loop.also):
            return False
        start = min(self.extent(w, T))  # (the try's own exits go there: not a jump that 3.11 threads)
        return any(start <= k < after for k in w.flow.jump_sources.get(after, ()))

    @staticmethod
    def falls_into_exit(w: Walker, b: int, J: int, ctx: Ctx) -> bool:
        """3.12+: the try body falls into ``b``, the exit of the ``while`` loop around it,
        and its clauses join at ``J``, later in that loop's body (its bottom test): a body
        only the clauses loop from is placed with the handlers, after the code that follows
        the loop, and the ``break`` in the try's else part is that fall-through."""
        loop = ctx.loops[-1] if ctx.loops else None
        return loop is not None and not loop.is_for and b == loop.exit and b < J <= w.flow.latch(loop.header) \
            and J in w.flow.handler_code and loop.header in w.flow.reachable

    @staticmethod
    def exit_aliases(w: Walker, copies: Dict[int, Tuple[int, int]], J: int, stops: FrozenSet[int]) -> Dict[int, int]:
        """Where the clauses' copies of the continuation ``J`` are two or more, each
        copy's ``POP_EXCEPT`` is a stop alias of ``J``: branches of a clause that end at
        their own copies end alike (``if a: X elif b: Y``: the then-branch jumps to one
        copy, the else-branch's paths run into others)."""
        if len(copies) < 2 or J < 0:
            return {}
        ps = [j - 1 if w.ins[j - 1].op == "POP_EXCEPT" else j - 4 for j in copies]
        if any(w.ins[p].op != "POP_EXCEPT" or w.ins[p - 1].op == "POP_EXCEPT" or p in stops or p in w.stop_aliases
               for p in ps):
            return {}  # (POP_EXCEPT twice: the exit of a clause nested in it, which reads it as its own)
        return {p: w.stop_aliases.get(J, J) for p in ps}

    def inline_cont(self, w: Walker, inline: List[int], end: int, star: bool, ctx: Ctx) -> int:
        """3.12+: with a body that never falls through (outside loops), the code after the
        statement is placed after the POP_EXCEPT of the clause that runs into it: the first
        clause exit that is not ``return <constant>`` (loaded after POP_EXCEPT, whether in
        the clause or after the statement; also after those of enclosing clauses, or the
        copies of enclosing exits).  -1: none."""
        if end != -1 or star or ctx.loops or not w.bc.facts.cold_handlers:
            return -1
        own = [j for j in inline if _const_return(w, j) is None and self.const_return(w, j) is None
               and self.unwound_const_return(w, j, self.clauses) is None]
        return min(own, default=-1)

    @staticmethod
    def exiting_loop_else(w: Walker, b: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
        """In a loop, where the body's with statement continues only in handler code (at
        ``b``) and every clause leaves by a break/continue/return: the code at ``b`` that
        never falls through is the else part; None if it is not."""
        try:
            orelse, oend, _ = w.walk(b, ctx, list(stack))
        except DecompileFailure:
            return None
        return orelse if oend == -1 else None

    @staticmethod
    def exiting_else(w: Walker, b: int, T: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
        """3.11 ([body][else][handlers]): with no join (every clause returns or raises), the
        code between the body and the handlers that ends in a return or raise of its own (not
        the copied implicit ``return None``) is the else part; None if it is not."""
        ins = w.ins
        if not b < T or w.bc.facts.cold_handlers or ins[T - 1].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
            return None
        if T - b == 2 and ins[b].op == "LOAD_CONST" and ins[b].argval is None:
            return None
        try:
            orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
        except DecompileFailure:
            return None
        return orelse if oend == -1 else None

    @staticmethod
    def jumped_else(w: Walker, b: int, T: int, ctx: Ctx) -> int:
        """3.11 ([body][else][jump past the handlers][handlers]): with no join (every clause
        leaves by break/continue/return/raise), code between the body and the jump that ends
        it, past the handlers to normal code, is the else part (without an else part the code
        after the statement would follow the handlers).  Where that jump goes, or -1."""
        ins = w.ins
        if w.bc.facts.cold_handlers or not b < T - 1 or b in ctx.stops or ins[T - 1].op != "JUMP":
            return -1
        raw = ins[T - 1].target
        after = w.thread(raw)
        if not (after > T and after in w.flow.reachable):
            return -1
        return raw if raw in ctx.stops else after  # (e.g. the end of an enclosing try body)

    def loop_end_else(self, w: Walker, T: int, b: int, ctx: Ctx, stack: List[ast.expr]
                      ) -> Optional[List[ast.stmt]]:
        """3.13, in a ``for`` loop: every clause that goes on leaves by a jump to the header
        with no line of its own (it has the line of the clause's last code: the statement's
        own end, threaded there; a ``continue`` has a line), and the code at ``b``, after the
        body, runs to the end of the loop body: that code is the else part.  (3.13 gives each
        jump to the line-less jump that ends an else part a copy of it, so the else part and
        the same code after the statement compile differently.)  None if it is not."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or not loop.is_for or not w.bc.facts.copies_line_less_jumps or w.ins[b].op == "JUMP" \
                or b in ctx.stops:
            return None
        pops = [p for p in self.clause_code(w, T) if w.ins[p].op == "POP_EXCEPT"
                and self.cover(w, p) == self.cover(w, self.cover(w, T)) and w.ins[p - 1].op != "SWAP"]
        ends = [(p, p + 4 if _name_cleanup(w, p + 1) is not None else p + 1) for p in pops]
        if not ends or not all(w.ins[j].op == "JUMP" and w.ins[j].target == loop.header
                               and w.line(j) == w.line(p) == w.line(p - 1) for p, j in ends):
            return None  # (a ``continue`` gives its line to the POP_EXCEPT that it runs first)
        known = len(ctx.breaks)
        try:
            orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
        except DecompileFailure:
            oend = 0
        if oend != -1:
            del ctx.breaks[known:]
            return None
        return orelse

    def clauses_of(self, w: Walker, T: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.ExceptHandler]:
        ins = w.ins
        k = T + 1
        clauses: List[ast.ExceptHandler] = []
        while not (ins[k].op == "RERAISE" and ins[k].arg == 0):
            base = list(stack) + [N.Marker("exc_prev")]
            typ: Optional[ast.expr] = None
            name: Optional[str] = None
            nxt = -1
            if ins[k].op != "POP_TOP":
                typ, k, nxt = self.clause_type(w, T, k, stack)
                if ins[k].op in _STORES:
                    name = ins[k].argval
                elif ins[k].op != "POP_TOP":
                    raise _fail("except target")
            k += 1
            self.clauses.append(name)
            self.clause_loops.append(len(ctx.loops))
            try:
                cbody, cend, _ = w.walk(k, ctx, base)
            finally:
                self.clauses.pop()
                self.clause_loops.pop()
            if cend != -1 and cend not in ctx.stops:
                raise _fail("except clause ended at %d" % cend)
            clauses.append(ast.ExceptHandler(type=typ, name=name, body=cbody or [ast.Pass()]))
            if typ is None:
                return clauses
            k = nxt
        return clauses

    def clause_type(self, w: Walker, T: int, k: int, stack: List[ast.expr]) -> Tuple[ast.expr, int, int]:
        """``<type>; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next``: (type, index after, next clause)."""
        ins = w.ins
        tmp: List[ast.expr] = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
        depth = len(tmp)
        scratch: List[ast.stmt] = []
        start = k
        while ins[k].op != "CHECK_EXC_MATCH":
            if ins[k].target >= 0 or ins[k].op in _ENDS or (k != start and k in w.flow.jump_sources):
                k = self.jumping_type(w, k, tmp, scratch)
                break
            w.sim.step(ins[k], tmp, scratch)
            k += 1
        if scratch or len(tmp) != depth + 1 or ins[k + 1].op != "POP_JUMP_IF_FALSE":
            raise _fail("except type")
        return w.sim.value(tmp[-1]), k + 2, ins[k + 1].target

    @staticmethod
    def jumping_type(w: Walker, start: int, tmp: List[ast.expr], scratch: List[ast.stmt]) -> int:
        """The rest of an except clause's type from ``start``, its first jump (``except A
        or B``, a conditional expression): walked to its CHECK_EXC_MATCH, every jump
        staying within; that index (``tmp`` gets the value)."""
        ins = w.ins
        k = start
        while k < len(ins) and ins[k].op != "CHECK_EXC_MATCH":
            if ins[k].op in _ENDS or ins[k].op == "JUMP" and ins[k].target < k:
                raise _fail("complex except type")
            k += 1
        if k >= len(ins) or any(ins[j].target >= 0 and not start < ins[j].target <= k for j in range(start, k)):
            raise _fail("complex except type")
        out, end, got = w.walk(start, Ctx(frozenset({k})), list(tmp))
        if end != k:
            raise _fail("complex except type")
        tmp[:] = got
        scratch.extend(out)
        return k

    # -- finally ------------------------------------------------------------------------------
    def finally_shape(self, w: Walker, T: int) -> Fin:
        code = self.handler_code(w, T)
        ends = frozenset(k for k in code if w.ins[k].op == "RERAISE" and w.ins[k].arg == 0)
        if not ends:
            return Fin(T + 1, -1, ends)  # the finally body always leaves (return/break/continue)
        last = max(ends)
        # (3.12+: a return in an except clause nested in the body unwinds the body's handler
        # too, code no entry covers)
        nested = {k for t in {e.target for e in w.bc.handlers if T < e.target < last} for k in self.handler_code(w, t)}
        if max(code) != last or any(k not in code and k not in nested and self.cover(w, k) < 0
                                    for k in range(T, last)):
            raise _fail("finally body with jumps out")
        return Fin(T + 1, last, ends, frozenset(code))

    def copy_match(self, w: Walker, fin: Fin, c0: int) -> int:
        """Is there a copy of the finally body at ``c0``?  Returns where it continues
        (what its ``RERAISE 0`` ends became), or -1.  The copy is matched in lockstep: same
        instructions, jump targets mapped consistently."""
        ins = w.ins
        pos: Dict[int, int] = {fin.start: c0}
        conts: Set[int] = set()  # (an end reached by several paths may have a copy on each)
        unwound: Set[int] = set()  # the handler's ``POP_EXCEPT``s before a break/continue/return

        def bind(f: int, c: int) -> bool:
            if f in fin.ends:
                conts.add(c)
                return True
            old = pos.setdefault(f, c)
            return old == c or self.exit_copy(w, c, old)  # (3.12+: one copy jumps to a small exit block
            # that the other copies onto each path)

        for f in range(fin.start, fin.last + 1):
            if f not in fin.code or f in unwound or f in fin.ends:
                continue  # (the handler code of a nested statement)
            c = pos.get(f, -1)
            if c < 0 or c >= len(ins):
                return -1
            x, y = ins[f], ins[c]
            if y.op == "JUMP" and x.op != "JUMP" and c < y.target < len(ins) and w.same_code(f, c):
                # 3.12+: the handler copy has a copy of the end (a small exit block) where the
                # other copy jumps to it
                c = pos[f] = y.target
                y = ins[c]
            if x.op == "POP_TOP" and ins[f + 1].op == "POP_EXCEPT" and f + 1 in fin.code:
                # leaving the handler copy drops the exception state first: the normal copy has
                # nothing (or drops the value that a ``return`` in the try body left)
                unwound.add(f + 1)
                dropped = y.op == "POP_TOP" and ins[f + 2].op != "POP_TOP" and ins[c + 1].op == ins[f + 2].op
                if not bind(f + 2, c + 1 if dropped else c):
                    return -1
                continue
            if y.op == "RETURN_VALUE" and [z.op for z in ins[f:f + 5]] == _UNWIND_RETURN \
                    and ins[f].arg == ins[f + 2].arg == 2 and f + 4 in fin.code:
                # ``return value`` in the handler copy drops the exception and its state from
                # under the value first: the normal copy has nothing
                unwound.update(range(f + 1, f + 4))
                if not bind(f + 4, c):
                    return -1
                continue
            if x.op == "JUMP" and y.op != "JUMP" and x.target > f:
                # a jump over the handlers of a nested statement, which the copy has elsewhere
                if not bind(x.target, c):
                    return -1
                continue
            if x.op == y.op == "JUMP" and (ins[x.target].op == "JUMP") != (ins[y.target].op == "JUMP"):
                # 3.12+: one copy jumps to a jump (back to a loop header), the other straight there
                bound = bind(x.target, c) if ins[x.target].op == "JUMP" else bind(x.target, ins[y.target].target)
                if not bound:
                    return -1
                continue
            if _flipped_back(w, c) == x.op:
                # 3.12+: a conditional jump to a backward jump became ``POP_JUMP_IF_not-X +2; JUMP back``
                if not bind(x.target, c + 1) or not bind(f + 1, c + 2):
                    return -1
                continue
            if x.op != y.op or (x.op != "YIELD_VALUE" and (x.argval != y.argval or (
                    x.argval is None and x.target < 0 and x.arg != y.arg))):
                return -1
            if x.target >= 0 and not bind(x.target, y.target):
                return -1
            if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and not bind(f + 1, c + 1):
                return -1
        if len(conts) == 1:
            return conts.pop()
        if len({w.thread(k) for k in conts}) == 1:
            first = min(conts)  # (several copies of the end jumping to one place forward: that place)
            targets = {w.ins[k].target if w.ins[k].op == "JUMP" else -1 for k in conts}
            if len(conts) > 1 and len(targets) == 1 and min(targets) > first:
                return targets.pop()
            return w.thread(first) if len(conts) > 1 and w.thread(first) > first else first
        first = min(conts)
        if w.ins[first].op == "JUMP" and len({(w.ins[k].op, w.ins[k].target) for k in conts}) == 1:
            return first  # (3.12+: copies of one jump back, e.g. to the loop header: one continuation)
        return first if all(self.exit_copy(w, k, first) for k in conts) else -1

    def finally_part(self, w: Walker, T: int, b: int, end: int, fin: Fin, body: List[ast.stmt],
                     bstack: List[ast.expr], ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        nxt = -1
        if not fin.ends:
            return self.leaving_finally(w, T, body, ctx, stack, out)
        if end == b:
            k = self.copy_match(w, fin, b) if fin.last > fin.start else b
            if k < 0:
                raise _fail("finally copy differs")
            if len(bstack) == len(stack) + 1 and self.returns(w, k, bstack):
                body.append(ast.Return(value=w.sim.value(bstack[-1])))
            elif len(bstack) == len(stack) and self.const_return(w, k) is not None:
                body.append(ast.Return(value=self.const_return(w, k)))  # after enclosing exits
            elif len(bstack) == len(stack) and self.body_tail(w, T, k, ctx):
                body += self.walk_tail(w, T, k, ctx, bstack)
            elif len(bstack) == len(stack):
                nxt = k
            else:
                raise _fail("stack at the end of a try body")
        _explicit_continues(body)
        fbody = self.finally_body(w, T, fin, ctx, stack)
        first = body[0] if len(body) == 1 else None
        if isinstance(first, (ast.Try, ast.TryStar)) and not first.finalbody and first.handlers:
            first.finalbody = fbody or [ast.Pass()]
            node: ast.stmt = first
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fbody or [ast.Pass()])
        out.append(node)
        return nxt

    @staticmethod
    def body_tail(w: Walker, T: int, k: int, ctx: Ctx) -> bool:
        """3.11 ([body][finally copy][jump to the code after the handlers][handlers]): the code
        at ``k``, after the copy of the finally body that ends the try body, is the body's own
        ``break``/``return`` (code other than a jump: popping a ``for`` loop's iterator,
        loading the value) in a loop, or its ``continue`` of a ``while`` loop (a jump back to the
        loop's header, not to the code after the handlers: 3.11 does not thread a jump there
        that has a line, as the end of a ``while`` body has; a ``for`` body's end has none);
        outside loops, its ``return <constant>`` (see :func:`_own_return`)."""
        loop = ctx.loops[-1] if ctx.loops else None
        if w.bc.facts.cold_handlers or not k < T or k in ctx.stops:
            return False
        if loop is None:
            return _own_return(w, k, ctx)
        ins = w.ins[k]
        if ins.op != "JUMP":
            return True
        after = next((j for j in range(T, len(w.ins)) if j in w.flow.reachable), -1)
        return not loop.is_for and ins.target in (loop.header, loop.also) and ins.target != after

    @staticmethod
    def walk_tail(w: Walker, T: int, k: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.stmt]:
        """The end of a try body at ``k`` (see :meth:`body_tail`), which never falls through."""
        tail, end, _ = w.walk(k, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
        if end != -1:
            raise _fail("try body's end after its finally copy ended at %d" % end)
        last = tail[-1] if tail else None
        if isinstance(last, ast.Continue):
            last._undis_implicit = False  # type: ignore[attr-defined]
        return tail

    def finally_body(self, w: Walker, T: int, fin: Fin, ctx: Ctx, stack: List[ast.expr]) -> List[ast.stmt]:
        """The finally body, walked in its handler copy at ``T`` (up to its ``RERAISE 0``;
        3.12+: a last statement copied before each of them is walked once)."""
        tails = fintails.copied_tails(w.ins, fin.ends, fin.code, w.flow.jump_sources)
        if tails:
            try:
                return self._walk_finally(w, T, fin.ends, tails, ctx, stack)
            except DecompileFailure:
                pass
        return self._walk_finally(w, T, fin.ends, {}, ctx, stack)

    def _walk_finally(self, w: Walker, T: int, ends: FrozenSet[int], tails: Dict[int, int], ctx: Ctx,
                      stack: List[ast.expr]) -> List[ast.stmt]:
        base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
        self.clauses.append(None)  # (a break/continue/return in it drops the exception state first)
        self.clause_loops.append(len(ctx.loops))
        saved = dict(w.stop_aliases)
        w.stop_aliases.update(tails)  # (a branch that ends at one copy: so does the other)
        if not tails:  # (each path's own ``RERAISE 0`` ends the one finally body: one exit)
            w.stop_aliases.update((e, min(ends)) for e in ends if e != min(ends) and e not in saved)
        try:
            fbody, fend, fstack = w.walk(T + 1, Ctx(ctx.stops | (frozenset(tails) or ends), ctx.loops,
                                                    ctx.breaks), base)
            if tails and fend in tails:
                tail, fend, _ = w.walk(fend, Ctx(ctx.stops | ends, ctx.loops, ctx.breaks), fstack)
                fbody += tail
        finally:
            self.clauses.pop()
            self.clause_loops.pop()
            w.stop_aliases.clear()
            w.stop_aliases.update(saved)
        if fend not in ends:
            raise _fail("finally body ended at %d" % fend)
        return fbody

    def leaving_finally(self, w: Walker, T: int, body: List[ast.stmt], ctx: Ctx, stack: List[ast.expr],
                        out: List[ast.stmt]) -> int:
        """A finally body that always leaves: its copies need no recognising, as nothing
        follows them; the statement never falls through."""
        base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
        self.clauses.append(None)
        self.clause_loops.append(len(ctx.loops))
        try:
            fbody, fend, _ = w.walk(T + 1, ctx, base)
        finally:
            self.clauses.pop()
            self.clause_loops.pop()
        if fend != -1:
            raise _fail("finally body ended at %d" % fend)
        out.append(ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fbody))
        return -1

    # -- with -----------------------------------------------------------------------------------
    def with_stmt(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        is_async = ins[i].op == "BEFORE_ASYNC_WITH"
        mgr = w.sim.vpop(stack)
        k = i + 1
        if is_async:
            if not (ins[k].op == "GET_AWAITABLE" and ins[k + 1].op == "YIELD_FROM"):
                raise _fail("async with shape")
            k += 2
        hs = [h for h in w.bc.handlers if h.start == k and w.ins[h.target].op == "PUSH_EXC_INFO"
              and ins[h.target + 1].op == "WITH_EXCEPT_START"]
        if len(hs) != 1:
            raise _fail("with without its handler")
        h = hs[0]
        if h.depth != len(stack) + 1:
            raise _fail("with stack depth")
        W = h.target
        end_at = self.with_handler(w, W, is_async)
        raw = ins[end_at].target if ins[end_at].op == "JUMP" else end_at
        swallow = w.thread(raw)
        b = self.body_end(w, W, ctx)
        inner = list(stack) + [N.Marker("with_exit")]
        target, k = self.with_target(w, k, b, inner)
        self.active.add(W)
        self.frames.append(Frame("with", W, None, is_async))
        try:
            body, end, bstack = w.walk(k, Ctx(ctx.stops | {b}, ctx.loops, ctx.breaks), list(inner))
        finally:
            self.active.discard(W)
            self.frames.pop()
        nxt, falls = swallow, False
        if end == b and ins[b].op == "PUSH_EXC_INFO":
            end = -1  # the body ended with a loop that never exits (the walk stops at the next stop)
        if end == b:
            n = exit_call(w, b, is_async)
            swap = ins[b].op == "SWAP" and ins[b].arg == 2
            if n and len(bstack) == len(inner):
                k = b + n
                pops = _iterator_pops(w, k, stack)  # (a break/return in ``for`` loops pops their iterators)
                const = _const_return(w, k + pops)
                if pops <= 1 and swallow != k and self.body_jump(w, k + pops, swallow, ctx, end_at):
                    jumped = w.jump(ins[k + pops].target, ctx, stack[:len(stack) - pops], at=k + pops)
                    if jumped and self.explicit_jump(w, k + pops, end_at):
                        jumped[-1]._undis_implicit = False  # type: ignore[attr-defined]
                    body += jumped
                    self.with_jumps.add(k)
                    nxt = raw  # (not threaded: the jump there may end a try body)
                elif (tail := self.leaving_tail(w, k, swallow, ctx, stack)) is not None:
                    body += tail
                    nxt = raw
                elif const is not None and swallow != k \
                        and not (swallow >= 0 and self.exit_copy(w, swallow, k)):
                    body.append(ast.Return(value=const))  # ``return <constant>`` loads it after the exit
                    self.with_jumps.add(k)
                else:
                    nxt, falls = k, True
            elif swap and len(bstack) == len(inner) + 1 and exit_call(w, b + 1, is_async) and \
                    self.returns(w, b + 1 + exit_call(w, b + 1, is_async), bstack[:-2] + bstack[-1:]):
                body.append(ast.Return(value=w.sim.value(bstack[-1])))
            else:
                raise _fail("with exit shape")
        elif end != -1:
            raise _fail("with body ended at %d" % end)
        if not falls and nxt >= 0 and nxt not in w.flow.reachable and self.bodies:
            T, bT = self.bodies[-1]
            if nxt not in self.extent(w, T):  # what follows the with also follows the try
                self.leaves[T] = nxt
                nxt = bT
        item = ast.withitem(context_expr=mgr, optional_vars=target)
        cls = ast.AsyncWith if is_async else ast.With
        if len(body) == 1 and isinstance(body[0], cls) and getattr(body[0], "_undis_merge", False):
            node = body[0]
            node.items.insert(0, item)
        else:
            node = cls(items=[item], body=body or [ast.Pass()], type_comment=None)
        setattr(node, "_undis_merge", True)  # noqa: B010 - a private mark on an ast node
        out.append(node)
        return nxt

    def leaving_tail(self, w: Walker, k: int, swallow: int, ctx: Ctx, stack: List[ast.expr]
                     ) -> Optional[List[ast.stmt]]:
        """The code at ``k``, right after the exit call that ends a ``with`` body in a loop,
        is the body's last statement, a ``break`` or ``return`` (the pop of a ``for`` loop's
        iterator first; a ``while`` loop's exit block copied onto its break), when the path
        that swallowed an exception goes on elsewhere (not into the same code).  Its
        statements, or None."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or swallow < 0 or w.flow.jump_sources.get(k) or _landing(w, k) == _landing(w, swallow) \
                or w.same_code(k, swallow):
            return None
        if not loop.is_for:
            brk = self.loop_exit_copy(w, k, loop) if w.bc.facts.copies_lined_exit_blocks else -1
            if brk < 0:
                return None
            ctx.breaks.append(brk)
            return [ast.Break()]
        if w.ins[k].op != "POP_TOP" or not _is_iterator(stack[-1:]):
            return None
        breaks: List[int] = []
        try:  # (``k`` may end an enclosing try body: the break/return is the with body's)
            tail, end, _ = w.walk(k, Ctx(ctx.stops - {k}, ctx.loops, breaks), list(stack))
        except DecompileFailure:
            return None
        last = tail[-1] if tail else None
        if end != -1 or not isinstance(last, (ast.Break, ast.Return)):
            return None
        ctx.breaks.extend(breaks)
        return tail

    def body_jump(self, w: Walker, k: int, swallow: int, ctx: Ctx, end_at: int) -> bool:
        """The ``JUMP`` at ``k``, right after the exit call that ends a ``with`` body (and the
        pop of a ``for`` loop's iterator), is the body's last statement (``break``,
        ``continue``): the path that swallowed an exception goes on elsewhere (where the
        statement after the ``with`` starts), or 3.11 (see :meth:`explicit_jump`)."""
        ins = w.ins[k] if k < len(w.ins) else None
        return ins is not None and ins.op == "JUMP" and swallow >= 0 and swallow != k \
            and (_landing(w, ins.target) != _landing(w, swallow) or self.explicit_jump(w, k, end_at)) \
            and k not in w.flow.jump_sources and _loop_jump(w, ctx, w.thread(ins.target))

    @staticmethod
    def explicit_jump(w: Walker, k: int, end_at: int) -> bool:
        """3.11: the ``JUMP`` at ``k`` that ends a ``with`` body does not go to the jump at
        the with's end ``end_at``, though it leads where that one does: the body's own
        ``break``/``continue`` (the with's normal exit jumps to its end, a jump with a line
        of its own, which 3.11 does not thread; 3.12+ does).  3.12+: the path that swallowed
        an exception jumps from ``end_at`` to another jump, not to ``k``, leading where ``k``
        does (the end of a ``while`` body keeps its line: no jump is threaded through it)."""
        ins = w.ins
        if w.bc.facts.cold_handlers:
            raw = ins[end_at].target if ins[end_at].op == "JUMP" else end_at
            return ins[k].op == ins[raw].op == "JUMP" and raw != k and _landing(w, raw) == _landing(w, k)
        return ins[k].op == ins[end_at].op == "JUMP" and k != end_at and ins[k].target != end_at

    def with_handler(self, w: Walker, W: int, is_async: bool) -> int:
        """Check the with handler's shape; where the path that swallowed an exception goes on
        after dropping the exception (a jump there, or the code after the statement)."""
        ins = w.ins
        expect = ["PUSH_EXC_INFO", "WITH_EXCEPT_START"] + (["GET_AWAITABLE", "YIELD_FROM"] if is_async else []) + [
            "POP_JUMP_IF_TRUE", "RERAISE"]
        jt = ins[W + len(expect) - 2].target
        if [x.op for x in ins[W:W + len(expect)]] != expect or [x.op for x in ins[jt:jt + 4]] != [
                "POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
            raise _fail("with handler shape")
        return jt + 4

    def with_target(self, w: Walker, k: int, b: int, inner: List[ast.expr]) -> Tuple[Optional[ast.expr], int]:
        """The ``as`` target (any store: name, attribute, tuple) and where the body starts."""
        ins = w.ins
        if ins[k].op == "POP_TOP":
            return None, k + 1
        mark = N.name("__undis_with_enter__")
        tmp = inner + [mark]
        tstmts: List[ast.stmt] = []
        while len(tmp) > len(inner) and k < b:
            if ins[k].target >= 0:
                raise _fail("with target")
            w.sim.step(ins[k], tmp, tstmts)
            k += 1
        if len(tstmts) != 1 or not isinstance(tstmts[0], ast.Assign) or len(tstmts[0].targets) != 1 \
                or tstmts[0].value is not mark:
            raise _fail("with target")
        return tstmts[0].targets[0], k


def _explicit_continue(w: Walker, orelse: List[ast.stmt], J: int, ctx: Ctx) -> None:
    """3.11 ([body][else][handlers][code after the try]): the else part ``orelse`` of a try
    whose clauses join at ``J``, the jump back that ends the loop body, ends with a jump
    straight to the loop's header: that ``continue`` is explicit (the end of the else part
    would go to ``J``; 3.12+ threads that jump)."""
    last = orelse[-1] if orelse else None
    loop = ctx.loops[-1] if ctx.loops else None
    if isinstance(last, ast.Continue) and loop is not None and not w.bc.facts.cold_handlers and w.ins[J].op == "JUMP" \
            and w.ins[J].target in (loop.header, loop.also) and J not in (loop.header, loop.also):
        last._undis_implicit = False  # type: ignore[attr-defined]


def _uncovered_jump(w: Walker, ext: FrozenSet[int], k: int) -> bool:
    """3.12+: is the jump at ``k``, outside the protected range ``ext``, part of the try
    body?  A jump cannot raise: 3.13 leaves some in a body uncovered (the flipped test of
    ``if c: break``, the jump of a ``break`` out of a loop nested in the body).  It is when
    the jumps there lie between two pieces of the range (not a jump that ends the body)."""
    if not w.bc.facts.cold_handlers or k - 1 not in ext:
        return False
    j = k
    while j < len(w.ins) and (w.ins[j].op == "JUMP" or w.ins[j].op in COND_JUMPS):
        j += 1
    return j > k and j in ext


def _loop_around(w: Walker, loop: Loop, ext: FrozenSet[int]) -> bool:
    """Is ``loop`` around the try statement protecting ``ext`` (the try may start at its
    header: it does not protect the loop's jump back then)?"""
    start = min(ext)
    return loop.header < start or (loop.header == start and w.flow.latch(loop.header) not in ext)


def _exit_block(w: Walker, k: int) -> bool:
    """Is the code at ``k`` a small exit block: straight-line code, entered at its start
    only, that ends in a return or raise?"""
    for j in range(k, min(k + 64, len(w.ins))):
        if j > k and w.flow.jump_sources.get(j) or w.ins[j].target >= 0:
            return False
        if w.ins[j].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            return True
    return False


def _explicit_continues(body: List[ast.stmt]) -> None:
    """Mark each ``continue`` in ``body`` as a statement of its own, never the end of a loop
    body (e.g. in the body of a try statement with a finally body, it runs a copy of the
    finally body first)."""
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Continue):
                node._undis_implicit = False  # type: ignore[attr-defined]


def _landing(w: Walker, k: int) -> int:
    """Where a chain of unconditional jumps (either way) from ``k`` ends."""
    for _ in range(8):
        if w.ins[k].op != "JUMP":
            break
        k = w.ins[k].target
    return k


def _is_iterator(top: List[ast.expr]) -> bool:
    """Is ``top`` (the top of a stack, or nothing) a ``for`` loop's iterator?"""
    return bool(top) and N.is_iterator(top[-1])


def _iterator_pops(w: Walker, k: int, stack: List[ast.expr]) -> int:
    """How many ``POP_TOP`` from ``k`` on drop the ``for`` loops' iterators on top of ``stack``."""
    n = 0
    while k + n < len(w.ins) and w.ins[k + n].op == "POP_TOP" and _is_iterator(stack[:len(stack) - n][-1:]):
        n += 1
    return n


def _pops_iterator(w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """``SWAP 2; POP_TOP`` at ``k`` drops a ``for`` loop's iterator from under the top."""
    under = stack[-2] if len(stack) >= 2 else None
    return w.ins[k].op == "SWAP" and w.ins[k].arg == 2 and w.ins[k + 1].op == "POP_TOP" and N.is_iterator(under)


def _pops_exception(w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """``SWAP 2; POP_EXCEPT`` at ``k`` drops an except clause's exception state from under the top."""
    under = stack[-2] if len(stack) >= 2 else None
    return w.ins[k].op == "SWAP" and w.ins[k].arg == 2 and w.ins[k + 1].op == "POP_EXCEPT" and \
        isinstance(under, N.Marker) and under.kind == "exc_prev"


_FLIP = {"POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE", "POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE",
         "POP_JUMP_IF_NONE": "POP_JUMP_IF_NOT_NONE", "POP_JUMP_IF_NOT_NONE": "POP_JUMP_IF_NONE"}


def _flipped_back(w: Walker, c: int) -> str:
    """``POP_JUMP_IF_X +2; JUMP back`` at ``c``: the optimizer's form of a ``POP_JUMP_IF_not-X``
    to that backward jump (3.12+ has no backward conditional jumps): that opname, else ""."""
    ins = w.ins
    if ins[c].op not in _FLIP or ins[c].target != c + 2 or ins[c + 1].op != "JUMP" or ins[c + 1].target > c:
        return ""
    return _FLIP[ins[c].op]


def _const_return(w: Walker, k: int) -> Optional[ast.expr]:
    """``return <constant>`` at ``k``: the constant."""
    if k + 1 < len(w.ins) and w.ins[k].op == "LOAD_CONST" and w.ins[k + 1].op == "RETURN_VALUE":
        return N.const(w.ins[k].argval)
    return None


def _own_return(w: Walker, k: int, ctx: Ctx) -> bool:
    """3.11, outside loops: ``return <constant>`` at ``k``, after the copy of the finally
    body that ends a try body (see :meth:`Try311.body_tail`), is the body's own, unless it
    may be the code after the statement, copied: 3.11 copies only the implicit ``return
    None`` (no line), so where an enclosing statement's stop is no such return (the try
    goes on there), or the constant is not None, it is not."""
    const = _const_return(w, k)
    if const is None:
        return False
    if not N.is_const(const, None):
        return True
    inner = [s for s in ctx.stops if s < len(w.ins)]
    return bool(inner) and not any(w.same_code(k, s) for s in inner)


def _name_cleanup(w: Walker, j: int) -> Optional[str]:
    """``LOAD_CONST None; STORE name; DELETE name`` at ``j``: the name."""
    ins = w.ins
    if j + 2 < len(ins) and ins[j].op == "LOAD_CONST" and ins[j].argval is None and ins[j + 1].op in _STORES \
            and ins[j + 2].op == _DELETES[ins[j + 1].op] and ins[j + 1].argval == ins[j + 2].argval:
        name: str = ins[j + 1].argval
        return name
    return None


def _endless(node: ast.While) -> bool:
    """``while True`` whose body has no ``break`` of its own (nested loops' aside)."""
    if not (isinstance(node.test, ast.Constant) and node.test.value is True):
        return False
    todo: List[ast.AST] = list(node.body)
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Break):
            return False
        if isinstance(n, (ast.While, ast.For, ast.AsyncFor)):
            todo.extend(n.orelse)
        elif not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(n))
    return True


def _cold_join(w: Walker, ctx: Ctx, t: int, b: int) -> bool:
    """3.12+: the jump back at ``t`` to the header of the loop around the try statement, in
    handler code (the loop's normal flow always continues earlier: the end of its body is
    only reached from handlers), where the try body goes on too (``b``, or a jump there
    from ``b``): the end of the loop body, where the statement's paths join (not a
    ``break`` past the loop's normal latch; a retry loop's else part goes elsewhere)."""
    loop = ctx.loops[-1] if ctx.loops else None
    ins = w.ins
    return loop is not None and w.bc.facts.cold_handlers and t != loop.header and t in w.flow.handler_code \
        and ins[t].op == "JUMP" and ins[t].target == loop.header and 0 <= b < len(ins) \
        and (b == t or (ins[b].op == "JUMP" and ins[b].target == t))


def _loop_jump(w: Walker, ctx: Ctx, t: int) -> bool:
    """Is a jump to ``t`` a break/continue of the innermost loop?"""
    if not ctx.loops:
        return False
    loop = ctx.loops[-1]
    if w.ins[t].op == "POP_EXCEPT" and loop.header not in w.flow.handler_code:
        return False  # (3.12+: the exit of an except clause in the loop, placed after the loop)
    return t in (loop.header, loop.also) or t == loop.exit or w.past_loop(t, loop) or w.retry_jump(t, loop)


#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "BEFORE_WITH", "BEFORE_ASYNC_WITH", "CHECK_EXC_MATCH", "POP_EXCEPT", "PUSH_EXC_INFO", "RERAISE",
    "WITH_EXCEPT_START",
})
