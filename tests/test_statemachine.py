"""The state-machine fallback (``undis.structure.statemachine``).

1. Ordinary functions forced through the fallback: the output must be valid Python that
   behaves like the original on sample inputs.
2. Dynamo-style code objects built with the ``bytecode`` package (a jump into the middle of a
   loop with the iterator passed in on the stack, values kept on the stack across a branch
   and across a loop, an irreducible loop with two entries): decompiled through the public
   API (which falls back when the structurer fails) and through the forced fallback, then
   executed against the original.  Such output is never reported as verified.
"""

from __future__ import annotations

import ast
import io
import itertools
import sys
import types
from typing import Any, Callable, Dict, Iterator, List, Sequence, Tuple

import pytest

import undis
from undis.bytecode import facts
from undis.decompiler import decompile_code_ast
from undis.emit.unparse import unparse

Outcome = Tuple[str, Any]


def _boom(kind: str) -> None:
    if kind == "value":
        raise ValueError(kind)
    if kind == "key":
        raise KeyError(kind)


# -- 1. ordinary functions ---------------------------------------------------------------

def loops(n: int) -> Tuple[int, int]:
    total = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 7:
            break
        total += i
    else:
        total = -1
    while n > 0:
        n -= 2
    return total, n


def nested_ifs(a: int, b: int, c: int) -> Any:
    if a:
        if b and c:
            return 1
        elif b or c:
            return 2
        return 3 if c else 4
    return (a < b < c, a or b and c)


def comprehensions(xs: List[int]) -> Any:
    a = [x * 2 for x in xs if x]
    b = {x: y for x, y in zip(xs, a)}
    c = sum(x for x in xs)
    return a, b, c, {v for v in a}, [[y for y in range(x)] for x in xs]


def generator(n: int) -> Iterator[int]:
    for i in range(n):
        if i % 2:
            received = yield i
            if received:
                yield -i
    yield from range(3)


def unpack_and_calls(pairs: List[Tuple[int, int]]) -> Any:
    out = []
    for a, (b, *rest) in [(p[0], p) for p in pairs]:
        out.append(f"{a}-{b!r}-{len(rest):02d}")
    first, *middle, last = out or ["", ""]
    return first, middle, last, dict(k=1, **{"z": 2}), sorted(out, key=lambda s: -len(s))


def closures(n: int) -> Any:
    step = n * 10

    def bump(k: int) -> int:
        return k + step
    return [bump(i) for i in range(n)], (lambda: step)()


def try_except(kind: str) -> Any:
    log = []
    try:
        _boom(kind)
        log.append("body")
    except ValueError as e:
        log.append("value:%s" % e)
    except (KeyError, TypeError):
        log.append("key")
        raise
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def except_only(kind: str) -> List[str]:
    log = []
    try:
        _boom(kind)
    except ValueError as e:
        log.append(repr(e))
        try:
            _boom("key")
        except KeyError:
            log.append("inner")
    except KeyError:
        raise TypeError("converted")  # noqa: B904 - the implicit __context__ is part of the test
    return log


def nested_handlers(kind: str, inner: str) -> List[str]:
    log = []
    try:
        try:
            _boom(kind)
        except ValueError:
            log.append("inner-except")
            _boom(inner)
        finally:
            log.append("inner-finally")
    except KeyError:
        log.append("outer-except")
    return log


def with_statement(text: str, fail: bool) -> Any:
    with io.StringIO(text) as f:
        first = f.read(1)
        if fail:
            raise ValueError(first)
    return first, f.closed


class Recorder:
    """A context manager that logs how it is left, and swallows exceptions when asked."""

    def __init__(self, log: List[Any], swallow: bool) -> None:
        self.log = log
        self.swallow = swallow

    def __enter__(self) -> "Recorder":
        self.log.append("enter")
        return self

    def __exit__(self, kind: Any, value: Any, tb: Any) -> bool:
        self.log.append(("exit", kind and kind.__name__, value and str(value), tb is not None))
        return self.swallow


