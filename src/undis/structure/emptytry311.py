"""3.11+ ``try: pass`` / ``finally: ...`` (and ``try: break``, ``try: continue``): a try
body with no instruction of its own (only ``NOP`` s) has no exception-table entry, so
nothing reaches the finally handler; the copy of the finally body the normal path runs
starts the statement, and what follows the copy (the jump of the ``break`` or
``continue``, or the code after the statement) is read as any code after a statement.

Where the copy is: on 3.11 the handler follows the normal code, so the copy ends right
before the exit that precedes the handler (a jump, or a ``return <constant>`` after the
pops of the iterators of the ``for`` loops a ``break`` leaves); on 3.12+ handlers are
placed last, so it is the one run of normal code with the finally body's instructions
(where several have them, the one with the finally body's source lines: the compiler
gives the copy those).  The copy before a ``try: return <constant>`` body's return, right
before the handler, is found positionally by :func:`undis.structure.finally311.unreached_finally`,
which prefers it where this search finds none or several.
"""

from __future__ import annotations

from typing import List, Optional

from undis.bytecode.instructions import instr_lines
from undis.structure import regions311
from undis.structure.tryshapes311 import Fin
from undis.structure.walker import Walker


def copy_start(w: Walker, T: int, fin: Fin) -> Optional[int]:
    """Where the copy of the finally body of the handler at ``T`` (of shape ``fin``, one
    ``RERAISE 0`` at its end) starts in the normal code, or None: not found, or not one."""
    n = fin.last - fin.start
    if n <= 0:
        return None  # (no code to find: ``try: return <constant>`` is read positionally: see the module docstring)
    if not w.bc.facts.cold_handlers:
        return next((k - n for k in _exits_before(w, T) if k - n >= 0 and _copy_at(w, k - n, fin)
                     and len({regions311.cover(w, j) for j in range(k - n, T)}) == 1), None)
    found = [c for c in sorted(w.flow.reachable) if _copy_at(w, c, fin)]
    if len(found) > 1:
        lines = instr_lines(w.bc)
        found = [c for c in found if lines[c:c + n] == lines[fin.start:fin.last]] or found
    return found[0] if len(found) == 1 else None


def _exits_before(w: Walker, T: int) -> List[int]:
    """3.11: where the exit that ends the normal code right before ``T`` may start: a jump
    or a ``return <constant>``, after as many ``POP_TOP`` s as the ``for`` loops it leaves
    (fewest first: the copy may end with one); nothing jumping into it."""
    ins = w.ins
    if ins[T - 1].op == "JUMP":
        starts = [T - 1]
    elif T >= 2 and ins[T - 1].op == "RETURN_VALUE" and ins[T - 2].op == "LOAD_CONST":
        starts = [T - 2]
    else:
        return []
    while starts[-1] > 0 and ins[starts[-1] - 1].op == "POP_TOP":
        starts.append(starts[-1] - 1)
    return [k for k in starts if not any(j in w.flow.jump_sources for j in range(k, T))]


def _copy_at(w: Walker, c: int, fin: Fin) -> bool:
    """The normal code at ``c`` runs the finally body of ``fin``: the same instructions,
    all reached by normal flow, nothing jumping into them, one exception-table entry (or
    none) covering them all."""
    ins, n = w.ins, fin.last - fin.start
    if c + n > len(ins) or ins[c].op != ins[fin.start].op:
        return False
    span: List[int] = list(range(c, c + n))
    return all(k in w.flow.reachable for k in span) \
        and not any(k in w.flow.jump_sources for k in span[1:]) \
        and regions311.sig(w, c, c + n) == regions311.sig(w, fin.start, fin.last) \
        and len({regions311.cover(w, k) for k in span}) == 1
