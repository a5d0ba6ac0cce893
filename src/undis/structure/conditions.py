"""Short-circuit conditions: a chain of conditional jumps becomes one boolean expression.

A chain is a run of blocks that each evaluate one expression and jump on it, with
exactly two exits: ``yes`` (the fall-through of the last block) and ``no``.  Jumps into
the middle of the chain express nesting, e.g. ``(a or b) and c``.
"""

from __future__ import annotations

import ast
import inspect
from typing import TYPE_CHECKING, Callable, Dict, FrozenSet, List, NamedTuple, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import COND_JUMPS, ENDS, VALUE_JUMPS, Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker

#: the code flags of generators, coroutines and async generators
_GENERATORS = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
_FLIP = {ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}


class Block(NamedTuple):
    start: int  # first instruction of the block's expression (-1 for the first block)
    jump: int  # index of its conditional jump
    expr: ast.expr
    if_true: bool  # jumps when expr is true
    target: int
    #: a comparison chain ``a < b < c`` (see :func:`compare_chain_jump`): the other jumps
    #: of its region (to its clean-up block and out of it; the conditional jump that a
    #: split jump back follows), and that block (with the copy of an exit it runs into)
    own: FrozenSet[int] = frozenset()
    cleanup: range = range(0)
    #: the jumps before ``jump`` of a conditional expression read as one block (see :func:`_whole`)
    inner: FrozenSet[int] = frozenset()


class Cond(NamedTuple):
    expr: ast.expr  # true <=> control reaches ``yes``
    yes: int  # canonical fall-through exit
    no: int  # where control goes when expr is false
    end: int  # first instruction after the chain (the fall-through)
    #: true <=> control reaches ``no``, rebuilt from the jumps of a chain of several (each
    #: operand as the compiler evaluates it): ``negate(expr)`` would flip an ``in`` or
    #: ``is`` test inside an ``and``/``or``, which the compiler folds into another opcode
    inverse: Optional[ast.expr] = None


def bool_op(op: ast.boolop, values: List[ast.expr]) -> ast.expr:
    """``values`` joined by ``op``.  For ``and``, neighbouring comparisons where the second
    starts with the very node the first ends with are one chained comparison: the
    compiler's ``a < b < c`` compares the value ``b`` pushed once, twice (the walk shares
    that node), and ``a < b and b < c`` would evaluate ``b`` twice."""
    if not isinstance(op, ast.And):
        return ast.BoolOp(op=op, values=values)
    joined: List[ast.expr] = []
    for v in values:
        prev = joined[-1] if joined else None
        if isinstance(prev, ast.Compare) and isinstance(v, ast.Compare) and v.left is prev.comparators[-1]:
            joined[-1] = ast.Compare(left=prev.left, ops=prev.ops + v.ops, comparators=prev.comparators + v.comparators)
        else:
            joined.append(v)
    return joined[0] if len(joined) == 1 else ast.BoolOp(op=op, values=joined)


def negate(e: ast.expr) -> ast.expr:
    if isinstance(e, ast.IfExp):  # a condition: only its truth matters
        return ast.IfExp(test=e.test, body=negate(e.body), orelse=negate(e.orelse))
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return e.operand
    if isinstance(e, ast.Compare) and len(e.ops) == 1 and type(e.ops[0]) in _FLIP:
        return ast.Compare(left=e.left, ops=[_FLIP[type(e.ops[0])]()], comparators=e.comparators)
    return ast.UnaryOp(op=ast.Not(), operand=e)


def negate_deep(e: ast.expr) -> ast.expr:
    """``negate`` pushed through ``and``/``or`` (De Morgan), for a jump condition rebuilt
    from its inverted copy (the bottom test of a 3.10+ while loop)."""
    if isinstance(e, ast.BoolOp):
        op: ast.boolop = ast.And() if isinstance(e.op, ast.Or) else ast.Or()
        values: List[ast.expr] = []
        for v in (negate_deep(v) for v in e.values):
            values.extend(v.values if isinstance(v, ast.BoolOp) and type(v.op) is type(op) else [v])
        return bool_op(op, values)
    return negate(e)


def negation(cond: Cond) -> ast.expr:
    """The test true where ``cond.expr`` is false: ``not (...)`` where that tests each
    operand as the compiler evaluates it and reads with fewer ``not``s, else
    :attr:`Cond.inverse` (``negate`` turns ``x not in y`` into ``x in y``, another opcode)."""
    flat = negate(cond.expr)
    inverse = cond.inverse
    if inverse is not None and (_tests(flat) != _tests(inverse) or count_nots(flat) >= count_nots(inverse)):
        return inverse
    return flat


def _tests(e: ast.AST) -> List[str]:
    """The comparison operators of ``e``, left to right (``in``, ``is``... decide the opcode)."""
    own = [type(op).__name__ for op in e.ops] if isinstance(e, ast.Compare) else []
    return own + [name for child in ast.iter_child_nodes(e) for name in _tests(child)]


def count_nots(e: ast.expr) -> int:
    """How many ``not``s ``e`` holds."""
    return sum(isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not) for n in ast.walk(e))


def _jump_expr(op: str, value: ast.expr) -> Tuple[ast.expr, bool]:
    if op == "POP_JUMP_IF_NONE":
        return ast.Compare(left=value, ops=[ast.Is()], comparators=[N.const(None)]), True
    if op == "POP_JUMP_IF_NOT_NONE":
        return ast.Compare(left=value, ops=[ast.IsNot()], comparators=[N.const(None)]), True
    return value, op == "POP_JUMP_IF_TRUE"


def canon(w: "Walker", target: int) -> int:
    """Where a jump to ``target`` really goes (one unconditional jump followed; a copy
    of a small return block stands for the first copy)."""
    ins = w.ins[target] if target < len(w.ins) else None
    return w.return_copy(ins.target if ins is not None and ins.op == "JUMP" else target)


