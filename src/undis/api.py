"""The public API: ``decompile``, ``decompile_checked`` and their .pyc variants.

    >>> import undis
    >>> def add(a, b=1):
    ...     return a + b
    >>> print(undis.decompile(add), end="")
    def add(a, b=1):
        return a + b

Every result is verified: the produced source is recompiled and its
normalized bytecode compared with the original's.  ``decompile_checked``
returns the source with that verdict; ``decompile`` returns the source alone,
under a ``# undis: NOT VERIFIED: ...`` comment block when the two differ
(``verify=False`` skips the check).

Accepted objects: Python functions and lambdas (generator, coroutine and
async-generator functions included), bound methods, ``staticmethod`` /
``classmethod`` objects, ``functools.partial`` / ``partialmethod`` (the wrapped
function), wrappers exposing ``__wrapped__`` that have no bytecode of their
own (``functools.lru_cache``), generator/coroutine objects (their code),
modules written in Python, and code objects (function, lambda, class body,
module, comprehension).
"""

# Keep this module importable by older Pythons up to the version check below
# (no walrus, no positional-only parameters), so that they fail with a clear
# UnsupportedVersionError rather than a SyntaxError.
from __future__ import annotations

import sys

from undis.errors import DecompileError, UndisError, UnsupportedVersionError

SUPPORTED_VERSIONS = ((3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13))


def _check_interpreter() -> None:
    version = tuple(sys.version_info[:2])
    name = sys.implementation.name
    if name != "cpython" or version not in SUPPORTED_VERSIONS:
        raise UnsupportedVersionError(
            "undis decompiles CPython 3.8 to 3.13 bytecode; this interpreter is {} {}.{}, "
            "whose bytecode undis does not know: run undis under CPython 3.8-3.13".format(
                name, version[0], version[1]))


_check_interpreter()

import ast  # noqa: E402
import dataclasses  # noqa: E402
import functools  # noqa: E402
import importlib.util  # noqa: E402
import os  # noqa: E402
import threading  # noqa: E402
import types  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from typing import Any, Callable, Dict, Optional, Tuple, TypeVar, Union  # noqa: E402

from undis.bytecode.versions import facts  # noqa: E402
from undis.decompiler import decompile_code_tree  # noqa: E402
from undis.emit import signature  # noqa: E402
from undis.emit.unparse import keeps_lines, unparse_owned  # noqa: E402
from undis.structure.lined import (  # noqa: E402
    jumps_to_small_exit,
    scopes_of,
    spreads_over_more_lines,
    stores_twice_across_lines,
)
from undis.verify import Verdict, check_source  # noqa: E402
from undis.verify.oracle import Parts  # noqa: E402

__all__ = [
    "Decompilation",
    "decompile",
    "decompile_checked",
    "decompile_pyc",
    "decompile_pyc_checked",
    "module_code",
]

PathLike = Union[str, "os.PathLike[str]"]
_T = TypeVar("_T")

_ACCEPTS = "a Python function, method or code object"
_C_TYPES = (
    types.BuiltinFunctionType,  # len, [].append
    types.WrapperDescriptorType,  # object.__init__
    types.MethodWrapperType,  # (1).__add__
    types.MethodDescriptorType,  # str.join
    types.ClassMethodDescriptorType,  # dict.__dict__["fromkeys"]
    types.GetSetDescriptorType,
    types.MemberDescriptorType,
)


@dataclass(frozen=True)
class Decompilation:
    """Source produced by :func:`decompile_checked`, with its verification verdict."""

    source: str
    verdict: Verdict
    qualname: str

    @property
    def verified(self) -> bool:
        """True when the source recompiles to bytecode identical to the original and
        every default value is written as source known to evaluate to it."""
        return bool(self.verdict.verified)


@dataclass(frozen=True)
class _Target:
    code: types.CodeType
    func: Optional[types.FunctionType]
    qualname: str  # for display
    verify_qualname: Optional[str]  # for verify_source: only a real __qualname__


# ---------------------------------------------------------------- dispatch

