"""match statements: every pattern kind, guards, nesting (Python 3.10+)."""

MIN_VERSION = (3, 10)


class _Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class _Color:
    RED = "red"
    GREEN = "green"


def literal_patterns(v):
    match v:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case "s":
            return "string"
        case b"b":
            return "bytes"
        case -1:
            return "minus one"
        case 1.5:
            return "float"
        case 2j:
            return "complex"
        case 1 + 2j:
            return "complex sum"
        case None:
            return "none"
        case True:
            return "true"
        case _:
            return "other"


def capture_and_wildcard(v):
    match v:
        case [x]:
            return ("one", x)
        case x if isinstance(x, int) and x > 100:
            return ("big", x)
        case other:
            return ("other", other)


def sequence_patterns(v):
    match v:
        case []:
            return "empty"
        case [a, b]:
            return ("pair", a, b)
        case [first, *rest] if len(rest) > 2:
            return ("long", first, rest)
        case (a, b, *_, c):
            return ("head-tail", a, b, c)
        case [*_]:
            return "short"
        case _:
            return "not a sequence"


def mapping_patterns(v):
    match v:
        case {"type": "point", "x": x, "y": y}:
            return ("point", x, y)
        case {"type": "named", **rest}:
            return ("named", sorted(rest))
        case {}:
            return "mapping"
    return "no match"


def class_patterns(v):
    match v:
        case _Point(x=0, y=0):
            return "origin"
        case _Point(0, y):
            return ("on y", y)
        case _Point(x, y=0):
            return ("on x", x)
        case _Point():
            return "point"
        case int(n) | float(n):
            return ("number", n)
        case str() as s:
            return ("str", s)
    return None


def value_patterns(v):
    match v:
        case _Color.RED:
            return "r"
        case _Color.GREEN:
            return "g"
    return "?"


def as_and_or_patterns(v):
    match v:
        case [(1 | 2) as small, *_] as whole:
            return ("small-first", small, len(whole))
        case (3 | 4) as n:
            return ("three-four", n)
        case {"k": [1, *_] as inner}:
            return ("inner", inner)
    return None


def nested_patterns(v):
    match v:
        case {"points": [_Point(x=0), *others]}:
            return ("starts at origin x", len(others))
        case [[a, b], [c, d]]:
            return a + b + c + d
        case ("cmd", {"args": [*args]}):
            return ("cmd", args)
    return "none"


def guards(v):
    match v:
        case (x, y) if x == y:
            return "diagonal"
        case (x, y) if x > y:
            return "below"
        case (x, _):
            return ("above", x)
    return None


def match_in_loop(items):
    out = []
    for it in items:
        match it:
            case "stop":
                break
            case "skip":
                continue
            case str(s):
                out.append(s)
            case _:
                out.append(repr(it))
    return out


def match_fallthrough(v):
    result = "start"
    match v:
        case 1:
            result = "one"
        case [1, 2]:
            pass
    return result


def match_star_mapping_only(v):
    match v:
        case {**rest}:
            return sorted(rest.items())
    return None


def bodies_fall_through(v):
    kind = None
    match v:
        case int() | float():
            kind = "number"
        case str(s) if s:
            kind = "text"
        case [*items]:
            kind = "seq%d" % len(items)
        case _:
            kind = "other"
    return kind


def or_with_captures(v):
    match v:
        case (x, 1) | (1, x):
            return ("one-side", x)
        case {"a": x, "b": y} | {"b": y, "c": x}:
            return (x, y)
        case [a, *mid, b]:
            return (a, mid, b)
    return None


def singletons_and_keys(v):
    match v:
        case False:
            return "false"
        case {_Color.RED: r, "k": None}:
            return ("red-key", r)
        case _Point(x=px, y=_Point() as inner):
            return ("nested point", px, inner.x)
    return "?"