def compare_chain_jump(w: "Walker", i: int, stack: List[ast.expr]) -> Optional[Block]:
    """``if a < b < c:``: each comparison but the last keeps the middle operand
    (``DUP_TOP; ROT_THREE`` / ``SWAP 2; COPY 2``) and jumps to a clean-up block
    ``C: POP_TOP [JUMP X]`` that reaches X, where the last comparison goes when false
    (a last ``is None`` can be a POP_JUMP_IF_NOT_NONE).  Takes the operands off the
    stack; returns the whole comparison as one block whose jump is the last one (its
    region's other jumps and clean-up block in :attr:`Block.own` and :attr:`Block.cleanup`;
    ``start`` -1), or None (``stack`` untouched)."""
    ins = w.ins
    cleanup = ins[i].target
    if ins[i].op != "POP_JUMP_IF_FALSE" or len(stack) < 2 or cleanup + 1 >= len(ins) \
            or ins[cleanup].op != "POP_TOP":
        return None
    first = stack[-1]
    if not (isinstance(first, ast.Compare) and len(first.ops) == 1 and first.comparators[0] is stack[-2]):
        return None
    # (the clean-up may run into a jump that the chain's last jump reaches too: ``continue``)
    jumps_on = ins[cleanup + 1].op == "JUMP" and not w.flow.jump_sources.get(cleanup + 1)
    false_exit = ins[cleanup + 1].target if jumps_on else cleanup + 1
    base, ops, comparators = stack[:-2], list(first.ops), list(first.comparators)
    scratch, sources, pos = stack[:-1], [i], i + 1
    try:
        while True:
            out: List[ast.stmt] = []
            while ins[pos].target < 0 and ins[pos].op not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                w.sim.step(ins[pos], scratch, out)
                pos += 1
            node = scratch[-1] if scratch else None
            if ins[pos].op in COND_JUMPS[2:] and node is comparators[-1] and not out:
                is_op: ast.cmpop = ast.Is() if ins[pos].op == "POP_JUMP_IF_NOT_NONE" else ast.IsNot()
                node = ast.Compare(left=node, ops=[is_op], comparators=[N.const(None)])
                scratch = scratch[:-1] + [node]
            elif out or ins[pos].op not in COND_JUMPS[:2] or not isinstance(node, ast.Compare) \
                    or len(node.ops) != 1 or node.left is not comparators[-1]:
                return None
            ops.append(node.ops[0])
            comparators.append(node.comparators[0])
            if ins[pos].op != "POP_JUMP_IF_FALSE" or ins[pos].target != cleanup:
                break
            if len(scratch) != len(base) + 2 or scratch[-2] is not node.comparators[0]:
                return None
            sources.append(pos)
            scratch, pos = scratch[:-1], pos + 1
    except DecompileFailure:
        return None
    if len(scratch) != len(base) + 1 or any(a is not b for a, b in zip(scratch, base)):
        return None
    last = ins[pos]
    false_dest = pos + 1 if last.op == "POP_JUMP_IF_TRUE" else last.target
    same_exit = canon(w, false_dest) in (canon(w, false_exit), false_exit) or w.same_code(false_dest, false_exit)
    if not same_exit or \
            sorted(w.flow.jump_sources.get(cleanup, ())) != sources or \
            any(w.flow.jump_sources.get(k) for k in range(i + 1, pos + 1)):
        return None
    region = range(cleanup, cleanup + 2) if jumps_on else _cleanup_copy(w, cleanup)
    own = frozenset(sources) | (frozenset({cleanup + 1}) if jumps_on else frozenset())
    del stack[-2:]
    expr = ast.Compare(left=first.left, ops=ops, comparators=comparators)
    if _split_back(w, pos):  # (the JUMP back is the chain's jump, the conditional one its fall-through)
        return Block(-1, pos + 1, expr, last.op != "POP_JUMP_IF_TRUE", ins[pos + 1].target, own | {pos}, region)
    return Block(-1, pos, expr, last.op == "POP_JUMP_IF_TRUE", last.target, own, region)


def _split_back(w: "Walker", k: int) -> bool:
    """3.12+: the conditional jump at ``k`` goes over the ``JUMP`` back after it, which
    nothing else reaches: the compiler's split of a conditional jump back (the last
    jump of a comparison chain: a ``continue`` statement after the chain would be a
    block of its own that the chain's clean-up block reaches too)."""
    ins = w.ins
    return w.bc.facts.forward_only_cond_jumps and k + 2 < len(ins) and ins[k].target == k + 2 \
        and ins[k + 1].op == "JUMP" and ins[k + 1].target < k and k + 1 not in w.flow.jump_sources


def _cleanup_copy(w: "Walker", cleanup: int) -> range:
    """The clean-up block of a comparison chain, with the copy of the false exit that
    follows it (up to its return or raise) when only the clean-up block runs into it
    (the then-branch may jump over it: 3.12+ places the copy before the then-branch)."""
    ins, k = w.ins, cleanup + 1
    while k < len(ins) and ins[k].target < 0 and k not in w.flow.jump_sources:
        if ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            return range(cleanup, k + 1)
        k += 1
    return range(cleanup, cleanup + 1)


def _fall(w: "Walker", b: Block) -> int:
    """Where block ``b`` goes when its jump is not taken: past the clean-up block of a
    comparison chain that the jump after it skips (:func:`canon` follows one jump only)."""
    nxt = b.jump + 1
    over = w.ins[nxt] if b.cleanup and nxt < len(w.ins) else None
    if over is not None and over.op == "JUMP" and nxt + 1 == b.cleanup.start and over.target == b.cleanup.stop:
        return b.cleanup.stop
    if over is not None and w.ins[b.cleanup.start - 1].op in ("RETURN_VALUE", "RAISE_VARARGS") \
            and b.cleanup.stop < len(w.ins) and w.same_code(nxt, b.cleanup.stop):
        return b.cleanup.stop  # (3.10+: the code there, an exit block, copied onto the jump over the clean-up)
    return nxt


