"""Comparisons (chained, identity, membership), boolean logic, ternaries."""


def simple_compares(a, b):
    return a < b, a <= b, a == b, a != b, a > b, a >= b


def chained(a, b, c):
    return a < b < c, a < b <= c != a, a == b == c, 0 <= a < 10


def chained_in_if(a, b, c):
    if a < b < c:
        return "ascending"
    elif a > b > c:
        return "descending"
    return "mixed"


def identity_membership(a, seq):
    return a is None, a is not None, a in seq, a not in seq, not a in seq, not a is None


def and_or_values(a, b, c):
    return a and b, a or b, a and b or c, a or b and c, (a or b) and c, a and (b or c)


def not_combinations(a, b):
    return not a and b, not (a and b), not a or not b, not (a or b), (not a) == b


def nested_bool_conditions(a, b, c, d):
    if a and (b or c) and not d:
        return 1
    if (a or b) and (c or d):
        return 2
    if not (a or b or c):
        return 3
    if a and b and c or d:
        return 4
    return 5


def bool_in_while(n, limit):
    out = []
    i = 0
    while i < n and (len(out) < limit or i % 2 == 0):
        out.append(i)
        i += 1
    return out


def conditional_expressions(a, b):
    x = a if a > b else b
    y = "pos" if a > 0 else "zero" if a == 0 else "neg"
    z = (a if a else b) + 1
    w = [a, b][0] if (a and b) else None
    return x, y, z, w


def ternary_in_calls(a):
    return max(a if a > 0 else -a, 1), str(a) if a else "none"


def compare_mixed_ops(a, b):
    return a + 1 < b * 2, (a < b) + 1, (a < b) == (b < a), -a < -b


def bool_short_circuit(items):
    calls = []

    def probe(v):
        calls.append(v)
        return v

    r1 = probe(0) and probe(1)
    r2 = probe(0) or probe(2) or probe(3)
    r3 = probe(1) and probe(0) or probe(4)
    return r1, r2, r3, calls, items and items[0]


def any_all_style(xs):
    return all(x > 0 for x in xs) and not any(x > 100 for x in xs)



def chained_guard_else_raise(i, n):
    if 0 <= i < n:
        return i
    else:
        raise IndexError(i)



def chained_identity_to_none(a, b, c):
    if a is b is c is None:
        return "all none"
    return "some"



def chained_in_or_value(c):
    return c < 0 or 65 <= c <= 70 or 97 <= c <= 102


def bool_value_multiline(name):
    # the inner ``and`` is not threaded into the ``or``: its target is on another line
    return (name.isupper()
            and (name.startswith("SIG") and not name.startswith("SIG_"))
            or name.startswith("CTRL_"))


def chained_guard_call_then_raise(x, limit):
    # 3.12 places the copy of the raise (the chain's clean-up path) before the return
    if isinstance(x, int):
        n = x + 1
        if 0 < n <= limit:
            return type(x)(n)
        raise OverflowError("out of range")
    return NotImplemented


def or_ternary_return(a, b, c):
    # the then-branch ends with a copy of the return the ``or`` jumps to (3.8/3.9 turn the
    # jump to a return into a return, 3.10+ copy the exit block): the else-branch's return
    return a or (b if c else -b)


def and_nested_ternary_return(a, b, c):
    # each then-branch ends with its own copy of the return that the ``and`` and the last
    # else-branch share
    return a and (b if c else a if b else None)


def lambda_or_ternary(a, b, c):
    pick = lambda: a or (b if c else None)  # noqa: E731
    return pick()


def and_ternary_or_return(s, t, u, v):
    # 3.8-3.11: the conditional expression's jumps lie between the ``and``'s and the
    # ``or``'s, one value (one entry, one exit) inside the threaded boolean value
    return (s and (u if t else None)) or v


def or_ternary_and_values(s, t, u, v, w):
    x = (s or (u if t else w)) and v
    return x, str((s and (u if t else None)) or v)


def and_ternary_or_if(s, t, u, v):
    if (s and (u if t else None)) or v:
        return 1
    return 2


def or_ternary_and_if(s, t, u, v, w):
    if (s or (u if t else w)) and v:
        return 1
    return 2


def or_ternary_if(s, t, u, w):
    # a conditional expression as one operand of a condition: its two parts jump to the
    # condition's exits (3.10+: the then-part runs into a copy of the then-branch)
    if s or (u if t else w):
        return 1
    return 2


def ternary_operand_if_else(s, t, u, v, w):
    if (s and (u if t else w)) or v:
        r = "yes"
    else:
        r = "no"
    return r


def ternary_operand_while(n, s, t, u, w):
    while n < 4 and (s or (u if t else w)):
        n += 1
    return n


