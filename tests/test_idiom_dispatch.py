"""The walker tries an idiom only at the opnames it declares in ``Idiom.starts``.

That is a speed-up, and it must not change any output: for every golden case,
decompiling with the dispatch table gives the same source as trying every idiom
at every instruction.  A ``starts`` set that misses an opname its ``match``
acts on fails here (this happened when an idiom learned new exits).
"""

from __future__ import annotations

from typing import Dict, List, Optional

import pytest

from cases import _harness as h
from undis.structure import idioms
from undis.structure.walker import Idiom


def _idiom_classes() -> List[type]:
    from undis.bytecode import facts

    return sorted({type(x) for x in idioms.for_version(facts())}, key=lambda c: c.__qualname__)


#: seconds per decompilation: the walk's step budget bounds it; the deadline only turns a
#: hang into a failure, and is generous so that a loaded machine does not time a case out
#: in one of the two runs (that would read as a changed output)
DEADLINE = 60.0


def _outputs() -> Dict[str, Optional[str]]:
    """Fresh decompilations (not the harness's cached ones) of every case."""
    import undis

    out: Dict[str, Optional[str]] = {}
    for case in h.all_cases():
        try:
            with h.deadline(DEADLINE):
                out[str(case)] = undis.decompile(h.case_target(case))
        except Exception as exc:  # noqa: BLE001 - a failure is an output too
            out[str(case)] = "error: %s" % type(exc).__name__
    return out


def test_declared_starts_do_not_change_output(monkeypatch: pytest.MonkeyPatch) -> None:
    classes = [c for c in _idiom_classes() if getattr(c, "starts", None) is not None]
    assert all(issubclass(c, Idiom) for c in classes)
    dispatched = _outputs()
    for cls in classes:
        monkeypatch.setattr(cls, "starts", None)
    everywhere = _outputs()
    changed = sorted(k for k in dispatched if dispatched[k] != everywhere[k])
    assert not changed, "idiom start sets miss opnames for: %s" % ", ".join(changed)
