"""The structurer: walks normalized instructions and rebuilds statements.

It walks forward from an index with a simulated stack, and at each control-flow point
recognises one idiom (loop, if/else, short-circuit condition, conditional expression,
boolean value, try...).  Each call is bounded by a set of *stop* indices (join points,
loop headers and exits), so the walk always terminates.  When no idiom fits, it raises
:class:`DecompileFailure`; the decompiler then falls back to the state-machine emitter.
"""

from __future__ import annotations

import ast
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from undis.bytecode import Bytecode, Instr
from undis.bytecode.instructions import instr_lines
from undis.emit import nodes as N
from undis.structure import asserts, dead_else, exits, inverted, joins, loop_ends, loops, stores, ternaries, values
from undis.structure.asserts import assert_or_if
from undis.structure.conditions import Cond, build_condition, canon, negate, negate_deep
from undis.structure.flow import Flow
from undis.structure.idiom import Idiom
from undis.structure.simulate import DecompileFailure, Simulator
from undis.structure.stmt_edit import LoopTest, else_to_end, implicit_returns, strip_implicit
from undis.structure.stores import NAME_STORES
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import VALUE_JUMPS as _VALUE_JUMPS
from undis.structure.walkctx import Ctx, Loop

__all__ = ["Ctx", "Idiom", "Loop", "Walker"]

_SHUFFLES = frozenset({"SWAP", "ROT_THREE"})  # ops that may start a tuple-swap reversal
#: the walk's step budget: successful walks of the stdlib take at most about 3 steps per
#: instruction; one that needs far more is re-walking the same code (no structure found)
MIN_STEPS, STEPS_PER_INSTRUCTION = 20_000, 200


