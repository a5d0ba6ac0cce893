"""if / elif / else in all shapes."""


def if_only(x):
    if x:
        x = x * 2
    return x


def if_else(x):
    if x > 0:
        r = "pos"
    else:
        r = "nonpos"
    return r


def if_elif_else(x):
    if x < 0:
        return "neg"
    elif x == 0:
        return "zero"
    elif x < 10:
        return "small"
    else:
        return "big"


def if_elif_no_else(x):
    r = []
    if x == 1:
        r.append("one")
    elif x == 2:
        r.append("two")
    return r


def nested_if(a, b):
    if a:
        if b:
            return 1
        else:
            return 2
    else:
        if b:
            return 3
    return 4


def if_with_pass(x):
    if x:
        pass
    else:
        x = 1
    return x


def if_not(x):
    if not x:
        return "empty"
    return "full"


def if_return_fallthrough(x):
    if x > 5:
        return "big"
    if x > 2:
        y = "mid"
    else:
        y = "small"
    return y


def if_complex_condition(a, b, c):
    if (a > 0 and b > 0) or (c is not None and c > 0):
        return True
    elif not (a or b):
        return None
    return False


def if_in_else_chain(x):
    if x % 2:
        if x % 3:
            r = "odd-not3"
        else:
            r = "odd-3"
    elif x % 3:
        r = "even-not3"
    else:
        r = "even-3"
    return r


def if_constant_conditions(x):
    if True:
        x += 1
    if 0:
        x += 100
    while False:
        x += 1000
    return x


def early_return_chain(x):
    if x is None:
        return 0
    if isinstance(x, str):
        return len(x)
    if isinstance(x, (list, tuple)):
        return sum(early_return_chain(v) for v in x)
    return x



def and_chain_then_implicit_return(h):
    if len(h) >= 3 and h[0] == "P" and h[1] in "25":
        return "pgm"


def else_of_returning_branches(a, b):
    if a:
        return 1
    elif b:
        return 2
    else:
        return 3



def raised_ternary(ok, msg):
    if not ok:
        raise ValueError("no message" if msg is None else msg)
    raise KeyError(ok if msg else -ok, 2)


def raise_after_if_raise(a, b):
    if a:
        return 1
    if b:
        raise ValueError(b)
    raise KeyError(a)


def raise_in_if_else(ok):
    if not ok:
        raise ValueError(ok)
    else:
        raise KeyError(ok)


def returned_ternary_constants(k, j):
    return 1 if k else 2 if j else 3



def elif_chain_falls_off_end(log, x, y):
    if isinstance(x, str):
        log.append(x)
        if y and not x.endswith("!"):
            log.append("!")
    elif isinstance(x, int):
        log.append(x + 1)
    else:
        raise TypeError(x)


def if_condexpr_test(f, g, flag):
    out = []
    if (f if flag is None else g):
        out.append(1)
    for x in (f, g):
        if (x if flag else not x):
            out.append(x)
        out.append(3)
    return out


def if_not_condexpr_return(items, name, whole):
    # 3.10+: the small exit block ``return`` is copied after each branch of the test
    if not (items if whole else name in items):
        return
    return len(items)


def if_not_condexpr_return_in_loop(items, name, whole, n):
    # test.support.os_helper._waitfor's shape
    while n < 100:
        if not (items if whole else name in items):
            return -n
        n *= 2
    return n


def if_condexpr_return_in_loop(items, name, whole, n):
    while n:
        if (items if whole else name in items):
            return 5
        n -= 1


def if_and_inner_or(a, b, c):
    if a and len(b or c) > 1:
        return 1
    return 2


def if_or_inner_ternary(a, b, c):
    if a or str(b if c else a):
        return 1
    return 2


