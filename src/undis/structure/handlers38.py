"""One ``except`` clause's body on the block-stack versions (3.8-3.10).

After its prologue (``POP_TOP`` x3, or ``POP_TOP; STORE name; POP_TOP`` for ``except E as
name``) a handler's body runs to the ``POP_EXCEPT`` that ends it and the jump to where the
statement goes on; ``except E as name`` wraps its body in a ``try``/``finally`` that
clears the name (``name = None; del name``).  3.10 may instead copy the code after the
statement into the handler (a "copied tail"): such handlers are read here and joined by
:meth:`Handlers38._tail_joins`.  :class:`~undis.structure.except38.TryExcept38` reads the
handler table around them.
"""
from __future__ import annotations

import ast
from typing import List, Optional, Set, Tuple

from undis.structure.block38 import STORES, TERMINAL, Blocks38, Sig, dead, fail, first_copy
from undis.structure.simulate import DecompileFailure
from undis.structure.unwind38 import Frame
from undis.structure.walkctx import COND_JUMPS
from undis.structure.walker import Ctx, Loop, Walker

__all__ = ["Handlers38", "Retry"]

_SETUPS = ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH")

#: a handler that fell into a copied tail, read again once the join is known:
#: (index among the handlers, start of its body, next handler, name or None)
Retry = Tuple[int, int, int, Optional[str]]


