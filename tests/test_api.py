"""undis.api: what decompile()/decompile_checked() accept, their errors, and robustness.

Dispatch and error tests replace ``undis.decompiler.decompile_code_tree`` with a
recorder; the integration tests at the end use the real decompiler.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import os
import py_compile
import re
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

import pytest

import undis
import undis.api
from undis.errors import DecompileError, UndisError, UnsupportedVersionError

SRC = Path(__file__).resolve().parent.parent / "src"

Call = Tuple[types.CodeType, Optional[types.FunctionType]]


# ---------------------------------------------------------------- helpers

@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> List[Call]:
    """Replace the decompiler by a recorder returning ``pass``."""
    calls: List[Call] = []

    def decompile_code_tree(code: types.CodeType, *, func: Optional[types.FunctionType] = None,
                            lined: bool = False) -> ast.AST:
        calls.append((code, func))
        return ast.Module(body=[ast.Pass()], type_ignores=[])

    _patch_decompiler(monkeypatch, decompile_code_tree)
    return calls


def _patch_decompiler(monkeypatch: pytest.MonkeyPatch, fn: Any) -> None:
    try:
        import undis.decompiler as module
    except ImportError:  # the core is not there yet: a stand-in module
        module = types.ModuleType("undis.decompiler")
        monkeypatch.setitem(sys.modules, "undis.decompiler", module)
    monkeypatch.setattr(module, "decompile_code_tree", fn, raising=False)
    monkeypatch.setattr(undis.api, "decompile_code_tree", fn)  # the API's own binding


class Sample:
    def method(self, x: int) -> int:
        return x

    @staticmethod
    def static(x: int) -> int:
        return x

    @classmethod
    def klass(cls, x: int) -> Any:
        return cls

    @functools.lru_cache(maxsize=None)  # noqa: B019
    def cached(self, x: int) -> int:
        return x

    @property
    def prop(self) -> int:
        return 1

    def __call__(self) -> None:
        pass

    class Inner:
        def deep(self) -> int:
            return 1


def plain(a: int, b: int = 1, *rest: int, c: int = 2, **kw: int) -> int:
    return a + b


def gen_fn(n: int) -> Iterator[int]:
    yield from range(n)


async def coro_fn(x: Any) -> None:
    await x


async def agen_fn(x: Any) -> Any:
    yield x


def outer() -> Any:
    def inner() -> int:
        return 1
    return inner


MODULE_CODE = compile("import os\nxs = [i for i in range(3)]\nclass K:\n    y = 1\n", "<sample>", "exec")


def _child(code: types.CodeType, name: str) -> Optional[types.CodeType]:
    for const in code.co_consts:
        if isinstance(const, types.CodeType) and const.co_name == name:
            return const
    return None


# ---------------------------------------------------------------- dispatch

@pytest.mark.parametrize("obj,func,qualname", [
    (plain, plain, "plain"),
    (Sample().method, Sample.method, "Sample.method"),
    (Sample.method, Sample.method, "Sample.method"),
    (Sample.__dict__["static"], Sample.static, "Sample.static"),
    (Sample.static, Sample.static, "Sample.static"),
    (Sample.__dict__["klass"], Sample.__dict__["klass"].__func__, "Sample.klass"),
    (Sample.klass, Sample.__dict__["klass"].__func__, "Sample.klass"),
    (Sample.Inner.deep, Sample.Inner.deep, "Sample.Inner.deep"),
    (gen_fn, gen_fn, "gen_fn"),
    (coro_fn, coro_fn, "coro_fn"),
    (agen_fn, agen_fn, "agen_fn"),
    (functools.partial(plain, 1), plain, "plain"),
    (functools.partial(functools.partial(plain, 1), c=3), plain, "plain"),
    (functools.partialmethod(plain, 1), plain, "plain"),
    (Sample.cached, Sample.cached.__wrapped__, "Sample.cached"),
    (outer(), None, "outer.<locals>.inner"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_function_like_objects(fake: List[Call], obj: Any, func: Any, qualname: str) -> None:
    result = undis.decompile(obj, verify=False)
    assert result == "pass\n"
    code, passed = fake[-1]
    assert passed is not None and code is passed.__code__
    assert func is None or passed is func
    assert passed.__qualname__ == qualname


def test_lambda(fake: List[Call]) -> None:
    lam = lambda x: x  # noqa: E731
    undis.decompile(lam, verify=False)
    assert fake[-1] == (lam.__code__, lam)


@pytest.mark.parametrize("name", ["module", "class body", "function", "lambda", "comprehension"])
def test_code_objects(fake: List[Call], name: str) -> None:
    codes: Dict[str, Optional[types.CodeType]] = {
        "module": MODULE_CODE,
        "class body": _child(MODULE_CODE, "K"),
        "function": plain.__code__,
        "lambda": (lambda: 0).__code__,
        "comprehension": _child(MODULE_CODE, "<listcomp>"),
    }
    code = codes[name]
    if code is None:
        pytest.skip("comprehensions are inlined on this version")
    undis.decompile(code, verify=False)
    assert fake[-1] == (code, None)


def test_generator_and_coroutine_objects(fake: List[Call]) -> None:
    gen = gen_fn(3)
    undis.decompile(gen, verify=False)
    assert fake[-1] == (gen_fn.__code__, None)
    coro = coro_fn(None)
    try:
        undis.decompile(coro, verify=False)
        assert fake[-1] == (coro_fn.__code__, None)
    finally:
        coro.close()


def test_module_object(fake: List[Call]) -> None:
    import json.decoder

    undis.decompile(json.decoder, verify=False)
    code, func = fake[-1]
    assert code.co_name == "<module>" and func is None and code.co_filename.endswith("decoder.py")


def test_module_code_helper() -> None:
    code = undis.api.module_code("json.decoder")
    assert code.co_name == "<module>"
    with pytest.raises(ImportError):
        undis.api.module_code("no_such_module_xyz")
    with pytest.raises(TypeError, match="'sys'"):
        undis.api.module_code("sys")


def test_decompile_pyc(fake: List[Call], tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("x = 1\n")
    pyc = str(py_compile.compile(str(src), cfile=str(tmp_path / "m.pyc"), doraise=True))
    assert undis.decompile_pyc(pyc, verify=False) == "pass\n"
    assert fake[-1][0].co_name == "<module>"


# ---------------------------------------------------------------- bad input

EXPECTS = "expects a Python function, method or code object; got "


@pytest.mark.parametrize("obj,got", [
    (len, "builtin_function_or_method 'len' (implemented in C, it has no bytecode)"),
    ([].append, "builtin_function_or_method 'list.append' (implemented in C"),
    (str.join, "method_descriptor 'str.join' (implemented in C"),
    (object.__init__, "wrapper_descriptor 'object.__init__' (implemented in C"),
    ((1).__add__, "method-wrapper 'int.__add__' (implemented in C"),
    (dict.__dict__["fromkeys"], "classmethod_descriptor 'dict.fromkeys' (implemented in C"),
    (Sample, "class 'Sample' (a class has no code object of its own: pass one of its methods "
             "(e.g. Sample.method)"),
    (Sample.__dict__["prop"], "(pass its getter, e.g. prop.fget)"),
    (Sample(), "Sample (it has no bytecode"),
    (42, "int 42"),
    (None, "NoneType None"),
    ("def f(): pass", "str 'def f(): pass' (to decompile a .pyc file use undis.decompile_pyc(path)"),
    (Path("x.pyc"), "(to decompile a .pyc file use undis.decompile_pyc(path)"),
    (sys, "module 'sys' (it has no Python source or bytecode"),
    (functools.partial(len), "builtin_function_or_method 'len' (implemented in C"),
    (ast.Module(body=[], type_ignores=[]), "Module"),
])
def test_type_errors(fake: List[Call], obj: Any, got: str) -> None:
    with pytest.raises(TypeError) as info:
        undis.decompile(obj)
    message = str(info.value)
    assert message.startswith("undis.decompile() " + EXPECTS), message
    assert got in message
    assert not fake


def test_type_error_names_the_checked_api(fake: List[Call]) -> None:
    with pytest.raises(TypeError, match=re.escape("undis.decompile_checked() " + EXPECTS + "builtin")):
        undis.decompile_checked(len)


def test_exact_message_for_len() -> None:
    with pytest.raises(TypeError) as info:
        undis.decompile(len)
    assert str(info.value) == ("undis.decompile() expects a Python function, method or code object; "
                               "got builtin_function_or_method 'len' (implemented in C, it has no bytecode)")


# ---------------------------------------------------------------- output and errors

def test_output_has_one_trailing_newline_and_is_deterministic(monkeypatch: pytest.MonkeyPatch) -> None:
    _patch_decompiler(monkeypatch, lambda code, func=None, lined=False: ast.parse("def f():\n    return 1\n"))
    first = undis.decompile(plain, verify=False)
    assert first == "def f():\n    return 1\n"
    assert undis.decompile(plain, verify=False) == first


def test_decompile_error_passes_through(monkeypatch: pytest.MonkeyPatch) -> None:
    error = DecompileError("cannot decompile plain: reason")

    def boom(code: Any, func: Any = None, lined: bool = False) -> Any:
        raise error

    _patch_decompiler(monkeypatch, boom)
    with pytest.raises(DecompileError) as info:
        undis.decompile(plain)
    assert info.value is error


def test_internal_errors_become_decompile_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(code: Any, func: Any = None, lined: bool = False) -> Any:
        raise KeyError("oops")

    _patch_decompiler(monkeypatch, boom)
    with pytest.raises(DecompileError, match=r"plain: internal error: KeyError: 'oops'") as info:
        undis.decompile(plain)
    assert isinstance(info.value.__cause__, KeyError)
    assert isinstance(info.value, UndisError)


def test_internal_nodes_become_decompile_error(monkeypatch: pytest.MonkeyPatch) -> None:
    class Marker(ast.expr):
        _fields = ()

    _patch_decompiler(monkeypatch, lambda code, func=None, lined=False: ast.Module(body=[ast.Expr(value=Marker())],
                                                                         type_ignores=[]))
    with pytest.raises(DecompileError, match="internal node Marker"):
        undis.decompile(plain)


def test_recursion_error_becomes_decompile_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def recurse(code: Any, func: Any = None, lined: bool = False) -> Any:
        return recurse(code, func, lined)  # (every argument: on 3.13, a recursion that fills in a
        # default exhausts memory under the raised limit instead of raising RecursionError)

    _patch_decompiler(monkeypatch, recurse)
    before = sys.getrecursionlimit()
    with pytest.raises(DecompileError, match="nested too deeply"):
        undis.decompile(plain)
    assert sys.getrecursionlimit() == before


def test_deep_tree_unparses(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 3000-level nested tree goes through unparse under the raised limit."""
    def deep(code: Any, func: Any = None, lined: bool = False) -> Any:
        body: List[ast.stmt] = [ast.Pass()]
        for i in range(3000):
            body = [ast.If(test=ast.Name(id=f"x{i}", ctx=ast.Load()), body=body, orelse=[])]
        expr: ast.expr = ast.Name(id="y", ctx=ast.Load())
        for _ in range(3000):
            expr = ast.BinOp(left=expr, op=ast.Add(), right=ast.Constant(value=1))
        return ast.Module(body=body + [ast.Expr(value=expr)], type_ignores=[])

    _patch_decompiler(monkeypatch, deep)
    before = sys.getrecursionlimit()
    source = undis.decompile(plain, verify=False)
    assert source.count("if x") == 3000 and source.rstrip().endswith("+ 1")
    assert sys.getrecursionlimit() == before


