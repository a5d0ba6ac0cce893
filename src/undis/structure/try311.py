"""try/except/else/finally and with/async with for exception-table bytecode (3.11+).

The protected body is walked like any other sequence, bounded by the end of its
exception-table range; the handler code (inline on 3.11, "cold" at the end on 3.12+) is
parsed clause by clause.  Shapes that are not recognised raise :class:`DecompileFailure`.
"""

from __future__ import annotations

import ast
from typing import List, Optional, Set, Tuple

from undis.bytecode import Handler
from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure
from undis.structure.walker import Ctx, Idiom, Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_DELETES = {"STORE_FAST": "DELETE_FAST", "STORE_NAME": "DELETE_NAME", "STORE_GLOBAL": "DELETE_GLOBAL",
            "STORE_DEREF": "DELETE_DEREF"}
_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")


def _fail(msg: str) -> DecompileFailure:
    return DecompileFailure("try311: " + msg)


class Try311(Idiom):
    def __init__(self) -> None:
        self.active: Set[int] = set()  # handler targets whose protected body is being walked
        self.clause_ends: Set[int] = set()  # POP_EXCEPT ending a clause currently walked

    # -- dispatch ---------------------------------------------------------------------------
    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = w.ins[i].op
        if op in ("BEFORE_WITH", "BEFORE_ASYNC_WITH"):
            return self.with_stmt(w, i, ctx, stack, out)
        if op == "POP_EXCEPT" and self.clause_ends:
            return self.early_pop_except(w, i)
        if op in ("PUSH_EXC_INFO", "WITH_EXCEPT_START", "CHECK_EXC_MATCH"):
            raise _fail("handler code reached by normal flow")
        cands = [h for h in w.bc.handlers if h.start == i and h.target not in self.active
                 and w.ins[h.target].op == "PUSH_EXC_INFO" and h.target + 1 < len(w.ins)
                 and w.ins[h.target + 1].op != "WITH_EXCEPT_START"]
        if not cands:
            return None
        if len({c.target for c in cands}) > 1:
            raise _fail("nested try statements starting together")
        # the outermost construct first (the one protecting the longest body)
        h = max(cands, key=lambda c: (sum(e.end - e.start for e in w.bc.handlers if e.target == c.target),
                                      self.body_end(w, c), -c.depth))
        if h.depth != len(stack):
            raise _fail("stack depth %d at try, table says %d" % (len(stack), h.depth))
        return self.try_stmt(w, i, h, ctx, stack, out)

    def early_pop_except(self, w: Walker, i: int) -> int:
        """``return``/``break``/``continue`` inside an except clause: POP_EXCEPT [e = None; del e]."""
        j = i + 1
        ins = w.ins
        if j + 2 < len(ins) and ins[j].op == "LOAD_CONST" and ins[j].argval is None and \
                ins[j + 1].op in _STORES and ins[j + 2].op == _DELETES[ins[j + 1].op] and \
                ins[j + 1].argval == ins[j + 2].argval:
            j += 3
        return j

    # -- helpers ----------------------------------------------------------------------------
    @staticmethod
    def body_end(w: Walker, h: Handler) -> int:
        end = h.end
        for e in w.bc.handlers:
            if e.target == h.target and e.start >= h.start and e.end <= h.target and e.start <= end + 64:
                if e.start <= end or all(_covered(w, k, h.target) for k in range(end, e.start)):
                    end = max(end, e.end)
        return end

    @staticmethod
    def seq(w: Walker, a: int, b: int) -> List[Tuple[str, object]]:
        return [(x.op, x.argval if x.target < 0 else ("->", x.target)) for x in w.ins[a:b]]

    def tail(self, w: Walker, k: int) -> int:
        """End (exclusive) of a straight-line exit block starting at ``k``."""
        j = k
        while j < len(w.ins):
            x = w.ins[j]
            if x.target >= 0 and x.op != "JUMP":
                raise _fail("branching exit block")
            if x.op in _ENDS or x.op == "JUMP":
                return j + 1
            j += 1
        raise _fail("exit block runs off the end")

    def find_copy(self, w: Walker, k: int, start: int, limit: int) -> int:
        """First index >= start (< limit) where the exit block at ``k`` is repeated."""
        end = self.tail(w, k)
        want = self.seq(w, k, end)
        for j in range(start, limit):
            if self.seq(w, j, j + len(want)) == want and j not in w.flow.handler_code:
                return j
        raise _fail("duplicated exit block not found")

    # -- try ----------------------------------------------------------------------------------
    def try_stmt(self, w: Walker, i: int, h: Handler, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        T = h.target
        b = self.body_end(w, h)
        _no_escape(w, i, b)
        if any(((e.start <= i < e.end) or (i <= e.start < b < e.end)) and e.target != T and e.target not in self.active
               and w.ins[e.target].op == "PUSH_EXC_INFO" for e in w.bc.handlers):
            raise _fail("enclosing handler region not recognised")
        self.active.add(T)
        try:
            body, end, _ = w.walk(i, Ctx(ctx.stops | {b}, ctx.loops, ctx.breaks), list(stack))
        finally:
            self.active.discard(T)
        if end not in (b, -1):
            raise _fail("try body ended at %d, not %d" % (end, b))
        if self.is_except(w, T):
            return self.except_part(w, T, b, end, body, ctx, stack, out)
        return self.finally_part(w, T, b, end, body, ctx, stack, out)

    @staticmethod
    def is_except(w: Walker, T: int) -> bool:
        k = T + 1
        if w.ins[k].op == "POP_TOP":
            return True
        while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
            if w.ins[k].op == "CHECK_EXC_MATCH":
                return True
            k += 1
        return False

    def clause_body_end(self, w: Walker, k: int, T: int) -> int:
        if w.ins[k].op == "POP_EXCEPT":
            return k
        covering = [e for e in w.bc.handlers if e.start <= k < e.end and e.target != T]
        if not covering:
            raise _fail("except clause without cleanup handler")
        e = min(covering, key=lambda c: c.end - c.start)
        end = e.end
        for f in sorted(w.bc.handlers, key=lambda c: c.start):
            if f.target == e.target and f.start > end and all(_covered(w, j, e.target) for j in range(end, f.start)):
                end = f.end
        if w.ins[end].op != "POP_EXCEPT":
            raise _fail("except clause does not end in POP_EXCEPT")
        return end

    def except_part(self, w: Walker, T: int, b: int, end: int, body: List[ast.stmt], ctx: Ctx,
                    stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        k = T + 1
        clauses: List[ast.ExceptHandler] = []
        exits: List[Tuple[str, int]] = []
        base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
        while True:
            if ins[k].op == "RERAISE" and ins[k].arg == 0:
                break
            typ: Optional[ast.expr] = None
            name: Optional[str] = None
            nxt = -1
            if ins[k].op == "POP_TOP":
                k += 1
            else:
                tmp: List[ast.expr] = []
                scratch: List[ast.stmt] = []
                while ins[k].op != "CHECK_EXC_MATCH":
                    if ins[k].target >= 0 or ins[k].op in _ENDS or (k != T + 1 and k in w.flow.jump_sources
                                                                   and not exits):
                        raise _fail("complex except type")
                    w.sim.step(ins[k], tmp, scratch)
                    k += 1
                if scratch or len(tmp) != 1 or ins[k + 1].op != "POP_JUMP_IF_FALSE":
                    raise _fail("except type")
                typ = w.sim.value(tmp[0])
                nxt = ins[k + 1].target
                k += 2
                if ins[k].op in _STORES:
                    name = ins[k].argval
                elif ins[k].op != "POP_TOP":
                    raise _fail("except target")
                k += 1
            p = self.clause_body_end(w, k, T)
            self.clause_ends.add(p)
            try:
                cbody, cend, _ = w.walk(k, Ctx(ctx.stops | {p}, ctx.loops, ctx.breaks), list(base))
            finally:
                self.clause_ends.discard(p)
            if cend not in (p, -1):
                raise _fail("except clause ended at %d" % cend)
            clauses.append(ast.ExceptHandler(type=typ, name=name, body=cbody or [ast.Pass()]))
            if cend == p:
                q = p + 1
                if name is not None:
                    if not (ins[q].op == "LOAD_CONST" and ins[q].argval is None and ins[q + 1].op in _STORES
                            and ins[q + 1].argval == name and ins[q + 2].op == _DELETES[ins[q + 1].op]):
                        raise _fail("missing 'as' cleanup")
                    q += 3
                exits.append(("jump", w.thread(ins[q].target)) if ins[q].op == "JUMP" else ("inline", q))
            if typ is None:
                break
            k = nxt
        if typ is None and not (ins[k].op == "POP_EXCEPT" or True):
            pass
        # the join point
        jumps = {t for kind, t in exits if kind == "jump"}
        inline = [t for kind, t in exits if kind == "inline"]
        J = -1
        if len(jumps) > 1:
            raise _fail("except clauses join at different places")
        if jumps:
            J = jumps.pop()
        elif inline:
            if end == -1:
                raise _fail("exit block only in handlers")
            J = self.find_copy(w, inline[0], b, len(ins))
        for q in inline:
            if J < 0 or self.seq(w, q, self.tail(w, q)) != self.seq(w, J, J + self.tail(w, q) - q):
                raise _fail("duplicated exit blocks differ")
        orelse: List[ast.stmt] = []
        if end == b and J >= 0 and b != J:
            orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {J}, ctx.loops, ctx.breaks), list(stack))
            if oend not in (J, -1):
                raise _fail("else ended at %d" % oend)
        elif end == b and J < 0:
            # every clause leaves (return/raise): what follows the body is the else part / the rest
            J = b
        node = ast.Try(body=body or [ast.Pass()], handlers=clauses, orelse=orelse, finalbody=[])
        out.append(node)
        if J < 0:
            raise _fail("try statement without continuation")
        return J

    def finally_part(self, w: Walker, T: int, b: int, end: int, body: List[ast.stmt], ctx: Ctx,
                     stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        own = [e for e in w.bc.handlers if e.start == T]
        if len(own) != 1:
            raise _fail("finally handler shape")
        r = own[0].end - 1
        if not (ins[r].op == "RERAISE" and ins[r].arg == 0):
            raise _fail("finally handler does not end in RERAISE 0")
        if end != b:
            raise _fail("try/finally whose body leaves")
        n = r - (T + 1)
        if self.seq(w, b, b + n) != self.seq(w, T + 1, r) and any(ins[j].target >= 0 for j in range(T + 1, r)):
            raise _fail("finally body with jumps")
        if [x.op for x in ins[b:b + n]] != [x.op for x in ins[T + 1:r]] or \
                [x.argval for x in ins[b:b + n] if x.target < 0] != [x.argval for x in ins[T + 1:r] if x.target < 0]:
            raise _fail("finally copy differs")
        base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
        fbody, fend, _ = w.walk(T + 1, Ctx(ctx.stops | {r}, ctx.loops, ctx.breaks), base)
        if fend != r:
            raise _fail("finally body ended at %d" % fend)
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = fbody or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fbody or [ast.Pass()])
        out.append(node)
        return b + n

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
        wx = [x.op for x in ins[W:W + 12]]
        expect = ["PUSH_EXC_INFO", "WITH_EXCEPT_START"] + (["GET_AWAITABLE", "YIELD_FROM"] if is_async else []) + [
            "POP_JUMP_IF_TRUE", "RERAISE"]
        jt = ins[W + len(expect) - 2].target
        if wx[:len(expect)] != expect or [x.op for x in ins[jt:jt + 4]] != [
                "POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
            raise _fail("with handler shape")
        b = self.body_end(w, h)
        target: Optional[ast.expr] = None
        inner = list(stack) + [N.Marker("with_exit")]
        mark = N.name("__undis_with_enter__")
        tstmts: List[ast.stmt] = []
        if ins[k].op == "POP_TOP":
            k += 1
        else:
            # the target may be any store (name, attribute, tuple): simulate up to the body
            tmp = inner + [mark]
            j = k
            while len(tmp) > len(inner) and j < b:
                if ins[j].target >= 0:
                    raise _fail("with target")
                w.sim.step(ins[j], tmp, tstmts)
                j += 1
            if len(tstmts) != 1 or not isinstance(tstmts[0], ast.Assign) or len(tstmts[0].targets) != 1 \
                    or tstmts[0].value is not mark:
                raise _fail("with target")
            target = tstmts[0].targets[0]
            k = j
        _no_escape(w, k, b)
        self.active.add(W)
        try:
            body, end, _ = w.walk(k, Ctx(ctx.stops | {b}, ctx.loops, ctx.breaks), inner)
        finally:
            self.active.discard(W)
        if end != b:
            raise _fail("with body ended at %d" % end)
        ex = [x.op for x in ins[b:b + 8]]
        exit_ops = ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL"] + (
            ["GET_AWAITABLE", "YIELD_FROM"] if is_async else []) + ["POP_TOP"]
        if ex[:len(exit_ops)] != exit_ops or any(ins[b + j].argval is not None for j in range(3)) \
                or ins[b + 3].argval.argc != 2:
            raise _fail("with exit shape")
        item = ast.withitem(context_expr=mgr, optional_vars=target)
        cls = ast.AsyncWith if is_async else ast.With
        if len(body) == 1 and isinstance(body[0], cls) and getattr(body[0], "_undis_merge", False):
            node = body[0]
            node.items.insert(0, item)
        else:
            node = cls(items=[item], body=body or [ast.Pass()], type_comment=None)
        setattr(node, "_undis_merge", True)  # noqa: B010 - a private mark on an ast node
        out.append(node)
        return b + len(exit_ops)


def _covered(w: Walker, k: int, target: int) -> bool:
    """Is ``k`` inside some other handler range (a nested construct) or handler-only code?"""
    return any(e.start <= k < e.end and e.target != target for e in w.bc.handlers)


def _no_escape(w: Walker, a: int, b: int) -> None:
    """Jumps leaving a protected body (break/continue/return paths) are not supported yet."""
    for k in range(a, b):
        t = w.ins[k].target
        if t >= 0 and k not in w.flow.handler_code and not (a <= t <= b):
            raise _fail("jump out of a protected body")

#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "BEFORE_WITH", "BEFORE_ASYNC_WITH", "CHECK_EXC_MATCH", "POP_EXCEPT", "PUSH_EXC_INFO", "RERAISE",
    "WITH_EXCEPT_START",
})
