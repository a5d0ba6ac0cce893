"""Block exits on the block-stack versions (3.8-3.10): what the compiler emits to leave a block.

A ``return``/``break``/``continue`` inside ``try``/``except``/``finally``/``with`` first
unwinds every block it leaves (CPython's ``compiler_unwind_fblock``): ``POP_BLOCK`` for a
``try`` body, ``POP_EXCEPT`` for a handler, the with-exit call, ``CALL_FINALLY`` (3.8) or
an inlined copy of the ``finally`` body (3.9+), ``POP_FINALLY`` (3.8) or ``POP_TOP`` x3;
``POP_EXCEPT`` (3.9+) inside a finally body.  A value being returned is kept on top with
``ROT_TWO``/``ROT_FOUR``; the hidden block items are not on the simulated stack, so the
rotations are moot.  :func:`exit_of` matches one block's sequence; the structurer skips
them innermost first and lets the walker see the plain exit that follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import FrozenSet, Tuple

from undis.bytecode import Instr
from undis.structure.exitseq38 import STORES, at, finally_end, is_none, with_cleanup38, with_exit_call
from undis.structure.fincopy38 import align_finally, align_return_copy
from undis.structure.fingraph38 import align_graph


@dataclass(frozen=True)
class Frame:
    """One block being walked.

    ``kind``: "try" (body of try/except), "handler" (except without a name), "named"
    (``except E as name``), "finally" (body of try/finally; ``h`` is the finally handler),
    "finbody" (a finally body), "with".  ``none_slot``: 3.8 pushed ``None`` under a
    try/finally whose finally body exits (popped after ``CALL_FINALLY``/``POP_FINALLY``).
    ``ends``: a finally body's ends (its ``RERAISE``, the code after the statement).
    """

    kind: str
    h: int = -1
    name: str = ""
    none_slot: bool = False
    is_async: bool = False
    ends: FrozenSet[int] = frozenset()


def _named_exit(ins: Tuple[Instr, ...], k: int, name: str) -> int:
    j = k + 1 if at(ins, k, "ROT_FOUR") else k
    if at(ins, j, "POP_BLOCK") and at(ins, j + 1, "POP_EXCEPT") and at(ins, j + 2, "CALL_FINALLY"):
        return j + 3  # 3.8
    if not at(ins, k, "POP_BLOCK"):
        return -1
    j = k + 2 if at(ins, k + 1, "ROT_FOUR") else k + 1
    x = ins[j:j + 4]
    if (len(x) == 4 and x[0].op == "POP_EXCEPT" and is_none(ins, j + 1) and x[2].op in STORES
            and x[2].argval == name and x[3].op.startswith("DELETE_") and x[3].argval == name):
        return j + 4
    return -1


def _pop_slot(ins: Tuple[Instr, ...], j: int) -> int:
    """3.8: drop the ``None`` slot under a try/finally (``[ROT_TWO] POP_TOP``)."""
    if at(ins, j, "POP_TOP"):
        return j + 1
    if at(ins, j, "SWAP") and ins[j].arg == 2 and at(ins, j + 1, "POP_TOP"):
        return j + 2
    return -1


def exit_of(ins: Tuple[Instr, ...], k: int, fr: Frame) -> int:
    """Where the code leaving block ``fr`` early, starting at ``k``, ends (-1: not such code)."""
    kind = fr.kind
    if kind == "try":
        return k + 1 if at(ins, k, "POP_BLOCK") else -1
    if kind == "handler":
        j = k + 1 if at(ins, k, "ROT_FOUR") else k
        return j + 1 if at(ins, j, "POP_EXCEPT") else -1
    if kind == "named":
        return _named_exit(ins, k, fr.name)
    if kind == "with":
        if not at(ins, k, "POP_BLOCK"):
            return -1
        j = k + 2 if at(ins, k + 1, "SWAP") and ins[k + 1].arg == 2 else k + 1
        m = with_cleanup38(ins, j, fr.is_async)
        return m if m >= 0 else with_exit_call(ins, j, fr.is_async)
    if kind == "finally":
        if not at(ins, k, "POP_BLOCK"):
            return -1
        if at(ins, k + 1, "CALL_FINALLY"):
            return _pop_slot(ins, k + 2) if fr.none_slot else k + 2
        if fr.none_slot and at(ins, k + 1, "SWAP") and ins[k + 1].arg == 2 and at(ins, k + 2, "POP_TOP") \
                and at(ins, k + 3, "CALL_FINALLY"):
            return k + 4  # (3.8: a return's value kept on top while the slot under it is popped first)
        return _finally_copy_end(ins, k + 1, fr.h) if fr.h >= 0 else -1
    if kind == "finbody":
        if at(ins, k, "POP_FINALLY"):
            return _pop_slot(ins, k + 1) if fr.none_slot else k + 1
        return finally_end(ins, k)
    return -1


def _finally_copy_end(ins: Tuple[Instr, ...], a: int, h: int) -> int:
    """Past the copy of the finally body (handler at ``h``) at ``a``: where the walk goes on
    (copies whose blocks are laid out differently: :func:`~undis.structure.fingraph38.align_graph`)."""
    copy = align_finally(ins, a, h)
    if copy is not None:
        return copy[0]
    graph = align_graph(ins, a, h, early=True)
    if graph is not None and graph.ends:
        return graph.end
    end = align_return_copy(ins, a, h)
    return -1 if end is None else end
