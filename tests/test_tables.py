"""Per-version opcode facts live in ``undis.bytecode`` (principle 3).

``undis.bytecode.tables`` holds the running interpreter's opcode tables, read from
``dis`` once; ``undis.bytecode.versions`` says what each version's compiler does.
Code elsewhere asks them and never reads ``dis``/``opcode`` or ``sys.version_info``.
"""

from __future__ import annotations

import ast
import dis
from pathlib import Path
from typing import Dict, List, Set

from undis.bytecode import decode, instructions, tables, versions
from undis.verify import imports, normalize

SRC = Path(__file__).resolve().parent.parent / "src" / "undis"

#: files outside ``bytecode/`` allowed to read ``sys.version_info``, and why
_VERSION_CHECKS_LEFT: Dict[str, str] = {
    "api.py": "refuses an unsupported interpreter before any bytecode module is imported",
    "pyc.py": "names the running interpreter in messages about a .pyc's version",
    "emit/unparse.py": "picks ast.unparse (3.9+) or the 3.8 backport",
}


def _python_files() -> List[Path]:
    return sorted(p for p in SRC.rglob("*.py") if "bytecode" not in p.relative_to(SRC).parts)


def _reads(path: Path) -> Set[str]:
    """What ``path`` reads that only ``bytecode/`` should: ``dis``/``opcode`` imports and
    ``sys.version_info``."""
    found: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in ("dis", "opcode")}
        elif isinstance(node, ast.ImportFrom) and node.module in ("dis", "opcode"):
            found.add(node.module)
        elif isinstance(node, ast.Attribute) and node.attr == "version_info":
            found.add("sys.version_info")
    return found


def test_only_bytecode_reads_dis() -> None:
    readers = {str(p.relative_to(SRC)): _reads(p) & {"dis", "opcode"} for p in _python_files()}
    assert not {name: what for name, what in readers.items() if what}


def test_version_checks_stay_in_bytecode() -> None:
    checks = {str(p.relative_to(SRC)) for p in _python_files() if "sys.version_info" in _reads(p)}
    assert not checks - set(_VERSION_CHECKS_LEFT), "ask undis.bytecode.versions.facts() instead"


def test_jump_opcodes_are_what_dis_resolves() -> None:
    assert tables.JUMP_OPCODES == (set(dis.hasjrel) | set(dis.hasjabs) | set(getattr(dis, "hasjump", ())))
    assert tables.OPCODES["FOR_ITER"] in tables.JUMP_OPCODES
    assert tables.OPCODES["RETURN_VALUE"] not in tables.JUMP_OPCODES
    # one definition, used by the reader and the verifier alike
    assert instructions._JUMP_OPS is tables.JUMP_OPCODES
    assert normalize._JUMP_OPS is tables.JUMP_OPCODES


def test_superinstructions_one_table() -> None:
    assert instructions._SPLIT is tables.SUPERINSTRUCTIONS
    assert normalize.SUPERINSTRUCTIONS is tables.SUPERINSTRUCTIONS


def test_jump_aliases_name_jumps_only() -> None:
    for name, unified in tables.JUMP_ALIASES.items():
        assert unified in ("JUMP", "POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE",
                           "POP_JUMP_IF_NOT_NONE")
        if name in tables.OPCODES:
            assert tables.OPCODES[name] in tables.JUMP_OPCODES


def test_name_flag_bits_follow_the_facts() -> None:
    for version in versions.SUPPORTED:
        fx = versions.facts(version)
        bits = versions.name_flag_bits(fx)
        assert bits.get("LOAD_GLOBAL", 0) == (1 if fx.load_global_null_bit else 0)
        assert bits.get("LOAD_ATTR", 0) == (1 if fx.load_attr_method_bit else 0)
    here = versions.name_flag_bits(versions.facts())
    assert normalize._NAME_FLAG_BITS == here
    assert imports._ATTR_METHOD_BIT == here.get("LOAD_ATTR", 0)
    assert decode._FX is versions.facts()
