#!/usr/bin/env python3
"""Round-trip every function of the running interpreter's standard library.

    python benchmarks/corpus.py                       # whole stdlib, Lib/test included
    python benchmarks/corpus.py --sample 0.05         # 5% of the functions (seed 0)
    python benchmarks/corpus.py --limit 2000 --jobs 2 --failures out/failures.jsonl
    python benchmarks/corpus.py --no-depyf --timeout 10

Every ``.py`` file under ``sysconfig.get_paths()['stdlib']`` (``site-packages``
skipped) is compiled with the running interpreter; files that do not compile
(bad-syntax test data, lib2to3 fixtures...) are counted and skipped.  Every
function code object is collected recursively: methods, nested functions and
lambdas are included; module and class bodies are not functions, and
comprehension / generator-expression / annotation-scope code objects
(``<listcomp>``, ``<genexpr>``, ``<generic parameters of ...>``...) are left out
because they are parts of the function that contains them (functions nested
inside them are still collected).

Each function is wrapped in a function object whose ``__qualname__`` is the
real one (``co_qualname`` on 3.11+, reconstructed before), so undis verifies
it in its class/function context, then ``undis.decompile_checked`` is timed.
If ``depyf`` is importable, ``depyf.decompile(code)`` is timed on the same
functions, and its output is checked with the same oracle
(``undis.verify.verify_source``).  See benchmarks/README.md for the metrics.

Work runs in ``--jobs`` worker processes; a function that runs past
``--timeout`` seconds (or crashes its worker) counts as an exception of kind
``timeout`` (``crash``), and the worker is replaced.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gc
import io
import json
import multiprocessing as mp
import os
import platform
import random
import sys
import sysconfig
import textwrap
import time
import traceback
import types
import warnings
from dataclasses import asdict, dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))  # measure the working tree

CO_OPTIMIZED = 0x0001
SKIP_DIRS = {"site-packages", "dist-packages", "__pycache__"}
TOOLS = ("undis", "depyf")


# ================================================================ corpus

@dataclass(frozen=True)
class FunctionRef:
    file: str  # path relative to the stdlib root
    index: int  # position in the file's depth-first walk of functions
    qualname: str
    line: int


def stdlib_root() -> Path:
    return Path(sysconfig.get_paths()["stdlib"])


def stdlib_files(root: Path) -> List[Path]:
    """Every .py file under *root*, sorted, without site-packages/__pycache__."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        found += [Path(dirpath, f) for f in sorted(filenames) if f.endswith(".py")]
    return found


