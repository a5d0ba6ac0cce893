"""undis: turn CPython 3.8-3.13 bytecode back into readable, verified Python source.

    >>> import undis
    >>> undis.decompile(some_function)          # source text, verified (a '# undis: NOT VERIFIED' header if not)
    >>> result = undis.decompile_checked(obj)   # source + bytecode verdict
    >>> result.verified, result.verdict.summary()

Importing undis under any other interpreter raises UnsupportedVersionError.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from undis.api import (  # checks the interpreter version first
    Decompilation,
    decompile,
    decompile_checked,
    decompile_pyc,
    decompile_pyc_checked,
)
from undis.errors import DecompileError, PycError, UndisError, UnsupportedVersionError

if TYPE_CHECKING:
    from undis.verify import Verdict

__version__ = "0.1.0"

__all__ = [
    "Decompilation",
    "DecompileError",
    "PycError",
    "UndisError",
    "UnsupportedVersionError",
    "Verdict",
    "__version__",
    "decompile",
    "decompile_checked",
    "decompile_pyc",
    "decompile_pyc_checked",
]


def __getattr__(name: str) -> Any:
    # Verdict lives with the verifier, imported on first use so that
    # "import undis" stays light.
    if name == "Verdict":
        from undis.verify import Verdict

        return Verdict
    raise AttributeError(f"module 'undis' has no attribute {name!r}")
