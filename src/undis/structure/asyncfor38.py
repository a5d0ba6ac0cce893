"""``break`` out of an ``async for`` on the block-stack versions (3.8-3.10).

The loop itself is :mod:`undis.structure.async_for`.  A ``break`` pops the iterator and
jumps past ``END_ASYNC_FOR`` (and the else body).
"""

from __future__ import annotations

from undis.structure.walker import Loop, Walker


def is_async_break(w: Walker, i: int, loop: Loop) -> bool:
    """A ``JUMP`` past the ``END_ASYNC_FOR`` of the innermost loop (the walker would take the
    jump over the unreachable handler for a fall-through)."""
    end = loop.exit
    return 0 <= end < len(w.ins) and w.ins[end].op == "END_ASYNC_FOR" and w.ins[i].target == end + 1