def match_in_while(items):
    total = 0
    i = 0
    while i < len(items):
        match items[i]:
            case ("add", n):
                total += n
            case ("sub", n):
                total -= n
            case "stop":
                break
            case _:
                pass
        i += 1
    return total


def nested_match(a, b):
    match a:
        case 0:
            match b:
                case 0:
                    return "both"
                case _:
                    return "a only"
        case _ if b == 0:
            return "b only"
    return "neither"


def guard_bool_ops(v, limit):
    match v:
        case [x, y] if x > limit or (y < 0 and x != y):
            return "odd"
        case {"n": n} if not n:
            return "empty n"
    return "fine"


def match_then_code(cmd):
    log = []
    match cmd.split():
        case ["go", direction]:
            log.append(direction)
        case ["look"]:
            log.append("looking")
        case ["drop", *objs] if objs:
            log.extend(objs)
    log.append("done")
    return log


def match_ends_loop_body(items):
    seen = {}
    for it in items:
        if it is None:
            continue
        match it:
            case 1:
                seen[it] = "one"
            case [*parts]:
                for part in parts:
                    if part:
                        seen[part] = "part"
                        break
            case 2:
                seen[it] = "two"
    return seen


def match_wildcard_guard_first(x):
    # 3.12+: ``case _ if ...`` before another case has no pattern code, only the guard
    y = None
    match x:
        case _ if not x:
            y = 0
        case 1:
            y = 1
    return y


def match_wildcard_guard_then_capture(x, got):
    z = None
    match x:
        case _ if x > 5 and got:
            y = 0
        case z if not x:
            y = 1
        case _:
            y = 2
    return y, z


def or_captures_constant_body(v):
    # 3.12: an or-pattern whose alternatives bind names, the body a constant return
    match v:
        case [x] | (x, 1):
            return 3
        case _Point(x, y) | {"x": x, "y": y}:
            return 4
    return 0


def or_captures_then_wildcard_none(v):
    # 3.11: a final ``case _: return None`` is a case, not the implicit return
    match v:
        case _Point(x, y=2) | [x]:
            return 3
        case _:
            return None


def wildcard_return_none_last(v):
    match v:
        case 1:
            return "one"
        case _:
            return None


def guard_folded_to_true(v, log):
    # the constant guard is folded away: the capture case is irrefutable, the cases after
    # it are dropped, and it keeps the subject's copy (test_compile's gh-120225)
    match v:
        case True:
            pass
        case name if "e":
            log.append(name)
        case []:
            pass
    log.append(0)
    return log


def match_while_case_continues(xs):
    # the last case body's ``continue`` jumps to the ``while True`` line (a NOP), the end of the
    # statement past it: the ``continue`` is kept (3.10: in a ``for``, the end's jump is not threaded)
    it = iter(xs)
    while True:
        match next(it, None):
            case None:
                return xs
            case str() as s:
                continue


def match_while_pattern_fails_out(xs):
    # the only case continues: its failure chain (and the ``return``) comes after the loop's jump
    # back; the failure jump is no loop test
    out = []
    while True:
        match xs:
            case [str() as s, *rest]:
                out.append(s)
                xs = rest
                continue
        return out


def match_case_body_while_continue(xs):
    # the case body is a loop whose test (its header: the jump back goes there) reads like a
    # guard, its exit the statement's end
    it = iter(xs)
    match xs:
        case list() as s:
            while next(it, 0) > 1:
                continue
    return list(it)


def match_last_guard_then_if(x, a, b, c):
    # the last case's guard fails to a copy of the return its failure chain runs into (3.12+);
    # the guard stops where the ``if`` starting the body begins (3.11: each jump of that ``if``
    # goes to a copy of ``return None`` of its own); the body ends the function: no ``return``
    match x:
        case 2 | 3 if a:
            if a and (b or c):
                return 1


def match_last_case_call_then_if(x, a, b, log):
    # the last case's body is a call statement, then an ``if`` whose test fails where the
    # pattern does: the call is a statement (its value dropped), not part of a guard
    match x:
        case 2 | 3 if a:
            return 1
        case 1:
            log.append(x)
            if a and b:
                log.append(a)
    log.append("after")


