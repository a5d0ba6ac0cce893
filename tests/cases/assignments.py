"""Assignments: chained, augmented, starred, annotated, swaps, walrus, del, global."""

counter = 0
_registry = {}


class _Box:
    pass


def chained_assign(v):
    a = b = c = v
    x = y = [v]
    x.append(1)
    return a, b, c, y


def tuple_unpack(seq):
    a, b = seq[0], seq[1]
    (c, d), e = (seq[0], seq[1]), seq[2]
    [f, g] = seq[:2]
    return a, b, c, d, e, f, g


def starred_assign(seq):
    first, *rest = seq
    *init, last = seq
    a, *mid, z = seq
    return first, rest, init, last, a, mid, z


def swaps(a, b, c):
    a, b = b, a
    a, b, c = c, a, b
    return a, b, c


def augmented_targets(d, lst):
    d["k"] += 1
    lst[0] *= 3
    box = _Box()
    box.v = 1
    box.v += 41
    return d, lst, box.v


def annotated(x):
    y: int = x
    z: "list[int]"
    w: float = y + 0.5
    return y, w


def attribute_and_subscript_targets(n):
    box = _Box()
    box.a, box.b = n, n + 1
    store = [0, 0, 0]
    store[0], store[-1] = box.b, box.a
    d = {}
    d["x"] = d["y"] = n
    return box.a, box.b, store, d


def walrus_in_if(xs):
    if (n := len(xs)) > 2:
        return n
    return -n


def walrus_in_while(data):
    out = []
    it = iter(data)
    while (chunk := next(it, None)) is not None:
        out.append(chunk)
    return out


def walrus_nested(x):
    return (y := x + 1) * (z := y * 2), y, z


def walrus_chain_statement(v):
    (z := (y := (x := v + 1)))
    return x, y, z


def delete_statements(d, lst):
    a = 1
    b = [1, 2, 3]
    del a
    del b[0], b[-1]
    del d["k"]
    del lst[:1]
    box = _Box()
    box.attr = 1
    del box.attr
    return b, d, lst, hasattr(box, "attr")


def delete_then_use():
    x = 1
    del x
    return x  # noqa: F821


def global_statement(v):
    global counter
    counter = 0
    counter += v
    return counter


def global_declared_not_assigned():
    global _registry
    return sorted(_registry)


def unpack_in_for(pairs):
    out = []
    for i, (a, b) in enumerate(pairs):
        out.append(i + a + b)
    for *head, tail in pairs:
        out.append((head, tail))
    return out


def nested_unpack_star(data):
    (a, *b), c = data
    return a, b, c


def multiple_targets_with_unpack(v):
    a = b, c = v
    return a, b, c


def assert_statements(x):
    assert x
    assert x > 0, "x must be positive"
    assert isinstance(x, int), f"bad type {type(x).__name__}"
    return x



def assert_in_loop(xs):
    for x in xs:
        assert x, "falsy item"
    return len(xs)


def assert_compare_under_if(a, b):
    if a > 0:
        assert a in b, "missing"
    assert a is not None
    assert a or b, "neither"
    return a


def assert_false_message(x):
    for item in x:
        if item > 0:
            return item
    assert False, "no positive item"


def assert_or_of_comparisons(a, b, c):
    assert a is b or (a is None and c)
    assert a in (1, 2) or c, "neither"
    return a


def raise_assertion_error_explicitly(x):
    if x is None:
        raise AssertionError
    if x > 10:
        raise AssertionError("too big")
    return x


def assert_under_if(x, y):
    if x is not None:
        assert not y
    return x


def raise_assertion_error_starred(cond, *args):
    if not cond:
        raise AssertionError(*args)


def chained_unpack_then_name(f):
    a, b, c = ei = f()
    return a, b, c, ei


def chained_unpack_attrs(box, f):
    box.x, box.y, t = ei = f()
    return t, ei, box.x


def chained_name_unpack_name(f):
    x = (a, b) = y = f()
    return x, a, b, y


def chained_nested_unpack(f):
    (a, (b, c)) = d = f()
    return a, b, c, d


def annotation_only_locals(flag):
    # locals bound only where the compiler emits nothing (an annotation without a value, a
    # store in dead code): reading them must raise as the original does, not look up a global
    x: int
    if False:
        y = 0

    def get_y():
        return y
    try:
        return x if flag else get_y()
    except NameError as e:
        return type(e).__name__


def unpack_underscores_over_lines(f):
    # 3.13 stores into ``_`` twice when the two names sit on two lines, and folds the
    # first store into POP_TOP on one line: the output keeps the original's lines
    (
        a,
        _,
        _,
        b,
    ) = f()
    return a, b, _


SAMPLES = {
    "unpack_underscores_over_lines": [(lambda: (1, 2, 3, 4),), (lambda: "wxyz",)],
    "annotation_only_locals": [(True,), (False,)],
    "chained_unpack_then_name": [(lambda: (1, 2, 3),), (lambda: "xyz",)],
    "chained_unpack_attrs": [(_Box(), lambda: (1, 2, 3)), (_Box(), lambda: [4, 5, 6])],
    "chained_name_unpack_name": [(lambda: (1, 2),), (lambda: "ab",)],
    "chained_nested_unpack": [(lambda: (1, (2, 3)),), (lambda: ("a", "bc"),)],
    "chained_assign": [(3,)],
    "tuple_unpack": [([1, 2, 3],)],
    "starred_assign": [([1, 2, 3, 4],), ("ab",)],
    "swaps": [(1, 2, 3)],
    "augmented_targets": [({"k": 1}, [2])],
    "annotated": [(3,)],
    "attribute_and_subscript_targets": [(5,)],
    "walrus_in_if": [([1, 2, 3],), ([],)],
    "walrus_in_while": [([1, 2, 3],)],
    "walrus_nested": [(1,)],
    "walrus_chain_statement": [(1,)],
    "delete_statements": [({"k": 1, "j": 2}, [1, 2, 3])],
    "global_statement": [(5,)],
    "unpack_in_for": [([(1, 2), (3, 4)],)],
    "nested_unpack_star": [(([1, 2, 3], 4),)],
    "multiple_targets_with_unpack": [((1, 2),)],
    "assert_statements": [(1,), (0,), (-1,), (1.5,)],
    "assert_in_loop": [([1, 2],), ([1, 0],)],
    "assert_under_if": [(None, 1), (1, 0), (1, 1)],
    "assert_compare_under_if": [(1, [1]), (0, []), (2, [1]), (-1, [])],
    "raise_assertion_error_explicitly": [(None,), (1,), (11,)],
    "raise_assertion_error_starred": [(1,), (0, "m", 2), (0,)],
    "assert_false_message": [([0, 2],), ([],)],
    "assert_or_of_comparisons": [(1, 1, 0), (None, 2, 1), (3, 4, 0), (2, 5, 1)],
}
