"""List/set/dict comprehensions and generator expressions, nested for/if."""


def list_comp(xs):
    return [x * 2 for x in xs]


def list_comp_filter(xs):
    return [x for x in xs if x % 2 if x > 2]


def nested_for(xs, ys):
    return [(x, y) for x in xs for y in ys if x != y]


def nested_comprehension(matrix):
    return [[row[i] for row in matrix] for i in range(len(matrix[0]))]


def set_comp(words):
    return {w.lower() for w in words if w}


def dict_comp(pairs):
    return {k: v for k, v in pairs if v is not None}


def dict_comp_nested(n):
    return {i: {j: i * j for j in range(i)} for i in range(n)}


def genexpr_sum(xs):
    return sum(x for x in xs if x > 0)


def genexpr_object(xs):
    g = (x + 1 for x in xs)
    return list(g), list(g)


def genexpr_nested_for(n):
    return list((i, j) for i in range(n) for j in range(i) if (i + j) % 2)


def comprehension_closure(xs, k):
    return [x * k for x in xs], [lambda: x for x in xs][0]() if xs else None


def comprehension_unpacking(pairs):
    return [a + b for a, b in pairs], {a: [b] for (a, b) in pairs}, [a for a, *rest in pairs]


def comprehension_walrus(xs):
    return [y for x in xs if (y := x * 2) > 2], y if xs else None


def comprehension_condexpr(xs):
    return [x if x > 0 else -x for x in xs], {x: ("even" if x % 2 == 0 else "odd") for x in xs}


def comprehension_in_class(n):
    class Holder:
        size = n
        items = [i for i in range(3)]

    return Holder.items, Holder.size


def comprehension_shadowing(x):
    y = [x for x in range(3)]
    return x, y


def comprehension_over_call(s):
    return [c.upper() for c in s.split(",") if c.strip()]


def triple_nested(n):
    return [i * j * k for i in range(n) for j in range(i) if j for k in range(j) if k % 2 == 0]


def comprehension_assignment_idiom(xs):
    pairs = [(x, y) for x in xs for y in [x * 2] if y]
    keyed = {y: x for x in xs for y, z in [(x + 1, x)] if z}
    return pairs, keyed, sorted({y for x in xs for y in [x % 3]})


def unpacking_repeated_name(rows):
    firsts = list(a for (a, _, _, _) in rows)
    a, _, _ = rows[0][:3]
    return firsts, a


def constant_false_filter(n):
    a = sum(x for x in (y for y in (z for z in range(n) if True) if False) if True)
    b = [y for y in range(n) if False]
    c = {y: 1 for y in range(n) if 0}
    return a, b, c


def comprehension_attribute_target(xs):
    class Box:
        pass

    box = Box()
    items = {0: [box.last for box.last in xs]}
    return [0 for items[1] in xs], items, box.last


def filter_condexpr(items):
    return [x for x in items if (x[0] if x[1] is None else x[1])]


def comprehension_if_own_line(names, prefix):
    # 3.12 orders the condition's jumps by lines: written on one line, the jumps differ
    return [name for name in names
            if prefix in name.split(".")]


def filter_constant_operand(paths, seen):
    # ``x or True`` / ``not (x and False)``: the compiler folds the constant and leaves a
    # jump to the next instruction (setuptools ConfigHandler._parse_file)
    gen = "/".join(str(p) for p in paths if (seen.append(p) or True) and p > 1)
    lst = [p for p in paths if not (seen.append(-p) and False) and p % 2]
    st = {p for p in paths if p and (seen.count(p) or True)}
    dct = {p: 1 for p in paths if not (seen.append(p) and p and False)}
    return gen, lst, st, dct, seen

def comprehension_or_and_filter(table, forced):
    # 3.12+: ``forced == a``'s jump back to the loop is ``jump-if-true L; JUMP header; L:``
    return ([(b, a) for (b, a) in table if forced == b or (forced == a and b > 0)],
            list(b for (b, a) in table if not forced == b and (forced == a or b < 0)))



def genexpr_filter_multiline(table, forced):
    # 3.12: with the element on a line of its own, the filter's jumps go forward to the
    # one jump back to the loop (libcst's gather_files, hypothesis' Sampler.sample); the
    # output, on one line, recompiles with that jump copied after each of them
    return list(
        b
        for (b, a) in table
        if forced == b or (forced == a and b > 0)
    )