def _rejoins(w: "Walker", cleanup: range) -> bool:
    """The clean-up block ``cleanup`` of a comparison chain ends with a jump to the code
    right after it, where the jump over it goes too: both outcomes of the chain go on
    there (``if a < b < c: pass``), so that code is no further operand of its test."""
    end = w.ins[cleanup.stop - 1]
    return end.op == "JUMP" and end.target == cleanup.stop


def _next_block(w: "Walker", pos: int, stack: List[ast.expr], chain: List[Block]) -> Optional[Block]:
    """Simulate a pure-expression block at ``pos`` that ends in a conditional jump."""
    starts = {b.jump for b in chain}.union(*(b.own for b in chain), *(b.inner for b in chain))
    if pos + 1 < len(w.ins) and w.ins[pos].op == "JUMP" and any(
            pos + 1 == b.cleanup.start and w.ins[pos].target == b.cleanup.stop and not _rejoins(w, b.cleanup)
            for b in chain if b.cleanup):
        starts.add(pos)  # (the jump over the clean-up block of a comparison chain)
        pos = w.ins[pos].target
    if pos >= len(w.ins) or w.flow.is_header(pos):
        return None
    for src in w.flow.jump_sources.get(pos, ()):
        if src not in starts:
            return None
    scratch = list(stack)
    out: List[ast.stmt] = []
    j = pos
    while j < len(w.ins):
        ins = w.ins[j]
        if j != pos and any(not pos <= src < j for src in w.flow.jump_sources.get(j, ())):
            return None
        if ins.op in COND_JUMPS and len(scratch) <= len(stack) + 1:
            break
        if ins.op in COND_JUMPS and len(scratch) == len(stack) + 2 and not out:
            compared = list(scratch)
            block = compare_chain_jump(w, j, compared)
            if block is not None and len(compared) == len(stack) and all(a is b for a, b in zip(compared, stack)):
                return block._replace(start=pos)
        if ins.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "FOR_ITER"):
            return None
        if ins.target >= 0:
            j = _inner_value(w, j, scratch)
            if j < 0:
                return None
            continue
        try:
            w.sim.step(ins, scratch, out)
        except DecompileFailure:
            return None
        if out or len(scratch) < len(stack):
            return None
        j += 1
    else:
        return None
    if len(scratch) != len(stack) + 1 or scratch[:-1] != stack[: len(scratch) - 1]:
        return None
    expr, if_true = _jump_expr(w.ins[j].op, w.sim.value(scratch[-1]))
    ternary = _ternary(w, j, stack, expr, if_true, frozenset(starts))
    whole = _whole(w, j, pos, ternary) if ternary is not None else None
    return whole if whole is not None else Block(pos, j, expr, if_true, w.ins[j].target)


def _inner_value(w: "Walker", j: int, stack: List[ast.expr]) -> int:
    """A part of a block's expression with jumps of its own, whose jump at ``j`` is a
    value jump (``f(a or b)``) or a conditional jump with other operands below its test
    (``f(x if c else y)``): the walker builds its value onto ``stack``; returns where the
    part ends, or -1 where it is no such value."""
    ins = w.ins[j]
    end = ins.target
    if ins.op in COND_JUMPS:
        before = w.ins[end - 1] if 0 < end <= len(w.ins) else None
        end = before.target if before is not None and before.op == "JUMP" else -1
    elif ins.op not in VALUE_JUMPS:
        return -1
    if end <= j:
        return -1
    try:
        out, stop, after = w.walk(j, Ctx(frozenset({end})), list(stack))
    except DecompileFailure:
        return -1
    if out or stop != end or len(after) != len(stack) or after[:-1] != stack[:-1]:
        return -1
    stack[-1] = after[-1]
    return end


def _after_jump(w: "Walker", stack: List[ast.expr], chain: List[Block], loose: bool = False) -> Optional[Block]:
    """``X: jump-if-not c L; JUMP Y; L: ...`` (3.12+ places jumps back to a loop header
    this way): block X really is ``jump-if c Y`` falling into L.  Flips the last block
    of ``chain`` and returns the block at L, or None (chain untouched).  ``loose``: also
    where Y is a ``for`` loop's header (see :func:`_for_header`)."""
    last = chain[-1]
    nxt = last.jump + 1
    if nxt + 1 >= len(w.ins) or w.ins[nxt].op != "JUMP" or last.target != nxt + 1 or nxt in w.flow.jump_sources:
        return None
    back = w.ins[nxt].target
    if back not in w.continue_alias and back not in w.test_exits and split_back_jump(w, nxt) is not True \
            and not ((w.filter_chains or (loose and _for_header(w, back))) and _inverted_back_jump(w, last.jump, back)):
        return None  # only the repeated test of a while loop (or a comprehension's filter) jumps back this way
    block = _next_block(w, nxt + 1, stack, chain)
    if block is not None:
        chain[-1] = last._replace(if_true=not last.if_true, target=w.ins[nxt].target)
    return block


def _for_header(w: "Walker", back: int) -> bool:
    """3.12+: ``back`` is a ``for`` loop's header: in its body, a line-less jump back
    after a conditional jump may be that jump's other half (``if not (a and (b or c)):
    continue`` ending the body: ``b`` true goes to the body's end, threaded to the
    header); a chain read so is kept only where both its exits go back to that header
    (see :func:`_two_jumps_back`)."""
    return w.bc.facts.forward_only_cond_jumps and w.ins[back].op == "FOR_ITER"