def try_match_default_returns_then_code(x, log):
    # 3.11+: the trailing case's ``return None`` reads like a copy of the try body's end
    # (the function's final return), but code follows the match: no structured reading
    try:
        match x:
            case str() as s:
                log.append(s)
            case _:
                return None
        log.append(x)
    except (KeyError, TypeError):
        log.append("error")


def try_finally_case_returns_then_code(x, a, log):
    # 3.11+: the same for a case body, its ``return`` running the finally body's copy (a
    # ``return``) first
    try:
        match x:
            case 2 | 3 if a:
                log.append(x)
            case 1:
                return
        log.append(a)
    finally:
        return  # noqa: B012


def match_ends_function_shared_return(x, log):
    # an explicit ``return`` after a final match: one block, which the ``if`` jumps to
    match x:
        case {"k": v}:
            if v:
                log.append(v)
    return None


def for_or_pattern_guard_ends_body(items, a):
    # the last case fails to the loop's next iteration: 3.12+ thread the or-pattern's
    # failure and the guard's to the header (the guard's as ``jump-if +2; JUMP header``)
    for x in items:
        match x:
            case 2 | 3 if a:
                return x


def for_or_pattern_ends_body(items, log):
    for x in items:
        match x:
            case 2 | 3:
                log.append(x)


def for_sequence_guard_ends_body(items, a):
    for x in items:
        match x:
            case [y] | [y, 0] if a:
                return y


class _Enter:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def match_in_with_cases_copy_exit(x, log):
    # 3.10: the with's exit (and the return after it) is copied onto each case's end
    with _Enter(log):
        match x:
            case {"k": v}:
                log.append(v)
            case 1:
                log.append(1)
            case _:
                log.append(x)
    return log


def match_in_if_and_or_then_code(a, b, c, x, log):
    # 3.10: the last case's jump goes to the if's jump past the else; the first case's
    # jump is threaded past it
    if a and (b or c):
        match x:
            case {"k": v}:
                log.append(v)
            case str() as s:
                log.append(s)
    else:
        return None
    log.append(x)
    return log


def with_elif_match_case_falls_else_returns(a, b, x, log):
    # 3.11+: the elif's then-branch (a match whose first case falls through) goes on to
    # the with's exit, not into the else-branch: with no else, the else code would run
    # after it (branches._past_else)
    with _Enter(log):
        if not (a or b):
            return None
        elif a:
            match x:
                case {"k": v}:
                    log.append(v)
                case _:
                    return None
        else:
            log.append(x)
            return log
    log.append("after")
    return log


def try_case_return_then_with_returns(x, log):
    # 3.10: the case's ``return`` (leaving the try: ``POP_BLOCK``, ``return None``) reads like
    # a copy of the try body's normal exit, but code follows the match (the with): the case
    # does not run on to the end of the body
    try:
        match x:
            case [p, *q]:
                return None
        with _Enter(log):
            return 1
    except ValueError:
        log.append(x)


def match_default_continues_through_finally(items, log):
    # the default case continues: its body is the copy of the finally body and the jump back,
    # the loop's last; the other case goes on past that jump to the try body's end (the
    # normal copy of the finally body), which is no jump out of the loop
    for x in items:
        try:
            match x:
                case {'k': v}:
                    log.append(x)
                case _:
                    continue
        finally:
            match x:
                case 1:
                    return x
            log.append(x)
        break
    return log


def match_last_case_empty_ends_while(items, x, log):
    # the last case's body is empty: its failure goes where it ends (the loop's test,
    # repeated at the bottom), which is no guard of that case
    while items.pop():
        match x:
            case {'k': v}:
                log.append(v)
            case 1:
                pass
    return log