def with_exits(kind: str, swallow: bool) -> List[Any]:
    log: List[Any] = []
    try:
        with Recorder(log, swallow) as r:
            log.append(r.swallow)
            _boom(kind)
            log.append("body-done")
        log.append("after")
    except KeyError as e:
        log.append(("caught", str(e)))
    return log


def with_early_exits(items: List[str], swallow: bool) -> Any:
    log: List[Any] = []
    for k in items:
        with Recorder(log, swallow), Recorder(log, False):
            if k == "stop":
                break
            if k == "skip":
                continue
            if k == "ret":
                return log, "returned"
            _boom(k)
        log.append(k)
    return log, "done"


def loop_with_try(kinds: List[str]) -> List[str]:
    log = []
    for k in kinds:
        try:
            _boom(k)
        except ValueError:
            continue
        except KeyError:
            break
        finally:
            log.append(k)
    return log


def generator_with_try(n: int) -> Iterator[Any]:
    try:
        for i in range(n):
            try:
                yield i
            finally:
                if i == 1:
                    n = 0
    finally:
        yield "done"


def values_and_walrus(xs: List[int]) -> Any:
    out = []
    i = 0
    while (size := len(xs)) > i:
        out.append(xs[i] or size and -1)
        i += 1
    else:
        out.append(not out and "empty")
    return out, [y for x in xs if (y := x * 2) > 2]


def shadowed_builtins(kinds: List[str]) -> Any:
    """Variables named like the builtins the fallback calls (``next = node.next`` is common)."""
    iter = next = type = isinstance = issubclass = "shadowed"  # noqa: A001 - the point of the test
    StopIteration = BaseException = NameError = "shadowed"  # noqa: A001, N806
    log = []
    for k in kinds:
        try:
            with Recorder(log, k == "value"):
                _boom(k)
        except KeyError as e:
            log.append(repr(e))
    squares = [k * 2 for k in kinds]
    return log, squares, (iter, next, type, isinstance, issubclass, StopIteration, BaseException, NameError)


def nested_finally_returns(kinds: Sequence[str]) -> Any:
    """3.8: each ``return`` through a finally body calls it (CALL_FINALLY) with its own
    return address; three nested levels took more versions of a block than the fallback
    allows, until return addresses became values the states share."""
    log: List[str] = []
    try:
        _boom(kinds[0])
    except ValueError:
        if kinds[1] == "none":
            return "a", len(log)
        return None
    finally:
        try:
            _boom(kinds[2])
            return "b", len(log)  # noqa: B012 - the shape under test
        except (KeyError, TypeError):
            return len(log)  # noqa: B012 - the shape under test
        finally:
            log.append("f")
            try:
                _boom(kinds[3])
            finally:
                log.append("g")


SAMPLES: List[Tuple[Callable[..., Any], List[Tuple[Any, ...]]]] = [
    (loops, [(0,), (5,), (20,)]),
    (nested_ifs, [(0, 1, 2), (1, 1, 1), (1, 0, 0), (1, 0, 1), (1, 1, 0), (0, 0, 0)]),
    (comprehensions, [([],), ([1, 0, 3],)]),
    (generator, [(0,), (5,)]),
    (unpack_and_calls, [([],), ([(1, 2), (3, 4)],)]),
    (closures, [(0,), (4,)]),
    (try_except, [("none",), ("value",), ("key",)]),
    (generator_with_try, [(0,), (3,)]),
    (values_and_walrus, [([],), ([0, 1, 2],)]),
    (except_only, [("none",), ("value",), ("key",)]),
    (nested_handlers, [("none", "none"), ("value", "none"), ("value", "key"), ("value", "value")]),
    (with_statement, [("abc", False), ("xyz", True)]),
    (with_exits, [("none", False), ("none", True), ("value", True), ("value", False), ("key", False),
                  ("key", True)]),
    (with_early_exits, [(["none", "skip", "value", "stop", "x"], True), (["ret"], False), (["none", "key"], False),
                        (["key", "ret"], True)]),
    (loop_with_try, [(["none", "value", "key", "none"],), ([],)]),
    (shadowed_builtins, [(["none", "value", "key"],), ([],)]),
    (nested_finally_returns, [(k,) for k in itertools.product(("none", "value", "key"), repeat=4)]),
]


