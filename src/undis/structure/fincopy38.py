"""Inlined copies of a finally body on 3.9-3.10, aligned with the handler's copy.

3.9+ no longer calls a finally body (3.8's ``CALL_FINALLY``): the compiler copies it into
every way out of the ``try`` body (the fall-through and each ``return``/``break``/
``continue``), while the handler keeps its own copy, ending in ``RERAISE``.
:func:`align_finally` pairs a copy with the handler's instruction by instruction, and
tells where the copy ends; 3.10 may also copy the code after the statement into the
ends of the normal copy (:func:`align_finally_tails`).
"""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Mapping, NamedTuple, Optional, Tuple

from undis.bytecode import Instr
from undis.structure.exitseq38 import at, finally_end


def same_instr(a: Instr, b: Instr) -> bool:
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
    return m >= 0 and at(ins, m, "JUMP") and ins[m].target == t


def reraise_run(ins: Tuple[Instr, ...], r: int, stops: FrozenSet[int] = frozenset()) -> int:
    """The last of the ``RERAISE`` run starting at ``r`` (3.10 copies the exit of a finally
    body); one at a stop (``stops``: ending an enclosing handler table) is not in the run."""
    while r + 1 < len(ins) and ins[r + 1].op == "RERAISE" and r + 1 not in stops:
        r += 1
    return r


def shared_ends(ins: Tuple[Instr, ...], targets: Mapping[int, object], exits: FrozenSet[int]) -> FrozenSet[int]:
    """3.10 copies a small block ending in a ``RERAISE`` onto each jump to it: where the
    handler's copy of a finally body ends with the same straight code on every path, one
    copy before each of its ``RERAISE``s (``exits``), those copies' starts (``targets``:
    the jump targets, which no copy runs across); empty: none."""
    ends = sorted(exits)
    if len(ends) < 2 or any(t >= len(ins) or ins[t].op != "RERAISE" for t in ends):
        return frozenset()
    n = 0
    while all(_copied(ins, targets, t, n + 1) for t in ends) and all(
            same_instr(ins[t - n - 1], ins[ends[0] - n - 1]) for t in ends[1:]):
        n += 1
    return frozenset(t - n for t in ends) if n else frozenset()


def _copied(ins: Tuple[Instr, ...], targets: Mapping[int, object], t: int, n: int) -> bool:
    """The instruction ``n`` before ``t`` is straight code, and no jump enters after it."""
    k = t - n
    return k >= 0 and ins[k].target < 0 and ins[k].op not in _NOT_IN_TAILS and ins[k].op not in _EXITS \
        and k + 1 not in targets


def is_except_handler(ins: Tuple[Instr, ...], i: int, h: int) -> bool:
    """The handler at ``h`` of the ``SETUP_FINALLY`` at ``i`` matches exceptions (else: finally)."""
    if ins[h].op == "COPY":
        return True
    if [x.op for x in ins[h:h + 3]] != ["POP_TOP", "POP_TOP", "POP_TOP"]:
        return False
    # 3.9+: a finally body that starts with an exit also pops the exception first; but
    # ``except: pass`` (leaving to where the body goes) reads the same: take the except
    m = finally_end(ins, h)
    if m >= 0 and ins[m].op == "JUMP" and ins[h - 1].op == "JUMP" and ins[h - 1].target == ins[m].target:
        return not _doubled_exit(ins, i, h)
    return not any(ins[q].op == "POP_BLOCK" and align_finally(ins, q + 1, h) is not None for q in range(i + 1, h))


def _doubled_exit(ins: Tuple[Instr, ...], i: int, h: int) -> bool:
    """3.9: the body of the try set up at ``i`` ends ``POP_BLOCK; JUMP t; JUMP t`` right before
    the handler at ``h``: a finally body that is one jump (``finally: continue``), copied
    after the ``POP_BLOCK``, then the statement's own jump over the handler, left dead (an
    ``except: pass`` has one jump there, its handler the same)."""
    return i < h - 3 and ins[h - 3].op == "POP_BLOCK" and ins[h - 2].op == "JUMP" \
        and ins[h - 2].target == ins[h - 1].target and h - 1 not in (x.target for x in ins)