def _falls_back_too(w: "Walker", chain: List[Block]) -> bool:
    """3.12+: the last block of ``chain`` falls into a jump back to the ``for`` header
    that a block flipped at that header (:func:`_for_header`) goes to, the compiler's
    spelling of its conditional jump back too, which nothing else reaches: the condition
    of an ``if`` that ends the loop body (``if not a or (b and c): x``: b and c false go
    back to the header).  As ``branches._rest_of_loop_body`` reads one test: only where
    those jumps are jump-if-true, the split of a jump back when false (a jump-if-false
    there, the split of a jump back when true, is an operand ``not c`` the compiler
    would have folded, or an ``if c: continue``); where the other blocks go to the if's
    body or to the next block only (not to another jump back: the end of a branch); and
    where the body goes on (see :func:`_leaves`)."""
    last = chain[-1]
    fall = last.jump + 1
    if fall + 1 >= len(w.ins) or w.ins[fall].op != "JUMP" or last.target != fall + 1 \
            or fall in w.flow.jump_sources or w.flow.is_header(fall + 1):
        return False  # (the body of a ``while`` loop whose entry test is the last block)
    back = w.ins[fall].target
    flipped = [b for b in chain[:-1] if b.target == back]
    starts = {b.start for b in chain[1:]} | {fall + 1}
    return _for_header(w, back) and _inverted_back_jump(w, last.jump, back) and bool(flipped) \
        and all(w.ins[b.jump].op == "POP_JUMP_IF_TRUE" for b in flipped + [last]) \
        and all(b.target == back or b.target in starts for b in chain[:-1]) and not _leaves(w, fall + 1)


def _leaves(w: "Walker", k: int) -> bool:
    """The straight code at ``k`` ends in a return or raise (the body of ``if a and b:
    return``, read as ``if not a: continue`` for each test, as the compiler's code says)."""
    ins = w.ins
    while k < len(ins) and ins[k].target < 0 and ins[k].op not in ENDS:
        k += 1
    return k < len(ins) and ins[k].op in ENDS


def _inverted_back_jump(w: "Walker", jump: int, back: int) -> bool:
    """3.12+: the JUMP after the conditional jump at ``jump`` goes back to the loop header
    ``back`` and has no line of its own: the compiler's spelling of a conditional jump
    back (a ``continue`` statement has its own line)."""
    return back < jump and w.flow.is_header(back) and w.line(jump + 1) in (None, w.line(jump))


def split_back_jump(w: "Walker", k: int) -> Optional[bool]:
    """3.12+: what the exception table says of the ``JUMP`` at ``k`` back to a loop header,
    which a conditional jump to ``k + 1`` runs into.  The compiler splits ``jump-if c
    header`` into ``jump-if-not c L; JUMP header; L:`` after it has given each
    instruction its handler, so that JUMP has none; a statement's jump (a ``continue``)
    has the handler of where it stands.  True: the split jump (none, where the code at L
    has one: in a generator, whose whole body the StopIteration handler covers, or in a
    ``for`` loop that a ``try`` or ``with`` body holds); False: a statement's; None: the
    table does not tell (the two spellings compile alike, or a ``continue`` leaves a
    ``try`` body)."""
    if not w.bc.facts.forward_only_cond_jumps:
        return None  # (conditional jumps go back themselves)
    if w.handler(k) is not None:
        return False
    body = w.handler(k + 1)
    if body is None:
        return None
    header = w.ins[k].target
    if (w.bc.facts.handler_wrapped_generators and w.bc.code.co_flags & _GENERATORS) \
            or (w.ins[header].op == "FOR_ITER" and w.handler(header) == body):
        return True
    return None


def _exits(w: "Walker", chain: List[Block]) -> Optional[Tuple[int, int]]:
    """(yes, no) if the chain has exactly two canonical exits, else None (see
    :func:`_far_exits`)."""
    return _exits_by(w, chain, canon) or _far_exits(w, chain)


def _far_exits(w: "Walker", chain: List[Block]) -> Optional[Tuple[int, int]]:
    """(yes, no) where the chain has two exits only when jumps to jumps are followed
    through (:func:`far`): a part jumps to the jump that another part's jump was threaded
    through (3.12+: the exit jump after a loop's bottom test, to the jump back of an
    enclosing loop); ``no`` is the nearest of those targets."""
    found = _exits_by(w, chain, far)
    if found is None:
        return None
    starts = {b.start for b in chain[1:]}
    return found[0], min(b.target for b in chain if b.target not in starts and far(w, b.target) == found[1])


def far(w: "Walker", target: int) -> int:
    """Where a jump to ``target`` goes, through up to four unconditional jumps (:func:`canon`
    follows one)."""
    for _ in range(4):
        ins = w.ins[target] if target < len(w.ins) else None
        if ins is None or ins.op != "JUMP":
            break
        target = ins.target
    return w.return_copy(target)


def _exits_by(w: "Walker", chain: List[Block], canon: Callable[["Walker", int], int]) -> Optional[Tuple[int, int]]:
    """(yes, no) if the chain has exactly two exits, as ``canon`` reads them, else None."""
    starts = {b.start for b in chain[1:]}
    fall = chain[-1].jump + 1
    yes = canon(w, _fall(w, chain[-1]))
    others = {canon(w, b.target) for b in chain if b.target not in starts}
    if _one_exit(w, chain):
        back = _two_jumps_back(w, chain, starts, fall)
        if back < 0:
            back = _copied_return_exit(w, chain, starts)
        if back < 0:
            back = _break_before_dead_latch(w, chain, starts, fall)
        return (fall, back) if back >= 0 else None
    others.discard(yes)
    if len(others) != 1:
        return None
    if any(b.target == b.jump + 1 for b in chain):
        return None
    if w.bc.facts.copies_exit_blocks and _separate_exits(w, chain, starts):
        return None
    return yes, others.pop()


