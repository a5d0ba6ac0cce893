"""Machinery shared by tests/test_golden.py and scripts/regen_golden.py.

Standard library only (no pytest) so goldens can be regenerated with a bare
interpreter.  See the docstring of tests/test_golden.py for the layout.
"""

from __future__ import annotations

import copy
import difflib
import importlib.util
import inspect
import math
import re
import sys
import types
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

CASES_DIR = Path(__file__).resolve().parent
TESTS_DIR = CASES_DIR.parent
REPO = TESTS_DIR.parent
GOLDEN_ROOT = TESTS_DIR / "golden"
PY = sys.version_info[:2]
VERSION_TAG = f"py{PY[0]}{PY[1]}"
GOLDEN_DIR = GOLDEN_ROOT / VERSION_TAG
MODULE_PREFIX = "module__"

_MIN_VERSION_RE = re.compile(r"^MIN_VERSION\s*=\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)", re.M)


# ---------------------------------------------------------------- discovery

@dataclass(frozen=True)
class Family:
    name: str
    path: Path
    min_version: Tuple[int, int]

    @property
    def supported(self) -> bool:
        return PY >= self.min_version

    @property
    def skip_reason(self) -> str:
        return f"{self.name}: needs Python {self.min_version[0]}.{self.min_version[1]}+"


@dataclass(frozen=True)
class Case:
    family: str
    name: str
    kind: str  # "function" or "module" (an entry of MODULE_SOURCES)

    def __str__(self) -> str:
        return f"{self.family}::{self.name}"

    @property
    def golden_path(self) -> Path:
        stem = self.name if self.kind == "function" else MODULE_PREFIX + self.name
        return GOLDEN_DIR / self.family / f"{stem}.py"


def families() -> List[Family]:
    """Every ``tests/cases/<family>.py`` (helpers start with ``_``), sorted."""
    found = []
    for path in sorted(CASES_DIR.glob("*.py")):
        if path.name.startswith("_"):
            continue
        m = _MIN_VERSION_RE.search(path.read_text(encoding="utf-8"))
        min_version = (int(m.group(1)), int(m.group(2))) if m else (3, 0)
        found.append(Family(path.stem, path, min_version))
    return found


_MODULES: Dict[str, types.ModuleType] = {}


