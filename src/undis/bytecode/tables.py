"""Opcode tables of the running interpreter, read from :mod:`dis` once.

Code outside :mod:`undis.bytecode` never reads ``dis.opmap``, ``dis.opname`` or the
``dis.has*`` lists itself: it asks here for opcode numbers and opcode classes, and asks
:mod:`undis.bytecode.versions` what the compiler of a version does.  The tables that
name opcodes (rather than number them) hold every supported version's names; a name the
running interpreter lacks is simply never met.
"""

from __future__ import annotations

import dis
from types import MappingProxyType
from typing import FrozenSet, Mapping, Tuple

__all__ = [
    "ABSOLUTE_JUMP_OPCODES", "COMPARE_OPCODES", "CONST_OPCODES", "FLAG_NAMES", "FREE_OPCODES", "JUMP_ALIASES",
    "JUMP_OPCODES", "LOCAL_OPCODES", "NAME_OPCODES", "OPCODES", "OPNAMES", "SUPERINSTRUCTIONS",
]

#: opcode number -> name, for all 256 numbers (unassigned ones read ``<n>``)
OPNAMES: Tuple[str, ...] = tuple(dis.opname[:256])
#: opcode name -> number, for the opcodes of the running interpreter (``dis.opmap``)
OPCODES: Mapping[str, int] = MappingProxyType(dict(dis.opmap))

#: Jump opcodes: every opcode whose argument is a jump target, so that ``dis`` resolves it
#: to an offset -- relative or absolute, forward or backward, plain or conditional, and the
#: block set-ups and loop heads whose argument is where control goes on (``SETUP_FINALLY``,
#: ``SETUP_WITH``, ``FOR_ITER``, ``SEND``, ``CALL_FINALLY``, ...).  It is
#: ``dis.hasjrel | dis.hasjabs`` (3.13's ``dis.hasjump`` is the same set).
JUMP_OPCODES: FrozenSet[int] = (frozenset(dis.hasjrel) | frozenset(dis.hasjabs)
                                | frozenset(getattr(dis, "hasjump", ())))
#: the jump opcodes whose argument is an absolute position (3.8-3.11: ``JUMP_ABSOLUTE``,
#: ``POP_JUMP_IF_*``...; none from 3.12)
ABSOLUTE_JUMP_OPCODES: FrozenSet[int] = frozenset(dis.hasjabs)
#: opcodes whose argument indexes ``co_consts``
CONST_OPCODES: FrozenSet[int] = frozenset(dis.hasconst)
#: opcodes whose argument indexes ``co_names`` (possibly shifted past flag bits)
NAME_OPCODES: FrozenSet[int] = frozenset(dis.hasname)
#: opcodes whose argument names a local variable
LOCAL_OPCODES: FrozenSet[int] = frozenset(dis.haslocal)
#: opcodes whose argument names a cell or free variable
FREE_OPCODES: FrozenSet[int] = frozenset(dis.hasfree)
#: opcodes whose argument indexes ``dis.cmp_op``
COMPARE_OPCODES: FrozenSet[int] = frozenset(dis.hascompare)

#: direction and interrupt variants of a jump -> the one name they share
JUMP_ALIASES: Mapping[str, str] = MappingProxyType({
    "JUMP_FORWARD": "JUMP", "JUMP_ABSOLUTE": "JUMP", "JUMP_BACKWARD": "JUMP",
    "JUMP_BACKWARD_NO_INTERRUPT": "JUMP", "JUMP_NO_INTERRUPT": "JUMP",
    "POP_JUMP_FORWARD_IF_FALSE": "POP_JUMP_IF_FALSE", "POP_JUMP_BACKWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_FORWARD_IF_TRUE": "POP_JUMP_IF_TRUE", "POP_JUMP_BACKWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_FORWARD_IF_NONE": "POP_JUMP_IF_NONE", "POP_JUMP_BACKWARD_IF_NONE": "POP_JUMP_IF_NONE",
    "POP_JUMP_FORWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
    "POP_JUMP_BACKWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
})

#: 3.13 superinstructions -> the two instructions each one does (one local per nibble of
#: the argument: the first in the high four bits)
SUPERINSTRUCTIONS: Mapping[str, Tuple[str, str]] = MappingProxyType({
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
})

#: ``co_flags`` bit -> its name as ``dis`` prints it (``OPTIMIZED``, ``GENERATOR``...)
FLAG_NAMES: Mapping[int, str] = MappingProxyType(dict(dis.COMPILER_FLAG_NAMES))

