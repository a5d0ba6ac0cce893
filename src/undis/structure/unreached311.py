"""3.11+ try statements whose body cannot raise (``try: continue``, ``try: return 1``):
the body's code is emitted after its protection ends, so no exception-table entry leads to
the handler, whose code is still emitted and reached by nothing.  :func:`with_unreached`
gives each such handler the entry the walker expects, over the body's one statement (the
jump or the constant return; taken out of the range of the handler of a try around it),
so the try statement is read as any other.

Where that statement is: on 3.11 the handler follows the try body, so it is the jump or
``return <constant>`` just before the handler.  On 3.12+ handlers are placed last; a body
that is a ``continue`` is the one jump back to a loop header that the clauses' exits
lead back into as well (the exits go to that header, or to code, only handlers reach,
that jumps back into the loop up to that jump; the header's jump to itself where the
try is the loop's first statement); one that is a ``return <constant>`` ends
the normal code when the handler is the first code after it and the clauses go on in
code that only handlers reach; in ``for`` loops, the one ``return <constant>`` that pops
their iterators first (:func:`_loop_return`; the loop's exit code lies between).  A
``return <constant>`` body starts with the pops of the iterators of the ``for`` loops it
leaves, on every version (:func:`_popped`).  Other shapes are left as they are
(the handler code is then missing from the output, which does not verify).
"""

from __future__ import annotations

from typing import FrozenSet, List, Optional, Tuple

from undis.bytecode import Bytecode
from undis.bytecode.instructions import Handler
from undis.structure.flow import reach

