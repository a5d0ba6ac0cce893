"""Shared ground of the try/with idioms of the block-stack versions (3.8-3.10).

:class:`Blocks38` is the base of :class:`~undis.structure.except38.TryExcept38`,
:class:`~undis.structure.finally38.TryFinally38` and :class:`~undis.structure.with38.With38`,
which :class:`~undis.structure.try38.TryBlocks38` combines into one idiom.  It holds what
they share: the stack of blocks being walked (:meth:`Blocks38.unwind` skips the code an
early exit runs to leave them) and the walk of one block with its frame pushed; the
3.10 "copied tails" (the code after a statement, copied onto each path into it, and
copies of a whole exit path recorded as aliases of the one walked); and where the walk
goes on after a statement that we end ourselves.
"""
from __future__ import annotations

import ast
from typing import FrozenSet, List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure.exitseq38 import STORES
from undis.structure.fingraph38 import align_graph
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure
from undis.structure.stmt_edit import else_to_end
from undis.structure.unwind38 import Frame, exit_of
from undis.structure.walker import Ctx, Idiom, Walker

__all__ = ["EXITLESS", "STORES", "TERMINAL", "Blocks38", "Sig", "copy_exits", "dead", "dead_exit_body",
           "exitless_finally", "fail", "first_copy", "outer_stops", "value_return"]

TERMINAL = ("RETURN_VALUE", "JUMP", "RAISE_VARARGS", "RERAISE")
#: a stretch of code as 3.10's copies are compared: per instruction (op, repr(argval),
#: target -- relative to the stretch when inside it, unless compared absolutely)
Sig = Tuple[Tuple[str, str, int], ...]


def dead(w: Walker, p: int) -> bool:
    """Nothing reaches ``p``: no jump targets it and the instruction before does not fall through."""
    return p not in w.flow.jump_sources and w.ins[p - 1].op in TERMINAL


def dead_exit_body(w: Walker, body: List[ast.stmt]) -> List[ast.stmt]:
    """3.8/3.9: a try or with body that never gets to its normal exit, which the compiler
    kept though nothing reaches it: a jump of the compiler's went there (the peephole keeps
    what a jump went to, even one it dropped as dead code after a ``return``), the end of
    the body's last statement (:func:`~undis.structure.stmt_edit.else_to_end`)."""
    return body if w.bc.facts.drops_dead_code else else_to_end(body, w.jumped_raises(), kept=True)


def value_return(w: Walker, a: int) -> bool:
    """From ``a``, only enclosing try bodies and clauses are left (and ``for`` loops, their
    iterators popped under the value: ``ROT_TWO; POP_TOP``) before ``RETURN_VALUE``: the
    rest of a ``return value`` (loaded before), not a copy of code that returns."""
    ins = w.ins
    while a < len(ins) and (ins[a].op in ("POP_BLOCK", "POP_EXCEPT") or (
            ins[a].op == "SWAP" and ins[a].arg == 2 and a + 1 < len(ins) and ins[a + 1].op == "POP_TOP")):
        a += 2 if ins[a].op == "SWAP" else 1
    return a < len(ins) and ins[a].op == "RETURN_VALUE"



def _straight_return(w: Walker, k: int) -> bool:
    """From ``k``, straight code that no jump enters (past ``k``) runs to a ``RETURN_VALUE``
    that is not at ``k`` itself (there: ``return value``, loaded before leaving blocks)."""
    ins, j = w.ins, k
    while j < len(ins) and ins[j].target < 0 and ins[j].op not in TERMINAL and (
            j == k or j not in w.flow.jump_sources):
        j += 1
    return k < j < len(ins) and ins[j].op == "RETURN_VALUE"


def _one_block(w: Walker, p: int, n: int) -> bool:
    """The ``n`` instructions at ``p`` are one basic block (no jump in it, none into it past
    ``p``): a block the compiler may copy (3.10 copies an exit block onto each jump to it)."""
    return all(w.ins[k].target < 0 and (k == p or k not in w.flow.jump_sources) for k in range(p, p + n))


