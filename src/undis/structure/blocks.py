"""Basic blocks of normalized instructions, for the state-machine fallback.

A block starts at a *leader* (the first instruction, a jump target, the instruction after
a jump or terminator, an exception handler, or the start or end of a 3.11+ exception-table
range), so every instruction of a block has the same exception handler.
"""

from __future__ import annotations

from typing import Dict, List, NamedTuple, Optional, Set, Tuple

from undis.bytecode import Bytecode, Handler
from undis.bytecode.instructions import JUMPS, TERMINATORS

#: 3.8-3.10: the block stack (so the handler) changes after these
_BLOCK_CHANGES = frozenset({"POP_BLOCK", "POP_EXCEPT", "END_FINALLY", "POP_FINALLY", "WITH_CLEANUP_FINISH"})


class Block(NamedTuple):
    """Instructions ``[start, end)``; ``handler`` protects all of them (3.11+), or None."""

    number: int
    start: int
    end: int
    handler: Optional[Handler]


def _leaders(bc: Bytecode) -> Set[int]:
    n = len(bc.instrs)
    leaders = {0}
    for i, ins in enumerate(bc.instrs):
        if ins.target >= 0:
            leaders.add(ins.target)
        if ins.op in JUMPS or ins.op in TERMINATORS or (ins.op in _BLOCK_CHANGES and not bc.facts.exception_table):
            leaders.add(i + 1)
    for h in bc.handlers:
        leaders.update((h.start, h.end, h.target))
    return {i for i in leaders if 0 <= i < n}


def _handler_at(handlers: Tuple[Handler, ...], i: int) -> Optional[Handler]:
    for h in handlers:
        if h.start <= i < h.end:
            return h
    return None


def split(bc: Bytecode) -> Tuple[Tuple[Block, ...], Dict[int, int]]:
    """The blocks in instruction order, and a map from a leader's index to its block number."""
    starts = sorted(_leaders(bc))
    blocks: List[Block] = []
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(bc.instrs)
        blocks.append(Block(number, start, end, _handler_at(bc.handlers, start)))
    return tuple(blocks), {b.start: b.number for b in blocks}
