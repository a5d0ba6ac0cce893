"""3.12+ inlined comprehensions (PEP 709).

A list/set/dict comprehension compiles, in the enclosing code object, to::

    <iterable>; GET_ITER
    LOAD_FAST_AND_CLEAR n1 ... nk      # save the comprehension's own variables
    SWAP k+1; BUILD_LIST|SET|MAP 0; SWAP 2
    H: FOR_ITER E; <body with LIST_APPEND/SET_ADD/MAP_ADD>; JUMP H
    E: SWAP k+1; STORE_FAST nk ... n1   # restore (the result stays on the stack)

The compiler's swap elimination may instead consume the result first
(``E: STORE_FAST result; STORE_FAST n1 ...``).  An exception-table handler
(``SWAP 2; POP_TOP; SWAP 2; STORE_FAST ...; RERAISE``) restores the variables on
error; it is unreachable for the walk and ignored.  The restore sequence is checked
by tracking symbolic stack slots, so every saved variable must get its own value back;
anything else is left to the generic walk (which fails on LOAD_FAST_AND_CLEAR).
"""

from __future__ import annotations

import ast
from typing import List, Optional

from undis.bytecode import VersionFacts
from undis.emit import nodes as N
from undis.structure import comprehension, exits, values
from undis.structure.async_for import AsyncFor, async_exit
from undis.structure.simulate import DecompileFailure
from undis.structure.walker import Ctx, Idiom, Walker

#: raw opnames only this idiom understands (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({"LOAD_FAST_AND_CLEAR"})
_KINDS = {"BUILD_LIST": "list", "BUILD_SET": "set", "BUILD_MAP": "dict"}
_RESULT_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_RESULT = "<result>"
_ITER = "<iter>"


def _swap(stack: List[str], n: int) -> bool:
    if n < 2 or len(stack) < n:
        return False
    stack[-1], stack[-n] = stack[-n], stack[-1]
    return True


def _body(w: Walker, header: int, exit_: int, stack: List[ast.expr]) -> List[ast.stmt]:
    """The loop at ``header``, walked as a for loop whose result container is a placeholder
    (``stack`` ends with the iterator; it is left as it is)."""
    local: List[ast.expr] = stack[:-1] + [N.Marker("comp_result"), stack[-1]]
    body: List[ast.stmt] = []
    inner = Ctx(frozenset({exit_}), (), [])
    if w.ins[header].op == "GET_ANEXT":
        end = AsyncFor(False).loop(w, header, inner, local, body)
    else:
        end = w.for_loop(header, w.flow.latch(header), inner, local, body)
    if end != exit_ or len(body) != 1 or not isinstance(body[0], (ast.For, ast.AsyncFor)):
        raise DecompileFailure("inlined comprehension with an unexpected body")
    return body


