"""The records the reader builds (``Instr``, ``Bytecode``) behave alike on every version:
``Instr`` is a slotted class where ``VersionFacts.specialized_slot_reads`` holds (3.11+) and
a named tuple before, and both compare, hash, unpack, print and replace fields the same."""

from __future__ import annotations

import json

from undis.bytecode import facts, read
from undis.bytecode.instructions import Bytecode, Handler, Instr


def test_instr_kind_follows_the_fact() -> None:
    assert isinstance(Instr("NOP", 0, None, 0), tuple) != facts().specialized_slot_reads


def test_instr_value_semantics() -> None:
    a = Instr("LOAD_FAST", 0, "x", 4)
    b = Instr("LOAD_FAST", 0, "x", 4, -1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Instr("LOAD_FAST", 0, "x", 6) and a != Instr("LOAD_FAST", 0, "y", 4)
    assert tuple(a) == ("LOAD_FAST", 0, "x", 4, -1)
    op, arg, argval, offset, target = a
    assert (op, arg, argval, offset, target) == ("LOAD_FAST", 0, "x", 4, -1)
    assert repr(a) == "Instr(op='LOAD_FAST', arg=0, argval='x', offset=4, target=-1)"


def test_instr_replace() -> None:
    a = Instr("POP_JUMP_IF_TRUE", 3, None, 8, 5)
    assert a.replace(op="POP_JUMP_IF_FALSE") == Instr("POP_JUMP_IF_FALSE", 3, None, 8, 5)
    assert a.replace(target=9) == Instr("POP_JUMP_IF_TRUE", 3, None, 8, 9)
    assert a.replace(op="JUMP", target=0) == Instr("JUMP", 3, None, 8, 0)
    assert a == Instr("POP_JUMP_IF_TRUE", 3, None, 8, 5)  # (unchanged)


def test_bytecode_read_and_with_handlers() -> None:
    bc = read(json.dumps.__code__)
    assert isinstance(bc, Bytecode) and bc.code is json.dumps.__code__ and bc.facts is facts()
    assert all(type(ins) is Instr for ins in bc.instrs)
    assert list(bc.jumps) == [k for k, ins in enumerate(bc.instrs) if ins.target >= 0]
    other = bc.with_handlers((Handler(0, 1, 1, 0, False),))
    assert other.handlers == (Handler(0, 1, 1, 0, False),)
    assert (other.code, other.instrs, other.facts, other.jumps) == (bc.code, bc.instrs, bc.facts, bc.jumps)
