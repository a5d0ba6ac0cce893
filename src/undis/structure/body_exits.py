"""Module and class bodies cannot ``return``: the compiler's copies of their exit.

3.10+ copies a body's small exit block (a module's ``return None``; a class body's
epilogue: its scaffold stores, then the return of ``None`` or of the class cell) into
every branch that reaches the end of the body.  The walk reads each copy as a
``return``, which a function may hold but a module or class body may not.  The code
around such a copy is rebuilt so that it falls off the end of the body instead:

- an ``if`` whose branch ends in a copy takes the code after it as its other branch;
- a ``try`` whose every except clause ends in a copy takes the code after it as its
  ``else`` part;
- a copy in the body of a loop that ends the body is a ``break``;
- a ``match`` whose every case ends in a copy takes the code after it as a trailing
  ``case _:`` (3.10+: no case matched).

:func:`fold` takes a list of statements that runs to the end of the body, and a
:data:`Tail` that says how many statements end a branch as a copy.
"""

from __future__ import annotations

import ast
from typing import Callable, List, Optional, Set

from undis.emit import nodes as N
from undis.structure.stmt_edit import TRIES, is_bare_return

#: how many statements at the end of a statement list are a copy of the exit (0: none)
Tail = Callable[[List[ast.stmt]], int]

_LOOPS = (ast.For, ast.AsyncFor, ast.While)
_MATCH = getattr(ast, "Match", ())  # (3.10+; an empty tuple matches nothing)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)

#: what a class body stores before it returns: 3.13's ``__static_attributes__`` and
#: ``__classdictcell__``, and the class cell (``__class__``, for ``super()``)
_EPILOGUE_STORES = frozenset({"__static_attributes__", "__classdictcell__", "__classcell__"})


def none_return_tail(branch: List[ast.stmt]) -> int:
    """A module body's exit: ``return None``."""
    return 1 if branch and is_bare_return(branch[-1]) else 0


def class_epilogue_tail(branch: List[ast.stmt]) -> int:
    """A class body's exit: its stores of the names above, each once, then its return
    (of None or of the class cell; a bare ``return None`` may be gone already, folded by
    the walk: :func:`stmt_edit.implicit_returns`)."""
    k = len(branch)
    last = branch[-1] if branch else None
    if isinstance(last, ast.Return) and _returns_class_cell(last):
        k -= 1
    stores: Set[str] = set()
    while k and _epilogue_store(branch[k - 1]) and _epilogue_store(branch[k - 1]) not in stores:
        stores.add(_epilogue_store(branch[k - 1]))
        k -= 1
    return len(branch) - k


def _returns_class_cell(s: ast.Return) -> bool:
    """``return None``, ``return __class__`` or 3.13's ``return (__classcell__ := __class__)``."""
    value = s.value.value if isinstance(s.value, ast.NamedExpr) and isinstance(s.value.target, ast.Name) \
        and s.value.target.id == "__classcell__" else s.value
    return value is None or N.is_const(value, None) or isinstance(value, ast.Name) and value.id == "__class__"


def _epilogue_store(s: ast.stmt) -> str:
    """The name an epilogue store assigns, or ''."""
    if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
            and s.targets[0].id in _EPILOGUE_STORES:
        return s.targets[0].id
    return ""


def fold(stmts: List[ast.stmt], tail: Tail = none_return_tail) -> List[ast.stmt]:
    """``stmts``, which run to the end of the body, without copies of its exit where
    structure can replace them (others are left: the source stays invalid, an error)."""
    for k, s in enumerate(stmts):
        rest = stmts[k + 1:]
        folded: Optional[ast.stmt]
        if isinstance(s, ast.If):
            folded = _fold_if(s, rest, tail)
        elif isinstance(s, TRIES):
            folded = _fold_try(s, rest, tail)
        elif isinstance(s, _MATCH):
            folded = _fold_match(s, rest, tail)
        else:
            folded = None
        if folded is not None:
            return stmts[:k] + [folded]
    return stmts[:-1] + [_at_end(stmts[-1], tail)] if stmts else stmts


