"""The clean-up of an ``except ... as name`` clause's name, run on every way out of the
clause: ``LOAD_CONST None; STORE name; DELETE name`` (3.8+)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from undis.structure.walker import Walker

STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
DELETES = {"STORE_FAST": "DELETE_FAST", "STORE_NAME": "DELETE_NAME", "STORE_GLOBAL": "DELETE_GLOBAL",
           "STORE_DEREF": "DELETE_DEREF"}


def name_cleanup(w: Walker, j: int) -> Optional[str]:
    """``LOAD_CONST None; STORE name; DELETE name`` at ``j``: the name."""
    ins = w.ins
    if j + 2 < len(ins) and ins[j].op == "LOAD_CONST" and ins[j].argval is None and ins[j + 1].op in STORES \
            and ins[j + 2].op == DELETES[ins[j + 1].op] and ins[j + 1].argval == ins[j + 2].argval:
        name: str = ins[j + 1].argval
        return name
    return None
