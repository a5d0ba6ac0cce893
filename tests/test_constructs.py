"""Constructs decompiled outside the case families: PEP 695 functions decompiled on their
own (type parameters read from the function object), generic wrappers, module-level
``from m import *`` and annotations."""

from __future__ import annotations

import sys
import types
from typing import Any, Dict

import pytest

import undis
from undis.errors import DecompileError

needs_312 = pytest.mark.skipif(sys.version_info < (3, 12), reason="PEP 695 is 3.12+")

_GENERIC_DEFS = '''
def plain[T](obj: T, /) -> T:
    return obj

def bounded[F: (int, str), **P, *Ts](method: F, *args: P.args) -> F:
    return method
'''


def _namespace(source: str) -> Dict[str, Any]:
    ns: Dict[str, Any] = {}
    exec(compile(source, "<generic>", "exec"), ns)
    return ns


@needs_312
@pytest.mark.parametrize("name,header", [
    ("plain", "def plain[T](obj: T, /) -> T:"),
    ("bounded", "def bounded[F: (int, str), **P, *Ts]("),
])
def test_generic_function_on_its_own(name: str, header: str) -> None:
    result = undis.decompile_checked(_namespace(_GENERIC_DEFS)[name])
    assert result.verified, result.verdict.summary()
    assert result.source.lstrip().startswith(header)


@needs_312
def test_generic_wrapper_alone_is_an_error() -> None:
    module = compile(_GENERIC_DEFS, "<generic>", "exec")
    wrapper = next(c for c in module.co_consts if isinstance(c, types.CodeType))
    assert wrapper.co_name.startswith("<generic parameters of ")
    with pytest.raises(DecompileError, match="generic parameters wrapper"):
        undis.decompile(wrapper)


@pytest.mark.parametrize("source", [
    "from json import *\nx = dumps\n",
    "x: int = 1\ny: str\nif x:\n    z: 'List[int]' = []\n",
    "class K:\n    a.b: int = 1\n",
])
def test_module_sources_round_trip(source: str) -> None:
    result = undis.decompile_checked(compile(source, "<module>", "exec", dont_inherit=True))
    assert result.verified, result.verdict.summary()


@pytest.mark.parametrize("source", [
    "from __future__ import annotations\nx: List[int] = []\ny: 'quoted'\n",
    "from __future__ import annotations\ndef f(a: int, *b: str, c: Dict[str, int] = None) -> List[int]:\n"
    "    return a\n",
    "from __future__ import annotations\nclass K:\n    x: int\n    def m(self) -> K:\n        return self\n",
])
def test_stringified_annotations(source: str) -> None:
    result = undis.decompile_checked(compile(source, "<module>", "exec", dont_inherit=True))
    assert result.verified, result.verdict.summary()
