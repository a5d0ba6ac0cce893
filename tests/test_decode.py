"""undis.bytecode.decode reads co_code as dis.get_instructions does (argval, lines)."""

from __future__ import annotations

import dis
import sys
import types
from pathlib import Path
from typing import Any, Iterator, List, Optional

import pytest

from undis.api import module_code
from undis.bytecode.decode import decode, instr_at, lines, offset_lines, offsets, opnames_between

CASES = Path(__file__).resolve().parent / "cases"
MODULES = ["argparse", "asyncio.base_events", "dataclasses", "json.decoder", "typing", "enum",
           "collections", "inspect", "email.message", "pathlib"]


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _dis_line(ins: dis.Instruction, last: Optional[int]) -> Optional[int]:
    """The line the reader took from dis before the decoder existed."""
    positions = getattr(ins, "positions", None)
    if positions is not None and positions.lineno is not None:
        return int(positions.lineno)
    start = ins.starts_line
    return start if isinstance(start, int) and not isinstance(start, bool) else last


def _check(code: types.CodeType) -> None:
    mine = decode(code)
    reference = list(dis.get_instructions(code))
    assert len(mine) == len(reference), code.co_name
    for got, ins in zip(mine, reference):
        expected: List[Any] = [ins.offset, ins.opname, ins.opcode, ins.arg, ins.argval]
        if ins.opname == "KW_NAMES" and ins.argval is getattr(dis, "UNKNOWN", None):
            expected[4] = code.co_consts[ins.arg]  # 3.11's dis leaves it unresolved: decode does not
        assert list(got) == expected, (code.co_name, got, expected)
        assert type(got[4]) is type(expected[4]), (code.co_name, got, expected)
    line = None
    expected_lines = []
    for ins in reference:
        line = _dis_line(ins, line)
        expected_lines.append(line)
    assert lines(code, mine) == expected_lines, code.co_name
    starts = offsets(code)  # (the cheap readings: offsets alone, one instruction alone)
    assert starts == [got[0] for got in mine], code.co_name
    assert offset_lines(code, starts) == expected_lines, code.co_name
    for got in mine:
        assert instr_at(code, got[0]) == got, (code.co_name, got)


@pytest.mark.parametrize("module", MODULES)
def test_decode_matches_dis_on_stdlib_modules(module: str) -> None:
    for code in _codes(module_code(module)):
        _check(code)


@pytest.mark.parametrize("path", sorted(CASES.glob("*.py")), ids=lambda p: p.stem)
def test_decode_matches_dis_on_test_cases(path: Path) -> None:
    try:
        top = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
    except SyntaxError:
        pytest.skip("not valid syntax on this version")
    for code in _codes(top):
        _check(code)


def test_extended_args_and_long_jumps() -> None:
    source = "def f(a):\n" + "".join(f"    x{i} = a + {i}\n" for i in range(300)) \
        + "    while a:\n" + "".join(f"        a = a - {i}\n" for i in range(200)) + "    return a\n"
    for code in _codes(compile(source, "<big>", "exec")):
        _check(code)


def test_instruction_lines_are_read_on_demand() -> None:
    from undis.bytecode.instructions import instr_lines, read

    for code in _codes(module_code("json.decoder")):
        line, by_offset = None, {}
        for ins in dis.get_instructions(code):
            line = _dis_line(ins, line)
            by_offset[ins.offset] = line
        bc = read(code)
        assert instr_lines(bc) == [by_offset[ins.offset] for ins in bc.instrs], code.co_name


@pytest.mark.parametrize("module", MODULES)
def test_read_lists_the_instructions_with_a_target(module: str) -> None:
    from undis.bytecode.instructions import read

    for code in _codes(module_code(module)):
        bc = read(code)
        assert bc.jumps == tuple(i for i, ins in enumerate(bc.instrs) if ins.target >= 0), code.co_name



@pytest.mark.parametrize("module", MODULES)
def test_first_at_finds_the_first_instruction_at_each_offset(module: str) -> None:
    """``first_at``'s binary search gives what a scan gives: the first instruction at an
    offset (a split superinstruction leaves two), -1 at an offset no instruction has."""
    from undis.bytecode.instructions import first_at, read

    for code in _codes(module_code(module)):
        instrs = read(code).instrs
        for offset in range(-1, len(code.co_code) + 2):
            found = [k for k, ins in enumerate(instrs) if ins.offset == offset]
            assert first_at(instrs, offset) == (found[0] if found else -1), (code.co_name, offset)


def test_has_opcode_agrees_with_the_instructions_read() -> None:
    """``has_opcode`` reads raw code units; it says what scanning the instructions says
    (on every case file this version compiles)."""
    from undis.bytecode.instructions import has_opcode, opnames, read

    checked = 0
    for path in sorted(CASES.glob("*.py")):
        try:
            top = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
        except SyntaxError:  # (newer syntax than this version's: its cases are in other files)
            continue
        for code in _codes(top):
            bc = read(code)
            for opname in ("MATCH_CLASS", "MATCH_MAPPING", "BUILD_MAP", "GET_ITER", "CALL_FUNCTION_EX"):
                assert has_opcode(bc, opname) == (opname in opnames(bc)), (path.name, code.co_name, opname)
                checked += has_opcode(bc, opname)
    assert checked > 100


def test_opnames_between_lists_what_dis_lists_between_two_offsets() -> None:
    """``opnames_between`` gives the instructions ``dis`` lists between two instruction
    starts (what the reader may drop there: a ``pass``'s ``NOP``, a loop's ``END_FOR``)."""
    for module in MODULES[:3]:
        for code in _codes(module_code(module)):
            reference = [(i.offset, i.opname) for i in dis.get_instructions(code)]
            for k in range(0, len(reference) - 3, 7):
                start, end = reference[k][0], reference[k + 3][0]
                assert opnames_between(code, start, end) == [name for _, name in reference[k + 1:k + 3]]


def test_dropped_before_names_the_nop_of_an_else_pass() -> None:
    from undis.bytecode.instructions import dropped_before, read

    def fn(a: Any, log: List[int]) -> None:
        if a:
            log.append(1)
        else:
            pass
        log.append(2)

    bc = read(fn.__code__)
    jumps = [k for k, ins in enumerate(bc.instrs) if ins.op == "JUMP"]
    assert jumps, "the then-branch jumps over the else-branch"
    # (3.8/3.9 emit no NOP for a ``pass``: their jump goes straight to the next instruction)
    assert dropped_before(bc, jumps[0] + 1) == (["NOP"] if sys.version_info >= (3, 10) else [])