def _describe(obj: Any) -> str:
    """``builtin_function_or_method 'len'``: the type and, when it has one, the name."""
    kind = type(obj).__name__
    if isinstance(obj, type):
        return f"class {obj.__qualname__!r}"
    if isinstance(obj, types.ModuleType):
        return f"module {obj.__name__!r}"
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    if isinstance(name, str):
        return f"{kind} {name!r}"
    if isinstance(obj, (str, bytes, int, float)) or obj is None:
        text = repr(obj)
        return f"{kind} {text[:60] + '...' if len(text) > 60 else text}"
    return kind


def _bad(api: str, obj: Any, why: str = "", original: Any = None) -> TypeError:
    message = f"undis.{api}() expects {_ACCEPTS}; got {_describe(obj)}"
    notes = [why] if why else []
    if original is not None and original is not obj:
        notes.append(f"unwrapped from {type(original).__name__}")
    return TypeError(message + (f" ({'; '.join(notes)})" if notes else ""))


def _code_qualname(code: types.CodeType) -> str:
    return str(getattr(code, "co_qualname", code.co_name))


def _resolve(obj: Any, api: str) -> _Target:
    """Find the code object (and function, for its signature) behind *obj*."""
    original = obj

    def bad(why: str = "") -> TypeError:
        return _bad(api, obj, why, original)

    for _ in range(100):  # unwrap layers; bounded against reference cycles
        if isinstance(obj, types.FunctionType):
            return _Target(obj.__code__, obj, obj.__qualname__, obj.__qualname__)
        if isinstance(obj, types.CodeType):
            return _Target(obj, None, _code_qualname(obj), None)
        if isinstance(obj, (types.MethodType, staticmethod, classmethod)):
            obj = obj.__func__
        elif isinstance(obj, (functools.partial, functools.partialmethod)):
            obj = obj.func
        elif isinstance(obj, types.GeneratorType):
            return _Target(obj.gi_code, None, obj.__qualname__, obj.__qualname__)
        elif isinstance(obj, types.CoroutineType):
            return _Target(obj.cr_code, None, obj.__qualname__, obj.__qualname__)
        elif isinstance(obj, types.AsyncGeneratorType):
            return _Target(obj.ag_code, None, obj.__qualname__, obj.__qualname__)
        elif isinstance(obj, types.ModuleType):
            return _Target(_module_code_of(obj, api), None, "<module>", None)
        elif isinstance(obj, type):
            raise bad(f"a class has no code object of its own: pass one of its methods "
                      f"(e.g. {obj.__qualname__}.method) or the module that defines it")
        elif isinstance(obj, property):
            raise bad("pass its getter, e.g. prop.fget")
        elif isinstance(obj, (str, bytes, os.PathLike)):
            raise bad("to decompile a .pyc file use undis.decompile_pyc(path); "
                      "for a module, pass the module or undis.api.module_code(name)")
        elif isinstance(obj, _C_TYPES):
            raise bad("implemented in C, it has no bytecode")
        elif hasattr(obj, "__wrapped__"):
            obj = obj.__wrapped__  # e.g. functools.lru_cache: a C wrapper around a function
        elif callable(obj):
            raise bad("it has no bytecode: only functions written in Python can be decompiled")
        else:
            raise bad()
    raise bad("too many layers of wrappers")


def _module_code_of(module: types.ModuleType, api: str) -> types.CodeType:
    spec = getattr(module, "__spec__", None)
    loader = getattr(spec, "loader", None)
    get_code = getattr(loader, "get_code", None)
    code = get_code(module.__name__) if get_code is not None else None
    if not isinstance(code, types.CodeType):
        raise _bad(api, module, "it has no Python source or bytecode (implemented in C?)")
    return code


def module_code(name: str) -> types.CodeType:
    """The module-level code object of the importable module *name*.

    Compiled from the module's source file (or read from its sourceless
    ``.pyc``) without executing the module; parent packages are imported to
    locate it.  Raises ``ImportError`` when it cannot be found and
    ``TypeError`` for built-in or extension modules.
    """
    spec = importlib.util.find_spec(name)
    if spec is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader: Any = spec.loader
    get_code = getattr(loader, "get_code", None)
    code = get_code(name) if get_code is not None else None
    if not isinstance(code, types.CodeType):
        where = spec.origin or "no file"
        raise TypeError(f"module {name!r} has no Python source or bytecode ({where}): "
                        "it is implemented in C or is a namespace package")
    return code