class FinallyCopy(NamedTuple):
    """An inlined copy of a finally body aligned with the handler's (:func:`align_finally`)."""

    end: int  # the end of the copy
    #: the handler's ``RERAISE`` (3.10, a body that never falls through: its copy's end, or
    #: the end of the code where a ``RERAISE`` that ends an enclosing handler table follows it)
    r: int
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
    has no ``RERAISE`` on 3.10 (nor has one ending in a ``raise``): its normal copy runs up
    to ``h``, and the second index is where the handler's copy ends (see
    :func:`finally_exits`).  The copy at ``a`` also ends at ``stops`` (3.10: the code
    after the statement, copied in, may be the end of an enclosing finally body: a
    ``RERAISE``)."""
    copy = _align(ins, a, h, False, stops)
    if copy is None:  # (3.10: an early exit's copy of a body that never falls through)
        copy = _align(ins, a, h, False, stops, early=True)
    return (copy.end, copy.r) if copy is not None else None


def align_return_copy(ins: Tuple[Instr, ...], a: int, h: int) -> Optional[int]:
    """3.10: the copy of a finally body at ``a`` on the path of a ``return value`` (the value
    loaded before it), where the compiler copied the ``RETURN_VALUE`` onto each path's end,
    the handler's copy (at ``h``, the last code) reraising there: where the copy ends (every
    path of it returns), or None."""
    copy = _align(ins, a, h, False, frozenset(), copied=True)
    return copy.end if copy is not None and copy.r >= len(ins) else None


def align_finally_tails(ins: Tuple[Instr, ...], a: int, h: int) -> Optional[FinallyCopy]:
    """3.10: :func:`align_finally` for a normal copy that runs up to ``h``, each of its paths
    ending in a copy of the code after the statement where the handler's copy reraises."""
    copy = _align(ins, a, h, True, frozenset())
    return copy if copy is not None and copy.tails and copy.end == h else None


def _tail_end(ins: Tuple[Instr, ...], i: int, h: int, leaving: bool = False) -> int:
    """The ``RETURN_VALUE`` ending straight code from ``i`` (before ``h``) that leaves no
    block (``leaving``: or only ``POP_BLOCK``s), or -1 (a lone ``RETURN_VALUE`` returns a
    value of the copy: not a tail)."""
    for k in range(i, h):
        x = ins[k]
        if x.op == "RETURN_VALUE":
            return k if k > i else -1
        if x.target >= 0 or (x.op in _NOT_IN_TAILS and not (leaving and x.op == "POP_BLOCK")):
            return -1
    return -1


def _tail_at(ins: Tuple[Instr, ...], i: int, h: int) -> Tuple[int, int, int]:
    """3.10: the copy of the code after the statement that ends a path of a normal copy
    (before ``h``) at ``i``: straight code to a return there, or a jump out of the copy to
    such code (which may first leave enclosing blocks, as a with's exit).  (where the copy
    starts, its length, where the normal copy goes on); (-1, 0, -1): none."""
    t = _tail_end(ins, i, h)
    if t >= 0:
        return i, t + 1 - i, t + 1
    x = ins[i]
    t = _tail_end(ins, x.target, len(ins), True) if x.op == "JUMP" and x.target >= h else -1
    return (x.target, t + 1 - x.target, i + 1) if t >= 0 else (-1, 0, -1)