class Walker:
    def __init__(self, bc: Bytecode, sim: Simulator) -> None:
        self.bc = bc
        self.ins: Tuple[Instr, ...] = bc.instrs
        self.sim = sim
        self.flow = Flow(bc)
        self.steps = 0
        self.max_steps = max(MIN_STEPS, STEPS_PER_INSTRUCTION * len(self.ins))
        self.extensions: List["Idiom"] = []
        self._by_op: Dict[str, List["Idiom"]] = {}  # opname -> the extensions that may start there
        self._starts: Optional[List[Tuple["Idiom", Optional[FrozenSet[str]]]]] = None  # per extension
        self.continue_alias: Dict[int, int] = {}
        #: where the exit jumps of inverted ``while`` tests go back to (3.12+: the header of
        #: the loop whose body the ``while`` ends), which the repeated test at its bottom
        #: jumps to as well (see conditions._after_jump)
        self.test_exits: Set[int] = set()
        #: a stop that stands for another: 3.10 copies a statement's whole exit path onto
        #: each path out of it (the copy -> the one walked)
        self.stop_aliases: Dict[int, int] = {}
        self.seq = 0
        self._returns: Optional[Dict[Tuple[str, object], int]] = None
        self.consumed: Set[int] = set()  # clean-up blocks folded into an expression
        self.moved_tails: Set[int] = set()  # code after a loop that only a break reaches (3.12+)
        self._dead_jumps: Optional[FrozenSet[int]] = None  # see :meth:`dead_jumps`
        self._lines: Optional[List[Optional[int]]] = None  # see :meth:`line`
        self._raises: Optional[FrozenSet[int]] = None  # see :meth:`_jumped_raises`

    # -- entry ----------------------------------------------------------------------------
    def body(self) -> List[ast.stmt]:
        stmts, _, _ = self.walk(0, Ctx(frozenset({len(self.ins)})), [])
        if self._dead_final_return():
            stmts = else_to_end(stmts, self._jumped_raises())
        elif self.bc.facts.copies_exit_blocks:
            stmts = implicit_returns(stmts)
        return stmts

    def _jumped_raises(self) -> FrozenSet[int]:
        """The offsets of the ``raise`` statements that end a then-branch with an
        else-branch: 3.8/3.9 keep the dead jump over it after a ``raise`` (not after a
        ``return``, where the peephole drops it)."""
        if self._raises is None:
            self._raises = frozenset(ins.offset for k, ins in enumerate(self.ins[:-1]) if ins.op == "RAISE_VARARGS"
                                     and self.ins[k + 1].op == "JUMP" and self._dead(k + 1))
        return self._raises

    def _dead(self, i: int) -> bool:
        """Instruction ``i`` is unreachable code left by a 3.8/3.9 compiler (before the
        exception table, dead code is only ever a jump or return after a return)."""
        return not self.bc.facts.exception_table and i in self.flow.handler_code

    def _dead_final_return(self) -> bool:
        """The code ends with an unreachable ``return None`` (3.8/3.9 keep the implicit
        return the compiler adds after a final ``if``/``else``)."""
        n = len(self.ins)
        return n >= 2 and self.ins[-1].op == "RETURN_VALUE" and self.ins[-2].op == "LOAD_CONST" and \
            self.ins[-2].argval is None and self._dead(n - 2) and self._dead(n - 1)

    def line(self, i: int) -> Optional[int]:
        """The source line of instruction ``i`` (read on first use: few shapes need it)."""
        if self._lines is None:
            self._lines = instr_lines(self.bc)
        return self._lines[i]

    # -- duplicated exits ----------------------------------------------------------------
    def _return_key(self, i: int) -> Optional[Tuple[str, object]]:
        """``LOAD_x v; RETURN_VALUE`` at ``i`` (the compiler copies such exit blocks, 3.11+)."""
        ins = self.ins
        if i + 1 >= len(ins) or ins[i].op not in _RETURN_LOADS or ins[i + 1].op != "RETURN_VALUE" \
                or (i + 1) in self.flow.jump_sources:
            return None
        return ins[i].op, repr(ins[i].argval)

    def return_copy(self, i: int) -> int:
        """The first of the identical small return blocks that ``i`` starts, else ``i`` (3.10:
        only ``return None`` blocks, the implicit one being copied; 3.8/3.9: none)."""
        key = self._return_key(i)
        facts = self.bc.facts
        if key is None or not (facts.copies_lined_branch_returns or (
                facts.copies_exit_blocks and key == ("LOAD_CONST", "None"))):
            return i
        if self._returns is None:
            self._returns = {}
            for k in range(len(self.ins) - 1, -1, -1):
                found = self._return_key(k)
                if found is not None:
                    self._returns[found] = k
        return self._returns.get(key, i)

    # -- the walk --------------------------------------------------------------------------
    def walk(self, i: int, ctx: Ctx, stack: List[ast.expr], enter: bool = False
             ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        """Statements from ``i`` up to a stop; returns (stmts, where it ended, stack).

        ``enter``: ``i`` is a loop header being entered, so it is not a stop yet.
        """
        out: List[ast.stmt] = []
        entered_loop = i if enter else -1
        instrs, stops, headers, by_op = self.ins, ctx.stops, self.flow.back_edges, self._by_op
        n, step = len(instrs), self.sim.step
        while i < n and (i not in stops or i == entered_loop):
            self.steps += 1
            if self.steps > self.max_steps:
                raise DecompileFailure("structuring did not converge")
            at_entry, entered_loop = i == entered_loop, -1  # coming back to the header ends the walk
            if i in headers and not at_entry and not self._is_current_header(i, ctx):
                i = loops.loop(self, i, ctx, stack, out)
                if i < 0:  # (an idiom's statement around the loop that never falls through)
                    return out, -1, stack
                continue
            if at_entry and self.bc.facts.inverted_while:
                inner = inverted.entry_inverted_body(self, i, ctx, stack)
                if inner is not None:  # (the body starts with an inverted loop whose test is at the header)
                    self.continue_alias[inner[0]] = i
                    i = self.while_loop(inner[0], self.flow.latch(inner[0]), ctx, stack, out, also=i)
                    if i < 0:
                        return out, -1, stack
                    continue
            ins = instrs[i]
            op = ins.op
            todo = by_op.get(op)
            if op == "POP_EXCEPT" and ctx.loops:
                end = exits.clause_exit_break(self, i, ctx)
                if end >= 0:
                    ctx.breaks.append(end)
                    return out + [ast.Break()], -1, stack
            if op == "RERAISE" and ctx.loops and exits.reraise_break(self, i, ctx.loops[-1]):
                ctx.breaks.append(ctx.loops[-1].exit)
                return out + [ast.Break()], -1, stack
            handled = self._extension(i, ctx, stack, out) if todo is None or todo else None
            if handled is not None:
                if handled < 0:  # the idiom's statement never falls through
                    return out, -1, stack
                if handled == i and not at_entry and out and isinstance(out[-1], (ast.Try, ast.With, ast.AsyncWith)):
                    raise DecompileFailure("a statement that loops back to its own start (a loop not seen)")
                i = handled
                continue
            if op in _WALKER_OPS:  # control flow and the shapes the walker reads itself
                if op == "JUMP":
                    if exits.skips_dead_code(self, i, ctx) \
                            and not exits.for_break(self, self.thread(ins.target), ctx, stack):
                        i = ins.target
                        continue
                    return out + self.jump(ins.target, ctx, stack, at=i), -1, stack
                if op in _COND_JUMPS:
                    i = self.conditional(i, ctx, stack, out)
                    if i < 0:
                        return out, -1, stack
                    continue
                if op in _VALUE_JUMPS:
                    i = values.value_jump(self, i, ctx, stack)
                    continue
                if op == "FOR_ITER" and ins.target > i and not self._is_current_header(i, ctx):
                    i = self.for_loop(i, self.flow.latch(i), ctx, stack, out)  # a body that never loops
                    continue
                if op == "FOR_ITER":
                    raise DecompileFailure("FOR_ITER outside a loop header")
                width = stores.tuple_swap(self, i, stack) if op in _SHUFFLES else 0
                if width:
                    i += stores.swap_slots(self, i, width, stack, out)
                    continue
                if op in NAME_STORES and stores.parallel_store(self, i, stack, out):
                    i += stores.parallel_count(self, i)
                    continue
                end = exits.copied_break(self, i, ctx, stack) if op == "POP_TOP" else -1
                if end >= 0:
                    stack.pop()
                    ctx.breaks.append(end)
                    return out + [ast.Break()], -1, stack
            step(ins, stack, out)
            if stack and not hasattr(stack[-1], "_undis_seq"):  # (the common case, inline: nothing new)
                if len(stack) > 1 and not hasattr(stack[-2], "_undis_seq"):
                    _stamp(stack, self)
                else:  # (the common case of the rest, inline too: one value pushed)
                    self.seq += 1
                    try:
                        stack[-1]._undis_seq = self.seq  # type: ignore[attr-defined]
                    except AttributeError:
                        pass
            if op in _ENDS:
                return out, -1, stack
            i += 1
        return out, i, stack

    def same_code(self, a: int, b: int) -> bool:
        """The paths from ``a`` and ``b`` (forward jumps followed) run the same straight-line
        instructions up to a return or raise."""
        ins = self.ins
        for _ in range(32):
            while ins[a].op == "JUMP" and ins[a].target > a:
                a = ins[a].target
            while ins[b].op == "JUMP" and ins[b].target > b:
                b = ins[b].target
            if a == b:
                return True
            p, q = ins[a], ins[b]
            if p.op == q.op == "JUMP" and p.target == q.target:
                return True  # (the same jump back: 3.13 copies an except clause's exit onto a break)
            if p.op != q.op or p.target >= 0 or q.target >= 0 or p.argval != q.argval or p.arg != q.arg:
                return False
            if p.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                return True
            a, b = a + 1, b + 1
        return False

    def past_else(self, j: int, exit_: int) -> int:
        """See :func:`exits.past_else`."""
        return exits.past_else(self, j, exit_)

    def _is_current_header(self, i: int, ctx: Ctx) -> bool:
        return bool(ctx.loops) and ctx.loops[-1].header == i

    def _extension(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = self.ins[i].op
        todo = self._by_op.get(op)
        if todo is None:  # the extensions are registered before the walk starts
            if self._starts is None:
                self._starts = [(x, x.starts_in(self)) for x in self.extensions]
            todo = [x for x, starts in self._starts if starts is None or op in starts]
            self._by_op[op] = todo
        for idiom in todo:
            nxt = idiom.match(self, i, ctx, stack, out)
            if nxt is not None:
                return nxt
        return None

    def jump(self, target: int, ctx: Ctx, stack: List[ast.expr], at: int = -1) -> List[ast.stmt]:
        """An unconditional jump (the one at ``at``, if known) that leaves the current sequence."""
        raw, target = target, self.thread(target)
        if exits.for_break(self, target, ctx, stack):
            ctx.breaks.append(target)  # the iterator was popped: a ``break``, even to a stop
            return [ast.Break()]
        if target in ctx.stops and not (ctx.loops and target in (ctx.loops[-1].header, ctx.loops[-1].exit)):
            return []
        if ctx.loops:
            loop = ctx.loops[-1]
            if target == loop.header or target == loop.also:
                node = ast.Continue()
                k = at + 1
                while 0 < k < len(self.ins) and self.ins[k].op in ("POP_EXCEPT", "POP_BLOCK"):
                    k += 1  # the handler's own exit follows an explicit ``continue`` in it
                nxt = self.ins[k] if 0 < k < len(self.ins) else None
                if at >= 0 and not (nxt is not None and nxt.op == "JUMP" and self.thread(nxt.target) == target
                                    and not exits.line_less_copy(self, k, loop)) \
                        and not self.handler_continue(at, loop) and not exits.to_entry_test(self, target, loop):
                    node._undis_implicit = True  # type: ignore[attr-defined]  # no second jump: the loop's end
                if at > 0 and exits.line_less_copy(self, at, loop):  # (the jump over an else-branch, or the body's end)
                    node._undis_skips_else = True  # type: ignore[attr-defined]
                return [node]
            if (self.past_loop(target, loop) or (loop.exit >= 0 and target == loop.exit)
                    or self.retry_jump(target, loop)) and not exits.within_clause(self, at, target, loop):
                ctx.breaks.append(target)
                brk = ast.Break()
                brk._undis_to = target  # type: ignore[attr-defined]  # (see :func:`loops._retry_loop`)
                return [brk]
            if len(ctx.loops) > 1 and exits.outer_continue(self, target, ctx.loops[-2]):
                # break, then the outer loop's end
                ctx.breaks.append(target)
                return [ast.Break()]
        if target in ctx.stops or raw in ctx.stops:  # (raw: a stop that a chain of jumps starts, 3.11)
            return []
        if ctx.loops and exits.cold_break(self, at, target, ctx.loops[-1]):
            ctx.breaks.append(target)
            return [ast.Break()]
        if self._return_key(target) is not None and self.ins[target].op == "LOAD_CONST":
            # 3.12+: code placed after the handlers (the rest of a statement that only an
            # except clause reaches) jumps back to the small return block it ends with
            value = N.const(self.ins[target].argval)
            return [ast.Return(value=None if N.is_const(value, None) else value)]
        raise DecompileFailure("jump to %d has no structured form" % target)

    def past_loop(self, target: int, loop: Loop) -> bool:
        """See :func:`exits.past_loop`."""
        return exits.past_loop(self, target, loop)

    def retry_jump(self, target: int, loop: Loop) -> bool:
        """See :func:`exits.retry_jump`."""
        return exits.retry_jump(self, target, loop)

    def handler_continue(self, at: int, loop: Loop) -> bool:
        """See :func:`exits.handler_continue`."""
        return exits.handler_continue(self, at, loop)

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

    def for_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """See :func:`loops.for_loop`."""
        return loops.for_loop(self, header, latch, ctx, stack, out)

    def while_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                   also: int = -1, guard: Optional[ast.expr] = None) -> int:
        """See :func:`loops.while_loop`."""
        return loops.while_loop(self, header, latch, ctx, stack, out, also=also, guard=guard)

    # -- conditions ------------------------------------------------------------------------
    def conditional(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        before = list(stack) if not self.bc.facts.drops_dead_code else stack
        chain = values.compare_chain_jump(self, i, stack)
        cond = build_condition(self, i, stack) if chain is None else build_condition(self, chain[0], stack, chain[1])
        loop = ctx.loops[-1] if ctx.loops else None
        top = loop is not None and not loop.is_for and not out and self._at_loop_top(i, loop) \
            and not loop.header <= cond.no <= self.flow.latch(loop.header)
        keep, top = dead_else.nested_else_blocks(self, i, cond, ctx, top) if chain is None and before is not stack \
            else (0, top)
        if keep:
            stack[:] = before
            cond = build_condition(self, i, stack, blocks=keep)
        yes, no = cond.yes, cond.no
        if loop is not None and not loop.is_for:
            latch = self.flow.latch(loop.header)
            if self.bc.facts.inverted_while:  # 3.8/3.9: a test at a loop's bottom is an ``if``
                if yes == loop.header and cond.end >= latch and (no > latch or self._threaded_test_exit(no, loop)):
                    out.append(LoopTest(cond.expr))
                    return -1
                if canon(self, no) == loop.header and cond.end > latch:
                    out.append(LoopTest(negate_deep(cond.expr)))
                    return -1
            if top:
                out.append(ast.If(test=negate(cond.expr), body=[ast.Break()], orelse=[]))  # the while test
                return cond.end
        return self.if_stmt(cond, ctx, stack, out, i)

    def _threaded_test_exit(self, no: int, loop: Loop) -> bool:
        """3.12+: ``no``, where the bottom test of the inverted ``while`` ``loop`` goes when
        false, is where the loop's exit jumps back to (see :attr:`test_exits`)."""
        return no in self.test_exits and loop.exit >= 0 and canon(self, loop.exit) == no

    def _rest_of_loop_body(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """3.12+: ``c; POP_JUMP_IF_TRUE L; JUMP header; L: rest`` where ``rest`` closes the
        loop body is ``if c: rest`` (``if c: continue`` jumps when c is false); in a
        then-branch (an else-branch follows it in the loop body), ``if c: rest`` then the
        then-branch's end, a jump to the loop's end (only the compiler's own jump over the
        else-branch, with no line of its own, is threaded to the header that way).  Where
        ``L`` is a loop's body, ``c`` is the entry test of a ``while`` that ends the loop
        body, whatever its last jump (``a or not b`` jumps there on false)."""
        loop = ctx.loops[-1] if ctx.loops else None
        then_start = cond.end
        if loop is None or not self.bc.facts.forward_only_cond_jumps or cond.no != then_start + 1 \
                or (self.ins[then_start - 1].op != "POP_JUMP_IF_TRUE" and not self.flow.is_header(cond.no)) \
                or self.ins[then_start].op != "JUMP" or then_start in self.flow.jump_sources \
                or self.thread(self.ins[then_start].target) != loop.header:
            return None  # (a jump to the entry test of a bottom-tested loop: an explicit ``continue``)
        latch = self.flow.latch(loop.header)
        # ``rest`` ends before the loop body does (a then-branch before its else): the jump
        # of ``not c`` to the header is the then-branch's ``continue``
        nested = any(then_start < s <= latch for s in ctx.stops)
        if nested and any(isinstance(s, ast.If) for s in out):
            return None  # (an ``if x: continue`` before it: parts of one test ``not x and c``, not folded)
        breaks: List[int] = []
        body, end, _ = self.walk(cond.no, Ctx(ctx.stops, ctx.loops, breaks), list(stack))
        if end >= 0:
            return None
        ctx.breaks.extend(breaks)
        node = ast.If(test=_entry_test(negate(cond.expr), negate_deep(cond.expr), body), body=body or [ast.Pass()],
                      orelse=[])
        strip_implicit(node)
        out.append(assert_or_if(node.test, node.body, []))
        if nested:  # (the line-less jump that skips the else-branch: see :meth:`if_stmt`)
            cont = ast.Continue()
            cont._undis_implicit = cont._undis_skips_else = True  # type: ignore[attr-defined]
            out.append(cont)
        return end

    def _at_loop_top(self, i: int, loop: Loop) -> bool:
        """The jump at ``i`` ends straight-line code that starts at the loop header."""
        return loop.header <= i and all(self.ins[k].target < 0 and (k == loop.header or k not in self.flow.jump_sources)
                                        for k in range(loop.header, i))

    def if_stmt(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt], first: int = -1) -> int:
        cond = dead_else.threaded_else(self, cond)
        then_start, else_start = cond.end, cond.no
        if else_start < then_start:  # jump backwards: `if c: continue` style
            tail = self._if_to_loop_end(cond, ctx, stack, out)
            if tail is not None:
                return tail
            body = self.jump(else_start, ctx, stack)
            out.append(ast.If(test=negate(cond.expr), body=body or [ast.Pass()], orelse=[]))
            return then_start
        rest = self._rest_of_loop_body(cond, ctx, stack, out)
        if rest is not None:
            return rest
        if self._guards_while_else(cond):  # 3.10+: the entry test of ``while c: ... else: ...``
            return self.while_loop(then_start, self.flow.latch(then_start), ctx, stack, out, guard=cond.expr)
        ended = self._else_to_loop_end(cond, ctx, stack, out)
        if ended is not None:
            return ended
        msg = asserts.assert_block(self, else_start, stack)
        if msg is not None:  # 3.12+: the failing branch of an ``assert`` placed out of line
            out.append(ast.Assert(test=cond.expr, msg=msg[0]))
            return then_start
        then_jump = joins.then_jump(self, then_start, else_start, ctx.loops[-1] if ctx.loops else None)
        if then_jump is None and any(not isinstance(v, N.Marker) for v in stack):
            resume = ternaries.copied_tail_ternary(self, cond, ctx, stack)
            if resume is not None:
                return resume
        stops = ctx.stops | {else_start} | ({then_jump} if then_jump is not None and then_jump > else_start else set())
        then, end, then_stack = self.walk(then_start, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
        join = else_start
        orelse: List[ast.stmt] = []
        if then_jump is not None and self._dead(else_start - 1):
            # the then-branch ended with an if/else whose branches all return (or raise)
            then = else_to_end(then, None if self.bc.facts.drops_dead_code else self._jumped_raises())
        if then_jump is not None and then_jump > else_start and (end < 0 or self._same_stop(end, then_jump)):
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
        elif not then and then_jump is None and end != else_start and self._aliased(end) \
                and self._constant_return(end) is not None and not _changed(then_stack, stack):
            # an empty then-branch that runs a copy of a statement's exit path ending in
            # ``return <constant>``: ``if c: return`` (``if c: pass / else:`` inverts the test)
            then = [ast.Return(value=self._constant_return(end))]
        elif then_jump is None and end != else_start and (end < 0 or end in ctx.stops) and _flows(then) \
                and (_changed(then_stack, stack) or self._aliased(end)):
            # the then-branch leaves by an exit that continues at an enclosing join (an except
            # clause's POP_EXCEPT before a jump to, or a copy of, the code after the ``try``;
            # or a copy of a statement's exit path): so does the else-branch
            known = len(ctx.breaks)
            orelse, oend, else_stack = self.walk(else_start, ctx, list(stack))
            if not (oend == -1 or self._same_stop(oend, end)) or (
                    _flows(orelse) and _changed(else_stack, then_stack)):
                del ctx.breaks[known:]
                return self._then_returns(cond, then, end, out)
            stack[:] = then_stack
            out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse))
            return end
        elif len(then_stack) == len(stack) + 1 and not then and end == else_start:
            raise DecompileFailure("conditional value without else")
        elif end < 0 and then_jump is None and ternaries.unfused_return(self, then_start, else_start):
            ternary = ternaries.returned_ternary(self, cond, then, else_start, ctx, stack)
            if ternary is not None:
                out.append(ternary)
                return -1
        elif end < 0 and then_jump is None and then and getattr(then[-1], "_undis_skips_else", False):
            skipped, oend, _ = self.walk(else_start, ctx, list(stack))
            if (oend == -1 or (ctx.loops and oend == ctx.loops[-1].header)) and \
                    not (skipped and isinstance(skipped[-1], LoopTest)):
                # (the end of the loop body: the implicit continues are dropped there)
                node = ast.If(test=cond.expr, body=then, orelse=skipped)
                node._undis_skips_else = True  # type: ignore[attr-defined]  # (so does its end)
                out.append(node)
                return oend
        if _flows(then) and _changed(then_stack, stack):
            raise DecompileFailure("then branch changes the stack it joins with")
        out.append(assert_or_if(cond.expr, then, orelse, asserts.skips_if_true(self, cond),
                                asserts.or_style(self, first, cond)))
        if join > else_start and dead_else.dead_else_jump(self, else_start - 1) and join not in self.flow.reachable \
                and not _flows(then) and not _flows(orelse) and ctx.loops \
                and self.ins[join].op == "JUMP" and self.ins[join].target == ctx.loops[-1].header:
            return -1  # (3.8/3.9: neither branch gets to the loop's dead jump back there)
        return join

    def _then_returns(self, cond: Cond, then: List[ast.stmt], end: int, out: List[ast.stmt]) -> int:
        """The then-branch leaves by the exit ``end`` and the else-branch goes on elsewhere:
        where that exit returns a constant (3.12+: a copy of ``return None`` after the try,
        run after an except clause's POP_EXCEPT, from a try nested in the clause), the
        then-branch ends with that ``return``; the walk goes on with the else-branch."""
        ret = self._constant_return(end) if end >= 0 else None
        if ret is None:
            raise DecompileFailure("then branch changes the stack it joins with")
        leave = ast.Return(value=None if N.is_const(ret, None) else ret)
        out.append(ast.If(test=cond.expr, body=then + [leave], orelse=[]))
        return cond.no

    def _else_to_loop_end(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """3.8/3.9: ``if c: ...; continue / else: ...`` that ends a loop body keeps the
        then-branch's jump over the else-branch (threaded to the loop header) as dead code
        after its ``continue``, which ``if c: ...; continue`` then the else-branch's
        statements would not have: the if statement with its else-branch (-1: the body
        ends there), or None."""
        loop = ctx.loops[-1] if ctx.loops else None
        k = cond.no - 1
        if loop is None or self.bc.facts.drops_dead_code or k <= cond.end or not dead_else.dead_else_jump(self, k) \
                or self.thread(self.ins[k].target) != loop.header or not self._leaves_body(k - 1, cond.end, loop):
            return None
        breaks: List[int] = []
        then, end, then_stack = self.walk(cond.end, Ctx(ctx.stops | {cond.no}, ctx.loops, breaks), list(stack))
        if end >= 0 or _kept_changed(then, then_stack, stack):
            return None
        orelse, end, else_stack = self.walk(cond.no, Ctx(ctx.stops, ctx.loops, breaks), list(stack))
        if end >= 0 or _kept_changed(orelse, else_stack, stack):
            return None
        ctx.breaks.extend(breaks)
        out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse or [ast.Pass()]))
        return -1

    def _leaves_body(self, k: int, start: int, loop: Loop) -> bool:
        """The jump at ``k`` that ends the then-branch from ``start`` is a ``continue``
        (back to the ``loop``'s header) or a ``break`` (to its exit, or where the jump at
        its exit goes: threaded there) that no jump of the branch to the header precedes:
        with the else-branch, a jump to the end of the then-branch is threaded to the
        jump over the else-branch's own target, not the header (that is ``...; break``
        in an if, then ``continue``, the dead jump its statement)."""
        ins, target = self.ins, self.ins[k].target
        if target == loop.header:
            return True
        at_exit = ins[loop.exit] if 0 <= loop.exit < len(ins) else None
        threaded = at_exit is not None and at_exit.op == "JUMP" and at_exit.target == target >= 0
        return (target == loop.exit or threaded) and all(ins[j].target != loop.header for j in range(start, k))

    def dead_jumps(self) -> FrozenSet[int]:
        """Unconditional jumps that nothing reaches, right after another jump (3.8/3.9 keep
        them: a jump over an else-branch, a loop body's closing jump)."""
        if self._dead_jumps is None:
            ins, flow = self.ins, self.flow
            self._dead_jumps = frozenset(k for k in self.bc.jumps if ins[k].op == "JUMP" and k not in flow.reachable
                                         and k not in flow.jump_sources and ins[k - 1].op == "JUMP")
        return self._dead_jumps

    def _same_stop(self, a: int, b: int) -> bool:
        """``a`` and ``b`` are the same stop, or copies of one exit path (:attr:`stop_aliases`)."""
        return self.stop_aliases.get(a, a) == self.stop_aliases.get(b, b)

    def _constant_return(self, k: int) -> Optional[ast.expr]:
        """The constant returned by the straight code from ``k`` (None: none, or not a constant)."""
        while k < len(self.ins) and self.ins[k].target < 0 and self.ins[k].op not in _ENDS:
            k += 1
        if 0 < k < len(self.ins) and self.ins[k].op == "RETURN_VALUE" and self.ins[k - 1].op == "LOAD_CONST":
            return N.const(self.ins[k - 1].argval)
        return None

    def _aliased(self, stop: int) -> bool:
        """``stop`` is one of several copies of a statement's exit path (:attr:`stop_aliases`)."""
        return stop in self.stop_aliases or stop in self.stop_aliases.values()

    def _guards_while_else(self, cond: Cond) -> bool:
        """``c; jump-if-false E; B: body; c; jump-if-true B; E: else-clause`` (3.12+: ``c;
        jump-if-false E; JUMP B``) where a ``break``
        in the body jumps past ``E``: the entry test of an inverted ``while`` with an ``else``
        clause (as ``if c: while c: ...`` the else clause would also run after a break)."""
        header, else_start = cond.end, cond.no
        if not self.flow.is_header(header):
            return False
        latch = self.flow.latch(header)
        last, before = self.ins[latch], self.ins[latch - 1]
        if else_start not in (latch + 1, loop_ends.exit_back(self, latch + 1, header, latch)) or last.target != header:
            return False
        if last.op not in _COND_JUMPS and not (  # 3.12+: ``c; jump-if-false E; JUMP B``
                last.op == "JUMP" and before.op in _COND_JUMPS and before.target == latch + 1):
            return False
        # (when the exit jumps back, the body's code after its try lies with the handlers, after
        # the code that follows the loop: only the code before ``else_start`` can break)
        if else_start != latch + 1 and self.ins[else_start - 1].op not in ("JUMP", *_ENDS):
            return True  # (the body falls into that code: a ``break``)
        return any((self.ins[k].op == "JUMP" and not header <= self.thread(self.ins[k].target) <= else_start)
                   or self.ins[k].op == "POP_EXCEPT" for k in range(header, min(latch, else_start))) \
            or (self.bc.facts.exception_table and exits.clause_breaks_past(self, header, latch, else_start))

    def _if_to_loop_end(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """``if c: rest`` closing a loop body: the jump to the end of the ``if`` was threaded
        to the loop header (3.8/3.9), so the false branch jumps backwards.  The then-branch
        runs to the end of the loop body.  None if the jump is not to the current loop."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or self.thread(cond.no) not in (loop.header, loop.also):
            return None
        body, end, _ = self.walk(cond.end, ctx, list(stack))
        node = ast.If(test=cond.expr, body=body or [ast.Pass()], orelse=[])
        strip_implicit(node)
        out.append(assert_or_if(node.test, node.body, [], asserts.skips_if_true(self, cond)))
        if end < 0 and body and isinstance(body[-1], (ast.Break, ast.Return, ast.Raise)):
            cont = ast.Continue()  # (the then-branch leaves: the jump to the header is a ``continue``)
            cont._undis_implicit = True  # type: ignore[attr-defined]
            out.append(cont)
        return end

    def end_async_for(self, anext: int) -> int:
        """3.11+: the END_ASYNC_FOR ending the ``async for`` whose GET_ANEXT is at ``anext``
        (the handler of the exception-table entry around it), or -1."""
        ends = [h.target for h in self.bc.handlers if h.start <= anext < h.end]
        return ends[-1] if ends and self.ins[ends[-1]].op == "END_ASYNC_FOR" else -1


_RETURN_LOADS = ("LOAD_CONST", "LOAD_FAST", "LOAD_GLOBAL", "LOAD_DEREF", "LOAD_NAME")
#: the opnames :meth:`Walker.walk` looks at before it hands an instruction to the simulator
_WALKER_OPS = frozenset({"JUMP", "FOR_ITER", "POP_TOP", *_COND_JUMPS, *_VALUE_JUMPS, *_SHUFFLES, *NAME_STORES})


def _flows(body: List[ast.stmt]) -> bool:
    """Whether a branch body can end by flowing on to the join point."""
    return not (body and isinstance(body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break)))


def _changed(after: List[ast.expr], before: List[ast.expr]) -> bool:
    """A branch that joins must leave the stack it started with (values kept across it)."""
    return len(after) != len(before) or any(a is not b for a, b in zip(after, before))


def _kept_changed(body: List[ast.stmt], after: List[ast.expr], before: List[ast.expr]) -> bool:
    """:func:`_changed`, where the branch keeps the stack: all but one that ends in
    ``break`` (it pops the iterators of the loops it leaves)."""
    return not (body and isinstance(body[-1], ast.Break)) and _changed(after, before)


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


def _entry_test(test: ast.expr, deep: ast.expr, body: List[ast.stmt]) -> ast.expr:
    """The test of ``if test: body``, or its De Morgan form ``deep`` where the body starts
    with a ``while`` loop that has that test (the loop's entry test, see cleanup)."""
    first = body[0] if body else None
    if isinstance(first, ast.While) and ast.dump(first.test) == ast.dump(deep):
        return deep
    return test