def ternary_operand_while_or(n, t, u, w):
    # the conditional expression ends both tests: at the top it falls into the body's
    # header, which the jumps back reach too; at the bottom (3.10/3.11) it falls into the
    # loop's exit, which the entry test and the ``break`` reach too
    while n < 4 or (u if t else w):
        n += 1
        if n > 9:
            break
    return n


def chain_in_and_return(y, m, d):
    # each chained comparison is a region of its own (its clean-up block pops the middle
    # operand) inside the ``and``: one condition, not nested ifs
    if y >= 1 and (1 <= m <= 12) and (1 <= d <= 31):
        return 1
    else:
        return 0


def chain_in_elif_raise(f, n):
    if n < 0:
        s = 1
    elif f == 2 and -256 <= n < 256:
        s = 2
    else:
        raise ValueError(n)
    return s


def chain_first_in_or(y, m):
    out = []
    if (1 <= m <= 12) or y:
        out.append(m)
    return out


def chain_last_in_or(y, m):
    out = []
    if y or (1 <= m <= 12):
        out.append(m)
    return out


def chain_in_while_and(y, m):
    out = []
    while y and 1 <= m <= 12:
        out.append(m)
        m += 5
    return out


def chain_in_and_value(y, m):
    return y and 1 <= m <= 12


def chain_in_not_and(y, m):
    if not (y and 1 <= m <= 12):
        return "out"
    return "in"


def chain_break_guard(limit, items):
    # 3.8/3.9: ``if ...: break`` at the top of ``while 1``, not ``while not (...)``: the
    # chain's clean-up block lies between the test and the break's jump, which needs an
    # EXTENDED_ARG (a long body) and so is not threaded into the jump over the clean-up
    out = []
    while 1:
        if limit is not None and 0 <= limit <= len(out):
            break
        if not items:
            break
        x = items.pop()
        out.append(len([x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                        x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                        x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                        x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                        x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,
                        x, x, x, x, x, x, x, x, x, x, x, x]))
    return out


def or_of_long_and_value(a, b, c, d, e, g):
    # the inner ``and``'s jumps reach its last operand's jump, not the ``or`` (each
    # operand on its own line, so the compiler does not thread them): one parenthesized
    # value merged from several blocks
    return (
        a
        or (
            b == 1
            and c
            and d == "cpu"
            and e
            and (g or b)
        )
        or c
    )


def or_operand_on_own_line(config, layout):
    # 3.10/3.11 thread the ``or``'s jump into the ``and``'s only where both operators
    # start on one line: here the ``and`` starts at the parenthesis, the ``or`` a line later
    supported = (
        config[0] == 1 or config[0] == 2
    ) and layout == "cpu"
    return supported, (
        config[1] or config[2]
    ) and layout


def nested_operands_each_on_own_line(m, n, k):
    # each operator one line below the one it is the first operand of (torch's
    # QuantizationTracer.is_leaf_module): the middle ``and``'s parentheses are redundant
    return (
        (
            (
                m.startswith("a")
                or m.startswith("b")
            )
            and not m.endswith("z")
        )
        or n in k
        or len(m) in k
    )



def and_not_and_ternary_value(a, b, c, d):
    # 3.8/3.9: the ``and``'s jump, threaded past the else-branch, reaches the store; the
    # then-value ends in a UNARY_NOT (torch's MutationChecker.check)
    x = a and not (b and c) if d else None
    return x


def and_not_and_ternary_return(a, b, c, d):
    return a and not (b and c) if d else None


def and_not_and_ternary_element(a, b, c, ds):
    return [a and not (b and c) if d else None for d in ds]


def chain_then_joins_after_raise(x, lo, hi):
    # 3.13: the then-branch's jump to ``return r`` (reached by it alone) becomes a copy of
    # it; the chain's clean-up block stays before the then-branch
    if lo <= x < hi:
        r = x
    else:
        raise IndexError(x)
    return r