def _one_exit(w: "Walker", chain: List[Block]) -> bool:
    """All the exits of ``chain`` go to one place (see :func:`_two_jumps_back`)."""
    starts = {b.start for b in chain[1:]}
    return {canon(w, b.target) for b in chain if b.target not in starts} == {canon(w, _fall(w, chain[-1]))}


def _copied_return_exit(w: "Walker", chain: List[Block], starts: Set[int]) -> int:
    """3.10+: ``if a or b: return`` ending a function: the then-branch (where the chain
    falls) and the else-branch (the implicit return) are two copies of one return block,
    one exit only when canonicalised: the other copy, which every jump out goes to, or -1."""
    fall = _fall(w, chain[-1])
    targets = {b.target for b in chain if b.target not in starts} - {fall}
    if len(chain) < 2 or len(targets) != 1 or w.ins[fall].op == "JUMP" or any(b.target == b.jump + 1 for b in chain):
        return -1  # (a jump to the next instruction: an ``if`` with an empty body, a statement of its own)
    other = targets.pop()
    return other if w.return_copy(other) != other or w.return_copy(fall) != fall else -1


def _two_jumps_back(w: "Walker", chain: List[Block], starts: Set[int], fall: int) -> int:
    """``if not (a and b): continue`` ending a loop body: the chain's two exits are two
    jumps back to the header, one right after the other: the body's own jump back and the
    ``continue``.  3.12+, where the body's jump back has no line: the chain falls into it
    and its other exit is the ``continue`` after it (a conditional jump to the body's end
    is threaded to the header, then inverted over a new jump back: see
    :func:`exits.continue_first`).  3.10/3.11, or a jump back with a line (``while
    True``): the chain falls into the ``continue`` and jumps over it to the body's jump
    back too.  3.8/3.9 thread both ways to the header, and keep the body's jump back after
    the ``continue`` as dead code: that header (see :func:`_threaded_jumps_back`).  (3.12+:
    a block that :func:`_after_jump` flipped to jump to the header, ``b`` of ``if not (a and
    (b or c)): continue``, goes to the body's end: see :func:`_flipped_to_fall`.)  The exit
    other than the fall-through, or -1."""
    targets = {_flipped_to_fall(w, t, fall) for b in chain if (t := b.target) not in starts}
    other = fall + 1
    if not w.bc.facts.drops_dead_code:
        return _threaded_jumps_back(w, targets, fall)
    if targets == {other}:
        if not w.bc.facts.forward_only_cond_jumps or fall in w.flow.jump_sources:
            return -1
    elif targets != {fall, other} or any(src not in {b.jump for b in chain}
                                         for src in w.flow.jump_sources.get(fall, ())):
        return -1
    if any(w.ins[k].op != "JUMP" or w.ins[k].target > fall for k in (fall, other)):
        return -1
    return other


def _break_before_dead_latch(w: "Walker", chain: List[Block], starts: Set[int], fall: int) -> int:
    """3.8/3.9: ``while a and b: break``: the chain, the loop's test, falls into the
    ``break``, a jump to the loop's exit, which its jumps go to too; the body's closing
    jump back follows it, dead (the loop's only back edge, see :attr:`Flow.dead_latches`).
    That exit, or -1."""
    brk = w.ins[fall] if fall + 1 < len(w.ins) else None
    targets = {b.target for b in chain if b.target not in starts}
    if brk is None or brk.op != "JUMP" or targets != {brk.target} or fall + 1 not in w.flow.dead_latches \
            or fall in w.flow.jump_sources or w.ins[fall + 1].target > chain[0].jump:
        return -1
    return brk.target


def _flipped_to_fall(w: "Walker", t: int, fall: int) -> int:
    """3.12+: a block flipped by :func:`_after_jump` jumps back to the header that the
    body's own jump back at ``fall`` goes to: that jump back (the same exit)."""
    return fall if w.bc.facts.forward_only_cond_jumps and t < fall and w.ins[fall].op == "JUMP" \
        and w.ins[fall].target == t else t


def _threaded_jumps_back(w: "Walker", targets: Set[int], fall: int) -> int:
    """3.8/3.9: the chain jumps to the header of the loop that the jump it falls into goes
    back to (the ``continue``), which the body's own jump back follows, reached by nothing:
    the header, or -1."""
    if fall + 1 >= len(w.ins) or fall + 1 in w.flow.reachable or fall in w.flow.jump_sources:
        return -1
    header = w.ins[fall].target
    if any(w.ins[k].op != "JUMP" or w.ins[k].target != header for k in (fall, fall + 1)) \
            or header > fall or targets != {header}:
        return -1
    return header


def _separate_exits(w: "Walker", chain: List[Block], starts: Set[int]) -> bool:
    """3.10+: two blocks of the chain leave to different blocks that are one exit only when
    canonicalised (two copies of a return block, or two jumps to one place), one of which
    has a line of its own, not its jump's: the compiler copies a block with a line onto an
    unconditional jump only (a ``break``), and never threads a conditional jump through
    a jump with a line.  Those are two statements' exits, e.g. the ``else: break`` of
    each of two nested ifs, not the one else-branch of ``if a and b``.  (A line-less
    copy made for each conditional jump takes that jump's line.)"""
    fall = _fall(w, chain[-1])  # (the last block falls into an exit too: from its jump)
    seen: Dict[int, int] = {canon(w, fall): fall}
    for b in chain:
        if b.target in starts:
            continue
        key = canon(w, b.target)
        first = seen.setdefault(key, b.target)
        if first != b.target and w.ins[first].op == w.ins[b.target].op and any(
                w.line(t) != w.line(j) for t, j in ((first, _jump_to(chain, first)), (b.target, b.jump))):
            return True
    return False


