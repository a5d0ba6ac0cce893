"""The interface of the idioms the walker tries before its own reading (try, with,
match...): :class:`Idiom`.  :mod:`undis.structure.idioms` registers them per version.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, FrozenSet, List, Optional

from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


class Idiom:
    """An extension recognised at an index before the generic walk (try, with, match...)."""

    #: the opnames at which :meth:`match` may do anything (None: any instruction)
    starts: Optional[FrozenSet[str]] = None

    def starts_in(self, w: Walker) -> Optional[FrozenSet[str]]:
        """:attr:`starts` for the code ``w`` walks (an idiom may narrow it to what that code holds)."""
        return self.starts

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """None: no match; else where the walk goes on (negative: the statements never fall through)."""
        raise NotImplementedError

    def loop(self, w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A loop of its own kind at ``header`` (``async for``); None lets the walker build it."""
        return None
