"""Shared pytest configuration for undis.

* Puts ``src/`` first on ``sys.path`` so the working tree is what gets tested
  (the package is also installed editable by ``scripts/test``).
* ``tests/cases`` and ``tests/golden`` hold data, never tests.
* ``tests/torch`` only runs under Python 3.11 with ``torch`` importable.
* Every test gets a wall-clock limit (``UNDIS_TEST_TIMEOUT`` seconds,
  default 120) so a hanging decompiler fails one test instead of the suite.
"""

from __future__ import annotations

import importlib.util
import os
import signal
import sys
from pathlib import Path
from typing import Iterator, List

import pytest

TESTS = Path(__file__).resolve().parent
SRC = TESTS.parent / "src"
for _path in (SRC, TESTS):  # the package under test; ``cases._harness``
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

TORCH_PYTHON = (3, 11)


def _torch_available() -> bool:
    return sys.version_info[:2] == TORCH_PYTHON and importlib.util.find_spec("torch") is not None


collect_ignore_glob: List[str] = ["cases/*", "golden/*"]
if not _torch_available():
    collect_ignore_glob.append("torch/*")


def pytest_report_header(config: pytest.Config) -> str:
    torch = "on" if _torch_available() else "off (needs 3.11 + torch)"
    return f"undis: src={SRC}; tests/torch {torch}"


class UndisTestTimeout(Exception):
    """Raised inside a test that ran past UNDIS_TEST_TIMEOUT."""


def _on_alarm(signum: int, frame: object) -> None:
    raise UndisTestTimeout(f"test exceeded UNDIS_TEST_TIMEOUT={os.environ.get('UNDIS_TEST_TIMEOUT', '120')}s")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    limit = float(os.environ.get("UNDIS_TEST_TIMEOUT", "120"))
    use_alarm = limit > 0 and hasattr(signal, "setitimer")
    if use_alarm:
        previous = signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        yield
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
