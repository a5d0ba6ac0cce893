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
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Tuple

from undis.bytecode import Instr

STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")


@dataclass(frozen=True)
class Frame:
    """One block being walked.

    ``kind``: "try" (body of try/except), "handler" (except without a name), "named"
    (``except E as name``), "finally" (body of try/finally; ``h`` is the finally handler),
    "finbody" (a finally body), "with".  ``none_slot``: 3.8 pushed ``None`` under a
    try/finally whose finally body exits (popped after ``CALL_FINALLY``/``POP_FINALLY``).
    """

    kind: str
    h: int = -1
    name: str = ""
    none_slot: bool = False
    is_async: bool = False


def _at(ins: Tuple[Instr, ...], j: int, op: str) -> bool:
    return 0 <= j < len(ins) and ins[j].op == op


def _is_none(ins: Tuple[Instr, ...], j: int) -> bool:
    return _at(ins, j, "LOAD_CONST") and ins[j].argval is None


def skip_await(ins: Tuple[Instr, ...], k: int) -> int:
    """Past ``GET_AWAITABLE; [LOAD_CONST None]; YIELD_FROM`` at ``k`` (-1 when absent)."""
    if not _at(ins, k, "GET_AWAITABLE"):
        return -1
    j = k + 2 if _is_none(ins, k + 1) else k + 1  # the normalizer may have folded the None
    return j + 1 if _at(ins, j, "YIELD_FROM") else -1


