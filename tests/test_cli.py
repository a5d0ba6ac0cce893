"""The ``undis`` command: run as ``python -m undis`` in a subprocess, plus in-process checks."""

from __future__ import annotations

import ast
import os
import py_compile
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Optional

import pytest

import undis
from undis import cli
from undis.errors import DecompileError

SRC = Path(__file__).resolve().parent.parent / "src"

MODULE = '''\
"""A sample module."""
import os

def add(a, b=1):
    return a + b

class Box:
    def get(self, key):
        return key

open("RAN.txt", "w").close()  # a side effect: module targets must not run it
'''


def run_undis(*args: str, cwd: Path, stdin: Optional[str] = None) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.pop("PYTHONSTARTUP", None)
    return subprocess.run([sys.executable, "-m", "undis", *args], cwd=str(cwd), env=env,
                          capture_output=True, text=True, timeout=120, input=stdin)


def assert_one_line_error(proc: subprocess.CompletedProcess, *fragments: str) -> None:  # type: ignore[type-arg]
    assert proc.returncode == 2, proc
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("undis: error: "), proc.stderr
    assert "Traceback" not in proc.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    (tmp_path / "samplemod.py").write_text(MODULE)
    return tmp_path


def _real_decompiler() -> bool:
    try:
        import undis.decompiler  # noqa: F401
    except ImportError:
        return False
    return True


real = pytest.mark.skipif(not _real_decompiler(), reason="undis.decompiler not importable")


# ---------------------------------------------------------------- basics

def test_version(workdir: Path) -> None:
    proc = run_undis("--version", cwd=workdir)
    assert proc.returncode == 0
    assert proc.stdout.startswith(f"undis {undis.__version__} (Python ")


def test_help_has_examples(workdir: Path) -> None:
    proc = run_undis("decompile", "--help", cwd=workdir)
    assert proc.returncode == 0
    for text in ("--verify", "--strict", "-o FILE", "examples:", "package.module:Qual.name", ".pyc"):
        assert text in proc.stdout
    top = run_undis("--help", cwd=workdir)
    assert top.returncode == 0 and "decompile" in top.stdout


def test_usage_errors_exit_2(workdir: Path) -> None:
    for args in ((), ("decompile",), ("frobnicate", "x"), ("decompile", "x", "--bogus")):
        proc = run_undis(*args, cwd=workdir)
        assert proc.returncode == 2, args
        assert "usage: undis" in proc.stderr and "Traceback" not in proc.stderr


# ---------------------------------------------------------------- targets (real decompiler)