class InlinedComprehension(Idiom):
    """``LOAD_FAST_AND_CLEAR ...; SWAP; BUILD_*; SWAP 2; FOR_ITER ...`` -> a comprehension value."""

    starts = frozenset({"LOAD_FAST_AND_CLEAR", *_KINDS})

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        ins = w.ins
        if ins[i].op in _KINDS:
            # no variable to save (``[0 for t[0] in it]``): ``BUILD_* 0; SWAP 2; H: ...``
            top = stack[-1] if stack else None
            if ins[i].arg != 0 or i + 2 >= len(ins) or (ins[i + 1].op, ins[i + 1].arg) != ("SWAP", 2) \
                    or not (isinstance(top, N.Marker) and top.kind in ("iter", "aiter")) \
                    or ins[i + 2].op not in ("FOR_ITER", "GET_ANEXT"):
                return None
            return self._comprehension(w, i, i, [], [_ITER], stack, out)
        if ins[i].op != "LOAD_FAST_AND_CLEAR":
            return None
        names: List[str] = []
        j = i
        while j < len(ins) and ins[j].op == "LOAD_FAST_AND_CLEAR":
            names.append(ins[j].argval)
            j += 1
        if len(set(names)) != len(names) or j + 3 >= len(ins):
            raise DecompileFailure("unexpected LOAD_FAST_AND_CLEAR sequence")
        # symbolic model of the stack slots we own: iterator + saved variables
        sym: List[str] = [_ITER] + names
        if not (ins[j].op == "SWAP" and _swap(sym, ins[j].arg)):
            raise DecompileFailure("inlined comprehension: unexpected prologue")
        return self._comprehension(w, i, j + 1, names, sym, stack, out)

    def _comprehension(self, w: Walker, i: int, b: int, names: List[str], sym: List[str],
                       stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """The comprehension whose prologue starts at ``i`` and builds its result at ``b``."""
        ins = w.ins
        build = ins[b]
        if build.op not in _KINDS or build.arg != 0 or ins[b + 1].op != "SWAP" or ins[b + 1].arg != 2:
            raise DecompileFailure("inlined comprehension: unexpected prologue")
        if sym[-1] != _ITER:
            raise DecompileFailure("inlined comprehension: iterator not on top")
        sym[-1:] = [_RESULT, _ITER]
        header = b + 2
        is_async = ins[header].op == "GET_ANEXT"
        if not (ins[header].op == "FOR_ITER" or is_async) or not w.flow.is_header(header):
            raise DecompileFailure("inlined comprehension without a loop")
        if any(t in w.flow.jump_sources for t in range(i + 1, header)):
            raise DecompileFailure("jump into an inlined comprehension prologue")
        if not stack:
            raise DecompileFailure("stack underflow")
        iterator = stack[-1]
        kind = "aiter" if is_async else "iter"
        if not (isinstance(iterator, N.Marker) and iterator.kind == kind and iterator.value is not None):
            raise DecompileFailure("inlined comprehension over an unknown iterator")
        exit_ = async_exit(w, header) if is_async else ins[header].target
        try:
            value = comprehension.build(_KINDS[build.op], _body(w, header, exit_, stack), None)
        except DecompileFailure as first:
            if w.filter_chains:
                raise
            w.filter_chains = True  # (the filter read as several statements: once more, as one test)
            try:
                value = comprehension.build(_KINDS[build.op], _body(w, header, exit_, stack), None)
            except DecompileFailure:
                raise first from None
            finally:
                w.filter_chains = False
        sym.pop()  # FOR_ITER exhausted: the iterator is gone
        line = w.line(b) if getattr(w.sim, "lines", None) is not None else None
        if line is not None:  # (where lines are kept: the comprehension starts at its prologue's line)
            N.set_line(value, line)
        return self._restore(w, exit_, sym, names, stack, out, value)

    def _restore(self, w: Walker, e: int, sym: List[str], names: List[str], stack: List[ast.expr],
                 out: List[ast.stmt], value: ast.expr) -> int:
        ins = w.ins
        restored: List[str] = []
        result_taken: Optional[int] = None
        stack.pop()  # the iterator
        if ins[e].op == "JUMP" and exits.skips_dead_code(w, e, Ctx(frozenset())):
            e = ins[e].target  # the restore handler placed inline (async code) is jumped over
        pos = e
        while len(restored) < len(names):
            if pos >= len(ins) or (pos != e and pos in w.flow.jump_sources):
                raise DecompileFailure("inlined comprehension: broken restore")
            r = ins[pos]
            if r.op == "SWAP":
                if not _swap(sym, r.arg):
                    raise DecompileFailure("inlined comprehension: bad restore swap")
            elif r.op in _RESULT_STORES or r.op == "POP_TOP":
                top = sym.pop() if sym else ""
                if top == _RESULT:
                    if result_taken is not None:
                        raise DecompileFailure("inlined comprehension: result consumed twice")
                    result_taken = pos
                    stack.append(value)
                    w.sim.step(r, stack, out)
                elif r.op == "STORE_FAST" and top == r.argval and top in names and top not in restored:
                    restored.append(top)
                else:
                    raise DecompileFailure("inlined comprehension: variable not restored to itself")
            else:
                raise DecompileFailure("inlined comprehension: unexpected restore instruction")
            pos += 1
        if result_taken is None:
            if sym != [_RESULT]:
                raise DecompileFailure("inlined comprehension: unbalanced restore")
            stack.append(value)
        elif sym:
            raise DecompileFailure("inlined comprehension: unbalanced restore")
        return pos


class BoolValue(Idiom):
    """A boolean value whose first jump is a popping one (``a and b or c`` on 3.8-3.11):
    delegates to :func:`undis.structure.values.bool_value`, which leaves anything else to the walk."""

    starts = frozenset({"POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE"})

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        if w.ins[i].op not in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE"):
            return None
        return values.bool_value(w, i, stack, ctx.stops)


#: the idioms (they keep no state: one instance serves every walk)
_BOOL_VALUE, _INLINED = BoolValue(), InlinedComprehension()


def idioms(fx: VersionFacts) -> List[Idiom]:
    """This module's idioms for bytecode described by ``fx`` (registered in ``idioms.py``)."""
    return [_BOOL_VALUE, _INLINED] if fx.inlined_comprehensions else [_BOOL_VALUE]


__all__ = ["HANDLES", "BoolValue", "InlinedComprehension", "idioms"]