def match_last_case_continues(items, log):
    # 3.12+: the last case's failure jumps over its body, the jump back (``continue``), which
    # is not the optimizer's form of a failure that goes back to the header
    for x in items:
        match x:
            case {'k': v}:
                pass
            case 1:
                continue
        log.append(x)
    return log


def match_then_break_while_else(x, log):
    # 3.11: the break after the match jumps to a copy of the return after the loop (past
    # its else), which a case body's end jumps to too: code after the statement, reached
    # by a body, not a trailing ``case _: return None`` that only failures reach
    while len(log) < 3:
        match x:
            case [p, *q]:
                log.append(p)
            case {'k': v}:
                log.append(v)
                continue
        break
    else:
        log.append(x)


def try_case_default_return_then_code(x, log):
    try:
        match x:
            case str() as s:
                log.append(s)
            case _:
                return None
        log.append(x)
    except (KeyError, TypeError):
        log.append("caught")


def last_case_body_call_then_if(x, a, log):
    match x:
        case 2 if a:
            return 1
        case 1:
            log.append(x)
            if a:
                log.append(a)
    log.append("end")


SAMPLES = {
    "while_case_guard_continue_then_return_value": [(0, [], []), (4, [], [1, 0]), (5, [], [0]), (9, [], [])],
    "try_match_default_returns_then_code": [("s", []), (1, []), ({}, [])],
    "try_finally_case_returns_then_code": [(1, 1, []), (2, 1, []), (2, 0, []), (5, 0, [])],
    "match_last_case_call_then_if": [(1, 1, 1, []), (1, 0, 1, []), (2, 1, 0, []), (3, 0, 0, []), (4, 1, 1, [])],
    "match_then_break_while_else": [([1, 2], []), ({"k": 5}, []), (7, []), (7, [1, 2, 3])],
    "match_last_case_empty_ends_while": [([0, 1, 1], {"k": 2}, []), ([0, 1], 1, []), ([0], 3, [])],
    "match_last_case_continues": [([1, {"k": 2}, 3], []), ([], [])],
    "match_default_continues_through_finally": [([2, {"k": 1}], []), ([{"k": 1}, 2], []), ([2, 1, 3], []), ([], [])],
    "try_case_return_then_with_returns": [([1, 2], []), (5, []), ("ab", [])],
    "match_while_case_ends_in_bottom_test": [(False, "s", []), (True, 1, []), (False, 1, []), (True, None, [])],
    "finally_nested_try_match_return_const": [("s", []), (3, []), (None, [])],
    "return_finally_try_while_true": [("s", []), (0, []), (2, [])],
    "for_return_finally_returns": [([2, 1], [], True), ([1, 2], [], False), ([3], [], True), ([], [], True)],
    "match_while_case_try_continue": [([1, 2, 0, 5], []), ([1, 2], []), ([], [])],
    "match_while_default_try_continue": [(["a", 1, 0, "b"], []), ([], [])],
    "match_while_default_try_else_break": [([1, "skip", "a"], []), ([0], []), (["skip"], []), ([], [])],
    "with_elif_match_case_falls_else_returns": [(0, 0, 1, []), (1, 0, {"k": 2}, []), (1, 0, 3, []), (0, 1, 5, [])],
    "match_in_with_cases_copy_exit": [({"k": 2}, []), (1, []), ("s", [])],
    "match_in_if_and_or_then_code": [(1, 0, 1, {"k": 2}, []), (1, 1, 0, "s", []), (1, 1, 1, 3, []),
                                     (0, 1, 1, 3, [])],
    "guard_folded_to_true": [(True, []), (5, []), ([], [])],
    "or_captures_constant_body": [([5],), ((5, 1),), ((5, 2),), (_Point(1, 2),), ({"x": 1, "y": 2},), (0,)],
    "or_captures_then_wildcard_none": [(_Point(1, 2),), (_Point(1, 3),), ([4],), ([4, 5],), (0,)],
    "wildcard_return_none_last": [(1,), (2,)],
    "match_wildcard_guard_first": [(0,), (1,), (2,)],
    "match_wildcard_guard_then_capture": [(7, True), (7, False), (0, True), (3, True)],
    "literal_patterns": [(0,), (2,), ("s",), (b"b",), (-1,), (1.5,), (2j,), (1 + 2j,), (None,),
                         (True,), ("zz",)],
    "capture_and_wildcard": [([5],), (200,), (3,)],
    "sequence_patterns": [([],), ([1, 2],), ([1, 2, 3, 4],), ((1, 2, 3),), ([1],), ("ab",),
                          (5,)],
    "mapping_patterns": [({"type": "point", "x": 1, "y": 2},), ({"type": "named", "a": 1},),
                         ({"q": 1},), (3,)],
    "class_patterns": [(_Point(0, 0),), (_Point(0, 5),), (_Point(3, 0),), (_Point(1, 1),),
                       (4,), (2.5,), ("s",), ([],)],
    "value_patterns": [("red",), ("green",), ("blue",)],
    "as_and_or_patterns": [([1, 9],), (3,), ({"k": [1, 2]},), (9,)],
    "nested_patterns": [({"points": [_Point(0, 1), _Point(1, 1)]},), ([[1, 2], [3, 4]],),
                        (("cmd", {"args": [1, 2]}),), (0,)],
    "guards": [((1, 1),), ((2, 1),), ((1, 2),), (5,)],
    "match_in_loop": [(["a", "skip", 3, "stop", "b"],)],
    "match_fallthrough": [(1,), ([1, 2],), (0,)],
    "match_star_mapping_only": [({"b": 1, "a": 2},), (1,)],
    "bodies_fall_through": [(1,), (2.5,), ("s",), ("",), ([1, 2],), (None,)],
    "or_with_captures": [((5, 1),), ((1, 7),), ({"a": 1, "b": 2},), ({"b": 3, "c": 4},), ([1, 2, 3, 4],),
                         (0,)],
    "singletons_and_keys": [(False,), ({"red": 1, "k": None},), (_Point(1, _Point(2, 3)),), (0,)],
    "match_in_while": [([("add", 3), ("sub", 1), "x", "stop", ("add", 9)],)],
    "nested_match": [(0, 0), (0, 1), (1, 0), (1, 1)],
    "guard_bool_ops": [([5, 1], 3), ([1, -1], 3), ([1, 1], 3), ({"n": 0}, 0), ({"n": 1}, 0), (7, 0)],
    "match_then_code": [("go north",), ("look",), ("drop a b",), ("drop",), ("dance",)],
    "match_ends_loop_body": [([1, None, [0, 3, 4], 2, 5, []],)],
    "match_while_case_continues": [(["a", 1, "b"],), ([],)],
    "match_while_pattern_fails_out": [(["a", "b", 3],), (["a"],), ([],)],
    "match_case_body_while_continue": [([3, 2, 1, 5],), ([],), ((3, 2),)],
    "match_last_guard_then_if": [(2, 1, 1, 0), (3, 1, 0, 0), (2, 0, 1, 1), (4, 1, 1, 1), (2, 1, 0, 1)],
    "match_ends_function_shared_return": [({"k": 1}, []), ({"k": 0}, []), (3, [])],
    "for_or_pattern_guard_ends_body": [([1, 2, 3], True), ([1, 2, 3], False), ([], True)],
    "for_or_pattern_ends_body": [([1, 2, 3, 4], []), ([], [])],
    "for_sequence_guard_ends_body": [([[1, 1], [4], [5, 0]], True), ([[5, 0], 7], True), ([[4]], False)],
    "try_case_return_then_code": [([1, 2], []), (5, []), ("ab", [])],
    "while_case_continue_then_break_else": [(5, {"k": 1}, []), (5, [1], []), (5, 0, []), (0, 1, [])],
    "while_or_guard_continue_then_default": [("ab", [0, 1, False, True], []), (3, [0, True, False], []),
                                             (4, [0, 0], []), (2, [False], [])],
    "for_try_case_continue_finally_break": [([{"k": 1}, 2], []), ([2, 3], []), ([5, {"k": 0}], []), ([], [])],
    "while_case_then_guard_continue_then_return": [(1, [], [True]), (2, [], [True, False]), (3, [], [False]),
                                                   (4, [], []), (0, [], [])],
    "while_or_guard_continue_then_return": [(2, [False, True, True], []), (3, [False], []), (5, [], []),
                                            (0, [], [])],
    "try_case_default_return_then_code": [("s", []), (0, [])],
    "last_case_body_call_then_if": [(1, 0, []), (1, 1, []), (2, 1, []), (3, 0, [])],
    "while_true_match_break_else_continue_then_rest": [([{}, {"j": 2}], []), ([{"k": 3}], []), ([{}, {}], [])],
    "never_looping_while_match_break_then_rest": [({"k": 2}, 1, []), ({}, 1, []), (5, 1, []), (5, 0, [])],
}