@real
def test_py_file(workdir: Path) -> None:
    proc = run_undis("decompile", "samplemod.py", cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    assert "def add(a, b=1):" in proc.stdout and "class Box" in proc.stdout
    compile(proc.stdout, "<out>", "exec")
    assert proc.stderr == ""
    assert not (workdir / "RAN.txt").exists()


@real
def test_pyc_file_verify(workdir: Path) -> None:
    pyc = str(py_compile.compile(str(workdir / "samplemod.py"), cfile=str(workdir / "samplemod.pyc"), doraise=True))
    proc = run_undis("decompile", os.path.basename(pyc), "--verify", cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    assert "def add(a, b=1):" in proc.stdout
    assert proc.stderr == "verified: bytecode identical\n"


@real
def test_module_and_qualname_targets(workdir: Path) -> None:
    proc = run_undis("decompile", "samplemod:add", "--strict", cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "def add(a, b=1):\n    return a + b\n"
    assert proc.stderr == "verified: bytecode identical\n"
    (workdir / "RAN.txt").unlink()  # importing for a qualname runs the module

    proc = run_undis("decompile", "samplemod:Box.get", cwd=workdir)
    assert proc.returncode == 0 and proc.stdout.startswith("def get(self, key):")
    (workdir / "RAN.txt").unlink()

    proc = run_undis("decompile", "samplemod", cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    assert '"""A sample module."""' in proc.stdout and "def add" in proc.stdout
    assert not (workdir / "RAN.txt").exists()  # a module target is not executed


@real
def test_output_file(workdir: Path) -> None:
    proc = run_undis("decompile", "samplemod:add", "-o", "out.py", cwd=workdir)
    assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == ""
    assert (workdir / "out.py").read_text() == "def add(a, b=1):\n    return a + b\n"


@real
def test_stdlib_function(workdir: Path) -> None:
    proc = run_undis("decompile", "json:dumps", cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("def dumps(obj, *, skipkeys=False")


@real
def test_broken_pipe_is_quiet(workdir: Path) -> None:
    body = "".join(f"x{i} = {i}\n" for i in range(20000))
    (workdir / "big.py").write_text(body)
    env = dict(os.environ, PYTHONPATH=str(SRC))
    proc = subprocess.run(f"{sys.executable} -m undis decompile big.py | head -n 1", shell=True, cwd=str(workdir),
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.stdout == "x0 = 0\n"
    assert "Traceback" not in proc.stderr and "Error" not in proc.stderr, proc.stderr


# ---------------------------------------------------------------- error targets

def test_missing_file(workdir: Path) -> None:
    assert_one_line_error(run_undis("decompile", "nope.py", cwd=workdir), "nope.py: no such file")
    assert_one_line_error(run_undis("decompile", "nope.pyc", cwd=workdir), "nope.pyc: no such file")
    assert_one_line_error(run_undis("decompile", os.path.join("sub", "x"), cwd=workdir), "no such file")


def test_directory(workdir: Path) -> None:
    (workdir / "pkgdir").mkdir()
    assert_one_line_error(run_undis("decompile", "pkgdir", cwd=workdir), "is a directory")


def test_bad_module_and_attribute(workdir: Path) -> None:
    assert_one_line_error(run_undis("decompile", "no_such_mod_xyz", cwd=workdir),
                          "cannot find module 'no_such_mod_xyz'")
    assert_one_line_error(run_undis("decompile", "no_such_mod_xyz:f", cwd=workdir),
                          "cannot import 'no_such_mod_xyz'")
    assert_one_line_error(run_undis("decompile", "json:nope", cwd=workdir), "json has no attribute 'nope'")
    assert_one_line_error(run_undis("decompile", "json:JSONDecoder.nope", cwd=workdir),
                          "json:JSONDecoder has no attribute 'nope'")
    assert_one_line_error(run_undis("decompile", "json:", cwd=workdir), "nothing after ':'")
    assert_one_line_error(run_undis("decompile", "not a target!", cwd=workdir),
                          "neither an existing file nor package.module")
    assert_one_line_error(run_undis("decompile", "json:f.<locals>.g", cwd=workdir), "<locals>")


def test_module_failing_on_import(workdir: Path) -> None:
    (workdir / "broken.py").write_text("raise RuntimeError('boom at import')\n")
    assert_one_line_error(run_undis("decompile", "broken:f", cwd=workdir),
                          "importing 'broken' failed: RuntimeError: boom at import")


def test_builtin_targets(workdir: Path) -> None:
    assert_one_line_error(
        run_undis("decompile", "builtins:len", cwd=workdir),
        "undis.decompile() expects a Python function, method or code object; "
        "got builtin_function_or_method 'len' (implemented in C, it has no bytecode)")
    assert_one_line_error(run_undis("decompile", "sys", cwd=workdir), "module 'sys' has no Python source")
    assert_one_line_error(run_undis("decompile", "json:JSONDecoder", cwd=workdir), "class 'JSONDecoder'")


def test_syntax_error_in_py(workdir: Path) -> None:
    (workdir / "bad.py").write_text("def f(:\n    pass\n")
    assert_one_line_error(run_undis("decompile", "bad.py", cwd=workdir), "bad.py:1: cannot compile")


def _forged_pyc(path: Path, magic_number: int) -> Path:
    path.write_bytes(magic_number.to_bytes(2, "little") + b"\r\n" + struct.pack("<III", 0, 0, 0) + b"\xe3junk")
    return path


def test_pyc_from_other_version(workdir: Path) -> None:
    this = "{}.{}".format(*sys.version_info[:2])
    other, number = ("3.12", 3531) if this != "3.12" else ("3.11", 3495)
    _forged_pyc(workdir / "other.pyc", number)
    assert_one_line_error(run_undis("decompile", "other.pyc", cwd=workdir),
                          f"other.pyc was written by Python {other}; this is Python {this}: "
                          f"run undis under Python {other}")


def test_corrupt_and_empty_pyc(workdir: Path) -> None:
    (workdir / "empty.pyc").write_bytes(b"")
    assert_one_line_error(run_undis("decompile", "empty.pyc", cwd=workdir), "empty.pyc: empty file")
    import importlib.util

    (workdir / "corrupt.pyc").write_bytes(importlib.util.MAGIC_NUMBER + b"\0" * 12 + b"\xff\xfe\xfd")
    assert_one_line_error(run_undis("decompile", "corrupt.pyc", cwd=workdir), "corrupt.pyc: corrupt")
    (workdir / "short.pyc").write_bytes(importlib.util.MAGIC_NUMBER + b"\0\0")
    assert_one_line_error(run_undis("decompile", "short.pyc", cwd=workdir), "truncated")


def test_unwritable_output(workdir: Path) -> None:
    proc = run_undis("decompile", "samplemod.py", "-o", os.path.join("no", "such", "dir", "o.py"), cwd=workdir)
    if proc.returncode == 2 and "decompile" in proc.stderr and "cannot" in proc.stderr:
        pytest.skip("decompiler failed first")  # pragma: no cover
    assert_one_line_error(proc, "No such file or directory")


# ---------------------------------------------------------------- in-process (fake decompiler / verifier)

@pytest.fixture
def fake_core(monkeypatch: pytest.MonkeyPatch) -> List[Any]:
    """Decompiler returning ``pass``; verifier returning whatever ``verdicts[0]`` holds."""
    from undis.verify import Verdict

    verdicts: List[Any] = [Verdict(identical=True)]
    monkeypatch.setattr(undis.api, "decompile_code_tree",
                        lambda code, func=None, lined=False: ast.Module(body=[ast.Pass()], type_ignores=[]))

    monkeypatch.setattr(undis.api, "check_source", lambda code, source, qualname=None: (verdicts[0], (code,)))
    return verdicts


def test_strict_exit_1_when_not_identical(fake_core: List[Any], workdir: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    from undis.verify import Verdict

    fake_core[0] = Verdict(identical=False, differences=("f: instruction 3: A != B", "f: consts differ\n(x)",
                                                         "c", "d"))
    target = str(workdir / "samplemod.py")
    assert cli.main(["decompile", target, "--strict"]) == 1
    out, err = capsys.readouterr()
    assert out == "pass\n"
    assert err == "NOT verified: f: instruction 3: A != B; f: consts differ (x); c (+1 more)\n"
    assert cli.main(["decompile", target, "--verify"]) == 0  # --verify alone reports only
    assert capsys.readouterr().err.startswith("NOT verified: ")
    fake_core[0] = Verdict(identical=False, error="recompiled source has a SyntaxError")
    assert cli.main(["decompile", target, "--strict"]) == 1
    assert capsys.readouterr().err == "NOT verified: recompiled source has a SyntaxError\n"
    fake_core[0] = Verdict(identical=True)
    assert cli.main(["decompile", target, "--strict"]) == 0
    assert capsys.readouterr().err == "verified: bytecode identical\n"


def test_plain_decompile_marks_unverified_output(fake_core: List[Any], workdir: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from undis.verify import Verdict

    target = str(workdir / "samplemod.py")
    assert cli.main(["decompile", target]) == 0
    assert capsys.readouterr().out == "pass\n"  # verified: the source alone
    fake_core[0] = Verdict(identical=False, differences=("f: instruction 3: A != B",))
    assert cli.main(["decompile", target]) == 0
    out, err = capsys.readouterr()
    assert out == ("# undis: NOT VERIFIED: recompiling this source gives different bytecode\n"
                   "# first difference: f: instruction 3: A != B\n"
                   "pass\n")
    assert err == ""


def test_decompile_error_is_one_line(monkeypatch: pytest.MonkeyPatch, workdir: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    import undis.decompiler

    def boom(code: Any, func: Any = None, lined: bool = False) -> Any:
        raise DecompileError("cannot decompile <module>: unsupported instruction FOO")

    monkeypatch.setattr(undis.api, "decompile_code_tree", boom)
    assert cli.main(["decompile", str(workdir / "samplemod.py")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "undis: error: cannot decompile <module>: unsupported instruction FOO\n"


def test_internal_error_and_traceback_flag(monkeypatch: pytest.MonkeyPatch, workdir: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    def broken(target: str) -> Any:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(cli, "_resolve_target", broken)
    assert cli.main(["decompile", "x.py"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("undis: error: internal error: ZeroDivisionError: division by zero")
    assert "Traceback" not in err
    assert cli.main(["decompile", "x.py", "--traceback"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and err.rstrip().splitlines()[-1].startswith("undis: error: internal error")


def test_format_verdict() -> None:
    from undis.verify import Verdict

    assert cli.format_verdict(Verdict(identical=True)) == "verified: bytecode identical"
    assert cli.format_verdict(Verdict(identical=False)) == "NOT verified: bytecode differs"
    assert cli.format_verdict(Verdict(identical=False, differences=("a",))) == "NOT verified: a"


@real
def test_demo(workdir: Path) -> None:
    proc = run_undis("demo", cwd=workdir)
    assert proc.returncode in (0, 1), proc.stderr
    assert "def running_stats(values, *, scale=1.0):" in proc.stdout
    assert "# verdict: " in proc.stdout and "Traceback" not in proc.stderr


def test_pyc_detected_by_magic_without_extension(workdir: Path) -> None:
    _forged_pyc(workdir / "compiled_blob", 3413 if sys.version_info[:2] != (3, 8) else 3425)
    proc = run_undis("decompile", "compiled_blob", cwd=workdir)
    assert_one_line_error(proc, "compiled_blob was written by Python 3.")
