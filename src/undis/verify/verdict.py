"""The result of checking one decompilation against its original bytecode."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Verdict"]


@dataclass(frozen=True)
class Verdict:
    """Outcome of :func:`undis.verify.verify_source`.

    ``identical`` is true only when the recompiled source normalises to exactly
    the same bytecode as the original.  ``differences`` lists human-readable
    mismatches (empty when identical).  ``error`` is set when no comparison was
    possible at all (the source does not compile, the expected code object is
    missing, ...); ``identical`` is then false.  ``too_deep`` is set with an
    ``error`` that came from running out of recursion depth while compiling
    the source (a caller may try again under a higher recursion limit).
    ``inexact`` lists the parts of the source written from runtime values (a
    function's default values) that are not known to evaluate to those values:
    bytecode cannot show them, so ``verified`` requires that there are none.
    """

    identical: bool
    differences: tuple[str, ...] = ()
    error: str | None = None
    too_deep: bool = False
    inexact: tuple[str, ...] = ()

    @property
    def verified(self) -> bool:
        """Identical bytecode, and nothing in the source was written by guess."""
        return self.identical and not self.inexact

    def summary(self) -> str:
        """One line describing the verdict."""
        if self.error is not None:
            return f"error: {self.error}"
        if self.identical and self.inexact:
            more = len(self.inexact) - 1
            return f"identical bytecode, but {self.inexact[0]}" + (f" (+{more} more)" if more else "")
        if self.identical:
            return "identical"
        if not self.differences:
            return "different"
        more = len(self.differences) - 1
        suffix = f" (+{more} more)" if more else ""
        return f"different: {self.differences[0]}{suffix}"