def if_raise_then_if_raise_nested(year, week, julian, other):
    # 3.8/3.9: two ``if``s ending a then-branch (not an elif): the second one's jump is
    # threaded past the outer jump over the else-branch, leaving that jump dead
    if year is None:
        if week is None:
            raise ValueError("a")
        if julian is not None:
            raise ValueError("b")
    elif other is None:
        year = 1
    return year


def constant_true_ternaries(f, x):
    # 3.8/3.9 drop a true constant test and keep the dead else-branch after a jump over it
    a = f(x if True else -x)
    b = x and (x + 1 if 1 else 0)
    c = (x or f(2)) if 1 else f(3)
    return [a, b, c, not x if 1 else 1]


def explicit_final_return_after_if(a, log):
    # 3.10+: the explicit final ``return None`` is one block that the if's jump and its
    # body both reach (the implicit one would be copied onto each branch)
    log.append(1)
    if a:
        log.append(2)
    return None


def if_not_and_is_not(a, b, log):
    # `not (a and b is not None)`: `b is not None` jumps when true, where `not a or b is
    # None` would test `b is None` (the compiler folds `not (x is not y)` into `x is y`)
    if not (a and b is not None):
        log.append(1)
    return log


def if_not_and_in(a, b, log):
    # the same with `in`, as _pydecimal's Decimal.__new__
    if not (isinstance(a, int) and a in b):
        log.append(1)
    return log


def if_not_is_and_is(a, b, log):
    # both tests negated: dataclasses' _init_fn
    if not (a is None and b is None):
        log.append(1)
    return log


def if_not_or_and_in(a, b, log):
    # the negated test inside an `or`: distutils' FancyGetopt._grok_option_table
    if not (a is None or (isinstance(a, str) and len(a) == 1 and a not in b)):
        log.append(1)
    return log


def if_return_else_return_and(a, b):
    # 3.8/3.9: the else-branch's ``and`` jumps to its return, and the then-branch ends with a
    # return of its own (a conditional expression's would be a copy of the else-branch's,
    # without the dead final ``return None`` an if statement keeps)
    if a is b:
        return a.count(1)
    else:
        return b and b.real


# 3.8/3.9 keep the ``return None`` the compiler adds after a final if/else (a jump of the
# then-branch went there): the last statement is that if/else, no earlier ``if`` gets an else
def if_return_then_final_if_else(a, b):
    if a < 0:
        return -1
    c = a + b
    if c == 0:
        if a == b:
            return 0
        elif a < b:
            return 1
        else:
            return 2
    elif c > 0:
        return 3
    else:
        return 4


# an ``if`` ending in ``raise`` with no jump after it has no else: the else is further up
def else_raise_then_return(a, b):
    if a:
        return a + b
    else:
        if not b:
            raise ValueError(b)
        return b


def if_and_or_then_return_ends(a, b, c, log):
    # 3.10+: the then-branch's return and the implicit one are two copies of one block
    log.append(a)
    if a and (b or c):
        return


def and_or_return_then_return_none(a, b, c):
    # 3.10+: the final explicit ``return None`` has a line: one block that both jumps of
    # the condition reach (the implicit one would be copied onto each jump)
    if a and (b or c):
        return 1
    return None


def then_if_else_then_return(a, b, items, log):
    # the ``return`` ending the then-branch is one block that the inner if's jump and its
    # else-branch reach: explicit (3.11 copies only the implicit return into branches);
    # torch's mark_static
    if a:
        if b:
            for item in items:
                log.append(item)
        else:
            log.append(2)
        return
    log.append(items)
    if items:
        log.append(1)


def explicit_return_none_two_jumps(x, m):
    # 3.10+: a ``return None`` that two jumps reach and nothing falls into is one block:
    # explicit (the implicit return is copied for each jump; torch's get_fake)
    if isinstance(x, int):
        if "val" in m:
            return 1
        if x > 0 and m:
            return 2
        return None
    return x


