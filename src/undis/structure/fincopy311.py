"""Matching a copy of a finally body against its handler copy (3.11+), instruction by
instruction with jump targets mapped consistently: the handler copy drops the exception
state before leaving, 3.12+ copies small exit blocks and flips conditional jumps back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Optional, Set, Tuple

from undis.structure import regions311, with311
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import Fin
from undis.structure.walker import Walker

#: a finally body's handler copy returning the value on top: the exception and its state go first
_UNWIND_RETURN = ["SWAP", "POP_TOP", "SWAP", "POP_EXCEPT", "RETURN_VALUE"]
_UNWIND_STATE = _UNWIND_RETURN[2:]


@dataclass
class _Lockstep:
    """A copy matched against the handler copy of a finally body: where each handler-copy
    index is in the copy (``pos``), the copy's continuations found (``conts``: what the
    ``RERAISE 0`` ends became; an end reached by several paths may have a copy on each),
    the handler's instructions that drop the exception state before a
    break/continue/return (``unwound``: the normal copy has nothing there)."""

    w: Walker
    fin: Fin
    pos: Dict[int, int]
    conts: Set[int] = field(default_factory=set)
    unwound: Set[int] = field(default_factory=set)

    def bind(self, f: int, c: int) -> bool:
        """Handler-copy index ``f`` is ``c`` in the copy: consistent with what is known?"""
        if f in self.fin.ends:
            self.conts.add(c)
            return True
        old = self.pos.setdefault(f, c)
        return old == c or regions311.exit_copy(self.w, c, old)  # (3.12+: one copy jumps to a small exit block
        # that the other copies onto each path)


def copy_match(w: Walker, fin: Fin, c0: int) -> int:
    """Is there a copy of the finally body at ``c0``?  Returns where it continues
    (what its ``RERAISE 0`` ends became), or -1.  The copy is matched in lockstep: same
    instructions, jump targets mapped consistently."""
    m = _lockstep(w, fin, c0, fin.last)
    return -1 if m is None else _continuation(m)


def leaving_match(w: Walker, fin: Fin, c0: int) -> bool:
    """Is there at ``c0`` a copy of the finally body ``fin`` that always leaves (no
    ``RERAISE 0`` ends it: each path returns, breaks or continues)?  Matched in lockstep
    as by :func:`copy_match`, every instruction of the handler copy placed."""
    if not fin.code:
        return False
    m = _lockstep(w, fin, c0, max(fin.code))
    return m is not None and not m.conts


def _lockstep(w: Walker, fin: Fin, c0: int, last: int) -> Optional[_Lockstep]:
    """The handler copy of ``fin`` up to ``last``, matched in lockstep with the copy at
    ``c0`` (None: they differ)."""
    m = _Lockstep(w, fin, {fin.start: c0})
    for f in range(fin.start, last + 1):
        if not _bind_swallow(m, f):
            return None
        # (skipped: the handler code of a nested statement, the exception state's clean-up, the ends)
        if f in fin.code and f not in m.unwound and f not in fin.ends and not _step(m, f):
            return None
    return m


def _bind_swallow(m: _Lockstep, f: int) -> bool:
    """Where ``f`` is where a ``with`` in the handler copy goes on after its exit swallowed
    an exception (see :class:`Fin`): bind it to where the copy's ``with`` does (the one
    whose body starts where the handler copy's does); False where the copy has no such
    ``with``."""
    starts = [s for s, e in m.fin.swallows if e == f]
    if not starts or f in m.pos:
        return True
    c = m.pos.get(starts[0], -1)
    ins = m.w.ins
    hs = [h.target for h in m.w.bc.handlers if h.start == c and ins[h.target].op == "PUSH_EXC_INFO"
          and ins[h.target + 1].op == "WITH_EXCEPT_START"]
    if len(hs) != 1:
        return False
    try:
        end_at = with311.with_handler(m.w, hs[0], ins[hs[0] + 2].op == "GET_AWAITABLE")
    except DecompileFailure:
        return False
    return m.bind(f, end_at)


def _step(m: _Lockstep, f: int) -> bool:
    """Match the handler copy's instruction at ``f`` with its place in the copy, by the first
    of the copies' known differences that applies, else as the same instruction."""
    c = _place(m, f)
    if c < 0:
        return False
    for difference in _DIFFERENCES:
        matched = difference(m, f, c)
        if matched is not None:
            return matched
    return _same(m, f, c)


