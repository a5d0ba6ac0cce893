"""Stack simulation: straight-line instructions become ``ast`` expressions and statements.

The simulator keeps the same stack depth as the real machine (NULL slots included), so
exception-table depths and ``COPY n``/``SWAP n`` stay meaningful.  Control flow is not its
business: the structurer calls :meth:`Simulator.step` for every non-jump instruction.
"""

from __future__ import annotations

import ast
import copy
import inspect
import keyword
import types
from types import MappingProxyType
from typing import Any, Callable, List, Mapping, Optional, Sequence, Tuple

from undis.bytecode import CallInfo, Instr, VersionFacts
from undis.bytecode import versions as V
from undis.emit import nodes as N
from undis.emit.numbers import complex_expr
from undis.structure import mangling
from undis.structure.annassign import SetupAnnotations

_BINOPS = {
    "+": ast.Add, "-": ast.Sub, "*": ast.Mult, "/": ast.Div, "//": ast.FloorDiv, "%": ast.Mod,
    "**": ast.Pow, "<<": ast.LShift, ">>": ast.RShift, "&": ast.BitAnd, "|": ast.BitOr,
    "^": ast.BitXor, "@": ast.MatMult,
}
_CMPOPS = {"<": ast.Lt, "<=": ast.LtE, "==": ast.Eq, "!=": ast.NotEq, ">": ast.Gt, ">=": ast.GtE}
_UNARY = {"UNARY_NEGATIVE": ast.USub, "UNARY_NOT": ast.Not, "UNARY_INVERT": ast.Invert,
          "UNARY_POSITIVE": ast.UAdd}
_CONVERSIONS = {0: -1, 1: ord("s"), 2: ord("r"), 3: ord("a")}


_Op = Callable[[Any, Instr, List[ast.expr], List[ast.stmt]], None]


class DecompileFailure(Exception):
    """Raised inside the core when an instruction sequence has no known source form."""


class Slot(N.Marker):
    """A pending store target: UNPACK_SEQUENCE element, parallel-assignment member..."""

    def __init__(self, group: "SlotGroup", index: int, source: Optional[ast.expr] = None) -> None:
        super().__init__("slot")
        self.group = group
        self.index = index
        #: the unpacked value of a one-element UNPACK_SEQUENCE, which 3.11+ emits for ``*args: *Ts``
        self.source = source


class SlotGroup:
    """Targets collected for one tuple assignment; ``done`` builds the statement."""

    def __init__(self, size: int, star: int, done: Callable[[ast.expr], None]) -> None:
        self.targets: List[Optional[ast.expr]] = [None] * size
        self.star = star
        self.done = done
        self.dropped: List[int] = []

    def drop(self, index: int) -> None:
        """POP_TOP of a member: the compiler turns ``STORE_FAST x; STORE_FAST x`` into
        ``POP_TOP; STORE_FAST x`` (``a, _, _ = t``); the next name stored names it too."""
        self.dropped.append(index)

    def fill(self, index: int, target: ast.expr) -> None:
        if isinstance(target, ast.Name):
            for k in self.dropped:
                if k < index and self.targets[k] is None:
                    self.targets[k] = N.name(target.id, N.STORE)
            self.dropped = []
        self.targets[index] = target
        if all(t is not None for t in self.targets):
            elts = [ast.Starred(value=t, ctx=ast.Store()) if i == self.star else t
                    for i, t in enumerate(self.targets) if t is not None]
            self.done(N.tuple_(elts, ast.Store()))


class CompItem(ast.stmt):
    """Internal statement: LIST_APPEND / SET_ADD / MAP_ADD of a comprehension."""

    _fields = ("key", "value")

    def __init__(self, key: Optional[ast.expr], value: ast.expr) -> None:
        super().__init__()
        self.key = key
        self.value = value


class ModuleMarker(N.Marker):
    """The module pushed by IMPORT_NAME; ``stmt`` collects ``from m import a, b``."""

    def __init__(self, module: str, level: int, plain: bool) -> None:
        super().__init__("module")
        self.module = module
        self.level = level
        self.plain = plain  # no fromlist: ``import a.b [as c]``
        self.stmt: Optional[ast.ImportFrom] = None


class ImportedName(N.Marker):
    """IMPORT_FROM's result: a name of a from-import, or a submodule of ``import a.b as c``."""

    def __init__(self, root: ModuleMarker, name: str, kind: str) -> None:
        super().__init__(kind)
        self.root = root
        self.name = name


class Chain(N.Marker):
    """A value stored once and still on the stack: chained assignment or walrus."""

    def __init__(self, value: ast.expr, target: Optional[ast.expr]) -> None:
        super().__init__("chain", value)
        #: (none yet: ``a, b = c = v``, the value unpacked first, its targets not all stored)
        self.targets = [target] if target is not None else []


class FunctionMarker(N.Marker):
    """A function object being built by MAKE_FUNCTION (decorators accumulate)."""

    def __init__(self, code: types.CodeType, defaults: Optional[ast.expr], kwdefaults: Optional[ast.expr],
                 annotations: Optional[ast.expr]) -> None:
        super().__init__("function")
        self.code = code
        self.defaults = defaults
        self.kwdefaults = kwdefaults
        self.annotations = annotations
        self.decorators: List[ast.expr] = []
        self.is_class = False
        self.class_name = ""
        self.bases: List[ast.expr] = []
        self.keywords: List[ast.keyword] = []
        self.type_params: List[ast.AST] = []  # PEP 695 (see undis.structure.generics)