# A match statement that ends a module: 3.10+ copy the module's exit (``return None``)
# into each case body that reaches the end; the bodies cannot return.
MODULE_SOURCES = {
    "module_ends_with_match": '''\
import sys

OUT = []
match sys.argv[:0]:
    case [_, "x"]:
        OUT.append(1)
    case []:
        OUT.append(2)
''',
    "module_ends_with_match_wildcard": '''\
OUT = []
match len(OUT):
    case 1:
        pass
    case _:
        pass
''',
}


def match_while_case_try_continue(xs, log):
    # the case body's try ends with a ``continue`` and its clause leaves: the try goes on
    # at the loop's header, the statement's end (the ``return``) past the loop's jump back
    it = iter(xs)
    while True:
        match next(it, None):
            case int() as n:
                try:
                    log.append(10 // n)
                    continue
                except ZeroDivisionError:
                    break
        return log


def match_while_default_try_continue(xs, log):
    # the same in a trailing ``case _:``, read as the code between the last failure and
    # the statement's end (the loop ends only by the StopIteration of ``next``)
    it = iter(xs)
    while True:
        match next(it):
            case str() as s:
                log.append(s)
            case _ as n:
                try:
                    log.append(10 // n)
                    continue
                except ZeroDivisionError:
                    continue
        log.append("joined")


def match_while_default_try_else_break(xs, log):
    # the trailing ``case _:``'s try goes on at the loop's exit (its else part breaks)
    while xs:
        match xs.pop():
            case str() as s:
                match s:
                    case "skip":
                        continue
                log.append(s)
            case _ as n:
                try:
                    log.append(10 // n)
                except ZeroDivisionError:
                    break
                else:
                    break
    log.append("after")
    return log


def finally_nested_try_match_return_const(x, log):
    # a copy of the inner finally body (it returns) run by the case body's return, in the
    # outer finally's handler copy: both drop the outer exception state before returning,
    # only the handler copy drops the inner one
    try:
        return x
    finally:
        try:
            match x:
                case str() as s:
                    return
        finally:
            log.append(x)
            return 1


def return_finally_try_while_true(x, log):
    # the finally body's copy run by the return starts with a try around a loop that never
    # exits: it always leaves, the loop read in the copy is not the try body's
    try:
        match x:
            case str() as s:
                return None
        log.append(1 // x)
    finally:
        try:
            while True:
                log.append(len(log) // (4 - len(log)))
        finally:
            log.append(x)


def for_return_finally_returns(items, log, a):
    # the return in a for loop drops the iterator from under its value: after the
    # exception state in the handler copy of the finally body
    for x in items:
        try:
            match x:
                case 2 | 3 if a:
                    return x
        finally:
            match x:
                case 1:
                    return x
                case _:
                    log.append(x)
                    return


def match_while_case_ends_in_bottom_test(a, x, log):
    # 3.12+: the loop's test, repeated at the bottom, ends the first case's body (after its
    # statements that continue or break) and is not read as the loop's: the entry test
    # before the body is not dropped for a ``while True`` (the state machine reads it)
    while a:
        match x:
            case str() as s:
                match x:
                    case [p, *q]:
                        continue
                match x:
                    case 1:
                        break
            case _:
                try:
                    x = x + 1
                except (KeyError, TypeError) as e:
                    break
                else:
                    break
    log.append(x)
    return log


def try_case_return_then_code(x, log):
    # 3.11+: the case's ``return None`` (unprotected) is laid out as the copy of the try
    # body's exit, but code follows the match: the case does not run on to the body's end
    try:
        match x:
            case [p, *q]:
                return None
        log.append(1)
    except ValueError:
        log.append(x)


def while_case_continue_then_break_else(n, x, log):
    # the statement ends with the ``break``, a copy of the function's exit (``return
    # None``) that the first case's body jumps to: no trailing ``case _: return None``
    while n > 1:
        match x:
            case [p, *q]:
                log.append(p)
            case {"k": v}:
                x = v - 1
                continue
        break
    else:
        log.append(n)


def while_or_guard_continue_then_default(x, flags, log):
    # the guard fails to the next case's body (``case _``) over the jump back of the body's
    # ``continue``, which reads like a guard ``not flags.pop()`` failing to the loop's header
    while True:
        match x:
            case str() as s:
                x = len(s)
            case 2 | 3 if flags.pop():
                continue
            case _:
                log.append(x)
        log.append(flags.pop())  # (each iteration pops: an IndexError ends the loop)


def for_try_case_continue_finally_break(items, log):
    # the case body goes on at the normal copy of the finally body, laid out past the loop's
    # last jump back (the default's ``continue`` with its copy): the end of the try body
    for x in items:
        try:
            match x:
                case {"k": v}:
                    log.append(v)
                case _:
                    continue
        finally:
            log.append(0)
        break
    return log


def while_or_guard_continue_then_return(n, flags, log):
    # the failure chain and the failed guard go on at the ``return None`` after the match,
    # placed after the loop's jump back (the body's ``continue``), where the walk of the
    # loop's body stops (3.11: no trailing ``case _: return None`` that resumes past it)
    while 0 < n < 9:
        match n:
            case 2 | 3 if flags.pop():
                continue
        return None
    log.append(n)


def while_case_then_guard_continue_then_return(n, log, flags):
    # as above, a case body before runs on to that ``return None`` too (its jump there is
    # no ``break``: the code is the rest of the loop's body, not the code after the loop)
    while 0 < n < 9:
        match n:
            case 1:
                log.append(n)
            case 2 | 3 if flags.pop():
                continue
        return None
    log.append(n)


def while_case_guard_continue_then_return_value(n, log, flags):
    # 3.10+: the guard's failure goes on at the return after the match, placed after the
    # loop's jump back (the body never runs to its end): the rest of the body, not the
    # loop's exit, which the entry test leaves to past it
    while n < 9:
        match n:
            case 0:
                log.append(n)
            case 4 | 5 if flags.pop():
                continue
        return log
    return n


def while_true_match_break_else_continue_then_rest(xs, out):
    # the match statement's failure jumps over the else part's ``continue`` to the rest of
    # the body (placed after the loop's latch), which runs into the loop's exit
    while True:
        x = xs.pop() if xs else {"k": 1}
        if x:
            match x:
                case {"k": v}:
                    out.append(v)
                    break
        else:
            continue
        out.append(x)
        break
    out.append(0)
    return out


def never_looping_while_match_break_then_rest(x, a, out):
    # a loop that never loops back: the case body's ``break`` goes past the code that the
    # match's failure runs on to (the end of the if around it, then the loop's ``break``)
    while 1:
        if a:
            match x:
                case {"k": v}:
                    out.append(v)
                    break
        else:
            return 1
        out.append(x)
        break
    out.append(0)
    return out