def elif_without_else_in_then_of_if_else(parts, query, heads):
    # the elif's end is the jump at the end of the outer then-branch, its then-branch's
    # jump threaded past it: one join (not an exit of its own)
    if parts:
        tail = parts.pop()
        if tail:
            if tail == "..":
                heads.pop()
                tail = ""
            elif tail == ".":
                tail = ""
    else:
        tail = ""
    if query:
        tail = "?" + tail
    return tail


def elif_ternary_assign_then_return(a, b, d):
    # 3.12+: the ternaries' joins in the first branches run into copies of ``return r``
    # (read as returns); the last one's jump goes to its store, not to a copy: the
    # return is the join of the if statement, its else-branch the code before it
    r = None
    if a is not None:
        c = a.get("x")
        r = c() if c else None
    elif b:
        c = b.get("y")
        r = c() if c else None
    else:
        if d in (1, 2):
            c = d.bit_length
        else:
            c = None
        r = c() if c else None
    return r


SAMPLES = {
    "elif_ternary_assign_then_return": [({"x": int}, None, 0), ({}, None, 0), (None, {"y": str}, 0), (None, {}, 0),
                                        (None, None, 2), (None, None, 5)],
    "and_not_or_in_tests": [(1, [1], [1], []), (2, [1], [2], []), (None, [], [], []), (2, [], [1], None)],
    "then_if_else_then_return": [(1, 1, [3, 4], []), (1, 0, [], []), (0, 0, [5], []), (0, 1, [], [])],
    "and_or_return_then_return_none": [(1, 0, 1), (1, 0, 0), (0, 1, 1), (1, 1, 0)],
    "if_return_else_return_and": [([1], [1]), ([1], 0), ([1], 2)],
    "if_and_inner_or": [(1, "", "ab"), (1, "a", "bc"), (0, "ab", ""), (1, "abc", "")],
    "if_or_inner_ternary": [(0, "", True), (0, "x", True), ("", "x", False), (1, "", False)],
    "if_not_condexpr_return": [([1], 2, True), ([], 2, True), ([2], 2, False), ([1], 2, False)],
    "if_not_condexpr_return_in_loop": [([1], 2, True, 1), ([], 2, True, 1), ([2], 2, False, 3), ([1], 2, False, 3)],
    "if_condexpr_return_in_loop": [([1], 2, True, 2), ([], 2, True, 2), ([2], 2, False, 3), ([1], 2, False, 3)],
    "if_condexpr_test": [(0, 1, None), (1, 0, None), (0, 1, True), (1, 0, False), (0, 0, 0)],
    "raise_after_if_raise": [(1, 0), (0, 2), (0, 0)],
    "raise_in_if_else": [(0,), (1,)],
    "raised_ternary": [(0, None), (0, "m"), (3, ""), (3, "x")],
    "if_only": [(0,), (3,)],
    "if_else": [(1,), (-1,)],
    "if_elif_else": [(-1,), (0,), (5,), (50,)],
    "if_elif_no_else": [(1,), (2,), (3,)],
    "nested_if": [(1, 1), (1, 0), (0, 1), (0, 0)],
    "if_with_pass": [(0,), (5,)],
    "if_not": [([],), ([1],)],
    "if_return_fallthrough": [(9,), (3,), (1,)],
    "if_complex_condition": [(1, 1, None), (0, 0, None), (0, 1, 5), (-1, 2, None)],
    "if_in_else_chain": [(1,), (3,), (2,), (6,)],
    "if_constant_conditions": [(1,)],
    "early_return_chain": [(None,), ("abc",), ([1, "ab", (2, None)],), (5,)],
    "and_chain_then_implicit_return": [("P2x",), ("P",), ("Q2x",)],
    "else_of_returning_branches": [(1, 0), (0, 1), (0, 0)],
    "returned_ternary_constants": [(1, 0), (0, 1), (0, 0)],
    "elif_chain_falls_off_end": [([], "a", 1), ([], "a!", 1), ([], 3, 0), ([], None, 0)],
    "if_raise_then_if_raise_nested": [(None, 1, None, 0), (None, None, 0, 0), (None, 1, 2, 0), (0, 1, 2, None),
                                      (2, 0, 0, 0)],
    "constant_true_ternaries": [(abs, 0), (abs, -3), (str, 2)],
    "explicit_final_return_after_if": [(0, []), (1, [])],
    "if_not_and_is_not": [(0, None, []), (1, None, []), (1, 0, []), (0, 2, [])],
    "if_not_and_in": [(1, (0, 1), []), (2, (0, 1), []), ("a", "ab", [])],
    "if_not_is_and_is": [(None, None, []), (None, 0, []), (0, None, []), (1, 2, [])],
    "if_not_or_and_in": [(None, "a", []), ("a", "b", []), ("a", "a", []), ("ab", "", []), (1, "", [])],
    "if_return_then_final_if_else": [(-1, 0), (1, -1), (-1, 1), (1, 1), (2, 3), (3, -4)],
    "else_raise_then_return": [(1, 2), (0, 3), (0, 0)],
    "if_and_or_then_return_ends": [(1, 0, 1, []), (1, 0, 0, []), (0, 1, 1, []), (1, 1, 0, [])],
    "explicit_return_none_two_jumps": [(1, {"val": 0}), (1, {}), (-1, {}), (1, {"a": 1}), ("s", {})],
    "if_else_pass": [([], 1), ([], 0)],
    "if_elif_else_pass_in_loop": [([], [2, -3, 0, 1]), ([], [])],
    "if_for_break_then_code": [([], None, [0, 2, 3]), ([], None, []), ([], 5, [2])],
    "try_return_finally_no_code": [()],
    "if_if_for_break_then_code": [([], None, [0, 2, 3]), ([], None, []), ([], 5, [2]), ([], None, [0])],
    "chain_if_pass_then_if_else_pass": [([], 0), ([], 2)],
    "elif_without_else_in_then_of_if_else": [(["a", ".."], 1, [1]), (["."], 0, []), (["x"], 0, []), ([], 1, [])],
}