# ------------------------------------------------------ deep-recursion guard

#: Recursion limit while decompiling (the trees of deeply nested code are deep).
RECURSION_LIMIT = 100_000
#: Before 3.12, Python frames use C stack and the compiler's own C recursion
#: checks scale with the recursion limit, so a high limit is only safe on a
#: thread with a big stack; 3.12+ guards C recursion separately.
_NEEDS_BIG_STACK = facts().recursion_uses_c_stack
_STACK_SIZE = 512 * 1024 * 1024  # reserved address space, committed as used
_FALLBACK_LIMIT = 8000  # where no big-stack thread can be started
_limit_lock = threading.Lock()
_limit_users = 0
_saved_limit = 0


def _raise_limit(limit: int) -> None:
    global _limit_users, _saved_limit
    with _limit_lock:
        if _limit_users == 0:
            _saved_limit = sys.getrecursionlimit()
        _limit_users += 1
        if sys.getrecursionlimit() < limit:
            sys.setrecursionlimit(limit)


def _restore_limit() -> None:
    global _limit_users
    with _limit_lock:
        _limit_users -= 1
        if _limit_users == 0:
            sys.setrecursionlimit(_saved_limit)


def _start_big_stack_thread(target: Callable[[], None]) -> Optional[threading.Thread]:
    try:
        old_size = threading.stack_size(_STACK_SIZE)
    except (ValueError, RuntimeError):  # platform without settable stacks
        return None
    try:
        thread = threading.Thread(target=target, name="undis-decompile", daemon=True)
        thread.start()
        return thread
    except RuntimeError:  # cannot start a thread (no threads, no memory)
        return None
    finally:
        threading.stack_size(old_size)


def _stop_thread(thread: threading.Thread) -> None:
    """Ask an abandoned worker to stop (the caller was interrupted)."""
    try:
        import ctypes

        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(thread.ident or 0), ctypes.py_object(KeyboardInterrupt))
    except Exception:  # pragma: no cover - no ctypes
        return
    thread.join(1.0)


def _run_deep(fn: Callable[[], _T]) -> _T:
    """``fn()`` with the recursion limit raised to RECURSION_LIMIT.

    The limit is restored in a ``finally``.  Before 3.12, ``fn`` runs on a
    worker thread with a large stack, so that deep recursion ends in a
    RecursionError rather than a segmentation fault; where no such thread
    can be started it runs here under a more modest limit.
    """
    box: Dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # re-raised in the calling thread
            box["error"] = exc

    _raise_limit(RECURSION_LIMIT)
    try:
        thread = _start_big_stack_thread(target) if _NEEDS_BIG_STACK else None
        if thread is not None:
            try:
                thread.join()
            except BaseException:  # KeyboardInterrupt, a test timeout, ...
                _stop_thread(thread)
                raise
        else:
            if _NEEDS_BIG_STACK:
                sys.setrecursionlimit(max(_saved_limit, _FALLBACK_LIMIT))
            target()
    finally:
        _restore_limit()
    if "error" in box:
        error = box.pop("error")
        try:
            raise error
        finally:
            del error
    return box["value"]  # type: ignore[no-any-return]


# ------------------------------------------------------------------- public

class _Retry(Exception):
    """The fast attempt ran out of recursion depth: run again under :func:`_run_deep`."""


