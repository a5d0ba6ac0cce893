"""Nested functions, closures, nonlocal, decorators, default-capture."""


def simple_closure(x):
    def inner(y):
        return x + y

    return inner(1), inner(2)


def nonlocal_counter(n):
    count = 0

    def bump(k=1):
        nonlocal count
        count += k
        return count

    for _ in range(n):
        bump()
    bump(10)
    return count


def nested_three_levels(a):
    def level1(b):
        def level2(c):
            def level3(d):
                return a + b + c + d

            return level3(1)

        return level2(2)

    return level1(3)


def closure_over_loop_variable(n):
    funcs = []
    for i in range(n):
        def f(i=i):
            return i * i

        funcs.append(f)
    late = [lambda: i for i in range(n)]
    return [f() for f in funcs], [g() for g in late]


def decorator_with_args(n):
    def repeat(times):
        def deco(func):
            def wrapper(*args, **kwargs):
                return [func(*args, **kwargs) for _ in range(times)]

            return wrapper

        return deco

    @repeat(n)
    def hello(name="x"):
        return "hi " + name

    return hello(), hello(name="y")


def closure_cell_reassigned(x):
    def get():
        return x

    x = x * 10
    return get()


def nonlocal_in_nested_nested():
    value = []

    def outer():
        def inner():
            nonlocal value
            value = value + [1]

        inner()
        inner()

    outer()
    return value


def closure_with_class_inside(n):
    def make():
        class K:
            def get(self):
                return n

        return K().get()

    return make()


def recursive_inner(n):
    def fact(k):
        return 1 if k <= 1 else k * fact(k - 1)

    return fact(n)


def closure_captures_argument_and_local(a, b):
    c = a * b

    def f():
        return a, b, c

    del a
    return f.__code__.co_freevars, c


def lambda_captures(x):
    adders = [lambda y, k=k: y + k + x for k in range(3)]
    return [add(1) for add in adders]


def generator_closure(xs):
    factor = 3

    def gen():
        for x in xs:
            yield x * factor

    return list(gen())


def deleted_cell(x):
    def get():
        return x

    del x
    try:
        return get()
    except NameError as e:
        return type(e).__name__


def func_attributes(n):
    def f(a: int, b: "str" = "s", *args, c=n, **kw) -> bool:
        return True

    return f.__defaults__, f.__kwdefaults__, sorted(f.__annotations__), f.__name__



def lambda_argument_of_call(n):
    box = [n]
    call = (lambda f: f())
    return call(lambda: box[0] + 1)


def nonlocal_and_global_writes(n):
    global _closure_total
    _closure_total = 0
    seen = 0

    def add(k):
        nonlocal seen
        global _closure_total
        seen += k
        _closure_total += k

    add(n)
    add(1)
    return seen, _closure_total


def unused_nonlocal(a, entry):
    # ``nonlocal`` without a use still makes ``entry`` a cell here and free in ``inner``
    # (torch's _dynamo.convert_frame._compile)
    def inner(x):
        nonlocal entry
        return x + a
    return inner(1), inner.__code__.co_freevars


SAMPLES = {
    "simple_closure": [(5,)],
    "nonlocal_counter": [(3,)],
    "nested_three_levels": [(10,)],
    "closure_over_loop_variable": [(3,)],
    "decorator_with_args": [(2,)],
    "closure_cell_reassigned": [(2,)],
    "closure_with_class_inside": [(9,)],
    "recursive_inner": [(5,)],
    "closure_captures_argument_and_local": [(2, 3)],
    "lambda_captures": [(10,)],
    "generator_closure": [([1, 2],)],
    "deleted_cell": [(1,)],
    "func_attributes": [(7,)],
    "lambda_argument_of_call": [(3,)],
    "nonlocal_and_global_writes": [(4,)],
    "unused_nonlocal": [(2, None)],
}