def _past_await(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """``k``, or past the ``await`` at ``k`` when ``is_async`` (-1 when absent)."""
    return skip_await(ins, k) if is_async else k


def with_exit_call(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """3.9+: past ``LOAD_CONST None; DUP_TOP; DUP_TOP; CALL_FUNCTION 3 [await]; POP_TOP`` (-1)."""
    if not (_is_none(ins, k) and _at(ins, k + 1, "COPY") and _at(ins, k + 2, "COPY") and _at(ins, k + 3, "CALL")
            and getattr(ins[k + 3].argval, "argc", -1) == 3):
        return -1
    k = _past_await(ins, k + 4, is_async)
    return k + 1 if _at(ins, k, "POP_TOP") else -1


def with_cleanup38(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """3.8: past ``BEGIN_FINALLY; WITH_CLEANUP_START [await]; WITH_CLEANUP_FINISH; POP_FINALLY 0``."""
    if not (_at(ins, k, "BEGIN_FINALLY") and _at(ins, k + 1, "WITH_CLEANUP_START")):
        return -1
    k = _past_await(ins, k + 2, is_async)
    if _at(ins, k, "WITH_CLEANUP_FINISH") and _at(ins, k + 1, "POP_FINALLY"):
        return k + 2
    return -1


def finally_end(ins: Tuple[Instr, ...], k: int) -> int:
    """3.9+: past ``[ROT_FOUR] POP_TOP POP_TOP POP_TOP [ROT_FOUR] POP_EXCEPT`` (-1 when absent)."""
    j = k + 1 if _at(ins, k, "ROT_FOUR") else k
    if not all(_at(ins, j + d, "POP_TOP") for d in range(3)):
        return -1
    j += 3
    if _at(ins, j, "ROT_FOUR"):
        j += 1
    return j + 1 if _at(ins, j, "POP_EXCEPT") else -1


def _named_exit(ins: Tuple[Instr, ...], k: int, name: str) -> int:
    j = k + 1 if _at(ins, k, "ROT_FOUR") else k
    if _at(ins, j, "POP_BLOCK") and _at(ins, j + 1, "POP_EXCEPT") and _at(ins, j + 2, "CALL_FINALLY"):
        return j + 3  # 3.8
    if not _at(ins, k, "POP_BLOCK"):
        return -1
    j = k + 2 if _at(ins, k + 1, "ROT_FOUR") else k + 1
    x = ins[j:j + 4]
    if (len(x) == 4 and x[0].op == "POP_EXCEPT" and _is_none(ins, j + 1) and x[2].op in STORES
            and x[2].argval == name and x[3].op.startswith("DELETE_") and x[3].argval == name):
        return j + 4
    return -1


def _pop_slot(ins: Tuple[Instr, ...], j: int) -> int:
    """3.8: drop the ``None`` slot under a try/finally (``[ROT_TWO] POP_TOP``)."""
    if _at(ins, j, "POP_TOP"):
        return j + 1
    if _at(ins, j, "SWAP") and ins[j].arg == 2 and _at(ins, j + 1, "POP_TOP"):
        return j + 2
    return -1


def exit_of(ins: Tuple[Instr, ...], k: int, fr: Frame) -> int:
    """Where the code leaving block ``fr`` early, starting at ``k``, ends (-1: not such code)."""
    kind = fr.kind
    if kind == "try":
        return k + 1 if _at(ins, k, "POP_BLOCK") else -1
    if kind == "handler":
        j = k + 1 if _at(ins, k, "ROT_FOUR") else k
        return j + 1 if _at(ins, j, "POP_EXCEPT") else -1
    if kind == "named":
        return _named_exit(ins, k, fr.name)
    if kind == "with":
        if not _at(ins, k, "POP_BLOCK"):
            return -1
        j = k + 2 if _at(ins, k + 1, "SWAP") and ins[k + 1].arg == 2 else k + 1
        m = with_cleanup38(ins, j, fr.is_async)
        return m if m >= 0 else with_exit_call(ins, j, fr.is_async)
    if kind == "finally":
        if not _at(ins, k, "POP_BLOCK"):
            return -1
        if _at(ins, k + 1, "CALL_FINALLY"):
            return _pop_slot(ins, k + 2) if fr.none_slot else k + 2
        copy = align_finally(ins, k + 1, fr.h) if fr.h >= 0 else None
        return copy[0] if copy is not None else -1
    if kind == "finbody":
        if _at(ins, k, "POP_FINALLY"):
            return _pop_slot(ins, k + 1) if fr.none_slot else k + 1
        return finally_end(ins, k)
    return -1


def _same(a: Instr, b: Instr) -> bool:
    return a.op == b.op and a.argval == b.argval and (a.target >= 0) == (b.target >= 0) and (
        a.target >= 0 or a.arg == b.arg or a.op in ("CALL", "LOAD_CONST"))


_EXITS = ("JUMP", "RETURN_VALUE")
_NOT_IN_TAILS = frozenset({"RAISE_VARARGS", "RERAISE", "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "POP_BLOCK",
                           "POP_EXCEPT"})


def finally_exits(ins: Tuple[Instr, ...], r: int) -> bool:
    """The handler's copy of a finally body, aligned by :func:`align_finally` up to ``r``,
    never falls through (no ``RERAISE``, nor 3.8's ``END_FINALLY``, ends it)."""
    return not (0 <= r < len(ins) and ins[r].op in ("RERAISE", "END_FINALLY"))


def _leaves_to(ins: Tuple[Instr, ...], k: int, t: int) -> bool:
    """At ``k``, a finally body's handler copy leaves the exception and jumps to ``t`` (the
    normal copy's ``continue``/``break`` jumps there directly)."""
    m = finally_end(ins, k)
    return m >= 0 and _at(ins, m, "JUMP") and ins[m].target == t


def reraise_run(ins: Tuple[Instr, ...], r: int) -> int:
    """The last of the ``RERAISE`` run starting at ``r`` (3.10 copies the exit of a finally body)."""
    while r + 1 < len(ins) and ins[r + 1].op == "RERAISE":
        r += 1
    return r


class FinallyCopy(NamedTuple):
    """An inlined copy of a finally body aligned with the handler's (:func:`align_finally`)."""

    end: int  # the end of the copy
    r: int  # the handler's ``RERAISE`` (3.10, a body that never falls through: its copy's end)
    #: 3.10: (start, the handler's ``RERAISE`` in its place) of each copy of the code
    #: after the statement (straight code to a return) ending a path of the copy
    tails: Tuple[Tuple[int, int], ...] = ()


def align_finally(ins: Tuple[Instr, ...], a: int, h: int, stops: FrozenSet[int] = frozenset()
                  ) -> Optional[Tuple[int, int]]:
    """3.9+: does an inlined copy of the finally body start at ``a``?  ``h`` starts the body
    in the handler, which ends with ``RERAISE``.  The handler copy may hold extra
    :func:`finally_end` sequences before its exits.  Returns (end of the copy at ``a``,
    index of the handler's ``RERAISE``) or None.  A finally body that never falls
    through (it ends in ``continue``/``break``/``return``, after leaving the exception)
    has no ``RERAISE`` on 3.10: its normal copy runs up to ``h``, and the second index is
    where the handler's copy ends (see :func:`finally_exits`).  The copy at ``a`` also ends
    at ``stops`` (3.10: the code after the statement, copied in, may be the end of an
    enclosing finally body: a ``RERAISE``)."""
    copy = _align(ins, a, h, False, stops)
    return (copy.end, copy.r) if copy is not None else None


def align_finally_tails(ins: Tuple[Instr, ...], a: int, h: int) -> Optional[FinallyCopy]:
    """3.10: :func:`align_finally` for a normal copy that runs up to ``h``, each of its paths
    ending in a copy of the code after the statement where the handler's copy reraises."""
    copy = _align(ins, a, h, True, frozenset())
    return copy if copy is not None and copy.tails and copy.end == h else None


def _tail_end(ins: Tuple[Instr, ...], i: int, h: int) -> int:
    """The ``RETURN_VALUE`` ending straight code from ``i`` (before ``h``) that leaves no
    block, or -1 (a lone ``RETURN_VALUE`` returns a value of the copy: not a tail)."""
    for k in range(i, h):
        x = ins[k]
        if x.op == "RETURN_VALUE":
            return k if k > i else -1
        if x.target >= 0 or x.op in _NOT_IN_TAILS:
            return -1
    return -1


def _align(ins: Tuple[Instr, ...], a: int, h: int, with_tails: bool, stops: FrozenSet[int]
           ) -> Optional[FinallyCopy]:
    i, j = a, h
    pairs: Dict[int, int] = {}
    tails: List[Tuple[int, int]] = []
    tail_len = 0
    n = len(ins)
    left = False  # the handler copy left the exception after its start
    while True:
        if j < n and ins[j].op == "RERAISE" and not (i < h and ins[i].op == "RERAISE" and i not in stops):
            t = _tail_end(ins, i, h) if with_tails else -1
            if t < 0:
                break
            if tails and (t + 1 - i != tail_len or not all(_same(ins[i + d], ins[tails[0][0] + d])
                                                            for d in range(tail_len))):
                return None  # (every tail copies the same code)
            tails.append((i, j))
            tail_len = t + 1 - i
            pairs[i] = j
            i, j = t + 1, j + 1
            if i == h:
                j -= 1  # the handler's last RERAISE
                break
            continue
        if i >= h or j >= n:
            if i == h and left and ins[j - 1].op in _EXITS:
                break  # 3.10: the finally body never falls through
            if i == h and tails:
                j -= 1  # (the copies end alike: the handler's last instruction)
                break
            return None
        m = finally_end(ins, j)
        if m >= 0 and finally_end(ins, i) < 0:
            left = left or j > h
            j = m  # the handler copy leaves the exception first
            continue
        if not _same(ins[i], ins[j]):
            return None
        pairs[i] = j
        i, j = i + 1, j + 1
    copy = FinallyCopy(i, j, tuple(tails))
    return copy if _targets_agree(ins, a, copy, pairs) else None


def _targets_agree(ins: Tuple[Instr, ...], a: int, copy: FinallyCopy, pairs: Dict[int, int]) -> bool:
    """The jumps of the two copies go to paired places (or both to the end of the body)."""
    end, r = copy.end, copy.r
    for x, y in pairs.items():
        tx, ty = ins[x].target, ins[y].target
        if tx < 0:
            continue
        if a <= tx < end:
            if pairs.get(tx) not in (ty, finally_end(ins, ty)):  # (the handler's jump may first leave the exception)
                return False
        elif tx >= end and r <= ty <= reraise_run(ins, r):
            continue  # to the end of the body: its RERAISE (3.10: or a copy right after it)
        elif tx != ty and not _leaves_to(ins, ty, tx):
            return False
    return True