_ENDS = frozenset({"JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})


def with_unreached(bc: Bytecode) -> Bytecode:
    """``bc`` with an entry for each handler that nothing reaches whose try body is found."""
    if not bc.facts.unreached_handlers or not bc.handlers:
        return bc  # (no table: no clean-up entry covers a handler, nothing to add)
    found = [T for T, x in enumerate(bc.instrs) if x.op == "PUSH_EXC_INFO"]
    if not found:
        return bc
    targets = {h.target for h in bc.handlers} | {x.target for x in bc.instrs if x.target >= 0}
    added: List[Handler] = []
    live: Optional[FrozenSet[int]] = None
    for T in found:
        if T in targets or T == 0 or bc.instrs[T - 1].op not in _ENDS or not _is_except(bc, T):
            continue
        cleanup = _cover(bc, T)
        if cleanup is None or not cleanup.lasti or cleanup.depth < 1:
            continue
        if live is None:
            live = reach(bc.instrs, [0])
        body = _popped(bc, _body(bc, T, live, cleanup.depth - 1), cleanup.depth - 1)
        if body is not None and len({_cover(bc, k) for k in range(*body)}) == 1:
            added.append(Handler(body[0], body[1], T, cleanup.depth - 1, False))
    if not added:
        return bc
    handlers = list(bc.handlers)
    for new in added:
        handlers = _split(handlers, new.start, new.end) + [new]
    return bc.with_handlers(tuple(sorted(handlers)))


def _split(handlers: List[Handler], start: int, end: int) -> List[Handler]:
    """``handlers`` less the range [start, end): a try nested in another's body, whose
    body the outer handler covered, protects that body itself."""
    out: List[Handler] = []
    for h in handlers:
        if h.end <= start or h.start >= end:
            out.append(h)
            continue
        out.extend(p for p in (h._replace(end=start), h._replace(start=end)) if p.start < p.end)
    return out


def _is_except(bc: Bytecode, T: int) -> bool:
    """The handler at ``T`` starts with except clauses: a bare one, or a type match."""
    ins = bc.instrs
    if ins[T + 1].op == "POP_TOP":
        return True
    k = T + 1
    while k < len(ins) and ins[k].op not in _ENDS and ins[k].op != "PUSH_EXC_INFO":
        if ins[k].op == "CHECK_EXC_MATCH":
            return True
        k += 1
    return False


def _cover(bc: Bytecode, k: int) -> Optional[Handler]:
    return next((h for h in bc.handlers if h.start <= k < h.end), None)


def _body(bc: Bytecode, T: int, live: FrozenSet[int], depth: int) -> Optional[Tuple[int, int]]:
    """The range of the try body of the handler at ``T`` (see the module's docstring;
    ``depth``: the values under the try)."""
    ins = bc.instrs
    ret = T >= 2 and ins[T - 1].op == "RETURN_VALUE" and ins[T - 2].op == "LOAD_CONST"
    if not bc.facts.cold_handlers:
        return (T - 1, T) if ins[T - 1].op == "JUMP" else (T - 2, T) if ret else None
    code = reach(bc.instrs, [T], live)
    # (the clauses' exits: POP_EXCEPT, the ``as`` name's clean-up, a jump)
    exits = sorted({ins[k].target for k in code if ins[k].op == "JUMP" and (ins[k - 1].op == "POP_EXCEPT" or (
        ins[k - 4].op == "POP_EXCEPT" and ins[k - 1].op in ("DELETE_FAST", "DELETE_NAME", "DELETE_DEREF")))})
    found = [s for s in sorted(live) if ins[s].op == "JUMP" and ins[s].target <= s
             and all(_loops_back(bc, x, ins[s].target, s, live) for x in exits)] if exits else []
    if len(found) == 1:
        return found[0], found[0] + 1
    loop_return = _loop_return(bc, T, live, depth) if not found else None
    if loop_return is not None:
        return loop_return
    if ret and not found and set(range(T)) <= live and not live & set(exits):
        return _after_copy(bc, T, live)  # (the first handler code follows the last normal code: its return)
    return None


def _after_copy(bc: Bytecode, T: int, live: FrozenSet[int]) -> Tuple[int, int]:
    """3.12+: the ``return <constant>`` of the try body of the handler at ``T``, the last
    normal code's; in a ``try`` / ``finally`` (the handler's clean-up is in the finally
    handler's range), the one ``return <constant>`` of the normal code right after a copy
    of the finally body, where there is one (``if a: try: return 1 / except: ... /
    finally: ...``: the last normal code is the function's ``return None``, which the
    test jumps to)."""
    fin = _finally_code(bc, T)
    if fin is None:
        return T - 2, T
    ins, n = bc.instrs, len(fin)
    found = [k for k in sorted(live) if n < k < T and ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE"
             and [(x.op, x.arg) for x in ins[k - n:k]] == fin]
    return (found[0], found[0] + 2) if len(found) == 1 else (T - 2, T)


def _finally_code(bc: Bytecode, T: int) -> Optional[List[Tuple[str, int]]]:
    """The finally body (operations, arguments) of the finally handler whose range holds
    the clean-up of the except handler at ``T``, or None: none, or none that ends in one
    ``RERAISE 0`` or (less the exception state's pops) in a ``return <constant>``."""
    cleanup = _cover(bc, T)
    outer = _cover(bc, cleanup.target) if cleanup is not None else None
    if outer is None or outer.lasti or bc.instrs[outer.target].op != "PUSH_EXC_INFO":
        return None
    ins, start = bc.instrs, outer.target + 1
    end = next((k for k in range(start, len(ins)) if ins[k].op in _ENDS), -1)
    if end > start + 3 and ins[end].op == "RETURN_VALUE" \
            and [x.op for x in ins[end - 3:end]] == ["POP_TOP", "POP_EXCEPT", "LOAD_CONST"]:
        end -= 3  # (a body that returns a constant: its copy ends in that return)
    elif end < 0 or ins[end].op != "RERAISE" or ins[end].arg != 0 or end == start:
        return None
    return [(x.op, x.arg) for x in ins[start:end]]


def _loop_return(bc: Bytecode, T: int, live: FrozenSet[int], depth: int) -> Optional[Tuple[int, int]]:
    """3.12+: the try body of the handler at ``T`` in ``for`` loops (``depth``: their
    iterators, under the try) is the one ``return <constant>`` of the normal code that
    pops just as many iterators first, inside as many loops (``for x in xs: try: return
    1``: the loop's exit code lies between the body and the handlers, so the handler does
    not follow it)."""
    ins = bc.instrs
    found = [k for k in sorted(live) if k > depth and ins[k].op == "RETURN_VALUE" and ins[k - 1].op == "LOAD_CONST"
             and all(ins[p].op == "POP_TOP" for p in range(k - 1 - depth, k - 1)) and k < T
             and sum(ins[h].op == "FOR_ITER" and ins[h].target > k for h in range(k)) >= depth]
    if depth < 1 or len(found) != 1:
        return None
    return found[0] - 1, found[0] + 1


def _popped(bc: Bytecode, body: Optional[Tuple[int, int]], depth: int) -> Optional[Tuple[int, int]]:
    """The try body ``body``, a ``return <constant>``, with the ``POP_TOP`` before it that
    pop the iterators of the ``for`` loops it leaves (at most ``depth``: the values under
    the try), which nothing jumps to: ``for x in xs: try: return 1`` (not one that drops
    a value just pushed: :func:`value_dropped`)."""
    if body is None or bc.instrs[body[1] - 1].op != "RETURN_VALUE":
        return body
    start = body[0]
    while start > 0 and body[0] - start < depth and bc.instrs[start - 1].op == "POP_TOP" \
            and not value_dropped(bc, start - 1) and not any(x.target == start for x in bc.instrs):
        start -= 1
    return start, body[1]


def value_dropped(bc: Bytecode, k: int) -> bool:
    """The ``POP_TOP`` at ``k`` drops the value of the instruction before it (an
    expression statement's, a ``with`` exit call's, the end of a finally body's copy),
    not an iterator: that instruction pushes a value (no pop, store or jump)."""
    op = bc.instrs[k - 1].op if k > 0 else "NOP"
    return not (op in ("POP_TOP", "POP_EXCEPT", "JUMP", "NOP") or op.startswith(("STORE_", "DELETE_", "POP_JUMP")))


def _loops_back(bc: Bytecode, x: int, header: int, s: int, live: FrozenSet[int]) -> bool:
    """A clause exit to ``x`` goes back to the loop of the jump at ``s`` to ``header``: to
    that header, or through code that only handlers reach into the loop up to ``s``."""
    if x == header:
        return True
    if x in live:
        return False
    return any(header <= bc.instrs[k].target <= s for k in reach(bc.instrs, [x], live))