def outcome(fn: Callable[..., Any], args: Sequence[Any]) -> Outcome:
    """Result (generators drained, sending 1 to each), or exception type, text and context."""
    try:
        result = fn(*args)
        if isinstance(result, types.GeneratorType):
            items, value = [], None
            try:
                while True:
                    items.append(result.send(value))
                    value = 1 if len(items) % 2 else None
            except StopIteration:
                pass
            result = items
        return "ok", result
    except Exception as exc:  # noqa: BLE001 - the exception is the outcome
        context = type(exc.__context__).__name__ if exc.__context__ is not None else None
        return "raised", (type(exc).__name__, str(exc), context)


def fallback_source(fn: Callable[..., Any]) -> str:
    code = fn.__code__  # type: ignore[attr-defined]
    assert isinstance(fn, types.FunctionType)
    return unparse(decompile_code_ast(code, func=fn, fallback=True))


def load(source: str, name: str) -> Callable[..., Any]:
    namespace: Dict[str, Any] = dict(globals())
    exec(compile(source, "<fallback %s>" % name, "exec"), namespace)
    return namespace[name]  # type: ignore[no-any-return]


@pytest.mark.parametrize("fn,inputs", SAMPLES, ids=[s[0].__name__ for s in SAMPLES])
def test_forced_fallback_behaves_like_the_original(fn: Callable[..., Any], inputs: List[Tuple[Any, ...]]) -> None:
    source = fallback_source(fn)
    assert "__undis_state" in source
    decompiled = load(source, fn.__name__)
    for args in inputs:
        assert outcome(decompiled, args) == outcome(fn, args), (args, source)


MODULE = """
import io as _io
total = 0
for k in range(5):
    if k % 2:
        continue
    total += k
try:
    missing = _io.nothing_here
except AttributeError as e:
    missing = type(e).__name__
class C:
    x = total
    def m(self):
        return self.x
result = (total, missing, C().m())
"""


def test_module_body_through_the_fallback() -> None:
    code = compile(MODULE, "<module>", "exec")
    source = unparse(decompile_code_ast(code, fallback=True))
    assert "__undis_state" in source
    original: Dict[str, Any] = {}
    decompiled: Dict[str, Any] = {}
    exec(code, original)
    exec(compile(source, "<fallback module>", "exec"), decompiled)
    assert decompiled["result"] == original["result"] == (6, "AttributeError", 6), source


def test_fallback_reads_the_builtins_it_calls_from_the_builtins_module() -> None:
    source = fallback_source(shadowed_builtins)
    assert "import builtins as __undis_builtins" in source
    assert "__undis_builtins.next(" in source and " next(" not in source, source


def test_fallback_output_is_deterministic() -> None:
    assert fallback_source(loops) == fallback_source(loops)


def test_fallback_result_is_not_verified() -> None:
    """The verifier decides: a state machine never recompiles to a structured function's bytecode."""
    source = fallback_source(nested_ifs)
    from undis.verify import verify_source
    assert not verify_source(nested_ifs.__code__, source, qualname="nested_ifs").identical


# -- 2. Dynamo-style bytecode ---------------------------------------------------------------

bytecode = pytest.importorskip("bytecode")
Instr, Label = bytecode.Instr, bytecode.Label
V = sys.version_info[:2]  # the bytecode package's instruction set follows the interpreter
_OLD_BINARY = {"ADD": "BINARY_ADD", "SUBTRACT": "BINARY_SUBTRACT", "MULTIPLY": "BINARY_MULTIPLY"}


