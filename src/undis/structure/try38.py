"""try/except/else/finally and with/async with on the block-stack versions (3.8-3.10).

Recognised at ``SETUP_FINALLY`` / ``SETUP_WITH`` / ``SETUP_ASYNC_WITH`` (a ``break`` out of
``async for``: :mod:`undis.structure.asyncfor38`; the loop: :mod:`undis.structure.async_for`).
Each block is walked with a :class:`~undis.structure.unwind38.Frame` pushed; an early ``return``/``break``/``continue``
is found by skipping, innermost first, the code each block emits to be left
(:func:`~undis.structure.unwind38.exit_of`), whatever the number of blocks crossed.  3.9+
finally bodies are inlined on each exit: the copies are aligned with the handler's copy
(:func:`~undis.structure.unwind38.align_finally`).  3.10 also copies the code after a
statement (a short block ending in ``return``) onto each path into it: those "copied
tails" are matched by signature and copies of a whole exit path are recorded as aliases.
Anything else raises :class:`DecompileFailure` rather than guessing.
"""
from __future__ import annotations

import ast
from typing import Dict, List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure.asyncfor38 import is_async_break
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.unwind38 import Frame, align_finally, exit_of, finally_end, reraise_run, skip_await
from undis.structure.walker import Ctx, Idiom, Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_TERMINAL = ("RETURN_VALUE", "JUMP", "RAISE_VARARGS", "RERAISE")


def _dead(w: Walker, p: int) -> bool:
    """Nothing reaches ``p``: no jump targets it and the instruction before does not fall through."""
    return p not in w.flow.jump_sources and w.ins[p - 1].op in _TERMINAL


def _fail(why: str) -> DecompileFailure:
    return DecompileFailure("try/with (3.8-3.10): " + why)


