"""Command line: ``undis decompile TARGET [--verify] [--strict] [-o FILE]``.

Exit status: 0 success; 1 ``--strict`` and the source is not verified;
2 error (bad target, unreadable file, decompilation failure, usage error).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
import types
from typing import Any, Dict, Optional, Sequence, Tuple

import undis
from undis.errors import UndisError
from undis.verify.verdict import Verdict

__all__ = ["main"]

EXIT_OK = 0
EXIT_NOT_VERIFIED = 1
EXIT_ERROR = 2

_EPILOG = """\
targets:
  path/to/file.pyc          a compiled module (written by this Python version)
  path/to/file.py           a source file: compiled, then decompiled
  package.module            a module's code (from its source or .pyc; not run)
  package.module:Qual.name  a function, method or lambda reached by importing
                            the module (this runs it) and following attributes

examples:
  undis decompile build/lib/mod.cpython-311.pyc -o mod.py
  undis decompile json.decoder:JSONDecoder.decode --verify
  undis decompile mypkg.utils --strict
  python -m undis decompile script.py

exit status: 0 ok, 1 not verified under --strict, 2 error
"""


class _TargetError(Exception):
    """A target that cannot be resolved (reported as one line, exit 2)."""


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="undis",
        description="Decompile CPython 3.8-3.13 bytecode back to Python source, "
                    "optionally verified by recompiling it and comparing bytecode.",
        epilog="Run 'undis decompile --help' for targets and examples.",
    )
    parser.add_argument("--version", action="version",
                        version=f"undis {undis.__version__} (Python {sys.version.split()[0]})")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.required = True
    commands.add_parser("demo", help="decompile and verify an embedded example function")
    dec = commands.add_parser(
        "decompile",
        help="print the source of a .pyc, .py, module or function",
        description="Decompile TARGET and print the source (to stdout or FILE).",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    dec.add_argument("target", metavar="TARGET", help="a .pyc/.py path, package.module or package.module:Qual.name")
    dec.add_argument("--verify", action="store_true",
                     help="print the verdict of the bytecode comparison to stderr (the output is always "
                          "checked; without --verify, output that did not verify starts with a "
                          "'# undis: NOT VERIFIED' comment block instead)")
    dec.add_argument("--strict", action="store_true",
                     help="like --verify, and exit with status 1 unless verified")
    dec.add_argument("-o", "--output", metavar="FILE", help="write the source to FILE instead of stdout")
    dec.add_argument("--traceback", action="store_true", help="on error, show the full Python traceback")
    # Room for more subcommands (e.g. a future "undis dump" for torch models).
    return parser


# ---------------------------------------------------------------- targets

def _looks_like_pyc(path: str) -> bool:
    """A ``.pyc`` by name, or by a known magic number at its start."""
    if path.endswith(".pyc"):
        return True
    from undis.pyc import python_version_for_magic

    with open(path, "rb") as f:
        head = f.read(4)
    return python_version_for_magic(head) is not None


def _compile_file(path: str) -> types.CodeType:
    with open(path, "rb") as f:
        source = f.read()
    try:
        return compile(source, path, "exec", dont_inherit=True)
    except SyntaxError as exc:
        where = f"{exc.filename or path}:{exc.lineno}" if exc.lineno else path
        raise _TargetError(f"{where}: cannot compile: {exc.msg}") from None
    except ValueError as exc:  # e.g. null bytes in the source
        raise _TargetError(f"{path}: cannot compile: {exc}") from None


def _import_object(module_name: str, qualname: str) -> Any:
    if "<locals>" in qualname.split("."):
        raise _TargetError(f"{module_name}:{qualname}: functions defined inside another function "
                           "cannot be reached by name; decompile the enclosing function")
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # like "python -m": modules of the current directory
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise _TargetError(f"cannot import {module_name!r}: {exc}") from None
    except Exception as exc:
        raise _TargetError(f"importing {module_name!r} failed: {type(exc).__name__}: {exc}") from None
    if not qualname:
        return obj
    done = module_name
    for part in qualname.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise _TargetError(f"{done} has no attribute {part!r}") from None
        done += ("." if done != module_name else ":") + part
    return obj


def _resolve_target(target: str) -> Tuple[Any, str]:
    """The object to decompile for TARGET, and a label for messages."""
    if os.path.exists(target) or target.endswith((".py", ".pyc", ".pyw")) or os.sep in target:
        if not os.path.exists(target):
            raise _TargetError(f"{target}: no such file")
        if os.path.isdir(target):
            raise _TargetError(f"{target}: is a directory (give a .py or .pyc file, or a module name)")
        if _looks_like_pyc(target):
            from undis.pyc import load_pyc
            return load_pyc(target), target
        return _compile_file(target), target
    module_name, colon, qualname = target.partition(":")
    if not module_name or not all(p.isidentifier() for p in module_name.split(".")):
        raise _TargetError(f"{target!r} is neither an existing file nor package.module[:Qual.name]")
    if colon and not qualname:
        raise _TargetError(f"{target!r}: nothing after ':' (expected package.module:Qual.name)")
    if colon:
        return _import_object(module_name, qualname), target
    try:
        return undis.api.module_code(module_name), target
    except ImportError as exc:
        raise _TargetError(f"cannot find module {module_name!r}: {exc}") from None


# ---------------------------------------------------------------- output

def format_verdict(verdict: Verdict, limit: int = 3) -> str:
    """``verified: bytecode identical`` or ``NOT verified: <first differences>``."""
    if verdict.verified:
        return "verified: bytecode identical"
    if verdict.identical:
        return f"NOT verified: bytecode identical, but {_one_line(verdict.inexact[0])}"
    if verdict.error:
        return f"NOT verified: {_one_line(verdict.error)}"
    differences = [_one_line(d) for d in verdict.differences]
    if not differences:
        return "NOT verified: bytecode differs"
    more = len(differences) - limit
    text = "; ".join(differences[:limit])
    return f"NOT verified: {text}" + (f" (+{more} more)" if more > 0 else "")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _write_output(source: str, output: Optional[str]) -> None:
    if output is not None and output != "-":
        with open(output, "w", encoding="utf-8") as f:
            f.write(source)
        return
    try:
        sys.stdout.write(source)
    except UnicodeEncodeError:  # a terminal that cannot show some character
        sys.stdout.flush()
        sys.stdout.buffer.write(source.encode("utf-8"))
    sys.stdout.flush()


def _error(message: str) -> int:
    sys.stderr.write(f"undis: error: {_one_line(message)}\n")
    return EXIT_ERROR


# ---------------------------------------------------------------- main

def _decompile_command(args: argparse.Namespace) -> int:
    obj, _label = _resolve_target(args.target)
    if args.verify or args.strict:
        result = undis.decompile_checked(obj)
        _write_output(result.source, args.output)
        sys.stderr.write(format_verdict(result.verdict) + "\n")
        if args.strict and not result.verified:
            return EXIT_NOT_VERIFIED
        return EXIT_OK
    _write_output(undis.decompile(obj), args.output)
    return EXIT_OK


_DEMO = """
def running_stats(values, *, scale=1.0):
    total = count = 0
    for v in values:
        if v is None or v != v:
            continue
        total += v * scale
        count += 1
    mean = total / count if count else float("nan")
    return {"count": count, "mean": mean, "big": [v for v in values if v and v > mean]}
