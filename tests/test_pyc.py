"""undis.pyc: header checks, version detection from magic numbers, corrupt files."""

from __future__ import annotations

import glob
import importlib.util
import marshal
import os
import py_compile
import re
import struct
import subprocess
import sys
import types
from pathlib import Path
from typing import Dict, List

import pytest

from undis.errors import PycError, UndisError
from undis.pyc import HEADER_SIZE, load_pyc, loads_pyc, python_version_for_magic, read_header

THIS = "{}.{}".format(*sys.version_info[:2])
OUR_MAGIC = importlib.util.MAGIC_NUMBER

#: The final magic number of each release (from CPython's table).
FINAL_MAGIC: Dict[str, int] = {
    "2.7": 62211, "3.0": 3131, "3.1": 3151, "3.2": 3180, "3.3": 3230, "3.4": 3310,
    "3.5": 3351, "3.6": 3379, "3.7": 3394, "3.8": 3413, "3.9": 3425, "3.10": 3439,
    "3.11": 3495, "3.12": 3531, "3.13": 3571, "3.14": 3627,
}

SOURCE = "import os\n\ndef f(a, b=1):\n    return a + b\n\nX = f(2)\n"


def _magic(number: int) -> bytes:
    return number.to_bytes(2, "little") + b"\r\n"


def _header(magic: bytes = OUR_MAGIC, flags: int = 0) -> bytes:
    return magic + struct.pack("<III", flags, 0, 0)


@pytest.fixture
def good_pyc(tmp_path: Path) -> Path:
    src = tmp_path / "mod.py"
    src.write_text(SOURCE)
    return Path(str(py_compile.compile(str(src), cfile=str(tmp_path / "mod.pyc"), doraise=True)))


def test_load_good_pyc(good_pyc: Path) -> None:
    code = load_pyc(good_pyc)
    assert isinstance(code, types.CodeType)
    assert code.co_name == "<module>"
    namespace: Dict[str, object] = {}
    exec(code, namespace)
    assert namespace["X"] == 3
    header = read_header(good_pyc.read_bytes())
    assert header.magic == OUR_MAGIC and not header.hash_based
    assert header.source_size == len(SOURCE) and header.mtime
    assert load_pyc(str(good_pyc)).co_consts == code.co_consts  # str paths too


@pytest.mark.parametrize("mode,check", [
    (py_compile.PycInvalidationMode.CHECKED_HASH, True),
    (py_compile.PycInvalidationMode.UNCHECKED_HASH, False),
])
def test_hash_based_pyc(tmp_path: Path, mode: py_compile.PycInvalidationMode, check: bool) -> None:
    src = tmp_path / "mod.py"
    src.write_text(SOURCE)
    pyc = str(py_compile.compile(str(src), cfile=str(tmp_path / "h.pyc"), doraise=True, invalidation_mode=mode))
    header = read_header(Path(pyc).read_bytes())
    assert header.hash_based and header.check_source is check
    assert header.source_hash is not None and len(header.source_hash) == 8 and header.mtime is None
    assert load_pyc(pyc).co_name == "<module>"


def test_magic_table_knows_every_release() -> None:
    for version, number in FINAL_MAGIC.items():
        assert python_version_for_magic(number) == version
        assert python_version_for_magic(_magic(number)) == version
    assert python_version_for_magic(OUR_MAGIC) == THIS
    assert python_version_for_magic(1234) is None
    assert python_version_for_magic(b"\x00\x00ab") is None  # not a pyc magic


def test_magic_of_every_local_interpreter() -> None:
    """Each installed CPython's MAGIC_NUMBER maps to its own version."""
    found = 0
    for exe in _other_interpreters():
        out = subprocess.run(
            [exe, "-c", "import sys, importlib.util as u; "
                        "print('%d.%d' % sys.version_info[:2], int.from_bytes(u.MAGIC_NUMBER[:2], 'little'))"],
            capture_output=True, text=True, timeout=60)
        if out.returncode != 0:
            continue
        version, number = out.stdout.split()
        assert python_version_for_magic(int(number)) == version, exe
        found += 1
    if not found:
        pytest.skip("no other CPython interpreter installed")


def _version_key(version: str) -> List[int]:
    return [int(part) for part in version.split(".")]


VERSIONS = sorted(FINAL_MAGIC, key=_version_key)