def _align(ins: Tuple[Instr, ...], a: int, h: int, with_tails: bool, stops: FrozenSet[int],
           early: bool = False, copied: bool = False) -> Optional[FinallyCopy]:
    """See :func:`align_finally`; ``early``: the copies may end at a return or raise that
    both reach (:func:`_ends_both`), before the copy at ``a`` reaches ``h``; ``copied``: see
    :func:`align_return_copy`."""
    i, j = a, h
    pairs: Dict[int, int] = {}
    tails: List[Tuple[int, int]] = []
    tail_len = 0
    n = len(ins)
    left = False  # the handler copy left the exception after its start
    returns: List[int] = []  # returns paired with the handler's jumps to its end (see _return_to_end)
    ended = False  # ``copied``: a return's copies paired with the handler's RERAISEs
    while True:
        if copied and i < h and j < n and ins[i].op == "RETURN_VALUE" and ins[j].op == "RERAISE":
            pairs[i] = j  # (the pending return's copy ends a path where the handler's reraises)
            ended = True
            i, j = i + 1, j + 1
            continue
        if j < n and ins[j].op == "RERAISE" and not (i < h and ins[i].op == "RERAISE" and i not in stops):
            if _foreign_reraise(ins, h, j):
                if not left and ins[j - 1].op in _EXITS:
                    # (a handler that leaves the exception first thing, then returns or jumps:
                    # ``except: pass``, as at the end below)
                    return None
                j = n  # (the body never falls through: see :class:`FinallyCopy`)
                break
            start, size, nxt = _tail_at(ins, i, h) if with_tails else (-1, 0, -1)
            if start < 0:
                break
            if tails and (size != tail_len or not all(same_instr(ins[start + d], ins[tails[0][0] + d])
                                                      for d in range(size))):
                return None  # (every tail copies the same code)
            tails.append((start, j))
            tail_len = size
            pairs[i] = j
            i, j = nxt, j + 1
            if i == h:
                j -= 1  # the handler's last RERAISE
                break
            continue
        if early and i < h and _ends_both(ins, a, i, h, j):
            break
        if ended and j >= n:
            break  # (every path of both copies ends: the copy at ``a`` never falls through)
        if i >= h or j >= n:
            if i == h and (left and ins[j - 1].op in _EXITS or ins[j - 1].op == "RAISE_VARARGS"
                           or (j == n and (_endless(ins, j - 1) or _nested_reraise(ins, i, j)))):
                break  # 3.10: the finally body never falls through (or ends in a raise, or an endless loop)
            if i == h and tails:
                j -= 1  # (the copies end alike: the handler's last instruction)
                break
            return None
        m = finally_end(ins, j)
        if m >= 0 and finally_end(ins, i) < 0:
            left = left or j > h
            if at(ins, i, "POP_TOP") and i + 1 < h and m < n and same_instr(ins[i + 1], ins[m]):
                # (a return's value, popped first by a break/continue in the finally body, or
                # by its ``return <constant>``: first thing, as the handler leaves the exception)
                pairs[i] = j
                i, left = i + 1, True
            elif _value_dropped(ins, i, h, m):
                pairs[i] = j  # (a return's value, popped under the value of a return in the finally body)
                i += 2
            j = m  # the handler copy leaves the exception first
            continue
        if _return_to_end(ins, i, j):
            returns.append(i)  # (the jump to the end of the body, threaded to a return's own end)
        elif not same_instr(ins[i], ins[j]):
            return None
        pairs[i] = j
        i, j = i + 1, j + 1
    copy = FinallyCopy(i, j, tuple(tails))
    if returns and not (i < n and ins[i].op == "RETURN_VALUE"):
        return None
    return copy if _targets_agree(ins, a, copy, pairs) else None


def _swap_pops(ins: Tuple[Instr, ...], k: int, end: int) -> int:
    """Past the run of ``SWAP 2; POP_TOP`` pairs at ``k`` (before ``end``)."""
    while k + 1 < end and at(ins, k, "SWAP") and ins[k].arg == 2 and at(ins, k + 1, "POP_TOP"):
        k += 2
    return k


def _value_dropped(ins: Tuple[Instr, ...], i: int, h: int, m: int) -> bool:
    """The copy at ``i`` drops a return's pending value under the value of a return in the
    finally body (``SWAP 2; POP_TOP``) where the handler's copy, past leaving the exception
    at ``m``, returns with the same pops but that one (those of enclosing ``for`` loops'
    iterators: one ``SWAP 2; POP_TOP`` each)."""
    e = _swap_pops(ins, i, h)
    f = _swap_pops(ins, m, len(ins))
    return e - i >= 2 and e - i == f - m + 2 and e < h and f < len(ins) \
        and ins[e].op == "RETURN_VALUE" and ins[f].op == "RETURN_VALUE"


def _return_to_end(ins: Tuple[Instr, ...], i: int, j: int) -> bool:
    """3.9: at ``i`` the copy returns where the handler's copy (at ``j``) jumps forward to the
    ``RERAISE`` that ends it: the jump to the end of the copy, on the path of a ``return
    value`` (which returns right after the copy), threaded to that ``RETURN_VALUE``."""
    x = ins[j]
    return ins[i].op == "RETURN_VALUE" and x.op == "JUMP" and j < x.target < len(ins) \
        and ins[x.target].op == "RERAISE"


