"""The fixed instruction sequences that leave a block on the block-stack versions (3.8-3.10).

Leaf matchers shared by :mod:`undis.structure.unwind38` (one block's early exit) and
:mod:`undis.structure.fincopy38` (inlined copies of a finally body): each takes the
instructions and a start index and returns the index past the sequence, or -1.
"""

from __future__ import annotations

from typing import Tuple

from undis.bytecode import Instr

STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")


def at(ins: Tuple[Instr, ...], j: int, op: str) -> bool:
    return 0 <= j < len(ins) and ins[j].op == op


def is_none(ins: Tuple[Instr, ...], j: int) -> bool:
    return at(ins, j, "LOAD_CONST") and ins[j].argval is None


def skip_await(ins: Tuple[Instr, ...], k: int) -> int:
    """Past ``GET_AWAITABLE; [LOAD_CONST None]; YIELD_FROM`` at ``k`` (-1 when absent)."""
    if not at(ins, k, "GET_AWAITABLE"):
        return -1
    j = k + 2 if is_none(ins, k + 1) else k + 1  # the normalizer may have folded the None
    return j + 1 if at(ins, j, "YIELD_FROM") else -1


def _past_await(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """``k``, or past the ``await`` at ``k`` when ``is_async`` (-1 when absent)."""
    return skip_await(ins, k) if is_async else k


def with_exit_call(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """3.9+: past ``LOAD_CONST None; DUP_TOP; DUP_TOP; CALL_FUNCTION 3 [await]; POP_TOP`` (-1)."""
    if not (is_none(ins, k) and at(ins, k + 1, "COPY") and at(ins, k + 2, "COPY") and at(ins, k + 3, "CALL")
            and getattr(ins[k + 3].argval, "argc", -1) == 3):
        return -1
    k = _past_await(ins, k + 4, is_async)
    return k + 1 if at(ins, k, "POP_TOP") else -1


def with_cleanup38(ins: Tuple[Instr, ...], k: int, is_async: bool) -> int:
    """3.8: past ``BEGIN_FINALLY; WITH_CLEANUP_START [await]; WITH_CLEANUP_FINISH; POP_FINALLY 0``."""
    if not (at(ins, k, "BEGIN_FINALLY") and at(ins, k + 1, "WITH_CLEANUP_START")):
        return -1
    k = _past_await(ins, k + 2, is_async)
    if at(ins, k, "WITH_CLEANUP_FINISH") and at(ins, k + 1, "POP_FINALLY"):
        return k + 2
    return -1


def finally_end(ins: Tuple[Instr, ...], k: int) -> int:
    """3.9+: past ``[ROT_FOUR] POP_TOP POP_TOP POP_TOP [ROT_FOUR] POP_EXCEPT`` (-1 when absent)."""
    j = k + 1 if at(ins, k, "ROT_FOUR") else k
    if not all(at(ins, j + d, "POP_TOP") for d in range(3)):
        return -1
    j += 3
    if at(ins, j, "ROT_FOUR"):
        j += 1
    return j + 1 if at(ins, j, "POP_EXCEPT") else -1
