"""Assignments the walker reads itself, not the simulator: parallel assignments
``a, b = b, a`` (loads, then consecutive stores) and tuple swaps ``a.x, b[0] = u, v``
(the values reversed by ``SWAP``/``ROT_THREE``, then stored one by one).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List

from undis.emit import nodes as N
from undis.structure.simulate import Slot, SlotGroup

if TYPE_CHECKING:
    from undis.structure.walker import Walker


NAME_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")


def tuple_swap(w: Walker, i: int, stack: List[ast.expr]) -> int:
    """``a.x, b[0] = u, v``: the values are pushed in order, reversed (``SWAP 2``,
    ``SWAP 3`` or ``ROT_THREE; SWAP 2``), then stored one by one.  Returns the width
    (2 or 3) when ``i`` starts such a reversal followed by a store, else 0."""
    ins = w.ins
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
    if any(k in w.flow.jump_sources for k in range(i + 1, after + 1)):
        return 0
    for k in range(after, min(after + 4, len(ins))):  # the first target's store
        if ins[k].target >= 0:
            return 0
        if ins[k].op in NAME_STORES + ("STORE_ATTR", "STORE_SUBSCR", "UNPACK_SEQUENCE", "UNPACK_EX"):
            return width
        if not ins[k].op.startswith("LOAD_") and ins[k].op not in ("BINARY_SUBSCR", "PUSH_NULL"):
            return 0
    return 0


def swap_slots(w: Walker, i: int, width: int, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    """Replaces the reversed values by store slots; returns the reversal's length."""
    values = [w.sim.value(v) for v in stack[-width:]]

    def done(target: ast.expr) -> None:
        out.append(ast.Assign(targets=[target], value=N.tuple_(values), type_comment=None))

    group = SlotGroup(width, -1, done)
    stack[-width:] = [Slot(group, k) for k in reversed(range(width))]
    return 1 if w.ins[i].op == "SWAP" else 2


def parallel_count(w: Walker, i: int) -> int:
    n = 0
    while i + n < len(w.ins) and w.ins[i + n].op in NAME_STORES and (
            n == 0 or (i + n) not in w.flow.jump_sources):
        n += 1
    return n


def parallel_store(w: Walker, i: int, stack: List[ast.expr], out: List[ast.stmt]) -> bool:
    """``a, b = b, a`` compiled as loads then consecutive stores (swap elided or ROT'd)."""
    n = parallel_count(w, i)
    if n < 2 or len(stack) < n:
        return False
    values = stack[-n:]
    if any(isinstance(v, N.Marker) for v in values) or any(v is u for k, v in enumerate(values)
                                                            for u in values[k + 1:]):
        return False
    if not all(hasattr(v, "_undis_seq") for v in values):
        return False
    del stack[-n:]
    pairs = [(values[-1 - k], N.name(w.ins[i + k].argval, N.STORE)) for k in range(n)]
    pairs.sort(key=lambda p: _seq_of(p[0]))
    out.append(ast.Assign(targets=[N.tuple_([t for _, t in pairs], N.STORE)],
                          value=N.tuple_([w.sim.value(v) for v, _ in pairs]), type_comment=None))
    return True


def _seq_of(node: ast.expr) -> int:
    seq: int = node._undis_seq  # type: ignore[attr-defined]
    return seq
