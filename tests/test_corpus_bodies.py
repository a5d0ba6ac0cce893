"""benchmarks/corpus.py --units bodies: a class body is verified where it was defined."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

SOURCE = '''\
def make():
    class Local:
        value = 1

        def get(self):
            return self.value
    return Local


class Outer:
    class Inner:
        pass


def declared():
    global Declared

    class Declared:  # (its qualname is "Declared")
        pass
'''


def _corpus() -> Any:
    spec = importlib.util.spec_from_file_location("undis_bench_corpus", REPO / "benchmarks" / "corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (dataclasses look their module up)
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_nested_class_bodies_are_verified_with_their_qualname() -> None:
    # a class body's code holds its __qualname__ as a constant; before 3.11 the code
    # object does not say where it was defined, so the walk's qualname must be passed
    corpus = _corpus()
    module = compile(SOURCE, "m", "exec", dont_inherit=True)
    bodies = [(code, qualname) for code, qualname in corpus.walk_bodies(module)]
    assert [qualname for _, qualname in bodies][:4] == ["<module>", "make.<locals>.Local", "Outer", "Outer.Inner"]
    for code, qualname in bodies:
        assert isinstance(code, types.CodeType)
        outcome = corpus.run_undis(code, qualname)
        assert outcome.status == "ok" and outcome.identical, (qualname, outcome.differences)
