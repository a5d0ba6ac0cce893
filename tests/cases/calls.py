"""Calls: positional/keyword, star and double-star, methods, lambdas."""


def _collect(*args, **kwargs):
    return args, sorted(kwargs.items())


def _kwonly(a, *, b=2, c):
    return a, b, c


def _posonly(a, b, /, c=3):
    return a, b, c


def positional_and_keywords(x):
    return _collect(x, 1, k=2), _collect(), _collect(k=x), _kwonly(1, c=x), _posonly(1, 2)


def star_args(xs, ys):
    return _collect(*xs), _collect(1, *xs), _collect(*xs, *ys), _collect(*xs, 0, *ys, 9)


def star_displays(xs, kw):
    # a starred display the source wrote is kept as one (f(*[]) is not f()); a call too
    # long for the stack is built as a tuple by the compiler (3.9+), written plainly
    return (_collect(*[]), _collect(*(1, 2, 3)), _collect(*()), _collect(*[xs, *xs]), _collect(*[xs], **kw),
            _collect(1, 2, **kw), _collect(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                                           20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32),
            [1, 2, *(3, 4)], [*xs, *(1, 2), 3, *[4]], (xs, *xs, *(5,)))


def double_star(kw, more):
    return _collect(**kw), _collect(a=1, **kw), _collect(**kw, **more), _collect(**kw, z=0)


def mixed_star_double(xs, kw):
    return _collect(0, *xs, key=1, **kw), _collect(*xs, **kw), _collect(*(xs + xs), **{"q": 1})


def method_calls(s):
    return s.upper().strip().split(","), "-".join(s.split()), s.replace("a", "b", 1)


def nested_calls(x):
    return len(str(abs(int(x)))), list(map(int, str(abs(int(x)))))


def call_with_generator(xs):
    return sum(x * x for x in xs), max((x for x in xs), default=None)


def lambda_defaults(n):
    add = lambda a, b=n: a + b  # noqa: E731
    kw = lambda *, k=n * 2: k  # noqa: E731
    star = lambda *a, **k: (a, sorted(k))  # noqa: E731
    return add(1), add(1, 2), kw(), kw(k=0), star(1, 2, z=3)


def lambda_conditional_none_else(stack, flag):
    # before 3.11 each branch returns and the final ``return None`` is implicit
    # (pyparsing indentedBlock's ``lambda: stack.pop(-1) and None if stack else None``)
    pop = lambda: stack.pop(-1) and None if stack else None  # noqa: E731
    pick = lambda: stack[0] or None if flag else None  # noqa: E731
    return pick(), pop(), pop(), pop(), stack


def lambda_else_and_or_chain(stack, flag):
    # 3.11: the ``or``'s jump and the conditional expression's join are one RETURN_VALUE
    pick = lambda: None if flag else stack and stack[0] or None  # noqa: E731
    return pick()


def lambda_in_sort(items):
    return sorted(items, key=lambda p: (-p[1], p[0]))


def lambda_conditional_body(items):
    key = lambda x: x if isinstance(x, tuple) else (x,)  # noqa: E731
    pick = lambda x, seen=[]: x * 2 if seen else seen.append(x)  # noqa: E731
    nested = lambda a, b: a if a > b else b if b > 0 else -b  # noqa: E731
    return sorted(items, key=key), pick(1), pick(2), nested(1, -5), nested(3, 2)


def lambda_closure(factor):
    fs = [lambda x, i=i: x * i * factor for i in range(3)]
    return [f(2) for f in fs]


def keyword_only_defaults(a, b=1, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())


def positional_only(a, b=2, /, c=3, *, d=4):
    return a + b + c + d


def call_result_of_call(n):
    def make(k):
        return lambda v: v + k

    return make(n)(1), (lambda: n)()


def calls_on_literals():
    return "{}-{}".format(1, 2), [3, 1, 2].index(1), {"a": 1}.get("a"), (1).bit_length()



def star_displays_in_calls(*args, **kwargs):
    def g(*a, **k):
        return a, sorted(k.items())
    return (g(1, *(2, 3)), g(1, **{"2": 2}), g(k=1, **{"a": 3, "b": 4}),
            g(a=1, **{"class": 2}))


def merged_kwargs_display(args, kw, extra):
    # 3.8: one **{...} display (BUILD_MAP_UNPACK, the last of equal keys wins), not two
    # ** arguments (BUILD_MAP_UNPACK_WITH_CALL, a key in both is a TypeError)
    def g(*a, **k):
        return a, sorted(k.items())
    return g(*args, **{**kw, **extra}), g(**{**kw}, **extra)


SAMPLES = {
    "lambda_conditional_none_else": [([1, 2], False), ([0], True)],
    "lambda_else_and_or_chain": [([1, 2], False), ([], False), ([0], True)],
    "positional_and_keywords": [(5,)],
    "star_args": [([1, 2], (3,)), ([], [])],
    "merged_kwargs_display": [([1], {"a": 1}, {"a": 2, "b": 3}), ([], {}, {"c": 4})],
    "star_displays": [([1, 2], {"k": 1}), ([], {})],
    "double_star": [({"x": 5}, {"b": 6}), ({}, {})],
    "mixed_star_double": [([1, 2], {"w": 3})],
    "method_calls": [("a b,c a",)],
    "nested_calls": [(-123.4,)],
    "call_with_generator": [([1, 2, 3],), ([],)],
    "lambda_defaults": [(10,)],
    "lambda_in_sort": [([("a", 1), ("b", 3), ("c", 1)],)],
    "lambda_conditional_body": [([(1,), 0, (0, 1)],)],
    "lambda_closure": [(5,)],
    "keyword_only_defaults": [{"args": (1, 2, 3), "kwargs": {"c": 5, "z": 6}},
                              {"args": (1,), "kwargs": {"c": 0}}],
    "positional_only": [(1,), (1, 2, 3), {"args": (1,), "kwargs": {"d": 0}}],
    "call_result_of_call": [(4,)],
    "star_displays_in_calls": [()],
    "module_attr_call_ternary_arg": [(2.5, True), (2.5, False), (-1.5, 0)],
    "call_kwargs_then_ternary_keyword": [(dict, (), {"a": 1}, True, (1,)), (dict, (), {}, False, (2,))],
    "ternary_keyword_else_or": [(dict, 2, 0, 0), (dict, 0, 2, 0), (dict, 0, 0, 0)],
}


import math  # (3.13: the attributes of a module imported here are called as functions)


def module_attr_call_ternary_arg(x, d):
    # 3.13: ``math.floor(x)`` loads the attribute, then a NULL (no method): both branches
    # end with the same ``PUSH_NULL; LOAD_FAST x; CALL 1``, but the compiler copied only
    # the end of the ``divmod`` call (not ``(math.floor if d else math.ceil)(x)``)
    return divmod(
        math.floor(x) if d else math.ceil(x), 2
    )


def call_kwargs_then_ternary_keyword(f, args, kwargs, is_none, outs):
    # 3.10+: the keyword after ``**kwargs`` is merged into the mapping (``BUILD_MAP 1;
    # DICT_MERGE``) after the ternary, and the compiler copies that tail into both branches:
    # the branches are walked more than once, the mapping must not grow in place each time
    return f(*args, **kwargs, out=None if is_none else outs)


def ternary_keyword_else_or(f, a, b, c):
    # 3.12+: the else-branch's value has jumps of its own (``or``) before the copied tail
    return f(
        x=a,
        y=False
        if a > 1
        else bool(
            b == 2
            or c == 3
        ),
    )