def _at_end(s: ast.stmt, tail: Tail) -> ast.stmt:
    """``s``, the last statement of a list that runs to the end of the body, with the
    lists in it that run to the end folded too."""
    if isinstance(s, _LOOPS):
        s.body = _breaks(s.body, tail)
        s.orelse = fold(s.orelse, tail)
    elif isinstance(s, ast.If):
        s.body = fold(s.body, tail) or [ast.Pass()]
        s.orelse = fold(s.orelse, tail)
    elif isinstance(s, TRIES) and not s.finalbody:
        for h in s.handlers:
            h.body = fold(h.body, tail) or [ast.Pass()]
        if s.orelse:
            s.orelse = fold(s.orelse, tail)
        else:
            s.body = fold(s.body, tail) or [ast.Pass()]
    elif isinstance(s, (ast.With, ast.AsyncWith)):
        s.body = fold(s.body, tail) or [ast.Pass()]
    elif isinstance(s, _MATCH):
        for case in s.cases:
            case.body = fold(case.body, tail) or [ast.Pass()]
    return s


def _fold_if(s: ast.If, rest: List[ast.stmt], tail: Tail) -> Optional[ast.If]:
    """``if c: X <exit>`` + ``REST`` is ``if c: X`` / ``else: REST``."""
    then_tail, else_tail = tail(s.body), tail(s.orelse)
    then_exits, else_exits = then_tail > 0, else_tail > 0
    if not (then_exits or else_exits) or (then_exits and else_exits and rest):
        return None
    body = s.body[:-then_tail] if then_exits else s.body + rest
    orelse = s.orelse[:-else_tail] if else_exits else s.orelse + rest
    if then_exits and not else_exits and not s.orelse and not rest:
        orelse = []
    return ast.If(test=s.test, body=fold(body, tail) or [ast.Pass()], orelse=fold(orelse, tail))


def _fold_try(s: ast.Try | ast.TryStar, rest: List[ast.stmt], tail: Tail) -> Optional[ast.stmt]:
    """``try: X`` / ``except E: Y <exit>`` + ``REST`` is ``try: X`` / ``except E: Y`` /
    ``else: REST`` (every clause ends in a copy); at the end of the body, the copies
    ending clauses and the ``else`` part are dropped."""
    if s.finalbody:
        return None
    clause_tails = [tail(h.body) for h in s.handlers]
    else_tail = tail(s.orelse)
    body_tail = 0 if s.orelse else tail(s.body)
    if rest and not (all(clause_tails) and not else_tail and not body_tail):
        return None
    if not (rest or any(clause_tails) or else_tail or body_tail):
        return None
    body = s.body[:len(s.body) - body_tail] or [ast.Pass()]
    handlers = [ast.ExceptHandler(type=h.type, name=h.name, body=fold(h.body[:len(h.body) - t], tail) or [ast.Pass()])
                for h, t in zip(s.handlers, clause_tails)]
    orelse = fold(s.orelse[:len(s.orelse) - else_tail] + rest, tail)
    return type(s)(body=body, handlers=handlers, orelse=orelse, finalbody=[])


def _fold_match(s: ast.stmt, rest: List[ast.stmt], tail: Tail) -> Optional[ast.stmt]:
    """``match v: case P: X <exit>`` (every case ends in a copy) + ``REST`` is ``match v:
    case P: X`` / ``case _: REST``: the code after the statement runs when no case matched
    (after an irrefutable last case nothing does: left as it is)."""
    cases = getattr(s, "cases", [])
    tails = [tail(case.body) for case in cases]
    if not any(tails) or (rest and not (all(tails) and not _irrefutable(cases[-1]))):
        return None
    for case, n in zip(cases, tails):
        case.body = fold(case.body[:len(case.body) - n], tail) or [ast.Pass()]
    if rest:
        cases.append(ast.match_case(pattern=ast.MatchAs(pattern=None, name=None), guard=None,
                                    body=fold(rest, tail)))
    return s


def _irrefutable(case: ast.match_case) -> bool:
    """A case without guard whose pattern is a capture or the wildcard (alone)."""
    pattern = case.pattern
    return case.guard is None and isinstance(pattern, ast.MatchAs) and pattern.pattern is None


def _breaks(stmts: List[ast.stmt], tail: Tail) -> List[ast.stmt]:
    """The body of a loop that ends the body: a copy of the exit in it (not in a loop
    nested in it) is a ``break``."""
    n = tail(stmts)
    out = stmts[:len(stmts) - n] + ([ast.Break()] if n else [])
    for s in out:
        if isinstance(s, _LOOPS + _SCOPES):
            continue
        for field in ("body", "orelse", "finalbody"):
            block = getattr(s, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                setattr(s, field, _breaks(block, tail))
        for h in getattr(s, "handlers", ()):
            h.body = _breaks(h.body, tail)
        for c in getattr(s, "cases", ()):
            c.body = _breaks(c.body, tail)
    return out