class TryBlocks38(Idiom):
    """The idiom; state is a stack of the blocks being walked (for early exits)."""

    #: every opname :meth:`match` tests (keep the two in step)
    starts = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH",
                        "JUMP", "POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP",
                        "BEGIN_FINALLY", "END_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH",
                        "WITH_EXCEPT_START", "RERAISE"})

    def __init__(self) -> None:
        self.frames: List[Frame] = []
        self.tail: Tuple[Tuple[str, str, int], ...] = ()  # 3.10: the copied tail after the try body
        self.htails: List[Tuple[int, Tuple[Tuple[str, str, int], ...]]] = []  # handlers' copied tails
        self.aliases: Dict[int, int] = {}  # 3.10: a copy of a statement's exit path -> the one walked

    # -- dispatch ----------------------------------------------------------------------
    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = w.ins[i].op
        if op == "SETUP_FINALLY":
            h = w.ins[i].target
            if self._is_except(w, i, h):
                return self.try_except(w, i, ctx, stack, out)
            return self.try_finally(w, i, ctx, stack, out)
        if op in ("SETUP_WITH", "SETUP_ASYNC_WITH"):
            return self.with_(w, i, ctx, stack, out)
        if op == "BEFORE_ASYNC_WITH":
            return self.async_with(w, i, ctx, stack, out)
        if op == "JUMP" and ctx.loops and is_async_break(w, i, ctx.loops[-1]):
            ctx.breaks.append(w.ins[i].target)
            out.append(ast.Break())
            return len(w.ins)  # the walk of this branch ends here
        if op in ("POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP") and self.frames:
            nxt = self.unwind(w, i)
            if nxt is not None:
                return nxt
        if op in ("BEGIN_FINALLY", "END_FINALLY", "POP_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START",
                  "WITH_CLEANUP_FINISH", "WITH_EXCEPT_START", "POP_EXCEPT", "RERAISE"):
            raise _fail("unexpected %s at %d" % (op, i))
        return None

    @staticmethod
    def _sig(w: Walker, a: int, b: int, absolute: bool = False) -> Tuple[Tuple[str, str, int], ...]:
        return tuple((x.op, repr(x.argval), x.target if absolute or x.target < a or x.target >= b
                      else x.target - a) for x in w.ins[a:b])

    def unwind(self, w: Walker, i: int) -> Optional[int]:
        """Skip the code that leaves the innermost blocks early (``return``/``break``/
        ``continue``); the walker then meets the plain exit.  None: not such code."""
        k = i
        for fr in reversed(self.frames):
            m = exit_of(w.ins, k, fr)
            if m < 0:
                break
            k = m
        return k if k > i else None

    @staticmethod
    def _is_with_exit(w: Walker, k: int) -> bool:
        ins = w.ins
        if k + 4 >= len(ins):
            return False
        x = ins[k:k + 5]
        return (x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op == "COPY" and x[2].op == "COPY"
                and x[3].op == "CALL" and getattr(x[3].argval, "argc", -1) == 2 + 1 - 1 + 1 and x[4].op == "POP_TOP")

    @staticmethod
    def _is_except(w: Walker, i: int, h: int) -> bool:
        """The handler at ``h`` of the ``SETUP_FINALLY`` at ``i`` matches exceptions (else: finally)."""
        ins = w.ins
        if ins[h].op == "COPY":
            return True
        if [x.op for x in ins[h:h + 3]] != ["POP_TOP", "POP_TOP", "POP_TOP"]:
            return False
        # 3.9+: a finally body that starts with an exit also pops the exception first; but
        # ``except: pass`` (leaving to where the body goes) reads the same: take the except
        m = finally_end(ins, h)
        if m >= 0 and ins[m].op == "JUMP" and ins[h - 1].op == "JUMP" and ins[h - 1].target == ins[m].target:
            return True
        return not any(ins[q].op == "POP_BLOCK" and align_finally(ins, q + 1, h) is not None for q in range(i + 1, h))

    def _sub(self, w: Walker, start: int, ctx: Ctx, stops: Set[int], stack: List[ast.expr], frame: Frame
             ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        self.frames.append(frame)
        outer = ctx.stops
        if ctx.loops and ctx.loops[-1].exit >= 0:
            outer = outer - {ctx.loops[-1].exit}  # a jump there from inside a block is a ``break``
        try:
            return w.walk(start, Ctx(outer | frozenset(stops), ctx.loops, ctx.breaks), stack)
        finally:
            self.frames.pop()

    # -- try/except[/else] ---------------------------------------------------------------
    def try_except(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        saved = (self.htails, self.tail)  # a try nested in a handler has its own
        self.htails = []
        try:
            return self._try_except(w, i, ctx, stack, out)
        finally:
            self.htails, self.tail = saved

    def _try_except(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        h = ins[i].target
        else_start = -1
        stops = {h}
        self.tail = ()
        tail_at = tail_end = -1
        if ins[h - 1].op == "JUMP" and ins[h - 2].op == "POP_BLOCK":
            else_start = ins[h - 1].target
            stops.add(h - 2)
        else:
            # 3.10: the code after the statement is copied after POP_BLOCK and into each handler
            for q in range(h - 2, i, -1):
                if ins[q].op == "POP_BLOCK":
                    t = self._return_after(w, q + 1, h)
                    if t >= 0 and q not in w.flow.jump_sources:
                        tail_at, tail_end = q, t
                    break
        if tail_at >= 0:
            dups = self._alias_copies(w, i + 1, tail_at, tail_end)
            body, end, bst = self._sub(w, i + 1, ctx, {tail_at, h} | dups, list(stack), Frame("try"))
            if self.aliases.get(end, end) != tail_at or len(bst) != len(stack):
                tail_at = -1
            else:
                self.tail = self._sig(w, tail_at + 1, tail_end + 1, absolute=True)
                else_start = tail_at + 1
        if tail_at < 0:
            body, end, _ = self._sub(w, i + 1, ctx, stops, list(stack), Frame("try"))
        tail = self.tail
        if else_start >= 0 and end != h - 2 and tail_at < 0 and not (end == -1 and _dead(w, h - 2)):
            raise _fail("try body did not reach its POP_BLOCK")
        if else_start < 0 and end != -1:
            raise _fail("try body falls into its handler")
        handlers: List[ast.ExceptHandler] = []
        exits: List[int] = []
        hexits: List[int] = []  # where each handler goes on
        j = h
        reraise = -1
        retry: List[Tuple[int, int, int, Optional[str]]] = []  # handlers falling into a tail: (index, start,
        # next handler, name)
        while True:
            if ins[j].op == "COPY":
                k = j + 1
                m = k
                while m < len(ins) and ins[m].op not in ("EXC_MATCH_COMPARE", "JUMP_IF_NOT_EXC_MATCH"):
                    m += 1
                if m >= len(ins):
                    raise _fail("no exception match")
                stmts, e, tstack = w.walk(k, Ctx(frozenset({m})), [])
                if stmts or e != m or len(tstack) != 1:
                    raise _fail("exception type expression")
                typ: Optional[ast.expr] = w.sim.value(tstack[0])
                if ins[m].op == "EXC_MATCH_COMPARE":
                    if ins[m + 1].op != "POP_JUMP_IF_FALSE":
                        raise _fail("exception match jump")
                    nxt = ins[m + 1].target
                    k = m + 2
                else:
                    nxt = ins[m].target
                    k = m + 1
            elif [x.op for x in ins[j:j + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]:
                typ, nxt, k = None, -1, j
            else:
                raise _fail("handler shape")
            # k: POP_TOP; STORE e; POP_TOP  or POP_TOP x3
            if ins[k].op == "POP_TOP" and ins[k + 1].op in _STORES and ins[k + 2].op == "POP_TOP":
                name = ins[k + 1].argval
                hbody, exit_ = self._named_handler(w, k + 3, name, ctx, stack, tail, else_start)
                if exit_ == -2:
                    retry.append((len(handlers), k + 3, nxt, name))
            elif [x.op for x in ins[k:k + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]:
                name = None
                hbody, exit_ = self._plain_handler(w, k + 3, nxt, ctx, stack, tail, else_start)
                if exit_ == -2:
                    retry.append((len(handlers), k + 3, nxt, None))
            else:
                raise _fail("handler prologue")
            hexits.append(exit_)
            if exit_ >= 0:
                exits.append(exit_)
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
            if typ is None:
                break
            j = nxt
            if ins[j].op in ("END_FINALLY", "RERAISE"):
                reraise = j
                break
        if retry:
            exits += self._tail_joins(w, ctx, stack, else_start, handlers, retry)
        exits = [self.aliases.get(x, x) for x in exits]
        if else_start >= 0 and self.aliases.get(else_start) in exits:
            else_start = self.aliases[else_start]  # the else path runs a copy of the exit
        if len(set(exits)) > 1:
            raise _fail("handlers end in different places")
        orelse: List[ast.stmt] = []
        if else_start < 0:
            out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
            if exits:
                return exits[0]
            if reraise >= 0:
                return self._after_return(w, reraise, ctx)
            return self._region_end(w, i, h, ctx)  # a bare except that never falls through
        join = exits[0] if exits else -1
        if join < 0:
            # no handler falls through: what follows the handler table continues the try
            out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
            nxt = reraise + 1
            if reraise >= 0 and nxt < len(ins) and ins[nxt].op == "JUMP" and ins[nxt].target == else_start \
                    and else_start in ctx.stops and nxt not in w.flow.jump_sources:
                return nxt  # the dead jump that ended the enclosing branch (over an else)
            return else_start
        if join != else_start:
            try:
                orelse, e, _ = w.walk(else_start, Ctx(ctx.stops | {join}, ctx.loops, ctx.breaks), list(stack))
                if self.aliases.get(e, e) not in (join, -1):
                    raise _fail("else clause")
            except DecompileFailure:
                if not (0 <= join < i and ctx.loops and join in (ctx.loops[-1].header, ctx.loops[-1].also)):
                    raise
                # the handlers go back to the loop header: each ends in ``continue``; no else
                for handler, exit_ in zip(handlers, hexits):
                    if exit_ == join:
                        handler.body = [x for x in handler.body if not isinstance(x, ast.Pass)] + [ast.Continue()]
                out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
                return else_start
            if ctx.loops and join == ctx.loops[-1].header:
                while orelse and isinstance(orelse[-1], ast.Continue):
                    orelse.pop()  # the else falls back to the loop header: no ``continue`` there
            if not orelse:
                raise _fail("empty else")
        _ = reraise
        out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[]))
        return join

    def _tail_joins(self, w: Walker, ctx: Ctx, stack: List[ast.expr], else_start: int,
                    handlers: List[ast.ExceptHandler], retry: List[Tuple[int, int, int, Optional[str]]]) -> List[int]:
        """3.10: handlers that fell into a copy of the code after the statement join where
        that code sits on the normal path (or, when the body never gets there, at their
        copy); without such a place their copy is their own ``return``."""
        sigs = {sig for _, sig in self.htails}
        join = -1
        if len(sigs) == 1:
            sig = sigs.pop()
            if else_start >= 0:
                for q in range(else_start, len(w.ins) - len(sig) + 1):
                    if self._sig(w, q, q + len(sig), absolute=True) == sig:
                        join = q
                        break
            else:
                join = self.htails[0][0]
        if join >= 0:
            return [join] * len(retry)
        for index, start, nxt, name in retry:
            if name is None:
                hb, e = self._plain_handler(w, start, nxt, ctx, stack, (), -3)
            else:
                hb, e = self._named_handler(w, start, name, ctx, stack, (), -3)
            if e != -1:
                raise _fail("handler end")
            handlers[index].body = hb or [ast.Pass()]
        return []

    def _plain_handler(self, w: Walker, s: int, nxt: int, ctx: Ctx, stack: List[ast.expr],
                       tail: Tuple[Tuple[str, str, int], ...] = (), join: int = -1) -> Tuple[List[ast.stmt], int]:
        ins = w.ins
        if tail:
            limit = nxt if nxt >= 0 else len(ins)
            for q in range(limit - 1, s - 1, -1):
                if ins[q].op == "POP_EXCEPT" and self._sig(w, q + 1, q + 1 + len(tail), absolute=True) == tail:
                    hb, e, _ = self._sub(w, s, ctx, {q}, list(stack), Frame("handler"))
                    if e != q:
                        raise _fail("handler did not reach its tail")
                    return hb, join
            # no copy of the tail: the handler never falls through
            hb, e, _ = self._sub(w, s, ctx, {nxt} if nxt >= 0 else set(), list(stack), Frame("handler"))
            if e != -1:
                raise _fail("handler without the copied tail")
            return hb, -1
        # find the POP_EXCEPT; JUMP that ends it (before nxt when typed)
        limit = nxt if nxt >= 0 else len(ins)
        p = -1
        for q in range(limit - 1, s - 1, -1):
            if ins[q].op == "POP_EXCEPT" and q + 1 < len(ins) and ins[q + 1].op == "JUMP" and (
                    nxt < 0 or q + 2 == nxt or (q + 3 == nxt and ins[q + 2].op in ("END_FINALLY", "RERAISE"))):
                p = q
                break
        if p < 0 and join != -3 and w.bc.facts.copies_exit_blocks:
            for q in range(limit - 1, s, -1):
                if ins[q].op == "POP_EXCEPT" and ins[q - 1].op != "ROT_FOUR" and self._tail_to(w, q + 1, limit) \
                        and not _dead(w, q):
                    hb, e, _ = self._sub(w, s, ctx, {q} | ({nxt} if nxt >= 0 else set()), list(stack),
                                         Frame("handler"))
                    if e == q:  # 3.10: falls into a copy of the code after the statement
                        self.htails.append((q + 1, self._sig(w, q + 1, limit, absolute=True)))
                        return hb, -2
                    break
        stops = {p} if p >= 0 else set()
        if nxt >= 0:
            stops.add(nxt)
        hb, e, _ = self._sub(w, s, ctx, stops, list(stack), Frame("handler"))
        if p >= 0:
            if e == -1 and _dead(w, p):
                return self._strip_pop_except(hb), ins[p + 1].target
            if e != p:
                raise _fail("handler did not reach POP_EXCEPT")
            return self._strip_pop_except(hb), ins[p + 1].target
        if e != -1:
            raise _fail("handler end")
        return self._strip_pop_except(hb), -1

    def _named_handler(self, w: Walker, s: int, name: str, ctx: Ctx, stack: List[ast.expr],
                       tail: Tuple[Tuple[str, str, int], ...] = (), join: int = -1) -> Tuple[List[ast.stmt], int]:
        ins = w.ins
        if ins[s].op != "SETUP_FINALLY":
            raise _fail("except-as without cleanup")
        c = ins[s].target
        t = len(tail)
        if tail and c - 4 - t > s and ins[c - 4 - t].op == "POP_BLOCK" and ins[c - 3 - t].op == "POP_EXCEPT" \
                and self._sig(w, c - t, c, absolute=True) == tail:
            p = c - 4 - t
            exit_ = join
        elif tail:
            p, exit_ = -1, -1  # no copy of the tail: the handler never falls through
        elif ins[c + 3].op == "END_FINALLY":  # 3.8: cleanup; END_FINALLY; POP_EXCEPT; JUMP join
            if not self._cleanup_at(w, c, name) or ins[c + 4].op != "POP_EXCEPT" or ins[c + 5].op != "JUMP":
                raise _fail("3.8 except-as cleanup")
            exit_ = ins[c + 5].target
            p = c - 2 if ins[c - 2].op == "POP_BLOCK" and ins[c - 1].op == "BEGIN_FINALLY" else -1
        elif c >= 6 and ins[c - 6].op == "POP_BLOCK" and ins[c - 5].op == "POP_EXCEPT" and ins[c - 1].op == "JUMP" \
                and self._cleanup_at(w, c - 4, name):
            p = c - 6
            exit_ = ins[c - 1].target
        else:
            p, exit_ = -1, -1
            for q in range(c - 6 if join != -3 and w.bc.facts.copies_exit_blocks else -1, s, -1):
                if ins[q].op == "POP_BLOCK" and ins[q + 1].op == "POP_EXCEPT" and self._cleanup_at(w, q + 2, name) \
                        and self._tail_to(w, q + 5, c) and not _dead(w, q):
                    p, exit_ = q, -2  # 3.10: falls into a copy of the code after the statement
                    break
        if p < 0 and ins[c - 1].op not in _TERMINAL:
            raise _fail("except-as shape")
        hb, e, _ = self._sub(w, s + 1, ctx, {p, c} if p >= 0 else {c}, list(stack), Frame("named", name=name))
        if exit_ == -2:
            self.htails.append((p + 5, self._sig(w, p + 5, c, absolute=True)))
        if e == -1 and (p < 0 or _dead(w, p)):
            return hb, exit_
        if e != p:
            raise _fail("except-as body end")
        return hb, exit_

    @staticmethod
    def _cleanup_at(w: Walker, c: int, name: str) -> bool:
        """``name = None; del name`` (the except-as clean-up) at ``c``."""
        x = w.ins[c:c + 3]
        return (len(x) == 3 and x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op in _STORES
                and x[1].argval == name and x[2].op.startswith("DELETE_") and x[2].argval == name)

    @staticmethod
    def _strip_pop_except(b: List[ast.stmt]) -> List[ast.stmt]:
        return b

    # -- try/finally -----------------------------------------------------------------------
    def try_finally(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        h = ins[i].target
        if ins[h].op != "RERAISE" and any(x.op in ("CALL_FINALLY", "POP_FINALLY", "END_FINALLY")
                                          for x in ins[i + 1:]):
            return self._try_finally38(w, i, ctx, stack, out)
        # 3.9+: the handler is F; RERAISE, a copy of F follows each POP_BLOCK leaving the body;
        # the normal exit's copy runs into the handler or jumps over it
        p, end, r = -1, -1, -1
        for q in range(h - 1, i, -1):
            if ins[q].op == "POP_BLOCK":
                m = align_finally(ins, q + 1, h)
                if m is None:
                    continue
                if r < 0:
                    r = m[1]
                if m[0] == h or (m[0] == h - 1 and ins[m[0]].op == "JUMP") or self._tail_to(w, m[0], h):
                    p, (end, r) = q, m
                    break
        frame = Frame("finally", h=h)
        if p >= 0:
            t = self._return_after(w, end, h) if end < h - 1 else -1
            dups = self._alias_copies(w, i + 1, p, t) if t >= 0 else set()
            body, e, bstack = self._sub(w, i + 1, ctx, {p} | dups, list(stack), frame)
            e = self.aliases.get(e, e)
            if e == -1 and _dead(w, p):
                e, bstack = p, list(stack)  # the body never gets to its normal exit
            if e != p or len(bstack) != len(stack):
                if not (e == p and len(bstack) == len(stack) + 1 and ins[end].op == "RETURN_VALUE"):
                    raise _fail("try/finally body end")
                p = -1  # ``return value``: an early exit, the body has no normal one
        if p < 0:
            if ins[h - 1].op not in _TERMINAL:
                raise _fail("no normal-path finally copy")
            body, e, _ = self._sub(w, i + 1, ctx, {h}, list(stack), frame)
            if e not in (-1, h):  # h: after a statement that never falls through
                raise _fail("try/finally body end")
            if r < 0:
                r = self._finally_end(w, h, ctx, stack)
        fin = self._finally_body(w, h, r, ctx, stack, Frame("finbody"))
        self._merge_try(out, body, fin)
        if p < 0:
            return self._after_return(w, reraise_run(ins, r), ctx)
        if end == h - 1 and ins[end].target > r:
            return ins[end].target
        if end == h:
            return reraise_run(ins, r) + 1
        return end  # a jump back (the loop goes on) or out

    def _return_after(self, w: Walker, a: int, limit: int) -> int:
        """3.10: the ``RETURN_VALUE`` (before ``limit``) ending straight code from ``a``: a copy
        of the code after a statement (which may leave enclosing try bodies); -1 if none."""
        blocks = 0
        for k in range(a, limit):
            x = w.ins[k]
            if x.op in ("POP_BLOCK", "POP_EXCEPT"):
                # leaving an enclosing try body or handler; not a finally/with (that is an unwind)
                blocks += 1
                if blocks > len(self.frames) or self.frames[-blocks].kind != (
                        "try" if x.op == "POP_BLOCK" else "handler"):
                    return -1
                continue
            if x.op == "RETURN_VALUE":
                return k
            if x.target >= 0 or x.op in ("RAISE_VARARGS", "RERAISE", "SETUP_FINALLY", "SETUP_WITH",
                                         "SETUP_ASYNC_WITH"):
                return -1
        return -1

    def _tail_to(self, w: Walker, a: int, h: int) -> bool:
        """3.10: ``a..h-1`` is straight code ending in a return (the statement's continuation,
        copied in front of the handler)."""
        return self._return_after(w, a, h) == h - 1

    def _alias_copies(self, w: Walker, lo: int, p: int, t: int) -> Set[int]:
        """3.10: other copies (from ``POP_BLOCK``s in ``lo..p``) of the exit path ``p..t``;
        they are recorded as aliases of ``p``."""
        sig = self._sig(w, p, t + 1)
        found = {q for q in range(lo, p) if w.ins[q].op == "POP_BLOCK" and self._sig(w, q, q + t + 1 - p) == sig}
        for q in found:
            self.aliases[q] = p
        return found

    def _finally_end(self, w: Walker, h: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """3.9+: the ``RERAISE`` ending the finally handler at ``h``: the first one a walk
        of the finally body stops at."""
        for r in range(h, len(w.ins)):
            if w.ins[r].op == "RERAISE":
                try:
                    self._finally_body(w, h, r, ctx, stack, Frame("finbody"))
                except DecompileFailure:
                    continue
                return r
        raise _fail("finally without RERAISE")

    def _finally_body(self, w: Walker, h: int, r: int, ctx: Ctx, stack: List[ast.expr], frame: Frame
                      ) -> List[ast.stmt]:
        self.frames.append(frame)
        outer = ctx.stops
        if ctx.loops and ctx.loops[-1].exit >= 0:
            outer = outer - {ctx.loops[-1].exit}  # a jump there from inside a block is a ``break``
        ends = set(range(r, reraise_run(w.ins, r) + 1)) if w.ins[r].op == "RERAISE" else {r}
        try:
            fin, e, fst = w.walk(h, Ctx(outer | ends, ctx.loops, ctx.breaks), list(stack))
        finally:
            self.frames.pop()
        if not (e in ends or (e == -1 and _dead(w, r))) or len(fst) != len(stack):
            raise _fail("finally body end")
        return fin

    def _try_finally38(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """3.8: ``SETUP_FINALLY h; body; POP_BLOCK; BEGIN_FINALLY; h: F; END_FINALLY``; a
        finally body that exits is run with ``None`` pushed first (popped after it)."""
        ins = w.ins
        h = ins[i].target
        depth = 0
        r = h
        while r < len(ins):
            op = ins[r].op
            if op in ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"):
                depth += 1
            elif op == "END_FINALLY":
                if depth == 0:
                    break
                depth -= 1
            r += 1
        if r >= len(ins):
            raise _fail("no END_FINALLY")
        slot = (i > 0 and ins[i - 1].op == "LOAD_CONST" and ins[i - 1].argval is None and r + 1 < len(ins)
                and ins[r + 1].op == "POP_TOP" and bool(stack) and isinstance(stack[-1], ast.Constant)
                and stack[-1].value is None and i not in w.flow.jump_sources)
        base = stack[:-1] if slot else list(stack)
        normal = ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK"
        if not normal and ins[h - 1].op not in _TERMINAL:
            raise _fail("3.8 try/finally shape")
        body, e, bstack = self._sub(w, i + 1, ctx, {h - 2} if normal else {h}, list(base),
                                    Frame("finally", h=h, none_slot=slot))
        if e != (h - 2 if normal else -1) or (normal and len(bstack) != len(base)):
            raise _fail("try/finally body end")
        fin = self._finally_body(w, h, r, ctx, base, Frame("finbody", none_slot=slot))
        if slot:
            stack.pop()
            r += 1
        self._merge_try(out, body, fin)
        return r + 1 if normal else self._after_return(w, r, ctx)

    @staticmethod
    def _merge_try(out: List[ast.stmt], body: List[ast.stmt], fin: List[ast.stmt]) -> None:
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            body[0].finalbody = fin or [ast.Pass()]
            out.append(body[0])
            return
        out.append(ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fin or [ast.Pass()]))

    # -- with / async with -------------------------------------------------------------------
    def with_(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        is_async = ins[i].op == "SETUP_ASYNC_WITH"
        h = ins[i].target
        mgr = w.sim.pop(stack)
        if is_async:
            mgr = self._unwrap_async(mgr)
        else:
            mgr = w.sim.value(mgr)
        start = i + 1
        targets: List[ast.expr] = []
        body_stack = list(stack)
        if ins[start].op == "POP_TOP":
            start += 1
        else:
            group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
            body_stack.append(Slot(group, 0))
        v38 = ins[h].op == "WITH_CLEANUP_START"
        normal = (ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK") if v38 else any(
            ins[q].op == "POP_BLOCK" and self._is_exit_at(w, q + 1, is_async) for q in range(i + 1, h))
        if ins[h - 1].op in _TERMINAL and not normal:  # the body never ends normally
            body, e, _ = self._sub(w, start, ctx, {h}, body_stack, Frame("with", is_async=is_async))
            if e not in (-1, h):
                raise _fail("with body end")
            last = self._cleanup38_end(w, h, is_async) if v38 else self._with_handler_end(w, h, is_async)
            self._emit_with(out, mgr, targets, body, is_async)
            return last + 1  # a swallowed exception goes on after the statement
        if v38:
            if not (ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK"):
                raise _fail("3.8 with shape")
            p = h - 2
            after = self._cleanup38_end(w, h, is_async) + 1
        else:
            if ins[h].op != "WITH_EXCEPT_START":
                raise _fail("with handler")
            p = -1
            for q in range(h - 1, i, -1):
                if ins[q].op == "POP_BLOCK" and self._is_exit_at(w, q + 1, is_async):
                    p = q
                    break
            if p < 0:
                raise _fail("with normal exit")
            after = self._exit_end(w, p + 1, is_async)
        body, e, bstack = self._sub(w, start, ctx, {p}, body_stack, Frame("with", is_async=is_async))
        if e == -1 and _dead(w, p):  # the body never gets to its normal exit
            bstack = list(stack)
        elif e != p:
            raise _fail("with body end")
        ret = False
        if len(bstack) == len(stack) + 1 and not v38 and ins[after].op == "RETURN_VALUE":
            body.append(ast.Return(value=w.sim.value(bstack[-1])))
            ret = True
        elif len(bstack) != len(stack):
            raise _fail("value left by with body")
        if len(body_stack) > len(stack) and not targets and start == i + 1:
            raise _fail("with target unused")
        self._emit_with(out, mgr, targets, body, is_async)
        if ret:
            return self._after_return(w, after, ctx)
        if not v38:
            if ins[after].op == "JUMP" and after == h - 1 and ins[after].target > h:
                return ins[after].target
            if after == h:
                raise _fail("with exit falls into handler")
        return after

    @staticmethod
    def _with_handler_end(w: Walker, h: int, is_async: bool) -> int:
        """3.9+: the last index of ``WITH_EXCEPT_START [await]; POP_JUMP_IF_TRUE; RERAISE;
        POP_TOP x3; POP_EXCEPT; POP_TOP`` at ``h``."""
        ins = w.ins
        k = h + 1
        if is_async:
            k = skip_await(ins, k)
        ops = [x.op for x in ins[k:k + 7]] if k > 0 else []
        if ins[h].op != "WITH_EXCEPT_START" or ops != ["POP_JUMP_IF_TRUE", "RERAISE", "POP_TOP", "POP_TOP",
                                                         "POP_TOP", "POP_EXCEPT", "POP_TOP"]:
            raise _fail("with handler shape")
        return k + 6

    @staticmethod
    def _emit_with(out: List[ast.stmt], mgr: ast.expr, targets: List[ast.expr], body: List[ast.stmt],
                   is_async: bool) -> None:
        item = ast.withitem(context_expr=mgr, optional_vars=targets[0] if targets else None)
        if len(body) == 1 and isinstance(body[0], (ast.AsyncWith if is_async else ast.With)):
            node = body[0]
            node.items.insert(0, item)
        else:
            cls = ast.AsyncWith if is_async else ast.With
            node = cls(items=[item], body=body or [ast.Pass()], type_comment=None)
        out.append(node)

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
        if nxt in ctx.stops or nxt >= len(w.ins):
            return nxt
        if w.ins[nxt].op == "LOAD_CONST" and w.ins[nxt].argval is None \
                and nxt + 2 == len(w.ins) and w.ins[nxt + 1].op == "RETURN_VALUE":
            return nxt  # the implicit ``return None``: dead, dropped by the clean-up
        if nxt not in w.flow.jump_sources and w.ins[nxt].op == "JUMP":
            return nxt  # the dead jump that ended the enclosing branch (over an else)
        raise _fail("code after a return through a block")

    def async_with(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        k = self._skip_await(w, i + 1)
        if ins[k].op != "SETUP_ASYNC_WITH":
            raise _fail("async with setup")
        mgr = w.sim.value(w.sim.pop(stack))
        stack.append(mgr)
        return self.with_(w, k, ctx, stack, out)

    def _is_exit_at(self, w: Walker, k: int, is_async: bool) -> bool:
        return self._is_with_exit(w, k) if not is_async else self._is_async_exit(w, k)

    def _is_async_exit(self, w: Walker, k: int) -> bool:
        ins = w.ins
        x = ins[k:k + 4]
        return (len(x) == 4 and x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op == "COPY"
                and x[2].op == "COPY" and x[3].op == "CALL")

    def _exit_end(self, w: Walker, k: int, is_async: bool) -> int:
        k += 4
        if is_async:
            k = self._skip_await(w, k)
        if w.ins[k].op != "POP_TOP":
            raise _fail("with exit result")
        return k + 1

    def _cleanup38_end(self, w: Walker, h: int, is_async: bool) -> int:
        """3.8: index of the END_FINALLY closing a with's cleanup that starts at ``h``."""
        k = h + 1
        if is_async:
            k = self._skip_await(w, k)
        if [x.op for x in w.ins[k:k + 2]] != ["WITH_CLEANUP_FINISH", "END_FINALLY"]:
            raise _fail("3.8 with cleanup")
        return k + 1

    @staticmethod
    def _skip_await(w: Walker, k: int) -> int:
        ins = w.ins
        if ins[k].op == "GET_AWAITABLE":
            k += 1
            if ins[k].op == "LOAD_CONST" and ins[k].argval is None:
                k += 1
            if ins[k].op == "YIELD_FROM":
                return k + 1
        raise _fail("await in async with exit")

    @staticmethod
    def _unwrap_async(mgr: ast.expr) -> ast.expr:
        # BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM simulate to ``await <mgr>``
        if isinstance(mgr, ast.Await):
            mgr = mgr.value
        if isinstance(mgr, N.Marker):
            mgr = mgr.value  # type: ignore[assignment]
        if mgr is None or isinstance(mgr, N.Marker):
            raise _fail("async with manager")
        return mgr

#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH", "POP_BLOCK", "POP_EXCEPT",
    "RERAISE", "JUMP_IF_NOT_EXC_MATCH", "EXC_MATCH_COMPARE", "WITH_EXCEPT_START", "BEGIN_FINALLY",
    "END_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "CALL_FINALLY", "POP_FINALLY",
    "GET_ANEXT", "END_ASYNC_FOR",
})
