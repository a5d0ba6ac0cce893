"""Decorators: plain names, calls, stacks, and PEP 614 expressions (Python 3.9+)."""

MIN_VERSION = (3, 9)


def _tag(label):
    def deco(func):
        def wrapper(*args):
            return (label, func(*args))

        return wrapper

    return deco


def _same(func):
    return func


def stacked_calls(x):
    @_tag("outer")
    @_tag("inner")
    def f(y):
        return y * 2

    return f(x)


def lambda_decorator(x):
    @lambda func: _tag("lam")(func)
    def f(y):
        return y + 1

    return f(x)


def lambda_decorator_with_closure(x):
    label = "closure"

    @lambda func: _tag(label)(func)
    def f(y):
        return y - 1

    return f(x)


def walrus_decorator(x):
    @(deco := _tag("walrus"))
    def f(y):
        return y

    return f(x), deco is not None


def subscript_decorator(x):
    @[_same, _tag("sub")][1]
    def f(y):
        return -y

    return f(x)


def boolean_decorator(x, flag):
    @flag and _tag("and") or _same
    def f(y):
        return y

    return f(x)


def attribute_chain_decorator(x):
    @[_same][0].__call__
    def f(y):
        return y * y

    return f(x)


def decorated_class(x):
    @lambda cls: cls
    class C:
        value = x

    return C.value


SAMPLES = {
    "stacked_calls": [(3,)],
    "lambda_decorator": [(3,)],
    "lambda_decorator_with_closure": [(3,)],
    "walrus_decorator": [(4,)],
    "subscript_decorator": [(5,)],
    "boolean_decorator": [(2, True), (2, False)],
    "attribute_chain_decorator": [(6,)],
    "decorated_class": [(8,)],
}