def compile_file(path: Path) -> Optional[types.CodeType]:
    try:
        source = path.read_bytes()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return compile(source, str(path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError, OverflowError, RecursionError,
            MemoryError, OSError):
        return None


def is_function(code: types.CodeType) -> bool:
    name = code.co_name
    return bool(code.co_flags & CO_OPTIMIZED) and (not name.startswith("<") or name == "<lambda>")


def walk_functions(module: types.CodeType) -> Iterator[Tuple[types.CodeType, str]]:
    """(code, qualname) of every function in *module*, depth first, source order."""
    return ((code, qualname) for code, qualname in _all_code(module, "") if is_function(code))


def walk_bodies(module: types.CodeType) -> Iterator[Tuple[types.CodeType, str]]:
    """(code, qualname) of *module*'s body, then of every class body in it, depth first,
    source order (``--units bodies``)."""
    yield module, "<module>"
    for code, qualname in _all_code(module, ""):
        if not code.co_flags & CO_OPTIMIZED and not code.co_name.startswith("<"):
            yield code, qualname


def _all_code(code: types.CodeType, prefix: str) -> Iterator[Tuple[types.CodeType, str]]:
    """(code, qualname) of every code object nested in *code*, depth first, source order.
    Children of a function live in "<locals>"; of a class body, directly."""
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            qualname = getattr(const, "co_qualname", prefix + const.co_name)
            yield const, qualname
            yield from _all_code(const, qualname + (".<locals>." if const.co_flags & CO_OPTIMIZED else "."))


#: what ``--units`` round-trips: every function, or module and class bodies (each a
#: whole: the code nested in it is decompiled and verified with it)
UNITS = {"functions": walk_functions, "bodies": walk_bodies}
UNITS_ENV = "UNDIS_BENCH_UNITS"  # set by main() for the worker processes


def walk_units(module: types.CodeType) -> Iterator[Tuple[types.CodeType, str]]:
    return UNITS[os.environ.get(UNITS_ENV, "functions")](module)


def enumerate_corpus(root: Path) -> Tuple[List[FunctionRef], int, int]:
    """All unit refs (functions, or bodies: ``--units``), plus counts of compiled and
    skipped files."""
    refs: List[FunctionRef] = []
    compiled = skipped = 0
    for path in stdlib_files(root):
        module = compile_file(path)
        if module is None:
            skipped += 1
            continue
        compiled += 1
        rel = str(path.relative_to(root))
        for index, (code, qualname) in enumerate(walk_units(module)):
            refs.append(FunctionRef(rel, index, qualname, code.co_firstlineno))
    return refs, compiled, skipped


def select(refs: List[FunctionRef], sample: Optional[float], limit: Optional[int],
           seed: int) -> List[FunctionRef]:
    """Seeded random subset (``--sample``, then ``--limit``), in corpus order."""
    rng = random.Random(seed)
    chosen = refs
    if sample is not None and sample < 1.0:
        chosen = rng.sample(chosen, max(1, round(len(chosen) * sample)))
    if limit is not None and limit < len(chosen):
        chosen = rng.sample(chosen, limit)
    order = {id(r): i for i, r in enumerate(refs)}
    return sorted(chosen, key=lambda r: order[id(r)])


# ================================================================ per-function work (worker side)

@dataclass
class Outcome:
    """What one tool did with one function."""

    status: str  # ok | exception | timeout | crash
    ms: float = 0.0
    decompile_ms: Optional[float] = None  # undis: the part of ``ms`` before verification
    compiles: Optional[bool] = None
    identical: Optional[bool] = None
    message: str = ""
    differences: List[str] = field(default_factory=list)


def as_function(code: types.CodeType, qualname: str) -> types.FunctionType:
    """A function around *code* carrying its qualname (context for verification)."""
    closure = tuple(types.CellType() for _ in code.co_freevars)
    func = types.FunctionType(code, {"__name__": "corpus"}, code.co_name, None, closure or None)
    func.__qualname__ = qualname
    return func


def source_compiles(source: str, code: types.CodeType) -> bool:
    """Does *source* compile, alone or (for closures) inside a function binding its free vars?"""
    candidates = [source]
    if code.co_freevars:
        binds = "".join(f"    {name} = None\n" for name in code.co_freevars)
        candidates.append("def __corpus_context__():\n" + binds + textwrap.indent(source, "    "))
    for text in candidates:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                compile(text, "<decompiled>", "exec", dont_inherit=True)
            return True
        except (SyntaxError, ValueError, OverflowError, RecursionError, MemoryError):
            continue
    return False


CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}
CLOCK_ENV = "UNDIS_BENCH_CLOCK"  # set by main() for the worker processes


def _clock() -> Callable[[], float]:
    """The chosen clock function (``--clock``, passed to the workers in the environment)."""
    return CLOCKS[os.environ.get(CLOCK_ENV, "cpu")]


def _timed(call: Callable[[], Any]) -> Tuple[Any, Optional[Exception], float]:
    """``call()``'s result or exception and its time in ms, by the chosen clock,
    with the garbage collector paused during the call as ``timeit`` does: a
    collection triggered by the other tool's garbage is charged to neither.
    The clock is looked up before the call, so only reading it is timed."""
    result, error, ms, _ = _timed_steps(call, None)
    return result, error, ms


def _timed_steps(first: Callable[[], Any], then: Optional[Callable[[Any], Any]],
                 ) -> Tuple[Any, Optional[Exception], float, float]:
    """``then(first())`` (or ``first()``) timed as :func:`_timed` does, with one more
    clock reading between the two steps: (result, exception, total ms, ms of ``first``)."""
    now = _clock()
    enabled = gc.isenabled()
    gc.disable()
    try:
        start = now()
        try:
            value = first()
        except Exception as exc:
            ms = (now() - start) * 1000
            return None, exc, ms, ms
        middle = now()
        if then is None:
            ms = (middle - start) * 1000
            return value, None, ms, ms
        try:
            result = then(value)
        except Exception as exc:
            end = now()
            return None, exc, (end - start) * 1000, (middle - start) * 1000
        end = now()
        return result, None, (end - start) * 1000, (middle - start) * 1000
    finally:
        if enabled:
            gc.enable()