#: :meth:`Blocks38.unwind`: the exit runs a finally body that never falls through (its own
#: exit, after the copy, is dead code the compiler dropped)
EXITLESS = -2


def exitless_finally(w: Walker, k: int, fr: Frame) -> bool:
    """3.10: at ``k``, the exit leaves the try/finally body of ``fr`` (``POP_BLOCK``) and runs
    a copy of its finally body that never falls through (every path returns or raises, as
    the handler's copy, laid out otherwise: :func:`~undis.structure.fingraph38.align_graph`)."""
    if fr.kind != "finally" or fr.h < 0 or w.ins[k].op != "POP_BLOCK":
        return False
    graph = align_graph(w.ins, k + 1, fr.h)
    return graph is not None and not graph.ends


def copy_exits(w: Walker, k: int, m: int, fr: Frame) -> bool:
    """3.9+: the exit at ``k`` leaves the try/finally body of ``fr`` (``POP_BLOCK``) and runs
    the copy of its finally body up to ``m``, a copy that never falls through (it ends in a
    return or raise, 3.10: the handler of a try in it, or a jump back into it, a loop
    that never ends; and no jump inside it goes past it): the compiler dropped the exit's
    own code after it (as dead code), a ``return``, ``break`` or ``continue`` reads the same."""
    ins = w.ins
    last = ins[m - 1] if k + 1 < m else None
    ends = last is not None and (last.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
                                 or (last.op == "JUMP" and k < last.target < m - 1))
    return fr.kind == "finally" and ins[k].op == "POP_BLOCK" and ends \
        and not any(ins[j].target >= m for j in range(k + 1, m))


def first_copy(w: Walker, k: int, ctx: Ctx) -> int:
    """The target of a ``break`` already seen in the innermost loop (which has no exit of
    its own) whose code is the same as at ``k``: each break runs its own copy of the code
    after the loop, one place for all of them; else ``k``."""
    return next((b for b in ctx.breaks if b != k and w.same_code(k, b)), k)


def fail(why: str) -> DecompileFailure:
    return DecompileFailure("try/with (3.8-3.10): " + why)


def outer_stops(ctx: Ctx) -> FrozenSet[int]:
    """The stops of ``ctx`` for a walk inside a block: a jump to the loop's exit from inside
    a block is a ``break``, not a stop."""
    if ctx.loops and ctx.loops[-1].exit >= 0:
        return ctx.stops - {ctx.loops[-1].exit}
    return ctx.stops