@pytest.mark.skipif(not hasattr(signal, "pthread_kill"), reason="needs POSIX signals")
def test_interrupted_decompile_stops_and_restores(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exception in the caller (Ctrl-C, a timeout) ends the run and restores the limit."""
    class Stop(BaseException):  # like KeyboardInterrupt or a test timeout
        pass

    def spin(code: Any, func: Any = None, lined: bool = False) -> Any:
        while True:
            time.sleep(0.001)

    def handler(signum: int, frame: Any) -> None:
        raise Stop()

    _patch_decompiler(monkeypatch, spin)
    before = sys.getrecursionlimit()
    previous = signal.signal(signal.SIGUSR1, handler)
    main = threading.main_thread().ident
    timer = threading.Timer(0.3, lambda: signal.pthread_kill(main or 0, signal.SIGUSR1))
    try:
        timer.start()
        with pytest.raises(Stop):
            undis.decompile(plain)
    finally:
        timer.cancel()
        signal.signal(signal.SIGUSR1, previous)
    assert sys.getrecursionlimit() == before
    deadline = time.monotonic() + 5
    while any(t.name == "undis-decompile" for t in threading.enumerate()) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not any(t.name == "undis-decompile" for t in threading.enumerate())


# ---------------------------------------------------------------- checked

def test_decompile_checked_passes_qualname(monkeypatch: pytest.MonkeyPatch, fake: List[Call]) -> None:
    from undis.verify import Verdict

    seen: List[Tuple[Any, str, Optional[str]]] = []

    def check_source(original: Any, source: str, *, qualname: Optional[str] = None) -> Tuple[Verdict, Any]:
        seen.append((original, source, qualname))
        return Verdict(identical=False, differences=("x",)), (original,)

    import undis.verify

    monkeypatch.setattr(undis.api, "check_source", check_source)
    result = undis.decompile_checked(Sample().method)
    assert seen[-1] == (Sample.method.__code__, "pass\n", "Sample.method")
    assert result.source == "pass\n" and result.qualname == "Sample.method"
    assert result.verified is False and result.verdict.differences == ("x",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.source = "x"  # type: ignore[misc]

    undis.decompile_checked(MODULE_CODE)
    assert seen[-1][2] is None  # a bare code object: no qualname to pass
    assert undis.decompile_checked(MODULE_CODE).qualname == "<module>"


# ---------------------------------------------------------------- package surface

def test_exports() -> None:
    for name in undis.__all__:
        assert getattr(undis, name) is not None
    from undis.verify import Verdict

    assert undis.Verdict is Verdict
    assert undis.DecompileError is DecompileError
    with pytest.raises(AttributeError):
        undis.no_such_thing  # noqa: B018


def test_version_matches_pyproject() -> None:
    text = (SRC.parent / "pyproject.toml").read_text()
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
    assert match and match.group(1) == undis.__version__


@pytest.mark.parametrize("version", ["(3, 14, 0, 'final', 0)", "(3, 7, 9, 'final', 0)"])
def test_unsupported_interpreter_fails_at_import(version: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    code = f"import sys; sys.version_info = {version}; import undis"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode != 0
    shown = version.split(",")[0].strip("(") + "." + version.split(",")[1].strip()
    assert f"UnsupportedVersionError: undis decompiles CPython 3.8 to 3.13 bytecode; " \
           f"this interpreter is cpython {shown}" in out.stderr


def test_unsupported_version_error_type() -> None:
    assert issubclass(UnsupportedVersionError, UndisError)


# ---------------------------------------------------------------- real decompiler

def _real_decompiler_available() -> bool:
    try:
        import undis.decompiler  # noqa: F401
    except ImportError:
        return False
    return True


real = pytest.mark.skipif(not _real_decompiler_available(), reason="undis.decompiler not importable")


@real
@pytest.mark.parametrize("obj", [
    plain, Sample().method, Sample.__dict__["static"], Sample.__dict__["klass"], Sample.klass,
    gen_fn, coro_fn, functools.partial(plain, 1), Sample.cached, outer(), lambda x, *, y=1: x + y,
    MODULE_CODE, _child(MODULE_CODE, "K"), plain.__code__,
], ids=lambda o: type(o).__name__)
def test_real_decompiler_roundtrip(obj: Any) -> None:
    result = undis.decompile_checked(obj)
    assert result.source.endswith("\n") and not result.source.endswith("\n\n")
    compile(result.source, "<decompiled>", "exec")
    assert result.verified, result.verdict.summary()
    assert undis.decompile(obj) == result.source


@real
def test_real_10000_statements() -> None:
    src = "def f(a):\n" + "".join(f"    a = a + {i}\n" for i in range(10000)) + "    return a\n"
    namespace: Dict[str, Any] = {}
    exec(compile(src, "<big>", "exec"), namespace)
    before = sys.getrecursionlimit()
    out = undis.decompile(namespace["f"])
    assert out.count("\n") >= 10001
    assert sys.getrecursionlimit() == before


@real
@pytest.mark.parametrize("kind", ["lambdas", "calls", "ifs"])
def test_real_100_nesting_levels(kind: str) -> None:
    source: Any
    if kind == "lambdas":
        source = "f = " + "lambda: " * 100 + "1\n"
    elif kind == "calls":  # built as a tree: 3.8's parser cannot read 100 nested calls
        expr: ast.expr = ast.Name(id="x", ctx=ast.Load())
        for _ in range(100):
            expr = ast.Call(func=ast.Name(id="g", ctx=ast.Load()), args=[expr], keywords=[])
        source = ast.parse("def f(x):\n    return x\n")
        source.body[0].body[0].value = expr
        ast.fix_missing_locations(source)
    else:  # 3.8's tokenizer allows at most 100 indentation levels
        source = "def f(a):\n" + "".join("    " * (i + 1) + f"if a > {i}:\n" for i in range(97)) \
            + "    " * 98 + "return a\n"
    namespace: Dict[str, Any] = {}
    exec(compile(source, "<nested>", "exec"), namespace)
    before = sys.getrecursionlimit()
    out = undis.decompile(namespace["f"])
    assert sys.getrecursionlimit() == before
    if kind == "calls":
        assert out.count("g(") == 100
    if kind != "calls" or sys.version_info >= (3, 9):
        compile(out, "<out>", "exec")


# ---------------------------------------------------------------- decompile() verifies

def _minus(code: Any, func: Any = None, lined: bool = False) -> ast.AST:
    """A wrong decompilation of ``plain``: ``-`` where the original adds."""
    return ast.parse("def plain(a, b=1, *rest, c=2, **kw):\n    return a - b\n")


def test_unverified_output_gets_a_header(monkeypatch: pytest.MonkeyPatch) -> None:
    _patch_decompiler(monkeypatch, _minus)
    body = "def plain(a, b=1, *rest, c=2, **kw):\n    return a - b\n"
    out = undis.decompile(plain)
    header, source = out[:-len(body)], out[-len(body):]
    assert source == body
    lines = header.splitlines()
    assert lines[0] == "# undis: NOT VERIFIED: recompiling this source gives different bytecode"
    assert re.match(r"# first difference: plain: instruction \d+: .*!=", lines[1]), lines
    assert len(lines) == 2
    compile(out, "<out>", "exec")
    assert undis.decompile(plain, verify=False) == body  # opted out: no check, no header
    result = undis.decompile_checked(plain)  # the structured result carries no header
    assert result.source == body and not result.verified
    assert lines[1].startswith("# first difference: " + result.verdict.differences[0][:40])


def test_unverifiable_output_gets_a_header(fake: List[Call]) -> None:
    out = undis.decompile(plain)  # "pass": there is no function to compare with
    assert out == ("# undis: NOT VERIFIED: could not check this source against the original bytecode\n"
                   "# error: no code object named 'plain' found\n"
                   "pass\n")


def test_header_lines_are_single_comment_lines() -> None:
    from undis.verify import Verdict

    long = Verdict(identical=False, differences=("f: x\ny " + "z" * 500, "two"))
    header = undis.api.unverified_header(long)
    lines = header.splitlines()
    assert len(lines) == 2 and all(line.startswith("# ") for line in lines)
    assert lines[1].endswith("... (+1 more)") and len(lines[1]) < 240
    error = undis.api.unverified_header(Verdict(identical=False, error="SyntaxError: bad\nthing"))
    assert error.splitlines()[1] == "# error: SyntaxError: bad thing"


@real
def test_real_unverifiable_function_gets_a_header() -> None:
    """A code object no source can produce (a plain function flagged as an
    iterable coroutine, which only ``types.coroutine`` does at run time)
    decompiles fine, but does not verify: decompile() says so.  (A top-level
    function flagged as nested would verify from 3.12 on: a generic
    function's code given alone carries that bit.)"""
    iterable_coroutine = 0x100  # CO_ITERABLE_COROUTINE
    code = plain.__code__.replace(co_flags=plain.__code__.co_flags | iterable_coroutine)
    result = undis.decompile_checked(code)
    assert not result.verified and "co_flags" in result.verdict.summary()
    out = undis.decompile(code)
    assert out.startswith("# undis: NOT VERIFIED: recompiling this source gives different bytecode\n"
                          "# first difference: plain: co_flags ")
    assert out.endswith(result.source)
    assert undis.decompile(code, verify=False) == result.source


@real
def test_ordinary_code_needs_no_worker_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Code of ordinary depth is decompiled and verified in the calling thread."""
    def no_thread(fn: Any) -> Any:
        raise AssertionError("_run_deep used for shallow code")

    monkeypatch.setattr(undis.api, "_run_deep", no_thread)
    assert undis.decompile_checked(plain).verified


@pytest.mark.parametrize("wrapped", [False, True], ids=["raw", "as-decompile-error"])
def test_deep_recursion_is_retried_under_the_raised_limit(monkeypatch: pytest.MonkeyPatch, wrapped: bool) -> None:
    """Running out of stack in the calling thread (also when the decompiler turns
    the RecursionError into a DecompileError) means: once more, with room."""
    def nested(n: int) -> ast.AST:
        return nested(n + 1) if n < 3000 else _minus(None)

    def deep(code: Any, func: Any = None, lined: bool = False) -> ast.AST:
        try:
            return nested(0)
        except RecursionError:
            if not wrapped:
                raise
            raise DecompileError("cannot decompile plain: nesting too deep") from None

    _patch_decompiler(monkeypatch, deep)
    before = sys.getrecursionlimit()
    result = undis.decompile_checked(plain)
    assert result.source.startswith("def plain(") and not result.verified
    assert sys.getrecursionlimit() == before


# ---------------------------------------------------------------- line-keeping second rendering

def _spread_over_lines(name: str) -> bool:
    return (name.isupper()
            and (name.startswith("SIG") and not name.startswith("SIG_"))
            or name.startswith("CTRL_"))


def test_source_that_differs_only_by_its_lines_is_written_again_with_them() -> None:
    from undis.bytecode.versions import facts

    result = undis.decompile_checked(_spread_over_lines)
    assert result.verdict.identical
    returned = result.source.split("return ", 1)[1]
    # 3.10/3.11 thread the jumps only within one line: the output keeps the breaks
    assert ("\n" in returned.rstrip("\n")) == (facts().code_depends_on_lines and sys.version_info < (3, 12))


def test_the_second_rendering_is_kept_only_if_it_verifies(monkeypatch: pytest.MonkeyPatch) -> None:
    from undis.verify import Verdict

    renderings: List[bool] = []
    real = undis.api.decompile_code_tree

    def recorder(code: types.CodeType, *, func: Optional[types.FunctionType] = None, lined: bool = False) -> Any:
        renderings.append(lined)
        return real(code, func=func, lined=lined)

    monkeypatch.setattr(undis.api, "decompile_code_tree", recorder)
    monkeypatch.setattr(undis.api, "check_source",
                        lambda code, source, qualname=None: (Verdict(identical=False, differences=("x",)), (code,)))
    result = undis.decompile_checked(_spread_over_lines)
    assert not result.verdict.identical
    assert renderings == ([False, True] if undis.api._LINES_MATTER else [False])
    one_line = result.source.split("return ", 1)[1]
    assert "\n" not in one_line.rstrip("\n")  # the first rendering, as it was