def binop(name: str) -> Any:
    if V >= (3, 11):
        return Instr("BINARY_OP", getattr(bytecode.BinaryOp, name))
    return Instr(_OLD_BINARY[name])


def compare_gt() -> Any:
    return Instr("COMPARE_OP", bytecode.Compare.GT)


def jump_forward(label: Any) -> Any:
    return Instr("JUMP_FORWARD", label)


def jump_backward(label: Any) -> Any:
    return Instr("JUMP_BACKWARD" if V >= (3, 11) else "JUMP_ABSOLUTE", label)


def pop_jump_if_false(label: Any) -> List[Any]:
    """A forward conditional jump (3.11 spells the direction; 3.13 jumps on exact bools only)."""
    to_bool = [Instr("TO_BOOL")] if V >= (3, 13) else []
    return to_bool + [Instr("POP_JUMP_FORWARD_IF_FALSE" if V == (3, 11) else "POP_JUMP_IF_FALSE", label)]


def prologue() -> List[Any]:
    return [Instr("RESUME", 0)] if V >= (3, 11) else []


def loop_exit(label: Any) -> List[Any]:
    """Where FOR_ITER goes when the iterator is exhausted (3.12+: END_FOR cleans up)."""
    if V >= (3, 13):
        return [label, Instr("END_FOR"), Instr("POP_TOP")]
    if V >= (3, 12):
        return [label, Instr("END_FOR")]
    return [label]


def make(name: str, args: Sequence[str], instrs: List[Any]) -> types.FunctionType:
    code = bytecode.Bytecode(prologue() + instrs)
    code.name = name
    code.argnames = list(args)
    code.argcount = len(args)
    code.filename = "<dynamo-style>"
    code.flags = 0x3  # CO_OPTIMIZED | CO_NEWLOCALS
    return types.FunctionType(code.to_code(), {})


def resume_in_loop() -> types.FunctionType:
    """``for x in it: total += x`` entered in the middle of the body (x already fetched)."""
    head, body, done = Label(), Label(), Label()
    return make("resume_in_loop", ["it", "total", "x"], [
        Instr("LOAD_FAST", "it"), jump_forward(body),
        head, Instr("FOR_ITER", done), Instr("STORE_FAST", "x"),
        body, Instr("LOAD_FAST", "total"), Instr("LOAD_FAST", "x"), binop("ADD"), Instr("STORE_FAST", "total"),
        jump_backward(head),
        *loop_exit(done), Instr("LOAD_FAST", "total"), Instr("RETURN_VALUE")])


def value_across_branch() -> types.FunctionType:
    """``a`` stays on the stack while ``c`` picks ``a + 1`` or ``a * 2``."""
    other, join = Label(), Label()
    return make("value_across_branch", ["a", "c"], [
        Instr("LOAD_FAST", "a"), Instr("LOAD_FAST", "c"), *pop_jump_if_false(other),
        Instr("LOAD_CONST", 1), binop("ADD"), jump_forward(join),
        other, Instr("LOAD_CONST", 2), binop("MULTIPLY"),
        join, Instr("RETURN_VALUE")])


def value_across_loop() -> types.FunctionType:
    """A value pushed before a loop is consumed after it (below the iterator throughout)."""
    head, done = Label(), Label()
    return make("value_across_loop", ["base", "xs", "total"], [
        Instr("LOAD_FAST", "base"), Instr("LOAD_FAST", "xs"), Instr("GET_ITER"),
        head, Instr("FOR_ITER", done), Instr("LOAD_FAST", "total"), binop("ADD"), Instr("STORE_FAST", "total"),
        jump_backward(head),
        *loop_exit(done), Instr("LOAD_FAST", "total"), binop("SUBTRACT"), Instr("RETURN_VALUE")])