def _jump_to(chain: List[Block], target: int) -> int:
    """The first jump of ``chain`` to ``target`` (or the last jump, falling into it)."""
    return next((b.jump for b in chain if b.target == target), chain[-1].jump)


def build_condition(w: "Walker", i: int, stack: List[ast.expr],
                    first: Optional[Block] = None, blocks: int = 0) -> Cond:
    """The condition whose first jump is at ``i``; ``first``: the block of that jump when
    the caller already took its operands off the stack (a comparison chain: its last
    jump); ``blocks``: at most that many conditional jumps (0: as many as form one
    condition).  The clean-up blocks of the comparison chains read are consumed."""
    if first is None:
        first_expr, if_true = _jump_expr(w.ins[i].op, w.sim.vpop(stack))
        first = Block(-1, i, first_expr, if_true, w.ins[i].target)
    ternary = _ternary(w, i, stack, first.expr, first.if_true) if not first.cleanup else None
    whole = _whole(w, i, -1, ternary) if ternary is not None and not blocks else None
    if ternary is not None and whole is None:
        return ternary
    chain = [whole or first._replace(start=-1)]
    best = 1
    unflipped: Dict[int, Block] = {}  # a block flipped by _after_jump -> as it was
    loose = False  # a block flipped at a ``for`` header's jump back (see _for_header)
    while not blocks or len(chain) < blocks:
        block = _next_block(w, chain[-1].jump + 1, stack, chain)
        if block is None:
            last = chain[-1]
            block = _after_jump(w, stack, chain)
            if block is None and not loose:
                block = _after_jump(w, stack, chain, loose=True)
                loose = block is not None
            unflipped[len(chain) - 1] = last
        if block is None:
            break
        chain.append(block)
        if canon(w, block.target) == canon(w, _fall(w, block)) != canon(w, chain[0].target):
            break  # (3.8/3.9: both ways go to one place, as ``if c: continue`` ending a loop body: no part of it)
        if _exits(w, chain) is not None and (not loose or _one_exit(w, chain) or _falls_back_too(w, chain)):
            best = len(chain)
    if ternary is not None and best == 1:
        return ternary  # (the conditional expression is the whole condition)
    chain = chain[:best]
    chain[-1] = unflipped.get(best - 1, chain[-1])  # (flipped to fall into a block left out: as it was)
    w.consumed.update(k for b in chain for k in b.cleanup)
    exits = _exits(w, chain)
    if exits is None:
        if best == 1:
            b = chain[0]
            return Cond(b.expr if not b.if_true else negate(b.expr), canon(w, _fall(w, b)), b.target, b.jump + 1)
        raise DecompileFailure("condition chain without two exits")
    yes, no = exits
    one = _one_exit(w, chain)
    fall = chain[-1].jump + 1
    far_key = not one and _exits_by(w, chain, canon) is None  # (see _far_exits)
    key: Callable[[int], int] = (lambda t: _flipped_to_fall(w, t, fall)) if one else \
        (lambda t: far(w, t)) if far_key else (lambda t: canon(w, t))
    exit_no = far(w, no) if far_key else no
    # (see _two_jumps_back)
    if one and any(b.target == yes for b in chain):  # (3.10/3.11: the chain falls into the ``continue``)
        expr = negate(_combine(w, chain, 0, len(chain), exit_no, yes, key))  # ``not (a and b)``: its jumps as
    else:  # compiled (``not a or not b`` would fold ``not (x is not y)`` into ``x is y``)
        expr = _combine(w, chain, 0, len(chain), yes, exit_no, key)
    raw_no = min(b.target for b in chain if key(b.target) == exit_no and b.target not in {c.start for c in chain})
    return Cond(expr, yes, raw_no if canon(w, raw_no) == no or far_key else no, chain[-1].jump + 1,
                _combine(w, chain, 0, len(chain), exit_no, yes, key) if len(chain) > 1 else None)


def _ternary(w: "Walker", i: int, stack: List[ast.expr], test: ast.expr, if_true: bool,
             chain: FrozenSet[int] = frozenset()) -> Optional[Cond]:
    """``(a if c else b)`` as a condition: ``c; jump-if-not E; <a's condition>; JUMP Y;
    E: <b's condition>; Y:`` with a and b leaving to the same ``no``; ``chain``: the jumps
    of the condition before it, which may reach ``Y`` too."""
    else_start = w.ins[i].target
    before = w.ins[else_start - 1]
    if else_start <= i + 1 or (before.op != "JUMP" or before.target <= else_start) and \
            before.op not in ("RETURN_VALUE", "RAISE_VARARGS"):
        return None
    key = (i, if_true, chain, tuple(map(id, stack)))
    if key in w.failed_ternaries:
        return None
    cond = _ternary_parts(w, i, stack, test, if_true, chain)
    if cond is None:
        w.failed_ternaries[key] = tuple(stack)
    return cond


def _ternary_parts(w: "Walker", i: int, stack: List[ast.expr], test: ast.expr, if_true: bool,
                   chain: FrozenSet[int]) -> Optional[Cond]:
    """:func:`_ternary` past its cheap checks: both parts read as conditions."""
    else_start = w.ins[i].target
    head = [Block(-1, i, test, if_true, else_start)]
    first_a = _next_block(w, i + 1, stack, head)
    first_b = _next_block(w, else_start, stack, head)
    if first_a is None or first_b is None:
        return None
    try:
        a = build_condition(w, first_a.jump, stack, first_a)
        b = build_condition(w, first_b.jump, stack, first_b)
    except DecompileFailure:
        return None
    copied = _copied_exit(w, a.end, b.end, i, else_start)
    if (a.yes != b.yes and not copied) or canon(w, a.no) != canon(w, b.no):
        return None
    if a.end == else_start - 1:  # a's fall-through is the jump over b
        if w.ins[a.end].target != b.end:
            return None
    elif not (a.end == else_start - 2 and a.no == else_start - 1) and not copied \
            and not _copied_no(w, a, b, i, else_start):  # 3.12+: a leaves by a jump to ``no`` (or 3.10+:
        return None  # falls into a copy of the then-branch, an exit block; 3.12+: jumps to a copy of ``no``)
    if any(not i < src < b.end and src not in chain and not _loop_join(w, src, b, i)
           for src in w.flow.jump_sources.get(b.end, ())):
        return None
    c = test if not if_true else negate(test)
    if first_a.if_true and first_b.if_true and a.end == first_a.jump + 1 and b.end == first_b.jump + 1:
        # both jump away when true: ``not (x if c else y)`` (``x in y`` keeps its own jump)
        expr = ast.UnaryOp(op=ast.Not(), operand=ast.IfExp(test=c, body=first_a.expr, orelse=first_b.expr))
        return Cond(expr, b.yes, b.no, b.end)
    return Cond(ast.IfExp(test=c, body=a.expr, orelse=b.expr), b.yes, b.no, b.end)


