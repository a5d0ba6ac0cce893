"""``async for`` on the block-stack versions (3.8-3.10).

``GET_AITER; H: SETUP_FINALLY E; GET_ANEXT; [LOAD_CONST None]; YIELD_FROM; POP_BLOCK;
<store target>; body; JUMP H; E: END_ASYNC_FOR; [else body]``: the loop ends when
``__anext__`` raises ``StopAsyncIteration``, caught by the block around the await.  A
``break`` pops the iterator and jumps past ``END_ASYNC_FOR`` (and the else body).
"""

from __future__ import annotations

import ast
from typing import List, Optional

from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.walker import Ctx, Loop, Walker, _strip_continue


def is_async_break(w: Walker, i: int, loop: Loop) -> bool:
    """A ``JUMP`` past the ``END_ASYNC_FOR`` of the innermost loop (the walker would take the
    jump over the unreachable handler for a fall-through)."""
    end = loop.exit
    return 0 <= end < len(w.ins) and w.ins[end].op == "END_ASYNC_FOR" and w.ins[i].target == end + 1


def async_for(w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """At ``GET_AITER``: the whole loop (None when the shape is not an ``async for``)."""
    ins = w.ins
    header = i + 1
    if header + 1 >= len(ins) or ins[header].op != "SETUP_FINALLY" or ins[header + 1].op != "GET_ANEXT":
        return None
    end = ins[header].target
    body_start = header + 2
    if ins[body_start].op == "LOAD_CONST" and ins[body_start].argval is None:
        body_start += 1
    if ins[body_start].op != "YIELD_FROM" or ins[body_start + 1].op != "POP_BLOCK" or ins[end].op != "END_ASYNC_FOR":
        raise DecompileFailure("async for: loop header shape")
    body_start += 2
    w.sim.step(ins[i], stack, out)
    iterator = stack.pop()
    if not isinstance(iterator, N.Marker) or iterator.kind != "aiter" or iterator.value is None:
        raise DecompileFailure("async for over an unknown iterator")
    targets: List[ast.expr] = []
    group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
    inner = Ctx(frozenset({header, end}), ctx.loops + (Loop(header, end, True),))
    body, _, _ = w.walk(body_start, inner, stack + [iterator, Slot(group, 0)])
    if not targets:
        raise DecompileFailure("async for without a target")
    node = ast.AsyncFor(target=targets[0], iter=iterator.value, body=_strip_continue(body), orelse=[],
                        type_comment=None)
    inner.breaks[:] = [b for b in inner.breaks if b != end + 1]
    return w._loop_tail(node, end + 1, inner, ctx, stack, out)