def load_family(name: str) -> types.ModuleType:
    """Import ``tests/cases/<name>.py`` once (as module ``undis_cases.<name>``)."""
    if name not in _MODULES:
        path = CASES_DIR / f"{name}.py"
        spec = importlib.util.spec_from_file_location(f"undis_cases.{name}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        _MODULES[name] = module
    return _MODULES[name]


def case_functions(module: types.ModuleType) -> List[types.FunctionType]:
    """Top-level functions defined in *module* (not ``_helpers``), in source order."""
    funcs = [
        obj for name, obj in vars(module).items()
        if inspect.isfunction(obj) and obj.__module__ == module.__name__
        and not name.startswith("_") and obj.__name__ == name
    ]
    return sorted(funcs, key=lambda f: f.__code__.co_firstlineno)


def cases_of(family: Family) -> List[Case]:
    module = load_family(family.name)
    cases = [Case(family.name, f.__name__, "function") for f in case_functions(module)]
    for name in getattr(module, "MODULE_SOURCES", {}):
        cases.append(Case(family.name, name, "module"))
    return cases


def all_cases() -> List[Case]:
    return [c for fam in families() if fam.supported for c in cases_of(fam)]


# ---------------------------------------------------------------- targets

def module_filename(case: Case) -> str:
    return f"<case {case.family}.{case.name}>"


def case_target(case: Case) -> Any:
    """What gets decompiled: the function object, or a compiled module body."""
    module = load_family(case.family)
    if case.kind == "function":
        return getattr(module, case.name)
    source = module.MODULE_SOURCES[case.name]
    return compile(source, module_filename(case), "exec", dont_inherit=True)


_RESULTS: Dict[Case, Tuple[Any, Optional[BaseException]]] = {}


def decompiled(case: Case) -> Any:
    """``undis.decompile_checked`` of the case, computed once; re-raises its error."""
    if case not in _RESULTS:
        import undis  # imported late: a missing package fails each test

        try:
            _RESULTS[case] = (undis.decompile_checked(case_target(case)), None)
        except Exception as exc:
            _RESULTS[case] = (None, exc)
    result, error = _RESULTS[case]
    if error is not None:
        raise error
    return result


def golden_diff(expected: str, actual: str, path: Path) -> str:
    lines = difflib.unified_diff(
        expected.splitlines(keepends=True), actual.splitlines(keepends=True),
        fromfile=f"golden {path.relative_to(REPO)}", tofile="decompiled",
    )
    return "".join(lines)


# ---------------------------------------------------------------- behaviour

def samples_for(case: Case) -> List[Tuple[tuple, dict]]:
    """Argument sets for a function case: SAMPLES entry, else one no-arg call.

    A SAMPLES item is a tuple of positional arguments, or a dict
    ``{"args": (...), "kwargs": {...}}``.
    """
    module = load_family(case.family)
    samples = getattr(module, "SAMPLES", {})
    if case.name not in samples:
        return [((), {})]
    out = []
    for item in samples[case.name]:
        if isinstance(item, dict):
            out.append((tuple(item.get("args", ())), dict(item.get("kwargs", {}))))
        else:
            out.append((tuple(item), {}))
    return out


def rebuild_function(case: Case, source: str) -> Callable[..., Any]:
    """Exec decompiled *source* in a copy of the case module's globals."""
    module = load_family(case.family)
    original = getattr(module, case.name)
    namespace = dict(vars(module))
    namespace.pop(case.name, None)
    code = compile(source, f"<decompiled {case}>", "exec", dont_inherit=True)
    exec(code, namespace)
    func = namespace.get(case.name)
    if not inspect.isfunction(func):
        raise AssertionError(f"decompiled source does not define function {case.name!r}")
    # Default values are runtime objects of the enclosing scope; the golden
    # text checks how they are rendered, behaviour uses the original objects.
    func.__defaults__ = original.__defaults__
    func.__kwdefaults__ = original.__kwdefaults__
    return func


def call_outcome(func: Callable[..., Any], args: tuple, kwargs: dict) -> Any:
    """Normalized (outcome, value, args-after-call) of one call."""
    args, kwargs = copy.deepcopy((args, kwargs))
    try:
        value = realize(func(*args, **kwargs))
    except Exception as exc:
        return ("raise", describe_exception(exc), normalize(args))
    return ("return", normalize(value), normalize(args))


def module_outcome(source_or_code: Any, filename: str) -> Any:
    """Exec a module body and return its normalized public namespace."""
    namespace: Dict[str, Any] = {"__name__": "undis_case_module"}
    code = source_or_code
    if isinstance(source_or_code, str):
        code = compile(source_or_code, filename, "exec", dont_inherit=True)
    try:
        exec(code, namespace)
        error = None
    except Exception as exc:
        error = describe_exception(exc)
    public = {k: normalize(v) for k, v in namespace.items() if not k.startswith("__")}
    return (error, sorted(public.items(), key=lambda kv: kv[0]))


def drive(awaitable: Any) -> Any:
    """Run a coroutine without an event loop; yielded values are recorded."""
    trace = []
    while True:
        try:
            trace.append(normalize(awaitable.send(None)))
        except StopIteration as stop:
            return ("coroutine", trace, normalize(stop.value))
        except Exception as exc:
            return ("coroutine", trace, ("raise", describe_exception(exc)))


async def _collect_async(agen: Any) -> List[Any]:
    items = []
    try:
        async for item in agen:
            items.append(normalize(item))
    except Exception as exc:
        items.append(("raise", describe_exception(exc)))
    return items


def drain(gen: Any, limit: int = 10_000) -> Any:
    items = []
    try:
        for item in gen:
            items.append(normalize(item))
            if len(items) >= limit:
                items.append("<truncated>")
                break
    except Exception as exc:
        items.append(("raise", describe_exception(exc)))
    return ("generator", items)


def realize(value: Any) -> Any:
    if inspect.isgenerator(value):
        return drain(value)
    if inspect.iscoroutine(value):
        return drive(value)
    if inspect.isasyncgen(value):
        return ("asyncgen", drive(_collect_async(value)))
    return value


def describe_exception(exc: BaseException) -> Any:
    nested = getattr(exc, "exceptions", None)
    return (
        type(exc).__qualname__,
        normalize(exc.args),
        [describe_exception(e) for e in nested] if isinstance(nested, tuple) else None,
        type(exc.__cause__).__qualname__ if exc.__cause__ is not None else None,
        type(exc.__context__).__qualname__ if exc.__context__ is not None else None,
        exc.__suppress_context__,
    )


_SCALARS = (int, str, bytes, bool, type(None), type(Ellipsis), type(NotImplemented), range)


def normalize(value: Any, depth: int = 0) -> Any:
    """A comparable, identity-free description of *value*."""
    if depth > 20:
        return "<deep>"
    d = depth + 1
    if isinstance(value, float):
        return ("float", "nan" if math.isnan(value) else repr(value))
    if isinstance(value, complex):
        return ("complex", repr(value))
    if isinstance(value, _SCALARS):
        return (type(value).__name__, value)
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [normalize(v, d) for v in value])
    if isinstance(value, dict):
        return (type(value).__name__, [(normalize(k, d), normalize(v, d)) for k, v in value.items()])
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, sorted(repr(normalize(v, d)) for v in value))
    if isinstance(value, BaseException):
        return ("exception", describe_exception(value))
    if inspect.isgenerator(value) or inspect.iscoroutine(value) or inspect.isasyncgen(value):
        return normalize(realize(value), d)
    if isinstance(value, type):
        return ("class", value.__qualname__)
    if callable(value) and hasattr(value, "__qualname__"):
        return ("callable", type(value).__name__, value.__qualname__)
    if isinstance(value, types.ModuleType):
        return ("module", value.__name__)
    attrs = getattr(value, "__dict__", None)
    if isinstance(attrs, dict):
        return ("object", type(value).__qualname__, normalize(attrs, d))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = repr(value)
    return ("repr", type(value).__qualname__, re.sub(r" at 0x[0-9a-f]+", "", text))