def _checked_in_two_parts(func: Any, qualname: Optional[str] = None,
                          ) -> Tuple[Any, Optional[Exception], float, Optional[float]]:
    """``undis.decompile_checked(func)`` timed as its two steps, decompilation
    then verification (the steps of ``undis.api._run``'s first attempt, called
    one after the other): (result, exception, total ms, decompilation ms).
    Where that attempt runs out of stack (``_Retry``: deeply nested code),
    it is timed whole (``undis.api._run``) and the decompilation alone is not known.
    ``qualname``: where *func* (a class body's code) was defined, for the verifier
    (what a function's ``__qualname__`` says; a class body's code carries it only on 3.11+)."""
    from undis import api

    def target_of() -> Any:
        target = api._resolve(func, "decompile_checked")
        if qualname is not None:
            target = dataclasses.replace(target, qualname=qualname, verify_qualname=qualname)
        return target

    def decompiled() -> Tuple[Any, str]:
        target = target_of()
        return target, api._decompiled(target, False)

    def verified(first: Tuple[Any, str]) -> Any:
        target, (source, tree) = first
        source, verdict = api._verified(target, source, tree, False)
        return api.Decompilation(source=source, verdict=verdict, qualname=target.qualname)

    def whole() -> Any:
        target = target_of()
        source, verdict = api._run(target, True)
        return api.Decompilation(source=source, verdict=verdict, qualname=target.qualname)

    result, error, ms, decompile_ms = _timed_steps(decompiled, verified)
    if isinstance(error, api._Retry):
        result, error, ms = _timed(whole)
        return result, error, ms, None
    return result, error, ms, decompile_ms


def class_qualname(code: types.CodeType, walked: str) -> str:
    """The qualname of the class whose body is *code*: ``co_qualname`` on 3.11+ (the walk's
    *walked*), before that the constant the body stores in ``__qualname__`` (the walk
    rebuilds it from the nesting, which a ``global`` declaration of the class changes)."""
    if hasattr(code, "co_qualname"):
        return walked
    import dis

    previous = None
    for ins in dis.get_instructions(code):
        if (ins.opname == "STORE_NAME" and ins.argval == "__qualname__" and previous is not None
                and previous.opname == "LOAD_CONST" and isinstance(previous.argval, str)):
            return previous.argval
        previous = ins
    return walked


def run_undis(code: types.CodeType, qualname: str) -> Outcome:
    if code.co_flags & CO_OPTIMIZED:
        result, error, ms, decompile_ms = _checked_in_two_parts(as_function(code, qualname))
    else:  # a body: itself, and a class body with its qualname
        context = None if code.co_name == "<module>" else class_qualname(code, qualname)
        result, error, ms, decompile_ms = _checked_in_two_parts(code, context)
    if error is not None:
        return Outcome("exception", ms, message=_describe(error))
    verdict = result.verdict
    return Outcome("ok", ms, decompile_ms, compiles=source_compiles(result.source, code),
                   identical=bool(verdict.identical),
                   message=str(getattr(verdict, "error", "") or ""),
                   differences=[str(d) for d in (getattr(verdict, "differences", ()) or ())][:8])


def run_depyf(code: types.CodeType, qualname: str) -> Outcome:
    import depyf

    source, error, ms = _timed(lambda: depyf.decompile(code))
    if error is not None:
        return Outcome("exception", ms, message=_describe(error))
    if not isinstance(source, str):
        return Outcome("exception", ms, message=f"returned {type(source).__name__}")
    return Outcome("ok", ms, compiles=source_compiles(source, code),
                   identical=same_bytecode(code, source, qualname))


def same_bytecode(code: types.CodeType, source: str, qualname: str) -> Optional[bool]:
    """undis's own oracle on another tool's output (None if undis lacks it)."""
    try:
        from undis.verify import verify_source
    except ImportError:
        return None
    try:
        return bool(verify_source(code, source, qualname=qualname).identical)
    except Exception:
        return False