class Context:
    """Services the simulator needs from the decompiler (nested code objects)."""

    def function_def(self, fn: FunctionMarker, name: str) -> ast.stmt:
        raise NotImplementedError

    def lambda_expr(self, fn: FunctionMarker) -> ast.expr:
        raise NotImplementedError

    def comprehension(self, fn: FunctionMarker, iterable: ast.expr) -> ast.expr:
        raise NotImplementedError

    def generic(self, fn: FunctionMarker, args: List[ast.expr]) -> ast.expr:
        raise NotImplementedError


#: constant types written as they are (a float infinity unparses as 1e309, a nan as (1e309-1e309))
_PLAIN_CONSTANTS = frozenset({str, int, bool, float, bytes, type(None), type(...)})


def const_expr(value: Any) -> ast.expr:
    """An expression that evaluates to constant ``value`` (tuples, frozensets, nan...)."""
    if type(value) in _PLAIN_CONSTANTS:
        return N.const(value)
    if isinstance(value, tuple):
        return N.tuple_([const_expr(v) for v in value])
    if isinstance(value, frozenset):
        items = sorted((const_expr(v) for v in value), key=ast.dump)
        call = ast.Call(func=N.name("frozenset"), args=[ast.Set(elts=items)] if items else [], keywords=[])
        call._undis_frozen = True  # type: ignore[attr-defined]
        return call
    if isinstance(value, complex):
        return complex_expr(value)  # signed zero parts: ``-2j`` is complex(-0.0, -2.0)
    return N.const(value)  # infinities unparse as 1e309, a float nan as (1e309-1e309)


