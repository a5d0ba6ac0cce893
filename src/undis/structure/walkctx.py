"""The records a walk carries: where it must stop and the loops it is in."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import FrozenSet, List, Tuple

COND_JUMPS = ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")
VALUE_JUMPS = ("JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP")
#: the opnames that end a walk: nothing falls through them
ENDS = frozenset({"RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})


@dataclass(frozen=True)
class Loop:
    header: int
    exit: int  # where the loop goes when it ends normally (-1: unknown yet)
    is_for: bool
    also: int = -1  # a second continue target (the duplicated test of an inverted while)
    latch: int = -1  # its own latch, where that is not its header's last back edge (a shared header)
    tail: int = -1  # where the rest of its body starts, placed after its latch (it runs into the exit)


@dataclass
class Ctx:
    """Where the current walk must stop, and the enclosing loops."""

    stops: FrozenSet[int]
    loops: Tuple[Loop, ...] = ()
    breaks: List[int] = field(default_factory=list)  # break targets seen in the innermost loop