def _too_deep(exc: BaseException) -> bool:
    """Whether *exc* is, or was raised while handling, a RecursionError."""
    seen: Optional[BaseException] = exc
    for _ in range(16):  # bounded: chains are short, and may loop
        if seen is None:
            return False
        if isinstance(seen, RecursionError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _decompile_error(target: _Target, exc: BaseException) -> BaseException:
    """The exception callers see for a failure of the decompiler or of unparse."""
    if isinstance(exc, (UndisError, MemoryError)) or not isinstance(exc, Exception):
        return exc  # Ctrl-C and the like pass unchanged
    if isinstance(exc, RecursionError):
        error = DecompileError(f"{target.qualname}: code nested too deeply to decompile "
                               f"(recursion limit {RECURSION_LIMIT} reached)")
        error.__suppress_context__ = True
        return error
    error = DecompileError(f"{target.qualname}: internal error: {type(exc).__name__}: {exc}")
    error.__cause__ = exc
    return error


def _decompiled(target: _Target, deep: bool) -> Tuple[str, ast.AST]:
    """Source text for *target*, and the tree it was written from; without *deep*, running
    out of stack raises _Retry."""
    def work() -> Tuple[str, ast.AST]:
        tree = _tree(target, lines=False)
        return unparse_owned(tree), tree

    text, tree = _guarded(target, deep, work)
    return (text if text.endswith("\n") else text + "\n"), tree


def _lined(target: _Target, deep: bool, parts: Parts) -> str:
    """Source text for *target* with the original's line breaks inside expressions, in the
    bodies that hold the code objects *parts* (see :func:`_with_lines`)."""
    def work() -> str:
        tree = _tree(target, lines=True)
        return unparse_owned(tree, lines=True, scopes=scopes_of(target.code, tree, parts))

    text = _guarded(target, deep, work)
    return text if text.endswith("\n") else text + "\n"


def _tree(target: _Target, lines: bool) -> ast.AST:
    tree = decompile_code_tree(target.code, func=target.func, lined=lines)
    if not isinstance(tree, ast.AST):
        raise DecompileError(f"internal error: the decompiler returned {type(tree).__name__}, not an AST")
    return tree


def _guarded(target: _Target, deep: bool, work: Callable[[], _T]) -> _T:
    """``work()`` (decompiling and writing *target*), with its errors as callers see them;
    without *deep*, running out of stack raises _Retry."""
    try:
        return work()
    except Exception as exc:
        if not deep and _too_deep(exc):
            raise _Retry() from None
        raise _decompile_error(target, exc)  # noqa: B904 - chained as _decompile_error says


def _verdict(target: _Target, source: str, deep: bool) -> Tuple[Verdict, Parts]:
    """Verdict on *source*, and the code objects of *target* that differ
    (:func:`undis.verify.check_source`); without *deep*, running out of stack raises _Retry."""
    try:
        verdict, parts = check_source(target.code, source, qualname=target.verify_qualname)
    except RecursionError:
        if not deep:
            raise _Retry() from None
        raise DecompileError(f"{target.qualname}: code nested too deeply to verify") from None
    if not deep and getattr(verdict, "too_deep", False):
        raise _Retry()
    guessed = signature.inexact_defaults(target.func) if target.func is not None else []
    if guessed:  # the bytecode comparison cannot see defaults: they were written from values
        verdict = dataclasses.replace(verdict, inexact=tuple(guessed))
    return verdict, parts


def _run(target: _Target, verify: bool) -> Tuple[str, Optional[Verdict]]:
    """Decompile (and verify) *target*: in this thread under the current
    recursion limit first, which suffices for nearly all code, and only when
    that runs out of stack once more under :func:`_run_deep` (same result,
    since nothing the two steps do depends on the limit unless it is hit)."""
    def work(deep: bool) -> Tuple[str, Optional[Verdict]]:
        source, tree = _decompiled(target, deep)
        return _verified(target, source, tree, deep) if verify else (source, None)

    try:
        return work(False)
    except _Retry:
        pass
    return _run_deep(lambda: work(True))


#: whether the bytecode of an expression depends on the lines it spans (3.10-3.12), and
#: the unparser can keep them (3.9+)
_LINES_MATTER = facts().code_depends_on_lines and keeps_lines()
#: whether stores in a row into one local depend on the lines they sit on (3.13+)
_STORE_LINES_MATTER = facts().folds_store_pairs_on_one_line and keeps_lines()
#: whether a jump to a small block that returns depends on the lines of the code (3.13+)
_EXIT_LINES_MATTER = facts().keeps_jumps_to_exits_by_lines and keeps_lines()


def _lines_matter(parts: Parts) -> bool:
    """Whether the code objects that differ (*parts*) may verify written with their lines:
    always where the compiler's output depends on lines (3.10-3.12), else (3.13) where the
    original has what one line would have compiled otherwise."""
    return _LINES_MATTER or any(
        (_STORE_LINES_MATTER and stores_twice_across_lines(part))
        or (_EXIT_LINES_MATTER and jumps_to_small_exit(part)) for part in parts)


def _verified(target: _Target, source: str, tree: ast.AST, deep: bool) -> Tuple[str, Verdict]:
    """*source*'s verdict, and the source to give: *source* itself (written from *tree*),
    or where it does not verify, its line-keeping rendering if that one does
    (:func:`_with_lines`; tried only where the original spreads over more lines)."""
    verdict, parts = _verdict(target, source, deep)
    if verdict.identical or verdict.error is not None or not _lines_matter(parts):
        return source, verdict
    if not parts or not spreads_over_more_lines(target.code, tree):
        return source, verdict
    return _with_lines(target, deep, source, verdict, parts)


def _with_lines(target: _Target, deep: bool, source: str, verdict: Verdict, parts: Parts) -> Tuple[str, Verdict]:
    """*source* and its *verdict* (different bytecode), or, where it verifies instead, the
    source written again with the original's line breaks inside expressions: the compiler
    threads jumps only within one line, so an ``and`` spread over lines, written on one,
    recompiles to other jumps.  The breaks are kept in the bodies whose code differs
    (*parts*), each function or class on its own, so that a module verifies with the
    functions that need them and those that do not.  Costs time only for code whose
    first source did not verify."""
    try:
        lined = _lined(target, deep, parts)
    except DecompileError:  # (not expected: the same decompilation, with lines recorded)
        return source, verdict
    if lined == source:
        return source, verdict
    second, _ = _verdict(target, lined, deep)
    return (lined, second) if second.identical else (source, verdict)


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def unverified_header(verdict: Verdict) -> str:
    """The comment block :func:`decompile` puts above source that did not verify."""
    if verdict.error is not None:
        lines = ["could not check this source against the original bytecode",
                 "error: " + _one_line(verdict.error)]
    elif verdict.identical:
        more = len(verdict.inexact) - 1
        lines = ["the bytecode is identical, but a default value is written from its repr",
                 _one_line(verdict.inexact[0]) + (f" (+{more} more)" if more else "")]
    else:
        lines = ["recompiling this source gives different bytecode"]
        if verdict.differences:
            more = len(verdict.differences) - 1
            lines.append("first difference: " + _one_line(verdict.differences[0])
                         + (f" (+{more} more)" if more else ""))
    lines[0] = "undis: NOT VERIFIED: " + lines[0]
    return "".join(f"# {line}\n" for line in lines)


def decompile(obj: Any, *, verify: bool = True) -> str:
    """Python source for *obj* (a function, method, code object, ...).

    The source is verified: it is recompiled and its bytecode compared with
    the original's (see :func:`decompile_checked`).  Source that does not
    verify is still returned, below a comment block that starts with
    ``# undis: NOT VERIFIED:`` and gives the first difference (or why no
    comparison was possible), so unverified output is never mistaken for
    verified output.  ``verify=False`` skips the check (faster; no header).

    Raises ``TypeError`` for objects without bytecode (built-ins, classes, ...)
    and :class:`~undis.errors.DecompileError` when decompilation fails.
    """
    source, verdict = _run(_resolve(obj, "decompile"), verify)
    if verdict is None or verdict.verified:
        return source
    return unverified_header(verdict) + source


def decompile_checked(obj: Any) -> Decompilation:
    """Decompile *obj* and recompile the result to compare bytecode.

    Returns the source (without :func:`decompile`'s header) and the verdict.
    """
    target = _resolve(obj, "decompile_checked")
    source, verdict = _run(target, True)
    assert verdict is not None
    return Decompilation(source=source, verdict=verdict, qualname=target.qualname)


def decompile_pyc(path: PathLike, *, verify: bool = True) -> str:
    """Source for the module in the ``.pyc`` file *path*, verified as by :func:`decompile`."""
    from undis.pyc import load_pyc

    return decompile(load_pyc(path), verify=verify)


def decompile_pyc_checked(path: PathLike) -> Decompilation:
    """Like :func:`decompile_pyc`, with the structured verdict of :func:`decompile_checked`."""
    from undis.pyc import load_pyc

    return decompile_checked(load_pyc(path))