def _folds(node: ast.expr) -> bool:
    """Whether the compiler folds ``node`` to a constant, as :func:`const_expr` writes one:
    a constant, a tuple of them, a complex number's ``-`` and ``+``/``-`` of numbers."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Tuple):
        return all(_folds(e) for e in node.elts)
    if isinstance(node, ast.UnaryOp):
        return _folds_number(node.operand)
    if isinstance(node, ast.BinOp):
        return _folds_number(node.left) and _folds_number(node.right)
    return False


def _folds_number(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp):
        return _folds_number(node.operand)
    return isinstance(node, ast.Constant) and type(node.value) in (int, float, complex)


def as_display(node: ast.expr) -> ast.expr:
    """A frozenset constant where the compiler folds a set display (``in {1, 2}``,
    ``for x in {1, 2}``) written back as that display."""
    if getattr(node, "_undis_frozen", False) and isinstance(node, ast.Call) and node.args:
        return node.args[0]
    return node


def _is_build_class(node: ast.expr) -> bool:
    return isinstance(node, N.Marker) and node.kind == "build_class"


class Simulator:
    """Applies one instruction at a time to ``stack``, appending statements to ``out``."""

    #: normalized opname -> its ``op_*`` method, built once per class (see ``__init_subclass__``)
    OPS: Mapping[str, _Op] = MappingProxyType({})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.OPS = _op_table(cls)

    def __init__(self, fx: VersionFacts, code: types.CodeType, ctx: Context) -> None:
        self.fx = fx
        self.code = code
        self.ctx = ctx

    # -- helpers -----------------------------------------------------------------------
    @staticmethod
    def pop(stack: List[ast.expr]) -> ast.expr:
        try:
            return stack.pop()
        except IndexError:
            raise DecompileFailure("stack underflow") from None

    def popn(self, stack: List[ast.expr], n: int) -> List[ast.expr]:
        if n == 0:
            return []
        if len(stack) < n:
            raise DecompileFailure("stack underflow")
        items = stack[-n:]
        del stack[-n:]
        return items

    def value(self, node: ast.expr) -> ast.expr:
        """Turn internal markers into the expression they stand for."""
        if not isinstance(node, _INTERNAL):
            return node  # the common case: already an expression
        if isinstance(node, Chain):
            names = [t for t in node.targets if isinstance(t, ast.Name)]
            if len(names) != len(node.targets) or not names:
                raise DecompileFailure("chained assignment used as a value")
            expr = self.value(node.value or N.const(None))
            for target in names:  # ``(z := (y := (x := 0)))`` stores x first
                expr = ast.NamedExpr(target=target, value=expr)
            return expr
        if isinstance(node, FunctionMarker):
            if node.code.co_name == "<lambda>" and not node.is_class:
                expr = self.ctx.lambda_expr(node)
                for func in reversed(node.decorators):  # ``f(lambda: x)`` looked like a decorator
                    expr = ast.Call(func=func, args=[expr], keywords=[])
                return expr
            raise DecompileFailure("function object used as a value")
        if isinstance(node, N.Null):
            raise DecompileFailure("NULL used as a value")
        if isinstance(node, Slot) and node.source is not None:
            return ast.Starred(value=node.source, ctx=N.LOAD)  # ``*args: *Ts`` (never stored)
        if isinstance(node, N.Marker) and node.kind == "closure" and node.value is not None:
            return node.value  # ``__classcell__ = __class__`` in a class body
        if isinstance(node, N.Marker):
            raise DecompileFailure("internal value %s used as an expression" % node.kind)
        return node

    def vpop(self, stack: List[ast.expr]) -> ast.expr:
        try:
            node = stack.pop()
        except IndexError:
            raise DecompileFailure("stack underflow") from None
        return node if not isinstance(node, _INTERNAL) else self.value(node)  # (value's common case, inline)

    def vpopn(self, stack: List[ast.expr], n: int) -> List[ast.expr]:
        return [self.value(e) for e in self.popn(stack, n)]

    # -- the dispatcher --------------------------------------------------------------------
    def step(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        try:
            handler = self.OPS[ins.op]
        except KeyError:
            raise DecompileFailure("unsupported instruction %s" % ins.op) from None
        handler(self, ins, stack, out)

    # -- loads --------------------------------------------------------------------------
    def op_LOAD_CONST(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if type(ins.argval) in _PLAIN_CONSTANTS:  # the common case (see const_expr)
            stack.append(N.const(ins.argval))
        elif isinstance(ins.argval, types.CodeType):
            stack.append(N.Marker("code", N.const(None)))
            stack[-1].code = ins.argval  # type: ignore[attr-defined]
        else:
            stack.append(const_expr(ins.argval))

    def _load_name(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        node = N.name(ins.argval)
        if ins.op == "LOAD_GLOBAL" and ins.argval == "AssertionError" and not self.fx.assertion_error_opcode:
            node._undis_assert = node._undis_assert_maybe = True  # type: ignore[attr-defined]  # 3.8 ``assert``?
        stack.append(node)

    op_LOAD_FAST = op_LOAD_NAME = op_LOAD_GLOBAL = op_LOAD_DEREF = _load_name

    def op_LOAD_CLOSURE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("closure", N.name(ins.argval)))

    def op_LOAD_FROM_DICT_OR_DEREF(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        top = stack[-1] if stack else None
        if (isinstance(top, N.Marker) and top.kind == "locals") or (
                isinstance(top, ast.Name) and top.id == "__classdict__"):  # 3.12+ annotation scope in a class
            stack.pop()
        stack.append(N.name(ins.argval))

    op_LOAD_FROM_DICT_OR_GLOBALS = op_LOAD_FROM_DICT_OR_DEREF

    def op_LOAD_LOCALS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("locals"))

    def op_PUSH_NULL(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.null())

    def op_LOAD_ATTR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.attribute(self.vpop(stack), ins.argval))

    def op_LOAD_METHOD(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        attr = N.attribute(self.vpop(stack), ins.argval)
        stack.extend([N.null(), attr])

    def _super_attr(self, ins: Instr, stack: List[ast.expr]) -> ast.expr:
        name, two_args = ins.argval
        global_super, cls, self_ = self.popn(stack, 3)
        args = [self.value(cls), self.value(self_)] if two_args else []
        call = ast.Call(func=self.value(global_super), args=args, keywords=[])
        return ast.Attribute(value=call, attr=name, ctx=N.LOAD)

    def op_LOAD_SUPER_ATTR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(self._super_attr(ins, stack))

    def op_LOAD_SUPER_METHOD(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        attr = self._super_attr(ins, stack)
        stack.extend([N.null(), attr])

    def op_LOAD_ASSERTION_ERROR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        node = N.name("AssertionError")
        node._undis_assert = True  # type: ignore[attr-defined]
        stack.append(node)

    def op_LOAD_BUILD_CLASS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("build_class"))

    # -- stores ----------------------------------------------------------------------------
    def store(self, target: ast.expr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.pop(stack)
        target = N.as_store(target)
        if not isinstance(value, N.Marker):  # the common case: an expression (or a NULL, refused by value())
            if stack and stack[-1] is value:
                stack[-1] = Chain(value, target)
            else:
                out.append(N.assign([target], self.value(value)))
            return
        if isinstance(value, Slot):
            value.group.fill(value.index, target)
            return
        if isinstance(value, Chain):
            value.targets.append(target)
            if not (stack and stack[-1] is value):
                out.append(ast.Assign(targets=value.targets, value=self.value(value.value or N.const(None)),
                                      type_comment=None))
            return
        if (value.kind == "inplace" and isinstance(value.value, ast.BinOp)
                and isinstance(target, (ast.Name, ast.Attribute, ast.Subscript))):
            out.append(ast.AugAssign(target=target, op=value.value.op, value=value.value.right))
            return
        if isinstance(value, FunctionMarker) and isinstance(target, ast.Name) and (
                value.is_class or mangling.same_name(target.id, value.code.co_name)):
            out.append(self.ctx.function_def(value, target.id))
            return
        if value.kind in ("module", "module_attr", "import_from"):
            out.append(self.import_stmt(value, target))
            return
        if value.kind == "locals" and isinstance(target, ast.Name) and target.id == "__classdict__":
            return  # 3.12+: a class body with annotation scopes (generic methods) keeps its namespace
        if value.kind == "type_alias":
            out.append(value.statement(target))  # type: ignore[attr-defined]
            return
        out.append(N.assign([target], self.value(value)))

    def _store_name(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self.store(N.name(ins.argval), stack, out)

    op_STORE_FAST = op_STORE_NAME = op_STORE_GLOBAL = op_STORE_DEREF = _store_name

    def op_STORE_ATTR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj = self.vpop(stack)
        self.store(N.attribute(obj, ins.argval, ast.Store()), stack, out)

    def op_STORE_SUBSCR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj, key = self.vpopn(stack, 2)
        self.store(N.subscript(obj, key, ast.Store()), stack, out)

    def op_STORE_SLICE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj, lo, hi = self.vpopn(stack, 3)
        self.store(N.subscript(obj, self._slice(lo, hi, None), ast.Store()), stack, out)

    def _delete(self, target: ast.expr, out: List[ast.stmt]) -> None:
        target = _with_ctx(target, ast.Del())
        if out and isinstance(out[-1], ast.Delete) and getattr(out[-1], "_undis_open", False):
            out[-1].targets.append(target)
        else:
            out.append(ast.Delete(targets=[target]))

    def _delete_name(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._delete(N.name(ins.argval), out)

    op_DELETE_FAST = op_DELETE_NAME = op_DELETE_GLOBAL = op_DELETE_DEREF = _delete_name

    def op_DELETE_ATTR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._delete(ast.Attribute(value=self.vpop(stack), attr=ins.argval, ctx=ast.Del()), out)

    def op_DELETE_SUBSCR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj, key = self.vpopn(stack, 2)
        self._delete(N.subscript(obj, key, ast.Del()), out)

    def op_UNPACK_SEQUENCE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._unpack(ins.arg, -1, stack, out)

    def op_UNPACK_EX(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        before, after = ins.arg & 0xFF, ins.arg >> 8
        self._unpack(before + 1 + after, before, stack, out)

    def _unpack(self, size: int, star: int, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.pop(stack)
        group = SlotGroup(size, star, self._unpacked(value, stack, out))
        if size == 1 and star < 0 and not isinstance(value, N.Marker):
            stack.append(Slot(group, 0, value))
            return
        stack.extend(Slot(group, i) for i in reversed(range(size)))

    def _unpacked(self, value: ast.expr, stack: List[ast.expr], out: List[ast.stmt]) -> Callable[[ast.expr], None]:
        """What stores the tuple target of an unpacking of ``value`` once its slots are filled."""
        if isinstance(value, Slot):
            return lambda target: value.group.fill(value.index, target)
        if stack and stack[-1] is value:  # ``a, b = c = v``: the value is stored again after
            chain = value if isinstance(value, Chain) else Chain(value, None)
            stack[-1] = chain
            return chain.targets.append
        return lambda target: self.store(target, [value], out)

    # -- stack shuffles ------------------------------------------------------------------
    def op_POP_TOP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.pop(stack)
        if isinstance(value, Slot):
            value.group.drop(value.index)
            return
        if isinstance(value, N.Null) or (isinstance(value, N.Marker) and value.kind in (
                "module", "module_attr", "locals", "closure", "iter", "aiter")):  # module_attr: ``import a.b.c as d``
            return
        out.append(N.expr_stmt(self.value(value)))

    def op_COPY(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if len(stack) < ins.arg:
            raise DecompileFailure("stack underflow")
        stack.append(stack[-ins.arg])

    def op_SWAP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        n = ins.arg
        if len(stack) < n:
            raise DecompileFailure("stack underflow")
        stack[-1], stack[-n] = stack[-n], stack[-1]

    def op_ROT_THREE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._rot(3, stack)

    def op_ROT_FOUR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._rot(4, stack)

    def op_ROT_N(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._rot(ins.arg, stack)

    @staticmethod
    def _rot(n: int, stack: List[ast.expr]) -> None:
        if len(stack) < n:
            raise DecompileFailure("stack underflow")
        stack.insert(len(stack) - n, stack.pop())

    # -- operators --------------------------------------------------------------------------
    def op_BINARY_OP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        left, right = self.vpopn(stack, 2)
        sym: str = ins.argval
        if sym.endswith("=") and sym not in ("==",):
            stack.append(N.Marker("inplace", N.binop(left, _BINOPS[sym[:-1]](), right)))
        else:
            stack.append(N.binop(left, _BINOPS[sym](), right))

    def op_BINARY_SUBSCR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj, key = self.vpopn(stack, 2)
        stack.append(N.subscript(obj, key))

    def op_BINARY_SLICE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        obj, lo, hi = self.vpopn(stack, 3)
        stack.append(N.subscript(obj, self._slice(lo, hi, None)))

    @staticmethod
    def _slice(lo: ast.expr, hi: ast.expr, step: Optional[ast.expr]) -> ast.Slice:
        def opt(e: Optional[ast.expr]) -> Optional[ast.expr]:
            return None if e is None or N.is_const(e, None) else e
        return ast.Slice(lower=opt(lo), upper=opt(hi), step=opt(step))

    def op_BUILD_SLICE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        parts = self.vpopn(stack, ins.arg)
        stack.append(self._slice(parts[0], parts[1], parts[2] if len(parts) == 3 else None))

    def op_COMPARE_OP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        left, right = self.vpopn(stack, 2)
        stack.append(N.compare(left, [_CMPOPS[ins.argval]()], [right]))

    def op_IS_OP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        left, right = self.vpopn(stack, 2)
        op = ast.IsNot() if ins.arg else ast.Is()
        stack.append(N.compare(left, [op], [right]))

    def op_CONTAINS_OP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        left, right = self.vpopn(stack, 2)
        op = ast.NotIn() if ins.arg else ast.In()
        stack.append(ast.Compare(left=left, ops=[op], comparators=[as_display(right)]))

    def _unary(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(ast.UnaryOp(op=_UNARY[ins.op](), operand=self.vpop(stack)))

    op_UNARY_NEGATIVE = op_UNARY_NOT = op_UNARY_INVERT = op_UNARY_POSITIVE = _unary

    def op_TO_BOOL(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        """A bare 3.13 ``TO_BOOL`` is what ``not not x`` compiles to."""
        stack.append(ast.UnaryOp(op=ast.Not(), operand=ast.UnaryOp(op=ast.Not(), operand=self.vpop(stack))))

    # -- displays ---------------------------------------------------------------------------
    def op_BUILD_TUPLE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        items = self.popn(stack, ins.arg)
        if len(items) == 3 and isinstance(items[2], FunctionMarker):
            from undis.structure import generics  # late: generics builds on this module
            alias = generics.alias_parts(items)
            if alias is not None:
                stack.append(alias)
                return
        if items and all(isinstance(e, N.Marker) and e.kind == "closure" for e in items):
            stack.append(N.Marker("closure"))  # the cells of a nested function
            return
        stack.append(N.tuple_(self._class_args(stack, items)))

    def op_BUILD_LIST(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(ast.List(elts=self._class_args(stack, self.popn(stack, ins.arg)), ctx=N.LOAD))

    def _class_args(self, stack: List[ast.expr], items: List[ast.expr]) -> List[ast.expr]:
        """The values of a display's items; the class body of ``class C(*bases)`` stays a function
        object (its arguments are built as a sequence for ``CALL_FUNCTION_EX``)."""
        below = [e for e in stack[-2:] if not isinstance(e, N.Null)][-1:]
        if items and isinstance(items[0], FunctionMarker) and below and _is_build_class(below[0]):
            return items[:1] + [self.value(e) for e in items[1:]]
        return [self.value(e) for e in items]

    def op_BUILD_SET(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(ast.Set(elts=self.vpopn(stack, ins.arg)))

    def op_BUILD_MAP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        items = self.vpopn(stack, 2 * ins.arg)
        stack.append(ast.Dict(keys=list(items[0::2]), values=items[1::2]))

    def op_BUILD_CONST_KEY_MAP(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        keys = self.vpop(stack)
        values = self.vpopn(stack, ins.arg)
        if not isinstance(keys, ast.Tuple):
            raise DecompileFailure("BUILD_CONST_KEY_MAP without constant keys")
        stack.append(ast.Dict(keys=list(keys.elts), values=values))

    @staticmethod
    def _spread(iterable: ast.expr) -> List[ast.expr]:
        display = as_display(iterable)  # ``{1, 2, 3}``: LOAD_CONST frozenset; SET_UPDATE
        if isinstance(display, ast.Set):
            return list(display.elts)
        if isinstance(iterable, ast.Tuple) and all(_folds(e) for e in iterable.elts):
            return list(iterable.elts)
        return [ast.Starred(value=iterable, ctx=N.LOAD)]

    def _extend(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        iterable = self.vpop(stack)
        target = stack[-ins.arg]
        if not isinstance(target, (ast.List, ast.Set)):
            raise DecompileFailure("%s on a non-display" % ins.op)
        grown = copy.copy(target)  # (not in place: a branch may be walked more than once)
        if target.elts and isinstance(iterable, ast.Tuple):
            grown.elts = target.elts + [ast.Starred(value=iterable, ctx=N.LOAD)]  # ``f(1, *(2, 3))``
        else:
            grown.elts = target.elts + self._spread(iterable)  # a folded display: BUILD_LIST 0; LIST_EXTEND
        stack[-ins.arg] = grown

    op_LIST_EXTEND = op_SET_UPDATE = _extend

    def op_LIST_TO_TUPLE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        lst = self.vpop(stack)
        if not isinstance(lst, ast.List):
            raise DecompileFailure("LIST_TO_TUPLE on a non-list")
        stack.append(N.tuple_(lst.elts))

    def _merge(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        mapping = self.vpop(stack)
        target = stack[-ins.arg]
        if not isinstance(target, ast.Dict):
            raise DecompileFailure("%s on a non-dict" % ins.op)
        grown = copy.copy(target)  # (not in place: a branch may be walked more than once)
        if isinstance(mapping, ast.Dict) and all(k is not None for k in mapping.keys) and ins.op == "DICT_UPDATE":
            grown.keys = target.keys + mapping.keys
            grown.values = target.values + mapping.values
        else:
            grown.keys = target.keys + [None]
            grown.values = target.values + [mapping]
        stack[-ins.arg] = grown

    op_DICT_MERGE = op_DICT_UPDATE = _merge

    def _build_unpack(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        parts = self.vpopn(stack, ins.arg)
        kind = ins.op[len("BUILD_"):].split("_")[0]
        if kind == "MAP":
            d = ast.Dict(keys=[], values=[])
            for n, p in enumerate(parts):
                if isinstance(p, ast.Dict) and all(k is not None for k in p.keys) and (
                        n == 0 or not ins.op.endswith("_WITH_CALL")):  # ``f(k=1, **{"a": 3})``
                    d.keys.extend(p.keys)
                    d.values.extend(p.values)
                else:
                    d.keys.append(None)
                    d.values.append(p)
            if not ins.op.endswith("_WITH_CALL"):
                d._undis_display = True  # type: ignore[attr-defined]  # ``f(**{**a, **b})``: see op_CALL_FUNCTION_EX
            stack.append(d)
            return
        elts = self._unpack_parts(parts)
        if kind == "LIST":
            stack.append(ast.List(elts=elts, ctx=N.LOAD))
        elif kind == "SET":
            stack.append(ast.Set(elts=elts))
        else:
            stack.append(N.tuple_(elts))

    def _unpack_parts(self, parts: Sequence[ast.expr]) -> List[ast.expr]:
        """The elements of a ``BUILD_*_UNPACK`` display (3.8).  Its parts alternate between
        runs of plain elements, each built as one tuple (a constant one when they all are),
        and starred values: two runs never follow each other and a run is never alone, so a
        tuple right after a run, or the only part, was starred in the source (``[1, *(2, 3)]``,
        ``f(*a, *(1, 2))``)."""
        elts: List[ast.expr] = []
        after_run = False
        for p in parts:
            if isinstance(p, ast.Tuple) and not after_run and len(parts) > 1:
                elts.extend(p.elts)
                after_run = True
                continue
            after_run = False
            if isinstance(p, (ast.Tuple, ast.List)):
                elts.append(ast.Starred(value=p, ctx=N.LOAD))
            else:
                elts.extend(self._spread(p))
        return elts

    op_BUILD_TUPLE_UNPACK = op_BUILD_LIST_UNPACK = op_BUILD_SET_UNPACK = _build_unpack
    op_BUILD_TUPLE_UNPACK_WITH_CALL = op_BUILD_MAP_UNPACK = op_BUILD_MAP_UNPACK_WITH_CALL = _build_unpack

    # -- f-strings --------------------------------------------------------------------
    def op_FORMAT_VALUE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        spec = self.vpop(stack) if ins.arg & 4 else None
        value = self.vpop(stack)
        stack.append(_formatted(value, _CONVERSIONS[ins.arg & 3], spec))

    def op_CONVERT_VALUE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("converted", self.vpop(stack)))
        stack[-1].conversion = _CONVERSIONS[ins.arg]  # type: ignore[attr-defined]

    def _format(self, stack: List[ast.expr], spec: Optional[ast.expr]) -> None:
        value = self.pop(stack)
        conversion = -1
        if isinstance(value, N.Marker) and value.kind == "converted" and value.value is not None:
            conversion = value.conversion  # type: ignore[attr-defined]
            value = value.value
        stack.append(_formatted(self.value(value), conversion, spec))

    def op_FORMAT_SIMPLE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        self._format(stack, None)

    def op_FORMAT_WITH_SPEC(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        spec = self.vpop(stack)
        self._format(stack, spec)

    def op_BUILD_STRING(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        values: List[ast.expr] = []
        for part in self.vpopn(stack, ins.arg):
            values.extend(part.values if isinstance(part, ast.JoinedStr) else [part])
        stack.append(ast.JoinedStr(values=values))

    # -- calls ------------------------------------------------------------------------------
    def _callee(self, stack: List[ast.expr], null_slot: bool) -> Tuple[ast.expr, List[ast.expr]]:
        """The callable, and a leading argument when the NULL slot holds ``self``."""
        if not null_slot:
            return self.pop(stack), []
        a, b = self.popn(stack, 2)
        if isinstance(a, N.Null):
            return b, []
        if isinstance(b, N.Null):
            return a, []
        return a, [b]  # [callable, self]: ``self`` is really the first argument

    def op_CALL(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        info: CallInfo = ins.argval
        self._call(stack, info.argc, info.kwnames, info.null_slot)

    def op_CALL_KW(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        info: CallInfo = ins.argval
        names = self.vpop(stack)
        if not isinstance(names, ast.Tuple):
            raise DecompileFailure("keyword names are not a constant tuple")
        kwnames = tuple(str(e.value) for e in names.elts if isinstance(e, ast.Constant))
        self._call(stack, info.argc, kwnames, info.null_slot)

    def _call(self, stack: List[ast.expr], argc: int, kwnames: Sequence[str], null_slot: bool) -> None:
        raw_args = self.popn(stack, argc)
        func, first = self._callee(stack, null_slot)
        raw_args = first + raw_args
        argc += len(first)
        npos = argc - len(kwnames)
        if isinstance(func, N.Marker) and self._special_call(func, raw_args, argc, kwnames, stack):
            return
        if argc == 1 and not kwnames and isinstance(raw_args[0], FunctionMarker):
            # a decorator: any expression (PEP 614), a lambda or a walrus included
            raw_args[0].decorators.insert(0, self.value(func))
            stack.append(raw_args[0])
            return
        value = self.value
        args = [value(a) for a in raw_args[:npos]]
        keywords = [N.keyword_(k, value(v)) for k, v in zip(kwnames, raw_args[npos:])]
        stack.append(N.call(value(func), args, keywords))

    def _special_call(self, func: N.Marker, raw_args: List[ast.expr], argc: int, kwnames: Sequence[str],
                      stack: List[ast.expr]) -> bool:
        """Calls of internal values: a generic's wrapper, a comprehension's function, a class body."""
        if isinstance(func, FunctionMarker) and func.code.co_name.startswith("<generic parameters of "):
            stack.append(self.ctx.generic(func, raw_args))
            return True
        if isinstance(func, FunctionMarker) and raw_args and not isinstance(raw_args[0], FunctionMarker):
            if func.code.co_name.startswith("<") and func.code.co_name != "<lambda>" and argc == 1:
                comp = self.ctx.comprehension(func, self._iter_value(raw_args[0]))
                if func.code.co_flags & inspect.CO_COROUTINE:
                    comp._undis_awaited = True  # type: ignore[attr-defined]  # the caller awaits it
                stack.append(comp)
                return True
        if func.kind == "build_class":
            stack.append(self._build_class(raw_args, kwnames))
            return True
        return False

    def _iter_value(self, node: ast.expr) -> ast.expr:
        if isinstance(node, N.Marker) and node.kind in ("iter", "aiter") and node.value is not None:
            return node.value
        return self.value(node)

    def _build_class(self, raw_args: List[ast.expr], kwnames: Sequence[str]) -> FunctionMarker:
        body, cls_name = raw_args[0], raw_args[1]
        if not isinstance(body, FunctionMarker) or not isinstance(cls_name, ast.Constant):
            raise DecompileFailure("unexpected __build_class__ call")
        npos = len(raw_args) - len(kwnames)
        body.is_class = True
        body.class_name = str(cls_name.value)
        body.bases = [self.value(a) for a in raw_args[2:npos]]
        body.keywords = [N.keyword_(k, self.value(v)) for k, v in zip(kwnames, raw_args[npos:])]
        return body

    def op_CALL_FUNCTION_EX(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        info: CallInfo = ins.argval
        kwargs = self.vpop(stack) if info.argc else None
        posargs = self.vpop(stack)
        func, first = self._callee(stack, info.null_slot)
        if first:
            raise DecompileFailure("CALL_FUNCTION_EX with a self slot")
        args = self._ex_args(posargs, kwargs is not None)
        keywords: List[ast.keyword] = []
        # (3.8: a display merged by BUILD_MAP_UNPACK stays one: ``f(**a, **b)`` refuses a key
        # that both hold, ``f(**{**a, **b})`` keeps the last)
        if isinstance(kwargs, ast.Dict) and all(k is None or _keyword_name(k) for k in kwargs.keys) \
                and not (getattr(kwargs, "_undis_display", False) and None in kwargs.keys):
            for k, v in zip(kwargs.keys, kwargs.values):
                name = _keyword_name(k) if k is not None else None
                keywords.append(N.keyword_(name, v))
        elif kwargs is not None:  # ``f(**{"2": 2})``: keys that are not names stay in a dict
            keywords.append(N.keyword_(None, kwargs))
        if _is_build_class(func):  # ``class C(*bases)``
            body = self._build_class(args, ())
            body.keywords = keywords
            stack.append(body)
            return
        stack.append(N.call(self.value(func), args, keywords))

    def _ex_args(self, posargs: ast.expr, keywords: bool) -> List[ast.expr]:
        """The positional arguments of ``CALL_FUNCTION_EX``: the sequence the compiler built
        from them, spread (``f(a, *b)``, ``f(a, b, **k)``, a call too long for the stack); or
        a display the source starred, as one starred argument: a list (the compiler builds
        tuples), or a tuple with no starred part where the compiler would have called with
        the arguments on the stack (``f(*(1, 2))``, ``f(*[])``)."""
        if isinstance(posargs, ast.Tuple) and not keywords \
                and not any(isinstance(e, ast.Starred) for e in posargs.elts):
            guideline = self.fx.call_stack_guideline
            if guideline is None or len(posargs.elts) <= guideline:
                return [ast.Starred(value=posargs, ctx=N.LOAD)]
        if isinstance(posargs, ast.Tuple):
            return list(posargs.elts)
        return [ast.Starred(value=posargs, ctx=N.LOAD)]

    def op_MAKE_FUNCTION(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        code_marker = self.pop(stack)
        code = getattr(code_marker, "code", None)
        if not isinstance(code, types.CodeType):
            raise DecompileFailure("MAKE_FUNCTION without a code constant")
        flags = ins.argval
        if flags & V.FN_CLOSURE:
            self.pop(stack)
        annotations = self.vpop(stack) if flags & V.FN_ANNOTATIONS else None
        kwdefaults = self.vpop(stack) if flags & V.FN_KWDEFAULTS else None
        defaults = self.vpop(stack) if flags & V.FN_DEFAULTS else None
        stack.append(FunctionMarker(code, defaults, kwdefaults, annotations))

    # -- comprehension appends ---------------------------------------------------------
    def _append(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.vpop(stack)
        target = stack[-ins.arg] if len(stack) >= ins.arg else None
        if ins.arg == 1 and isinstance(target, (ast.List, ast.Set)):
            target.elts.append(value)  # a display: ``[*a, 1]``
        else:
            out.append(CompItem(None, value))

    op_LIST_APPEND = op_SET_ADD = _append

    def op_MAP_ADD(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        key, value = self.vpopn(stack, 2)
        target = stack[-1] if stack else None
        if ins.arg == 1 and isinstance(target, ast.Dict):
            target.keys.append(key)  # a display of more than 16 items: BUILD_MAP 0; MAP_ADD 1 ...
            target.values.append(value)
        else:
            out.append(CompItem(key, value))

    # -- statements ---------------------------------------------------------------------------
    def op_RETURN_VALUE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        if stack and isinstance(stack[-1], N.Marker):
            from undis.structure import generics
            if generics.is_wrapper(self.code):
                out.append(generics.GenericResult(self.pop(stack)))
                return
        value = self.vpop(stack)
        node = N.return_(None if N.is_const(value, None) else value)
        node._undis_offset = ins.offset  # type: ignore[attr-defined]  # (see Walker.body)
        out.append(node)

    def op_RAISE_VARARGS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        parts = self.vpopn(stack, ins.arg)
        exc = parts[0] if parts else None
        cause = parts[1] if len(parts) > 1 else None
        node = ast.Raise(exc=exc, cause=cause)
        node._undis_offset = ins.offset  # type: ignore[attr-defined]  # (see Walker.body)
        if exc is not None and cause is None:
            one_arg = isinstance(exc, ast.Call) and len(exc.args) == 1 and not exc.keywords
            func = exc.func if isinstance(exc, ast.Call) and one_arg and not isinstance(
                exc.args[0], ast.Starred) else exc  # ``raise AssertionError(*args)`` is no assert
            if getattr(func, "_undis_assert", False):  # LOAD_ASSERTION_ERROR: the body of an assert
                node._undis_assert_msg = exc.args[0] if func is not exc else None  # type: ignore
                if getattr(func, "_undis_assert_maybe", False):  # decided by the jump polarity (walker)
                    node._undis_assert_maybe = True  # type: ignore[attr-defined]
        out.append(node)

    def op_IMPORT_NAME(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        level, fromlist = self.vpopn(stack, 2)
        level_value = level.value if isinstance(level, ast.Constant) and isinstance(level.value, int) else 0
        stack.append(ModuleMarker(str(ins.argval), level_value, N.is_const(fromlist, None)))

    def op_IMPORT_FROM(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        module = stack[-1]
        root = module.root if isinstance(module, ImportedName) else module
        if not isinstance(root, ModuleMarker):
            raise DecompileFailure("IMPORT_FROM without a module")
        stack.append(ImportedName(root, str(ins.argval), "module_attr" if root.plain else "import_from"))

    def op_IMPORT_STAR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        module = self.pop(stack)
        if not isinstance(module, ModuleMarker):
            raise DecompileFailure("import * without a module")
        out.append(ast.ImportFrom(module=module.module or None, names=[ast.alias(name="*", asname=None)],
                                  level=module.level))

    def import_stmt(self, marker: N.Marker, target: ast.expr) -> ast.stmt:
        if not isinstance(target, ast.Name):
            raise DecompileFailure("import into a non-name")
        if isinstance(marker, ImportedName) and marker.kind == "import_from":
            root = marker.root
            alias = ast.alias(name=marker.name, asname=None if target.id == marker.name else target.id)
            if root.stmt is not None:
                root.stmt.names.append(alias)
                return ast.Pass()  # dropped by the clean-up
            root.stmt = ast.ImportFrom(module=root.module or None, names=[alias], level=root.level)
            return root.stmt
        module = marker.root if isinstance(marker, ImportedName) else marker
        if not isinstance(module, ModuleMarker):
            raise DecompileFailure("import of an unknown module")
        asname = None if (marker is module and target.id == module.module.split(".")[0]) else target.id
        return ast.Import(names=[ast.alias(name=module.module, asname=asname)])

    def op_SETUP_ANNOTATIONS(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        out.append(SetupAnnotations())  # see undis.structure.annassign

    def op_PRINT_EXPR(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        out.append(ast.Expr(value=self.vpop(stack)))

    def op_GET_ITER(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("iter", as_display(self.vpop(stack))))

    def op_GET_AITER(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("aiter", self.vpop(stack)))

    def op_GET_YIELD_FROM_ITER(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("yield_from_iter", self.vpop(stack)))

    def op_GET_AWAITABLE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        stack.append(N.Marker("awaitable", self.vpop(stack)))

    def op_YIELD_FROM(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        src = self.pop(stack)
        if isinstance(src, N.Marker) and src.kind == "awaitable" and src.value is not None:
            awaited = getattr(src.value, "_undis_awaited", False)  # an async comprehension (3.8-3.11)
            stack.append(src.value if awaited else ast.Await(value=src.value))
        elif isinstance(src, N.Marker) and src.kind == "yield_from_iter" and src.value is not None:
            stack.append(ast.YieldFrom(value=src.value))
        else:
            raise DecompileFailure("yield from / await of an unknown source")

    # -- PEP 695 intrinsics (undis.structure.generics) ---------------------------------
    def op_INTRINSIC_1(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        from undis.structure import generics
        arg = self.pop(stack)
        stack.append(generics.intrinsic_1(ins.argval, arg if isinstance(arg, N.Marker) else self.value(arg),
                                          self._lazy))

    def op_INTRINSIC_2(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        from undis.structure import generics
        first, second = self.popn(stack, 2)
        stack.append(generics.intrinsic_2(ins.argval, first, second, self._lazy))

    def _lazy(self, fn: ast.expr) -> ast.expr:
        """The expression a lazily evaluated function (bound, alias value) returns."""
        lam = self.ctx.lambda_expr(fn) if isinstance(fn, FunctionMarker) and not fn.code.co_argcount else None
        if not isinstance(lam, ast.Lambda):
            raise DecompileFailure("lazily evaluated value is not a function")
        return lam.body

    def op_YIELD_VALUE(self, ins: Instr, stack: List[ast.expr], out: List[ast.stmt]) -> None:
        value = self.vpop(stack)
        stack.append(ast.Yield(value=None if N.is_const(value, None) else value))


def _op_table(cls: type) -> Mapping[str, _Op]:
    return MappingProxyType({name[3:]: getattr(cls, name) for name in dir(cls) if name.startswith("op_")})


Simulator.OPS = _op_table(Simulator)
#: the stack values :meth:`Simulator.value` turns into expressions (Chain, FunctionMarker... are markers)
_INTERNAL = (N.Marker, N.Null)


def _keyword_name(key: ast.expr) -> Optional[str]:
    """The keyword a constant dict key spells in a call, if it is a valid name."""
    if isinstance(key, ast.Constant) and isinstance(key.value, str) and key.value.isidentifier() \
            and not keyword.iskeyword(key.value):
        return key.value
    return None


def _formatted(value: ast.expr, conversion: int, spec: Optional[ast.expr]) -> ast.JoinedStr:
    """``f"{value!c:spec}"``: a formatted value is only valid source inside an f-string
    (BUILD_STRING merges the f-strings of its parts)."""
    if spec is not None and not isinstance(spec, ast.JoinedStr):
        spec = ast.JoinedStr(values=[spec])
    return ast.JoinedStr(values=[ast.FormattedValue(value=value, conversion=conversion, format_spec=spec)])


def _with_ctx(node: ast.expr, ctx: ast.expr_context) -> ast.expr:
    node = N.as_store(node)
    if hasattr(node, "ctx"):
        node.ctx = ctx
    return node