def _copied_no(w: "Walker", a: Cond, b: Cond, i: int, else_start: int) -> bool:
    """3.12+, the bottom test of a loop, where ``yes`` is the jump back: the then-part
    ``a`` of a conditional expression falls into its jump back and jumps over it when false
    to a copy of ``b``'s ``no`` (an exit block, placed before the else-part)."""
    return w.ins[a.end].op == "JUMP" and a.no == a.end + 1 and _copied_exit(w, a.no, b.no, i, else_start)


def _loop_join(w: "Walker", src: int, b: Cond, i: int) -> bool:
    """The jump at ``src`` to the end of the conditional expression ``b`` whose test jumps
    at ``i`` belongs to the loop that ``b`` is a test of, not to the code before it: a jump
    back from the loop body when ``b`` (an entry test) falls into the body's header, or an
    exit of the loop's entry test or a ``break`` when ``b`` (the bottom test, 3.10/3.11)
    jumps back to the header and falls into the loop's exit."""
    if src > b.end:
        return src in w.flow.back_edges.get(b.end, ())
    return src < i and b.no < i and w.flow.is_header(b.no)


def _whole(w: "Walker", i: int, start: int, ternary: Cond) -> Optional[Block]:
    """The conditional expression whose test jumps at ``i`` (``ternary``, read by
    :func:`_ternary`) as one block of a longer chain (``s or (u if t else w)``): true where
    it falls through to its end, which its then-part reaches by the jump over the
    else-part (or runs into a copy of the code there), false where it jumps to
    ``ternary.no``; its jumps go nowhere else.  None: not such a part."""
    ins, end = w.ins, ternary.end
    else_start = ins[i].target
    if any(isinstance(n, ast.Compare) and type(n.ops[0]) in _FLIP for n in ast.walk(ternary.expr)):
        return None  # (a part read as the negation of its jump may flip an ``is``/``in`` test)
    last = max(k for k in range(i, else_start - 1) if ins[k].target >= 0)
    over = ins[else_start - 1].op == "JUMP" and ins[else_start - 1].target == end
    back = _jumps_back_over_copy(w, last, end, i, else_start, ternary)
    if not over and not back and not _copied_exit(w, last + 1, end, i, else_start) \
            or ins[end - 1].op not in COND_JUMPS:
        return None  # (3.10+: the then-part may end in a copy of the exit block)
    no, yes = canon(w, ternary.no), canon(w, end) if back else -1
    for k in range(i, end):
        t = ins[k].target
        if t >= 0 and not i < t <= end and canon(w, t) not in (no, yes):
            return None
    if ins[end - 1].target != ternary.no and canon(w, ins[end - 1].target) != no:
        return None
    return Block(start, end - 1, ternary.expr, False, ins[end - 1].target, inner=frozenset(range(i, end - 1)))


def _jumps_back_over_copy(w: "Walker", last: int, end: int, i: int, else_start: int, ternary: Cond) -> bool:
    """3.12+, the mirror image of a conditional expression's jump over its else-part: in a
    loop's bottom test (see :func:`_copied_no`) the then-part ends at ``last`` in a jump
    back to where the jump at ``end`` goes, then a copy of ``ternary.no``."""
    ins = w.ins
    return end < len(ins) and ins[last].op == "JUMP" and ins[end].op == "JUMP" and ins[last].target == ins[end].target \
        and _copied_exit(w, last + 1, ternary.no, i, else_start)


def _copied_exit(w: "Walker", p: int, q: int, i: int, stop: int) -> bool:
    """The straight code from ``p`` up to ``stop`` ends in a return or raise and is a copy
    of the code at ``q`` (3.10+ copy a small exit block onto each jump to it: the
    then-branch of ``if (a if c else b): return x`` follows each of a and b), reached only
    from within the test that starts at ``i``."""
    ins = w.ins
    if not p < stop or ins[stop - 1].op not in ("RETURN_VALUE", "RAISE_VARARGS") or p == q:
        return False
    if any(ins[k].target >= 0 or ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
           for k in range(p, stop - 1)):
        return False
    if any(not i < src < p for k in range(p, stop) for src in w.flow.jump_sources.get(k, ())):
        return False
    return w.same_code(p, q)


def _bool(op: ast.boolop, left: ast.expr, right: ast.expr) -> ast.expr:
    values = [left]
    if isinstance(right, ast.BoolOp) and type(right.op) is type(op):
        values.extend(right.values)
    else:
        values.append(right)
    if all(isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.Not) for v in values) and any(
            isinstance(v.operand, ast.Constant) for v in values if isinstance(v, ast.UnaryOp)):
        # ``not (x and False)`` (3.8/3.9 keep the constant's jump): De Morgan would leave
        # ``not False``, which the compiler folds to ``True``, dropping that jump
        flipped: ast.boolop = ast.And() if isinstance(op, ast.Or) else ast.Or()
        return ast.UnaryOp(op=ast.Not(), operand=ast.BoolOp(
            op=flipped, values=[v.operand for v in values if isinstance(v, ast.UnaryOp)]))
    return bool_op(op, values)


