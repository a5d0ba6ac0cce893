"""Shared helpers for the repo's scripts: find interpreters, build venvs.

Used by ``scripts/test``, ``scripts/regen-golden-all`` and
``benchmarks/run-all``.  Standard library only, runs on Python 3.8+.

Interpreter discovery
---------------------
``UNDIS_PYTHONS`` (space or comma separated) overrides the default list
``3.8 3.9 3.10 3.11 3.12 3.13``.  Each entry is either a version ("3.11")
or a path to an interpreter ("/usr/bin/python3.12").  A version is looked
up as ``$PYENV_ROOT/versions/<version>.*/bin/python`` (PYENV_ROOT defaults
to ``/root/.pyenv``, newest patch release wins), then as ``python<version>``
on PATH.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, Iterator, List, NamedTuple, Optional, Sequence

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no locking
    fcntl = None  # type: ignore[assignment]

REPO = Path(__file__).resolve().parent.parent
LOCK_DIR = REPO / "out" / "locks"
DEFAULT_VERSIONS = ("3.8", "3.9", "3.10", "3.11", "3.12", "3.13")
PIP_QUIET = ["--quiet", "--disable-pip-version-check", "--no-input"]


class Interpreter(NamedTuple):
    version: str  # "3.11"
    path: Optional[Path]  # None when missing

    @property
    def tag(self) -> str:
        return "py" + self.version.replace(".", "")

    @property
    def missing(self) -> bool:
        return self.path is None


def _version_key(name: str) -> tuple:
    return tuple(int(p) if p.isdigit() else -1 for p in re.split(r"[.]", name))


def _pyenv_python(version: str) -> Optional[Path]:
    root = Path(os.environ.get("PYENV_ROOT", "/root/.pyenv")) / "versions"
    if not root.is_dir():
        return None
    pattern = re.compile(re.escape(version) + r"\.\d+$")
    candidates = sorted(
        (d for d in root.iterdir() if pattern.match(d.name)),
        key=lambda d: _version_key(d.name),
    )
    for cand in reversed(candidates):
        exe = cand / "bin" / "python"
        if exe.exists():
            return exe
    return None


def _probe_version(exe: Path) -> Optional[str]:
    try:
        out = subprocess.run(
            [str(exe), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
            capture_output=True, text=True, timeout=60, check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def _resolve(entry: str) -> Interpreter:
    if "/" in entry:
        exe = Path(entry)
        version = _probe_version(exe) if exe.exists() else None
        return Interpreter(version or entry, exe if version else None)
    exe = _pyenv_python(entry)
    if exe is None:
        found = shutil.which("python" + entry)
        exe = Path(found) if found else None
    return Interpreter(entry, exe)


def requested_entries() -> List[str]:
    raw = os.environ.get("UNDIS_PYTHONS", "").strip()
    if not raw:
        return list(DEFAULT_VERSIONS)
    return [e for e in re.split(r"[\s,]+", raw) if e]


def find_interpreters() -> List[Interpreter]:
    """Every requested interpreter, in request order; missing ones have path=None."""
    return [_resolve(e) for e in requested_entries()]


# --------------------------------------------------------------------- venvs

def venv_dir(interp: Interpreter, prefix: str = ".venv") -> Path:
    return REPO / f"{prefix}-{interp.version}"


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def run_logged(cmd: Sequence[str], log, env: Optional[Dict[str, str]] = None,
               cwd: Path = REPO, timeout: Optional[float] = None) -> int:
    """Run *cmd*, appending its output to the open *log* file; return exit code."""
    log.write("$ " + " ".join(str(c) for c in cmd) + "\n")
    log.flush()
    try:
        proc = subprocess.run(
            [str(c) for c in cmd], stdout=log, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, cwd=str(cwd), env=env, timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        log.write(f"!! timed out after {timeout}s\n")
        return 124
    log.flush()
    return proc.returncode


@contextlib.contextmanager
def file_lock(name: str, waiting_message: str = "") -> Iterator[None]:
    """Hold ``out/locks/<name>.lock`` (flock): one holder at a time, others wait.

    Two runs in the same checkout (a developer's and CI's, or two scripts at
    once) would otherwise rebuild the same venv under each other's feet.
    """
    LOCK_DIR.mkdir(parents=True, exist_ok=True)
    with open(LOCK_DIR / f"{name}.lock", "w") as fh:
        if fcntl is not None:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                if waiting_message:
                    print(waiting_message, file=sys.stderr, flush=True)
                fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(fh, fcntl.LOCK_UN)


def _venv_usable(py: Path, log) -> bool:
    return py.exists() and run_logged([py, "-c", "import sys, venv"], log) == 0 \
        and run_logged([py, "-m", "pip", "--version"], log) == 0


def ensure_venv(interp: Interpreter, log, prefix: str = ".venv") -> Optional[Path]:
    """Create (or reuse) ``<prefix>-<version>``; return its python or None.

    A venv whose python or pip is broken (e.g. an interrupted creation) is
    rebuilt from scratch.
    """
    assert interp.path is not None
    venv = venv_dir(interp, prefix)
    py = venv_python(venv)
    with file_lock(venv.name):
        if _venv_usable(py, log):
            return py
        if venv.exists():
            log.write(f"!! {venv.name} is unusable: rebuilding it\n")
            shutil.rmtree(venv)
        if run_logged([interp.path, "-m", "venv", venv], log) != 0:
            return None
        run_logged([py, "-m", "pip", "install", *PIP_QUIET, "--upgrade", "pip"], log)
        return py if _venv_usable(py, log) else None


def pip_install(py: Path, args: Sequence[str], log) -> bool:
    return run_logged([py, "-m", "pip", "install", *PIP_QUIET, *args], log) == 0


def stamp_matches(venv_py: Path, name: str, *inputs: str) -> bool:
    """True when ``name`` was installed before with exactly these *inputs*."""
    stamp = _stamp_file(venv_py, name)
    return stamp.exists() and stamp.read_text() == _digest(inputs)


def write_stamp(venv_py: Path, name: str, *inputs: str) -> None:
    _stamp_file(venv_py, name).write_text(_digest(inputs))


def _stamp_file(venv_py: Path, name: str) -> Path:
    return venv_py.parent.parent / f".undis-stamp-{name}"


def _digest(inputs: Sequence[str]) -> str:
    h = hashlib.sha256()
    h.update((REPO / "pyproject.toml").read_bytes())
    for item in inputs:
        h.update(item.encode() + b"\0")
    return h.hexdigest()


def can_import(py: Path, module: str) -> bool:
    return subprocess.run(
        [str(py), "-c", f"import {module}"], capture_output=True, cwd=str(REPO),
    ).returncode == 0


def tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(text[-lines:])


if __name__ == "__main__":  # pragma: no cover - debugging aid
    for it in find_interpreters():
        print(it.version, it.path or "MISSING", file=sys.stdout)