def irreducible_loop() -> types.FunctionType:
    """A loop with two entries: ``flag`` picks block A or block B first; B loops back to A."""
    block_a, block_b, done = Label(), Label(), Label()
    return make("irreducible_loop", ["flag", "n", "log"], [
        Instr("LOAD_FAST", "flag"), *pop_jump_if_false(block_b),
        block_a, Instr("LOAD_FAST", "n"), Instr("LOAD_CONST", 1), binop("SUBTRACT"), Instr("STORE_FAST", "n"),
        Instr("LOAD_FAST", "log"), Instr("LOAD_CONST", ("a",)), binop("ADD"), Instr("STORE_FAST", "log"),
        block_b, Instr("LOAD_FAST", "log"), Instr("LOAD_CONST", ("b",)), binop("ADD"), Instr("STORE_FAST", "log"),
        Instr("LOAD_FAST", "n"), Instr("LOAD_CONST", 0), compare_gt(), *pop_jump_if_false(done),
        jump_backward(block_a),
        done, Instr("LOAD_FAST", "log"), Instr("RETURN_VALUE")])


DYNAMO: List[Tuple[Callable[[], types.FunctionType], List[Callable[[], Tuple[Any, ...]]]]] = [
    (resume_in_loop, [lambda: (iter([1, 2, 3]), 10, 5), lambda: (iter([]), 0, 7)]),
    (value_across_branch, [lambda: (3, True), lambda: (3, False), lambda: ("ab", 0)]),
    (value_across_loop, [lambda: (100, [1, 2, 3], 0), lambda: (1, [], 5)]),
    (irreducible_loop, [lambda: (True, 2, ()), lambda: (False, 2, ()), lambda: (False, 0, ()),
                        lambda: (True, 0, ())]),
]


def _exec_source(source: str, name: str) -> Callable[..., Any]:
    namespace: Dict[str, Any] = {}
    exec(compile(source, "<decompiled %s>" % name, "exec"), namespace)
    return namespace[name]  # type: ignore[no-any-return]


@pytest.mark.parametrize("build,inputs", DYNAMO, ids=[d[0].__name__ for d in DYNAMO])
@pytest.mark.parametrize("forced", [False, True], ids=["api", "forced"])
def test_dynamo_style_bytecode(build: Callable[[], types.FunctionType],
                               inputs: List[Callable[[], Tuple[Any, ...]]], forced: bool) -> None:
    original = build()
    if forced:
        source = unparse(decompile_code_ast(original.__code__, func=original, fallback=True))
    else:
        result = undis.decompile_checked(original)
        source = result.source
        assert not result.verified or "__undis_state" not in source
    decompiled = _exec_source(source, original.__name__)
    for make_args in inputs:
        assert outcome(decompiled, make_args()) == outcome(original, make_args()), source


def guarded_subscript() -> types.FunctionType:
    """3.11+: ``base`` stays on the stack through a protected ``d[k]`` and into its handler."""
    handler = Label()
    start = bytecode.TryBegin(handler, False)
    return make("guarded_subscript", ["base", "d", "k"], [
        Instr("LOAD_FAST", "base"), start,
        Instr("LOAD_FAST", "d"), Instr("LOAD_FAST", "k"), Instr("BINARY_SUBSCR"), bytecode.TryEnd(start),
        binop("ADD"), Instr("RETURN_VALUE"),
        handler, Instr("PUSH_EXC_INFO"), Instr("POP_TOP"), Instr("POP_EXCEPT"),
        Instr("LOAD_CONST", -1), binop("MULTIPLY"), Instr("RETURN_VALUE")])


@pytest.mark.skipif(not facts().exception_table, reason="exception tables are 3.11+")
@pytest.mark.parametrize("forced", [False, True], ids=["api", "forced"])
def test_dynamo_style_exception_table(forced: bool) -> None:
    original = guarded_subscript()
    if forced:
        source = unparse(decompile_code_ast(original.__code__, func=original, fallback=True))
    else:
        result = undis.decompile_checked(original)
        source, verified = result.source, result.verified
        assert not verified
    decompiled = _exec_source(source, "guarded_subscript")
    for args in ((10, {1: 5}, 1), (10, {}, 1), ("a", {1: "b"}, 1), (10, {1: "x"}, 1)):
        assert outcome(decompiled, args) == outcome(original, args), source