def _ends_both(ins: Tuple[Instr, ...], a: int, i: int, h: int, j: int) -> bool:
    """Both copies (``a..i`` and the handler's ``h..j``) have just paired a return or raise
    that no jump inside either skips, and no ``RERAISE`` follows the handler's (3.10 drops
    it where the body never falls through): each copy ends there."""
    return i > a and ins[i - 1].op in ("RETURN_VALUE", "RAISE_VARARGS") and ins[j - 1].op == ins[i - 1].op \
        and (j >= len(ins) or ins[j].op != "RERAISE") \
        and not any(ins[k].target >= i for k in range(a, i)) and not any(ins[k].target >= j for k in range(h, j))


def _endless(ins: Tuple[Instr, ...], k: int) -> bool:
    """The handler's copy of a finally body ends the code at ``k`` with a jump back: an
    endless loop (``finally: while True: ...``), which never leaves the exception."""
    return ins[k].op == "JUMP" and ins[k].target <= k


def _nested_reraise(ins: Tuple[Instr, ...], i: int, j: int) -> bool:
    """3.10: both copies (the handler's the last code) end in the ``RERAISE`` of a nested
    try's handler, which a ``SETUP_FINALLY`` in each copy sets up: the finally body never
    falls through (it returns on every other path), so the handler keeps no ``RERAISE``
    of its own."""
    return ins[i - 1].op == "RERAISE" and ins[j - 1].op == "RERAISE" and _set_up(ins, j - 1)


def _set_up(ins: Tuple[Instr, ...], r: int) -> bool:
    """The ``RERAISE`` at ``r`` ends a handler that a ``SETUP_FINALLY`` sets up: the straight
    code before it, back to that handler's start, holds no exit."""
    k = r - 1
    starts = {x.target for x in ins if x.op == "SETUP_FINALLY"}
    while k >= 0 and k not in starts:
        if ins[k].op in ("RETURN_VALUE", "RERAISE", "RAISE_VARARGS", "JUMP", "POP_EXCEPT"):
            return False
        k -= 1
    return k >= 0


def _foreign_reraise(ins: Tuple[Instr, ...], h: int, j: int) -> bool:
    """3.10: the ``RERAISE`` at ``j`` follows the handler's copy of a finally body (at ``h``)
    that never falls through (``finally: raise``), and only jumps (or a setup) from elsewhere
    reach it: it ends an enclosing handler table (3.9 keeps a dead ``RERAISE`` there)."""
    sources = [k for k, x in enumerate(ins) if x.target == j]
    return h < j and ins[j - 1].op in ("RAISE_VARARGS", "RERAISE", "JUMP", "RETURN_VALUE") and bool(sources) \
        and not any(h <= k < j for k in sources)


def _same_place(ins: Tuple[Instr, ...], x: int, y: int) -> bool:
    """The handler's copy goes to ``y`` where the normal copy's jump goes to the instruction
    paired with ``x``: the same one, after the handler's jump first leaves the exception, or
    (3.10) another of a run of ``RERAISE``s ending the body (each path gets its own)."""
    return x == y or (x >= 0 and (x == finally_end(ins, y) or ins[x].op == "RERAISE" and x <= y <= reraise_run(ins, x)))


def _targets_agree(ins: Tuple[Instr, ...], a: int, copy: FinallyCopy, pairs: Dict[int, int]) -> bool:
    """The jumps of the two copies go to paired places (or both to the end of the body)."""
    end, r = copy.end, copy.r
    for x, y in pairs.items():
        tx, ty = ins[x].target, ins[y].target
        if tx < 0:
            continue
        if a <= tx < end:
            if not _same_place(ins, pairs.get(tx, -1), ty):
                return False
        elif tx >= end and r <= ty <= reraise_run(ins, r):
            continue  # to the end of the body: its RERAISE (3.10: or a copy right after it)
        elif tx >= end and ins[y].op == "RERAISE":
            continue  # 3.10: a jump to a copy of the code after the statement (a tail)
        elif tx != ty and not _leaves_to(ins, ty, tx):
            return False
    return True