"""


def _demo() -> int:
    """Compile an embedded example, decompile its bytecode, and show the verdict."""
    from undis.api import decompile_checked

    namespace: Dict[str, Any] = {}
    exec(compile(_DEMO, "<undis demo>", "exec"), namespace)
    result = decompile_checked(namespace["running_stats"])
    print("# original source:" + _DEMO.replace("\n", "\n# ").rstrip("# "))
    print("# decompiled from bytecode:")
    print(result.source, end="")
    print("# verdict:", result.verdict.summary())
    return 0 if result.verified else 1


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the ``undis`` command; returns the exit status."""
    parser = _build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        if args.command == "demo":
            return _demo()
        if args.command == "decompile":
            return _decompile_command(args)
        parser.error(f"unknown command {args.command!r}")  # pragma: no cover
    except BrokenPipeError:  # "undis decompile x | head"
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        except OSError:
            pass
        return EXIT_OK
    except KeyboardInterrupt:
        sys.stderr.write("undis: interrupted\n")
        return 130
    except Exception as exc:
        if getattr(args, "traceback", False):
            traceback.print_exc()
        return _error(_message_for(exc))
    return EXIT_OK  # pragma: no cover


def _message_for(exc: BaseException) -> str:
    if isinstance(exc, (_TargetError, UndisError, TypeError)):
        return str(exc)
    if isinstance(exc, OSError):
        where = f"{exc.filename}: " if exc.filename else ""
        return f"{where}{exc.strerror or exc}"
    return (f"internal error: {type(exc).__name__}: {exc} "
            "(rerun with --traceback and report it)")