_Parts = Dict[Tuple[int, int, int, int], ast.expr]


def _combine(w: "Walker", chain: List[Block], lo: int, hi: int, yes: int, no: int,
             key: Callable[[int], int], memo: Optional[_Parts] = None) -> ast.expr:
    """The expression of blocks ``lo..hi-1`` of ``chain``, true at ``yes``, false at
    ``no``; ``key``: the exit a jump target stands for.  Where a part would negate an
    ``is``/``in`` test, it is ``not (...)`` of its De Morgan form instead, when that has
    none (see :func:`_flipped_test`); ``memo``: the parts read so far."""
    memo = {} if memo is None else memo
    found = memo.get((lo, hi, yes, no))
    if found is not None:
        return found
    expr = _combine_parts(w, chain, lo, hi, yes, no, key, memo)
    if hi - lo > 1 and _has_flipped(expr):
        other = negate(_combine_parts(w, chain, lo, hi, no, yes, key, memo))
        if not _has_flipped(other):
            expr = other
    memo[(lo, hi, yes, no)] = expr
    return expr


def _flipped_test(w: "Walker", b: Block) -> ast.expr:
    """``not`` the test of block ``b``, a comparison the compiler would not flip: ``x is
    not y`` jumping when true to where ``x is y`` goes.  The compiler folds ``not (x is
    not y)`` into ``x is y`` (the jump when false), so that jump only comes from a
    ``not`` around an ``and``/``or`` (``not (a and x is not y)``): the test is marked."""
    if b.inner:  # a conditional expression: ``not`` around it keeps the jumps of its parts
        return _not(b.expr)
    e = negate(b.expr)
    if isinstance(b.expr, ast.Compare) and e is not b.expr and isinstance(e, ast.Compare) \
            and w.ins[b.jump].op in ("POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE"):
        e._undis_flipped = True  # type: ignore[attr-defined]
    return e


def _not(e: ast.expr) -> ast.expr:
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return e.operand
    return ast.UnaryOp(op=ast.Not(), operand=e)


def _has_flipped(e: ast.expr) -> bool:
    return any(getattr(n, "_undis_flipped", False) for n in ast.walk(e))


def _combine_parts(w: "Walker", chain: List[Block], lo: int, hi: int, yes: int, no: int,
                   key: Callable[[int], int], memo: _Parts) -> ast.expr:
    """:func:`_combine` as the jumps read, each part one of its ``and``/``or`` values."""
    b = chain[lo]
    t = key(b.target) if b.target not in {c.start for c in chain[lo + 1: hi]} else b.target
    if hi - lo == 1:
        return b.expr if (t == yes) == b.if_true else _flipped_test(w, b)
    if t == no:
        m = _flipped_run(w, chain, lo, hi, no, key)
        if m > lo + 1:  # ``not (x in a or x in b)``: each test jumps when true to where the whole is false
            part = ast.UnaryOp(op=ast.Not(), operand=bool_op(ast.Or(), [c.expr for c in chain[lo:m]]))
            return part if m == hi else _bool(ast.And(), part, _combine(w, chain, m, hi, yes, no, key, memo))
        rest = _combine(w, chain, lo + 1, hi, yes, no, key, memo)
        return _bool(ast.And(), b.expr if not b.if_true else _flipped_test(w, b), rest)
    if t == yes:
        rest = _combine(w, chain, lo + 1, hi, yes, no, key, memo)
        return _bool(ast.Or(), b.expr if b.if_true else _flipped_test(w, b), rest)
    m = _split(chain, lo, hi, b.target)
    mid = chain[m].start
    outer = {key(c.target) for c in chain[lo:m] if c.target not in {d.start for d in chain[lo + 1: m + 1]}}
    outer.discard(mid)
    x = outer.pop() if outer else no
    rest = _combine(w, chain, m, hi, yes, no, key, memo)
    if x == yes:
        return _bool(ast.Or(), _combine(w, chain, lo, m, yes, mid, key, memo), rest)
    return _bool(ast.And(), _combine(w, chain, lo, m, mid, no, key, memo), rest)


def _flipped_run(w: "Walker", chain: List[Block], lo: int, hi: int, no: int, key: Callable[[int], int]) -> int:
    """Past the run of blocks from ``lo`` (before ``hi``) that each jump when true to ``no``,
    up to the last with an ``is``/``in`` test that the compiler would not flip
    (:func:`_flipped_test`): the operands of ``not (... or ...)``; ``lo``: none."""
    starts = {c.start for c in chain[lo + 1:hi]}
    m, last = lo, lo
    while m < hi and chain[m].if_true and not chain[m].inner and chain[m].target not in starts \
            and key(chain[m].target) == no:
        if getattr(_flipped_test(w, chain[m]), "_undis_flipped", False):
            last = m + 1
        elif m == lo and _flipped_run(w, chain, lo + 1, hi, no, key) > lo + 2:
            return lo  # (the run from the next block needs no test of this one: ``a and not (...)``)
        m += 1
    return last


def _split(chain: List[Block], lo: int, hi: int, target: int) -> int:
    """Smallest m > lo such that blocks lo..m-1 only jump inside [lo, m] or out of the chain."""
    index = {c.start: k for k, c in enumerate(chain) if k > lo}
    m = index.get(target, -1)
    if m < 0:
        raise DecompileFailure("condition jumps into the middle of a block")
    changed = True
    while changed:
        changed = False
        for k in range(lo, m):
            inner = index.get(chain[k].target, -1)
            if inner > m and inner < hi:
                m = inner
                changed = True
    return m
