"""The structurer: walks normalized instructions and rebuilds statements.

It walks forward from an index with a simulated stack, and at each control-flow point
recognises one idiom (loop, if/else, short-circuit condition, conditional expression,
boolean value, try...).  Each call is bounded by a set of *stop* indices (join points,
loop headers and exits), so the walk always terminates.  When no idiom fits, it raises
:class:`DecompileFailure`; the decompiler then falls back to the state-machine emitter.

:class:`Walker` holds the state of the walk, the walk itself with its dispatch and its
unconditional jumps, and the queries the idioms share.  What it reads lives in modules of
functions that take the walker: :mod:`~undis.structure.loops` (with
:mod:`~undis.structure.inverted` and :mod:`~undis.structure.loop_ends`),
:mod:`~undis.structure.branches` (with :mod:`~undis.structure.joins`,
:mod:`~undis.structure.dead_else`, :mod:`~undis.structure.asserts` and
:mod:`~undis.structure.ternaries`), :mod:`~undis.structure.exits` (what a jump out is)
and :mod:`~undis.structure.stores`; :mod:`~undis.structure.stmt_edit` edits the
statements built, and :class:`~undis.structure.idiom.Idiom` is the interface of the
idioms tried first.
"""

from __future__ import annotations

import ast
from typing import Dict, FrozenSet, List, Optional, Set, Tuple, Union

from undis.bytecode import Bytecode, Instr
from undis.bytecode.instructions import first_at, instr_handlers, instr_lines
from undis.emit import nodes as N
from undis.structure import branches, exits, inverted, loops, stores, values
from undis.structure.flow import Flow
from undis.structure.idiom import Idiom
from undis.structure.simulate import DecompileFailure, Simulator
from undis.structure.stmt_edit import else_to_end, implicit_returns, is_bare_return
from undis.structure.stores import NAME_STORES
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import VALUE_JUMPS as _VALUE_JUMPS
from undis.structure.walkctx import Ctx, Loop

__all__ = ["Ctx", "Idiom", "Loop", "Walker"]

