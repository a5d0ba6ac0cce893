"""Control-flow facts over normalized instructions: successors, reachability, loop headers."""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Set, Tuple

from undis.bytecode import Bytecode, Instr
from undis.bytecode.instructions import CONDITIONAL_JUMPS

_NO_FALLTHROUGH = frozenset({"JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})


def successors(instrs: Tuple[Instr, ...], i: int) -> List[int]:
    """Normal-flow successors of instruction ``i`` (exception edges excluded)."""
    ins = instrs[i]
    out: List[int] = []
    if ins.op not in _NO_FALLTHROUGH and i + 1 < len(instrs):
        out.append(i + 1)
    if ins.target >= 0 and (ins.op in CONDITIONAL_JUMPS or ins.op in ("JUMP", "FOR_ITER", "CALL_FINALLY")):
        out.append(ins.target)
    return out


class Flow:
    """Reachability and loop structure of one code object."""

    def __init__(self, bc: Bytecode) -> None:
        self.instrs = bc.instrs
        n = len(self.instrs)
        # END_ASYNC_FOR (reached through SETUP_FINALLY or the exception table) is an ``async for``'s normal exit
        ends = [t for t in [h.target for h in bc.handlers] + [ins.target for ins in self.instrs
                if ins.op == "SETUP_FINALLY"] if self.instrs[t].op == "END_ASYNC_FOR"]
        self.reachable = self._reach(([0] if n else []) + ends)
        self.handler_code = frozenset(range(n)) - self.reachable
        self.back_edges: Dict[int, List[int]] = {}
        for i in sorted(self.reachable):
            ins = self.instrs[i]
            if 0 <= ins.target <= i and ins.op != "FOR_ITER" and (
                    ins.op == "JUMP" or ins.op in CONDITIONAL_JUMPS):
                self.back_edges.setdefault(ins.target, []).append(i)
        for i in sorted(self.handler_code):  # loops in handler code (an except clause's body)
            ins = self.instrs[i]
            if 0 <= ins.target <= i and ins.op == "JUMP" and ins.target in self.handler_code \
                    and self.instrs[ins.target].op == "FOR_ITER":
                self.back_edges.setdefault(ins.target, []).append(i)
        self.jump_sources: Dict[int, List[int]] = {}
        for i, ins in enumerate(self.instrs):
            if ins.target >= 0:
                self.jump_sources.setdefault(ins.target, []).append(i)

    def _reach(self, roots: List[int]) -> FrozenSet[int]:
        seen: Set[int] = set()
        todo = list(roots)
        while todo:
            i = todo.pop()
            if i in seen or i >= len(self.instrs):
                continue
            seen.add(i)
            todo.extend(successors(self.instrs, i))
        return frozenset(seen)

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