# -- known gaps -----------------------------------------------------------------------------
# ``tests/golden/py3X/KNOWN_GAPS.txt`` lists, per interpreter, the cases the decompiler does
# not handle yet: ``<case id>\t<kind>\t<message>`` where kind is ``error`` (decompile raises),
# ``unverified`` (output recompiles to different bytecode) or ``misbehaves`` (the output also
# behaves differently on SAMPLES).  The tests mark them xfail(strict=True): when a gap is
# fixed the test "unexpectedly passes" and fails, so the list can only shrink on purpose.
# Regenerated by scripts/regen_golden.py together with the goldens.
KNOWN_GAPS_FILE = GOLDEN_DIR / "KNOWN_GAPS.txt"


def known_gaps() -> Dict[str, Tuple[str, str]]:
    return read_gaps(KNOWN_GAPS_FILE)


def read_gaps(path: Path) -> Dict[str, Tuple[str, str]]:
    """A gap file (KNOWN_GAPS.txt, and the grids' LOOP_GRID_GAPS.txt, COND_GRID_GAPS.txt):
    name -> (kind, message), from its tab-separated lines."""
    gaps: Dict[str, Tuple[str, str]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                name, kind, message = (line.split("\t") + ["", ""])[:3]
                gaps[name] = (kind, message)
    return gaps


def write_gaps(path: Path, header: str, statuses: Iterable[Tuple[str, Tuple[str, str]]]) -> List[str]:
    """Rewrite the gap file ``path`` (``header`` is its first line) from (name, (kind,
    message)) pairs: one line for each that is not ``ok``.  Returns those lines."""
    lines = ["%s\t%s\t%s" % (name, kind, message.replace("\t", " ").replace("\n", " "))
             for name, (kind, message) in statuses if kind != "ok"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("# " + header + "\n" + "".join(line + "\n" for line in lines), encoding="utf-8")
    return lines


#: which of a grid's two tests ('behaviour', 'verified') a gap of each kind fails
_GAP_FAILS = {"error": {"behaviour", "verified"}, "misbehaves": {"behaviour", "verified"}, "unverified": {"verified"}}


def gap_reason(gaps: Dict[str, Tuple[str, str]], name: str, test: str) -> str:
    """The xfail reason of grid shape ``name`` in ``test``: '' where its gap (if any)
    does not fail that test."""
    kind, message = gaps.get(name, ("", ""))
    return "known gap (%s): %s" % (kind, message) if test in _GAP_FAILS.get(kind, ()) else ""


def grid_status(make: Callable[[], Any], same: Callable[[str], bool]) -> Tuple[str, str]:
    """('ok'|'error'|'unverified'|'misbehaves', message) of a grid shape, computed afresh:
    ``make()`` gives the function, ``same(source)`` says whether the decompiled source
    behaves like it."""
    import undis
    try:
        result = undis.decompile_checked(make())
    except Exception as exc:
        return "error", "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0] if str(exc) else "")
    ok = same(result.source)
    if result.verified and ok:
        return "ok", ""
    message = result.verdict.summary().splitlines()[0][:200] if not result.verified else "verified"
    return ("unverified" if ok else "misbehaves"), message


def gap_status(case: "Case") -> Tuple[str, str]:
    """('ok'|'error'|'unverified'|'misbehaves', message) for one case, computed afresh."""
    try:
        result = decompiled(case)
    except Exception as exc:
        return "error", "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0] if str(exc) else "")
    if result.verified:
        return "ok", ""
    message = result.verdict.summary().splitlines()[0][:200]
    try:
        if not behaves_same(case, result.source):
            return "misbehaves", message
    except Exception as exc:  # the rebuilt code failed to even load
        return "misbehaves", "%s: %s" % (type(exc).__name__, exc)
    return "unverified", message


def behaves_same(case: "Case", source: str) -> bool:
    module = load_family(case.family)
    if case.kind == "module":
        with deadline():
            return bool(module_outcome(source, "<decompiled %s>" % case) ==
                    module_outcome(module.MODULE_SOURCES[case.name], module_filename(case)))
    original = getattr(module, case.name)
    rebuilt = rebuild_function(case, source)
    with deadline():
        return all(call_outcome(original, a, k) == call_outcome(rebuilt, a, k) for a, k in samples_for(case))


class _Deadline:
    """Raise TimeoutError in the main thread after ``seconds`` (a wrong loop must not hang)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> None:
        import signal

        def fire(signum: int, frame: Any) -> None:
            raise TimeoutError("did not finish in %.0f s" % self.seconds)

        self.old = signal.signal(signal.SIGALRM, fire)
        signal.setitimer(signal.ITIMER_REAL, self.seconds)

    def __exit__(self, *exc: Any) -> None:
        import signal

        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self.old)


def deadline(seconds: float = 5.0) -> _Deadline:
    return _Deadline(seconds)
