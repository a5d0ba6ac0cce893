"""try/except/else/finally and with/async with on the block-stack versions (3.8-3.10).

Recognised at ``SETUP_FINALLY`` / ``SETUP_WITH`` / ``SETUP_ASYNC_WITH``.  Only the common
shapes are rebuilt; anything else raises :class:`DecompileFailure` rather than guessing.
Early exits (``return``/``break``/``continue``) from inside a block are handled by skipping
the block scaffolding (``POP_BLOCK``, 3.8 ``CALL_FINALLY``, the 3.9+ inlined finally copy,
the with-exit call) in front of them.
"""

from __future__ import annotations

import ast
from typing import List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.walker import Ctx, Idiom, Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_EXITS = ("RETURN_VALUE", "JUMP")


def _fail(why: str) -> DecompileFailure:
    return DecompileFailure("try/with (3.8-3.10): " + why)


class _Frame:
    def __init__(self, kind: str, final: Tuple[Tuple[str, str, int], ...] = ()) -> None:
        self.kind = kind  # "try", "finally", "with", "handler"
        self.final = final  # 3.9+: the signature of the inlined finally body


class TryBlocks38(Idiom):
    """The idiom; state is a stack of the blocks being walked (for early exits)."""

    starts = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "POP_BLOCK", "BEFORE_ASYNC_WITH",
                        "POP_EXCEPT", "ROT_FOUR", "BEGIN_FINALLY", "END_FINALLY", "POP_FINALLY", "CALL_FINALLY",
                        "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "WITH_EXCEPT_START", "RERAISE"})

    def __init__(self) -> None:
        self.frames: List[_Frame] = []

    # -- dispatch ----------------------------------------------------------------------
    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = w.ins[i].op
        if op == "SETUP_FINALLY":
            h = w.ins[i].target
            if self._is_except(w, h):
                return self.try_except(w, i, ctx, stack, out)
            return self.try_finally(w, i, ctx, stack, out)
        if op in ("SETUP_WITH", "SETUP_ASYNC_WITH"):
            return self.with_(w, i, ctx, stack, out)
        if op == "POP_BLOCK":
            return self.early_exit(w, i)
        if op == "BEFORE_ASYNC_WITH":
            return self.async_with(w, i, ctx, stack, out)
        if self.frames and self.frames[-1].kind == "handler":
            # leaving a handler early (return/break/continue): the exception block is dropped
            if op == "POP_EXCEPT" and i + 1 < len(w.ins):
                self._no_outer_cleanup()
                return i + 1
            if op == "ROT_FOUR" and w.ins[i + 1].op == "POP_EXCEPT" and w.ins[i + 2].op == "RETURN_VALUE":
                return i + 2
        if op in ("BEGIN_FINALLY", "END_FINALLY", "POP_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START",
                  "WITH_CLEANUP_FINISH", "WITH_EXCEPT_START", "POP_EXCEPT", "RERAISE"):
            raise _fail("unexpected %s at %d" % (op, i))
        return None

    @staticmethod
    def _sig(w: Walker, a: int, b: int, absolute: bool = False) -> Tuple[Tuple[str, str, int], ...]:
        return tuple((x.op, repr(x.argval), x.target if absolute or x.target < a or x.target >= b
                      else x.target - a) for x in w.ins[a:b])

    def early_exit(self, w: Walker, i: int) -> int:
        """A ``POP_BLOCK`` that is not the end of a block walked here: skip the scaffolding."""
        ins = w.ins
        n = len(ins)
        if not self.frames:
            raise _fail("POP_BLOCK outside a block")
        fr = self.frames[-1]
        j = i + 1
        if fr.kind == "finally":
            if j < n and ins[j].op == "CALL_FINALLY":
                return j + 1
            if fr.final:
                L = len(fr.final)
                if self._sig(w, j, j + L) == fr.final:
                    return j + L
                # value returned: the copy may sit after POP_BLOCK directly
            raise _fail("early exit from try/finally")
        if fr.kind == "with":
            # 3.8: [ROT_TWO] BEGIN_FINALLY WITH_CLEANUP_START WITH_CLEANUP_FINISH POP_FINALLY 0
            k = j
            if k < n and ins[k].op == "SWAP":
                k += 1
            if k + 3 < n and [x.op for x in ins[k:k + 4]] == ["BEGIN_FINALLY", "WITH_CLEANUP_START",
                                                              "WITH_CLEANUP_FINISH", "POP_FINALLY"]:
                return k + 4  # the exit function is not on the simulated stack: ROT_TWO is moot
            # 3.9+: [ROT_TWO] LOAD_CONST None; COPY; COPY; CALL 3; POP_TOP
            if k + 4 < n and self._is_with_exit(w, k):
                return k + 5
            raise _fail("early exit from with")
        if fr.kind.startswith("named:"):
            # 3.9+: POP_BLOCK [ROT_FOUR] POP_EXCEPT LOAD_CONST None STORE e DELETE e, then the exit
            name = fr.kind[6:]
            k = j + 1 if ins[j].op == "ROT_FOUR" else j
            x = ins[k:k + 4]
            if len(x) == 4 and x[0].op == "POP_EXCEPT" and x[1].op == "LOAD_CONST" and x[1].argval is None \
                    and x[2].op in _STORES and x[2].argval == name and x[3].op.startswith("DELETE_") \
                    and x[3].argval == name and k + 4 < n and ins[k + 4].op in _EXITS:
                self._no_outer_cleanup()
                return k + 4
            raise _fail("early exit from except-as")
        if fr.kind in ("try", "handler"):
            self._no_outer_cleanup()
            return j
        raise _fail("early exit from block")

    def _no_outer_cleanup(self) -> None:
        """An early exit through an enclosing finally/with would need its cleanup skipped too."""
        if any(f.kind in ("finally", "with") for f in self.frames[:-1]):
            raise _fail("early exit through an enclosing finally/with")

    @staticmethod
    def _is_with_exit(w: Walker, k: int) -> bool:
        ins = w.ins
        if k + 4 >= len(ins):
            return False
        x = ins[k:k + 5]
        return (x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op == "COPY" and x[2].op == "COPY"
                and x[3].op == "CALL" and getattr(x[3].argval, "argc", -1) == 2 + 1 - 1 + 1 and x[4].op == "POP_TOP")

    @staticmethod
    def _is_except(w: Walker, h: int) -> bool:
        ins = w.ins
        if ins[h].op == "COPY":
            return True
        return [x.op for x in ins[h:h + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]

    def _sub(self, w: Walker, start: int, ctx: Ctx, stops: Set[int], stack: List[ast.expr], frame: _Frame
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
        ins = w.ins
        h = ins[i].target
        else_start = -1
        stops = {h}
        self.tail: Tuple[Tuple[str, str, int], ...] = ()
        tail_at = -1
        if ins[h - 1].op == "JUMP" and ins[h - 2].op == "POP_BLOCK":
            else_start = ins[h - 1].target
            stops.add(h - 2)
        elif ins[h - 1].op == "RETURN_VALUE" and ins[h].op == "COPY":
            # 3.10: the code after the statement is copied after POP_BLOCK and into each handler
            for q in range(h - 3, i, -1):
                if ins[q].op == "POP_BLOCK":
                    if all(x.op not in ("POP_BLOCK", "SETUP_FINALLY", "SETUP_WITH") and x.target < 0
                           for x in ins[q + 1:h]) and q not in w.flow.jump_sources:
                        tail_at = q
                    break
        if tail_at >= 0:
            body, end, bst = self._sub(w, i + 1, ctx, {tail_at, h}, list(stack), _Frame("try"))
            if end != tail_at or len(bst) != len(stack):
                tail_at = -1
            else:
                self.tail = self._sig(w, tail_at + 1, h, absolute=True)
                else_start = tail_at + 1
        if tail_at < 0:
            body, end, _ = self._sub(w, i + 1, ctx, stops, list(stack), _Frame("try"))
        tail = self.tail
        if else_start >= 0 and end != h - 2 and tail_at < 0:
            raise _fail("try body did not reach its POP_BLOCK")
        if else_start < 0 and end != -1:
            raise _fail("try body falls into its handler")
        handlers: List[ast.ExceptHandler] = []
        exits: List[int] = []
        j = h
        reraise = -1
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
            elif [x.op for x in ins[k:k + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]:
                name = None
                hbody, exit_ = self._plain_handler(w, k + 3, nxt, ctx, stack, tail, else_start)
            else:
                raise _fail("handler prologue")
            if exit_ >= 0:
                exits.append(exit_)
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
            if typ is None:
                break
            j = nxt
            if ins[j].op in ("END_FINALLY", "RERAISE"):
                reraise = j
                break
        if len(set(exits)) > 1:
            raise _fail("handlers end in different places")
        orelse: List[ast.stmt] = []
        if else_start < 0:
            out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
            if exits:
                return exits[0]
            if reraise >= 0:
                return self._after_return(w, reraise, ctx)
            raise _fail("try/except without a join")
        join = exits[0] if exits else -1
        if join < 0:
            # no handler falls through: what follows the handler table continues the try
            out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
            return else_start
        if join != else_start:
            orelse, e, _ = w.walk(else_start, Ctx(ctx.stops | {join}, ctx.loops, ctx.breaks), list(stack))
            if e not in (join, -1):
                raise _fail("else clause")
            if not orelse:
                raise _fail("empty else")
        _ = reraise
        out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[]))
        return join

    @staticmethod
    def _dead_end(w: Walker, ctx: Ctx) -> int:
        raise _fail("try/except without a join")

    def _plain_handler(self, w: Walker, s: int, nxt: int, ctx: Ctx, stack: List[ast.expr],
                       tail: Tuple[Tuple[str, str, int], ...] = (), join: int = -1) -> Tuple[List[ast.stmt], int]:
        ins = w.ins
        if tail:
            limit = nxt if nxt >= 0 else len(ins)
            for q in range(limit - 1, s - 1, -1):
                if ins[q].op == "POP_EXCEPT" and self._sig(w, q + 1, q + 1 + len(tail), absolute=True) == tail:
                    hb, e, _ = self._sub(w, s, ctx, {q}, list(stack), _Frame("handler"))
                    if e != q:
                        raise _fail("handler did not reach its tail")
                    return hb, join
            raise _fail("handler without the copied tail")
        # find the POP_EXCEPT; JUMP that ends it (before nxt when typed)
        limit = nxt if nxt >= 0 else len(ins)
        p = -1
        for q in range(limit - 1, s - 1, -1):
            if ins[q].op == "POP_EXCEPT" and q + 1 < len(ins) and ins[q + 1].op == "JUMP" and (
                    nxt < 0 or q + 2 == nxt or (q + 3 == nxt and ins[q + 2].op in ("END_FINALLY", "RERAISE"))):
                p = q
                break
        stops = {p} if p >= 0 else set()
        if nxt >= 0:
            stops.add(nxt)
        hb, e, _ = self._sub(w, s, ctx, stops, list(stack), _Frame("handler"))
        if p >= 0:
            if e == -1 and p not in w.flow.jump_sources and w.ins[p - 1].op in ("JUMP", "RETURN_VALUE"):
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
        if tail:
            p = c - 4 - t
            if not (p > s and ins[p].op == "POP_BLOCK" and ins[p + 1].op == "POP_EXCEPT"
                    and self._sig(w, c - t, c, absolute=True) == tail):
                raise _fail("except-as without the copied tail")
            exit_ = join
        elif ins[c - 2].op == "POP_BLOCK" and ins[c - 1].op == "BEGIN_FINALLY":  # 3.8
            p = c - 2
            ops = [x.op for x in ins[c:c + 6]]
            if ops != ["LOAD_CONST", "STORE_FAST", "DELETE_FAST", "END_FINALLY", "POP_EXCEPT", "JUMP"] and \
                    ops[:5] != ["LOAD_CONST", "STORE_FAST", "DELETE_FAST", "END_FINALLY", "POP_EXCEPT"]:
                if [x.op for x in ins[c:c + 4]] != ["LOAD_CONST", "STORE_NAME", "DELETE_NAME", "END_FINALLY"]:
                    raise _fail("3.8 except-as cleanup")
            exit_ = ins[c + 5].target if ins[c + 5].op == "JUMP" else -1
            if exit_ < 0:
                raise _fail("3.8 except-as exit")
        elif c >= 6 and ins[c - 6].op == "POP_BLOCK" and ins[c - 5].op == "POP_EXCEPT" and ins[c - 1].op == "JUMP":
            p = c - 6
            exit_ = ins[c - 1].target
        else:
            raise _fail("except-as shape")
        hb, e, _ = self._sub(w, s + 1, ctx, {p, c}, list(stack), _Frame("named:" + name))
        if e == -1 and p not in w.flow.jump_sources and ins[p - 1].op in ("JUMP", "RETURN_VALUE"):
            return hb, exit_
        if e != p:
            raise _fail("except-as body end")
        return hb, exit_

    @staticmethod
    def _strip_pop_except(b: List[ast.stmt]) -> List[ast.stmt]:
        return b

    # -- try/finally -----------------------------------------------------------------------
    def try_finally(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        h = ins[i].target
        returns38 = ins[h - 1].op == "RETURN_VALUE" and any(x.op == "CALL_FINALLY" for x in ins[i + 1:h])
        if (ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK") or returns38:  # 3.8
            body, e, _ = self._sub(w, i + 1, ctx, {h} if returns38 else {h - 2}, list(stack), _Frame("finally"))
            if e != (-1 if returns38 else h - 2):
                raise _fail("try/finally body end")
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
            fin, e, _ = w.walk(h, Ctx(ctx.stops | {r}, ctx.loops, ctx.breaks), list(stack))
            if e != r:
                raise _fail("finally body end")
            self._merge_try(out, body, fin)
            return self._after_return(w, r, ctx) if returns38 else r + 1
        # 3.9+: handler is F; RERAISE, a copy of F follows the POP_BLOCK on the normal path
        r = h
        while r < len(ins) and ins[r].op != "RERAISE":
            if ins[r].target >= 0 or ins[r].op in ("SETUP_FINALLY", "SETUP_WITH", "RETURN_VALUE"):
                raise _fail("complex finally body")
            r += 1
        if r >= len(ins):
            raise _fail("finally without RERAISE")
        L = r - h
        final = self._sig(w, h, r)
        p = -1
        for q in range(h - 1, i, -1):
            if ins[q].op == "POP_BLOCK" and self._sig(w, q + 1, q + 1 + L) == final:
                p = q
                break
        if p < 0:
            raise _fail("no normal-path finally copy")
        body, e, bstack = self._sub(w, i + 1, ctx, {p}, list(stack), _Frame("finally", final))
        if e != p:
            raise _fail("try/finally body end")
        fin, e, _ = w.walk(h, Ctx(ctx.stops | {r}, ctx.loops, ctx.breaks), list(stack))
        if e != r:
            raise _fail("finally body end")
        after = p + 1 + L
        if len(bstack) == len(stack) + 1 and ins[after].op == "RETURN_VALUE":
            body.append(ast.Return(value=w.sim.value(bstack[-1])))
            self._merge_try(out, body, fin)
            return self._after_return(w, r if after + 1 == h else after, ctx)
        if len(bstack) != len(stack):
            raise _fail("value left by try body")
        self._merge_try(out, body, fin)
        if after == h - 1 and ins[after].op == "JUMP" and ins[after].target > r:
            return ins[after].target
        if after == h:
            return r + 1
        return after

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
        if ins[h - 1].op == "RETURN_VALUE" and not normal:  # the body always returns: no normal exit
            body, e, _ = self._sub(w, start, ctx, {h}, body_stack, _Frame("with"))
            if e != -1:
                raise _fail("with body end")
            if v38:
                last = self._cleanup38_end(w, h, is_async)
            else:
                ops = [x.op for x in ins[h:h + 8]]
                if ops != ["WITH_EXCEPT_START", "POP_JUMP_IF_TRUE", "RERAISE", "POP_TOP", "POP_TOP", "POP_TOP",
                           "POP_EXCEPT", "POP_TOP"] or is_async:
                    raise _fail("with handler shape")
                last = h + 7
            self._emit_with(out, mgr, targets, body, is_async)
            return self._after_return(w, last, ctx)
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
        body, e, bstack = self._sub(w, start, ctx, {p}, body_stack, _Frame("with"))
        if e != p:
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
    def _after_return(w: Walker, r: int, ctx: Ctx) -> int:
        """Where the walk goes after a ``return`` we emitted ourselves: a stop or dead code."""
        nxt = r + 1
        if nxt in ctx.stops or nxt >= len(w.ins):
            return nxt
        if nxt not in w.flow.jump_sources and w.ins[nxt].op == "LOAD_CONST" and w.ins[nxt].argval is None \
                and nxt + 2 == len(w.ins) and w.ins[nxt + 1].op == "RETURN_VALUE":
            return nxt  # the implicit ``return None``: dead, dropped by the clean-up
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
})
