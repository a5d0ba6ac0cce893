"""The structurer: walks normalized instructions and rebuilds statements.

It walks forward from an index with a simulated stack, and at each control-flow point
recognises one idiom (loop, if/else, short-circuit condition, conditional expression,
boolean value, try...).  Each call is bounded by a set of *stop* indices (join points,
loop headers and exits), so the walk always terminates.  When no idiom fits, it raises
:class:`DecompileFailure`; the decompiler then falls back to the state-machine emitter.
"""

from __future__ import annotations

import ast
import itertools
from typing import Dict, FrozenSet, List, Optional, Set, Tuple, Type

from undis.bytecode import Bytecode, Instr
from undis.bytecode.instructions import instr_lines
from undis.emit import nodes as N
from undis.structure import values
from undis.structure.conditions import Cond, bool_op, build_condition, canon, negate, negate_deep
from undis.structure.flow import Flow
from undis.structure.simulate import DecompileFailure, Simulator, Slot, SlotGroup
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import VALUE_JUMPS as _VALUE_JUMPS
from undis.structure.walkctx import Ctx, Loop

__all__ = ["Ctx", "Idiom", "Loop", "Walker"]

_SHUFFLES = frozenset({"SWAP", "ROT_THREE"})  # ops that may start a tuple-swap reversal
_TAIL_ENDS = ("RETURN_VALUE", "RAISE_VARARGS")
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
            stmts = _else_to_end(stmts, self._jumped_raises())
        elif self.bc.facts.copies_exit_blocks and not self._shared_final_return():
            stmts = _implicit_returns(stmts)
        elif self.bc.facts.copies_exit_blocks and stmts and _is_bare_return(stmts[-1]):
            stmts[-1]._undis_explicit = True  # type: ignore[attr-defined]  # (kept by cleanup.statements)
        return stmts

    def _shared_final_return(self) -> bool:
        """3.10+: the code ends with a ``return None`` block that both a jump and the code
        before reach: one shared block, an explicit ``return`` (each branch gets its own copy
        of the implicit one, which has no line)."""
        ins, n = self.ins, len(self.ins)
        return n >= 3 and ins[-1].op == "RETURN_VALUE" \
            and ins[-2].op == "LOAD_CONST" and ins[-2].argval is None and n - 2 in self.flow.jump_sources \
            and ins[-3].op not in _ENDS and ins[-3].op != "JUMP"

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
                i = self.loop(i, ctx, stack, out)
                if i < 0:  # (an idiom's statement around the loop that never falls through)
                    return out, -1, stack
                continue
            if at_entry and self.bc.facts.inverted_while:
                inner = self._entry_inverted_body(i, ctx, stack)
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
                end = self._clause_exit_break(i, ctx)
                if end >= 0:
                    ctx.breaks.append(end)
                    return out + [ast.Break()], -1, stack
            if op == "RERAISE" and ctx.loops and self._reraise_break(i, ctx.loops[-1]):
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
                    ternary = values.true_ternary(self, i, ctx, stack)
                    if ternary is not None:
                        i = ternary
                        continue
                    if self._skips_dead_code(i, ctx) and not self._for_break(self.thread(ins.target), ctx, stack):
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
                width = self._tuple_swap(i, stack) if op in _SHUFFLES else 0
                if width:
                    i += self._swap_slots(i, width, stack, out)
                    continue
                if op in _NAME_STORES and self._parallel_store(i, stack, out):
                    i += self._parallel_count(i)
                    continue
                end = self._copied_break(i, ctx, stack) if op == "POP_TOP" else -1
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

    def _reraise_break(self, i: int, loop: Loop) -> bool:
        """3.12+: in the handler copy of a finally body, the loop at the body's end exits to
        its ``RERAISE``, which the compiler copied onto a ``break`` in the loop: the
        ``RERAISE`` at ``i`` is that break."""
        exit_ = loop.exit
        return not loop.is_for and 0 <= exit_ != i and self.ins[exit_].op == "RERAISE" \
            and loop.header < i < exit_ and self.same_code(i, exit_)

    def _copied_break(self, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """``break`` out of a ``for`` whose exit block the compiler copied (3.12+): the
        iterator is popped, then the same code as at the loop's exit (or, with an ``else``
        clause, after it) runs to a return.  Returns where the break goes, or -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or not loop.is_for or loop.exit < 0 or not stack:
            return -1
        if not _is_iterator(stack[-1]) or \
                self.ins[i + 1].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or self._nested_return(i):
            return -1  # ``return x`` in a loop: the value is already on the stack
        if not self.bc.facts.exception_table and i > 0 and self.ins[i - 1].op == "SWAP" and self.ins[i - 1].arg == 2:
            return -1  # 3.8-3.10: the value kept on top while the iterator is popped is returned (blocks unwind)
        end = self._copied_exit(i + 1, loop)
        if end >= 0:
            return end
        j, outer = i + 1, len(stack) - 2
        while self.ins[j].op == "POP_TOP" and outer >= 0 and _is_iterator(stack[outer]):
            j, outer = j + 1, outer - 1  # (in nested loops: each enclosing loop's iterator too)
        while self.ins[j].op == "POP_BLOCK":
            j += 1  # (3.8-3.10: the return leaves the try blocks around the loop too)
        if self.ins[j].op == "LOAD_CONST" and self.ins[j + 1].op == "RETURN_VALUE":
            return -1  # ``return <constant>`` in a loop pops the iterator the same way
        code = self.flow.handler_code
        if self.bc.facts.copies_line_less_jumps and self.ins[i + 1].op == "POP_EXCEPT" and loop.header in code:
            self.moved_tails.add(i + 1)  # 3.13: the enclosing except clause's exit, copied onto the break
            return i + 1
        k = i + 1  # the only copy: the code after the loop is reached by the break alone
        while k < len(self.ins) and self.ins[k].target < 0 and (k == i + 1 or k not in self.flow.jump_sources):
            if self.ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS"):
                self.moved_tails.add(i + 1)
                return i + 1
            k += 1
        return -1

    def _copied_exit(self, k: int, loop: Loop) -> int:
        """Where the code at ``k`` goes on at the exit of ``loop`` (or after its else clause),
        or is a copy of the code there; else -1.  3.8/3.9/3.11 copy no code that has a line of
        its own onto a ``break`` (3.11 only the implicit ``return None``): the code at ``k``
        must run into, or jump to, the code there."""
        ins, facts = self.ins, self.bc.facts
        copies = facts.copies_lined_exit_blocks or (facts.copies_exit_blocks and ins[k].op == "LOAD_CONST"
                                                    and ins[k].argval is None and ins[k + 1].op == "RETURN_VALUE")
        lands = self._landing(k)
        for end in range(loop.exit, min(loop.exit + 64, len(ins))):
            if lands == self._landing(end) or (copies and self.same_code(k, end)):
                return end
            if ins[end].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or ins[end].target >= 0:
                break
        return -1

    def _landing(self, k: int) -> int:
        """Where the code at ``k`` goes on, forward jumps followed."""
        while self.ins[k].op == "JUMP" and self.ins[k].target > k:
            k = self.ins[k].target
        return k

    def _clause_exit_break(self, i: int, ctx: Ctx) -> int:
        """3.10: in a ``while`` loop nested in an except clause, the POP_EXCEPT at ``i`` starts
        a copy of the clause's own exit after the loop (POP_EXCEPT, then the code after the
        statement, to a return): the compiler copied that small exit block onto a ``break``'s
        jump (``return name`` in a clause loads the name before POP_EXCEPT; ``return
        <constant>`` after it is left alone).  Where the break goes (that exit), or -1."""
        ins, loop = self.ins, ctx.loops[-1]
        if not self.bc.facts.copies_exit_blocks or self.bc.facts.exception_table or loop.is_for \
                or ins[i - 1].op == "ROT_FOUR" or (ins[i + 1].op == "LOAD_CONST" and ins[i + 2].op in _ENDS):
            return -1
        latch = self.flow.latch(loop.header)
        if not loop.header <= i <= latch:
            return -1
        past = [p for p in range(latch + 1, len(ins)) if ins[p].op == "POP_EXCEPT" and self.same_code(i, p)]
        return past[0] if len(past) == 1 else -1

    def _nested_return(self, i: int) -> bool:
        """``SWAP 2; POP_TOP`` at ``i - 1``, then more of them and a return: ``return x`` in
        nested for loops pops each iterator from under the value (3.11+: and the exception
        state of an enclosing except clause, ``SWAP 2; POP_EXCEPT``, and the exit call of an
        enclosing with statement)."""
        ins, k = self.ins, i + 1
        if i < 1 or ins[i - 1].op != "SWAP" or ins[i - 1].arg != 2:
            return False
        while k + 1 < len(ins) and ins[k].op == "SWAP" and ins[k].arg == 2 and k not in self.flow.jump_sources:
            if ins[k + 1].op in ("POP_TOP", "POP_EXCEPT"):
                k += 2
            elif [(x.op, x.argval) for x in ins[k + 1:k + 4]] == [("LOAD_CONST", None)] * 3 \
                    and [x.op for x in ins[k + 4:k + 6]] == ["CALL", "POP_TOP"]:
                k += 6  # (an enclosing with statement's exit, called from under the value)
            else:
                break
        return k > i + 1 and ins[k].op == "RETURN_VALUE"

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
        """Where the copy at ``j`` of the code after a ``while`` loop (its normal exit at
        ``exit_``) comes from: the exit itself, or, with an ``else`` clause, the code that
        the clause runs into (in the straight-line code from the exit).  Or -1."""
        ins = self.ins
        for k in range(exit_, min(exit_ + 64, len(ins))):
            if self.same_code(j, k):
                return k
            if ins[k].op in _ENDS or ins[k].target >= 0 or (k > exit_ and k in self.flow.jump_sources):
                break
        return -1

    def _clause_breaks_past(self, header: int, latch: int, else_start: int) -> bool:
        """3.12+: an except clause of a try in the loop body (at ``header`` .. ``latch``)
        leaves by a copy of code after ``else_start`` (POP_EXCEPT, not after a SWAP that
        keeps a returned value): a ``break`` past the else clause, whose small exit block
        the compiler copied onto the jump.  (The handler copy of a finally body around
        except clauses, whose range starts at a clause's POP_EXCEPT, too.)"""
        ins, code = self.ins, self.flow.handler_code
        starts = [h.target for h in self.bc.handlers if header <= h.start < latch and not h.lasti]
        seen = set(starts)
        for t in starts:  # (grows: the finally handlers found on the way)
            p = t
            while p + 1 < len(ins) and p in code and ins[p].op != "RERAISE":
                if ins[p].op == "POP_EXCEPT" and ins[p - 1].op != "SWAP" \
                        and self.past_else(self._past_finally_copy(p), else_start) > else_start:
                    return True
                if ins[p].op == "POP_EXCEPT":
                    more = {h.target for h in self.bc.handlers if h.start == p and not h.lasti} - seen
                    starts.extend(sorted(more))
                    seen |= more
                p += 1
        return False

    def _past_finally_copy(self, p: int, anywhere: bool = False) -> int:
        """After ``p`` (the POP_EXCEPT of an except clause of a try/finally): past the copy
        of a straight-line finally body that follows it (the handler that covers ``p`` runs
        that body, up to its ``RERAISE 0``; ``anywhere``: any handler, as that of a try body
        nested in an except handler's), else ``p + 1``."""
        ins = self.ins
        for h in self.bc.handlers:
            if (anywhere or h.start <= p < h.end) and ins[h.target].op == "PUSH_EXC_INFO":
                t, k = h.target + 1, p + 1
                while t < len(ins) and k < len(ins) and ins[t].target < 0 and ins[t].op not in _ENDS \
                        and (ins[t].op, ins[t].argval, ins[t].arg) == (ins[k].op, ins[k].argval, ins[k].arg):
                    t, k = t + 1, k + 1
                if t > h.target + 1 and ins[t].op == "RERAISE" and ins[t].arg == 0:
                    return k
        return p + 1

    def _tuple_swap(self, i: int, stack: List[ast.expr]) -> int:
        """``a.x, b[0] = u, v``: the values are pushed in order, reversed (``SWAP 2``,
        ``SWAP 3`` or ``ROT_THREE; SWAP 2``), then stored one by one.  Returns the width
        (2 or 3) when ``i`` starts such a reversal followed by a store, else 0."""
        ins = self.ins
        op, arg = ins[i].op, ins[i].arg
        if op == "SWAP" and arg in (2, 3):
            width, after = arg, i + 1
        elif op == "ROT_THREE" and i + 1 < len(ins) and ins[i + 1].op == "SWAP" and ins[i + 1].arg == 2:
            width, after = 3, i + 2
        else:
            return 0
        if len(stack) < width or any(isinstance(v, N.Marker) for v in stack[-width:]):
            return 0
        if i > 0 and ins[i - 1].op in ("SWAP", "ROT_THREE", "ROT_FOUR", "ROT_N", "COPY"):
            return 0  # part of a longer shuffle (augmented subscript assignment...)
        if any(k in self.flow.jump_sources for k in range(i + 1, after + 1)):
            return 0
        for k in range(after, min(after + 4, len(ins))):  # the first target's store
            if ins[k].target >= 0:
                return 0
            if ins[k].op in _NAME_STORES + ("STORE_ATTR", "STORE_SUBSCR", "UNPACK_SEQUENCE", "UNPACK_EX"):
                return width
            if not ins[k].op.startswith("LOAD_") and ins[k].op not in ("BINARY_SUBSCR", "PUSH_NULL"):
                return 0
        return 0

    def _swap_slots(self, i: int, width: int, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """Replaces the reversed values by store slots; returns the reversal's length."""
        values = [self.sim.value(v) for v in stack[-width:]]

        def done(target: ast.expr) -> None:
            out.append(ast.Assign(targets=[target], value=N.tuple_(values), type_comment=None))

        group = SlotGroup(width, -1, done)
        stack[-width:] = [Slot(group, k) for k in reversed(range(width))]
        return 1 if self.ins[i].op == "SWAP" else 2

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
        if any(isinstance(v, N.Marker) for v in values) or any(v is w for k, v in enumerate(values)
                                                                for w in values[k + 1:]):
            return False
        if not all(hasattr(v, "_undis_seq") for v in values):
            return False
        del stack[-n:]
        pairs = [(values[-1 - k], N.name(self.ins[i + k].argval, N.STORE)) for k in range(n)]
        pairs.sort(key=lambda p: _seq_of(p[0]))
        out.append(ast.Assign(targets=[N.tuple_([t for _, t in pairs], N.STORE)],
                              value=N.tuple_([self.sim.value(v) for v, _ in pairs]), type_comment=None))
        return True

    def _skips_dead_code(self, i: int, ctx: Ctx) -> bool:
        """A forward jump over handler-only code (3.11+ ``with`` exits) is a fall-through;
        not a ``break`` over a dead ``continue`` (3.8 keeps the loop's closing jump), unless
        it stays in an except clause of the loop body (a nested try body's jump over its
        handlers, 3.12+: all placed after the loop)."""
        t = self.ins[i].target
        if ctx.loops and (self.past_loop(t, ctx.loops[-1]) or self.retry_jump(t, ctx.loops[-1])) \
                and not self._within_clause(i, t, ctx.loops[-1]):
            return False
        return t > i + 1 and all(k in self.flow.handler_code or k in self.consumed for k in range(i + 1, t))

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
        if self._for_break(target, ctx, stack):
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
                if at >= 0 and not (nxt is not None and nxt.op == "JUMP" and self._goes_back(nxt.target, target)
                                    and not self._line_less_copy(k, loop)) and not self.handler_continue(at, loop) \
                        and not self._to_entry_test(target, loop):
                    node._undis_implicit = True  # type: ignore[attr-defined]  # no second jump: the loop's end
                if at > 0 and self._line_less_copy(at, loop):  # (the jump over an else-branch, or the body's end)
                    node._undis_skips_else = True  # type: ignore[attr-defined]
                return [node]
            if (self.past_loop(target, loop) or (loop.exit >= 0 and target == loop.exit)
                    or self.retry_jump(target, loop)) and not self._within_clause(at, target, loop):
                ctx.breaks.append(target)
                brk = ast.Break()
                brk._undis_to = target  # type: ignore[attr-defined]  # (see :meth:`_retry_loop`)
                return [brk]
            if len(ctx.loops) > 1 and self._outer_continue(target, ctx.loops[-2]):  # break, then the outer loop's end
                ctx.breaks.append(target)
                return [ast.Break()]
        if target in ctx.stops or raw in ctx.stops:  # (raw: a stop that a chain of jumps starts, 3.11)
            return []
        if ctx.loops and self._cold_break(at, target, ctx.loops[-1]):
            ctx.breaks.append(target)
            return [ast.Break()]
        if self._return_key(target) is not None and self.ins[target].op == "LOAD_CONST":
            # 3.12+: code placed after the handlers (the rest of a statement that only an
            # except clause reaches) jumps back to the small return block it ends with
            value = N.const(self.ins[target].argval)
            return [ast.Return(value=None if N.is_const(value, None) else value)]
        raise DecompileFailure("jump to %d has no structured form" % target)

    def _goes_back(self, k: int, header: int) -> bool:
        """A jump to ``k`` goes on to ``header``: forward jumps followed, and (3.8-3.10) the
        loop's own jump back with a line of its own (which 3.10 does not thread)."""
        k = self.thread(k)
        return k == header or (not self.bc.facts.exception_table and self.ins[k].op == "JUMP"
                               and self.ins[k].target == header)

    def _cold_break(self, at: int, target: int, loop: Loop) -> bool:
        """3.12+: the jump at ``at`` forward to normal code (no stop) in a ``while`` loop that
        only loops from except clauses and has no exit of its own (``while True: try: ...
        except E: continue``, its ``break`` after the try): a ``break``, to where the code
        after the loop goes on (an enclosing statement's join, threaded)."""
        latch = loop.latch if loop.latch >= 0 else self.flow.latch(loop.header)
        reachable = self.flow.reachable
        return loop.exit < 0 and not loop.is_for and self._cold_latch(loop, latch) and at in reachable \
            and loop.header < at < target and target in reachable

    def _to_entry_test(self, target: int, loop: Loop) -> bool:
        """``target`` is the entry test of the inverted ``while`` loop ``loop`` (3.10+),
        which its body's end never jumps to (it runs into the test at the bottom): a jump
        there is an explicit ``continue``."""
        return target == loop.also and loop.also != loop.header and not loop.is_for

    def _outer_continue(self, target: int, outer: Loop) -> bool:
        """``target`` is the header of the loop ``outer`` around the current one, or a jump
        back to it (3.12+ places that jump, the end of the outer body, after the inner loop)."""
        ins = self.ins[target]
        return target == outer.header or (ins.op == "JUMP" and ins.target == outer.header and target > outer.header)

    def _line_less_copy(self, k: int, loop: Loop) -> bool:
        """3.13+: the jump at ``k`` to the header of the ``for`` loop ``loop``, right after
        another jump, may be the compiler's copy of the line-less jump that ends the loop body
        or skips an else-branch there (one copy per jump to it), so it does not make the jump
        before it an explicit ``continue``: only one conditional jump goes there.  (A
        ``while`` body ends with its test: a jump to its header is a ``continue``.)"""
        sources = self.flow.jump_sources.get(k, ())
        return self.bc.facts.copies_line_less_jumps and loop.is_for and self.ins[k - 1].op == "JUMP" \
            and len(sources) == 1 and self.ins[sources[0]].op in _COND_JUMPS

    def past_loop(self, target: int, loop: Loop) -> bool:
        """``target`` lies past the body of ``loop`` (after its latch; for a ``for`` loop, not
        before its exit either: its latch may be an except clause's jump in the body)."""
        latch = loop.latch if loop.latch >= 0 else self.flow.latch(loop.header)
        if target > latch:
            return not (loop.is_for and loop.header < target < loop.exit)
        return self._cold_latch(loop, latch) and loop.header < loop.exit < target and target in self.flow.reachable

    def _cold_latch(self, loop: Loop, latch: int) -> bool:
        """3.12+: the ``while`` loop ``loop`` ends after a ``try`` that only its except clauses
        leave normally: the rest of its body and its bottom test are placed with the handlers,
        after the code that follows the loop (its exit, before which its normal code lies)."""
        flow = self.flow
        return self.bc.facts.cold_handlers and not loop.is_for and latch in flow.handler_code \
            and loop.header not in flow.handler_code

    def retry_jump(self, target: int, loop: Loop) -> bool:
        """3.11: ``target`` is the jump back of a loop nested in ``loop`` that starts at the
        same header and loops only from except clauses (see :meth:`_retry_loop`), placed
        in the body before the outer loop's latch."""
        ins = self.ins[target]
        return self.bc.facts.exception_table and ins.op == "JUMP" and ins.target == loop.header \
            and target in self.flow.handler_code and loop.header not in self.flow.handler_code \
            and target < self.flow.latch(loop.header)

    def _within_clause(self, at: int, target: int, loop: Loop) -> bool:
        """3.11+: the jump at ``at`` stays in an except clause of the loop body: both ends in
        handler code (placed after the loop body), and it does not follow a POP_EXCEPT (a
        break leaves the clause).  3.8/3.9: the clause's code lies in the body, but past
        the loop's last back edge when the clause goes on from there (a ``break`` leaves
        it the same way; a jump after the handler table, dead, is no clause's)."""
        flow = self.flow
        if not (at > 0 and at in flow.handler_code and target in flow.handler_code
                and loop.header not in flow.handler_code):
            return False
        if not self.bc.facts.exception_table:
            return not self.bc.facts.drops_dead_code and not self._unwinds38(at)
        return self.ins[at - 1].op not in ("POP_EXCEPT", "DELETE_FAST", "DELETE_NAME", "DELETE_DEREF")

    def _unwinds38(self, at: int) -> bool:
        """3.8/3.9: the jump at ``at`` follows the clean-up of a block it leaves (that of
        an except or finally clause, a try body's POP_BLOCK, a ``with`` exit's call), as a
        ``break`` does, or a handler table's end (a dead jump after it).  (A 3.9 ``break``
        out of a try/finally runs a copy of the finally body first: not seen here.)"""
        ins = self.ins
        if ins[at - 1].op in _CLAUSE_EXITS_38:
            return True
        return at >= 5 and ins[at - 1].op == "POP_TOP" and ins[at - 2].op == "CALL" and ins[at - 2].arg == 3 \
            and ins[at - 3].op == "COPY" and ins[at - 4].op == "COPY"

    def handler_continue(self, at: int, loop: Loop) -> bool:
        """3.10+: an except clause's jump straight to the header of a loop that only loops
        from except clauses is a ``continue`` (the end of a clause would jump to the code
        after the ``try``, which then would loop from normal flow; 3.8/3.9 keep the clause's
        own exit after the ``continue``)."""
        flow = self.flow
        return self.bc.facts.drops_dead_code and at in flow.handler_code and \
            self.ins[at].target in (loop.header, loop.also) and self.ins[at].target not in flow.handler_code and \
            all(k in flow.handler_code for k in flow.back_edges.get(self.ins[at].target, ()))

    def _for_break(self, target: int, ctx: Ctx, stack: List[ast.expr]) -> bool:
        """A jump to the exit of the innermost for loop, or past it to normal code (3.12+,
        whose latch may be an except clause's jump placed last), once its iterator was popped."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or not loop.is_for or not (target == loop.exit or (
                self.bc.facts.exception_table and loop.exit >= 0 and target > loop.exit
                and target not in self.flow.handler_code and loop.header not in self.flow.handler_code)):
            return False
        return not (stack and _is_iterator(stack[-1]))

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
        for idiom in self.extensions:
            nxt = idiom.loop(self, header, ctx, stack, out)
            if nxt is not None:
                return nxt
        latch = self._threaded_latch(header, self.flow.latch(header))
        ins = self.ins[header]
        inner = self._inverted_body(header, latch, stack)
        if inner is not None:
            body_header, exit_ = inner
            self.continue_alias[body_header] = header
            if exit_ < header:
                self.test_exits.add(exit_)
            return self.while_loop(body_header, self.flow.latch(body_header), ctx, stack, out, also=header)
        if ins.op == "FOR_ITER":
            return self.for_loop(header, latch, ctx, stack, out)
        if self.bc.facts.forward_only_cond_jumps and self._after_entry_test(header, latch):
            self.continue_alias.setdefault(header, header)  # (the bottom test jumps back through a JUMP)
        return self.while_loop(header, latch, ctx, stack, out)

    def _chain_cleanup_jump(self, j: int, k: int) -> bool:
        """The ``JUMP`` at ``k``, in a loop's entry test from ``j``, goes over the clean-up of
        a compare chain (``POP_TOP``, where a jump of the test goes) to the loop body."""
        x = self.ins[k]
        return x.op == "JUMP" and x.target > k + 1 and self.flow.is_header(x.target) \
            and self.ins[k + 1].op == "POP_TOP" and any(self.ins[c].target == k + 1 for c in range(j, k))

    def _after_entry_test(self, header: int, latch: int) -> bool:
        """3.12+: the loop body at ``header`` follows an entry test, which ``continue``
        skips: its last jump goes past the ``latch``, or over the entry test's exit jump
        (backwards to an enclosing loop's header, where the loop's exit was threaded)."""
        before = self.ins[header - 1] if header else None
        if before is None:
            return False
        if before.op in _COND_JUMPS:
            return before.target > latch
        test = self.ins[header - 2] if header > 1 else None
        return test is not None and test.op in _COND_JUMPS and test.target == header \
            and self._exit_jump(header - 1, header)

    def _threaded_latch(self, header: int, latch: int) -> int:
        """3.8/3.9: a loop body that ends with an inner ``while`` loop: the compiler threads
        the inner loop's exits (its test, its breaks) to the outer ``header`` and keeps the
        outer body's closing jump back, dead, right after the inner loop's latch.  The last
        live back edge may then lie inside the inner loop; the outer body ends at that dead
        jump, whose index is returned (``latch`` where there is none).  (The inner loop's
        own body may end with a loop nested in it the same way.)"""
        if not self.bc.facts.threads_jumps_across_lines:
            return latch
        ins, flow = self.ins, self.flow
        end, h = latch, header + 1
        while h <= end:
            if flow.is_header(h) and ins[h].op != "FOR_ITER":
                end = max(end, self._threaded_latch(h, flow.latch(h)))
            h += 1
        if end == latch or end + 1 >= len(ins) or end + 1 in flow.reachable:
            return latch
        dead = ins[end + 1]
        return end + 1 if dead.op == "JUMP" and dead.target == header else latch

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
        breaks = {b for b in inner.breaks if b != exit_ and not self._threaded_exit(exit_, b)}
        if len(breaks) > 1:  # (3.10: copies of one exit path, each break jumping to its own)
            breaks = {self.stop_aliases.get(b, b) for b in breaks}
        if len(breaks) > 1:
            raise DecompileFailure("loop with several break targets")
        if breaks:
            end = breaks.pop()
            if end in self.moved_tails and end < exit_:  # the else clause returns or jumps back to the tail
                orelse, stop, _ = self.walk(exit_, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
                if stop >= 0 and stop != end:
                    raise DecompileFailure("loop else clause does not end the function")
                node.orelse = orelse  # type: ignore[attr-defined]
                return end
            if end > exit_ or (ctx.loops and end == ctx.loops[-1].header):
                if exit_ in ctx.stops and end < exit_ and self._else_breaks_outer(exit_, end, ctx):
                    node.orelse = [ast.Break()]  # type: ignore[attr-defined]
                    ctx.breaks.append(exit_)
                    return end
                if exit_ in ctx.stops and end < exit_:
                    if self._break_through_exit(exit_, end):
                        return exit_
                    raise DecompileFailure("loop else clause shared with an enclosing block")
                orelse, _, _ = self.walk(exit_, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
                if end < exit_:  # the else clause runs into the outer loop's next iteration
                    orelse = _strip_continue(orelse)
                node.orelse = orelse  # type: ignore[attr-defined]
                return end
        return exit_

    def _threaded_exit(self, exit_: int, target: int) -> bool:
        """3.12+: the loop's exit is the jump back to the header ``target`` of an enclosing
        loop (the loop ends that loop's body), and a ``break``'s jump was threaded straight
        there: it leaves the same way as the normal exit."""
        ins = self.ins[exit_] if 0 <= exit_ < len(self.ins) else None
        return self.bc.facts.forward_only_cond_jumps and ins is not None and ins.op == "JUMP" \
            and ins.target == target < exit_

    def _break_through_exit(self, exit_: int, end: int) -> bool:
        """3.8/3.9: the loop's exit is a jump back to the enclosing loop's header ``end``,
        the end of an enclosing block whose other branches jump to that exit too; the
        peephole threaded the ``break`` through it (a plain ``break``, no else clause)."""
        ins = self.ins[exit_] if 0 <= exit_ < len(self.ins) else None
        return self.bc.facts.threads_jumps_across_lines and ins is not None and ins.op == "JUMP" \
            and ins.target == end

    def _else_breaks_outer(self, exit_: int, end: int, ctx: Ctx) -> bool:
        """3.8/3.9: a loop whose ``break`` goes on at the header ``end`` of the loop around it
        and whose normal exit is that loop's exit: an ``else: break`` clause (the jump to it
        threaded through its ``break``)."""
        outer = ctx.loops[-1] if ctx.loops else None
        return self.bc.facts.threads_jumps_across_lines and outer is not None and end == outer.header \
            and exit_ == outer.exit

    def _inverted_body(self, header: int, latch: int, stack: List[ast.expr]) -> Optional[Tuple[int, int]]:
        """3.10+: ``test; jump-if-false X; B: body; test; jump-if-true B`` with ``continue`` -> test.
        (3.8/3.9 test at the top only: there, an entry test followed by an inner loop is the
        outer loop's test, whose body ends with that inner loop, its exits threaded to the
        outer header.)"""
        if not self.bc.facts.inverted_while:
            return None
        j = header
        while j < latch and self.ins[j].target < 0 and self.ins[j].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
            if self._statement_end(j):
                return None  # a statement before the test: the header is an enclosing loop's
            j += 1
        if self.ins[j].op not in _COND_JUMPS or self.ins[j].target <= j:
            return None
        exit_, body = self.ins[j].target, j + 1
        jumps_out = self.bc.facts.forward_only_cond_jumps and exit_ == j + 2 and j + 1 < latch \
            and self._exit_jump(j + 1, header)
        if jumps_out:
            exit_, body = self.ins[j + 1].target, j + 2  # 3.12+: the test jumps over its exit jump
        while body < latch and not self.flow.is_header(body):
            x = self.ins[body]  # (a test of several parts: a and (b or c); expressions only)
            if self._part_exit(body, header) and not (jumps_out and x.target != exit_):
                exit_, jumps_out, body = x.target, True, body + 1
                continue
            if self._chain_cleanup_jump(j, body):
                body = x.target  # (a compare chain: its clean-up, ``POP_TOP`` then out, lies between)
                continue
            if x.op in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "FOR_ITER") or self._statement_end(body) \
                    or (x.target >= 0 and not (x.op in _COND_JUMPS and x.target > body)):
                return None
            body += 1
        if not self.flow.is_header(body) or (self.flow.latch(body) <= latch
                                             and not self._clause_continue_latch(header, latch, body)):
            return None
        if exit_ <= body and not jumps_out:
            # ``while (a or b) and c``: the first part jumps within the test, a later one out
            outs = {self.ins[k].target for k in range(j, body) if self.ins[k].target > body}
            if len(outs) != 1:
                return None
            exit_ = outs.pop()
        if any(self.ins[k].target > body and self.ins[k].target != exit_ for k in range(j, body)):
            return None  # a jump of the test past the body's start
        return body, exit_

    def _part_exit(self, k: int, header: int) -> bool:
        """3.12+: the ``JUMP`` at ``k`` in the entry test at ``header`` is a later part's
        exit jump (``while a and b``, ``while a or not b`` nested last in a loop body, their
        exits threaded back to the outer header): the part's conditional jump skips it."""
        before = self.ins[k - 1]
        return self.bc.facts.forward_only_cond_jumps and before.op in _COND_JUMPS and before.target == k + 1 \
            and self._exit_jump(k, header)

    def _clause_continue_latch(self, header: int, latch: int, body: int) -> bool:
        """3.12+: ``latch`` is a ``continue`` in an except clause, which jumps from the
        handlers (placed last) to the entry test at ``header``; the loop at ``body`` is the
        one that test guards: it has a test of its own (a conditional jump out of it), and no
        normal code after it jumps back to ``header``."""
        code, flow = self.flow.handler_code, self.flow
        if not self.bc.facts.cold_handlers or latch not in code:
            return False
        inner = flow.latch(body)
        if any(e not in code and e >= inner for e in flow.back_edges.get(header, ())):
            return False
        return any(self.ins[k].op in _COND_JUMPS and self.ins[k].target > inner for k in range(body, inner))

    def _entry_inverted_body(self, header: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[Tuple[int, int]]:
        """3.10+: the current ``while`` loop, entered at ``header``, starts its body with an
        inverted ``while`` whose entry test is at ``header`` too, and whose ``continue``
        statements jump back there (the outer loop's bottom test jumps there as well): as
        :meth:`_inverted_body`, (the inner body's start, its exit), or None."""
        loop = ctx.loops[-1] if ctx.loops else None
        edges = self.flow.back_edges.get(header, ())
        if loop is None or loop.is_for or loop.header != header or len(edges) < 2:
            return None
        found = self._inverted_body(header, min(edges), stack)
        if found is None:
            return None
        body, inner_latch = found[0], self.flow.latch(found[0])
        if any(not body <= e < inner_latch and e <= inner_latch for e in edges) or max(edges) < inner_latch:
            return None  # (only ``continue`` jumps in the inner body, and the outer loop's after it)
        return found

    def _exit_back(self, k: int, header: int, latch: int) -> int:
        """Where the exit at ``k`` of the loop at ``header`` goes: 3.12+ places a loop whose
        body only except clauses reach (after the ``try``) with the handlers, after the code
        that follows the loop, and its bottom test's exit jumps back there (``k`` when not)."""
        ins = self.ins[k] if k < len(self.ins) else None
        flow = self.flow
        if ins is None or ins.op != "JUMP" or ins.target >= k or flow.is_header(ins.target) \
                or k in flow.reachable or ins.target not in flow.reachable \
                or any(not header <= s <= latch for s in flow.jump_sources.get(k, ())):
            return k
        return ins.target

    def _statement_end(self, k: int) -> bool:
        """The instruction at ``k`` ends a statement (a value popped or stored), which a
        loop test does not (a store after ``COPY``/``DUP_TOP`` is a walrus in the test)."""
        op = self.ins[k].op
        return op == "POP_TOP" or (op.startswith(("STORE_", "DELETE_"))
                                   and self.ins[k - 1].op not in ("COPY", "DUP_TOP"))

    def _exit_jump(self, k: int, header: int) -> bool:
        """The jump at ``k``, between the entry test at ``header`` and the body after it,
        leaves the loop (backwards: to an enclosing loop's header; forwards: past the body's
        latch), and nothing jumps to it."""
        ins = self.ins[k]
        return ins.op == "JUMP" and k not in self.flow.jump_sources and (
            ins.target < header or ins.target > self.flow.latch(k + 1))

    def while_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                   also: int = -1, guard: Optional[ast.expr] = None) -> int:
        last = self.ins[latch]
        dead = self._dead_latch(header, latch)
        if dead >= 0:
            exit_ = self._dead_latch_exit(header, latch, dead)
        elif last.op in _COND_JUMPS and not self.bc.facts.inverted_while:
            exit_ = self._top_exit(header, latch)  # 3.8/3.9: ``if c: ...`` ends the body
            if exit_ < 0:  # (``while True: if c: ... raise``: the body runs on to its dead jump back)
                latch = self._dead_body_end(header, latch)
        elif last.op in _COND_JUMPS:
            exit_ = latch + 1
        elif latch > 0 and self.ins[latch - 1].op in _COND_JUMPS and self.ins[latch - 1].target > latch:
            exit_ = self.ins[latch - 1].target
            if self._rest_before_body_code(header, latch, exit_):
                exit_ = -1  # (``if c: continue`` then the rest of the body, itself before more of it)
        else:
            exit_ = self._top_exit(header, self._dead_body_end(header, latch))
        if exit_ < 0 and latch in self.flow.dead_latches and latch + 1 in self.flow.jump_sources:
            exit_ = latch + 1  # (3.8/3.9: a ``while True`` that never loops, left by its breaks)
        if (guard is not None or also >= 0) and exit_ == latch + 1:
            exit_ = self._exit_back(exit_, header, latch)
        own = latch if latch != self.flow.latch(header) else -1  # (a loop sharing its header with an outer one)
        inner = Ctx(frozenset({header} | ({exit_} if exit_ >= 0 else set())),
                    ctx.loops + (Loop(header, exit_, False, also, own),))
        try:
            body, end, _ = self.walk(header, inner, list(stack), enter=True)
        except DecompileFailure:
            shared = self._shared_header_body(header, latch, inner, stack)
            if shared is None:
                raise
            body, end = shared
        test: ast.expr = N.const(True)
        if end >= 0 and end == exit_ and (self._dead_break(dead) or latch in self.flow.dead_latches):
            body.append(ast.Break())  # (3.8/3.9: the jumps to the final ``break`` threaded past it)
        elif end >= 0 and end == exit_:
            exit_ = self._falls_out(exit_, header, latch, inner, stack, body)
        if dead >= 0 and len(body) > 1 and isinstance(body[-1], ast.Break) and self.ins[dead - 2].op != "JUMP":
            _drop_last_breaks(body[-2])  # (the if's branches fell into the final ``break``)
        if body and isinstance(body[-1], LoopTest):
            test = body.pop().test  # type: ignore[attr-defined]
            rest = None if self._guarded(header, latch, exit_, also, guard) else \
                self._loop_rest(exit_, header, inner, stack)
            if rest is not None:  # ``if t: continue`` then the rest of the body (placed last), in ``while True``
                body += [ast.If(test=test, body=[ast.Continue()], orelse=[])] + rest
                test, exit_ = N.const(True), self._guard_exit(exit_, header, latch, body)
        first = body[0] if body else None
        kept = False
        if isinstance(test, ast.Constant) and isinstance(first, ast.If) and _is_break_guard(first):
            test, body = self._guard_test(first, body, header, exit_, latch, dead, inner.breaks)
            kept = not isinstance(test, ast.Constant) and self._continue_latch(header, latch)
        if exit_ < 0:
            body = self._retry_loop(header, body, inner)
        elif isinstance(test, ast.Constant) and any(isinstance(n, LoopTest) for s in body for n in ast.walk(s)):
            # the jump back that ends the body (its last jump, read as a bottom test) is the
            # ``continue`` of an ``if`` nested in it, whose else goes on at the loop's exit:
            # ``if c: continue`` then ``break``
            body = [_UnnestTests().visit(s) for s in body]
            inner.breaks.append(exit_)
        if any(isinstance(n, LoopTest) or hasattr(n, "_undis_retry") for s in body for n in ast.walk(s)):
            raise DecompileFailure("loop test (or a retry loop's try) inside the loop body")
        if guard is not None and ast.dump(guard) != ast.dump(test):
            raise DecompileFailure("while loop guarded by a different test")
        stmts = body if kept else _strip_continue(body)
        if self._final_continue(header, latch, test, body):
            stmts = body if latch in self.flow.jump_sources else _continue_into_finally(body)
        node = ast.While(test=test, body=stmts or [ast.Pass()], orelse=[])
        if exit_ < 0:
            exits = sorted(set(inner.breaks))
            if not exits:
                out.append(node)
                return -1
            exit_ = exits[0]
        return self._loop_tail(node, exit_, inner, ctx, stack, out)

    def _rest_before_body_code(self, header: int, latch: int, rest: int) -> bool:
        """3.8/3.9: the code at ``rest``, where the test before the jump back at ``latch`` goes
        when false, is the rest of the loop body, not its exit: reached only from that test,
        it returns (or raises) before any other jump or join, and more code reached only from
        the body lies past it (the else-branch of an ``if`` whose then-branch holds the test:
        ``if a: (if c: continue); return`` then ``return b``, with no jump back to close the
        body)."""
        ins, flow = self.ins, self.flow
        if self.bc.facts.inverted_while or flow.jump_sources.get(rest, []) != [latch - 1]:
            return False
        k = rest
        while k < len(ins) and ins[k].target < 0 and ins[k].op not in _TAIL_ENDS:
            k += 1
            if k in flow.jump_sources:
                return False
        if k >= len(ins) or ins[k].op not in _TAIL_ENDS:
            return False
        return any(ins[j].op in _COND_JUMPS and ins[j].target > k and all(
            header <= src < latch for src in flow.jump_sources[ins[j].target])
            and any(self._statement_end(s) for s in range(header, j)) for j in range(header, latch))

    def _shared_header_body(self, header: int, latch: int, inner: Ctx, stack: List[ast.expr]
                            ) -> Optional[Tuple[List[ast.stmt], int]]:
        """The body of the ``while`` loop at ``header`` (to ``latch``) that did not read as one
        loop: ``while True: while True: ...`` puts no instruction between the two loops.  The
        inner loop ends at the first other jump back to ``header`` whose code (no try in it)
        jumps only within it or to just past it (its ``break``, at least one).  (body, where
        it ended), or None where there is none."""
        ins, flow = self.ins, self.flow
        own = next((e for e in sorted(flow.back_edges.get(header, ())) if header < e < latch
                    and ins[e].op == "JUMP" and e not in flow.handler_code
                    and all(header <= ins[k].target <= e + 1 for k in range(header, e + 1) if ins[k].target >= 0)
                    and any(ins[k].op == "JUMP" and ins[k].target == e + 1 for k in range(header, e))
                    and not any(h.start <= e and header < h.end for h in self.bc.handlers)), -1)
        if own < 0:
            return None
        del inner.breaks[:]
        body: List[ast.stmt] = []
        bstack = list(stack)
        nxt = self.while_loop(header, own, inner, bstack, body)
        if nxt < 0 or nxt in inner.stops:
            return body, nxt
        rest, end, _ = self.walk(nxt, inner, bstack)
        return body + rest, end

    def _continue_latch(self, header: int, latch: int) -> bool:
        """3.10+: the ``while`` loop at ``header``, its test there, loops back by a jump to it
        at ``latch``: the body never runs to its end (where its test would be copied), so
        that jump, and each that reaches it, is a ``continue`` of its own (kept)."""
        ins = self.ins[latch]
        return self.bc.facts.inverted_while and ins.op == "JUMP" and ins.target == header

    def _final_continue(self, header: int, latch: int, test: ast.expr, body: List[ast.stmt]) -> bool:
        """3.10+: ``while c:`` read from its entry test at ``header``, whose last jump back
        (at ``latch``) goes to that test: the body never reaches its end (which would repeat
        the test at the bottom), it ends in an explicit ``continue``."""
        last = self.ins[latch]
        return self.bc.facts.inverted_while and not isinstance(test, ast.Constant) and last.op == "JUMP" \
            and last.target == header and bool(body) and isinstance(body[-1], ast.Continue)

    def _guard_test(self, first: ast.If, body: List[ast.stmt], header: int, exit_: int, latch: int,
                    dead: int, breaks: List[int]) -> Tuple[ast.expr, List[ast.stmt]]:
        """The test of a ``while`` loop whose body starts with ``first``, ``if c: break``
        (its test and the rest of its body).  ``breaks``: the loop's break targets, one of
        which is its exit when no conditional jump leaves the loop (3.10+)."""
        if dead >= 0 and all(isinstance(s, ast.Continue) for s in body[1:]):  # (its break is the last)
            test, guard_rest = _split_guard(first)
            return test, guard_rest
        facts = self.bc.facts
        blocks = self._explicit_break(header, exit_ if exit_ >= 0 or facts.threads_jumps_across_lines
                                      else _sole(breaks), latch)
        if blocks is not None and facts.inverted_while:  # (``while not a`` would test at the bottom)
            return N.const(True), body
        if blocks is not None:
            test, guard_rest = _split_guard(first, blocks)
            return test, guard_rest + body[1:]
        return negate(first.test), body[1:]

    def _explicit_break(self, header: int, exit_: int, latch: int) -> Optional[int]:
        """3.8/3.9: the test that starts the loop body at ``header`` ends in ``c; jump-if-not
        L; JUMP exit; L:``, an ``if c: break`` with its own jump (a ``while`` test jumps to
        the exit itself): ``while a: if c: break`` (or ``while True: if not a or c: break``,
        the same code), not ``while not (not a or c)``.  ``exit_`` is -1 when no test jumps
        past the body: a loop nested last in another has its exits threaded to the outer
        header (or its exit is the outer loop's jump back, which the break's condition
        jumps to), and ``while True: if c: break`` has only its break.  Returns how many of the
        conditional jumps are the loop's own test (-1: either reading gives the same code),
        None when the test has no such break."""
        ins = self.ins
        k = header
        while k < len(ins) and ins[k].op != "JUMP":  # (the test: expressions and jumps within it or out)
            if ins[k].op in _ENDS or self._statement_end(k):
                return None
            k += 1
        if not header < k < len(ins):
            return None
        out, blocks, raw = self.thread(ins[k].target), -1, exit_
        if self.bc.facts.threads_jumps_across_lines and (exit_ < 0 or (
                ins[exit_].op == "JUMP" and ins[exit_].target < header)):
            exit_, blocks = self._threaded_loop_exit(header, k, out, latch)  # (or the exit is the outer jump back)
        ok = out == exit_ and ins[k - 1].op in _COND_JUMPS and ins[k - 1].target == k + 1 \
            and all(ins[j].target < 0 or (ins[j].op in _COND_JUMPS and (j < ins[j].target <= k + 1 or
                                                                         ins[j].target in (exit_, raw)))
                    for j in range(header, k))
        return blocks if ok else None

    def _threaded_loop_exit(self, header: int, k: int, out: int, latch: int) -> Tuple[int, int]:
        """3.8/3.9: the exit of the loop at ``header`` with no test jumping past its body,
        whose test ends with the break's jump at ``k`` to ``out``, and how many conditional
        jumps of the test are the loop's own.  A loop nested last in another: its test's
        jumps go to the outer header (the exit, threaded), while the break's condition
        jumps to the break (its jump not threaded yet when the compiler threads them).
        Otherwise the break's own target (-1: none past the body)."""
        ins = self.ins
        back = [j for j in range(header, k) if ins[j].op in _COND_JUMPS and ins[j].target < header]
        if back and all(ins[j].target == ins[back[0]].target for j in back):
            return ins[back[0]].target, sum(1 for j in range(header, back[-1] + 1) if ins[j].op in _COND_JUMPS)
        if out > latch or out < header:
            return out, 0 if out < header else -1
        return -1, -1

    def _dead_latch(self, header: int, latch: int) -> int:
        """3.8/3.9 keep the jump back that ends a ``while`` body after a last ``break`` (dead
        code): ``... if c: continue`` then ``if d: x`` then ``break`` ends with the break's
        jump past that dead jump back (the if's false jump threaded there too), after the
        last live back edge at ``latch`` (in an except clause, where the dead jump counts as
        a back edge too: the one before it; the last statement may be ``if c: break``, its
        false jump threaded back to the header).  The index of that dead jump back (-1:
        none); the code up to it is live and reached only from the loop."""
        ins, flow = self.ins, self.flow
        if header not in flow.reachable and self._dead_jump_back(latch, header):
            live = [k for k in flow.back_edges.get(header, ()) if k < latch]  # (in a clause: a back edge too)
            latch = max(live) if live else header
        if (ins[latch].op != "JUMP" and ins[latch].op not in _COND_JUMPS) or latch == header:
            return -1
        for k in range(latch + 1, len(ins)):
            if any(not header <= src < k for src in flow.jump_sources.get(k, ())):
                return -1
            if self._dead_jump_back(k, header):  # (after ``if c: break``: a loop without else)
                return k if ins[latch].op == "JUMP" or self._top_exit(header, latch) == ins[k - 1].target else -1
            if not self._live(k, header) and not self._dead_jump_back(k + 1, header) and not self._dead_skip(k):
                return -1  # (live code of the body up to the break, which may be dead itself)
        return -1

    def _dead_skip(self, k: int) -> bool:
        """3.8/3.9: the jump at ``k`` is the dead jump over an else-branch that a test
        jumps to (kept after a then-branch ending in ``raise``)."""
        ins, sources = self.ins, self.flow.jump_sources
        return ins[k].op == "JUMP" and ins[k].target > k + 1 and k not in sources and k + 1 in sources

    def _dead_break(self, dead: int) -> bool:
        """3.8/3.9: the dead jump back at ``dead`` (see :meth:`_dead_latch`) follows a
        ``break`` that is dead too: every jump to it was threaded to the loop's exit (an
        except clause's exit, the try body's jump), so the body ends with it, and the code
        at the exit follows the loop (it is not the rest of the body after a test)."""
        flow = self.flow
        return dead > 0 and self.ins[dead - 1].op == "JUMP" and dead - 1 not in flow.reachable \
            and dead - 1 not in flow.jump_sources and self.ins[dead - 1].target > dead

    def _dead_latch_exit(self, header: int, latch: int, dead: int) -> int:
        """3.8/3.9: the exit of the loop whose body runs on past its last back edge to the
        dead jump back at ``dead``: where the break before it goes, unless the entry test
        goes to code before that (a ``while ... else`` clause, which the break skips)."""
        brk = self.ins[dead - 1].target
        top = self._top_exit(header, latch)
        return top if dead < top < brk else brk

    def _dead_body_end(self, header: int, latch: int) -> int:
        """3.8/3.9 keep the jump back that ends a loop body whose last statement never falls
        through (an ``if``/``elif`` chain whose branches all break, continue or raise): the
        last such dead jump back to ``header`` after ``latch`` (only dead jumps go to it;
        ``latch`` if none), so that a conditional jump before it is not taken for the loop's
        exit."""
        if self.bc.facts.drops_dead_code:
            return latch
        ins, flow = self.ins, self.flow
        ends = [k for k in range(latch + 1, len(ins)) if ins[k].op == "JUMP" and ins[k].target == header
                and k not in flow.reachable and not any(j in flow.reachable for j in flow.jump_sources.get(k, ()))]
        return ends[-1] if ends else latch

    def _live(self, k: int, header: int) -> bool:
        """Normal flow reaches ``k``; in handler code (which normal flow never reaches: an
        except clause of the loop's body, or one the loop is in), a jump does or the code
        before falls into it."""
        ins, reachable = self.ins, self.flow.reachable
        if header in reachable and k in reachable:
            return True  # (else: handler code, an except clause of the loop body or the loop's own)
        return k in self.flow.jump_sources or not (ins[k - 1].op == "JUMP" or ins[k - 1].op in _ENDS)

    def _dead_jump_back(self, k: int, header: int) -> bool:
        """The jump at ``k`` back to ``header`` follows a forward jump and nothing else reaches it."""
        return k in self.dead_jumps() and self.ins[k].target == header and self.ins[k - 1].target > k

    def _falls_out(self, exit_: int, header: int, latch: int, inner: Ctx, stack: List[ast.expr],
                   body: List[ast.stmt]) -> int:
        """The loop body runs into the loop's exit (an ``if`` whose end is there): the rest of
        the body after a ``continue`` test when that code ends in a return or raise (then the
        exit is the entry test's, if any), else a ``break``.  Returns the loop's exit."""
        rest = self._loop_rest(exit_, header, inner, stack)
        if rest is None:
            body.append(ast.Break())
            return exit_
        body += rest
        return self._guard_exit(exit_, header, latch, body)

    def _guard_exit(self, rest: int, header: int, latch: int, body: List[ast.stmt]) -> int:
        """The exit of a loop whose body now holds the code at ``rest``: the entry test's
        target, if the body starts with one (``if not c: break``), else none."""
        if body and isinstance(body[0], ast.If) and _is_break_guard(body[0]):
            top = self._top_exit(header, latch)
            return top if top != rest else -1
        return -1

    def _retry_loop(self, header: int, body: List[ast.stmt], inner: Ctx) -> List[ast.stmt]:
        """``while True: [while True: ... try: ... except E: ... else: break]`` then more:
        both loops start at ``header``.  The except clauses end with a jump to the inner
        loop's own jump back, placed after the outer loop's body (3.12+), so they read as a
        ``break`` to it: the statements up to that ``try`` are the inner loop, its clauses
        fall through to the loop's end and its ``else`` breaks out."""
        marked = [k for k, s in enumerate(body) if getattr(s, "_undis_retry", False)]
        if marked:  # 3.8-3.10: the try read as such (see except38.TryExcept38._retry_else)
            node = body[marked[0]]
            assert isinstance(node, ast.Try)
            del node._undis_retry  # type: ignore[attr-defined]
            for h in node.handlers:
                h.body = _strip_continue(h.body) or [ast.Pass()]
            return [ast.While(test=N.const(True), body=body[:marked[0] + 1], orelse=[]), *body[marked[0] + 1:]]
        again = [t for t in set(inner.breaks) if t in self.flow.handler_code and self.ins[t].op == "JUMP"
                 and self.ins[t].target == header]
        if len(again) != 1:
            return body
        to = again[0]
        breaks = [n for s in body for n in ast.walk(s) if getattr(n, "_undis_to", -1) == to]
        tries = [k for k, s in enumerate(body) if isinstance(s, ast.Try) and not s.finalbody
                 and all(any(n is h.body[-1] for h in s.handlers) for n in breaks)]
        if not breaks or not tries:
            return body
        k = tries[0]
        node = body[k]
        assert isinstance(node, ast.Try)
        for h in node.handlers:
            if any(h.body[-1] is n for n in breaks):
                h.body = h.body[:-1] or [ast.Pass()]
        rest: List[ast.stmt] = node.orelse
        node.orelse = [ast.Break()]
        inner.breaks[:] = [b for b in inner.breaks if b != to]
        return [ast.While(test=N.const(True), body=body[:k + 1], orelse=[]), *rest, *body[k + 1:]]

    def _guarded(self, header: int, latch: int, exit_: int, also: int, guard: Optional[ast.expr]) -> bool:
        """A bottom-tested loop has its test copied before it too (a jump past the loop, or
        to a copy of the code there)."""
        before = self.ins[header - 1] if header > 0 else None
        return also >= 0 or guard is not None or (before is not None and before.op in _COND_JUMPS and (
            before.target > latch or (exit_ >= 0 and self.same_code(before.target, exit_))))

    def _loop_rest(self, exit_: int, header: int, inner: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
        """The code at ``exit_``, reached only from the loop body, when it ends with a
        return or raise: the rest of the body after a ``continue`` test."""
        latch = self.flow.latch(header)
        if exit_ < 0 or any(not header <= k <= latch for k in self.flow.jump_sources.get(exit_, ())) \
                or self.ins[exit_ - 1].op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return None
        breaks: List[int] = []
        try:
            rest, end, _ = self.walk(exit_, Ctx(frozenset({header}), inner.loops, breaks), list(stack))
        except DecompileFailure:
            return None
        if end != -1 or not rest or not isinstance(rest[-1], (ast.Return, ast.Raise)):
            return None
        tail = self._rest_break(exit_, header, inner, stack, breaks)
        if tail is not None:
            return tail
        inner.breaks.extend(breaks)
        return rest

    def _rest_break(self, exit_: int, header: int, inner: Ctx, stack: List[ast.expr],
                    breaks: List[int]) -> Optional[List[ast.stmt]]:
        """The rest of the body at ``exit_`` runs on into the target of one of its own
        ``break`` jumps (3.11 drops the final break's jump to the next instruction): the
        body ends there with a ``break``, and the code from there on follows the loop."""
        top = self._top_exit(header, self.flow.latch(header))
        ends = [t for t in set(breaks) | {top} if t > exit_ and self.ins[t - 1].op not in (
            "JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE")]
        if len(ends) != 1:
            return None
        again: List[int] = []
        loop = inner.loops[-1]
        loops = inner.loops[:-1] + (Loop(loop.header, ends[0], False, loop.also, loop.latch),)
        try:
            rest, end, _ = self.walk(exit_, Ctx(frozenset({header, ends[0]}), loops, again), list(stack))
        except DecompileFailure:
            return None
        if end != ends[0] or not rest:
            return None
        _drop_last_breaks(rest[-1])  # (the if's branches fall into the final ``break``)
        inner.breaks.extend(again + [end])
        return rest + [ast.Break()]

    def _top_exit(self, header: int, latch: int) -> int:
        """For a top-tested loop, the first conditional jump past the latch."""
        handlers = self.flow.handler_code if header not in self.flow.handler_code \
            else frozenset()  # (a loop that only loops from an except clause: not that clause's tests)
        for i in range(header, latch):
            ins = self.ins[i]
            if ins.op in _COND_JUMPS and ins.target > latch and i not in handlers:
                return ins.target
            if ins.op in _COND_JUMPS or ins.op == "JUMP" or ins.op == "FOR_ITER":
                if ins.target <= latch:
                    continue
        return -1

    # -- conditions ------------------------------------------------------------------------
    def conditional(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        before = list(stack) if not self.bc.facts.drops_dead_code else stack
        chain = values.compare_chain_jump(self, i, stack)
        cond = build_condition(self, i, stack) if chain is None else build_condition(self, chain[0], stack, chain[1])
        loop = ctx.loops[-1] if ctx.loops else None
        top = loop is not None and not loop.is_for and not out and self._at_loop_top(i, loop) \
            and not loop.header <= cond.no <= self.flow.latch(loop.header)
        keep, top = self._nested_else_blocks(i, cond, ctx, top) if chain is None and before is not stack else (0, top)
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
        _strip_implicit(node)
        out.append(_assert_or_if(node.test, node.body, []))
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
        cond = self._threaded_else(cond)
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
        msg = self._assert_block(else_start, stack)
        if msg is not None:  # 3.12+: the failing branch of an ``assert`` placed out of line
            out.append(ast.Assert(test=cond.expr, msg=msg[0]))
            return then_start
        then_jump = self._then_jump(then_start, else_start, ctx.loops[-1] if ctx.loops else None)
        if then_jump is None and any(not isinstance(v, N.Marker) for v in stack):
            resume = self._copied_tail_ternary(cond, ctx, stack)
            if resume is not None:
                return resume
        stops = ctx.stops | {else_start} | ({then_jump} if then_jump is not None and then_jump > else_start else set())
        then, end, then_stack = self.walk(then_start, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
        join = else_start
        orelse: List[ast.stmt] = []
        if then_jump is not None and self._dead(else_start - 1):
            # the then-branch ended with an if/else whose branches all return (or raise)
            then = _else_to_end(then, None if self.bc.facts.drops_dead_code else self._jumped_raises())
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
        elif then_jump is None and end != else_start and end in ctx.stops and _flows(then) \
                and not _changed(then_stack, stack) \
                and (leaving := self._leaving_else(else_start, ctx, stack)) is not None:
            out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=leaving))
            return end
        elif len(then_stack) == len(stack) + 1 and not then and end == else_start:
            raise DecompileFailure("conditional value without else")
        elif end < 0 and then_jump is None and self._unfused_return(then_start, else_start):
            ternary = self._returned_ternary(cond, then, else_start, ctx, stack)
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
        out.append(_assert_or_if(cond.expr, then, orelse, self._skips_if_true(cond), self._or_style(first, cond)))
        if join > else_start and self._dead_else_jump(else_start - 1) and join not in self.flow.reachable \
                and not _flows(then) and not _flows(orelse) and ctx.loops \
                and self.ins[join].op == "JUMP" and self.ins[join].target == ctx.loops[-1].header:
            return -1  # (3.8/3.9: neither branch gets to the loop's dead jump back there)
        return join

    def _leaving_else(self, else_start: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
        """The then-branch goes on at an enclosing stop (its jump there reads as nothing), and
        the code at ``else_start`` ends with a ``break``/``continue``: that code is the
        else-branch, not the code after the if (which the then-branch would run into)."""
        known = len(ctx.breaks)
        try:
            orelse, oend, _ = self.walk(else_start, ctx, list(stack))
        except DecompileFailure:
            orelse, oend = [], 0
        if oend != -1 or not orelse or not isinstance(orelse[-1], (ast.Break, ast.Continue)):
            del ctx.breaks[known:]
            return None
        return orelse

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
        if loop is None or self.bc.facts.drops_dead_code or k <= cond.end or not self._dead_else_jump(k) \
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

    def _nested_else_blocks(self, i: int, cond: Cond, ctx: Ctx, top: bool) -> Tuple[int, bool]:
        """3.8/3.9: how many of the conditional jumps of ``cond`` (from ``i``) are its own
        when the jumps after it are nested ifs that each end with a threaded dead ``else:
        break`` (see :meth:`_threaded_else`): ``if a: (if b: x / else: break) / else: break``
        has ``a`` and ``b`` jump to the loop's exit, as ``if a and b`` would, but a dead
        jump for each else-branch; a while test (``top``) has none.  Each else-branch's dead
        jump that closes no if opened after the condition belongs to one of them, the
        innermost first (the if may take several jumps: the same code).  Returns (that
        many, 0 for all of them; whether ``cond`` is still a while test: not when every
        jump is an if's, in ``while True``)."""
        jumps = [k for k in range(i, cond.end) if self.ins[k].target >= 0]
        if len(jumps) < 2 or any(self.ins[k].op not in _COND_JUMPS for k in jumps):
            return 0, top
        bound = min((s for s in ctx.stops if s > cond.end), default=len(self.ins))
        elses = len(self._dead_elses(cond, bound))
        if top and elses >= len(jumps):
            return max(1, len(jumps) - elses + 1), False
        nested = elses if top else elses - 1
        return (max(1, len(jumps) - nested) if nested > 0 else 0), top

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

    def _threaded_else(self, cond: Cond) -> Cond:
        """3.8/3.9: ``if c: x / else: break`` (or any else-branch that is one jump) then
        more: the test's jump to the else-branch's ``JUMP X`` is threaded to X, and that
        jump is left dead, right after the then-branch's jump over it (see
        :meth:`_jumps_past_next`).  The condition with its jump put back to that dead
        ``JUMP`` (the first one not closing an inner such if of the then-branch), or
        ``cond`` unchanged."""
        elses = self._dead_elses(cond, len(self.ins), 1)
        return Cond(cond.expr, cond.yes, elses[0], cond.end) if elses else cond

    def _dead_elses(self, cond: Cond, bound: int, most: int = -1) -> List[int]:
        """3.8/3.9: the dead jumps (before ``bound``, at most ``most``) after ``cond`` that
        are the threaded else-branches of ``cond``'s if and of ifs around it: each is kept
        right after a then-branch's jump over it and goes where ``cond`` jumps, and closes
        no inner ``if ...: else: <the same jump>`` opened after ``cond``."""
        if self.bc.facts.drops_dead_code or cond.no >= len(self.ins):
            return []
        ins, flow = self.ins, self.flow
        to = self.thread(cond.no)
        limit = cond.no if cond.no > cond.end else flow.latch(to) + 1 if flow.is_header(to) else cond.end
        limit = min(limit, bound)
        if not any(cond.end < d < limit and self.thread(ins[d].target) == to for d in self.dead_jumps()):
            return []
        opened, found = 0, []  # type: int, List[int]
        dead = self.dead_jumps()
        for k in range(cond.end, limit - 1):
            if k not in flow.reachable and (k not in dead or self.thread(ins[k].target) == to):
                continue  # (a then-branch whose inner if never falls through: its jump is dead too)
            if ins[k].op in _COND_JUMPS and self.thread(ins[k].target) == to:
                opened += 1  # an inner ``if ...: else: <the same jump>`` starts
            elif ins[k].op == "JUMP" and self._jumps_past_next(k) and k + 1 in dead \
                    and self.thread(ins[k + 1].target) == to:
                if not opened:
                    found.append(k + 1)
                    if len(found) == most:
                        break
                else:
                    opened -= 1
        return found

    def _jumps_past_next(self, k: int) -> bool:
        """The jump at ``k`` goes on right after the instruction that follows it: to
        ``k + 2``, or where the dead ``JUMP`` at ``k + 2`` goes (threaded there: the end
        of a loop body, whose jump back the compiler keeps)."""
        ins = self.ins
        after = ins[k + 2] if k + 2 < len(ins) else None
        return ins[k].target == k + 2 or (after is not None and after.op == "JUMP" and after.target == ins[k].target
                                          and k + 2 in self.dead_jumps())

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
        if else_start not in (latch + 1, self._exit_back(latch + 1, header, latch)) or last.target != header:
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
            or (self.bc.facts.exception_table and self._clause_breaks_past(header, latch, else_start)) \
            or self._try_breaks_past(header, latch, else_start) \
            or self._copied_past_else(header, min(latch, else_start), else_start)
        # (backwards: to an enclosing loop's header; POP_EXCEPT, 3.12+: a break out of an except
        # clause's loop to the clause's exit, which the compiler copied there)

    def _try_breaks_past(self, header: int, latch: int, else_start: int) -> bool:
        """3.12+: a try body in the loop body (at ``header`` .. ``latch``) runs, just outside
        its protected range, a copy of code after ``else_start`` (not ``return <constant>``,
        the same code as a return there; after copies of a finally body, with exit calls):
        a ``break`` past the else clause, whose small exit block the compiler copied onto the
        jump (``return x`` in the body loads ``x`` inside the range)."""
        if not self.bc.facts.cold_handlers:
            return False
        ins, code = self.ins, self.flow.handler_code
        covered = {k for h in self.bc.handlers if header <= h.start < latch for k in range(h.start, h.end)}
        return any(k - 1 in covered and k not in covered and k not in code and ins[k].op not in _ENDS
                   and not (ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE")
                   and self.past_else(self._past_exit_calls(self._past_finally_copy(k - 1, True)), else_start)
                   > else_start for k in range(header + 1, min(latch, else_start)))

    def _past_exit_calls(self, k: int) -> int:
        """Past the with exit calls (``None, None, None; CALL 2; POP_TOP``) at ``k``."""
        ins = self.ins
        while k + 4 < len(ins) and all(ins[j].op == "LOAD_CONST" and ins[j].argval is None for j in range(k, k + 3)) \
                and ins[k + 3].op == "CALL" and getattr(ins[k + 3].argval, "argc", -1) == 2 \
                and ins[k + 4].op == "POP_TOP":
            k += 5
        return k

    def _copied_past_else(self, header: int, end: int, else_start: int) -> bool:
        """3.10: code of the loop body ``header..end`` has a line past the else clause's first
        (at ``else_start``): a copy of the code after the loop, which the compiler put on a
        ``break``'s jump with its lines (3.12+ copy more blocks into a body, loop tests among
        them, and have their own test: :meth:`_clause_breaks_past`)."""
        facts = self.bc.facts
        first = self.line(else_start) if facts.copies_lined_exit_blocks and not facts.exception_table else None
        return first is not None and any((self.line(k) or 0) > first for k in range(header, end))

    def _if_to_loop_end(self, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """``if c: rest`` closing a loop body: the jump to the end of the ``if`` was threaded
        to the loop header (3.8/3.9), so the false branch jumps backwards.  The then-branch
        runs to the end of the loop body.  None if the jump is not to the current loop."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or self.thread(cond.no) not in (loop.header, loop.also):
            return None
        body, end, _ = self.walk(cond.end, ctx, list(stack))
        node = ast.If(test=cond.expr, body=body or [ast.Pass()], orelse=[])
        _strip_implicit(node)
        out.append(_assert_or_if(node.test, node.body, [], self._skips_if_true(cond)))
        if end < 0 and body and isinstance(body[-1], (ast.Break, ast.Return, ast.Raise)):
            cont = ast.Continue()  # (the then-branch leaves: the jump to the header is a ``continue``)
            cont._undis_implicit = True  # type: ignore[attr-defined]
            out.append(cont)
        return end

    def _or_style(self, first: int, cond: Cond) -> bool:
        """Every jump of ``cond`` (from ``first``) over its then-branch is taken on true (the
        None tests read either way): the test of ``assert a or b``, not of ``if a: assert b``."""
        if first < 0:
            return False
        no = canon(self, cond.no)
        ops = {self.ins[k].op for k in range(first, cond.end)
               if self.ins[k].op in _COND_JUMPS and canon(self, self.ins[k].target) == no}
        return "POP_JUMP_IF_TRUE" in ops and ops <= {"POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE"}

    def _skips_if_true(self, cond: Cond) -> bool:
        """Whether the last jump of ``cond`` (over its then-branch) is taken on true."""
        return cond.end > 0 and self.ins[cond.end - 1].op == "POP_JUMP_IF_TRUE"

    def _assert_block(self, start: int, stack: List[ast.expr]) -> Optional[Tuple[Optional[ast.expr]]]:
        """(message,) if ``start`` begins a block ``LOAD_ASSERTION_ERROR ... RAISE_VARARGS``
        that nothing falls into (it is only jumped to)."""
        prev = self.ins[start - 1] if start > 0 else None
        if prev is None or prev.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or \
                self.ins[start].op != "LOAD_ASSERTION_ERROR":
            return None
        scratch, out, k = list(stack), [], start  # type: List[ast.expr], List[ast.stmt], int
        try:
            while k < len(self.ins) and self.ins[k].target < 0 and not out and (
                    k == start or k not in self.flow.jump_sources):
                self.sim.step(self.ins[k], scratch, out)
                k += 1
        except DecompileFailure:
            return None
        if len(out) == 1 and hasattr(out[0], "_undis_assert_msg") and self.ins[k - 1].op == "RAISE_VARARGS":
            return (out[0]._undis_assert_msg,)
        return None

    def _copied_tail_ternary(self, cond: Cond, ctx: Ctx, stack: List[ast.expr]) -> Optional[int]:
        """``x = (a, b if c else d)`` whose end (up to a return) the compiler copied into both
        branches (3.10+): each branch pushes one value, then runs the same tail.  Pushes the
        conditional expression and returns where the then-branch's tail starts."""
        then_start, else_start = cond.end, cond.no
        ins = self.ins
        e_ret = else_start  # (a ``raise`` ends a copied tail too: ``raise E(a if c else b)``)
        while e_ret < len(ins) and ins[e_ret].target < 0 and ins[e_ret].op not in _TAIL_ENDS:
            e_ret += 1
        if e_ret >= len(ins) or ins[e_ret].op not in _TAIL_ENDS or ins[else_start - 1].op != ins[e_ret].op:
            return None
        size = 0
        while size < min(else_start - then_start, e_ret - else_start + 1) - 1:
            p, q = ins[else_start - 1 - size], ins[e_ret - size]
            if (p.op, p.arg, p.target) != (q.op, q.arg, q.target) or p.argval != q.argval \
                    or (e_ret - size) in self.flow.jump_sources:
                break
            size += 1
        for tail in range(size, 0, -1):
            values = []
            for start, stop in ((then_start, else_start - tail), (else_start, e_ret + 1 - tail)):
                try:
                    body, end, branch = self.walk(start, Ctx(ctx.stops | {stop}, ctx.loops, list(ctx.breaks)),
                                                  list(stack))
                except DecompileFailure:
                    break
                if body or end != stop or len(branch) != len(stack) + 1 or any(
                        a is not b for a, b in zip(branch, stack)):
                    break
                values.append(self.sim.value(branch[-1]))
            if len(values) == 2:
                stack.append(ast.IfExp(test=cond.expr, body=values[0], orelse=values[1]))
                return else_start - tail
        return None

    def _unfused_return(self, then_start: int, else_start: int) -> bool:
        """3.12+: a branch ends in ``LOAD_CONST; RETURN_VALUE`` that are two instructions:
        the compiler copied the ``return`` of ``return a if c else b`` into both branches."""
        if not self.bc.facts.return_const:
            return False
        for start in (then_start, else_start):
            k = start
            while k + 1 < len(self.ins) and self.ins[k].target < 0 and self.ins[k].op != "RETURN_VALUE":
                k += 1
            prev, ret = self.ins[k - 1], self.ins[k]
            if k > start and ret.op == "RETURN_VALUE" and prev.op == "LOAD_CONST" and prev.offset != ret.offset:
                return True
        return False

    def _returned_ternary(self, cond: Cond, then: List[ast.stmt], else_start: int, ctx: Ctx,
                          stack: List[ast.expr]) -> Optional[ast.stmt]:
        orelse, end, _ = self.walk(else_start, ctx, list(stack))
        if end >= 0 or len(then) != 1 or len(orelse) != 1:
            return None
        a, b = then[0], orelse[0]
        if not isinstance(a, ast.Return) or not isinstance(b, ast.Return):
            return None
        return ast.Return(value=ast.IfExp(test=cond.expr, body=a.value or N.const(None),
                                          orelse=b.value or N.const(None)))

    def _then_jump(self, then_start: int, else_start: int, loop: Optional[Loop]) -> Optional[int]:
        """Target of the jump that ends the then-branch just before the else-branch (3.11+:
        before the handlers of a ``try`` that ends the then-branch)."""
        last = else_start - 1
        if self.bc.facts.exception_table and then_start not in self.flow.handler_code and \
                not (self.ins[last].op == "JUMP" and self.ins[last].target > last):
            while last > then_start and last in self.flow.handler_code:
                last -= 1
        if last >= then_start and self.ins[last].op == "JUMP" and self.ins[last].target > last:
            target = self.ins[last].target
            if loop is not None and (self.past_loop(target, loop) or target == loop.exit) \
                    and not self._within_clause(last, target, loop) and not self._dead_else_jump(last):
                return self._hidden_join(then_start, else_start, loop, True)  # a ``break``, not the then-branch's end
            return target
        if last >= then_start and self.ins[last].op == "RERAISE" and not self.bc.facts.exception_table:
            past = self._try_exit_jump(then_start, last)  # 3.10: no jump over the else after the handlers
            if past is not None and loop is not None and (self.past_loop(past, loop) or past == loop.exit):
                return None  # (a ``break`` after the try)
            return past
        if last >= then_start and self.ins[last].op == "JUMP" and then_start <= self.ins[last].target < last:
            exit_jump = self._async_exit_jump(self.ins[last].target)
            if exit_jump > else_start:
                return exit_jump  # the then-branch is an ``async for`` whose exit block was placed last
        if last >= then_start and self.ins[last].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            return self._hidden_join(then_start, else_start, loop)
        if loop is not None and last >= then_start and self.ins[last].op == "JUMP" and \
                self.ins[last].target == loop.header and not self.bc.facts.inverted_while:
            # 3.8/3.9: the jump over an else-branch that closes a loop body is threaded to the
            # header, the else-branch ends at the loop's closing jump, and an ``if`` that ends
            # the then-branch jumps there too
            latch = self._dead_body_end(loop.header, self.flow.latch(loop.header))
            if latch > else_start and self.ins[latch].op == "JUMP" and self.ins[latch].target == loop.header \
                    and any(then_start <= k < last and not self.ins[k].op.startswith("SETUP")
                            for k in self.flow.jump_sources.get(latch, ())):
                return latch
        return None

    def _dead_else_jump(self, k: int) -> bool:
        """3.8/3.9: the jump at ``k`` over an else-branch is kept, dead, after a then-branch
        that ends in ``break`` or ``continue`` (a ``break`` itself is never dead code there)."""
        ins, flow = self.ins, self.flow
        return not self.bc.facts.drops_dead_code and k not in flow.reachable and ins[k - 1].op == "JUMP" \
            and not any(j in flow.reachable for j in flow.jump_sources.get(k, ()))

    def _hidden_join(self, then_start: int, else_start: int, loop: Optional[Loop],
                     breaks: bool = False) -> Optional[int]:
        """The then-branch ends in a return or raise (3.10+ drop the jump after it), or
        ``breaks`` out of the loop, but its last statement, an ``if``, jumps past the
        else-branch from an earlier branch: the one place those jumps go (not a ``break``)
        is where the if statement ends.  Either the else-branch runs or jumps there too,
        or (in a loop) it is a lone ``break`` (``if a: (if b: x / else: break) / else:
        break``), which an if statement ending there would not leave in between."""
        ins = self.ins
        targets = {ins[k].target for k in range(then_start, else_start - 1)
                   if (ins[k].op == "JUMP" or ins[k].op in _COND_JUMPS) and ins[k].target > else_start}
        if loop is not None:
            targets = {t for t in targets if not (self.past_loop(t, loop) or t == loop.exit)}
        if len(targets) != 1:
            return None
        join = targets.pop()  # (the else-branch ends there too: not a copy of an exit path, 3.10)
        falls = ins[join - 1].op not in ("JUMP", *_ENDS)
        if not breaks and (falls or any(else_start <= k < join for k in self.flow.jump_sources.get(join, ()))):
            return join
        return join if self._lone_break(else_start, join, loop) else None

    def _lone_break(self, start: int, end: int, loop: Optional[Loop]) -> bool:
        """The code from ``start`` up to ``end`` is one ``break`` out of ``loop``: a jump
        past the loop, or (3.10+) a copy of the code at its exit that ends in a return."""
        ins = self.ins
        if loop is None or loop.exit < 0:
            return False
        if ins[start].op == "JUMP":
            return end == start + 1 and (self.past_loop(ins[start].target, loop) or ins[start].target == loop.exit)
        last = next((k for k in range(start, end) if ins[k].op in _ENDS or ins[k].target >= 0), -1)
        return last == end - 1 and ins[last].op == "RETURN_VALUE" and self._copied_exit(start, loop) >= 0

    def _try_exit_jump(self, then_start: int, last: int) -> Optional[int]:
        """3.8-3.10: the target past ``last`` of the jump after the ``POP_BLOCK`` of a
        try/except in ``then_start..last`` (the first one), or after the normal path's copy
        of a finally body (a handler that is no except clause's), whose handlers end at
        ``last`` and jump nowhere else past it (not to copies of an exit path)."""
        ins = self.ins
        for k in range(then_start, last):
            h = ins[k].target
            if ins[k].op == "SETUP_FINALLY" and k < h <= last and ins[h - 1].op == "JUMP" \
                    and (ins[h - 2].op == "POP_BLOCK" or self._finally_ends_at(h, last)) \
                    and ins[h - 1].target > last:
                target = ins[h - 1].target
                if all(ins[j].target in (-1, target) or ins[j].target <= last for j in range(h, last)):
                    return target
                return None
        return None

    def _finally_ends_at(self, h: int, last: int) -> bool:
        """3.10: the handler at ``h`` is a finally body (no except clause's) whose first
        ``RERAISE`` is at ``last`` (3.8/3.9 keep a jump after it)."""
        ins = self.ins
        return self.bc.facts.drops_dead_code and ins[h].op not in ("COPY", "POP_TOP") and \
            next(j for j in range(h, last + 1) if ins[j].op == "RERAISE") == last

    def _async_exit_jump(self, header: int) -> int:
        """3.11+: the target of the jump after the END_ASYNC_FOR of the ``async for`` at
        ``header``, or -1."""
        end = self.end_async_for(header) if self.ins[header].op == "GET_ANEXT" else -1
        nxt = self.ins[end + 1] if 0 <= end < len(self.ins) - 1 else None
        return nxt.target if nxt is not None and nxt.op == "JUMP" else -1

    def end_async_for(self, anext: int) -> int:
        """3.11+: the END_ASYNC_FOR ending the ``async for`` whose GET_ANEXT is at ``anext``
        (the handler of the exception-table entry around it), or -1."""
        ends = [h.target for h in self.bc.handlers if h.start <= anext < h.end]
        return ends[-1] if ends and self.ins[ends[-1]].op == "END_ASYNC_FOR" else -1

_RETURN_LOADS = ("LOAD_CONST", "LOAD_FAST", "LOAD_GLOBAL", "LOAD_DEREF", "LOAD_NAME")
_NAME_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
#: the opnames :meth:`Walker.walk` looks at before it hands an instruction to the simulator
_WALKER_OPS = frozenset({"JUMP", "FOR_ITER", "POP_TOP", *_COND_JUMPS, *_VALUE_JUMPS, *_SHUFFLES, *_NAME_STORES})
_ENDS = frozenset({"RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})
#: 3.8/3.9: what a jump out of an except or finally clause follows (its clean-up), or a
#: jump after a handler table
_CLAUSE_EXITS_38 = frozenset({"POP_EXCEPT", "DELETE_FAST", "DELETE_NAME", "DELETE_DEREF", "POP_BLOCK",
                              "POP_FINALLY", "CALL_FINALLY", "END_FINALLY", "RERAISE"})


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


class _UnnestTests(ast.NodeTransformer):
    """A nested :class:`LoopTest`: ``if test: continue`` then ``break``."""

    def visit_LoopTest(self, node: LoopTest) -> List[ast.stmt]:
        return [ast.If(test=node.test, body=[ast.Continue()], orelse=[]), ast.Break()]


class Idiom:
    """An extension recognised at an index before the generic walk (try, with, match...)."""

    #: the opnames at which :meth:`match` may do anything (None: any instruction)
    starts: Optional[FrozenSet[str]] = None

    def starts_in(self, w: Walker) -> Optional[FrozenSet[str]]:
        """:attr:`starts` for the code ``w`` walks (an idiom may narrow it to what that code holds)."""
        return self.starts

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """None: no match; else where the walk goes on (negative: the statements never fall through)."""
        raise NotImplementedError

    def loop(self, w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A loop of its own kind at ``header`` (``async for``); None lets the walker build it."""
        return None


def _entry_test(test: ast.expr, deep: ast.expr, body: List[ast.stmt]) -> ast.expr:
    """The test of ``if test: body``, or its De Morgan form ``deep`` where the body starts
    with a ``while`` loop that has that test (the loop's entry test, see cleanup)."""
    first = body[0] if body else None
    if isinstance(first, ast.While) and ast.dump(first.test) == ast.dump(deep):
        return deep
    return test


def _assert_or_if(test: ast.expr, then: List[ast.stmt], orelse: List[ast.stmt],
                  skips_if_true: bool = False, or_style: bool = False) -> ast.stmt:
    """``if c: raise AssertionError(msg)`` whose exception came from LOAD_ASSERTION_ERROR
    is ``assert not c, msg``.  On 3.8 (``LOAD_GLOBAL AssertionError``) only when the jump
    over the raise is taken on true (``skips_if_true``), as an assert's is; an ``if``'s is
    taken on false."""
    maybe = bool(then) and getattr(then[0], "_undis_assert_maybe", False)
    if not orelse and len(then) == 1 and hasattr(then[0], "_undis_assert_msg") and (skips_if_true or not maybe):
        msg = then[0]._undis_assert_msg
        values = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
        if or_style:
            return ast.Assert(test=negate_deep(test), msg=msg)  # ``assert a or b``
        if len(values) > 1 and skips_if_true and isinstance(values[-1], ast.Compare):
            # ``if a: assert b < c`` (the if's and the assert's jumps share their target)
            guard = values[0] if len(values) == 2 else bool_op(ast.And(), values[:-1])
            return ast.If(test=guard, body=[ast.Assert(test=negate(values[-1]), msg=msg)], orelse=[])
        if all(isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.Not) for v in values):
            return ast.Assert(test=negate_deep(test), msg=msg)  # ``assert a or b``
        return ast.Assert(test=negate(test), msg=msg)
    return ast.If(test=test, body=then or [ast.Pass()], orelse=orelse)


def _is_bare_return(s: ast.stmt) -> bool:
    return isinstance(s, ast.Return) and (s.value is None or N.is_const(s.value, None))


def _implicit_returns(stmts: List[ast.stmt]) -> List[ast.stmt]:
    """3.10+ copies the implicit ``return None`` into every branch reaching the end of
    the function, so ``if c: X; return`` then ``REST`` at the end is ``if c: X`` /
    ``else: REST`` (an explicit ``return`` would be one shared block)."""
    while stmts and _is_bare_return(stmts[-1]):
        stmts = stmts[:-1]
    for k in range(len(stmts) - 2, -1, -1):
        s = stmts[k]
        if isinstance(s, ast.If) and not s.orelse and len(s.body) >= 2 and _is_bare_return(s.body[-1]):
            s.body = s.body[:-1]
            s.orelse = stmts[k + 1:]
            stmts = stmts[:k + 1]
    if stmts and isinstance(stmts[-1], ast.If):
        last = stmts[-1]
        last.body = _implicit_returns(last.body) or [ast.Pass()]
        last.orelse = _implicit_returns(last.orelse)
    return stmts


def _else_to_end(stmts: List[ast.stmt], raises: Optional[FrozenSet[int]] = None) -> List[ast.stmt]:
    """``if c: <never falls through>`` followed by more statements at the end of a body
    becomes ``if c: ... else: <the rest>`` (when given, only a ``raise`` at one of the
    offsets ``raises`` ends a then-branch that way)."""
    for k in range(len(stmts) - 2, -1, -1):
        s = stmts[k]
        last = s.body[-1] if isinstance(s, ast.If) and s.body else None
        if raises is not None and isinstance(last, ast.Raise) and getattr(last, "_undis_offset", -1) not in raises:
            return stmts  # the dead final return follows a final ``raise``
        if isinstance(s, ast.If) and not s.orelse and s.body and isinstance(s.body[-1], (ast.Return, ast.Raise)):
            s.orelse = stmts[k + 1:]
            return stmts[:k + 1]
    return stmts


def _drop_last_breaks(node: ast.stmt) -> None:
    """Drop the ``break`` ending each branch of the if statement ``node`` (recursively)."""
    if isinstance(node, ast.If):
        for branch in (node.body, node.orelse):
            if branch and isinstance(branch[-1], ast.Break):
                del branch[-1]
                if not branch and branch is node.body:
                    branch.append(ast.Pass())
            elif branch:
                _drop_last_breaks(branch[-1])


def _continue_into_finally(body: List[ast.stmt]) -> List[ast.stmt]:
    """``try: ... finally: ...`` (no except clause) then ``continue``, read from a jump back
    right after the normal path's copy of the finally body: the ``continue`` ends the try
    body (after the statement, 3.11 gives it a jump of its own)."""
    if len(body) < 2 or not isinstance(body[-2], ast.Try) or not body[-2].finalbody or body[-2].handlers:
        return body
    last = body[-2]
    last.body = [s for s in last.body if not isinstance(s, ast.Pass)] + [body[-1]]
    return body[:-1]


def _strip_continue(body: List[ast.stmt]) -> List[ast.stmt]:
    while body and isinstance(body[-1], ast.Continue):
        body = body[:-1]
    if body:
        _strip_implicit(body[-1])
    return body or [ast.Pass()]


#: try statements: ``try`` and (3.11+) ``try ... except*`` (3.8-3.10: ``try`` twice)
_TRIES: Tuple[Type[ast.Try], Type[ast.TryStar]] = (ast.Try, vars(ast).get("TryStar", ast.Try))


def _strip_implicit(node: ast.stmt) -> None:
    """Drop the ``continue`` statements that only stand for reaching the end of a loop
    body (a jump to the header with no explicit second jump) from the ends of the blocks
    of the body's last statement."""
    blocks: List[str] = []
    if isinstance(node, ast.If):
        blocks = ["body", "orelse"]
    elif isinstance(node, _TRIES):
        blocks = ["orelse"] if node.orelse else ["body"]
    for name in blocks:
        stmts: List[ast.stmt] = getattr(node, name)
        while stmts and isinstance(stmts[-1], ast.Continue) and getattr(stmts[-1], "_undis_implicit", False):
            stmts = stmts[:-1]
        if stmts:
            _strip_implicit(stmts[-1])
        setattr(node, name, stmts or ([ast.Pass()] if name == "body" else []))
    if isinstance(node, _TRIES) and not node.finalbody:
        # (with a ``finally``, a clause's own jump to the header follows a copy of the
        # finally body: it is an explicit ``continue``)
        for handler in node.handlers:
            _strip_implicit_block(handler)


def _strip_implicit_block(handler: ast.ExceptHandler) -> None:
    stmts = handler.body
    while stmts and isinstance(stmts[-1], ast.Continue) and getattr(stmts[-1], "_undis_implicit", False):
        stmts = stmts[:-1]
    if stmts:
        _strip_implicit(stmts[-1])
    handler.body = stmts or [ast.Pass()]


def _split_guard(guard: ast.If, blocks: int = -1) -> Tuple[ast.expr, List[ast.stmt]]:
    """The body ``if a or b: break`` of a ``while True`` loop whose break is the body's last
    statement (3.8/3.9 keep a dead jump back after it, which ``while not (a or b): pass``
    would not have): ``while not a: if b: break`` (the same code), else unchanged.
    ``blocks``: how many conditional jumps (leaf tests) of ``a or b`` make ``a`` (-1: its
    first part)."""
    test = guard.test
    if not (isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) and len(test.values) > 1):
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


def _is_iterator(value: ast.expr) -> bool:
    return isinstance(value, N.Marker) and value.kind in ("iter", "aiter")


def _sole(targets: List[int]) -> int:
    """The one target in ``targets`` (a loop's break targets), else -1."""
    distinct = set(targets)
    return distinct.pop() if len(distinct) == 1 else -1


def _leaf_tests(e: ast.expr) -> int:
    """How many conditional jumps a test compiles to (one per operand of ``and``/``or``)."""
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return _leaf_tests(e.operand)
    if isinstance(e, ast.BoolOp):
        return sum(_leaf_tests(v) for v in e.values)
    return 1


def _is_break_guard(node: ast.If) -> bool:
    return len(node.body) == 1 and isinstance(node.body[0], ast.Break) and not node.orelse
