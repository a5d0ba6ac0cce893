"""The structurer: walks normalized instructions and rebuilds statements.

It walks forward from an index with a simulated stack, and at each control-flow point
recognises one idiom (loop, if/else, short-circuit condition, conditional expression,
boolean value, try...).  Each call is bounded by a set of *stop* indices (join points,
loop headers and exits), so the walk always terminates.  When no idiom fits, it raises
:class:`DecompileFailure`; the decompiler then falls back to the state-machine emitter.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List, Optional, Tuple

from undis.bytecode import Bytecode, Instr
from undis.emit import nodes as N
from undis.structure.conditions import Cond, build_condition, canon, negate
from undis.structure.flow import Flow
from undis.structure.simulate import DecompileFailure, Simulator, Slot, SlotGroup

_COND_JUMPS = ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")
_VALUE_JUMPS = ("JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP")
MAX_STEPS = 2_000_000


@dataclass(frozen=True)
class Loop:
    header: int
    exit: int  # where the loop goes when it ends normally (-1: unknown yet)
    is_for: bool
    also: int = -1  # a second continue target (the duplicated test of an inverted while)


@dataclass
class Ctx:
    """Where the current walk must stop, and the enclosing loops."""

    stops: FrozenSet[int]
    loops: Tuple[Loop, ...] = ()
    breaks: List[int] = field(default_factory=list)  # break targets seen in the innermost loop


class Walker:
    def __init__(self, bc: Bytecode, sim: Simulator) -> None:
        self.bc = bc
        self.ins: Tuple[Instr, ...] = bc.instrs
        self.sim = sim
        self.flow = Flow(bc)
        self.steps = 0
        self.extensions: List["Idiom"] = []
        self.continue_alias: Dict[int, int] = {}
        self.seq = 0

    # -- entry ----------------------------------------------------------------------------
    def body(self) -> List[ast.stmt]:
        stmts, _, _ = self.walk(0, Ctx(frozenset({len(self.ins)})), [])
        return stmts

    # -- the walk --------------------------------------------------------------------------
    def walk(self, i: int, ctx: Ctx, stack: List[ast.expr], enter: bool = False
             ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        """Statements from ``i`` up to a stop; returns (stmts, where it ended, stack).

        ``enter``: ``i`` is a loop header being entered, so it is not a stop yet.
        """
        out: List[ast.stmt] = []
        entered_loop = i if enter else -1
        while i < len(self.ins) and (i not in ctx.stops or i == entered_loop):
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise DecompileFailure("structuring did not converge")
            if self.flow.is_header(i) and i != entered_loop and not self._is_current_header(i, ctx):
                i = self.loop(i, ctx, stack, out)
                continue
            handled = self._extension(i, ctx, stack, out)
            if handled is not None:
                i = handled
                continue
            ins = self.ins[i]
            if ins.op == "JUMP":
                if self._skips_dead_code(i):
                    i = ins.target
                    continue
                return out + self.jump(ins.target, ctx, stack), -1, stack
            if ins.op in _COND_JUMPS:
                i = self.conditional(i, ctx, stack, out)
                if i < 0:
                    return out, -1, stack
                continue
            if ins.op in _VALUE_JUMPS:
                i = self.value_jump(i, ctx, stack)
                continue
            if ins.op == "FOR_ITER":
                raise DecompileFailure("FOR_ITER outside a loop header")
            if ins.op in _NAME_STORES and self._parallel_store(i, stack, out):
                i += self._parallel_count(i)
                continue
            self.sim.step(ins, stack, out)
            _stamp(stack, self)
            if ins.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                return out, -1, stack
            i += 1
        return out, i, stack

    def _parallel_count(self, i: int) -> int:
        n = 0
        while i + n < len(self.ins) and self.ins[i + n].op in _NAME_STORES and (
                n == 0 or (i + n) not in self.flow.jump_sources):
            n += 1
        return n

    def _parallel_store(self, i: int, stack: List[ast.expr], out: List[ast.stmt]) -> bool:
        """``a, b = b, a`` compiled as loads then consecutive stores (swap elided or ROT'd)."""
        n = self._parallel_count(i)
        if n < 2 or len(stack) < n:
            return False
        values = stack[-n:]
        if any(isinstance(v, N.Marker) or v is w for k, v in enumerate(values) for w in values[k + 1:]):
            return False
        if not all(hasattr(v, "_undis_seq") for v in values):
            return False
        del stack[-n:]
        pairs = [(values[-1 - k], N.name(self.ins[i + k].argval, ast.Store())) for k in range(n)]
        pairs.sort(key=lambda p: _seq_of(p[0]))
        out.append(ast.Assign(targets=[N.tuple_([t for _, t in pairs], ast.Store())],
                              value=N.tuple_([self.sim.value(v) for v, _ in pairs]), type_comment=None))
        return True

    def _skips_dead_code(self, i: int) -> bool:
        """A forward jump over handler-only code (3.11+ ``with`` exits) is a fall-through."""
        t = self.ins[i].target
        return t > i + 1 and all(k in self.flow.handler_code for k in range(i + 1, t))

    def _is_current_header(self, i: int, ctx: Ctx) -> bool:
        return bool(ctx.loops) and ctx.loops[-1].header == i

    def _extension(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        for idiom in self.extensions:
            nxt = idiom.match(self, i, ctx, stack, out)
            if nxt is not None:
                return nxt
        return None

    def jump(self, target: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.stmt]:
        """An unconditional jump that leaves the current sequence."""
        target = self.thread(target)
        if target in ctx.stops and not (ctx.loops and target == ctx.loops[-1].header):
            return []
        if ctx.loops:
            loop = ctx.loops[-1]
            if target == loop.header or target == loop.also:
                return [ast.Continue()]
            if target > self.flow.latch(loop.header) or (loop.exit >= 0 and target == loop.exit):
                ctx.breaks.append(target)
                return [ast.Break()]
        if target in ctx.stops:
            return []
        raise DecompileFailure("jump to %d has no structured form" % target)

    def thread(self, target: int) -> int:
        """Follow chains of unconditional jumps (3.12 places ``JUMP header`` blocks)."""
        seen = 0
        while self.ins[target].op == "JUMP" and seen < 8 and target not in self.flow.back_edges:
            nxt = self.ins[target].target
            if nxt <= target:
                break
            target = nxt
            seen += 1
        return target

    # -- loops -----------------------------------------------------------------------------
    def loop(self, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        latch = self.flow.latch(header)
        ins = self.ins[header]
        inner = self._inverted_body(header, latch, stack)
        if inner is not None:
            body_header, exit_ = inner
            self.continue_alias[body_header] = header
            return self.while_loop(body_header, self.flow.latch(body_header), ctx, stack, out, also=header)
        if ins.op == "FOR_ITER":
            return self.for_loop(header, latch, ctx, stack, out)
        return self.while_loop(header, latch, ctx, stack, out)

    def for_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        exit_ = self.ins[header].target
        iterator = self.sim.pop(stack)
        if not isinstance(iterator, N.Marker):
            iterator = N.Marker("iter", iterator)  # ``.0`` of a comprehension: already an iterator
        if iterator.kind not in ("iter", "aiter") or iterator.value is None:
            raise DecompileFailure("for loop over an unknown iterator")
        targets: List[ast.expr] = []
        group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
        inner = Ctx(frozenset({header, exit_}), ctx.loops + (Loop(header, exit_, True),))
        body, _, _ = self.walk(header + 1, inner, stack + [iterator, Slot(group, 0)])
        if not targets:
            raise DecompileFailure("for loop without a target")
        node = ast.For(target=targets[0], iter=iterator.value, body=_strip_continue(body), orelse=[],
                       type_comment=None)
        return self._loop_tail(node, exit_, inner, ctx, stack, out)

    def _loop_tail(self, node: ast.stmt, exit_: int, inner: Ctx, ctx: Ctx, stack: List[ast.expr],
                   out: List[ast.stmt]) -> int:
        out.append(node)
        breaks = {b for b in inner.breaks if b != exit_}
        if len(breaks) > 1:
            raise DecompileFailure("loop with several break targets")
        if breaks:
            end = breaks.pop()
            if end > exit_:
                orelse, _, _ = self.walk(exit_, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
                node.orelse = orelse  # type: ignore[attr-defined]
                return end
        return exit_

    def _inverted_body(self, header: int, latch: int, stack: List[ast.expr]) -> Optional[Tuple[int, int]]:
        """3.10+: ``test; jump-if-false X; B: body; test; jump-if-true B`` with ``continue`` -> test."""
        j = header
        while j < latch and self.ins[j].target < 0 and self.ins[j].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
            j += 1
        if self.ins[j].op not in _COND_JUMPS or self.ins[j].target <= j:
            return None
        body = j + 1
        if not self.flow.is_header(body) or self.flow.latch(body) <= latch:
            return None
        return body, self.ins[j].target

    def while_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                   also: int = -1) -> int:
        last = self.ins[latch]
        if last.op in _COND_JUMPS:
            exit_ = latch + 1
        elif latch > 0 and self.ins[latch - 1].op in _COND_JUMPS and self.ins[latch - 1].target > latch:
            exit_ = self.ins[latch - 1].target
        else:
            exit_ = self._top_exit(header, latch)
        inner = Ctx(frozenset({header} | ({exit_} if exit_ >= 0 else set())),
                    ctx.loops + (Loop(header, exit_, False, also),))
        body, _, _ = self.walk(header, inner, list(stack), enter=True)
        test: ast.expr = N.const(True)
        if body and isinstance(body[-1], LoopTest):
            test = body.pop().test  # type: ignore[attr-defined]
        elif body and isinstance(body[0], ast.If) and _is_break_guard(body[0]):
            test = negate(body[0].test)
            body = body[1:]
        node = ast.While(test=test, body=_strip_continue(body) or [ast.Pass()], orelse=[])
        if exit_ < 0:
            exits = sorted(set(inner.breaks))
            if not exits:
                out.append(node)
                return -1 if not ctx.stops else min(ctx.stops)
            exit_ = exits[0]
        return self._loop_tail(node, exit_, inner, ctx, stack, out)

    def _top_exit(self, header: int, latch: int) -> int:
        """For a top-tested loop, the first conditional jump past the latch."""
        for i in range(header, latch):
            ins = self.ins[i]
            if ins.op in _COND_JUMPS and ins.target > latch:
                return ins.target
            if ins.op in _COND_JUMPS or ins.op == "JUMP" or ins.op == "FOR_ITER":
                if ins.target <= latch:
                    continue
        return -1

    # -- conditions ------------------------------------------------------------------------
    def conditional(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        cond = build_condition(self, i, stack)
        yes, no = cond.yes, cond.no
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is not None and not loop.is_for:
            latch = self.flow.latch(loop.header)
            if yes == loop.header and no > latch and cond.end >= latch:
                out.append(LoopTest(cond.expr))
                return -1
            if canon(self, no) == loop.header and cond.end > latch:
                out.append(LoopTest(negate(cond.expr)))
                return -1
        return self.if_stmt(cond, ctx, stack, out)

    def if_stmt(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        then_start, else_start = cond.end, cond.no
        if else_start < then_start:  # jump backwards: `if c: continue` style
            body = self.jump(else_start, ctx, stack)
            out.append(ast.If(test=negate(cond.expr), body=body or [ast.Pass()], orelse=[]))
            return then_start
        then_jump = self._then_jump(then_start, else_start, ctx.loops[-1] if ctx.loops else None)
        stops = ctx.stops | {else_start} | ({then_jump} if then_jump is not None and then_jump > else_start else set())
        then, end, then_stack = self.walk(then_start, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
        join = else_start
        orelse: List[ast.stmt] = []
        if then_jump is not None and then_jump > else_start and end < 0:
            join = then_jump
            orelse, _, else_stack = self.walk(else_start, Ctx(ctx.stops | {join}, ctx.loops, ctx.breaks),
                                              list(stack))
            if len(then_stack) == len(stack) + 1 and len(else_stack) == len(stack) + 1 and not then and not orelse:
                value = ast.IfExp(test=cond.expr, body=self.sim.value(then_stack[-1]),
                                  orelse=self.sim.value(else_stack[-1]))
                stack.append(value)
                return join
            if _flows(orelse) and _changed(else_stack, stack):
                raise DecompileFailure("else branch changes the stack it joins with")
        elif len(then_stack) == len(stack) + 1 and not then and end == else_start:
            raise DecompileFailure("conditional value without else")
        if _flows(then) and _changed(then_stack, stack):
            raise DecompileFailure("then branch changes the stack it joins with")
        out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse))
        return join

    def _then_jump(self, then_start: int, else_start: int, loop: Optional[Loop]) -> Optional[int]:
        """Target of the jump that ends the then-branch just before the else-branch."""
        last = else_start - 1
        if last >= then_start and self.ins[last].op == "JUMP" and self.ins[last].target > last:
            target = self.ins[last].target
            if loop is not None and (target > self.flow.latch(loop.header) or target == loop.exit):
                return None  # a ``break``, not the end of a then-branch
            return target
        return None

    def value_jump(self, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """``a and b`` / ``a or b`` as a value (JUMP_IF_*_OR_POP)."""
        nxt = self.compare_chain(i, stack)
        if nxt is None:
            nxt = self.bool_value(i, stack)
        if nxt is not None:
            return nxt
        ins = self.ins[i]
        left = self.sim.vpop(stack)
        end = ins.target
        right_out, stop, right_stack = self.walk(i + 1, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
        if right_out or stop != end or len(right_stack) != len(stack) + 1:
            raise DecompileFailure("boolean operator with statements")
        right = self.sim.value(right_stack[-1])
        op = ast.And() if ins.op == "JUMP_IF_FALSE_OR_POP" else ast.Or()
        if isinstance(right, ast.BoolOp) and type(right.op) is type(op) and not getattr(right, "_undis_paren", False):
            node = ast.BoolOp(op=op, values=[left] + right.values)
        else:
            node = ast.BoolOp(op=op, values=[left, right])
        stack.append(node)
        return end


    # -- boolean values mixing and/or with conditional jumps ---------------------------------
    def bool_value(self, i: int, stack: List[ast.expr]) -> Optional[int]:
        """A value built by ``and``/``or`` whose jumps the compiler threaded.

        ``a and b or c`` compiles to ``a; POP_JUMP_IF_FALSE L; b; JUMP_IF_TRUE_OR_POP E;
        L: c; E:``.  The region from the jump at ``i`` to ``E`` is cut into pure-expression
        blocks, and the un-threaded boolean tree is rebuilt by :func:`_bool_tree`.  Returns
        where the walk continues (the value pushed), or None (stack untouched) when the
        region is not such a value.
        """
        ins = self.ins
        if not stack or ins[i].op not in _COND_JUMPS[:2] + _VALUE_JUMPS or ins[i].target <= i:
            return None
        end, j = ins[i].target, i + 1
        while j < end:
            op = ins[j].op
            if ins[j].target >= 0 or op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                if op not in _COND_JUMPS[:2] + _VALUE_JUMPS or ins[j].target <= j:
                    return None
                end = max(end, ins[j].target)
            j += 1
        if end >= len(ins) or not any(ins[k].op in _VALUE_JUMPS and ins[k].target == end for k in range(i, end)):
            return None
        for k in range(i + 1, end + 1):
            if self.flow.is_header(k) or any(not i <= src < end for src in self.flow.jump_sources.get(k, ())):
                return None
        base = stack[:-1]
        starts = [i]
        exprs: List[ast.expr] = [stack[-1]]
        jumps: Dict[int, Tuple[str, int]] = {}
        pos = i
        try:
            while True:
                jumps[len(starts) - 1] = (ins[pos].op, ins[pos].target)
                pos += 1
                scratch, out = list(base), []  # type: List[ast.expr], List[ast.stmt]
                starts.append(pos)
                while pos < end and ins[pos].target < 0:
                    self.sim.step(ins[pos], scratch, out)
                    pos += 1
                if out or len(scratch) != len(base) + 1 or any(a is not b for a, b in zip(scratch, base)):
                    return None
                exprs.append(scratch[-1])
                if pos == end:
                    break
            index = {p: k for k, p in enumerate(starts)}
            index[end] = len(starts)
            edges: Dict[int, Tuple[str, int, ast.expr]] = {}
            for k, (op, target) in jumps.items():
                if target not in index:
                    return None
                edges[k] = (op, index[target], self.sim.value(exprs[k]))
            values = [self.sim.value(e) for e in exprs]
            node = _bool_tree(0, len(starts), edges, values)
        except DecompileFailure:
            return None
        stack[-1:] = [node]
        return end

    def compare_chain(self, i: int, stack: List[ast.expr]) -> Optional[int]:
        """``a < b < c`` as a value: ``COPY``/``SWAP`` (``DUP_TOP``/``ROT``) around each
        comparison, ``JUMP_IF_FALSE_OR_POP C`` between them, and a clean-up block
        ``C: SWAP 2; POP_TOP`` that drops the middle operand when the chain fails."""
        ins = self.ins
        cleanup = ins[i].target
        if (ins[i].op != "JUMP_IF_FALSE_OR_POP" or cleanup + 2 >= len(ins) or ins[cleanup].op != "SWAP"
                or ins[cleanup].arg != 2 or ins[cleanup + 1].op != "POP_TOP" or len(stack) < 2):
            return None
        first = stack[-1]
        if not (isinstance(first, ast.Compare) and len(first.ops) == 1 and first.comparators[0] is stack[-2]):
            return None
        base = stack[:-2]
        left, ops, comparators = first.left, list(first.ops), list(first.comparators)
        sources = [i]
        pos = i + 1
        scratch: List[ast.expr] = base + [stack[-2]]
        try:
            while True:
                out: List[ast.stmt] = []
                while ins[pos].target < 0 and ins[pos].op not in ("RETURN_VALUE", "COMPARE_OP", "IS_OP",
                                                                  "CONTAINS_OP"):
                    self.sim.step(ins[pos], scratch, out)
                    pos += 1
                if ins[pos].target >= 0 or ins[pos].op == "RETURN_VALUE":
                    return None
                self.sim.step(ins[pos], scratch, out)
                pos += 1
                node = scratch[-1] if scratch else None
                if out or not isinstance(node, ast.Compare) or len(node.ops) != 1 or node.left is not comparators[-1]:
                    return None
                ops.append(node.ops[0])
                comparators.append(node.comparators[0])
                if ins[pos].op == "JUMP_IF_FALSE_OR_POP" and ins[pos].target == cleanup:
                    if len(scratch) != len(base) + 2 or scratch[-2] is not node.comparators[0]:
                        return None
                    sources.append(pos)
                    scratch = scratch[:-1]
                    pos += 1
                    continue
                break
        except DecompileFailure:
            return None
        if len(scratch) != len(base) + 1 or any(a is not b for a, b in zip(scratch, base)):
            return None
        if ins[pos].op == "JUMP" and ins[pos].target == cleanup + 2 and pos + 1 == cleanup:
            resume = cleanup + 2
        elif self._same_tail(pos, cleanup + 2):
            resume = pos  # 3.12+: the exit block was duplicated after the clean-up
        else:
            return None
        if sorted(self.flow.jump_sources.get(cleanup, ())) != sources:
            return None
        if any(self.flow.jump_sources.get(k) for k in range(i + 1, pos + 1)):
            return None
        stack[-2:] = [ast.Compare(left=left, ops=ops, comparators=comparators)]
        return resume

    def _same_tail(self, a: int, b: int) -> bool:
        """The paths from ``a`` (the chain's exit) and ``b`` (after its clean-up) run the same
        instructions up to a return/raise, following forward jumps (3.8 jumps to a return,
        3.12+ copies small exit blocks); ``b`` must be reachable only from the clean-up."""
        ins = self.ins
        if self.flow.jump_sources.get(b):
            return False
        x, y, private = a, b, True
        for _ in range(32):
            while ins[x].op == "JUMP" and ins[x].target > x:
                x = ins[x].target
            while ins[y].op == "JUMP" and ins[y].target > y:
                y, private = ins[y].target, False
            if x == y:
                return True
            if private and y != b and self.flow.jump_sources.get(y):
                return False
            p, q = ins[x], ins[y]
            if (p.op, p.target) != (q.op, q.target) or p.argval != q.argval or (p.target < 0 and p.arg != q.arg):
                return False
            if p.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                return True
            if p.target >= 0:
                return False
            x, y = x + 1, y + 1
        return False


_NAME_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")


def _flows(body: List[ast.stmt]) -> bool:
    """Whether a branch body can end by flowing on to the join point."""
    return not (body and isinstance(body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break)))


def _changed(after: List[ast.expr], before: List[ast.expr]) -> bool:
    """A branch that joins must leave the stack it started with (values kept across it)."""
    return len(after) != len(before) or any(a is not b for a, b in zip(after, before))


def _seq_of(node: ast.expr) -> int:
    seq: int = node._undis_seq  # type: ignore[attr-defined]
    return seq


def _stamp(stack: List[ast.expr], w: Walker) -> None:
    """Give new stack values a push-order number (parallel assignments sort by it)."""
    for node in reversed(stack):
        if hasattr(node, "_undis_seq"):
            break
        w.seq += 1
        try:
            node._undis_seq = w.seq  # type: ignore[attr-defined]
        except AttributeError:
            break


class LoopTest(ast.stmt):
    """Internal: the condition that ends a loop body (bottom-tested while)."""

    _fields = ("test",)

    def __init__(self, test: ast.expr) -> None:
        super().__init__()
        self.test = test


class Idiom:
    """An extension recognised at an index before the generic walk (try, with, match...)."""

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        raise NotImplementedError


def _strip_continue(body: List[ast.stmt]) -> List[ast.stmt]:
    while body and isinstance(body[-1], ast.Continue):
        body = body[:-1]
    return body or [ast.Pass()]


def _is_break_guard(node: ast.If) -> bool:
    return len(node.body) == 1 and isinstance(node.body[0], ast.Break) and not node.orelse


def _bool_tree(lo: int, hi: int, edges: Dict[int, Tuple[str, int, ast.expr]], values: List[ast.expr]) -> ast.expr:
    """The value of blocks ``lo..hi-1`` that all end at ``hi`` with one value.

    ``edges[k]`` is block k's jump: (op, target block, tested expression).  The top
    operator is the first ``JUMP_IF_X_OR_POP hi`` that splits the blocks in two; jumps of
    the left part that the compiler threaded past the operator are un-threaded.
    """
    if hi - lo == 1:
        return values[lo]
    for k in range(lo, hi - 1):
        op, target, _ = edges[k]
        if op not in _VALUE_JUMPS or target != hi:
            continue
        if any(not (edges[b][1] <= k + 1 or edges[b][1] == hi) for b in range(lo, k)):
            continue
        if any(not k + 1 < edges[b][1] <= hi for b in range(k + 1, hi - 1)):
            continue
        carries_false = op == "JUMP_IF_FALSE_OR_POP"
        left: Dict[int, Tuple[str, int, ast.expr]] = dict(edges)
        left_values = list(values)
        for b in range(lo, k):
            bop, btarget, bexpr = edges[b]
            if btarget == hi:
                if bop != op:
                    raise DecompileFailure("value jump past an operator of the other kind")
                left[b] = (bop, k + 1, bexpr)
            elif btarget == k + 1:
                if bop in _VALUE_JUMPS:
                    raise DecompileFailure("value jump into the right operand")
                jumps_if_true = bop == "POP_JUMP_IF_TRUE"
                # reaching the right operand means the left value has the other truthiness
                left[b] = ("JUMP_IF_TRUE_OR_POP" if carries_false else "JUMP_IF_FALSE_OR_POP", k + 1,
                           bexpr if jumps_if_true == carries_false else negate(bexpr))
                left_values[b] = left[b][2]
        a = _bool_tree(lo, k + 1, left, left_values)
        right = _bool_tree(k + 1, hi, edges, values)
        bop_node: ast.boolop = ast.And() if carries_false else ast.Or()
        vals: List[ast.expr] = []
        for part in (a, right):
            if isinstance(part, ast.BoolOp) and type(part.op) is type(bop_node):
                vals.extend(part.values)
            else:
                vals.append(part)
        return ast.BoolOp(op=bop_node, values=vals)
    raise DecompileFailure("boolean value without a top-level operator")
