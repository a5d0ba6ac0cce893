"""A sample of the standard library, decompiled as whole modules.

The full round trip is ``benchmarks/corpus.py`` (every function, or with ``--units
bodies`` every module and class body). This test takes a fixed, spread-out sample of
module files and checks the promises that hold for every input: ``decompile_checked``
does not raise, and its output compiles (a module body, with every class body and
function nested in it). Whether each output is also identical is the benchmark's
measure, not asserted here.
"""

from __future__ import annotations

import sysconfig
import types
import warnings
from pathlib import Path
from typing import List, Optional

import pytest

import undis

SAMPLE = 40


def _compiled(path: Path) -> Optional[types.CodeType]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return compile(path.read_bytes(), str(path), "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError):
            return None  # (bad-syntax test data, files written for other versions)


def _module_files() -> List[Path]:
    """SAMPLE files spread evenly over the sorted stdlib, each the first file from its
    place on that compiles here."""
    root = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(p for p in root.rglob("*.py")
                   if not {"site-packages", "dist-packages", "__pycache__"} & set(p.relative_to(root).parts))
    step = max(1, len(files) // SAMPLE)
    chosen: List[Path] = []
    for start in range(0, len(files), step):
        found = next((p for p in files[start:start + step] if _compiled(p) is not None), None)
        if found is not None and len(chosen) < SAMPLE:
            chosen.append(found)
    return chosen


FILES = _module_files()


def test_the_sample_is_a_sample() -> None:
    assert len(FILES) == SAMPLE and len(set(FILES)) == SAMPLE


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_module_decompiles_to_compiling_source(path: Path) -> None:
    code = _compiled(path)
    assert code is not None
    result = undis.decompile_checked(code)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        compile(result.source, f"<decompiled {path.name}>", "exec", dont_inherit=True)