MATCH_SOURCE = '''
class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class Keys:
    A = "a"
    B = "a"  # the same key as A: a mapping pattern with both checks a duplicate


def classify(v, bad_cls=None):
    match v:
        case [1, *rest] if rest:
            return ("seq", rest)
        case (a, b, c):
            return ("three", a, b, c)
        case {"k": 1, **others}:
            return ("map", others)
        case {Keys.A: 1, Keys.B: 2}:
            return "unreachable"
        case Point(0, y=yy) | Point(x=0, y=yy):
            return ("y-axis", yy)
        case Point(x, y) as p if x == y:
            return ("diagonal", x, p.x)
        case int(n) | float(n) if n > 100:
            return ("big", n)
        case str() | bytes():
            return "text"
        case None | True:
            return "const"
        case Point(1, 2, 3):
            return "too many"
        case _ if bad_cls is not None:
            match v:
                case bad_cls():
                    return "bad"
    return "other"
'''

MATCH_INPUTS = [([1, 2],), ([1],), ((4, 5, 6),), ("abc",), ({"k": 1, "z": 2},), ({"a": 1},), (5,),
                (500,), (2.5e3,), (b"x",), (None,), (True,), (range(3),), (bytearray(b"ab"),),
                (0,), (3, 7), (7, int)]


@pytest.mark.skipif(sys.version_info < (3, 10), reason="match statements are 3.10+")
def test_forced_fallback_runs_match_statements() -> None:
    """Every pattern kind, and the errors the interpreter raises while matching (a
    duplicate mapping key, too many positional sub-patterns, a non-class in a class
    pattern), through the fallback's match helpers."""
    namespace: Dict[str, Any] = {}
    exec(compile(MATCH_SOURCE, "<match source>", "exec"), namespace)
    original = namespace["classify"]
    source = unparse(decompile_code_ast(original.__code__, func=original, fallback=True))
    assert "__undis_state" in source and "__undis_match_class" in source
    exec(compile(source, "<fallback classify>", "exec"), namespace)
    decompiled = namespace["classify"]
    Point = namespace["Point"]
    inputs = MATCH_INPUTS + [(Point(0, 4),), (Point(3, 3),), (Point(1, 2),), (Point(2, 1),)]
    for args in inputs:
        assert outcome(decompiled, args) == outcome(original, args), (args, source)


def test_internal_node_left_by_the_structurer_falls_back_to_the_state_machine(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An internal node of the structurer left in a function body (a bug: it has no source
    form) gives the state machine, not verified, instead of an error from the unparser."""
    from undis.structure import walker
    from undis.structure.stmt_edit import LoopTest

    def leaky_body(self: Any) -> List[Any]:
        return [LoopTest(ast.Constant(value=True))]

    monkeypatch.setattr(walker.Walker, "body", leaky_body)
    result = undis.decompile_checked(nested_ifs)
    assert "__undis_state" in result.source and not result.verified
    decompiled = load(result.source, "nested_ifs")
    for args in [(0, 1, 2), (1, 1, 1), (1, 0, 1), (1, 0, 0)]:
        assert outcome(decompiled, args) == outcome(nested_ifs, args)


def test_internal_node_finds_the_decompilers_own_nodes_only() -> None:
    from undis.emit.nodes import internal_node
    from undis.structure.stmt_edit import LoopTest

    tree = ast.parse("def f():\n    global g\n    import a.b as c\n    nonlocal_ = [x for x in g]\n")
    assert internal_node([tree]) is None
    leak = LoopTest(ast.Constant(value=True))
    tree.body[0].body.append(leak)  # type: ignore[attr-defined]
    assert internal_node([tree]) is leak
    assert internal_node([tree], (ast.FunctionDef,)) is None  # (not looked into)
