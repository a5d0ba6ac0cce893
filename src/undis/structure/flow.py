"""Control-flow facts over normalized instructions: successors, reachability, loop headers."""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from undis.bytecode import Bytecode, Instr
from undis.bytecode.instructions import CONDITIONAL_JUMPS

_NO_FALLTHROUGH = frozenset({"JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})
_BRANCHES = frozenset(CONDITIONAL_JUMPS) | {"JUMP", "FOR_ITER", "CALL_FINALLY"}
_SETUPS = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"})


def successors(instrs: Tuple[Instr, ...], i: int) -> List[int]:
    """Normal-flow successors of instruction ``i`` (exception edges excluded)."""
    ins = instrs[i]
    out: List[int] = []
    if ins.op not in _NO_FALLTHROUGH and i + 1 < len(instrs):
        out.append(i + 1)
    if ins.target >= 0 and ins.op in _BRANCHES:
        out.append(ins.target)
    return out


def reach(instrs: Tuple[Instr, ...], roots: List[int], outside: FrozenSet[int] = frozenset()) -> FrozenSet[int]:
    """Instructions reachable from ``roots`` by normal flow (as :func:`successors` says),
    not through ``outside``."""
    n = len(instrs)
    seen: Set[int] = set(outside)
    todo = list(roots)
    while todo:
        i = todo.pop()
        while i < n and i not in seen:  # a straight run, branches queued
            seen.add(i)
            ins = instrs[i]
            if ins.target >= 0 and ins.op in _BRANCHES:
                todo.append(ins.target)
            if ins.op in _NO_FALLTHROUGH:
                break
            i += 1
    return frozenset(seen - outside) if outside else frozenset(seen)


class Flow:
    """Reachability and loop structure of one code object."""

    def __init__(self, bc: Bytecode) -> None:
        self.instrs = instrs = bc.instrs
        n = len(instrs)
        self._setups = not bc.facts.exception_table  # (3.8-3.10: blocks set up)
        self._table = bc.handlers if bc.facts.exception_table else ()  # (3.11+: see :meth:`in_body_try`)
        self._blocks: Optional[Dict[int, int]] = None  # see :meth:`block_of`
        self._runs: Optional[FrozenSet[int]] = None  # see :meth:`never_runs`
        self._bc = bc
        # END_ASYNC_FOR (reached through SETUP_FINALLY or the exception table) is an ``async for``'s normal exit
        jumps = bc.jumps
        ends = [t for t in [h.target for h in bc.handlers] + [instrs[i].target for i in jumps
                if instrs[i].op == "SETUP_FINALLY"] if instrs[t].op == "END_ASYNC_FOR"]
        self.reachable = reachable = self._reach(([0] if n else []) + ends)
        self.handler_code = handler_code = frozenset(range(n)) - reachable
        self.back_edges: Dict[int, List[int]] = {}
        handler_edges: Dict[int, List[int]] = {}  # loops in handler code (an except clause's body)
        self.jump_sources: Dict[int, List[int]] = {}
        for i in jumps:
            ins = instrs[i]
            target = ins.target
            self.jump_sources.setdefault(target, []).append(i)
            if target > i or ins.op == "FOR_ITER" or not (ins.op == "JUMP" or ins.op in CONDITIONAL_JUMPS):
                continue
            if i in reachable:
                self.back_edges.setdefault(target, []).append(i)
            elif (ins.op == "JUMP" and instrs[target].op == "FOR_ITER") or (
                    target not in reachable and not self._exit_back(bc, i)):
                handler_edges.setdefault(target, []).append(i)  # (any loop in handler code)
        loops, tails = self._handler_loops(bc, reachable)
        for target, sources in loops.items():
            handler_edges.setdefault(target, []).extend(k for k in sources if k not in handler_edges.get(target, ()))
        for target, sources in handler_edges.items():
            # a loop in an except clause, or a ``for`` whose body always raises and loops
            # only from its handlers (3.11+: the code after ``try`` is reached from them)
            if target in handler_code or target not in self.back_edges:
                self.back_edges.setdefault(target, []).extend(sources)
            elif not bc.facts.threads_jumps_across_lines:
                # a loop whose body goes on after a try only from its except clauses (the try
                # body leaves by ``continue``, or is an inner loop at the same header: ``while
                # c: try: while True: ...``) loops from that code too, last (3.12+: not a clause
                # exit's bare jump back, a retry loop's, see Walker.retry_jump, but one that code
                # after the exits jumps to, as a finally body's copy does; 3.10/3.11 place
                # the code after a retry loop, with the outer loop's jump back, after that jump;
                # 3.8/3.9 thread the clauses' exits through that jump back to the header)
                last = max(self.back_edges[target])
                bare = not bc.facts.cold_handlers
                self.back_edges[target].extend(k for k in sources if k in tails and k > last
                                               and (bare or k - 1 in tails or self._tail_jumped(k, tails)))
        #: 3.8/3.9: the dead jumps back that are the only back edges of loops that never loop
        self.dead_latches: FrozenSet[int] = self._dead_latches(bc, reachable) if not bc.facts.drops_dead_code \
            else frozenset()

    def _dead_latches(self, bc: Bytecode, reachable: FrozenSet[int]) -> FrozenSet[int]:
        """3.8/3.9: a ``while`` loop whose body never loops (it always ends in ``break`` or
        ``raise``, or a finally body that does) keeps its closing jump back as dead code,
        which nothing reaches, not even a handler: the loop's only back edge (not for code
        that loops already: its dead jumps are read where its body ends)."""
        live = reachable | self._reach([t for _, t in _protected(bc)], reachable)
        instrs, headers = self.instrs, frozenset(self.back_edges)
        found = set()
        for i in bc.jumps:
            target = instrs[i].target
            if instrs[i].op == "JUMP" and target < i and i not in live and target in reachable \
                    and target not in headers and instrs[target].op != "FOR_ITER":
                self.back_edges.setdefault(target, []).append(i)
                found.add(i)
        return frozenset(found)

    def _handler_loops(self, bc: Bytecode, reachable: FrozenSet[int]) -> Tuple[Dict[int, List[int]], Set[int]]:
        """Jumps in an except clause back to a loop header at or before the start of its
        ``try`` (``while True: try: ... except E: continue``); a jump back from a handler
        to code after the ``try`` start is the clause's exit (3.12+ places handlers last).
        A ``try`` in code that only its clauses reach (the body before always returns:
        ``while True: try: return f() except E: pass; try: ...``) counts as part of the
        first one's clauses, bounded by that first ``try``'s start.  Also: the handler code
        that follows the clauses' exits (code after a ``try`` that only its clauses reach)."""
        edges: Dict[int, List[int]] = {}
        tails: Set[int] = set()
        instrs = self.instrs
        ranges = _protected(bc)
        for start, target in ranges:
            if start not in reachable:
                continue  # a clean-up entry around handler code, or a try only clauses reach
            seen, after = self._clause_reach(target, start, ranges, reachable)
            tails |= after
            for i in seen:
                ins = instrs[i]
                if 0 <= ins.target <= start and ins.target in reachable and (
                        ins.op == "JUMP" or ins.op in CONDITIONAL_JUMPS):
                    edges.setdefault(ins.target, []).append(i)
        return edges, tails

    def _clause_reach(self, target: int, start: int, ranges: List[Tuple[int, int]],
                      reachable: FrozenSet[int]) -> Tuple[Set[int], Set[int]]:
        """The handler code the handler at ``target`` reaches, with the handlers of the
        protected ranges that start there after the clause ended (past ``start``, after a
        ``POP_EXCEPT``'s exit jump: not a clause's own clean-up entry); and what of it follows
        those exits."""
        seen: Set[int] = set()
        tails: Set[int] = set()
        todo = [target]
        while todo:
            found = self._reach([todo.pop()], reachable) - seen
            seen |= found
            exits = {self.instrs[i].target for i in found if self._clause_exit(i)}
            after = self._reach(sorted(exits), reachable) if exits else frozenset()
            tails |= after
            todo.extend(h for s, h in ranges if s in after and s > start and h not in seen)
        return seen, tails

    def _tail_jumped(self, k: int, tails: Set[int]) -> bool:
        """Only code that follows clauses' exits jumps to ``k``, none of it a clause's exit."""
        sources = self.jump_sources.get(k, [])
        return bool(sources) and all(i in tails and not self._clause_exit(i) for i in sources)

    def _clause_exit(self, i: int) -> bool:
        """``POP_EXCEPT; JUMP`` at ``i - 1``: an except clause's exit jump."""
        instrs = self.instrs
        return instrs[i].op == "JUMP" and i > 0 and instrs[i - 1].op == "POP_EXCEPT"

    def _exit_back(self, bc: Bytecode, i: int) -> bool:
        """3.12+: the except clause's exit jump at ``i`` goes back to code placed before the
        handlers (what follows a try that only its clauses reach), which never leads back to
        it, even through handlers: no loop."""
        if not bc.facts.cold_handlers or not self._clause_exit(i):
            return False
        seen: FrozenSet[int] = frozenset()
        todo = [self.instrs[i].target]
        while todo:
            seen = seen | self._reach(todo, seen)
            todo = [h.target for h in bc.handlers if h.target not in seen and any(
                h.start <= k < h.end for k in seen)]
        return i not in seen

    def _reach(self, roots: List[int], outside: FrozenSet[int] = frozenset()) -> FrozenSet[int]:
        return reach(self.instrs, roots, outside)

    def never_runs(self, i: int) -> bool:
        """3.8-3.10: nothing ever runs ``i``: neither the entry's normal flow reaches it
        nor the handler of a block set up by code that runs (code after a ``return`` that
        3.8/3.9 keep, with the handlers of the blocks it sets up: ``return`` in a finally
        body followed by a try statement)."""
        if self._runs is None:
            self._runs = self._running() if self._setups else frozenset(range(len(self.instrs)))
        return i not in self._runs

    def _running(self) -> FrozenSet[int]:
        """What runs: the entry's normal flow (with the ends of ``async for``s), then the
        handlers of the blocks set up there, and theirs, until nothing is added."""
        runs, ranges = self.reachable, _protected(self._bc)
        while True:
            more = [t for s, t in ranges if s in runs and t not in runs]
            if not more:
                return runs
            runs = runs | self._reach(more, runs)

    def latch(self, header: int) -> int:
        """The last instruction that jumps back to ``header``; for a loop whose body never
        loops (it always returns, raises or breaks), the body's last instruction (a ``for``)
        or the header itself."""
        edges = self.back_edges.get(header)
        if edges:
            return max(edges)
        ins = self.instrs[header]
        if ins.op == "FOR_ITER" and ins.target > header:
            return ins.target - 1
        return header

    def is_header(self, i: int) -> bool:
        return i in self.back_edges

    def block_of(self, i: int) -> int:
        """3.8-3.10: the ``SETUP_FINALLY`` / ``SETUP_WITH`` / ``SETUP_ASYNC_WITH`` of the
        innermost block that protects ``i`` (its try or with body; the block stack is
        lexical: each instruction has one), -1 where none does (and on 3.11+, whose
        exception table says nothing of a try except-clause: a ``break`` out of its body
        may be a plain jump).  A jump inside a block's body goes only within it (leaving
        it takes a ``POP_BLOCK`` first)."""
        if self._blocks is None:
            self._blocks = self._block_stacks() if self._setups else {}
        return self._blocks.get(i, -1)

    def in_body_try(self, target: int, header: int, latch: int) -> bool:
        """3.11+: ``target``, past the loop's last jump back at ``latch``, lies in a try or
        with body that starts inside the body of the loop at ``header``: the handler of the
        exception-table entry over ``target`` protects code from ``header`` on, before
        ``latch``, but not ``latch`` nor the code before it (the jump back left that body,
        running a finally copy or a with exit: ``if c: continue``; a loop inside the body
        has its jump back in it, or in a statement nested in it; 3.12 may leave such a jump
        uncovered, not the code before it), or that starts at ``header`` or after it and does
        not cover the jump back (a ``continue`` that left it: ``while True: try: (if c:
        continue) ...``; a loop at the start of a try body has its jump back in it).  The rest
        of that body, placed after the jump back, is the loop's code, not its exit (no
        ``break`` goes into a try body)."""
        handler = self._handler(target)
        if handler < 0 or not any(e.target == handler and e.start < latch and e.end > header for e in self._table):
            return False
        if min(e.start for e in self._table if e.target == handler) >= header and \
                handler not in self._enclosing(latch):
            return True  # (the try starts in the loop body, the jump back left it: its ``continue``)
        last = latch  # (3.12 may leave a jump in a try body uncovered: the code before it tells)
        while last > header and self.instrs[last].op in ("JUMP", "NOP"):
            last -= 1
        return handler not in self._enclosing(latch) and handler not in self._enclosing(last)

    def _enclosing(self, i: int) -> List[int]:
        """3.11+: the handlers whose bodies hold ``i``, innermost first: the handler over
        ``i``, then the one over that handler's code, and so on."""
        out: List[int] = []
        h = self._handler(i)
        while h >= 0 and h not in out:
            out.append(h)
            h = self._handler(h)
        return out

    def _handler(self, i: int) -> int:
        """3.11+: the target of the exception-table entry over ``i`` (-1: none)."""
        for e in self._table:
            if e.start <= i < e.end:
                return e.target
        return -1

    def _block_stacks(self) -> Dict[int, int]:
        """3.8-3.10: :meth:`block_of` for every instruction that a block protects: the blocks
        are followed from the entry and from each handler (with the blocks around its setup),
        a setup pushing one, a ``POP_BLOCK`` popping one; dead code goes on from the code
        before it."""
        instrs, n = self.instrs, len(self.instrs)
        stacks: Dict[int, Tuple[int, ...]] = {}
        todo: List[Tuple[int, Tuple[int, ...]]] = [(0, ())] if n else []
        while todo:
            i, blocks = todo.pop()
            while i < n and i not in stacks:  # a straight run, branches and handlers queued
                stacks[i] = blocks
                ins = instrs[i]
                if ins.op in _SETUPS:
                    todo.append((ins.target, blocks))
                    blocks = blocks + (i,)
                elif ins.op == "POP_BLOCK":
                    blocks = blocks[:-1]
                if ins.target >= 0 and ins.op in _BRANCHES:
                    todo.append((ins.target, blocks))
                if ins.op in _NO_FALLTHROUGH:
                    break
                i += 1
        for i in range(1, n):  # dead code (3.8/3.9 keep it) lies in the blocks of the code before
            if i not in stacks and i - 1 in stacks:
                before, op = stacks[i - 1], instrs[i - 1].op
                stacks[i] = before + (i - 1,) if op in _SETUPS else before[:-1] if op == "POP_BLOCK" else before
        return {i: blocks[-1] for i, blocks in stacks.items() if blocks}


def _protected(bc: Bytecode) -> List[Tuple[int, int]]:
    """(where a protected range starts, its handler): the exception table's entries
    (3.11+), else each ``SETUP_FINALLY`` / ``SETUP_WITH`` / ``SETUP_ASYNC_WITH`` and its
    target (3.8-3.10; a with whose body never ends normally goes on from its handler only)."""
    if bc.facts.exception_table:
        return [(h.start, h.target) for h in bc.handlers]
    instrs = bc.instrs
    return [(i, instrs[i].target) for i in bc.jumps if instrs[i].op in _SETUPS]
