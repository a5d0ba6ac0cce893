"""The simulator as the state-machine fallback uses it: no structure, explicit effects.

The structurer keeps some values implicit (the iterator of a loop, the list of a
comprehension, the exception of a handler) because the statement it rebuilds implies them.
The fallback has no such statements, so these values become real expressions here:
``iter(x)``, ``lst.append(v)``, ``isinstance(exc, E)``, a saved exception state
(``__undis_exc_info``, what ``sys.exc_info()`` would say), ``with`` as explicit
``__enter__``/``__exit__`` calls.  Temporaries are named ``__undis_t<n>``.

The builtins these effects call (``iter``, ``next``, ``isinstance``, ``StopIteration``...)
are read from the ``builtins`` module, imported as ``__undis_builtins`` first thing
(:meth:`FlatSimulator.builtin`): the decompiled code may have variables of those names
(``next = node.next``), or its module may rebind them.
"""

from __future__ import annotations

import ast
import types
from typing import List

from undis.bytecode import Instr, VersionFacts
from undis.emit import nodes as N
from undis.structure import flatmatch
from undis.structure.simulate import Context, DecompileFailure, Simulator

TEMP = "__undis_t%d"
EXC_INFO = "__undis_exc_info"
BUILTINS = "__undis_builtins"
TEMP_PREFIX = "__undis_"


def assign(target: str, value: ast.expr) -> ast.Assign:
    return ast.Assign(targets=[N.name(target, ast.Store())], value=value, type_comment=None)


def call(func: ast.expr, *args: ast.expr) -> ast.Call:
    return ast.Call(func=func, args=list(args), keywords=[])


def attr(value: ast.expr, name: str) -> ast.Attribute:
    return ast.Attribute(value=value, attr=name, ctx=ast.Load())