_SHUFFLES = frozenset({"SWAP", "ROT_THREE"})  # ops that may start a tuple-swap reversal
_OWN_START = (ast.Try, ast.With, ast.AsyncWith)  # statements a walk may not come back to the start of
_HANDLER_EXITS = frozenset({"POP_EXCEPT", "RERAISE"})  # ops that may leave a loop from a handler (see _handler_break)
_BLOCK_ENDS = frozenset({"JUMP", "POP_BLOCK", "POP_EXCEPT", "END_FINALLY", "BEGIN_FINALLY", "WITH_CLEANUP_START"})
#: a walk's result: its statements, where it ended (-1: it never falls through), its stack
Walked = Tuple[List[ast.stmt], int, List[ast.expr]]
#: the walker's extensions with the opnames each may start at (None: any), those that may
#: start anywhere, and every opname some other may start at
_Starts = Tuple[List[Tuple[Idiom, Optional[FrozenSet[str]]]], List[Idiom], FrozenSet[str]]
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
        self._starts: Optional[_Starts] = None  # see :meth:`_extensions_at`
        self.continue_alias: Dict[int, int] = {}
        #: where the exit jumps of inverted ``while`` tests go back to (3.12+: the header of
        #: the loop whose body the ``while`` ends), which the repeated test at its bottom
        #: jumps to as well (see conditions._after_jump)
        self.test_exits: Set[int] = set()
        #: 3.12+: read ``jump-if-not c L; JUMP header; L:`` (no line of its own) as one
        #: conditional jump back to a loop header inside a condition: a comprehension's
        #: filter is one test, where a loop body's nested ifs would be statements (see
        #: comprehension.filtered)
        self.filter_chains = False
        #: a stop that stands for another: 3.10 copies a statement's whole exit path onto
        #: each path out of it (the copy -> the one walked)
        self.stop_aliases: Dict[int, int] = {}
        #: 3.12+: a ``RERAISE 0`` copied in place of a ``break``'s jump to the end of a
        #: finally body's handler copy -> the header of that loop (see finally311._loop_breaks)
        self.loop_end_breaks: Dict[int, int] = {}
        #: the jumps to a stop that ended a walk (it ends with -1, as a path that never
        #: goes on): the walk's context and the stop, in the order they were walked
        self.stop_jumps: List[Tuple[Ctx, int]] = []
        self.seq = 0
        self._returns: Optional[Dict[int, int]] = None  # see :meth:`return_copy`
        self.consumed: Set[int] = set()  # clean-up blocks folded into an expression
        # conditional expressions read as conditions that failed, by where and on what
        # stack (holding the stack keeps its ids from being reused): an elif chain whose
        # bodies start with a test is retried from every elif otherwise, exponentially
        self.failed_ternaries: Dict[Tuple[object, ...], Tuple[ast.expr, ...]] = {}
        self.moved_tails: Set[int] = set()  # code after a loop that only a break reaches (3.12+)
        #: headers of ``for`` loops whose returns were misread as breaks to copied exit
        #: blocks (see loops.MisreadBreak): walked again, those read as returns
        self.returning_loops: Set[int] = set()
        #: headers of ``while`` loops that break to the rest of their body, placed after
        #: their latch, which runs into their exit (see loops.FallenExit) -> (that rest, the exit);
        #: (-1, -1): that reading failed, the loop is read as it is laid out
        self.fallen_exits: Dict[int, Tuple[int, int]] = {}
        self._dead_jumps: Optional[FrozenSet[int]] = None  # see :meth:`dead_jumps`
        self._lines: Optional[List[Optional[int]]] = None  # see :meth:`line`
        self._handlers: Optional[List[Optional[int]]] = None  # see :meth:`handler`
        self._raises: Optional[FrozenSet[int]] = None  # see :meth:`jumped_raises`

    # -- entry -----------------------------------------------------------------------------
    def body(self) -> List[ast.stmt]:
        stmts, _, _ = self.walk(0, Ctx(frozenset({len(self.ins)})), [])
        if self._dead_final_return():
            kept = not self.bc.facts.drops_dead_code
            if kept and stmts and getattr(stmts[-1], "_undis_offset", -1) == self.ins[-1].offset:
                stmts = stmts[:-1]  # the dead final return itself, walked (the compiler adds it again)
            stmts = else_to_end(stmts, self.jumped_raises(), kept)
        elif self.bc.facts.copies_exit_blocks and not self._shared_final_return():
            if self.bc.facts.cold_handlers:
                self._mark_shared_ends(stmts)
            stmts = implicit_returns(stmts, self._shared_return)
            if self.bc.facts.copies_lined_branch_returns:
                stmts = self._joined_final_tail(stmts)
        elif self.bc.facts.copies_exit_blocks and stmts and is_bare_return(stmts[-1]):
            stmts[-1]._undis_explicit = True  # type: ignore[attr-defined]  # (kept by cleanup.statements)
        return stmts

    def _mark_shared_ends(self, stmts: List[ast.stmt]) -> None:
        """3.12+ (handlers after the code: the jumps from before come from the body): a
        final return block that two paths reach is explicit (the implicit one is copied),
        at the end of the code or of the branches of a final ``if``, which end it too."""
        k = len(stmts) - 1
        while k >= 0 and is_bare_return(stmts[k]):
            if self._return_paths(stmts[k], forward=True) >= 2:
                stmts[k]._undis_explicit = True  # type: ignore[attr-defined]
                return
            k -= 1  # (a return of its own, dropped: the statement before ends the code)
        node = stmts[k] if k >= 0 else None
        if isinstance(node, ast.If):
            self._mark_shared_ends(node.body)
            self._mark_shared_ends(node.orelse)

    def _joined_final_tail(self, stmts: List[ast.stmt]) -> List[ast.stmt]:
        """``if c: ... return x`` then simple statements ``S`` then ``return x`` ending the
        code, where a jump in ``S`` goes to its last instruction (``x = a if b else d``)
        and was not replaced by a copy of that code and the return, a small exit block:
        the return was a block of its own, the join of ``if c: ... else: S`` (3.11+)."""
        k = len(stmts) - 2
        while k >= 0 and not _returning_if(stmts[k]):
            k -= 1
        last, node = stmts[-1] if stmts else None, stmts[k] if k >= 0 else None
        if not isinstance(last, ast.Return) or not isinstance(node, ast.If) or k == len(stmts) - 2 \
                or not self._uncopied_join(getattr(last, "_undis_offset", -1)):
            return stmts
        node.orelse = stmts[k + 1:-1]
        return stmts[:k + 1] + [last]

    def _uncopied_join(self, at: int) -> bool:
        """The ``return <name or constant>`` at offset ``at`` follows the end of a
        statement that a forward ``JUMP`` goes to: a small exit block that the compiler
        would have copied onto the jump, had the return not been a block of its own."""
        ret = first_at(self.ins, at) if at >= 0 else -1
        if ret < 2 or self.ins[ret].op != "RETURN_VALUE" or self.ins[ret - 1].op not in ("LOAD_FAST", "LOAD_CONST"):
            return False
        store = ret - 2
        return self.ins[store].op in NAME_STORES and any(
            self.ins[j].op == "JUMP" and j < store for j in self.flow.jump_sources.get(store, ()))

    def _dead_final_return(self) -> bool:
        """The code ends with an unreachable ``return None`` (3.8/3.9 keep the implicit
        return the compiler adds after a final ``if``/``else``: one that nothing runs, after
        code that never falls through into it, where the peephole keeps it only because a
        jump went there; 3.10: one that only handlers reach)."""
        ins, n = self.ins, len(self.ins)
        if not (n >= 2 and ins[-1].op == "RETURN_VALUE" and ins[-2].op == "LOAD_CONST" and ins[-2].argval is None
                and self.dead(n - 2) and self.dead(n - 1)):
            return False
        return self.bc.facts.drops_dead_code or (self.flow.never_runs(n - 2) and (
            n < 3 or ins[n - 3].op in _ENDS or ins[n - 3].op == "JUMP"))

    def _shared_final_return(self) -> bool:
        """3.10+: the code ends with a ``return None`` block that several paths reach (jumps,
        the code before falling into it): one shared block, an explicit ``return`` (each path
        but one gets its own copy of the implicit one, which has no line)."""
        ins, n = self.ins, len(self.ins)
        if not (n >= 3 and ins[-1].op == "RETURN_VALUE" and ins[-2].op == "LOAD_CONST" and ins[-2].argval is None):
            return False
        falls = ins[-3].op not in _ENDS and ins[-3].op != "JUMP"
        sources = set(self.flow.jump_sources.get(n - 2, ()))
        if len(sources) + falls >= 2:
            return True
        # 3.11 copies a line-less exit block (the implicit return) onto each jump to it:
        # one that a ``JUMP`` reaches has a line of its own, an explicit ``return``
        return not self.bc.facts.copies_lined_exit_blocks and not falls and bool(sources) \
            and all(ins[j].op == "JUMP" for j in sources)

    def _shared_return(self, node: ast.stmt) -> bool:
        """The ``return`` ``node`` is one block that several paths reach (a jump and the code
        before it, or two jumps: an explicit ``return``; the implicit one is copied into
        each branch), or unknown."""
        paths = self._return_paths(node)
        return paths < 0 or paths >= 2

    def _return_paths(self, node: ast.stmt, forward: bool = False) -> int:
        """How many paths reach the ``return`` ``node`` (jumps to its block, only those from
        before it where ``forward``, and the code before it falling into it); -1: unknown
        (not read from the code, or the first code)."""
        at: int = getattr(node, "_undis_offset", -1)
        end = first_at(self.ins, at) if at >= 0 else -1
        if end < 0:
            return -1
        k = end - 1 if end > 0 and self.ins[end - 1].op == "LOAD_CONST" else end
        before = self.ins[k - 1] if k > 0 else None
        if before is None:
            return -1
        falls = before.op not in _ENDS and before.op != "JUMP"
        return len({j for j in self.flow.jump_sources.get(k, ()) if j < k or not forward}) + falls

    # -- the walk --------------------------------------------------------------------------
    def walk(self, i: int, ctx: Ctx, stack: List[ast.expr], enter: bool = False) -> Walked:
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
                if any(i in (loop.header, loop.also) for loop in ctx.loops):  # (it would nest in itself, without end)
                    raise DecompileFailure("the walk of a loop's body came back to an enclosing loop's header")
                header, i = i, loops.loop(self, i, ctx, stack, out)
                if i < 0:  # (an idiom's statement around the loop that never falls through)
                    return self.dead_statements(self._past_loop_code(header), ctx, stack, out)
                continue
            if at_entry and self.bc.facts.inverted_while:
                nxt = self._entry_inverted(i, ctx, stack, out)
                if nxt is not None:
                    if nxt < 0:
                        return out, -1, stack
                    i = nxt
                    continue
            ins = instrs[i]
            op = ins.op
            todo = by_op.get(op)
            if op in _HANDLER_EXITS and ctx.loops and self._handler_break(i, op, ctx):
                return out + [ast.Break()], -1, stack
            if todo is None or todo:  # (most instructions start no extension's idiom)
                handled = self._extension(i, op, todo, ctx, stack, out)
                if handled is not None:
                    if handled < 0:  # the idiom's statement never falls through
                        return out, -1, stack
                    if handled == i and not at_entry and out and isinstance(out[-1], _OWN_START):
                        raise DecompileFailure("a statement that loops back to its own start (a loop not seen)")
                    i = handled
                    continue
            if op in _WALKER_OPS:  # control flow and the shapes the walker reads itself
                went = self._control(i, op, ctx, stack, out)
                if isinstance(went, tuple):
                    return went
                if went is not None:
                    i = went
                    continue
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
                return self.dead_statements(i + 1, ctx, stack, out)
            i += 1
        return out, i, stack

    def _control(self, i: int, op: str, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]
                 ) -> Union[None, int, Walked]:
        """The instruction ``i`` (``op``, one of the walker's own) read as control flow or a
        store shape: where the walk goes on, the walk's result (it ends here), or None (an
        ordinary instruction: the simulator steps it)."""
        ins, instrs, n = self.ins[i], self.ins, len(self.ins)
        if op == "JUMP" and exits.break_only_loop(self, i, ctx):
            out.append(ast.While(test=ast.Constant(value=True), body=[ast.Break()], orelse=[]))
            return ins.target
        if op == "JUMP":
            nxt, left = self._walk_jump(i, ctx, stack)
            if left is not None and len(left) == 1 and isinstance(left[0], (ast.Break, ast.Continue)):
                return self.dead_statements(i + 1, ctx, stack, out + left)
            if left == [] and ins.target in ctx.stops:
                self.stop_jumps.append((ctx, ins.target))  # (see branches.if_stmt)
            if left is not None:
                return out + left, -1, stack
            return nxt
        if op in _COND_JUMPS:
            nxt = branches.conditional(self, i, ctx, stack, out)
            return (out, -1, stack) if nxt < 0 else nxt
        if op in _VALUE_JUMPS:
            return values.value_jump(self, i, ctx, stack)
        if op == "FOR_ITER":
            return self._for_iter(i, ctx, stack, out)
        width = stores.tuple_swap(self, i, stack) if op in _SHUFFLES else 0
        if width:
            return i + stores.swap_slots(self, i, width, stack, out)
        if op in NAME_STORES and stores.parallel_store(self, i, stack, out):
            return i + stores.parallel_count(self, i)
        if op == "POP_TOP" and self._copied_break(i, ctx, stack):
            if i + 1 < n and instrs[i + 1].op == "JUMP":  # (3.8/3.9: dead code may follow)
                return self.dead_statements(i + 2, ctx, stack, out + [ast.Break()])
            return out + [ast.Break()], -1, stack
        return None

    def dead_statements(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Walked:
        """The end of a walk at a statement that never falls through, before ``i``; 3.8/3.9:
        with the statements that follow it where nothing runs them, from a try statement up
        to a stop (the peephole drops the dead code after a ``return`` only up to a
        ``SETUP_FINALLY``, which it keeps "for balancing" with what follows: ``return`` in a
        finally body followed by a try statement), or from where :meth:`_dead_block_start`
        says the peephole kept them (after a ``break``, a ``continue`` or a loop with no exit,
        and a loop after a ``return``).  Not dead code that jumps out of the code up to the
        next stop (a finally body's copy on the normal exit of a try body that returns, which
        jumps to the code after the statement), but to the innermost loop's header or exit,
        and not past the body of a loop with no exit."""
        ins, n = self.ins, len(self.ins)
        if self.bc.facts.drops_dead_code or i >= n or i in ctx.stops or not self.flow.never_runs(i) \
                or not (ins[i].op == "SETUP_FINALLY" or self._dead_block_start(i)):
            return out, -1, stack
        bound = min([s for s in ctx.stops if s > i] + [n])
        loop = (ctx.loops[-1].header, ctx.loops[-1].exit) if ctx.loops and ins[i].op != "SETUP_FINALLY" else ()
        if ctx.loops and ctx.loops[-1].exit < 0 and i >= self._past_loop_code(ctx.loops[-1].header):
            return out, -1, stack  # (past the loop's last jump back: the code after a loop with no exit)
        if any((ins[k].target > bound or 0 <= ins[k].target < i) and ins[k].target not in loop
               for k in range(i, bound)):
            return out, -1, stack  # (it leaves the code up to the next stop: no statement of its own)
        breaks = list(ctx.breaks)
        try:
            more, e, after = self.walk(i, ctx, list(stack))
        except DecompileFailure:
            more, e, after = [], -2, []
        if e < -1 or (e >= 0 and len(after) != len(stack)):
            ctx.breaks[:] = breaks
            return out, -1, stack
        out.extend(more)
        return out, e, after

    def _past_loop_code(self, header: int) -> int:
        """Where the code after the loop at ``header`` starts: past its last jump back (3.8/3.9:
        a dead one, after a body that ends in ``return``, counts)."""
        jumps = [k for k in self.flow.jump_sources.get(header, ()) if k > header and self.ins[k].op == "JUMP"]
        return max(list(self.flow.back_edges.get(header, [header])) + jumps) + 1

    def _dead_block_start(self, i: int) -> bool:
        """3.8/3.9: the dead code at ``i`` starts a statement that the peephole kept: the code
        after a jump (``break``, ``continue``, a loop that never exits; not the compiler's final
        ``return None``, nor a jump or a block's end: a loop's own dead jumps are read with it,
        a try body's exit with the try), or a loop header after a ``return`` (a jump target, kept)."""
        ins, n = self.ins, len(self.ins)
        if i == n - 2 and ins[i].op == "LOAD_CONST" and ins[i].argval is None and ins[i + 1].op == "RETURN_VALUE":
            return False
        return i in self.flow.back_edges or (i > 0 and ins[i - 1].op == "JUMP" and ins[i].op not in _BLOCK_ENDS)

    def _entry_inverted(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """At the header ``i`` of a loop being entered (3.10+), the body starts with an inverted
        loop whose test is at that header: that loop; where the walk goes on, or None."""
        inner = inverted.entry_inverted_body(self, i, ctx, stack)
        if inner is None:
            return None
        self.continue_alias[inner[0]] = i
        return self.while_loop(inner[0], self.flow.latch(inner[0]), ctx, stack, out, also=i)

    def _handler_break(self, i: int, op: str, ctx: Ctx) -> bool:
        """The ``POP_EXCEPT`` or ``RERAISE`` at ``i`` leaves the innermost loop: a ``break``
        (its target is added to the loop's breaks)."""
        if op == "POP_EXCEPT":
            end = exits.clause_exit_break(self, i, ctx)
            if end >= 0:
                ctx.breaks.append(end)
                return True
            return False
        if exits.reraise_break(self, i, ctx.loops[-1]):
            ctx.breaks.append(ctx.loops[-1].exit)
            return True
        end = exits.loop_end_break(self, i, ctx.loops[-1])
        if end >= 0:
            ctx.breaks.append(end)
            return True
        return False

    def _walk_jump(self, i: int, ctx: Ctx, stack: List[ast.expr]) -> Tuple[int, Optional[List[ast.stmt]]]:
        """The ``JUMP`` at ``i``: (where the walk goes on, None) for the end of a ternary or a
        jump over dead code, else (-1, the statements it is: break, continue, copied exit)."""
        target = self.ins[i].target
        ternary = values.true_ternary(self, i, ctx, stack)
        if ternary is not None:
            return ternary, None
        if exits.skips_dead_code(self, i, ctx) and not exits.for_break(self, self.thread(target), ctx, stack):
            return target, None
        return -1, self.jump(target, ctx, stack, at=i)

    def _for_iter(self, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """A ``FOR_ITER`` that is no loop's header being walked: a ``for`` whose body never loops."""
        if self.ins[i].target > i and not self._is_current_header(i, ctx):
            return self.for_loop(i, self.flow.latch(i), ctx, stack, out)  # a body that never loops
        raise DecompileFailure("FOR_ITER outside a loop header")

    def _copied_break(self, i: int, ctx: Ctx, stack: List[ast.expr]) -> bool:
        """The ``POP_TOP`` at ``i`` pops a ``for`` iterator before a copied exit: a ``break``."""
        end = exits.copied_break(self, i, ctx, stack)
        if end < 0:
            return False
        stack.pop()
        ctx.breaks.append(end)
        return True

    def _is_current_header(self, i: int, ctx: Ctx) -> bool:
        return bool(ctx.loops) and ctx.loops[-1].header == i

    def _extension(self, i: int, op: str, todo: Optional[List["Idiom"]], ctx: Ctx, stack: List[ast.expr],
                   out: List[ast.stmt]) -> Optional[int]:
        """The first extension's reading of the instruction ``i`` (``op``), or None; ``todo``:
        the extensions that may start there, None where not known yet."""
        if todo is None:
            todo = self._by_op[op] = self._extensions_at(op)
        for idiom in todo:
            nxt = idiom.match(self, i, ctx, stack, out)
            if nxt is not None:
                return nxt
        return None

    def _extensions_at(self, op: str) -> List["Idiom"]:
        """The extensions that may start at an instruction ``op``, in their order (those that
        may start anywhere, unless ``op`` starts some of the others)."""
        if self._starts is None:  # (the extensions are registered before the walk starts)
            pairs = [(x, x.starts_in(self)) for x in self.extensions]
            named = frozenset().union(*[starts for _, starts in pairs if starts is not None])
            self._starts = pairs, [x for x, starts in pairs if starts is None], named
        pairs, anywhere, named = self._starts
        if op not in named:
            return anywhere
        return [x for x, starts in pairs if starts is None or op in starts]

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
                node._undis_jump = at  # type: ignore[attr-defined]  # (see :func:`match._explicit_continue`)
                k = at + 1
                while 0 < k < len(self.ins) and self.ins[k].op in ("POP_EXCEPT", "POP_BLOCK"):
                    k += 1  # the handler's own exit follows an explicit ``continue`` in it
                nxt = self.ins[k] if 0 < k < len(self.ins) else None
                if at >= 0 and not (nxt is not None and nxt.op == "JUMP" and self._goes_back(nxt.target, target)
                                    and not exits.line_less_copy(self, k, loop)
                                    and not exits.inverted_over(self, at, loop)) \
                        and not self.handler_continue(at, loop) and not exits.to_entry_test(self, target, loop) \
                        and not exits.try_exit_continue(self, at, loop):
                    node._undis_implicit = True  # type: ignore[attr-defined]  # no second jump: the loop's end
                elif at >= 0 and exits.doubled_continue(self, at, k, loop):
                    node._undis_doubled = True  # type: ignore[attr-defined]  # (see strip_continue)
                if at > 0 and (exits.cond_continue(self, at, loop) or exits.jumped_continue(self, at, loop)):
                    # (kept even last: see strip_continue)
                    node._undis_kept = True  # type: ignore[attr-defined]
                    if not exits.line_less_copy(self, at, loop):
                        node._undis_implicit = False  # type: ignore[attr-defined]
                if at > 0 and (exits.line_less_copy(self, at, loop) or exits.line_less_jump(self, at, loop)
                               or exits.first_line_less_copy(self, at, loop) or exits.with_end_jump(self, at, loop)):
                    # (the jump over an else-branch, or the body's end)
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

    def _goes_back(self, k: int, header: int) -> bool:
        """A jump to ``k`` goes on to ``header``: forward jumps followed, and (3.8-3.10) the
        loop's own jump back with a line of its own (which 3.10 does not thread)."""
        k = self.thread(k)
        return k == header or (not self.bc.facts.exception_table and self.ins[k].op == "JUMP"
                               and self.ins[k].target == header)

    # -- queries the readings share --------------------------------------------------------
    def line(self, i: int) -> Optional[int]:
        """The source line of instruction ``i`` (read on first use: few shapes need it)."""
        if self._lines is None:
            self._lines = instr_lines(self.bc)
        return self._lines[i]

    def handler(self, i: int) -> Optional[int]:
        """The offset of the handler whose exception-table entry covers instruction ``i``
        (see :func:`~undis.bytecode.instructions.instr_handlers`; read on first use)."""
        if self._handlers is None:
            self._handlers = instr_handlers(self.bc)
        return self._handlers[i]

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

    def dead(self, i: int) -> bool:
        """Instruction ``i`` is unreachable code left by a 3.8/3.9 compiler (before the
        exception table, dead code is only ever a jump or return after a return)."""
        return not self.bc.facts.exception_table and i in self.flow.handler_code

    def jumped_raises(self) -> FrozenSet[int]:
        """The offsets of the ``raise`` statements that end a then-branch with an
        else-branch: 3.8/3.9 keep the dead jump over it after a ``raise`` (not after a
        ``return``, where the peephole drops it)."""
        if self._raises is None:
            self._raises = frozenset(ins.offset for k, ins in enumerate(self.ins[:-1]) if ins.op == "RAISE_VARARGS"
                                     and self.ins[k + 1].op == "JUMP" and self.dead(k + 1))
        return self._raises

    def dead_jumps(self) -> FrozenSet[int]:
        """Unconditional jumps that nothing reaches, right after another jump (3.8/3.9 keep
        them: a jump over an else-branch, a loop body's closing jump)."""
        if self._dead_jumps is None:
            ins, flow = self.ins, self.flow
            self._dead_jumps = frozenset(k for k in self.bc.jumps if ins[k].op == "JUMP" and k not in flow.reachable
                                         and k not in flow.jump_sources and ins[k - 1].op == "JUMP")
        return self._dead_jumps

    def end_async_for(self, anext: int) -> int:
        """3.11+: the END_ASYNC_FOR ending the ``async for`` whose GET_ANEXT is at ``anext``
        (the handler of the exception-table entry around it), or -1."""
        ends = [h.target for h in self.bc.handlers if h.start <= anext < h.end]
        return ends[-1] if ends and self.ins[ends[-1]].op == "END_ASYNC_FOR" else -1

    # -- duplicated exits ------------------------------------------------------------------
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
        if i < 0:  # (not a block's start: indexing from the end, as the reading below would)
            return self._return_copy(i)
        firsts = self._returns
        if firsts is None:
            firsts = self._returns = self._first_returns()
        return firsts.get(i, i)

    def _first_returns(self) -> Dict[int, int]:
        """:meth:`return_copy` of every index it changes, read once per walk: each return
        block (:meth:`_return_key`) that it applies to -> the first block of its key."""
        facts = self.bc.facts
        if not (facts.copies_lined_branch_returns or facts.copies_exit_blocks):
            return {}
        first: Dict[Tuple[str, object], int] = {}
        found: Dict[int, int] = {}
        for k in range(len(self.ins)):
            key = self._return_key(k)
            if key is not None and (facts.copies_lined_branch_returns or key == ("LOAD_CONST", "None")):
                found[k] = first.setdefault(key, k)
        return found

    def _return_copy(self, i: int) -> int:
        """:meth:`return_copy` read directly (for an index counted from the end)."""
        key = self._return_key(i)
        facts = self.bc.facts
        if key is None or not (facts.copies_lined_branch_returns or (
                facts.copies_exit_blocks and key == ("LOAD_CONST", "None"))):
            return i
        for k in range(len(self.ins)):
            if self._return_key(k) == key:
                return k
        return i

    # -- readings the idioms call ----------------------------------------------------------
    def past_loop(self, target: int, loop: Loop) -> bool:
        """See :func:`exits.past_loop`."""
        return exits.past_loop(self, target, loop)

    def past_else(self, j: int, exit_: int) -> int:
        """See :func:`exits.past_else`."""
        return exits.past_else(self, j, exit_)

    def retry_jump(self, target: int, loop: Loop) -> bool:
        """See :func:`exits.retry_jump`."""
        return exits.retry_jump(self, target, loop)

    def handler_continue(self, at: int, loop: Loop) -> bool:
        """See :func:`exits.handler_continue`."""
        return exits.handler_continue(self, at, loop)

    def for_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """See :func:`loops.for_loop`."""
        return loops.for_loop(self, header, latch, ctx, stack, out)

    def while_loop(self, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                   also: int = -1, guard: Optional[ast.expr] = None) -> int:
        """See :func:`loops.while_loop`."""
        return loops.while_loop(self, header, latch, ctx, stack, out, also=also, guard=guard)


_RETURN_LOADS = ("LOAD_CONST", "LOAD_FAST", "LOAD_GLOBAL", "LOAD_DEREF", "LOAD_NAME")
#: the opnames :meth:`Walker.walk` looks at before it hands an instruction to the simulator
_WALKER_OPS = frozenset({"JUMP", "FOR_ITER", "POP_TOP", *_COND_JUMPS, *_VALUE_JUMPS, *_SHUFFLES, *NAME_STORES})


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


def _returning_if(s: ast.stmt) -> bool:
    """``s`` is ``if c: ... return`` with no else-branch."""
    return isinstance(s, ast.If) and not s.orelse and bool(s.body) and isinstance(s.body[-1], ast.Return)
