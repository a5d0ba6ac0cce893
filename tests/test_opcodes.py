"""Every opcode of the running interpreter is either handled or known-unemitted.

``undis.bytecode.opcodes.HANDLED`` lists the opnames the decompiler turns into
source; ``NEVER_EMITTED`` maps the rest to the reason the compiler never
writes them into a code object (specialized, instrumented, pseudo...).
"""

from __future__ import annotations

import dis
import importlib
from types import ModuleType
from typing import Set


def _opcodes() -> ModuleType:
    # Imported here so a missing package fails these tests instead of skipping them.
    return importlib.import_module("undis.bytecode.opcodes")


def _names(obj: object) -> Set[str]:
    return set(obj)  # type: ignore[call-overload]


def test_every_opname_is_classified() -> None:
    mod = _opcodes()
    known = _names(mod.HANDLED) | _names(mod.NEVER_EMITTED) | _names(mod.NOT_YET_HANDLED)
    unclassified = sorted(set(dis.opmap) - known)
    assert not unclassified, (
        f"{len(unclassified)} opnames are neither HANDLED, NEVER_EMITTED nor NOT_YET_HANDLED: {unclassified}"
    )


def _not_yet_handled() -> Set[str]:
    return _names(_opcodes().NOT_YET_HANDLED)


def test_every_emitted_opcode_is_handled() -> None:
    # every version 3.8-3.13 is complete: an emitted opcode without a rule is a failure
    missing = sorted(_not_yet_handled())
    assert not missing, f"emitted but not handled yet: {missing}"


def test_handled_and_never_emitted_are_disjoint() -> None:
    mod = _opcodes()
    both = sorted(_names(mod.HANDLED) & _names(mod.NEVER_EMITTED))
    assert not both, f"opnames both HANDLED and NEVER_EMITTED: {both}"


def test_no_unknown_opnames() -> None:
    mod = _opcodes()
    unknown_handled = sorted(_names(mod.HANDLED) - set(dis.opmap))
    unknown_never = sorted(_names(mod.NEVER_EMITTED) - set(dis.opmap))
    assert not unknown_handled, f"HANDLED names not in dis.opmap: {unknown_handled}"
    assert not unknown_never, f"NEVER_EMITTED names not in dis.opmap: {unknown_never}"


def test_never_emitted_reasons_are_given() -> None:
    mod = _opcodes()
    blank = sorted(
        name for name, reason in mod.NEVER_EMITTED.items()
        if not isinstance(reason, str) or not reason.strip()
    )
    assert not blank, f"NEVER_EMITTED entries without a reason: {blank}"


def test_handled_is_a_frozenset_of_str() -> None:
    mod = _opcodes()
    assert isinstance(mod.HANDLED, frozenset)
    assert all(isinstance(name, str) for name in mod.HANDLED)