class Handlers38(Blocks38):
    """Reads the body of one ``except`` clause (plain or ``as name``)."""

    def _tail_joins(self, w: Walker, ctx: Ctx, stack: List[ast.expr], else_start: int,
                    handlers: List[ast.ExceptHandler], retry: List[Retry]) -> List[int]:
        """3.10: handlers that fell into a copy of the code after the statement join where
        that code sits on the normal path (or, when the body never gets there, at their
        copy); without such a place their copy is their own ``return``."""
        sigs = {sig for _, sig in self.htails}
        join = -1
        if len(sigs) == 1:
            sig = sigs.pop()
            if else_start >= 0:
                for q in range(else_start, len(w.ins) - len(sig) + 1):
                    if self._sig(w, q, q + len(sig), absolute=True) == sig \
                            and self._may_join(w, ctx, else_start, q, sig):
                        join = q
                        break
                    if q in ctx.stops:
                        break  # (the normal path ends at an enclosing join first)
            else:
                join = self.htails[0][0]
        loop = ctx.loops[-1] if ctx.loops else None
        if join >= 0 and not (loop is not None and (w.past_loop(join, loop) or join == loop.exit)):
            return [join] * len(retry)
        if len({sig for _, sig in self.htails}) == 1 and self._copied_break(w, ctx, self.htails[0][0]):
            for index, *_ in retry:
                handlers[index].body = [x for x in handlers[index].body if not isinstance(x, ast.Pass)] + [ast.Break()]
            return []
        for index, start, nxt, name in retry:
            if name is None:
                hb, e = self._plain_handler(w, start, nxt, ctx, stack, (), -3)
            else:
                hb, e = self._named_handler(w, start, name, ctx, stack, (), -3)
            if e != -1:
                raise fail("handler end")
            handlers[index].body = hb or [ast.Pass()]
        return []

    @staticmethod
    def _may_join(w: Walker, ctx: Ctx, else_start: int, q: int, sig: Sig) -> bool:
        """May the handlers that fall into a copy of the code at ``q`` join there?  Not in
        another statement's handler code (where ``else_start``, the normal path, is not),
        nor right after an early exit from a block set up after ``else_start``
        (``POP_BLOCK`` before its handler), nor at the start of an if's branch (a later
        statement's own ``return``, which reads the same), nor, in a ``while`` loop, where
        ``q`` holds a copy of the code after the loop that nothing falls into from the code
        before (code that only jumps reach): that is a ``break``'s copy (``if c: break``,
        ``else: break``).  Nor inside an if that starts after ``else_start`` (the
        code at ``q`` is ``sig``; 3.10 copies the code after an if onto its branches)."""
        code = w.flow.handler_code
        if (q in code) != (else_start in code):
            return False
        if q > 0 and w.ins[q - 1].op == "POP_BLOCK" and any(
                w.ins[k].op in _SETUPS and w.ins[k].target > q for k in range(else_start, q)):
            return False  # (a later statement's early exit)
        before = w.ins[q - 1] if q > 0 else None
        branch = before is not None and before.op in COND_JUMPS and q not in w.flow.jump_sources
        if branch and q != else_start:
            return False  # (the code after the statement never starts an if's branch)
        if any(w.ins[k].op in COND_JUMPS and w.ins[k].target > q and Blocks38._sig(
                w, w.ins[k].target, w.ins[k].target + len(sig), absolute=True) != sig for k in range(else_start, q)):
            return False  # (nor inside one that does not end in a copy of that code too)
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or loop.is_for or before is None:
            return True
        # (``while True``: the code after the loop is known by its copies only)
        return not ((branch or before.op in TERMINAL) and (loop.exit < 0 or w.past_else(q, loop.exit) >= 0))

    @staticmethod
    def _copied_break(w: Walker, ctx: Ctx, tail: int) -> bool:
        """3.10: handlers of a try in a ``while`` loop that fall into a copy (at ``tail``) of
        code found nowhere on the try's normal path in the loop: the code after the loop,
        copied by a ``break`` (a ``return`` of a name would load it before leaving the
        handler), or the code that the loop's ``else`` clause runs into.  The break is
        recorded (to ``tail``, or an earlier copy, when the loop has no exit of its own)."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or loop.is_for:
            return False
        to = w.past_else(tail, loop.exit) if loop.exit >= 0 else first_copy(w, tail, ctx)  # (past an else: its break)
        if to < 0:
            return False
        ctx.breaks.append(to)
        return True

    def _tail_handler(self, w: Walker, s: int, ctx: Ctx, stack: List[ast.expr], copies: List[int], join: int
                      ) -> Tuple[List[ast.stmt], int]:
        """3.10: the plain handler from ``s`` falling into the copies of the tail (the last
        first) goes on at ``join``; or, when it never gets to them (``if c: return`` then
        ``raise``: the copy of an implicit ``return None`` is its own), it never falls through,
        or goes on at another copy of the tail that stands for ``join`` (its jump there)."""
        q = copies[0]  # the last; the others (ending other branches of the clause) stand for it
        added = [other for other in copies[1:] if other not in w.stop_aliases]
        w.stop_aliases.update((other, q) for other in added)
        breaks = len(ctx.breaks)
        try:
            hb, e, _ = self._sub(w, s, ctx, set(copies), list(stack), Frame("handler"))
        except DecompileFailure:
            for other in added:
                del w.stop_aliases[other]
            del ctx.breaks[breaks:]
            raise
        if w.stop_aliases.get(e, e) == q:
            return hb, join
        for other in added:
            del w.stop_aliases[other]
        del ctx.breaks[breaks:]
        hb, e, _ = self._sub(w, s, ctx, set(), list(stack), Frame("handler"))
        if e != -1 and 0 <= join and w.stop_aliases.get(e, e) == w.stop_aliases.get(join, join):
            return hb, join  # (its own ``return`` was the copy; it goes on at another copy of the tail)
        if e != -1:
            raise fail("handler did not reach its tail")
        return hb, -1

    def _plain_handler(self, w: Walker, s: int, nxt: int, ctx: Ctx, stack: List[ast.expr],
                       tail: Sig = (), join: int = -1) -> Tuple[List[ast.stmt], int]:
        ins = w.ins
        limit = nxt if nxt >= 0 else len(ins)
        if tail:
            copies = [q for q in range(limit - 1, s - 1, -1)
                      if ins[q].op == "POP_EXCEPT" and ins[q - 1].op != "ROT_FOUR"
                      and self._sig(w, q + 1, q + 1 + len(tail), absolute=True) == tail]
            if copies:
                try:
                    return self._tail_handler(w, s, ctx, stack, copies, join)
                except DecompileFailure:
                    if not (nxt < 0 and w.bc.facts.drops_dead_code):
                        raise
                    # (3.10: the clause falls into the code after the statement, which holds
                    # a copy of the tail further on)
                    return self._bare_fallthrough(w, s, ctx, stack)
            # no copy of the tail: the handler never falls through, or (typed, ending right
            # before the next handler) jumps on: the "tail" was an else clause, or a
            # ``break``'s copy of the code after the loop
            if nxt < 0:
                hb, e, _ = self._sub(w, s, ctx, set(), list(stack), Frame("handler"))
                if e != -1:
                    raise fail("handler without the copied tail")
                return hb, -1
        # find the POP_EXCEPT; JUMP that ends it (before nxt when typed; a bare except ends
        # before the else clause, or the code after the statement, that the body jumps to)
        bare_end = join if nxt < 0 and s < join < limit else limit
        if bare_end < limit and ins[join - 1].op == "POP_EXCEPT":
            # 3.10: a bare except falling into the code after the statement right after it
            hb, e, _ = self._sub(w, s, ctx, {join - 1}, list(stack), Frame("handler"))
            if e != join - 1:
                raise fail("handler did not reach POP_EXCEPT")
            return hb, join
        q = self._falls_into_copy(w, s, bare_end, join)
        if q >= 0:
            hb, e, _ = self._sub(w, s, ctx, {q}, list(stack), Frame("handler"))
            if e != q:
                raise fail("handler did not reach POP_EXCEPT")
            return hb, join
        scan = bare_end
        if scan == len(ins) and s in w.flow.handler_code:  # (nothing bounds it: up to the code it falls into,
            scan = next((k for k in range(s, scan) if k in w.flow.reachable), scan)  # not a later try's clauses)
        ends = [q for q in range(scan - 1, s - 1, -1)
                if ins[q].op == "POP_EXCEPT" and q + 1 < len(ins) and ins[q + 1].op == "JUMP" and (
                    nxt < 0 or q + 2 == nxt or (q + 3 == nxt and ins[q + 2].op in ("END_FINALLY", "RERAISE")))
                and not (bare_end < limit and s <= ins[q + 1].target < bare_end)
                and not self._unwinds_outer(w, s, q, join)]
        # (a bare clause's own exit leaves it: one to after a statement in it is a nested
        # clause's; one to where the body goes is its own, the last of those after it a later statement's)
        p = next((q for q in ends if nxt < 0 and join >= 0 and w.thread(ins[q + 1].target) == w.thread(join)),
                 ends[0] if ends else -1)
        if p < 0 and not tail and join != -3 and w.bc.facts.copies_exit_blocks:
            # (an empty clause: only where the copy loads a name, which ``return name`` would
            # load before leaving the clause, or, in a typed one, ends in a raise, which never
            # leaves it first)
            named = s + 1 < len(ins) and ins[s + 1].op.startswith("LOAD_") and ins[s + 1].op != "LOAD_CONST"
            for q in range(limit - 1, s - 1, -1):
                if ins[q].op == "POP_EXCEPT" and ins[q - 1].op != "ROT_FOUR" and not dead(w, q) and (
                        ((q > s or named) and self._tail_to(w, q + 1, limit))
                        or (nxt >= 0 and ins[limit - 1].op != "RETURN_VALUE"
                            and self._tail_to(w, q + 1, limit, raises=True))):
                    seen = len(ctx.breaks)
                    try:
                        hb, e, _ = self._sub(w, s, ctx, {q} | ({nxt} if nxt >= 0 else set()), list(stack),
                                             Frame("handler"))
                    except DecompileFailure:
                        del ctx.breaks[seen:]
                        break  # (it gets there through code after the statement: see try38._starts_statement)
                    if e == q:  # 3.10: falls into a copy of the code after the statement
                        self.htails.append((q + 1, self._sig(w, q + 1, limit, absolute=True)))
                        return hb, -2
                    break
        stops = {p} if p >= 0 else set()
        if nxt >= 0:
            stops.add(nxt)
        breaks = len(ctx.breaks)
        falls = nxt < 0 and join == -1 and w.bc.facts.drops_dead_code  # (may fall into the code after it)
        try:
            hb, e, _ = self._sub(w, s, ctx, stops, list(stack), Frame("handler"))
        except DecompileFailure:
            if not falls:
                raise
            hb, e = [], -2  # (the code after the statement, leaving blocks around it, read in the clause)
        ok = (e == -1 and dead(w, p)) or e == p if p >= 0 else e == -1 or (e == nxt and _never_falls_into(w, nxt))
        if not ok and falls:
            del ctx.breaks[breaks:]  # (read again)
            return self._bare_fallthrough(w, s, ctx, stack)
        if p >= 0:
            if not ok:
                raise fail("handler did not reach POP_EXCEPT")
            return self._clause_exit(w, p + 1, ctx, hb, join)
        if not ok:
            raise fail("handler end")  # (nxt: after a statement that never falls through)
        return hb, -1

    @staticmethod
    def _unwinds_outer(w: Walker, s: int, q: int, join: int) -> bool:
        """The ``POP_EXCEPT; JUMP`` at ``q`` (in the clause from ``s``) follows another
        ``POP_EXCEPT`` and jumps elsewhere than where the try goes on (``join``): a ``break``
        or ``continue`` that leaves a nested clause, then this one (a nested clause falling
        into this one's exit goes on at ``join``)."""
        return join >= 0 and s <= q - 1 and w.ins[q - 1].op == "POP_EXCEPT" \
            and w.thread(w.ins[q + 1].target) != w.thread(join)

    @staticmethod
    def _falls_into_copy(w: Walker, s: int, end: int, join: int) -> int:
        """3.10: the last ``POP_EXCEPT`` (from ``s``, before ``end``) of a bare except followed by a
        copy of the exit path at ``join`` (an alias of it: :attr:`~undis.structure.walker.Walker.stop_aliases`,
        the exit of an enclosing ``with`` body the try ends); -1 if none."""
        ins, target = w.ins, w.stop_aliases.get(join, join)
        for q in range(end - 1, s - 1, -1):
            if ins[q].op == "POP_EXCEPT" and ins[q - 1].op != "ROT_FOUR" and q + 1 != join \
                    and q + 1 in w.stop_aliases and w.stop_aliases[q + 1] == target:
                return q
        return -1

    def _bare_fallthrough(self, w: Walker, s: int, ctx: Ctx, stack: List[ast.expr]) -> Tuple[List[ast.stmt], int]:
        """3.10: a bare except (body from ``s``) of a try whose body never falls through,
        falling into the code after the statement placed right after it (its jump there
        dropped): the first ``POP_EXCEPT`` the clause's walk ends at; it goes on after it."""
        ins = w.ins
        for q in range(s, len(ins) - 1):
            if ins[q].op != "POP_EXCEPT" or ins[q - 1].op == "ROT_FOUR" or ins[q + 1].op == "JUMP" or dead(w, q):
                continue
            breaks = len(ctx.breaks)
            try:
                hb, e, _ = self._sub(w, s, ctx, {q}, list(stack), Frame("handler"))
            except DecompileFailure:
                e = -2
            if e == q:
                return hb, q + 1
            del ctx.breaks[breaks:]
        raise fail("handler end")

    def _named_handler(self, w: Walker, s: int, name: str, ctx: Ctx, stack: List[ast.expr],
                       tail: Sig = (), join: int = -1) -> Tuple[List[ast.stmt], int]:
        ins = w.ins
        if ins[s].op != "SETUP_FINALLY":
            raise fail("except-as without cleanup")
        c = ins[s].target
        # (``return <constant>`` in the clause compiles as a copy of such a tail would)
        tails = self._tail_copies(w, s, c, name, tail) if tail and not (
            len(tail) == 2 and tail[0][0] == "LOAD_CONST") else []
        if tails:
            p = tails[0]  # the last the clause falls into; the others stand for it
            w.stop_aliases.update((q, p) for q in tails[1:])
            exit_ = join
        elif ins[c + 3].op == "END_FINALLY":  # 3.8: cleanup; END_FINALLY; POP_EXCEPT; JUMP join
            if not self._cleanup_at(w, c, name) or ins[c + 4].op != "POP_EXCEPT" or ins[c + 5].op != "JUMP":
                raise fail("3.8 except-as cleanup")
            exit_ = ins[c + 5].target
            p = c - 2 if ins[c - 2].op == "POP_BLOCK" and ins[c - 1].op == "BEGIN_FINALLY" else -1
        elif c >= 6 and ins[c - 6].op == "POP_BLOCK" and ins[c - 5].op == "POP_EXCEPT" and ins[c - 1].op == "JUMP" \
                and self._cleanup_at(w, c - 4, name):
            p = c - 6
            exit_ = ins[c - 1].target
        else:
            p, exit_ = -1, -1
            for q in range(c - 6 if not tail and join != -3 and w.bc.facts.copies_exit_blocks else -1, s, -1):
                if ins[q].op == "POP_BLOCK" and ins[q + 1].op == "POP_EXCEPT" and self._cleanup_at(w, q + 2, name) \
                        and self._tail_to(w, q + 5, c) and not dead(w, q) and not _break_copy(w, q):
                    p, exit_ = q, -2  # 3.10: falls into a copy of the code after the statement
                    break
        if p < 0 and ins[c - 1].op not in TERMINAL:
            raise fail("except-as shape")
        copies = self._exit_copies(w, s, p, c) if exit_ == -2 else set(tails[1:])
        hb, e, _ = self._sub(w, s + 1, ctx, ({p, c} | copies) if p >= 0 else {c}, list(stack),
                             Frame("named", name=name))
        e = w.stop_aliases.get(e, e) if e in copies else e
        if exit_ == -2:
            self.htails.append((p + 5, self._sig(w, p + 5, c, absolute=True)))
        if not ((e == -1 or (e == c and _never_falls_into(w, c))) and (p < 0 or dead(w, p))) and e != p:
            raise fail("except-as body end")
        if exit_ >= 0 and ins[c - 1].op == "JUMP" and ins[c - 1].target == exit_:
            return self._clause_exit(w, c - 1, ctx, hb, join)
        return hb, exit_

    def _tail_copies(self, w: Walker, s: int, c: int, name: str, tail: Sig) -> List[int]:
        """3.10: the copies in ``s..c`` of the except-as clause's exit into the copied tail
        (``POP_BLOCK; POP_EXCEPT``, the clean-up, then ``tail``), the last first; the
        copies made for a ``break``'s jump out of a loop in the clause come after it."""
        ins, t = w.ins, len(tail)
        found = [q for q in range(c - 5 - t, s, -1)
                 if ins[q].op == "POP_BLOCK" and ins[q + 1].op == "POP_EXCEPT" and self._cleanup_at(w, q + 2, name)
                 and self._sig(w, q + 5, q + 5 + t, absolute=True) == tail and not dead(w, q)]
        return sorted(found, key=lambda q: (_break_copy(w, q), -q))

    @staticmethod
    def _exit_copies(w: Walker, s: int, p: int, c: int) -> Set[int]:
        """3.10: the other copies (in ``s..p``) of the exit at ``p`` of an
        except-as clause (its clean-up and the code after the statement, to ``c``): each branch
        of the clause that falls into that code has its own; they are stop aliases of ``p``."""
        n = c - p
        sig = Handlers38._sig(w, p, c)
        found = {q for q in range(s + 1, p) if w.ins[q].op == "POP_BLOCK" and Handlers38._sig(w, q, q + n) == sig}
        w.stop_aliases.update((q, p) for q in found if q not in w.stop_aliases)
        return found

    @staticmethod
    def _clause_exit(w: Walker, j: int, ctx: Ctx, hb: List[ast.stmt], join: int = -1) -> Tuple[List[ast.stmt], int]:
        """The clause whose body is ``hb`` ends with the jump at ``j``: where it goes on, or
        (3.10, which drops the clause's own exit after them) an explicit ``continue`` when
        it goes straight back to a loop that only loops from except clauses
        (:meth:`~undis.structure.walker.Walker.handler_continue`) or to the header of a
        ``while`` loop where the try goes on elsewhere (``join``: the jump back that ends
        the body keeps its line, so a clause's own exit to it is not threaded), a ``break``
        when it goes past the loop."""
        t = w.ins[j].target
        if ctx.loops:
            loop = ctx.loops[-1]
            if w.handler_continue(j, loop) or _while_continue(w, t, loop, join):
                return hb + [ast.Continue()], -1
            if w.bc.facts.drops_dead_code and (w.past_loop(t, loop) or t == loop.exit):
                ctx.breaks.append(t)
                return hb + [ast.Break()], -1
        return hb, t

    @staticmethod
    def _cleanup_at(w: Walker, c: int, name: str) -> bool:
        """``name = None; del name`` (the except-as clean-up) at ``c``."""
        x = w.ins[c:c + 3]
        return (len(x) == 3 and x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op in STORES
                and x[1].argval == name and x[2].op.startswith("DELETE_") and x[2].argval == name)


def _while_continue(w: Walker, t: int, loop: Loop, join: int) -> bool:
    """3.10: an except clause's jump to ``t``, the header of the ``while`` loop around, where
    the try goes on at ``join``, another place: a ``continue`` (3.8/3.9 thread a clause's
    exit to the header; a ``for`` loop's jump back has no line, 3.10 threads it too)."""
    return w.bc.facts.drops_dead_code and not loop.is_for and join >= 0 and t in (loop.header, loop.also) \
        and join not in (loop.header, loop.also)


def _break_copy(w: Walker, q: int) -> bool:
    """3.10: the copy at ``q`` of an except-as clause's exit is reached only by jumps out of
    the body of a ``while`` loop placed before it (the compiler copied the exit onto a
    ``break``'s jump): not the clause's own exit, which the loop falls into (the jumps read
    as ``break``, the copy as an alias of that exit)."""
    sources = w.flow.jump_sources.get(q, ())
    if not sources or w.ins[q - 1].op not in TERMINAL:
        return False
    return all(w.ins[k].op == "JUMP" and any(
        h <= k and w.flow.latch(h) < q and w.ins[h].op != "FOR_ITER" and k <= w.flow.latch(h)
        for h in w.flow.back_edges) for k in sources)


def _never_falls_into(w: Walker, k: int) -> bool:
    """The code before ``k`` (a handler) ends in a return or raise: a walk that stops at
    ``k`` went past a statement that never falls through (a nested try whose clauses return)."""
    return k >= 0 and w.ins[k - 1].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