class Blocks38(Idiom):
    """State and walks shared by the block idioms: a stack of the blocks being walked (for
    early exits) and the 3.10 copied tails."""

    def __init__(self) -> None:
        self.frames: List[Frame] = []
        self.tail: Sig = ()  # 3.10: the copied tail after the try body
        self.htails: List[Tuple[int, Sig]] = []  # handlers' copied tails
        #: 3.10: the RERAISEs of the finally body being walked that stand for the code after
        #: the statement (copied into each path of the normal copy: :class:`~undis.structure.fincopy38.FinallyCopy`)
        self.fin_exits: FrozenSet[int] = frozenset()
        #: where the code after the copy of the finally body starts, for the last
        #: :data:`EXITLESS` exit that :meth:`unwind` met (3.9: dead code the compiler kept;
        #: -1: none, 3.10 drops it)
        self.exitless_rest = -1

    @staticmethod
    def _sig(w: Walker, a: int, b: int, absolute: bool = False) -> Sig:
        return tuple((x.op, repr(x.argval), x.target if absolute or x.target < a or x.target >= b
                      else x.target - a) for x in w.ins[a:b])

    def unwind(self, w: Walker, i: int, stack: List[ast.expr]) -> Optional[int]:
        """Skip the code that leaves the innermost blocks early (``return``/``break``/
        ``continue``); the walker then meets the plain exit.  None: not such code;
        :data:`EXITLESS`: it runs a copy of a finally body that never falls through
        (:attr:`exitless_rest` says where the code after that copy starts).  Between
        two blocks, the iterators of the ``for`` loops that lie between them are popped
        (under a value returned): those are dropped from the simulated ``stack``."""
        k = i
        popped: List[int] = []  # (the indices in ``stack`` of the iterators popped)
        for fr in reversed(self.frames):
            m = exit_of(w.ins, k, fr)
            if m < 0 and k > i:
                m = self._iterator_pops(w, k, fr, stack, popped)
            if m < 0 and exitless_finally(w, k, fr):
                self.exitless_rest = -1
                return EXITLESS
            if m >= 0 and copy_exits(w, k, m, fr):
                self.exitless_rest = m
                return EXITLESS
            if m < 0:
                if k > i and w.ins[k].op == "POP_BLOCK":
                    # (the exit leaves ``fr``'s block too, by code not read: not the plain exit)
                    raise fail("exit from a %s block not read" % fr.kind)
                break
            if fr.kind == "finbody" and m in fr.ends:
                # (a ``break`` out of a loop that ends an enclosing finally body: its exception
                # dropped, then that body's re-raise; not this body's end)
                raise fail("an exit from a finally body read as its end")
            k = m
        if k == i:
            return None
        for at_ in sorted(popped, reverse=True):
            del stack[at_]
        return k

    @staticmethod
    def _iterator_pops(w: Walker, k: int, fr: Frame, stack: List[ast.expr], popped: List[int]) -> int:
        """At ``k``, between two blocks being left: pops of ``for`` loop iterators (``ROT_TWO;
        POP_TOP`` under a value kept on top, else ``POP_TOP``), each of an iterator on the
        simulated ``stack`` (the indices of those popped before are in ``popped``), then the
        exit of block ``fr``: where that exit ends (-1: not such code); the indices of the
        iterators popped are added to ``popped``."""
        ins, j = w.ins, k
        found: List[int] = []
        while j not in w.flow.jump_sources:
            swap = ins[j].op == "SWAP" and ins[j].arg == 2 and j + 1 < len(ins) and ins[j + 1].op == "POP_TOP"
            if not swap and ins[j].op != "POP_TOP":
                break
            at_ = len(stack) - len(popped) - len(found) - (2 if swap else 1)
            if at_ < 0 or not N.is_iterator(stack[at_]):
                return -1
            found.append(at_)
            j += 2 if swap else 1
        m = exit_of(ins, j, fr) if found else -1
        if m >= 0:
            popped.extend(found)
        return m

    def copied_break(self, w: Walker, i: int, k: int, ctx: Ctx) -> int:
        """3.10: the exit at ``i`` that leaves try bodies, except clauses and try/finally
        bodies (running a copy of each finally body), up to ``k``, with no value kept on top
        (a ``return`` of a name or an expression loads it before them), and goes on with a
        copy of the code at the exit of the ``while`` loop around them, to a return or raise:
        a ``break`` whose small exit block the compiler copied (``return <constant>`` reads
        the same and is left alone).  Where the break goes: the loop's exit, or past its else
        clause, or ``k`` (or an earlier copy) when the loop has no exit (``while True``: the
        copies are the only place that code is); else -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        ins = w.ins
        kinds = self._left(w, i, k)
        if loop is None or loop.is_for or not w.bc.facts.copies_exit_blocks or not kinds or "with" in kinds \
                or ins[k].op in ("JUMP", "RETURN_VALUE") \
                or (ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE"):
            return -1
        if loop.exit < 0:
            return first_copy(w, k, ctx) if _straight_return(w, k) else -1
        return w.past_else(k, loop.exit)

    def with_break(self, w: Walker, i: int, k: int, ctx: Ctx) -> int:
        """3.10: the exit at ``i`` that leaves a ``with`` (no ``finally``) in a ``while`` loop
        and goes on (at ``k``) with straight code to a return that loads its value only then
        (``return name`` loads it before leaving, kept on top of the exit with ``ROT_TWO``;
        ``return <constant>`` reads the same and is left alone): the code after the loop,
        which the compiler copied onto a ``break``.
        Where the break goes: the loop's exit (past an else clause), or ``k`` when the loop
        has none (the copy is the only place that code is); else -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        ins = w.ins
        kinds = self._left(w, i, k)
        if loop is None or loop.is_for or not w.bc.facts.copies_exit_blocks or "with" not in kinds \
                or kinds & {"finally", "finbody"} or any(ins[j].op == "SWAP" for j in range(i, k)) \
                or ins[k].op == "JUMP" or (ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE") \
                or not _straight_return(w, k):
            return -1
        return w.past_else(k, loop.exit) if loop.exit >= 0 else first_copy(w, k, ctx)

    def _left(self, w: Walker, i: int, k: int) -> FrozenSet[str]:
        """The kinds of the innermost blocks that the code from ``i`` to ``k`` leaves
        (:meth:`unwind`); empty when it does not end at ``k``."""
        j, kinds = i, set()
        for fr in reversed(self.frames):
            m = exit_of(w.ins, j, fr)
            if m < 0:
                break
            j = m
            kinds.add(fr.kind)
        return frozenset(kinds) if j == k else frozenset()

    def _sub(self, w: Walker, start: int, ctx: Ctx, stops: Set[int], stack: List[ast.expr], frame: Frame
             ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        self.frames.append(frame)
        try:
            return w.walk(start, Ctx(outer_stops(ctx) | frozenset(stops), ctx.loops, ctx.breaks), stack)
        finally:
            self.frames.pop()

    def _return_after(self, w: Walker, a: int, limit: int, raises: bool = False, finals: bool = False) -> int:
        """3.10: the ``RETURN_VALUE`` (before ``limit``) ending straight code from ``a``: a copy
        of the code after a statement (which may leave enclosing try bodies; ``finals``: and
        try/finally bodies, running a copy of each finally body); -1 if none.
        ``raises``: a ``raise`` may end it too (the compiler copies those exit blocks alike).
        No statement starts with ``POP_TOP``: a ``for`` loop's iterator popped is a ``break``
        (or ``return <constant>``, which reads the same)."""
        blocks, skipped = 0, -1
        k = a - 1
        while k + 1 < limit:
            k += 1
            x = w.ins[k]
            if x.op == "POP_TOP" and (k == a or w.ins[k - 1].op in ("POP_BLOCK", "POP_EXCEPT") or k - 1 == skipped):
                return -1
            if finals and x.op == "POP_BLOCK" and blocks < len(self.frames) \
                    and self.frames[-blocks - 1].kind == "finally":
                blocks += 1
                m = exit_of(w.ins, k, self.frames[-blocks])
                if m < 0 or (w.ins[m].op == "LOAD_CONST" and w.ins[m + 1].op == "RETURN_VALUE"):
                    return -1  # (``return <constant>`` in the body leaves the blocks the same way)
                k = skipped = m - 1  # (the copy of the finally body skipped)
                continue
            if x.op in ("POP_BLOCK", "POP_EXCEPT"):
                # leaving an enclosing try body or handler; not a finally/with (that is an unwind)
                blocks += 1
                if blocks > len(self.frames) or self.frames[-blocks].kind != (
                        "try" if x.op == "POP_BLOCK" else "handler"):
                    return -1
                continue
            if x.op == "RETURN_VALUE" or k in self.fin_exits or (raises and x.op in ("RAISE_VARARGS", "RERAISE")):
                return k
            if x.target >= 0 or x.op in ("RAISE_VARARGS", "RERAISE", "SETUP_FINALLY", "SETUP_WITH",
                                         "SETUP_ASYNC_WITH"):
                return -1
        return -1

    def _tail_to(self, w: Walker, a: int, h: int, raises: bool = False) -> bool:
        """3.10: ``a..h-1`` is straight code ending in a return (``raises``: or a raise) (the
        statement's continuation, copied in front of the handler; not :func:`value_return`)."""
        return self._return_after(w, a, h, raises) == h - 1 and not value_return(w, a)

    def _copies(self, w: Walker, lo: int, p: int, t: int) -> Set[int]:
        """3.10: other copies (from ``POP_BLOCK``s in ``lo..p``) of the exit path ``p..t``.
        The compiler copies an exit block onto each jump to it and lays each copy out right
        after the block (or its last copy), so a copy of more than ``MAX_COPY`` instructions
        (too many to copy in place of a jump) that is not in the run of copies that ends at
        ``p`` is an early exit of its own (a ``return`` or ``break`` leaving the same blocks)."""
        sig, n = self._sig(w, p, t + 1), t + 1 - p
        run = self._copy_run(w, lo, p, n, sig) if w.bc.facts.copies_exit_blocks and n > MAX_COPY else None
        return {q for q in range(lo, p) if w.ins[q].op == "POP_BLOCK" and self._sig(w, q, q + n) == sig
                and (run is None or q in run)}

    def _copy_run(self, w: Walker, lo: int, p: int, n: int, sig: Sig) -> Set[int]:
        """The blocks of ``n`` instructions (``sig``) laid out one after the other right
        before ``p`` (from ``lo``), each one block: copies of the exit block at ``p``."""
        run: Set[int] = set()
        q = p - n
        while q >= lo and _one_block(w, q, n) and self._sig(w, q, q + n) == sig:
            run.add(q)
            q -= n
        return run

    def _alias_copies(self, w: Walker, lo: int, p: int, t: int) -> Set[int]:
        """3.10: :meth:`_copies`, recorded as aliases of ``p``."""
        found = self._copies(w, lo, p, t)
        for q in found:
            w.stop_aliases[q] = p
        return found

    @staticmethod
    def _region_end(w: Walker, i: int, h: int, ctx: Ctx) -> int:
        """The first index after the handlers at ``h`` (of the block set up at ``i``) that code
        outside them reaches: a stop, or a jump target from before the block."""
        for k in range(h + 1, len(w.ins)):
            if k in ctx.stops or any(src < i for src in w.flow.jump_sources.get(k, ())):
                if w.ins[k - 1].op == "JUMP" and k - 1 > h and k - 1 not in w.flow.jump_sources:
                    return k - 1  # the dead jump that ended the enclosing branch (over an else)
                return k
        return len(w.ins)

    @staticmethod
    def _after_return(w: Walker, r: int, ctx: Ctx) -> int:
        """Where the walk goes after a ``return`` we emitted ourselves: a stop or dead code."""
        nxt = r + 1
        if w.bc.facts.drops_dead_code and ctx.loops and nxt == ctx.loops[-1].exit:
            return -1  # (3.10: the loop's exit follows a body that ends with the statement: not its end)
        if nxt in ctx.stops or nxt >= len(w.ins):
            return nxt
        if w.ins[nxt].op == "LOAD_CONST" and w.ins[nxt].argval is None \
                and nxt + 2 == len(w.ins) and w.ins[nxt + 1].op == "RETURN_VALUE":
            return nxt  # the implicit ``return None``: dead, dropped by the clean-up
        if nxt not in w.flow.jump_sources and w.ins[nxt].op == "JUMP":
            return nxt  # the dead jump that ended the enclosing branch (over an else)
        if not w.bc.facts.drops_dead_code and (nxt not in w.flow.jump_sources or w.flow.never_runs(nxt)):
            return nxt  # 3.8/3.9: dead statements after it, which the compiler keeps
        raise fail("code after a return through a block")