def _place(m: _Lockstep, f: int) -> int:
    """Where the handler copy's instruction at ``f`` is in the copy (-1: nowhere known)."""
    ins = m.w.ins
    c = m.pos.get(f, -1)
    if c < 0 or c >= len(ins):
        return -1
    x, y = ins[f], ins[c]
    if y.op == "JUMP" and x.op != "JUMP" and c < y.target < len(ins) \
            and (m.w.same_code(f, c) or _copied_tail(m.w, m.fin, f, y.target)):
        # 3.12+: the handler copy has a copy of the end (a small exit block) where the
        # other copy jumps to it
        c = m.pos[f] = y.target
    return c


def _unwind_pop(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """Leaving the handler copy drops the exception state first (``POP_TOP; POP_EXCEPT``):
    the normal copy has nothing (or drops the value that a ``return`` in the try body left).
    A second pair right after it drops the state of a finally handler around the statement,
    as the normal copy, in that handler too, does (matched as the same instructions)."""
    ins = m.w.ins
    if ins[f].op != "POP_TOP" or ins[f + 1].op != "POP_EXCEPT" or f + 1 not in m.fin.code or f - 1 in m.unwound:
        return None
    if _unwinds(m.w, c) >= _unwinds(m.w, f):
        return None  # (the copy drops the state of an enclosing handler the same way: the same)
    m.unwound.add(f + 1)
    dropped = ins[c].op == "POP_TOP" and _pops(m.w, c) == _pops(m.w, f + 2) + 1
    return m.bind(f + 2, c + 1 if dropped else c)


def _unwind_return(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """``return value`` in the handler copy drops the exception and its state from under the
    value first: the normal copy has nothing; then both drop the iterators of the loops the
    ``return`` leaves (``SWAP 2; POP_TOP`` each, as many in both) before the ``RETURN_VALUE``."""
    ins = m.w.ins
    if [z.op for z in ins[f:f + 4]] != _UNWIND_RETURN[:4] or not ins[f].arg == ins[f + 2].arg == 2 \
            or f + 4 not in m.fin.code:
        return None
    n = _popped_return(m.w, c)
    if not (n >= 0 and n == _popped_return(m.w, f + 4) or _enclosing_copy(m, f + 4, c)):
        return None
    m.unwound.update(range(f + 1, f + 4))
    return m.bind(f + 4, c)


def _enclosing_copy(m: _Lockstep, f: int, c: int) -> bool:
    """Both copies go on at ``f``, ``c`` with the copy of an enclosing finally body that
    the ``return`` runs before it returns (the same instruction starts it; the lockstep
    matches the rest): not a clean-up of the handler copy's own."""
    x, y = m.w.ins[f], m.w.ins[c]
    return x.op == y.op and x.arg == y.arg and x.argval == y.argval and x.op not in ("SWAP", "POP_TOP", "POP_EXCEPT")


def _unwind_state(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """``return value`` in the handler copy, the exception dropped from under the value
    (``SWAP 2; POP_TOP``, which the normal copy has where it drops the value of the try
    body's ``return`` the same way), then restores the exception state from under it
    (``SWAP 2; POP_EXCEPT``): the normal copy has nothing before its return, or before the
    pops of the iterators of the loops it leaves (``SWAP 2; POP_TOP`` each) that both run."""
    ins = m.w.ins
    if [z.op for z in ins[f:f + 2]] != _UNWIND_STATE[:2] or ins[f].arg != 2 or f + 2 not in m.fin.code \
            or [z.op for z in ins[c:c + 2]] == _UNWIND_STATE[:2]:
        return None
    n = _popped_return(m.w, c)
    if n < 0 or n != _popped_return(m.w, f + 2):
        return None
    m.unwound.add(f + 1)
    return m.bind(f + 2, c)


def _popped_return(w: Walker, k: int) -> int:
    """How many ``SWAP 2; POP_TOP`` (values dropped from under the one returned) run from
    ``k`` on before its ``RETURN_VALUE`` (-1: something else runs)."""
    ins, n = w.ins, 0
    while k + 1 < len(ins) and ins[k].op == "SWAP" and ins[k].arg == 2 and ins[k + 1].op == "POP_TOP":
        k, n = k + 2, n + 1
    return n if ins[k].op == "RETURN_VALUE" else -1


def _jump_over_handlers(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """A jump over the handlers of a nested statement, which the copy has elsewhere."""
    x, y = m.w.ins[f], m.w.ins[c]
    if x.op != "JUMP" or y.op == "JUMP" or x.target <= f:
        return None
    return m.bind(x.target, c)


def _jump_to_jump(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """3.12+: one copy jumps to a jump (back to a loop header), the other straight there."""
    ins = m.w.ins
    x, y = ins[f], ins[c]
    if not x.op == y.op == "JUMP" or (ins[x.target].op == "JUMP") == (ins[y.target].op == "JUMP"):
        return None
    return m.bind(x.target, c) if ins[x.target].op == "JUMP" else m.bind(x.target, ins[y.target].target)


def _flipped(m: _Lockstep, f: int, c: int) -> Optional[bool]:
    """3.12+: a conditional jump to a backward jump became ``POP_JUMP_IF_not-X +2; JUMP back``."""
    x = m.w.ins[f]
    if _flipped_back(m.w, c) != x.op:
        return None
    return m.bind(x.target, c + 1) and m.bind(f + 1, c + 2)


#: how the copies of a finally body may differ at one instruction, tried in this order
_DIFFERENCES: Tuple[Callable[[_Lockstep, int, int], Optional[bool]], ...] = (
    _unwind_pop, _unwind_return, _unwind_state, _jump_over_handlers, _jump_to_jump, _flipped)


def _same(m: _Lockstep, f: int, c: int) -> bool:
    """The same instruction at ``f`` and ``c``, its target and its successor mapped."""
    x, y = m.w.ins[f], m.w.ins[c]
    if x.op != y.op or (x.op != "YIELD_VALUE" and (x.argval != y.argval or (
            x.argval is None and x.target < 0 and x.arg != y.arg))):
        return False
    if x.target >= 0 and not m.bind(x.target, y.target):
        return False
    return x.op in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or m.bind(f + 1, c + 1)


def _continuation(m: _Lockstep) -> int:
    """Where the matched copy continues, from the copies of its end found (-1: no one place)."""
    w, conts = m.w, m.conts
    if len(conts) == 1:
        return _past_copy(m, conts.pop())
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


def _past_copy(m: _Lockstep, k: int) -> int:
    """The one continuation ``k``; 3.12+, where the handler copy's ``RERAISE 0`` is a loop's
    ``break`` (see :func:`~undis.structure.finally311.finally_shape`) and the copy's break
    jumps to just past the copy (the loop's jump back): the code there."""
    x = m.w.ins[k]
    if m.fin.breaks and x.op == "JUMP" and x.target == m.pos.get(m.fin.last, -2) + 1:
        return x.target
    return k


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


def _unwinds(w: Walker, k: int) -> int:
    """How many exception states are dropped from ``k`` on (``POP_TOP; POP_EXCEPT`` each):
    the handler copy of a finally body nested in an enclosing handler drops its own, then
    the enclosing one's, which a copy run in that handler drops too."""
    n = 0
    while k + 2 * n + 1 < len(w.ins) and w.ins[k + 2 * n].op == "POP_TOP" and w.ins[k + 2 * n + 1].op == "POP_EXCEPT":
        n += 1
    return n


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