def _describe(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) < 2000 else text[:2000] + "..."


RUNNERS = {"undis": run_undis, "depyf": run_depyf}


_WARM_UP = """
def warm(a, *args, b=1, **kw):
    total = 0
    for x in a:
        if x and b or not kw:
            total += x
        elif x is None:
            continue
        else:
            break
    while total > 10:
        total -= 1
    try:
        with open(a) as fh:
            data = fh.read()
    except (OSError, ValueError) as exc:
        data = str(exc)
    finally:
        total += 1
    inner = lambda y: y + total
    return [inner(i) for i in args if i], {k: v for k, v in kw.items()}, data, f"{total!r:>4}"
"""


def warm_up() -> None:
    """Run each tool a few times on a function with the common statement kinds,
    so that lazy imports and first-call costs are not timed as part of the
    first functions of the corpus."""
    code = compile(_WARM_UP, "<warm>", "exec").co_consts[0]
    for _ in range(3):
        for runner in RUNNERS.values():
            try:
                runner(code, "warm")
            except Exception:
                pass


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Swallow what a tool prints (depyf prints warnings to stdout)."""
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        yield


def worker_main(conn: Connection, root: str) -> None:
    """Serve tasks: (file, [(index, qualname, tools), ...]) -> one message per tool run."""
    warnings.simplefilter("ignore")
    with quiet():
        warm_up()
    cached: Tuple[Optional[str], List[types.CodeType]] = (None, [])
    while True:
        task = conn.recv()
        if task is None:
            return
        rel, items = task
        if cached[0] != rel:
            module = compile_file(Path(root) / rel)
            cached = (rel, [c for c, _ in walk_units(module)] if module else [])
        for index, qualname, tools in items:
            for tool in tools:
                conn.send(("begin", index, tool))
                try:
                    with quiet():
                        outcome = RUNNERS[tool](cached[1][index], qualname)
                except BaseException as exc:  # noqa: B036 - report, keep serving
                    outcome = Outcome("exception", message="harness: " + _describe(exc)
                                      + "\n" + traceback.format_exc(limit=3))
                conn.send(("done", index, tool, asdict(outcome)))
        conn.send(("task-done",))


# ================================================================ scheduling (main side)

class Worker:
    def __init__(self, ctx: Any, root: Path) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=worker_main, args=(child, str(root)), daemon=True)
        self.proc.start()
        child.close()
        self.task: Optional[Tuple[str, List[Tuple[int, str, Tuple[str, ...]]]]] = None
        self.current: Optional[Tuple[int, str]] = None  # (index, tool) in flight
        self.last: Optional[Tuple[int, str]] = None  # last (index, tool) finished
        self.since = time.monotonic()

    def give(self, task: Tuple[str, List[Tuple[int, str, Tuple[str, ...]]]]) -> None:
        self.task = task
        self.current = self.last = None
        self.since = time.monotonic()
        self.conn.send(task)

    def kill(self) -> None:
        self.proc.kill()
        self.proc.join()
        self.conn.close()


def remaining_after(task: Tuple[str, List[Tuple[int, str, Tuple[str, ...]]]],
                    index: int, tool: str) -> Tuple[str, List[Tuple[int, str, Tuple[str, ...]]]]:
    """What is left of *task* once (index, tool) is written off."""
    rel, items = task
    left = []
    for idx, qualname, tools in items:
        if idx < index:
            continue
        if idx == index:
            tools = tools[tools.index(tool) + 1:]
            if not tools:
                continue
        left.append((idx, qualname, tools))
    return rel, left


def run_all(refs: List[FunctionRef], root: Path, tools: Tuple[str, ...], jobs: int,
            timeout: float, progress: bool) -> Dict[Tuple[str, int], Dict[str, Outcome]]:
    """Outcomes per (file, index) and tool, computed by *jobs* worker processes."""
    queue: List[Tuple[str, List[Tuple[int, str, Tuple[str, ...]]]]] = []
    by_file: Dict[str, List[Tuple[int, str, Tuple[str, ...]]]] = {}
    for ref in refs:
        # Alternate which tool goes first, so that neither always finds the caches warm.
        order = tools if ref.index % 2 == 0 else tools[::-1]
        by_file.setdefault(ref.file, []).append((ref.index, ref.qualname, order))
    for rel, items in by_file.items():
        for i in range(0, len(items), 200):  # bounded tasks keep workers balanced
            queue.append((rel, items[i:i + 200]))
    queue.reverse()  # pop() from the end keeps corpus order
    results: Dict[Tuple[str, int], Dict[str, Outcome]] = {}
    ctx = mp.get_context("spawn" if sys.platform == "win32" else "fork")
    workers = [Worker(ctx, root) for _ in range(max(1, min(jobs, len(queue) or 1)))]
    idle = list(workers)
    done = 0
    last_report = time.monotonic()
    try:
        while queue or len(idle) < len(workers):
            while queue and idle:
                idle.pop().give(queue.pop())
            busy = [w for w in workers if w not in idle]
            ready = wait([w.conn for w in busy], timeout=1.0)
            for w in busy:
                if w.conn in ready:
                    try:
                        message = w.conn.recv()
                    except (EOFError, OSError):
                        message = ("died",)
                    kind = message[0]
                    if kind == "begin":
                        w.current, w.since = (message[1], message[2]), time.monotonic()
                    elif kind == "done":
                        key = (w.task[0], message[1])  # type: ignore[index]
                        results.setdefault(key, {})[message[2]] = Outcome(**message[3])
                        w.current, w.last, w.since = None, (message[1], message[2]), time.monotonic()
                        done += 1
                    elif kind == "task-done":
                        w.task = None
                        idle.append(w)
                    else:  # worker died (segfault, OOM...)
                        workers[workers.index(w)] = replace_worker(
                            w, ctx, root, results, queue, idle, "crash", "worker process died")
                elif time.monotonic() - w.since > (timeout if w.current else timeout + 60):
                    workers[workers.index(w)] = replace_worker(
                        w, ctx, root, results, queue, idle, "timeout",
                        f"no result within {timeout:g}s")
            if progress and time.monotonic() - last_report > 10:
                last_report = time.monotonic()
                print(f"  ... {done}/{len(refs) * len(tools)} tool runs", file=sys.stderr,
                      flush=True)
    finally:
        for w in workers:
            if w.proc.is_alive():
                try:
                    w.conn.send(None)
                except OSError:
                    pass
                w.proc.join(timeout=5)
                if w.proc.is_alive():
                    w.kill()
    return results


def replace_worker(w: Worker, ctx: Any, root: Path, results: Dict[Tuple[str, int], Dict[str, Outcome]],
                   queue: List[Any], idle: List[Worker], status: str, message: str) -> Worker:
    """Write off the in-flight (function, tool), requeue the rest, start a new worker."""
    task, current, last = w.task, w.current, w.last
    w.kill()
    if task is not None and task[1]:
        if current is None and last is not None:  # between functions: nothing to write off
            rest = remaining_after(task, *last)
        else:  # in flight, or before the first function (e.g. compiling the file)
            if current is None:
                current = (task[1][0][0], task[1][0][2][0])
            index, tool = current
            outcome = Outcome(status, (time.monotonic() - w.since) * 1000, message=message)
            results.setdefault((task[0], index), {})[tool] = outcome
            rest = remaining_after(task, index, tool)
        if rest[1]:
            queue.append(rest)
    fresh = Worker(ctx, root)
    idle.append(fresh)
    return fresh


# ================================================================ report

@dataclass
class ToolStats:
    tool: str
    functions: int = 0
    exceptions: int = 0
    timeouts: int = 0
    crashes: int = 0
    noncompiling: int = 0
    identical: int = 0
    identical_known: int = 0
    total_ms: float = 0.0
    timed: int = 0

    def add(self, o: Outcome) -> None:
        self.functions += 1
        if o.status == "timeout":
            self.timeouts += 1
        elif o.status == "crash":
            self.crashes += 1
        if o.status != "ok":
            self.exceptions += 1  # timeouts and crashes included
        else:
            self.total_ms += o.ms
            self.timed += 1
            if o.compiles is False:
                self.noncompiling += 1
            if o.identical is not None:
                self.identical_known += 1
                self.identical += bool(o.identical)

    @property
    def ms_per_function(self) -> float:
        return self.total_ms / self.timed if self.timed else 0.0

    @property
    def identical_pct(self) -> Optional[float]:
        return 100.0 * self.identical / self.functions if self.identical_known else None

    def summary(self) -> Dict[str, Any]:
        d = asdict(self)
        d["ms_per_function"] = round(self.ms_per_function, 3)
        d["identical_pct"] = None if self.identical_pct is None else round(self.identical_pct, 2)
        return d


def pct(n: int, total: int) -> str:
    return f"{n} ({100.0 * n / total:.1f}%)" if total else str(n)


def table(rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in
                               enumerate(zip(r, widths))).rstrip() for r in rows)


def stats_table(stats: Sequence[ToolStats], units: str = "functions") -> str:
    unit = "body" if units == "bodies" else "function"
    rows = [("tool", units, "exceptions", "(timeouts)", "non-compiling", "identical", f"ms/{unit}")]
    for s in stats:
        ident = "n/a" if s.identical_pct is None else f"{s.identical} ({s.identical_pct:.1f}%)"
        rows.append((s.tool, str(s.functions), pct(s.exceptions, s.functions), str(s.timeouts),
                     pct(s.noncompiling, s.functions), ident, f"{s.ms_per_function:.2f}"))
    return table(rows)


def _comparison(undis_ms: float, depyf_ms: float) -> str:
    ratio = undis_ms / depyf_ms
    word = "slower" if ratio >= 1 else "faster"
    factor = ratio if ratio >= 1 else 1 / ratio
    return (f"undis {undis_ms:.2f} ms vs depyf {depyf_ms:.2f} ms per function: "
            f"undis is {factor:.2f}x {word}")


def speed_line(stats: Dict[str, ToolStats]) -> str:
    u, d = stats.get("undis"), stats.get("depyf")
    if not (u and d and u.ms_per_function and d.ms_per_function):
        return ""
    return ("speed (all calls that returned): " + _comparison(u.ms_per_function, d.ms_per_function)
            + " (undis time includes its verification)")


def paired_speed(refs: List[FunctionRef], results: Dict[Tuple[str, int], Dict[str, Outcome]],
                 ) -> Optional[Dict[str, Any]]:
    """Mean times over the functions *both* tools returned on: the fair comparison
    (a tool that fails fast on the hard functions would otherwise look faster)."""
    undis_ms = depyf_ms = decompile_ms = 0.0
    count = split = 0
    for ref in refs:
        pair = results.get((ref.file, ref.index), {})
        u, d = pair.get("undis"), pair.get("depyf")
        if u is None or d is None or u.status != "ok" or d.status != "ok":
            continue
        undis_ms += u.ms
        depyf_ms += d.ms
        count += 1
        # decompilation alone: where it was not timed apart (deep code), the whole call
        decompile_ms += u.ms if u.decompile_ms is None else u.decompile_ms
        split += u.decompile_ms is not None
    if not count or not depyf_ms:
        return None
    return {"functions": count, "undis_ms": round(undis_ms / count, 3),
            "depyf_ms": round(depyf_ms / count, 3), "ratio": round(undis_ms / depyf_ms, 3),
            "undis_decompile_ms": round(decompile_ms / count, 3),
            "ratio_decompile": round(decompile_ms / depyf_ms, 3), "timed_apart": split}


def paired_line(paired: Optional[Dict[str, Any]]) -> str:
    if paired is None:
        return ""
    return (f"speed (the {paired['functions']} functions both returned): "
            + _comparison(paired["undis_ms"], paired["depyf_ms"])
            + f" (ratio {paired['ratio']:.2f}; undis time includes its verification)\n"
            + "speed of decompilation alone (same functions, undis's verification not counted; "
            + "depyf does not verify): "
            + _comparison(paired["undis_decompile_ms"], paired["depyf_ms"])
            + f" (ratio {paired['ratio_decompile']:.2f})")


def failure_records(refs: List[FunctionRef], results: Dict[Tuple[str, int], Dict[str, Outcome]],
                    ) -> Iterator[Dict[str, Any]]:
    for ref in refs:
        o = results.get((ref.file, ref.index), {}).get("undis")
        if o is None:
            continue
        if o.status != "ok":
            kind = o.status
        elif o.compiles is False:
            kind = "does-not-compile"
        elif not o.identical:
            kind = "not-identical"
        else:
            continue
        yield {"file": ref.file, "line": ref.line, "qualname": ref.qualname, "kind": kind,
               "message": o.message, "differences": o.differences}


def depyf_status() -> Tuple[bool, str]:
    try:
        import depyf
    except Exception as exc:
        return False, f"depyf not importable ({type(exc).__name__}: {exc})"
    return True, f"depyf {getattr(depyf, '__version__', '?')}"


# ================================================================ main

def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Round-trip the stdlib's functions through undis "
                                            "(and depyf when installed).")
    p.add_argument("--limit", type=int, help="at most N functions (seeded random choice)")
    p.add_argument("--sample", type=float, help="fraction of the functions, e.g. 0.05")
    p.add_argument("--seed", type=int, default=0, help="seed for --sample/--limit (default 0)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                   help="worker processes (default: CPU count)")
    p.add_argument("--timeout", type=float, default=5.0,
                   help="seconds per function and tool before it counts as hung (default 5)")
    p.add_argument("--failures", type=Path, help="write undis's failing functions as JSONL here")
    p.add_argument("--json", type=Path, help="write the summary as JSON here (used by run-all)")
    p.add_argument("--no-depyf", action="store_true", help="do not measure depyf")
    p.add_argument("--root", type=Path, default=None, help="corpus root (default: the stdlib)")
    p.add_argument("--units", choices=sorted(UNITS), default="functions",
                   help="round-trip every function (default), or every module and class body "
                        "(each with the code nested in it)")
    p.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                   help="time calls by the worker's CPU time (default; steady on a busy machine) "
                        "or by wall time")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return p.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    try:
        import undis  # noqa: F401
    except Exception as exc:
        print(f"error: undis is not importable: {exc}", file=sys.stderr)
        return 2
    root = args.root or stdlib_root()
    started = time.monotonic()
    os.environ[UNITS_ENV] = args.units  # inherited by the workers
    refs, compiled, skipped = enumerate_corpus(root)
    chosen = select(refs, args.sample, args.limit, args.seed)
    tools: Tuple[str, ...] = ("undis",)
    depyf_ok, depyf_note = (False, "depyf off (--no-depyf)") if args.no_depyf else depyf_status()
    if depyf_ok:
        tools += ("depyf",)
    version = platform.python_version()
    print(f"undis corpus round-trip: CPython {version}, {root}")
    print(f"files: {compiled} compiled, {skipped} skipped (do not compile here); "
          f"{args.units}: {len(chosen)} of {len(refs)} (seed {args.seed}); {depyf_note}; "
          f"{args.clock} time", flush=True)
    os.environ[CLOCK_ENV] = args.clock  # inherited by the workers
    results = run_all(chosen, root, tools, args.jobs, args.timeout, not args.quiet)
    stats = {t: ToolStats(t) for t in tools}
    for ref in chosen:
        for tool, outcome in results.get((ref.file, ref.index), {}).items():
            stats[tool].add(outcome)
    print(stats_table(list(stats.values()), args.units))
    paired = paired_speed(chosen, results) if depyf_ok else None
    for line in (speed_line(stats), paired_line(paired)):
        if line:
            print(line)
    failures = list(failure_records(chosen, results))
    if args.failures:
        args.failures.parent.mkdir(parents=True, exist_ok=True)
        with open(args.failures, "w", encoding="utf-8") as fh:
            for record in failures:
                fh.write(json.dumps(record) + "\n")
        print(f"{len(failures)} failing functions written to {args.failures}")
    elapsed = time.monotonic() - started
    print(f"wall time {elapsed:.0f}s with {args.jobs} jobs")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        summary = {"python": version, "files_compiled": compiled, "files_skipped": skipped,
                   "units": args.units, "functions_total": len(refs), "functions_run": len(chosen),
                   "depyf": depyf_note, "wall_s": round(elapsed, 1),
                   "tools": {t: s.summary() for t, s in stats.items()}, "paired_speed": paired}
        args.json.write_text(json.dumps(summary, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
