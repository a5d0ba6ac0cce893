"""The pattern of one ``case``, rebuilt by running its bytecode over symbolic subjects.

Every value a pattern tests is a :class:`PSlot` on a scratch stack; each instruction
records what it checks about a slot (``MATCH_SEQUENCE`` and a length test make it a
sequence, ``COMPARE_OP ==`` a value pattern, a store gives it a name...).  Stack shuffles
(``SWAP``/``ROT_N``, whatever the optimizer left of them) are simply executed, so the
names land on the slots they were captured from.  ``COPY 1`` of a slot opens either an
``as`` pattern or one alternative of an or-pattern (the alternative ends with a forward
``JUMP`` to the join); the first alternative's captures stand for the others'.
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple, Union

from undis.bytecode import Instr, VersionFacts
from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure

if TYPE_CHECKING:
    from undis.structure.walker import Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_PASS = ("LOAD_CONST", "LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF", "LOAD_FAST", "LOAD_ATTR", "SWAP",
         "ROT_THREE", "ROT_FOUR", "ROT_N", "BUILD_TUPLE", "NOP", "UNARY_NEGATIVE")
COND_JUMPS = ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")


class PSlot(N.Marker):
    """A value some pattern is matched against, and what the bytecode checked about it."""

    def __init__(self, copy_of: Optional["PSlot"] = None) -> None:
        super().__init__("pattern")
        self.copy_of = copy_of
        self.copies: List[PSlot] = []
        self.alts: List[PSlot] = []
        self.kind = ""  # value, singleton, seq, map, class
        self.value: Optional[ast.expr] = None
        self.length: Optional[Tuple[str, int]] = None
        self.layout: Tuple[int, ...] = ()  # seq: () popped, (n,) unpacked, (before, after) starred, (-1,) indexed
        self.items: Dict[int, PSlot] = {}
        self.star: Optional[PSlot] = None
        self.keys: List[ast.expr] = []
        self.cls: Optional[ast.expr] = None
        self.nargs = 0
        self.kwnames: Tuple[str, ...] = ()
        self.name: Optional[str] = None
        self.same_as: Optional[PSlot] = None

    def child(self, index: int) -> "PSlot":
        return self.items.setdefault(index, PSlot())


class Aux(N.Marker):
    """A helper value of pattern code: a test result, a length, a tuple of keys or attributes."""

    def __init__(self, kind: str, slot: Optional[PSlot] = None, n: int = 0) -> None:
        super().__init__(kind)
        self.slot = slot
        self.n = n


@dataclass(frozen=True)
class Fail:
    """A jump taken when the pattern fails: ``pops`` values above the base are popped there."""

    target: int
    pops: int
    snap: Tuple[ast.expr, ...] = field(default=(), compare=False)  # the stack when it jumps


@dataclass
class _Record:
    snap: List[ast.expr]
    copy: PSlot


@dataclass
class _OrFrame:
    subject: PSlot
    snap: List[ast.expr]
    end: int
    alts: List[Tuple[PSlot, List[ast.expr]]]
    pending: bool = False


def _slot(e: ast.expr) -> PSlot:
    if not isinstance(e, PSlot):
        raise DecompileFailure("pattern instruction on a non-pattern value")
    return e


def _aux(e: ast.expr, *kinds: str) -> Aux:
    if not isinstance(e, Aux) or e.kind not in kinds:
        raise DecompileFailure("pattern instruction on an unexpected value")
    return e


def _int(e: ast.expr) -> int:
    if isinstance(e, ast.Constant) and type(e.value) is int:
        return e.value
    raise DecompileFailure("pattern index is not a constant")


def _exprs(e: ast.expr) -> List[ast.expr]:
    if isinstance(e, ast.Tuple):
        return list(e.elts)
    if isinstance(e, ast.Constant) and isinstance(e.value, tuple):
        return [N.const(v) for v in e.value]
    raise DecompileFailure("mapping keys are not a tuple")


class Machine:
    """Applies one pattern instruction to the scratch stack."""

    def __init__(self, w: "Walker", fx: VersionFacts) -> None:
        self.w = w
        self.fx = fx

    def step(self, ins: Instr, stack: List[ast.expr]) -> None:
        handler = getattr(self, "p_" + ins.op, None)
        if handler is not None:
            handler(ins, stack)
        elif ins.op in _PASS:
            self.w.sim.step(ins, stack, [])
        else:
            raise DecompileFailure("%s in a pattern" % ins.op)

    def p_LOAD_CONST(self, ins: Instr, stack: List[ast.expr]) -> None:
        value = ins.argval
        if isinstance(value, (float, complex)):
            stack.append(number_literal(value))
        else:
            self.w.sim.step(ins, stack, [])

    def p_COPY(self, ins: Instr, stack: List[ast.expr]) -> None:
        top = stack[-1]
        if ins.arg == 1 and isinstance(top, PSlot):
            copy = PSlot(top)
            top.copies.append(copy)
            stack.append(copy)
        else:
            stack.append(stack[-ins.arg])

    def p_MATCH_SEQUENCE(self, ins: Instr, stack: List[ast.expr]) -> None:
        _slot(stack[-1]).kind = "seq"
        stack.append(Aux("check"))

    def p_MATCH_MAPPING(self, ins: Instr, stack: List[ast.expr]) -> None:
        _slot(stack[-1]).kind = "map"
        stack.append(Aux("check"))

    def p_GET_LEN(self, ins: Instr, stack: List[ast.expr]) -> None:
        stack.append(Aux("len", _slot(stack[-1])))

    def p_COMPARE_OP(self, ins: Instr, stack: List[ast.expr]) -> None:
        right, left = stack.pop(), stack.pop()
        if isinstance(left, Aux) and left.kind == "len" and left.slot is not None:
            left.slot.length = (ins.argval, _int(right))
        elif isinstance(left, PSlot) and ins.argval == "==" and not isinstance(right, N.Marker):
            left.kind, left.value = "value", right
        else:
            raise DecompileFailure("comparison in a pattern")
        stack.append(Aux("check"))

    def p_IS_OP(self, ins: Instr, stack: List[ast.expr]) -> None:
        right, left = stack.pop(), stack.pop()
        if not isinstance(right, ast.Constant) or right.value not in (None, True, False):
            raise DecompileFailure("identity test in a pattern")
        if isinstance(left, PSlot) and ins.arg == 0:
            left.kind, left.value = "singleton", right
        elif not (ins.arg == 1 and right.value is None and isinstance(left, Aux)
                  and left.kind in ("values", "attrs")):
            raise DecompileFailure("identity test in a pattern")
        stack.append(Aux("check"))

    def p_MATCH_KEYS(self, ins: Instr, stack: List[ast.expr]) -> None:
        s = _slot(stack[-2])
        s.keys = _exprs(stack[-1])
        stack[-1] = Aux("keys", s)
        stack.append(Aux("values", s))
        if self.fx.match_pushes_bool:
            stack.append(Aux("check"))

    def p_MATCH_CLASS(self, ins: Instr, stack: List[ast.expr]) -> None:
        names, cls, subject = stack.pop(), stack.pop(), stack.pop()
        s = _slot(subject)
        if isinstance(cls, N.Marker):
            raise DecompileFailure("class pattern on an internal value")
        s.kind, s.cls, s.nargs = "class", cls, ins.arg
        s.kwnames = tuple(_const_str(k) for k in _exprs(names))
        stack.append(Aux("attrs", s))
        if self.fx.match_pushes_bool:
            stack.append(Aux("check"))

    def p_UNPACK_SEQUENCE(self, ins: Instr, stack: List[ast.expr]) -> None:
        top = stack.pop()
        n = ins.arg
        if isinstance(top, Aux) and top.kind == "keys":
            stack.extend(Aux("key") for _ in range(n))
            return
        if isinstance(top, Aux) and top.kind in ("values", "attrs") and top.slot is not None:
            s = top.slot
        else:
            s = _slot(top)
            if s.kind != "seq" or s.layout:
                raise DecompileFailure("unpacking a non-sequence pattern")
            s.layout = (n,)
        stack.extend(reversed([s.child(k) for k in range(n)]))

    def p_UNPACK_EX(self, ins: Instr, stack: List[ast.expr]) -> None:
        s = _slot(stack.pop())
        before, after = ins.arg & 0xFF, ins.arg >> 8
        if s.kind != "seq" or s.layout:
            raise DecompileFailure("unpacking a non-sequence pattern")
        s.layout = (before, after)
        s.star = PSlot()
        parts = [s.child(k) for k in range(before)] + [s.star] + [s.child(k - after) for k in range(after)]
        stack.extend(reversed(parts))

    def p_BINARY_OP(self, ins: Instr, stack: List[ast.expr]) -> None:
        right, left = stack.pop(), stack.pop()
        if ins.argval != "-" or not isinstance(left, Aux) or left.kind != "len":
            raise DecompileFailure("arithmetic in a pattern")
        stack.append(Aux("neg", left.slot, _int(right)))

    def p_BINARY_SUBSCR(self, ins: Instr, stack: List[ast.expr]) -> None:
        key, obj = stack.pop(), stack.pop()
        index = -key.n if isinstance(key, Aux) and key.kind == "neg" else _int(key)
        if isinstance(obj, Aux) and obj.kind in ("values", "attrs") and obj.slot is not None:
            stack.append(obj.slot.child(index))
            return
        copy = _slot(obj)
        parent = copy.copy_of
        if parent is None or parent.kind != "seq" or parent.layout not in ((), (-1,)):
            raise DecompileFailure("subscript in a pattern")
        if copy not in parent.copies:
            raise DecompileFailure("subscript of a used copy")
        parent.copies.remove(copy)
        parent.layout = (-1,)
        stack.append(parent.child(index))

    def p_COPY_DICT_WITHOUT_KEYS(self, ins: Instr, stack: List[ast.expr]) -> None:
        _aux(stack.pop(), "keys")
        s = _slot(stack[-1])
        s.star = PSlot()
        stack.append(s.star)

    def p_BUILD_MAP(self, ins: Instr, stack: List[ast.expr]) -> None:
        if ins.arg:
            raise DecompileFailure("dict display in a pattern")
        stack.append(Aux("newdict"))

    def p_DICT_UPDATE(self, ins: Instr, stack: List[ast.expr]) -> None:
        s = _slot(stack.pop())
        _aux(stack[-ins.arg], "newdict")
        s.star = PSlot()
        stack[-ins.arg] = s.star

    def p_DELETE_SUBSCR(self, ins: Instr, stack: List[ast.expr]) -> None:
        _aux(stack.pop(), "key")
        _slot(stack.pop())

    def p_POP_TOP(self, ins: Instr, stack: List[ast.expr]) -> None:
        stack.pop()

    def _store(self, ins: Instr, stack: List[ast.expr]) -> None:
        s = _slot(stack.pop())
        if s.name is not None:
            raise DecompileFailure("pattern value stored twice")
        s.name = ins.argval

    p_STORE_FAST = p_STORE_NAME = p_STORE_GLOBAL = p_STORE_DEREF = _store


def _signed(x: float, as_int: bool = False) -> ast.expr:
    """``x`` as a literal, negated if negative; ``as_int``: an integral value as an int."""
    mag: Union[int, float] = abs(x)
    if as_int and math.isfinite(x) and x.is_integer():
        mag = int(mag)
    if math.copysign(1.0, x) < 0:
        return ast.UnaryOp(op=ast.USub(), operand=ast.Constant(value=mag))
    return ast.Constant(value=mag)


def number_literal(value: Union[float, complex]) -> ast.expr:
    """A literal a pattern accepts (``-1.5``, ``1e309``, ``-2j``, ``1 - 2j``) for a folded
    constant; value patterns allow no other spelling of a negative or complex number."""
    if isinstance(value, float):
        return _signed(value)
    re, im = value.real, value.imag
    imag: ast.expr = ast.Constant(value=complex(0.0, abs(im)))
    neg_im = math.copysign(1.0, im) < 0
    if re == 0 and math.copysign(1.0, re) < 0 and neg_im:
        return ast.UnaryOp(op=ast.USub(), operand=imag)  # -(0+xj) == (-0-xj)
    if re == 0 and math.copysign(1.0, re) > 0 and not neg_im:
        return imag
    op: ast.operator = ast.Sub() if neg_im else ast.Add()
    return ast.BinOp(left=_signed(re, as_int=True), op=op, right=imag)


def _const_str(e: ast.expr) -> str:
    if isinstance(e, ast.Constant) and isinstance(e.value, str):
        return e.value
    raise DecompileFailure("class pattern attribute is not a name")


# -- the scan of one pattern ------------------------------------------------------------------
def scan(w: "Walker", machine: Machine, i: int, stack: List[ast.expr], base: int) -> Tuple[int, List[Fail]]:
    """Run pattern code from ``i`` until the stack is back to ``base`` values.

    Returns where the pattern (and its name stores) ends and every failure jump seen
    (or-pattern alternatives' own failure jumps included: they target inside the pattern).
    """
    frames: List[_OrFrame] = []
    records: List[_Record] = []
    fails: List[Fail] = []
    steps = 0
    while True:
        steps += 1
        if steps > 10_000 or i >= len(w.ins):
            raise DecompileFailure("pattern does not end")
        if frames and i == frames[-1].end:
            _close(frames.pop(), stack, records)
            continue
        if len(stack) <= base and not frames:
            return i, fails
        ins = w.ins[i]
        if ins.op in COND_JUMPS:
            flipped, value = inverted_jump(w, i), stack.pop()
            if flipped is not None and not _fails_on(flipped.op, value) and _fails_on(ins.op, value):
                flipped = None  # (the jump back is the body's, a ``continue``: the failure goes past it)
            _fail_test(flipped or ins, value)
            target = flipped.target if flipped is not None else ins.target
            if target <= i and flipped is None:
                raise DecompileFailure("backward jump in a pattern")
            fails.append(Fail(target, len(stack) - base, tuple(stack)))
            i += 2 if flipped is not None else 1
        elif ins.op == "JUMP":
            i = _alt_end(w, i, stack, base, frames, records, fails)
        else:
            machine.step(ins, stack)
            top = stack[-1] if stack else None
            if ins.op == "COPY" and ins.arg == 1 and isinstance(top, PSlot) and top.copy_of is stack[-2]:
                records.append(_Record(stack[:-1], top))
                if frames and same(frames[-1].snap, stack[:-1]):
                    frames[-1].pending = True
            i += 1
    # unreachable


_FLIP = {"POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE", "POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE",
         "POP_JUMP_IF_NONE": "POP_JUMP_IF_NOT_NONE", "POP_JUMP_IF_NOT_NONE": "POP_JUMP_IF_NONE"}


def inverted_jump(w: "Walker", i: int) -> Optional[Instr]:
    """``POP_JUMP_IF_X +2; JUMP L``: the optimizer's form of ``POP_JUMP_IF_not-X L`` when
    ``L`` is a loop header (3.12+); returns that jump, or None."""
    ins = w.ins[i]
    if ins.target != i + 2 or w.ins[i + 1].op != "JUMP" or not w.flow.is_header(w.ins[i + 1].target):
        return None
    return ins.replace(op=_FLIP[ins.op], target=w.ins[i + 1].target)


def _fails_on(op: str, value: ast.expr) -> bool:
    """A conditional jump ``op`` on ``value`` is a pattern's failure jump."""
    if isinstance(value, Aux):
        return (value.kind == "check" and op == "POP_JUMP_IF_FALSE") or (
            value.kind in ("values", "attrs") and op == "POP_JUMP_IF_NONE")
    return isinstance(value, PSlot) and op == "POP_JUMP_IF_NOT_NONE" and not value.kind


def _fail_test(ins: Instr, value: ast.expr) -> None:
    if not _fails_on(ins.op, value):
        raise DecompileFailure("conditional jump in a pattern")
    if isinstance(value, PSlot):
        value.kind, value.value = "singleton", N.const(None)


def same(a: List[ast.expr], b: List[ast.expr]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _find(records: List[_Record], snap: List[ast.expr]) -> _Record:
    """The latest copy made with exactly ``snap`` below it: the current alternative."""
    for r in reversed(records):
        if same(r.snap, snap):
            return r
    raise DecompileFailure("jump in a pattern outside an or-pattern")


def _first_snap(w: "Walker", i: int, stack: List[ast.expr], fails: List[Fail]) -> List[ast.expr]:
    """The stack an or-pattern's alternatives start from, read off the first alternative's
    failure jumps: they land on ``POP_TOP`` s that lead to the next alternative."""
    n = i + 1
    while n < len(w.ins) and w.ins[n].op == "POP_TOP":
        n += 1
    depths = {len(f.snap) - (n - f.target) for f in fails if i < f.target <= n}
    if len(depths) != 1:
        raise DecompileFailure("or-pattern alternative without a failure jump")
    depth = depths.pop()
    if not 0 < depth <= len(stack):
        raise DecompileFailure("or-pattern alternatives disagree")
    return stack[:depth]


def _alt_end(w: "Walker", i: int, stack: List[ast.expr], base: int, frames: List[_OrFrame],
             records: List[_Record], fails: List[Fail]) -> int:
    """A forward JUMP ends one alternative of an or-pattern; returns where the next begins."""
    target = w.ins[i].target
    if target <= i:
        raise DecompileFailure("backward jump in a pattern")
    if frames and frames[-1].end == target:
        frame = frames[-1]
    else:
        snap = _first_snap(w, i, stack, fails)
        frame = _OrFrame(_slot(snap[-1]), list(snap), target, [])
        frames.append(frame)
    if not same(frame.snap, stack[:len(frame.snap)]):
        raise DecompileFailure("or-pattern alternatives disagree")
    rec = _find(records, frame.snap)
    frame.alts.append((rec.copy, stack[len(frame.snap):]))
    frame.pending = False
    i += 1
    while i < frame.end and w.ins[i].op in ("POP_TOP", "JUMP"):
        if w.ins[i].op == "JUMP":
            if w.ins[i].target <= i and not w.flow.is_header(w.ins[i].target):
                raise DecompileFailure("backward jump in a pattern")  # (to a loop header: the statement's end)
            fails.append(Fail(w.ins[i].target, len(frame.snap) - 1 - base, tuple(frame.snap[:-1])))
        i += 1
    if i < frame.end and not copies_subject(w, i) and exit_block(w, i) == frame.end:
        i = frame.end  # no alternative matched: the statement's exit (a return) was copied here
    stack[:] = list(frame.snap)
    return i


def copies_subject(w: "Walker", k: int) -> bool:
    """``COPY 1`` at ``k``: a case (not the last) or an or-pattern's alternative keeps its
    subject for what follows."""
    return w.ins[k].op == "COPY" and w.ins[k].arg == 1


def exit_block(w: "Walker", i: int) -> int:
    """Where a straight-line block ending in return/raise at ``i`` ends (-1: not one)."""
    for j in range(i, min(i + 32, len(w.ins))):
        ins = w.ins[j]
        if ins.target >= 0 or (j > i and j in w.flow.jump_sources):
            return -1
        if ins.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return j + 1
    return -1


def _close(frame: _OrFrame, stack: List[ast.expr], records: List[_Record]) -> None:
    if frame.pending:
        rec = _find(records, frame.snap)
        if not same(frame.snap, stack[:len(frame.snap)]):
            raise DecompileFailure("or-pattern alternatives disagree")
        frame.alts.append((rec.copy, stack[len(frame.snap):]))
    if len(frame.alts) < 2:
        raise DecompileFailure("or-pattern with one alternative")
    first = frame.alts[0][1]
    for copy, caps in frame.alts:
        if len(caps) != len(first):
            raise DecompileFailure("or-pattern alternatives bind different names")
        for mine, theirs in zip(caps, first):
            if mine is not theirs:
                _slot(mine).same_as = _slot(theirs)
        if copy not in frame.subject.copies:
            raise DecompileFailure("or-pattern alternative is not a copy of its subject")
        frame.subject.copies.remove(copy)
        frame.subject.alts.append(copy)
    stack[:] = frame.snap + first


def clone(stack: List[ast.expr]) -> List[ast.expr]:
    """Fresh stand-ins for the pattern values of ``stack`` (a duplicated tail replays on them)."""
    out: List[ast.expr] = []
    for e in stack:
        if isinstance(e, PSlot):
            out.append(PSlot())
        elif isinstance(e, Aux):
            out.append(Aux(e.kind, PSlot() if e.slot is not None else None, e.n))
        else:
            out.append(e)
    return out


def add_alternative(p: PSlot, alt: PSlot) -> None:
    """``alt`` is one more alternative of an or-pattern on ``p`` whose join was duplicated."""
    if not p.alts:
        if len(p.copies) != 1:
            raise DecompileFailure("or-pattern without a first alternative")
        p.alts, p.copies = p.copies, []
    alt.copy_of = p
    p.alts.append(alt)


# -- slots to ast patterns --------------------------------------------------------------------
def _name(s: PSlot) -> Optional[str]:
    seen = 0
    while s.name is None and s.same_as is not None and seen < 64:
        s, seen = s.same_as, seen + 1
    return s.name


def build(s: PSlot) -> ast.pattern:
    """The ``ast`` pattern that slot ``s`` was matched against."""
    name = _name(s)
    inner: Optional[ast.pattern] = None
    if s.alts:
        inner = ast.MatchOr(patterns=[build(a) for a in s.alts])
    elif s.kind:
        if s.copies:
            raise DecompileFailure("pattern both tested and copied")
        inner = _structure(s)
    elif s.copies:
        if len(s.copies) != 1:
            raise DecompileFailure("pattern copied twice")
        copy = s.copies[0]
        if name is None and (copy.kind or copy.alts or copy.copies):
            # (only ``as`` keeps a copy that a pattern tests; an or-pattern's shows as its
            # alternatives; a capture's may stay: a case whose folded guard made it the last)
            raise DecompileFailure("an or-pattern with one alternative")
        inner = build(s.copies[0])
    if inner is None or name is None:
        return inner if inner is not None else ast.MatchAs(pattern=None, name=name)
    return ast.MatchAs(pattern=inner, name=name)


def _structure(s: PSlot) -> ast.pattern:
    if s.kind == "value" and s.value is not None:
        return ast.MatchValue(value=s.value)
    if s.kind == "singleton" and isinstance(s.value, ast.Constant) and s.value.value in (None, True, False):
        flag: Optional[bool] = s.value.value  # type: ignore[assignment]
        return ast.MatchSingleton(value=flag)
    if s.kind == "seq":
        return ast.MatchSequence(patterns=_sequence(s))
    if s.kind == "map":
        return _mapping(s)
    if s.kind == "class" and s.cls is not None:
        n = s.nargs
        kw = [build(s.child(n + k)) for k in range(len(s.kwnames))]
        return ast.MatchClass(cls=s.cls, patterns=[build(s.child(k)) for k in range(n)],
                              kwd_attrs=list(s.kwnames), kwd_patterns=kw)
    raise DecompileFailure("incomplete pattern")


def _star(s: Optional[PSlot]) -> ast.pattern:
    if s is not None and (s.kind or s.copies or s.alts):
        raise DecompileFailure("starred pattern with a sub-pattern")
    return ast.MatchStar(name=_name(s) if s is not None else None)


def _sequence(s: PSlot) -> List[ast.pattern]:
    op, n = s.length if s.length is not None else (">=", 0)
    if op not in ("==", ">="):
        raise DecompileFailure("sequence length test %s" % op)
    starred = op == ">="
    if len(s.layout) == 1 and s.layout[0] >= 0:
        if starred or s.layout[0] != n:
            raise DecompileFailure("sequence unpacked to the wrong length")
        return [build(s.child(k)) for k in range(n)]
    if len(s.layout) == 2:
        before, after = s.layout
        if not starred or before + after != n:
            raise DecompileFailure("starred sequence of the wrong length")
        return ([build(s.child(k)) for k in range(before)] + [_star(s.star)]
                + [build(s.child(k - after)) for k in range(after)])
    if not starred:
        if s.items:
            raise DecompileFailure("indexed sequence without a star")
        return [ast.MatchAs(pattern=None, name=None) for _ in range(n)]
    before = max([k + 1 for k in s.items if k >= 0], default=0)
    after = n - before
    if any(k < 0 and -k > after for k in s.items):
        raise DecompileFailure("sequence indexes overlap")
    head = [build(s.child(k)) if k in s.items else ast.MatchAs(pattern=None, name=None) for k in range(before)]
    tail = [build(s.child(k - after)) if k - after in s.items else ast.MatchAs(pattern=None, name=None)
            for k in range(after)]
    return head + [ast.MatchStar(name=None)] + tail


def _mapping(s: PSlot) -> ast.pattern:
    n = len(s.keys)
    if n and s.length != (">=", n) or (not n and s.length is not None):
        raise DecompileFailure("mapping pattern with an unexpected length test")
    rest = None
    if s.star is not None:
        rest = _name(s.star)
        if rest is None or s.star.kind or s.star.copies:
            raise DecompileFailure("mapping rest without a name")
    return ast.MatchMapping(keys=list(s.keys), patterns=[build(s.child(k)) for k in range(n)], rest=rest)
