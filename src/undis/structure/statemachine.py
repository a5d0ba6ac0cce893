"""The always-valid fallback: any bytecode as an explicit state machine over basic blocks.

When the structurer finds no structured form (Dynamo's resume functions jump into loops and
keep values on the stack across blocks; hand-made code; irreducible loops), the code object
is emitted as::

    __undis_state = 0
    while True:
        if __undis_state == 0:
            ...statements of block 0...
            __undis_state = 2
        elif __undis_state == 1:
            ...

Values on the stack at a block boundary live in one temporary per stack slot
(``__undis_s0``, ``__undis_s1``...): a block exit stores its simulated stack into them (one
tuple assignment, so every value is evaluated before any slot is overwritten), and a block
entered with depth d starts from a stack of those names.  Straight-line code goes through the
shared :class:`~undis.structure.simulate.Simulator`; control transfers are emitted here.
A block protected by a 3.11+ exception handler runs inside ``try: ... except BaseException``
which stores the exception in the handler's slot and moves to the handler's block.  Anything
out of reach raises :class:`DecompileFailure` instead of emitting wrong code.
"""

from __future__ import annotations

import ast
import types
from typing import Dict, List, Optional, Sequence, Tuple

from undis.bytecode import Bytecode, Handler, Instr
from undis.emit import nodes as N
from undis.structure import flatmatch
from undis.structure.blocks import Block, split
from undis.structure.flatsim import EXC_INFO, FlatSimulator, Saved, assign, call, is_temp
from undis.structure.simulate import Context, DecompileFailure

STATE = "__undis_state"
SLOT = "__undis_s%d"
CAUGHT = "__undis_exc"
CO_NEWLOCALS = 0x2

_SETUPS = ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH")
_BLOCK_POPS = ("POP_BLOCK", "POP_EXCEPT", "POP_FINALLY")
_POP_JUMPS = ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")
_VALUE_JUMPS = ("JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP")
_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")

#: what a stack slot holds at a block boundary: a value, a call's NULL, a saved variable
Kinds = Tuple[str, ...]
#: 3.8-3.10 block stack: ("finally", handler index, stack level) or ("except", -1, level)
Blocks = Tuple[Tuple[str, int, int], ...]
State = Tuple[Kinds, Blocks]
#: a finally body is entered normally, by a return address or by an exception: three shapes
#: a level, so three nested finally bodies take 27 versions of their innermost blocks
MAX_VERSIONS = 32


def _slot(i: int) -> ast.Name:
    return N.name(SLOT % i)


class _Return(N.Marker):
    """A 3.8 CALL_FINALLY return address: the state END_FINALLY goes on in, as a value.

    ``value`` is the state's number (a constant, where CALL_FINALLY pushed it) or the slot
    holding it (in a block entered with it); ``tag`` names the stack kinds below it and the
    block stack that state was entered with (:meth:`_Emitter.return_tag`), so every
    ``CALL_FINALLY`` of one ``finally`` body shares its states instead of multiplying them.
    """

    def __init__(self, value: ast.expr, tag: int) -> None:
        super().__init__("return_address", value)
        self.tag = tag


def _entry_value(kind: str, i: int) -> ast.expr:
    if kind == "null":
        return N.Null()
    if kind.startswith("ret"):
        return _Return(_slot(i), int(kind[3:]))
    if kind == "saved":
        return Saved(_slot(i))
    return _slot(i)


