"""Loop tests before the body: the inverted ``while`` loops of 3.10+ (``test;
jump-if-false X; B: body; test; jump-if-true B``: the entry test before the body's
header, the same test at its bottom) and the 3.12+ entry tests that ``continue`` skips.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Tuple

from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def _chain_cleanup_jump(w: Walker, j: int, k: int) -> bool:
    """The ``JUMP`` at ``k``, in a loop's entry test from ``j``, goes over the clean-up of
    a compare chain (``POP_TOP``, where a jump of the test goes) to the loop body."""
    x = w.ins[k]
    return x.op == "JUMP" and x.target > k + 1 and w.flow.is_header(x.target) \
        and w.ins[k + 1].op == "POP_TOP" and any(w.ins[c].target == k + 1 for c in range(j, k))


def before_body(w: Walker, header: int) -> int:
    """The instruction before the loop body at ``header``: the last of its entry test, past
    the clean-up block of a compare chain that the test's jump over it skips (``POP_TOP``,
    then a copy of the exit: see :func:`_chain_cleanup_jump`)."""
    k = header - 1
    while k > 0 and w.ins[k].target < 0 and w.ins[k].op != "POP_TOP":
        k -= 1
    if k > 1 and k < header and w.ins[k].op == "POP_TOP" and w.ins[k - 1].op == "JUMP" \
            and w.ins[k - 1].target == header and k in w.flow.jump_sources:
        return k - 2
    return header - 1


def past_chain_cleanup(w: Walker, k: int, src: int = -1) -> int:
    """Where the exit code at ``k``, after a bottom test ending in a compare chain, really
    is: 3.10+ copy the exit block onto the chain's jump over its clean-up block
    (``POP_TOP``, which the chain's other jumps reach), which runs into that block: the
    code after the clean-up where the copy at ``k`` (reached from ``src`` only, 3.12+: the
    bottom test's split jump) is one, else ``k``."""
    e = k
    while e < len(w.ins) and w.ins[e].target < 0 and w.ins[e].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
        e += 1
    pop = e + 1
    if pop + 1 < len(w.ins) and w.ins[pop].op == "POP_TOP" and pop in w.flow.jump_sources \
            and set(w.flow.jump_sources.get(k, ())) <= {src} and w.same_code(k, pop + 1):
        return pop + 1
    return k


def after_entry_test(w: Walker, header: int, latch: int) -> bool:
    """3.12+: the loop body at ``header`` follows an entry test, which ``continue``
    skips: its last jump goes past the ``latch``, or over the entry test's exit jump
    (backwards to an enclosing loop's header, where the loop's exit was threaded)."""
    before = w.ins[header - 1] if header else None
    if before is None:
        return False
    if before.op in _COND_JUMPS:
        return before.target > latch or _bottom_exit_to(w, latch, before.target)
    test = w.ins[header - 2] if header > 1 else None
    return test is not None and test.op in _COND_JUMPS and test.target == header \
        and _exit_jump(w, header - 1, header)


def _bottom_exit_to(w: Walker, latch: int, target: int) -> bool:
    """The bottom test that ends at ``latch`` leaves the loop by a ``JUMP`` right after it to
    ``target``, code between the header and ``latch`` (the entry test's own exit): the
    test copied past code placed after the loop (3.12+: the exit path of a ``with`` that
    swallowed an exception, the only way back to the header when the body always returns)."""
    after = w.ins[latch + 1] if latch + 1 < len(w.ins) else None
    return after is not None and after.op == "JUMP" and after.target == target


def inverted_body(w: Walker, header: int, latch: int, stack: List[ast.expr]) -> Optional[Tuple[int, int]]:
    """3.10+: ``test; jump-if-false X; B: body; test; jump-if-true B`` with ``continue`` -> test.
    (3.8/3.9 test at the top only: there, an entry test followed by an inner loop is the
    outer loop's test, whose body ends with that inner loop, its exits threaded to the
    outer header.)"""
    if not w.bc.facts.inverted_while:
        return None
    j = header
    while j < latch and w.ins[j].target < 0 and w.ins[j].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
        if statement_end(w, j):
            return None  # a statement before the test: the header is an enclosing loop's
        j += 1
    if w.ins[j].op not in _COND_JUMPS or w.ins[j].target <= j:
        return None
    exit_, body = w.ins[j].target, j + 1
    jumps_out = w.bc.facts.forward_only_cond_jumps and exit_ == j + 2 and j + 1 < latch \
        and _exit_jump(w, j + 1, header)
    if jumps_out:
        exit_, body = w.ins[j + 1].target, j + 2  # 3.12+: the test jumps over its exit jump
    while body < latch and not w.flow.is_header(body):
        x = w.ins[body]  # (a test of several parts: a and (b or c); expressions only)
        if _part_exit(w, body, header) and not (jumps_out and x.target != exit_):
            exit_, jumps_out, body = x.target, True, body + 1
            continue
        if _chain_cleanup_jump(w, j, body):
            body = x.target  # (a compare chain: its clean-up, ``POP_TOP`` then out, lies between)
            continue
        if x.op in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "FOR_ITER") or statement_end(w, body) \
                or (x.target >= 0 and not (x.op in _COND_JUMPS and x.target > body)):
            return None
        body += 1
    if not w.flow.is_header(body) or (w.flow.latch(body) <= latch
                                         and not _clause_continue_latch(w, header, latch, body)):
        return None
    if exit_ <= body and not jumps_out:
        # ``while (a or b) and c``: the first part jumps within the test, a later one out
        outs = {w.ins[k].target for k in range(j, body) if w.ins[k].target > body}
        if len(outs) != 1:
            return None
        exit_ = outs.pop()
    if any(w.ins[k].target > body and not _same_exit(w, w.ins[k].target, exit_) for k in range(j, body)):
        return None  # a jump of the test past the body's start (3.10+: or to a copy of the return after it)
    return body, exit_


def _same_exit(w: Walker, a: int, b: int) -> bool:
    """``a`` and ``b`` are one exit of a loop test: the same place, copies of one small
    return block, or (3.13+) copies of one line-less jump back to an enclosing loop's
    header (the end of the loop's statement there)."""
    if w.return_copy(a) == w.return_copy(b):
        return True
    x, y = w.ins[a], w.ins[b]
    return w.bc.facts.copies_line_less_jumps and x.op == y.op == "JUMP" and x.target == y.target < min(a, b)


def _part_exit(w: Walker, k: int, header: int) -> bool:
    """3.12+: the ``JUMP`` at ``k`` in the entry test at ``header`` is a later part's
    exit jump (``while a and b``, ``while a or not b`` nested last in a loop body, their
    exits threaded back to the outer header): the part's conditional jump skips it."""
    before = w.ins[k - 1]
    return w.bc.facts.forward_only_cond_jumps and before.op in _COND_JUMPS and before.target == k + 1 \
        and _exit_jump(w, k, header)


def _clause_continue_latch(w: Walker, header: int, latch: int, body: int) -> bool:
    """3.12+: ``latch`` is a ``continue`` in an except clause, which jumps from the
    handlers (placed last) to the entry test at ``header``; the loop at ``body`` is the
    one that test guards: it has a test of its own (a conditional jump out of it), and no
    normal code after it jumps back to ``header``."""
    code, flow = w.flow.handler_code, w.flow
    if not w.bc.facts.cold_handlers or latch not in code:
        return False
    inner = flow.latch(body)
    if any(e not in code and e >= inner for e in flow.back_edges.get(header, ())):
        return False
    return any(w.ins[k].op in _COND_JUMPS and w.ins[k].target > inner for k in range(body, inner))


def entry_inverted_body(w: Walker, header: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[Tuple[int, int]]:
    """3.10+: the current ``while`` loop, entered at ``header``, starts its body with an
    inverted ``while`` whose entry test is at ``header`` too, and whose ``continue``
    statements jump back there (the outer loop's bottom test jumps there as well): as
    :func:`inverted_body`, (the inner body's start, its exit), or None."""
    loop = ctx.loops[-1] if ctx.loops else None
    edges = w.flow.back_edges.get(header, ())
    if loop is None or loop.is_for or loop.header != header or len(edges) < 2:
        return None
    found = inverted_body(w, header, min(edges), stack)
    if found is None:
        return None
    body, inner_latch = found[0], w.flow.latch(found[0])
    if any(not body <= e < inner_latch and e <= inner_latch for e in edges) or max(edges) < inner_latch:
        return None  # (only ``continue`` jumps in the inner body, and the outer loop's after it)
    return found


def statement_end(w: Walker, k: int) -> bool:
    """The instruction at ``k`` ends a statement (a value popped or stored), which a
    loop test does not (a store after ``COPY``/``DUP_TOP`` is a walrus in the test)."""
    op = w.ins[k].op
    return op == "POP_TOP" or (op.startswith(("STORE_", "DELETE_"))
                               and w.ins[k - 1].op not in ("COPY", "DUP_TOP"))


def _exit_jump(w: Walker, k: int, header: int) -> bool:
    """The jump at ``k``, between the entry test at ``header`` and the body after it,
    leaves the loop (backwards: to an enclosing loop's header; forwards: past the body's
    latch), and nothing jumps to it."""
    ins = w.ins[k]
    return ins.op == "JUMP" and k not in w.flow.jump_sources and (
        ins.target < header or ins.target > w.flow.latch(k + 1))
