"""Values built from jumps: ``a and b`` / ``a or b`` as values (threaded ones
included) and comparison chains ``a < b < c`` as values (as conditions: see
:func:`~undis.structure.conditions.compare_chain_jump`)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure.conditions import bool_op, negate
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import VALUE_JUMPS as _VALUE_JUMPS
from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def value_jump(w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
    """``a and b`` / ``a or b`` as a value (JUMP_IF_*_OR_POP)."""
    nxt = compare_chain(w, i, stack)
    if nxt is None:
        nxt = bool_value(w, i, stack, ctx.stops)
    if nxt is not None:
        return nxt
    ins = w.ins[i]
    left = w.sim.vpop(stack)
    end = _unthreaded_end(w, i)
    right_out, stop, right_stack = w.walk(i + 1, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
    if right_out or stop != end or len(right_stack) != len(stack) + 1:
        copied = _right_before_copy(w, i, end, stack)
        if copied is None:
            raise DecompileFailure("boolean operator with statements")
        right_stack = stack + [copied]
    right = w.sim.value(right_stack[-1])
    op = ast.And() if ins.op == "JUMP_IF_FALSE_OR_POP" else ast.Or()
    stack.append(bool_op(op, [left] + _operands(op, right)))
    return end


def _unthreaded_end(w: Walker, i: int) -> int:
    """Where the right operand of the ``and``/``or`` at ``i`` ends: its jump's target, or,
    where the compiler threaded that jump past an else-branch (``a and not (b and c) if d
    else None``: the jump to the then-branch's jump over the else-branch now reaches past
    it; 3.8/3.9, and 3.12 within one line, as a comprehension's element), the place
    :func:`_region` found before that else-branch."""
    target = w.ins[i].target
    region = _region(w, i)
    if region is not None and region[1] == target:
        return region[0]
    return target


def true_ternary(w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[int]:
    """3.8/3.9: ``a if <true constant> else b``: the compiler drops the test and keeps ``a``,
    then the jump at ``i`` over ``b``, code that nothing reaches (kept, dead: a walk of it
    pushes one value and runs into the jump's target).  The target, where the walk goes
    on with the conditional expression on top of ``stack``; None: not such code."""
    ins, flow = w.ins, w.flow
    t = ins[i].target
    if w.bc.facts.drops_dead_code or not stack or isinstance(stack[-1], N.Marker) or t <= i + 1 \
            or i + 1 in flow.jump_sources or any(k in flow.reachable for k in range(i + 1, t)):
        return None
    base = stack[:-1]
    try:
        out, end, other = w.walk(i + 1, Ctx(frozenset({t}), ctx.loops, []), list(base))
    except DecompileFailure:
        return None
    if out or end != t or len(other) != len(stack) or any(a is not b for a, b in zip(other, base)):
        return None
    stack[-1] = ast.IfExp(test=N.const(True), body=w.sim.value(stack[-1]), orelse=w.sim.value(other[-1]))
    return t


def _right_before_copy(w: Walker, i: int, end: int, stack: List[ast.expr]) -> Optional[ast.expr]:
    """The right operand of the ``and``/``or`` at ``i``, from ``i + 1``, where the code after
    it is a copy of the code at ``end`` (the compiler copied that small exit block, which
    uses the value, onto the path: ``a or b`` as the last statement of a function or of a
    finally body).  Its value, or None."""
    scratch: List[ast.expr] = list(stack)
    out: List[ast.stmt] = []
    pos = i + 1
    try:
        while pos < end and w.ins[pos].target < 0 and not out and pos not in w.flow.jump_sources:
            w.sim.step(w.ins[pos], scratch, out)
            pos += 1
            if not out and len(scratch) == len(stack) + 1 and all(a is b for a, b in zip(scratch, stack)) \
                    and pos not in w.flow.jump_sources and w.same_code(pos, end):
                return scratch[-1]
    except DecompileFailure:
        return None
    return None


def _operands(op: ast.boolop, part: ast.expr) -> List[ast.expr]:
    """``part`` as operands of an ``op`` operation: its own operands where it is one
    (``a and (b and c)`` reads as ``a and b and c``), unless its parentheses are kept."""
    if isinstance(part, ast.BoolOp) and type(part.op) is type(op) and not hasattr(part, "_undis_paren"):
        return list(part.values)
    return [part]


def bool_value(w: Walker, i: int, stack: List[ast.expr], stops: FrozenSet[int] = frozenset()) -> Optional[int]:
    """A value built by ``and``/``or`` whose jumps the compiler threaded.

    ``a and b or c`` compiles to ``a; POP_JUMP_IF_FALSE L; b; JUMP_IF_TRUE_OR_POP E;
    L: c; E:``.  The region from the jump at ``i`` to ``E`` is cut into pure-expression
    blocks, and the un-threaded boolean tree is rebuilt by :func:`_bool_tree`.  Returns
    where the walk continues (the value pushed), or None (stack untouched) when the
    region is not such a value.  Only the region's own jumps reach into it; jumps from
    elsewhere may reach ``E`` where it is one of the walk's ``stops``: the join of an
    enclosing conditional expression (``x if c else a and b or d``: the ``or``'s jump
    and the jump over the else-branch are one).
    """
    ins = w.ins
    if not stack or ins[i].op not in _COND_JUMPS[:2] + _VALUE_JUMPS or ins[i].target <= i:
        return None
    region = _region(w, i)
    if region is None:
        return None
    end, threaded = region
    if end >= len(ins) or not any(ins[k].op in _VALUE_JUMPS and ins[k].target in (end, threaded)
                                  for k in range(i, end)):
        return None
    for k in range(i + 1, end + 1):
        if w.flow.is_header(k) or (k != end or end not in stops) and any(
                not i <= src < end for src in w.flow.jump_sources.get(k, ())):
            return None
    base = stack[:-1]
    starts = [i]
    exprs: List[ast.expr] = [stack[-1]]
    jumps: Dict[int, Tuple[str, int]] = {}
    pos = i
    try:
        while True:
            jumps[len(starts) - 1] = (ins[pos].op, end if ins[pos].target == threaded else ins[pos].target)
            pos += 1
            scratch, out = list(base), []  # type: List[ast.expr], List[ast.stmt]
            starts.append(pos)
            while pos < end:
                if ins[pos].target < 0:
                    w.sim.step(ins[pos], scratch, out)
                    pos += 1
                    continue
                nested = _nested(w, pos, end)
                if nested is None:
                    break
                pos = _nested_value(w, pos, nested, scratch)
            if out or len(scratch) != len(base) + 1 or any(a is not b for a, b in zip(scratch, base)):
                return None
            exprs.append(scratch[-1])
            if pos == end:
                break
        values = [w.sim.value(e) for e in exprs]
        lines = _jump_lines(w, starts)
        edges = _edges(starts, end, jumps, values, lines)
        if edges is None:
            return None
        node = _bool_tree(0, len(values), edges, values, lines)
    except DecompileFailure:
        return None
    if w.bc.facts.groups_bool_values and ins[end].op in _VALUE_JUMPS and isinstance(node, ast.BoolOp):
        _paren(node)  # ``(a and b) and c``: the jumps go to the next operator's test
    stack[-1:] = [node]
    return end


def _region(w: Walker, i: int) -> Optional[Tuple[int, int]]:
    """The end of the region of a boolean value whose first jump is at ``i`` (the last
    target of its forward conditional jumps), and -1; or, where that region's code goes
    on with other code, a place ``j`` before code that a jump reaches (the else-branch)
    whose code is a copy of the code at the region's end ``E``, or a jump there, and ``E``:
    the region ends at ``j``, its jumps to ``E`` were threaded there (3.8/3.9: ``(s and u
    or None) if t else v``, the jumps to the then-branch's jump over the else-branch, or
    the return that jump became).  None: no such region."""
    ins = w.ins
    end, j, cut = ins[i].target, i + 1, None  # type: int, int, Optional[Tuple[int, int]]
    while j < end:
        op, target = ins[j].op, ins[j].target
        nested = _nested(w, j, len(ins))
        if nested is not None:
            end, j = max(end, nested), nested
            continue
        if cut is None and j > i + 1 and j + 1 in w.flow.jump_sources \
                and all(ins[k].target <= j or ins[k].target == end for k in range(i, j)) and w.same_code(j, end):
            cut = (j, end)
        if target >= 0 or op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            if op not in _COND_JUMPS[:2] + _VALUE_JUMPS or target <= j:
                return cut
            end = max(end, target)
        j += 1
    return end, -1


def _nested(w: Walker, p: int, limit: int) -> Optional[int]:
    """The end ``e`` of a self-contained region of code from the conditional jump at ``p``
    (the test of a conditional expression inside an operand: ``s and (u if t else None)
    or v``): its jumps reach no further than ``e <= limit``, and only code from ``p`` on
    reaches into it, up to ``e`` included.  None: no such region."""
    ins, flow = w.ins, w.flow
    if ins[p].op not in _COND_JUMPS or ins[p].target <= p + 1:
        return None
    e, k = ins[p].target, p + 1
    while k < e:
        target = ins[k].target
        if ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or 0 <= target <= k:
            return None
        e, k = max(e, target), k + 1
    if e > limit or any(flow.is_header(x) or any(not p <= src < e for src in flow.jump_sources.get(x, ()))
                        for x in range(p + 1, e + 1)):
        return None
    return e


def _nested_value(w: Walker, p: int, e: int, scratch: List[ast.expr]) -> int:
    """Walks the region from ``p`` to ``e`` that :func:`_nested` found as one value: the
    test on top of ``scratch`` is replaced by the region's value; returns ``e``.  Raises
    DecompileFailure where the region is not one value."""
    out, stop, after = w.walk(p, Ctx(frozenset({e})), list(scratch))
    if out or stop != e or len(after) != len(scratch) or any(a is not b for a, b in zip(after, scratch[:-1])):
        raise DecompileFailure("a region inside a boolean value that is not one value")
    scratch[:] = after
    return e


def compare_chain(w: Walker, i: int, stack: List[ast.expr]) -> Optional[int]:
    """``a < b < c`` as a value: ``COPY``/``SWAP`` (``DUP_TOP``/``ROT``) around each
    comparison, ``JUMP_IF_FALSE_OR_POP C`` between them, and a clean-up block
    ``C: SWAP 2; POP_TOP`` that drops the middle operand when the chain fails."""
    ins = w.ins
    cleanup = ins[i].target
    if (ins[i].op != "JUMP_IF_FALSE_OR_POP" or cleanup + 2 >= len(ins) or ins[cleanup].op != "SWAP"
            or ins[cleanup].arg != 2 or ins[cleanup + 1].op != "POP_TOP" or len(stack) < 2):
        return None
    first = stack[-1]
    if not (isinstance(first, ast.Compare) and len(first.ops) == 1 and first.comparators[0] is stack[-2]):
        return None
    base = stack[:-2]
    left, ops, comparators = first.left, list(first.ops), list(first.comparators)
    sources = [i]
    pos = i + 1
    scratch: List[ast.expr] = base + [stack[-2]]
    try:
        while True:
            out: List[ast.stmt] = []
            while ins[pos].target < 0 and ins[pos].op not in ("RETURN_VALUE", "COMPARE_OP", "IS_OP",
                                                              "CONTAINS_OP"):
                w.sim.step(ins[pos], scratch, out)
                pos += 1
            if ins[pos].target >= 0 or ins[pos].op == "RETURN_VALUE":
                return None
            w.sim.step(ins[pos], scratch, out)
            pos += 1
            node = scratch[-1] if scratch else None
            if out or not isinstance(node, ast.Compare) or len(node.ops) != 1 or node.left is not comparators[-1]:
                return None
            ops.append(node.ops[0])
            comparators.append(node.comparators[0])
            if ins[pos].op == "JUMP_IF_FALSE_OR_POP" and ins[pos].target == cleanup:
                if len(scratch) != len(base) + 2 or scratch[-2] is not node.comparators[0]:
                    return None
                sources.append(pos)
                scratch = scratch[:-1]
                pos += 1
                continue
            break
    except DecompileFailure:
        return None
    if len(scratch) != len(base) + 1 or any(a is not b for a, b in zip(scratch, base)):
        return None
    if ins[pos].op == "JUMP" and ins[pos].target == cleanup + 2 and pos + 1 == cleanup:
        resume = cleanup + 2
    elif ins[pos].op == "RETURN_VALUE" and ins[cleanup + 2].op == "RETURN_VALUE":
        resume = cleanup + 2  # 3.8: the jump to the value's use, a return, became a return
    elif _same_tail(w, pos, cleanup + 2):
        resume = pos  # 3.12+: the exit block was duplicated after the clean-up
    else:
        return None
    if sorted(w.flow.jump_sources.get(cleanup, ())) != sources:
        return None
    if any(w.flow.jump_sources.get(k) for k in range(i + 1, pos + 1)):
        return None
    stack[-2:] = [ast.Compare(left=left, ops=ops, comparators=comparators)]
    return resume


def _same_tail(w: Walker, a: int, b: int) -> bool:
    """The paths from ``a`` (the chain's exit) and ``b`` (after its clean-up) run the same
    instructions up to a return/raise, following forward jumps (3.8 jumps to a return,
    3.12+ copies small exit blocks); ``b`` must be reachable only from the clean-up."""
    ins = w.ins
    if w.flow.jump_sources.get(b):
        return False
    x, y, private = a, b, True
    for _ in range(32):
        while ins[x].op == "JUMP" and ins[x].target > x:
            x = ins[x].target
        while ins[y].op == "JUMP" and ins[y].target > y:
            y, private = ins[y].target, False
        if x == y:
            return True
        if private and y != b and w.flow.jump_sources.get(y):
            return False
        p, q = ins[x], ins[y]
        if (p.op, p.target) != (q.op, q.target) or p.argval != q.argval or (p.target < 0 and p.arg != q.arg):
            return False
        if p.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return True
        if p.target >= 0:
            return False
        x, y = x + 1, y + 1
    return False


Edges = Dict[int, Tuple[str, int, ast.expr]]
#: The line of each block's jump (the last block has none), where lines are kept
#: (:class:`~undis.structure.lined.LinedSimulator`): the line of the operator it belongs
#: to, which the unparser needs where an operand starts on a later line (3.10/3.11
#: thread ``(a or b) and c``'s jumps only where both operators are on one line)
Lines = Optional[List[Optional[int]]]


def _jump_lines(w: Walker, starts: List[int]) -> Lines:
    if getattr(w.sim, "lines", None) is None:
        return None
    return [w.line(start - 1) for start in starts[1:]] + [None]


def _edges(starts: List[int], end: int, jumps: Dict[int, Tuple[str, int]],
           values: List[ast.expr], lines: Lines = None) -> Optional[Edges]:
    """Block k's jump as (op, target block, tested expression); ``values`` is updated in
    place when blocks are merged.  A value jump to another block's jump (``a and (b and
    c) or d`` with the inner ``and`` not threaded) makes the blocks from its source to that
    jump one parenthesized value, whose own jump is the one jumped to."""
    index = {p: k for k, p in enumerate(starts)}
    index[end] = len(starts)
    at_jump = {starts[k + 1] - 1: k for k in range(len(starts) - 1)}
    raw: Dict[int, Tuple[str, int]] = {}
    inner: Dict[int, int] = {}  # block -> the block whose jump it targets
    for k, (op, target) in jumps.items():
        if target in index:
            raw[k] = (op, index[target])
        elif target in at_jump and at_jump[target] > k and op in _VALUE_JUMPS:
            raw[k] = (op, -1)
            inner[k] = at_jump[target]
        else:
            return None
    while inner:
        s = min(inner)
        m = inner[s]
        if any(inner.get(b, m) != m for b in range(s, m)):
            return None
        if any(not (s < t <= m or (t == -1 and inner[b] == m)) for b in range(s, m) for t in [raw[b][1]]):
            return None
        if any(s < raw[b][1] <= m for b in raw if not s <= b <= m):
            return None
        sub: Edges = {b - s: (raw[b][0], m + 1 - s if raw[b][1] == -1 else raw[b][1] - s, values[b])
                      for b in range(s, m)}
        values[s:m + 1] = [_paren(_bool_tree(0, m + 1 - s, sub, values[s:m + 1],
                                             lines[s:m + 1] if lines else None))]
        if lines:
            lines[s:m + 1] = [lines[m]]
        shift = m - s
        raw = {(b if b < s else b - shift): (op, t if t <= s else t - shift)
               for b, (op, t) in raw.items() if not s <= b < m}
        inner = {(b if b < s else b - shift): (c if c < s else c - shift) for b, c in inner.items() if not s <= b < m}
    return {k: (op, t, values[k]) for k, (op, t) in raw.items()}


def _paren(node: ast.expr) -> ast.expr:
    node._undis_paren = True  # type: ignore[attr-defined]
    return node


def _bool_tree(lo: int, hi: int, edges: Dict[int, Tuple[str, int, ast.expr]], values: List[ast.expr],
               lines: Lines = None) -> ast.expr:
    """The value of blocks ``lo..hi-1`` that all end at ``hi`` with one value.

    ``edges[k]`` is block k's jump: (op, target block, tested expression).  The top
    operator is the first ``JUMP_IF_X_OR_POP hi`` that splits the blocks in two; jumps of
    the left part that the compiler threaded past the operator are un-threaded.
    """
    if hi - lo == 1:
        return values[lo]
    for k in range(lo, hi - 1):
        op, target, _ = edges[k]
        if op not in _VALUE_JUMPS or target != hi:
            continue
        if any(not (edges[b][1] <= k + 1 or edges[b][1] == hi) for b in range(lo, k)):
            continue
        if any(not k + 1 < edges[b][1] <= hi for b in range(k + 1, hi - 1)):
            continue
        carries_false = op == "JUMP_IF_FALSE_OR_POP"
        left: Dict[int, Tuple[str, int, ast.expr]] = dict(edges)
        left_values = list(values)
        for b in range(lo, k):
            bop, btarget, bexpr = edges[b]
            if btarget == hi:
                if bop != op:
                    raise DecompileFailure("value jump past an operator of the other kind")
                left[b] = (bop, k + 1, bexpr)
            elif btarget == k + 1:
                if bop in _VALUE_JUMPS:
                    raise DecompileFailure("value jump into the right operand")
                jumps_if_true = bop == "POP_JUMP_IF_TRUE"
                # reaching the right operand means the left value has the other truthiness
                left[b] = ("JUMP_IF_TRUE_OR_POP" if carries_false else "JUMP_IF_FALSE_OR_POP", k + 1,
                           bexpr if jumps_if_true == carries_false else negate(bexpr))
                left_values[b] = left[b][2]
        a = _bool_tree(lo, k + 1, left, left_values, lines)
        right = _bool_tree(k + 1, hi, edges, values, lines)
        bop_node: ast.boolop = ast.And() if carries_false else ast.Or()
        node = bool_op(bop_node, _operands(bop_node, a) + _operands(bop_node, right))
        line = lines[k] if lines else None
        if line is not None:
            N.set_line(node, line)
        return node
    raise DecompileFailure("boolean value without a top-level operator")