def genexpr_not_in_filter(names, excluded):
    # 3.12+: a generator expression's body is a generator's: its filter's jumps back are
    # split off after the handlers are placed (see generators::yield_not_in_filter)
    return sorted(n for n in names if not n.startswith("_") and n not in excluded)


def genexpr_of_none(xs, keys):
    # the element None is yielded as a constant, which reads as a bare ``yield``
    return tuple(None for _ in xs), {k: None for k in keys}, [None for _ in xs]


def comprehension_assigned_multiline(cls, names):
    # 3.12: a comprehension assigned where it opens (``fns = [`` then its parts on lines of
    # their own, torch's can_compile_class): the store of the result and the restore of
    # the loop variable are one line, so the compiler swaps them in place; with the ``[``
    # on a later line than the ``=``, it keeps a ``SWAP``
    fns = [
        getattr(cls, name)
        for name in names
        if callable(getattr(cls, name, None))
    ]
    return [f.__name__ for f in fns]


SAMPLES = {
    "genexpr_of_none": [([1, 2], "ab"), ([], "")],
    "genexpr_not_in_filter": [(["a", "_b", "c", "d"], {"c"}), ([], ())],
    "filter_constant_operand": [([0, 1, 2, 3], []), ([], [])],
    "filter_condexpr": [([(1, None), (0, None), (0, 2), (1, 0)],)],
    "comprehension_if_own_line": [(["a.b", "b.c", "ab"], "b"), ([], "x")],
    "comprehension_attribute_target": [([1, 2, 3],)],
    "constant_false_filter": [(3,), (0,)],
    "unpacking_repeated_name": [([(1, 2, 3, 4), (5, 6, 7, 8)],)],
    "comprehension_assignment_idiom": [([0, 1, 2, 3],), ([],)],
    "list_comp": [([1, 2, 3],), ([],)],
    "list_comp_filter": [(list(range(10)),)],
    "nested_for": [([1, 2], [2, 3])],
    "nested_comprehension": [([[1, 2, 3], [4, 5, 6]],)],
    "set_comp": [(["A", "a", "", "B"],)],
    "dict_comp": [([("a", 1), ("b", None), ("c", 3)],)],
    "dict_comp_nested": [(4,)],
    "genexpr_sum": [([1, -2, 3],)],
    "genexpr_object": [([1, 2],)],
    "genexpr_nested_for": [(5,)],
    "comprehension_closure": [([1, 2], 3), ([], 1)],
    "comprehension_unpacking": [([(1, 2), (3, 4)],)],
    "comprehension_walrus": [([1, 2, 3],), ([],)],
    "genexpr_filter_multiline": [([(1, 2), (2, 1), (2, -1), (0, 2), (3, 3)], 2), ([], 0)],
    "comprehension_or_and_filter": [([(1, 2), (2, 1), (2, -1), (0, 2), (3, 3)], 2), ([], 0)],
    "comprehension_condexpr": [([-1, 2, 0],)],
    "comprehension_in_class": [(5,)],
    "comprehension_shadowing": [(7,)],
    "comprehension_over_call": [("a, ,b,c",)],
    "triple_nested": [(6,)],
    "comprehension_assigned_multiline": [(str, ["upper", "x", "lower"]), (int, [])],
    "comprehension_stored_a_line_before": [(3,), (0,)],
    "ternary_else_comprehension_in_dict": [((1, None),), ([2, None],), ([],)],
}


def comprehension_stored_a_line_before(n):
    # 3.13: the store of the list sits on the line before the comprehension, so the
    # restoring of ``_`` keeps its SWAP (on one line the stores are reordered instead)
    pairs = (
        [n * 2 for _ in range(n)])
    return pairs


def ternary_else_comprehension_in_dict(op):
    # 3.12+: the else-branch's value is an inlined comprehension (a loop of its own) before
    # the copied tail that builds the dict and returns it
    return {
        "a": [x for x in op if x is not None],
        "b": (
            len(op) if isinstance(op, tuple)
            else [y for y in op]
        ),
    }