class _Emitter:
    """Simulates each reachable block once per stack shape it is entered with (its versions).

    A state is one version of one block; states are numbered in block order at the end.
    """

    def __init__(self, bc: Bytecode, sim: FlatSimulator) -> None:
        self.bc = bc
        self.sim = sim
        self.blocks, self.number_of = split(bc)
        self.states: Dict[Tuple[int, State], int] = {}  # (block, entry state) -> provisional id
        self.info: List[Tuple[int, State]] = []
        self.bodies: Dict[int, List[ast.stmt]] = {}
        self.todo: List[int] = []
        self.numbers: List[Tuple[ast.Constant, int]] = []  # state constants to renumber
        self.frames: Blocks = ()  # the block stack where the current block exits
        self.returns: Dict[Tuple[Kinds, Blocks], int] = {}  # return address tags

    def run(self) -> Dict[int, List[ast.stmt]]:
        self.enter(0, (), ())
        while self.todo:
            pid = self.todo.pop()
            number, state = self.info[pid]
            self.bodies[pid] = self.block(self.blocks[number], state)
        order = sorted(range(len(self.info)), key=lambda p: (self.info[p][0], p))
        final = {p: k for k, p in enumerate(order)}
        for node, pid in self.numbers:
            node.value = final[pid]
        return {final[p]: body for p, body in self.bodies.items()}

    def enter(self, number: int, kinds: Kinds, frames: Optional[Blocks] = None) -> int:
        key = (number, (kinds, self.frames if frames is None else frames))
        if key not in self.states:
            if sum(1 for b, _ in self.info if b == number) >= MAX_VERSIONS:
                raise DecompileFailure("fallback: block %d is entered with too many stack shapes" % number)
            self.states[key] = len(self.info)
            self.info.append(key)
            self.todo.append(len(self.info) - 1)
        return self.states[key]

    def goto(self, pid: int) -> ast.stmt:
        return assign(STATE, self.number(pid))

    def number(self, pid: int) -> ast.Constant:
        """State ``pid``'s number, a constant renumbered at the end of :meth:`run`."""
        node = N.const(pid)
        self.numbers.append((node, pid))
        return node

    def return_tag(self, kinds: Kinds, frames: Blocks) -> int:
        """The tag of return addresses pushed above ``kinds`` with block stack ``frames``."""
        return self.returns.setdefault((kinds, frames), len(self.returns))

    def call_finally(self, index: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """3.8 CALL_FINALLY: push the state after it (entered now) and go to the finally body."""
        kinds = tuple(_kind(node) for node in stack)
        after = self.enter(self.target(index + 1), kinds)
        stack.append(_Return(self.number(after), self.return_tag(kinds, self.frames)))
        out.extend(self.exit(stack, self.bc.instrs[index].target))

    def end_finally_return(self, ret: _Return, stack: List[ast.expr]) -> List[ast.stmt]:
        """3.8 END_FINALLY with a return address on top: store the stack, go to its state."""
        kinds, stmts, _ = self.store(stack)
        if self.returns.get((kinds, self.frames)) != ret.tag:
            raise DecompileFailure("fallback: END_FINALLY returns with another stack than CALL_FINALLY")
        assert ret.value is not None
        return stmts + [assign(STATE, ret.value)]

    def target(self, index: int) -> int:
        if index not in self.number_of:
            raise DecompileFailure("fallback: jump to %d, which starts no block" % index)
        return self.number_of[index]

    # -- one block ----------------------------------------------------------------------
    def block(self, blk: Block, state: State) -> List[ast.stmt]:
        kinds, self.frames = state
        stack = [_entry_value(k, i) for i, k in enumerate(kinds)]
        keep, caught = self.catcher(blk, kinds)
        if keep > len(stack):
            raise DecompileFailure("fallback: handler depth above the stack at block %d" % blk.number)
        out: List[ast.stmt] = []
        for i in range(blk.start, blk.end):
            ins = self.bc.instrs[i]
            if ins.target >= 0:
                if i != blk.end - 1:
                    raise DecompileFailure("fallback: jump inside a block")
                self.transfer(i, stack, out)
                break
            if self.block_op(i, stack, out):
                break
            if ins.op in _BLOCK_POPS and not self.bc.facts.exception_table:
                continue  # the last of its block: what it protected is over
            if len(stack) < keep:
                raise DecompileFailure("fallback: a protected block pops its handler's stack")
            self.pin(stack, kinds[:keep], out)
            if ins.op in _ENDS:
                break
        else:
            out.extend(self.exit(stack, blk.end))
        if caught is not None and not all(_is_move(stmt) for stmt in out):
            handler = ast.ExceptHandler(type=self.sim.builtin("BaseException"), name=CAUGHT, body=caught)
            return [ast.Try(body=out or [ast.Pass()], handlers=[handler], orelse=[], finalbody=[])]
        return out or [ast.Pass()]

    def block_op(self, index: int, stack: List[ast.expr], out: List[ast.stmt]) -> bool:
        """3.8-3.10 block-stack instructions, else one simulator step; True when the block ends."""
        ins = self.bc.instrs[index]
        if ins.op == "POP_BLOCK" or (ins.op == "POP_EXCEPT" and not self.bc.facts.exception_table):
            kind = "finally" if ins.op == "POP_BLOCK" else "except"
            if not self.frames or self.frames[-1][0] != kind:
                raise DecompileFailure("fallback: %s without its block" % ins.op)
            self.frames = self.frames[:-1]
            if ins.op == "POP_BLOCK":
                return False
        if ins.op == "END_FINALLY":
            top = stack[-1] if stack else None
            if isinstance(top, _Return):  # back to where CALL_FINALLY was
                stack.pop()
                out.extend(self.end_finally_return(top, stack))
                return True
            if not isinstance(top, N.Null):
                self.sim.reraise(stack, out)
                return True
            stack.pop()
            return False
        if ins.op == "POP_FINALLY":
            self.pop_finally(ins, stack, out)
            return False
        if ins.op == "WITH_CLEANUP_START":
            return self.with_cleanup(index, stack, out)
        if ins.op == "WITH_CLEANUP_FINISH":
            return False  # done by WITH_CLEANUP_START on the normal path (the only one reaching it)
        self.step(ins, stack, out)
        return False

    def with_cleanup(self, index: int, stack: List[ast.expr], out: List[ast.stmt]) -> bool:
        """3.8 WITH_CLEANUP_START + WITH_CLEANUP_FINISH: call ``__exit__``; True when the block ends.

        Normal exit (NULL on top): ``exit(None, None, None)``, leaving the NULL.  Exception
        (exit, saved triple, caught triple): ``exit(type, value, tb)``; a true result swallows
        the exception (its handler block is unwound, the saved exception state restored, NULL
        pushed), a false one leaves the caught triple above a NULL for END_FINALLY to re-raise.
        """
        if index + 1 >= len(self.bc.instrs) or self.bc.instrs[index + 1].op != "WITH_CLEANUP_FINISH":
            raise DecompileFailure("fallback: WITH_CLEANUP_START not followed by WITH_CLEANUP_FINISH")
        nones = (N.const(None),) * 3
        if stack and isinstance(stack[-1], N.Null):
            stack.pop()
            exit_ = self.sim.vpop(stack)
            out.append(ast.Expr(value=call(exit_, *nones)))
            stack.append(N.Null())
            return False  # WITH_CLEANUP_FINISH (next, same block) has nothing left to do
        if not self.frames or self.frames[-1][0] != "except" or len(stack) != self.frames[-1][2] + 6:
            raise DecompileFailure("fallback: WITH_CLEANUP_START outside its handler")
        level = self.frames[-1][2]
        exit_, tb, value, kind = (self.sim.value(stack[k]) for k in (-7, -3, -2, -1))
        result = self.sim.temp(call(exit_, kind, value, tb), out)
        kept = stack[:level - 1] + stack[level:level + 3] + [N.Null()] + stack[level + 3:]
        outer = self.frames[:-1]
        self.frames = outer + (("except", -1, level - 1),)
        reraise = self.exit(kept, index + 2)
        self.frames = outer
        swallow: List[ast.stmt] = [assign(EXC_INFO, self.sim.value(stack[level + 1]))]
        swallow += self.exit(stack[:level - 1] + [N.Null()], index + 2)
        out.append(ast.If(test=result, body=swallow, orelse=reraise))
        return True

    def pop_finally(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """3.8: leave a finally block early (``return``/``break`` in it), keeping TOS if asked."""
        kept = [self.sim.pop(stack)] if ins.arg else []
        if stack and isinstance(stack[-1], (N.Null, _Return)):
            stack.pop()
        else:
            if not self.frames or self.frames[-1][0] != "except":
                raise DecompileFailure("fallback: POP_FINALLY without its handler block")
            self.frames = self.frames[:-1]
            self.sim.popn(stack, 3)
            self.sim.op_POP_EXCEPT(ins, stack, out)
        stack.extend(kept)

    def step(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """One simulator step; values it leaves under a new statement are evaluated first."""
        before = list(stack)
        mark = len(out)
        self.sim.step(ins, stack, out)
        if len(out) == mark:
            return
        spills: List[ast.stmt] = []
        for i, (old, new) in enumerate(zip(before, stack)):
            if old is new and _needs_spill(new):
                stack[i] = self.sim.temp(self.sim.value(new), spills)
        out[mark:mark] = spills

    def pin(self, stack: List[ast.expr], kinds: Kinds, out: List[ast.stmt]) -> None:
        """Keep the slots a handler would receive (the bottom ``len(kinds)``) up to date."""
        for k, kind in enumerate(kinds):
            node = stack[k]
            if _kind(node) != kind:
                raise DecompileFailure("fallback: a protected block changes its handler's stack")
            if isinstance(node, (N.Null, _Return)) or (isinstance(node, ast.Name) and node.id == SLOT % k):
                continue
            if isinstance(node, Saved) and isinstance(node.value, ast.Name) and node.value.id == SLOT % k:
                continue
            for j, other in enumerate(stack):
                if j != k and _mentions(other, SLOT % k):
                    stack[j] = self.sim.temp(self.sim.value(other), out)
            value = node.value if isinstance(node, Saved) else self.sim.value(node)
            assert value is not None
            out.append(assign(SLOT % k, value))
            stack[k] = _entry_value("saved" if isinstance(node, Saved) else "v", k)

    def catcher(self, blk: Block, kinds: Kinds) -> Tuple[int, Optional[List[ast.stmt]]]:
        """How many stack slots a handler keeps, and the ``except`` clause protecting ``blk``."""
        if blk.handler is not None:
            return blk.handler.depth, self.table_handler(kinds, blk.handler)
        context = [_implied_context()] if self.sim.tracks_exc_info else []
        restores: List[ast.stmt] = []
        keep = 0
        for depth in range(len(self.frames) - 1, -1, -1):
            kind, target, level = self.frames[depth]
            if kind == "except":
                restores.append(assign(EXC_INFO, _slot(level + 1)))
                keep = max(keep, level + 3)
                continue
            frames = self.frames[:depth] + (("except", -1, level),)
            number = self.enter(self.target(target), kinds[:level] + ("v",) * 6, frames)
            return max(keep, level), context + restores + _block_handler_entry(level, self.sim) + [self.goto(number)]
        if self.frames:  # only exceptions being handled: chain the context, then propagate
            return 0, context + [ast.Raise(exc=None, cause=None)]
        return 0, None

    def table_handler(self, kinds: Kinds, h: Handler) -> List[ast.stmt]:
        handler_kinds = kinds[:h.depth] + ("v",) * (int(h.lasti) + 1)
        number = self.enter(self.target(h.target), handler_kinds, ())
        caught: List[ast.stmt] = [_implied_context()] if self.sim.tracks_exc_info else []
        if h.lasti:
            caught.append(assign(SLOT % h.depth, N.const(None)))
        caught.append(assign(SLOT % (h.depth + int(h.lasti)), N.name(CAUGHT)))
        caught.append(self.goto(number))
        return caught

    # -- block exits -------------------------------------------------------------------------
    def store(self, stack: Sequence[ast.expr], extra: Sequence[ast.expr] = ()
              ) -> Tuple[Kinds, List[ast.stmt], List[ast.expr]]:
        """Assign the stack to its slots (and ``extra`` values to temporaries), in one statement.

        Returns the slot kinds, the statements, and expressions naming the ``extra`` values.
        """
        kinds: List[str] = []
        targets: List[ast.expr] = []
        values: List[ast.expr] = []
        for i, node in enumerate(stack):
            kinds.append(_kind(node))
            if isinstance(node, N.Null):
                continue
            if isinstance(node, _Return):  # its state's number: a constant, or already this slot
                value = node.value
            else:
                value = node.value if isinstance(node, Saved) else self.sim.value(node)
            assert value is not None
            if not (isinstance(value, ast.Name) and value.id == SLOT % i):
                targets.append(N.name(SLOT % i, ast.Store()))
                values.append(value)
        named = list(extra)
        if targets and extra:
            names = [self.sim.temp(N.const(None), []) for _ in extra]
            targets.extend(N.name(n.id, ast.Store()) for n in names)
            values.extend(extra)
            named = list(names)
        return tuple(kinds), _parallel(targets, values), named

    def exit(self, stack: Sequence[ast.expr], index: int) -> List[ast.stmt]:
        kinds, stmts, _ = self.store(stack)
        return stmts + [self.goto(self.enter(self.target(index), kinds))]

    def transfer(self, i: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        ins = self.bc.instrs[i]
        if ins.op == "JUMP":
            out.extend(self.exit(stack, ins.target))
        elif ins.op in _POP_JUMPS:
            self.pop_jump(ins, i + 1, stack, out)
        elif ins.op in _VALUE_JUMPS:
            self.value_jump(ins, i + 1, stack, out)
        elif ins.op == "FOR_ITER":
            self.for_iter(ins, i + 1, stack, out)
        elif ins.op == "CALL_FINALLY":
            self.call_finally(i, stack, out)
        elif ins.op in _SETUPS:
            self.setup(ins, i + 1, stack, out)
        elif ins.op == "JUMP_IF_NOT_EXC_MATCH":
            kind, match = self.sim.vpopn(stack, 2)
            stack.append(call(self.sim.builtin("issubclass"), kind, match))
            self.pop_jump(ins.replace(op="POP_JUMP_IF_FALSE"), i + 1, stack, out)
        else:
            raise DecompileFailure("fallback: unsupported jump %s" % ins.op)

    def setup(self, ins: Instr, fall: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """SETUP_FINALLY / SETUP_WITH / SETUP_ASYNC_WITH (3.8-3.10): push a block, fall through."""
        if ins.op == "SETUP_WITH":
            self.sim.before_with(stack, out, "__enter__", "__exit__")
        level = len(stack) - (0 if ins.op == "SETUP_FINALLY" else 1)
        kinds, stmts, _ = self.store(stack)
        out.extend(stmts)
        out.append(self.goto(self.enter(self.target(fall), kinds, self.frames + (("finally", ins.target, level),))))

    def branch(self, test: ast.expr, taken: int, taken_kinds: Kinds, fall: int, fall_kinds: Kinds
               ) -> ast.stmt:
        yes = self.enter(self.target(taken), taken_kinds)
        no = self.enter(self.target(fall), fall_kinds)
        return ast.If(test=test, body=[self.goto(yes)], orelse=[self.goto(no)])

    def pop_jump(self, ins: Instr, fall: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        cond = self.sim.vpop(stack)
        kinds, stmts, (test,) = self.store(stack, [cond])
        out.extend(stmts)
        if ins.op == "POP_JUMP_IF_FALSE":
            test = ast.UnaryOp(op=ast.Not(), operand=test)
        elif ins.op in ("POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE"):
            op = ast.Is() if ins.op == "POP_JUMP_IF_NONE" else ast.IsNot()
            test = ast.Compare(left=test, ops=[op], comparators=[N.const(None)])
        out.append(self.branch(test, ins.target, kinds, fall, kinds))

    def value_jump(self, ins: Instr, fall: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        kinds, stmts, _ = self.store(stack)
        out.extend(stmts)
        if not stack or kinds[-1] != "v":
            raise DecompileFailure("fallback: %s without a value" % ins.op)
        test: ast.expr = _slot(len(stack) - 1)
        if ins.op == "JUMP_IF_FALSE_OR_POP":
            test = ast.UnaryOp(op=ast.Not(), operand=test)
        out.append(self.branch(test, ins.target, kinds, fall, kinds[:-1]))

    def for_iter(self, ins: Instr, fall: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        kinds, stmts, _ = self.store(stack)
        out.extend(stmts)
        if not stack or kinds[-1] != "v":
            raise DecompileFailure("fallback: FOR_ITER without an iterator")
        depth = len(stack)
        done = self.enter(self.target(ins.target), kinds[:-1])
        more = self.enter(self.target(fall), kinds + ("v",))
        fetch = assign(SLOT % depth, call(self.sim.builtin("next"), _slot(depth - 1)))
        stop = ast.ExceptHandler(type=self.sim.builtin("StopIteration"), name=None, body=[self.goto(done)])
        out.append(ast.Try(body=[fetch], handlers=[stop], orelse=[self.goto(more)], finalbody=[]))



def _needs_spill(node: ast.expr) -> bool:
    """A pending value that a statement could change: evaluate it before the statement."""
    return not (isinstance(node, (ast.Constant, N.Marker, N.Null)) or is_temp(node))


def _block_handler_entry(level: int, sim: FlatSimulator) -> List[ast.stmt]:
    """3.8-3.10 handler entry: the saved (tb, value, type), then the caught (tb, value, type)."""
    caught = N.name(CAUGHT)
    saved = [N.const(None), N.name(EXC_INFO), N.const(None)]
    new = [ast.Attribute(value=caught, attr="__traceback__", ctx=ast.Load()), caught,
           call(sim.builtin("type"), caught)]
    targets: List[ast.expr] = [N.name(SLOT % (level + k), ast.Store()) for k in range(6)]
    return _parallel(targets, saved + new) + [assign(EXC_INFO, N.name(CAUGHT))]


def _implied_context() -> ast.stmt:
    """What CPython does on raising while an exception is handled: chain it as the context.

    Handler code runs outside any ``except`` clause here, so the handled exception
    (``__undis_exc_info``) is chained by hand when the new exception arrives without one.
    """
    caught = N.name(CAUGHT)
    context = ast.Attribute(value=caught, attr="__context__", ctx=ast.Load())
    test = ast.BoolOp(op=ast.And(), values=[
        ast.Compare(left=context, ops=[ast.Is()], comparators=[N.const(None)]),
        ast.Compare(left=caught, ops=[ast.IsNot()], comparators=[N.name(EXC_INFO)])])
    store = ast.Assign(targets=[ast.Attribute(value=N.name(CAUGHT), attr="__context__", ctx=ast.Store())],
                       value=N.name(EXC_INFO), type_comment=None)
    return ast.If(test=test, body=[store], orelse=[])


def _is_move(stmt: ast.stmt) -> bool:
    """An assignment of names and constants to names: it cannot raise, so needs no handler."""
    if not isinstance(stmt, ast.Assign):
        return False
    value = stmt.value.elts if isinstance(stmt.value, ast.Tuple) else [stmt.value]
    return all(isinstance(e, ast.Constant) or is_temp(e) for e in value) and all(
        isinstance(t, ast.Name) or (isinstance(t, ast.Tuple) and all(isinstance(e, ast.Name) for e in t.elts))
        for t in stmt.targets)


def _kind(node: ast.expr) -> str:
    if isinstance(node, _Return):
        return "ret%d" % node.tag
    return "null" if isinstance(node, N.Null) else "saved" if isinstance(node, Saved) else "v"


def _mentions(node: ast.expr, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))


def _parallel(targets: List[ast.expr], values: List[ast.expr]) -> List[ast.stmt]:
    if not targets:
        return []
    if len(targets) == 1:
        return [ast.Assign(targets=targets, value=values[0], type_comment=None)]
    return [ast.Assign(targets=[N.tuple_(targets, ast.Store())], value=N.tuple_(values), type_comment=None)]


def _dispatch(bodies: Dict[int, List[ast.stmt]]) -> ast.stmt:
    """``if state == 0: ... elif state == 1: ...`` in block order."""
    chain: Optional[ast.If] = None
    for number in sorted(bodies, reverse=True):
        test = ast.Compare(left=N.name(STATE), ops=[ast.Eq()], comparators=[N.const(number)])
        chain = ast.If(test=test, body=bodies[number], orelse=[chain] if chain is not None else [])
    assert chain is not None
    return chain


def body(code: types.CodeType, bc: Bytecode, ctx: Context) -> List[ast.stmt]:
    """The statements of ``code`` as a state machine (raises DecompileFailure when out of reach)."""
    if not bc.instrs:
        return []
    sim = FlatSimulator(bc.facts, code, ctx, bool(code.co_flags & CO_NEWLOCALS))
    sim.tracks_exc_info = any(ins.op in ("PUSH_EXC_INFO",) + _SETUPS for ins in bc.instrs)
    bodies = _Emitter(bc, sim).run()
    prologue: List[ast.stmt] = [sim.builtins_import()] if sim.uses_builtins else []
    if sim.uses_match:
        prologue += flatmatch.helpers(bc.facts)
    if sim.tracks_exc_info:
        prologue.append(assign(EXC_INFO, N.const(None)))
    loop = ast.While(test=N.const(True), body=[_dispatch(bodies)], orelse=[])
    return prologue + [assign(STATE, N.const(0)), loop]