@pytest.mark.parametrize("version", VERSIONS)
def test_wrong_magic_names_the_version(tmp_path: Path, version: str) -> None:
    if version == THIS:
        pytest.skip("that is this interpreter's version")
    path = tmp_path / "other.pyc"
    path.write_bytes(_header(_magic(FINAL_MAGIC[version])) + marshal.dumps(compile("x = 1", "x", "exec")))
    with pytest.raises(PycError) as info:
        load_pyc(path)
    message = str(info.value)
    assert f"was written by Python {version}; this is Python {THIS}" in message
    assert str(path) in message and "\n" not in message
    supported = (3, 8) <= tuple(map(int, version.split("."))) <= (3, 13)
    if supported:
        assert message.endswith(f"run undis under Python {version}")
    else:
        assert "3.8-3.13" in message


def test_pyc_written_by_another_local_interpreter(tmp_path: Path) -> None:
    """A real .pyc from a different installed Python is reported with its version."""
    for exe in _other_interpreters():
        out = subprocess.run([exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                             capture_output=True, text=True, timeout=60)
        version = out.stdout.strip()
        if out.returncode != 0 or version == THIS:
            continue
        src = tmp_path / "m.py"
        src.write_text(SOURCE)
        pyc = tmp_path / f"m-{version}.pyc"
        subprocess.run([exe, "-c", f"import py_compile; py_compile.compile({str(src)!r}, cfile={str(pyc)!r}, "
                                   "doraise=True)"], check=True, timeout=60)
        with pytest.raises(PycError, match=rf"written by Python {re.escape(version)}; this is Python {THIS}"):
            load_pyc(pyc)
        return
    pytest.skip("no other CPython interpreter installed")


def test_same_version_other_build() -> None:
    first_alpha = {"3.8": 3400, "3.9": 3420, "3.10": 3430, "3.11": 3450, "3.12": 3500, "3.13": 3550}[THIS]
    with pytest.raises(PycError, match=rf"different build of Python {re.escape(THIS)}"):
        loads_pyc(_header(_magic(first_alpha)) + b"\xe3", "a.pyc")


def test_unknown_and_bad_magic() -> None:
    with pytest.raises(PycError, match="no known CPython version"):
        loads_pyc(_header(_magic(1234)) + b"x", "u.pyc")
    with pytest.raises(PycError, match="not a .pyc file"):
        loads_pyc(b"hello world, this is text\n", "t.pyc")


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.pyc"
    path.write_bytes(b"")
    with pytest.raises(PycError, match="empty file"):
        load_pyc(path)


@pytest.mark.parametrize("cut", [1, 3, 4, 10, 15])
def test_truncated_header(good_pyc: Path, cut: int) -> None:
    data = good_pyc.read_bytes()[:cut]
    with pytest.raises(PycError, match="truncated"):
        loads_pyc(data, "cut.pyc")


def test_truncated_body(good_pyc: Path) -> None:
    data = good_pyc.read_bytes()
    with pytest.raises(PycError, match="nothing after the header"):
        loads_pyc(data[:HEADER_SIZE], "h.pyc")
    for cut in (HEADER_SIZE + 1, HEADER_SIZE + 20, len(data) // 2, len(data) - 1):
        with pytest.raises(PycError, match="corrupt or truncated"):
            loads_pyc(data[:cut], "half.pyc")


@pytest.mark.parametrize("body", [b"\xff\xfe\xfd\xfc" * 8, b"\x00", b"garbage that is not marshal"])
def test_corrupt_body(body: bytes) -> None:
    with pytest.raises(PycError) as info:
        loads_pyc(_header() + body, "bad.pyc")
    assert "bad.pyc" in str(info.value) and "\n" not in str(info.value)


def test_not_a_code_object() -> None:
    with pytest.raises(PycError, match="holds a dict, not a code object"):
        loads_pyc(_header() + marshal.dumps({"a": 1}), "d.pyc")


def test_invalid_flags(good_pyc: Path) -> None:
    data = bytearray(good_pyc.read_bytes())
    data[4:8] = struct.pack("<I", 0x80)
    with pytest.raises(PycError, match="invalid header flags"):
        loads_pyc(bytes(data), "f.pyc")


def test_missing_file_is_oserror(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_pyc(tmp_path / "nope.pyc")


def test_pycerror_is_undiserror() -> None:
    assert issubclass(PycError, UndisError)


def _other_interpreters() -> List[str]:
    """Other installed CPython 3 interpreters (pyenv layout), newest patch of each."""
    seen: Dict[str, str] = {}
    root = os.environ.get("PYENV_ROOT", "/root/.pyenv")
    for exe in sorted(glob.glob(os.path.join(root, "versions", "3.*", "bin", "python"))):
        minor = ".".join(Path(exe).parent.parent.name.split(".")[:2])
        seen[minor] = exe
    return [exe for minor, exe in sorted(seen.items()) if minor != THIS]