SAMPLES = {
    "chain_then_joins_after_raise": [(3, 0, 5), (7, 0, 5), (-1, 0, 5)],
    "and_not_and_ternary_value": [(a, b, c, d) for a in (0, 2) for b in (0, 3) for c in (0, 5) for d in (0, 1)],
    "and_not_and_ternary_return": [(a, b, c, d) for a in (0, 2) for b in (0, 3) for c in (0, 5) for d in (0, 1)],
    "and_not_and_ternary_element": [(a, b, c, [0, 1]) for a in (0, 2) for b in (0, 3) for c in (0, 5)],
    "nested_operands_each_on_own_line": [("ab", 1, [2]), ("az", 1, [1]), ("x", 3, [3]), ("bz", 0, [2])],
    "or_operand_on_own_line": [((1, 0, 0), "cpu"), ((3, 0, 5), "gpu"), ((2, 7, 0), "")],
    "or_of_long_and_value": [(0, 1, 1, "cpu", 1, 0), (0, 1, 1, "gpu", 1, 1), (1, 0, 0, 0, 0, 0), (0, 2, 3, "cpu", 1, 1), (0, 1, 1, "cpu", 1, 1)],
    "chain_break_guard": [(2, [1, 2, 3]), (None, [1, 2]), (-1, [1]), (5, [4, 5])],
    "chain_in_and_return": [(1, 5, 9), (0, 5, 9), (1, 13, 9), (1, 5, 40), (1, 0, 1)],
    "chain_in_elif_raise": [(2, -3), (2, 5), (2, 300), (1, 5)],
    "chain_first_in_or": [(0, 5), (0, 20), (1, 20), (1, 5)],
    "chain_last_in_or": [(0, 5), (0, 20), (1, 20), (1, 5)],
    "chain_in_while_and": [(1, 1), (0, 1), (1, 20)],
    "chain_in_and_value": [(0, 5), (1, 5), (1, 20), ("", 1)],
    "chain_in_not_and": [(0, 5), (1, 5), (1, 20)],
    "or_ternary_return": [(0, 1, 1), (0, 2, 0), (3, 1, 1)],
    "and_nested_ternary_return": [(0, 1, 1), (1, 2, 1), (1, 2, 0), (1, 0, 0)],
    "lambda_or_ternary": [(0, 1, 1), (0, 2, 0), (3, 1, 1)],
    "chained_guard_call_then_raise": [(3, 10), (10, 10), (-1, 10), ("a", 10)],
    "bool_value_multiline": [("SIGINT",), ("SIG_DFL",), ("CTRL_C",), ("abc",), ("SIG",)],
    "simple_compares": [(1, 2), (2, 2), (3, 1)],
    "chained": [(1, 2, 3), (2, 2, 2), (3, 2, 1), (5, 9, 5)],
    "chained_in_if": [(1, 2, 3), (3, 2, 1), (1, 3, 2)],
    "identity_membership": [(None, [1, 2]), (1, [1, 2]), (3, (1,))],
    "and_or_values": [(0, 1, 2), (1, 0, 2), (1, 2, 0), (0, 0, 0), ("", "x", None)],
    "not_combinations": [(0, 1), (1, 0), (1, 1), (0, 0)],
    "nested_bool_conditions": [(1, 0, 1, 0), (0, 1, 0, 1), (0, 0, 0, 0), (1, 1, 1, 1),
                               (0, 0, 1, 0)],
    "bool_in_while": [(10, 3), (0, 5)],
    "conditional_expressions": [(1, 2), (3, 2), (0, 0), (-1, 5)],
    "ternary_in_calls": [(5,), (-3,), (0,)],
    "compare_mixed_ops": [(1, 2), (5, 1)],
    "bool_short_circuit": [([7, 8],), ([],)],
    "any_all_style": [([1, 2],), ([0, 1],), ([200],)],
    "chained_guard_else_raise": [(1, 3), (5, 3), (-1, 3)],
    "chained_identity_to_none": [(None, None, None), (1, 1, None), (None, None, 0)],
    "chained_in_or_value": [(66,), (-1,), (80,), (100,)],
    "and_ternary_or_return": [(s, t, u, v) for s in (0, 1) for t in (0, 1) for u in (0, 5) for v in (0, 7)],
    "or_ternary_and_values": [(s, t, u, v, w) for s in (0, 1) for t in (0, 1) for u in (0, 5) for v in (0, 7)
                              for w in (0, 3)],
    "and_ternary_or_if": [(s, t, u, v) for s in (0, 1) for t in (0, 1) for u in (0, 5) for v in (0, 7)],
    "or_ternary_and_if": [(s, t, u, v, w) for s in (0, 1) for t in (0, 1) for u in (0, 5) for v in (0, 7)
                          for w in (0, 3)],
    "or_ternary_if": [(s, t, u, w) for s in (0, 1) for t in (0, 1) for u in (0, 5) for w in (0, 3)],
    "ternary_operand_if_else": [(s, t, u, v, w) for s in (0, 1) for t in (0, 1) for u in (0, 5) for v in (0, 7)
                                for w in (0, 3)],
    "ternary_operand_while_or": [(n, t, u, w) for n in (0, 5) for t in (0, 1) for u in (0, 5) for w in (0, 3)],
    "ternary_operand_while": [(n, s, t, u, w) for n in (0, 5) for s in (0, 1) for t in (0, 1) for u in (0, 5)
                              for w in (0, 3)],
    "chained_ternary_return_over_lines": [("pass",), ("",), ("a\nb",), ("a",)],
}


def chained_ternary_return_over_lines(setup):
    # 3.12+: ``return ''`` of the first branch is ``LOAD_CONST; RETURN_VALUE`` (a copy of
    # the statement's return, not fused): the whole chain is one conditional expression
    return (
        "" if (setup == "pass" or not setup)
        else f"setup:\n{setup}" if "\n" in setup
        else f"setup: {setup}"
    )
