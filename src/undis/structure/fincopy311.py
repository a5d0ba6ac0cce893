"""Matching a copy of a finally body against its handler copy (3.11+), instruction by
instruction with jump targets mapped consistently: the handler copy drops the exception
state before leaving, 3.12+ copies small exit blocks and flips conditional jumps back.
"""

from __future__ import annotations

from typing import Dict, Set

from undis.structure import regions311
from undis.structure.tryshapes311 import Fin
from undis.structure.walker import Walker

#: a finally body's handler copy returning the value on top: the exception and its state go first
_UNWIND_RETURN = ["SWAP", "POP_TOP", "SWAP", "POP_EXCEPT", "RETURN_VALUE"]


def copy_match(w: Walker, fin: Fin, c0: int) -> int:
    """Is there a copy of the finally body at ``c0``?  Returns where it continues
    (what its ``RERAISE 0`` ends became), or -1.  The copy is matched in lockstep: same
    instructions, jump targets mapped consistently."""
    ins = w.ins
    pos: Dict[int, int] = {fin.start: c0}
    conts: Set[int] = set()  # (an end reached by several paths may have a copy on each)
    unwound: Set[int] = set()  # the handler's ``POP_EXCEPT``s before a break/continue/return

    def bind(f: int, c: int) -> bool:
        if f in fin.ends:
            conts.add(c)
            return True
        old = pos.setdefault(f, c)
        return old == c or regions311.exit_copy(w, c, old)  # (3.12+: one copy jumps to a small exit block
        # that the other copies onto each path)

    for f in range(fin.start, fin.last + 1):
        if f not in fin.code or f in unwound or f in fin.ends:
            continue  # (the handler code of a nested statement)
        c = pos.get(f, -1)
        if c < 0 or c >= len(ins):
            return -1
        x, y = ins[f], ins[c]
        if y.op == "JUMP" and x.op != "JUMP" and c < y.target < len(ins) \
                and (w.same_code(f, c) or _copied_tail(w, fin, f, y.target)):
            # 3.12+: the handler copy has a copy of the end (a small exit block) where the
            # other copy jumps to it
            c = pos[f] = y.target
            y = ins[c]
        if x.op == "POP_TOP" and ins[f + 1].op == "POP_EXCEPT" and f + 1 in fin.code:
            # leaving the handler copy drops the exception state first: the normal copy has
            # nothing (or drops the value that a ``return`` in the try body left)
            unwound.add(f + 1)
            dropped = y.op == "POP_TOP" and _pops(w, c) == _pops(w, f + 2) + 1
            if not bind(f + 2, c + 1 if dropped else c):
                return -1
            continue
        if y.op == "RETURN_VALUE" and [z.op for z in ins[f:f + 5]] == _UNWIND_RETURN \
                and ins[f].arg == ins[f + 2].arg == 2 and f + 4 in fin.code:
            # ``return value`` in the handler copy drops the exception and its state from
            # under the value first: the normal copy has nothing
            unwound.update(range(f + 1, f + 4))
            if not bind(f + 4, c):
                return -1
            continue
        if x.op == "JUMP" and y.op != "JUMP" and x.target > f:
            # a jump over the handlers of a nested statement, which the copy has elsewhere
            if not bind(x.target, c):
                return -1
            continue
        if x.op == y.op == "JUMP" and (ins[x.target].op == "JUMP") != (ins[y.target].op == "JUMP"):
            # 3.12+: one copy jumps to a jump (back to a loop header), the other straight there
            bound = bind(x.target, c) if ins[x.target].op == "JUMP" else bind(x.target, ins[y.target].target)
            if not bound:
                return -1
            continue
        if _flipped_back(w, c) == x.op:
            # 3.12+: a conditional jump to a backward jump became ``POP_JUMP_IF_not-X +2; JUMP back``
            if not bind(x.target, c + 1) or not bind(f + 1, c + 2):
                return -1
            continue
        if x.op != y.op or (x.op != "YIELD_VALUE" and (x.argval != y.argval or (
                x.argval is None and x.target < 0 and x.arg != y.arg))):
            return -1
        if x.target >= 0 and not bind(x.target, y.target):
            return -1
        if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and not bind(f + 1, c + 1):
            return -1
    if len(conts) == 1:
        return conts.pop()
    if len({w.thread(k) for k in conts}) == 1:
        first = min(conts)  # (several copies of the end jumping to one place forward: that place)
        targets = {w.ins[k].target if w.ins[k].op == "JUMP" else -1 for k in conts}
        if len(conts) > 1 and len(targets) == 1 and min(targets) > first:
            return targets.pop()
        return w.thread(first) if len(conts) > 1 and w.thread(first) > first else first
    first = min(conts)
    if w.ins[first].op == "JUMP" and len({(w.ins[k].op, w.ins[k].target) for k in conts}) == 1:
        return first  # (3.12+: copies of one jump back, e.g. to the loop header: one continuation)
    return first if all(regions311.exit_copy(w, k, first) for k in conts) else -1


def _copied_tail(w: Walker, fin: Fin, f: int, t: int) -> bool:
    """3.12+: the straight-line code from ``f`` in the handler copy, up to its end (a
    ``RERAISE 0``: there the copy goes on after the finally body), is a copy of the
    instructions at ``t`` (a small exit block of the finally body, which the handler copy
    has on each path to it: the normal copy's own exit, the code after the statement,
    follows it there)."""
    ins = w.ins
    for n in range(len(ins) - max(f, t)):
        a, b = ins[f + n], ins[t + n]
        if f + n in fin.ends:
            return n > 0
        if a.target >= 0 or b.target >= 0 or a.op != b.op or a.arg != b.arg or a.argval != b.argval:
            return False
    return False


def _pops(w: Walker, k: int) -> int:
    """How many ``POP_TOP`` run from ``k`` on."""
    n = 0
    while k + n < len(w.ins) and w.ins[k + n].op == "POP_TOP":
        n += 1
    return n


_FLIP = {"POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE", "POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE",
         "POP_JUMP_IF_NONE": "POP_JUMP_IF_NOT_NONE", "POP_JUMP_IF_NOT_NONE": "POP_JUMP_IF_NONE"}


def _flipped_back(w: Walker, c: int) -> str:
    """``POP_JUMP_IF_X +2; JUMP back`` at ``c``: the optimizer's form of a ``POP_JUMP_IF_not-X``
    to that backward jump (3.12+ has no backward conditional jumps): that opname, else ""."""
    ins = w.ins
    if ins[c].op not in _FLIP or ins[c].target != c + 2 or ins[c + 1].op != "JUMP" or ins[c + 1].target > c:
        return ""
    return _FLIP[ins[c].op]