def if_else_pass(log, flag):
    # an else-branch with no code still has the then-branch's jump over it (to its
    # ``pass``, a NOP with a line)
    if flag:
        log.append(1)
    else:
        pass
    log.append(2)
    return log


def if_elif_else_pass_in_loop(log, items):
    for item in items:
        if item > 1:
            log.append(item)
        elif item < 0:
            log.append(-item)
        else:
            pass
        log.append(0)
    return log


def if_for_break_then_code(log, value, items):
    # 3.12+: the loop's exit code (END_FOR) is dropped, so the break's jump to the code
    # after the if statement is the last code of the then-branch: not an ``else: pass``
    if value is None:
        for item in items:
            if item > 1:
                value = item
                break
    log.append(value)
    return log


def try_return_finally_no_code():
    try:
        return 2
    finally:
        4  # noqa: B018


def if_if_for_break_then_code(log, value, items):
    # the then-branch ends with an if whose then-branch ends with a loop: its break's jump
    # is still the last code before the else-branch's start (3.12+)
    if value is None:
        log.append(0)
        if items:
            for item in items:
                if item > 1:
                    value = item
                    break
    log.append(value)
    return log


def chain_if_pass_then_if_else_pass(log, x):
    # 3.8/3.9: an if whose test is a chained comparison ends its clean-up block with a jump
    # to the next code (no else-branch there); an else with only ``pass`` has no NOP
    if 1 < x > 1:
        pass
    if x:
        log.append(x)
    else:
        pass
    return log


def and_not_or_in_tests(x, a, b, log):
    # ``not (x is None or x in a)`` in the middle of an ``and``: each test jumps when true
    # to where the whole is false (``x is not None``/``x not in a`` would flip the opcodes)
    if log is not None and not (x is None or x in a) and x in b:
        log.append(x)
    return log