def is_temp(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id.startswith(TEMP_PREFIX)


class Saved(N.Marker):
    """LOAD_FAST_AND_CLEAR's value: a temporary holding ``(value,)``, or ``()`` when unbound."""

    def __init__(self, holder: ast.expr) -> None:
        super().__init__("saved", holder)


class FlatSimulator(Simulator):
    """:class:`Simulator` with the effects the structurer leaves implicit made explicit."""

    def __init__(self, fx: VersionFacts, code: types.CodeType, ctx: Context, is_function: bool) -> None:
        super().__init__(fx, code, ctx)
        self.is_function = is_function
        self.count = 0
        self.tracks_exc_info = False  # set by the emitter when handlers push exceptions
        self.uses_builtins = False  # set by builtin(): the body needs builtins_import()
        self.uses_match = False  # set by the match opcodes: the body needs flatmatch.helpers()

    def builtin(self, name: str) -> ast.Attribute:
        """The builtin ``name``, read where no variable of the code can shadow it."""
        self.uses_builtins = True
        return attr(N.name(BUILTINS), name)

    @staticmethod
    def builtins_import() -> ast.stmt:
        """``import builtins as __undis_builtins``: the prologue :meth:`builtin` relies on."""
        return ast.Import(names=[ast.alias(name="builtins", asname=BUILTINS)])

    def temp(self, value: ast.expr, out: List[ast.stmt]) -> ast.Name:
        """Evaluate ``value`` now into a fresh temporary."""
        name = TEMP % self.count
        self.count += 1
        out.append(assign(name, value))
        return N.name(name)

    def value(self, node: ast.expr) -> ast.expr:
        if isinstance(node, N.Marker) and node.kind == "iter" and node.value is not None:
            return call(self.builtin("iter"), node.value)
        if isinstance(node, Saved):
            raise DecompileFailure("fallback: a saved comprehension variable used as a value")
        return super().value(node)

    def named(self, stack: List[ast.expr], depth: int, out: List[ast.stmt]) -> ast.Name:
        """The stack entry ``depth`` from the top, evaluated into a temporary if it is not one."""
        node = stack[-depth]
        if not is_temp(node):
            stack[-depth] = self.temp(self.value(node), out)
        result = stack[-depth]
        assert isinstance(result, ast.Name)
        return result

    # -- unpacking into temporaries (its stores may lie in other blocks) -------------------
    def _unpack(self, size: int, star: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.vpop(stack)
        names = [TEMP % (self.count + k) for k in range(size)]
        self.count += size
        targets: List[ast.expr] = [N.name(n, ast.Store()) for n in names]
        if star >= 0:
            targets[star] = ast.Starred(value=targets[star], ctx=ast.Store())
        out.append(ast.Assign(targets=[N.tuple_(targets, ast.Store())], value=value, type_comment=None))
        stack.extend(N.name(n) for n in reversed(names))

    # -- containers built across blocks ----------------------------------------------
    def _append(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if len(stack) > ins.arg and ins.arg == 1 and isinstance(stack[-2], (ast.List, ast.Set)):
            super()._append(ins, stack, out)
            return
        value = self.vpop(stack)
        target = self.named(stack, ins.arg, out)
        method = "append" if ins.op == "LIST_APPEND" else "add"
        out.append(ast.Expr(value=call(attr(target, method), value)))

    op_LIST_APPEND = op_SET_ADD = _append

    def op_MAP_ADD(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        key, value = self.vpopn(stack, 2)
        target = self.named(stack, ins.arg, out)
        out.append(ast.Expr(value=call(attr(target, "__setitem__"), key, value)))

    def _extend(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if isinstance(stack[-1 - ins.arg] if len(stack) > ins.arg else None, (ast.List, ast.Set)):
            super()._extend(ins, stack, out)
            return
        value = self.vpop(stack)
        target = self.named(stack, ins.arg, out)
        method = "extend" if ins.op == "LIST_EXTEND" else "update"
        out.append(ast.Expr(value=call(attr(target, method), value)))

    op_LIST_EXTEND = op_SET_UPDATE = _extend

    # -- saved comprehension variables (3.12+) ------------------------------------------
    def op_LOAD_FAST_AND_CLEAR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        name = TEMP % self.count
        self.count += 1
        bound = assign(name, N.tuple_([N.name(ins.argval)]))
        unbound = assign(name, N.tuple_([]))
        handler = ast.ExceptHandler(type=self.builtin("NameError"), name=None, body=[unbound])
        out.append(ast.Try(body=[bound], handlers=[handler], orelse=[], finalbody=[]))
        stack.append(Saved(N.name(name)))

    def op_STORE_FAST(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if not (stack and isinstance(stack[-1], Saved)):
            super().op_STORE_FAST(ins, stack, out)
            return
        saved = self.pop(stack)
        assert isinstance(saved, Saved) and saved.value is not None
        holder = saved.value
        target = N.name(ins.argval, ast.Store())
        restore = ast.Assign(targets=[N.tuple_([target], ast.Store())], value=holder, type_comment=None)
        forget = ast.Try(body=[ast.Delete(targets=[N.name(ins.argval, ast.Del())])],
                         handlers=[ast.ExceptHandler(type=self.builtin("NameError"), name=None, body=[ast.Pass()])],
                         orelse=[], finalbody=[])
        out.append(ast.If(test=holder, body=[restore], orelse=[forget]))

    def op_POP_TOP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if stack and (isinstance(stack[-1], Saved) or is_temp(stack[-1])):
            stack.pop()
            return
        super().op_POP_TOP(ins, stack, out)

    # -- exceptions (3.11+ handlers) ------------------------------------------------------
    def op_PUSH_EXC_INFO(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        exc = self.named(stack, 1, out)
        stack.pop()
        previous = self.temp(N.name(EXC_INFO), out)
        out.append(assign(EXC_INFO, exc))
        stack.extend([previous, exc])

    def op_POP_EXCEPT(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if self.fx.exception_table:
            out.append(assign(EXC_INFO, self.vpop(stack)))
            return
        saved = self.vpopn(stack, 3)  # (tb, value, type) of the exception handled before
        out.append(assign(EXC_INFO, saved[1]))

    def op_BEGIN_FINALLY(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Null())

    def op_EXC_MATCH_COMPARE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        kind, match = self.vpopn(stack, 2)
        stack.append(call(self.builtin("issubclass"), kind, match))

    def reraise(self, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """Re-raise the (tb, value, type) on top of a 3.8-3.10 handler's stack."""
        caught = self.vpopn(stack, 3)
        out.append(ast.Raise(exc=caught[1], cause=None))

    def op_CHECK_EXC_MATCH(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        kind = self.vpop(stack)
        stack.append(call(self.builtin("isinstance"), self.value(stack[-1]), kind))

    def op_RERAISE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if not self.fx.exception_table:
            self.reraise(stack, out)
            return
        out.append(ast.Raise(exc=self.vpop(stack), cause=None))

    def op_RAISE_VARARGS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if ins.arg == 0 and self.tracks_exc_info:
            unset = ast.Compare(left=N.name(EXC_INFO), ops=[ast.Is()], comparators=[N.const(None)])
            out.append(ast.If(test=unset, body=[ast.Raise(exc=None, cause=None)], orelse=[]))
            out.append(ast.Raise(exc=N.name(EXC_INFO), cause=None))
            return
        super().op_RAISE_VARARGS(ins, stack, out)

    def op_WITH_EXCEPT_START(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if len(stack) < (4 if self.fx.exception_table else 7):
            raise DecompileFailure("fallback: WITH_EXCEPT_START outside a handler")
        if not self.fx.exception_table:  # (exit, ..., tb, value, type): the exception as a triple
            exit_, tb, value, kind = (self.value(stack[k]) for k in (-7, -3, -2, -1))
            stack.append(call(exit_, kind, value, tb))
            return
        exc = self.value(stack[-1])
        exit_ = self.value(stack[-4])
        tb = attr(exc, "__traceback__")
        stack.append(call(exit_, call(self.builtin("type"), exc), exc, tb))

    def before_with(self, stack: List[ast.expr], out: List[ast.stmt], enter: str, exit_: str) -> None:
        manager = self.temp(self.vpop(stack), out)
        stack.append(self.temp(attr(manager, exit_), out))
        stack.append(call(attr(manager, enter)))

    def op_BEFORE_WITH(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self.before_with(stack, out, "__enter__", "__exit__")

    def op_BEFORE_ASYNC_WITH(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self.before_with(stack, out, "__aenter__", "__aexit__")

    # -- match statements (3.10+; see flatmatch) -------------------------------------------
    def _type_flag(self, stack: List[ast.expr], out: List[ast.stmt], flag: int) -> None:
        flags = attr(call(self.builtin("type"), self.named(stack, 1, out)), "__flags__")
        stack.append(call(self.builtin("bool"), ast.BinOp(left=flags, op=ast.BitAnd(), right=N.const(flag))))

    def op_MATCH_SEQUENCE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._type_flag(stack, out, flatmatch.SEQUENCE_FLAG)

    def op_MATCH_MAPPING(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._type_flag(stack, out, flatmatch.MAPPING_FLAG)

    def op_GET_LEN(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(call(self.builtin("len"), self.named(stack, 1, out)))

    def _helper(self, name: str, *args: ast.expr) -> ast.Call:
        self.uses_match = True
        self.uses_builtins = True  # (the helpers read builtins through the prologue's import)
        return call(N.name(name), *args)

    def _found(self, result: ast.expr, stack: List[ast.expr]) -> None:
        """3.10 pushes whether a ``MATCH_KEYS``/``MATCH_CLASS`` matched as well."""
        if self.fx.match_pushes_bool:
            stack.append(ast.Compare(left=result, ops=[ast.IsNot()], comparators=[N.const(None)]))

    def op_MATCH_KEYS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        keys, subject = self.named(stack, 1, out), self.named(stack, 2, out)
        values = self.temp(self._helper(flatmatch.KEYS, subject, keys), out)
        stack.append(values)
        self._found(values, stack)

    def op_MATCH_CLASS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        names, cls = self.vpop(stack), self.vpop(stack)
        subject = self.named(stack, 1, out)
        stack.pop()
        attrs = self.temp(self._helper(flatmatch.CLASS, subject, cls, N.const(ins.arg), names), out)
        if not self.fx.match_pushes_bool:
            stack.append(attrs)
            return
        failed = ast.Compare(left=attrs, ops=[ast.Is()], comparators=[N.const(None)])
        stack.append(ast.IfExp(test=failed, body=subject, orelse=attrs))  # (3.10 keeps the subject)
        self._found(attrs, stack)

    def op_COPY_DICT_WITHOUT_KEYS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        keys = self.vpop(stack)
        stack.append(self.temp(self._helper(flatmatch.REST, self.named(stack, 1, out), keys), out))

    # -- module and class bodies have no return statement ------------------------------------
    def op_RETURN_VALUE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if self.is_function:
            super().op_RETURN_VALUE(ins, stack, out)
            return
        self.pop(stack)
        out.append(ast.Break())
