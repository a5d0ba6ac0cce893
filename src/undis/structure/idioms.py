"""The registry of idioms the walker tries at each index, per version family.

Each idiom lives in its own module and is selected by capability, not version number.
"""

from __future__ import annotations

from typing import List

from undis.bytecode import VersionFacts
from undis.structure import async_for, inline_comp
from undis.structure.match import MatchStatement
from undis.structure.try38 import TryBlocks38
from undis.structure.try311 import Try311
from undis.structure.walker import Idiom

#: match statements (the idiom keeps no state: one instance serves every walk)
_MATCH = MatchStatement()


def for_version(fx: VersionFacts) -> List[Idiom]:
    """The idioms that apply to bytecode described by ``fx``, in the order they are tried
    (the try idioms keep state per walk: each walk gets its own)."""
    found: List[Idiom] = []
    # before the try idioms: an async for's header is a SETUP_FINALLY / exception-table entry too
    found.extend(async_for.idioms(not fx.exception_table))
    found.append(Try311() if fx.exception_table else TryBlocks38())
    found.extend(inline_comp.idioms(fx))
    if fx.has_match:
        found.append(_MATCH)
    return found
