"""Generators: yield, yield as expression, yield from, return values, send."""


def simple_yield(n):
    for i in range(n):
        yield i * i


def yield_expression():
    received = []
    x = yield 1
    received.append(x)
    y = yield x
    received.append(y)
    yield received


def _inner():
    yield 1
    yield 2
    return "inner-done"


def yield_from_with_value():
    result = yield from _inner()
    yield result


def yield_from_iterable(xs):
    yield from xs
    yield from (x * 2 for x in xs)


def yield_in_expressions(n):
    total = 0
    for i in range(n):
        total += (yield i) or 0
    yield total


def generator_return(n):
    if n < 0:
        return
    yield n
    return n * 2


def yield_in_try(n):
    try:
        yield n
        if n > 1:
            raise ValueError(n)
        yield n + 1
    except ValueError as e:
        yield ("caught", e.args)
    finally:
        yield "finally"


def bare_yield():
    yield
    x = yield
    yield x


def drive_send(n):
    def gen():
        acc = []
        while True:
            value = yield len(acc)
            if value is None:
                return acc
            acc.append(value)

    g = gen()
    next(g)
    sizes = [g.send(i) for i in range(n)]
    try:
        g.send(None)
    except StopIteration as stop:
        return sizes, stop.value


def generator_with_lambda(n):
    f = lambda: (yield n)  # noqa: E731
    return list(f())


def generator_close():
    log = []

    def gen():
        try:
            yield 1
            yield 2
        finally:
            log.append("closed")

    g = gen()
    next(g)
    g.close()
    return log


def yield_unless_multiple(xs):
    # 3.12+: ``if not x % 3: yield x`` closing the loop body jumps back when x % 3; the
    # compiler splits that jump into ``jump-if-false L; JUMP header; L:`` after giving each
    # instruction its exception handler, so that JUMP has none (the body's StopIteration
    # handler covers the rest), where the ``continue`` statement's JUMP has it
    for x in xs:
        if not x % 5:
            continue
        if not x % 3:
            yield x


def yield_or_and_filter(xs):
    # 3.12+: the split jump back in the middle of the test (``x > 3`` false)
    for x in xs:
        if x % 2 or (x > 3 and x % 3 == 0):
            yield x


def yield_not_in_filter(names, excluded):
    # 3.12+: the test rebuilt from the split jumps back keeps ``n not in excluded``;
    # ``not (n.startswith("_") or n in excluded)`` tests ``in``, another opcode
    for n in names:
        if not n.startswith("_") and n not in excluded:
            yield n


SAMPLES = {
    "yield_not_in_filter": [(["a", "_b", "c", "d"], {"c"}), ([], ())],
    "yield_unless_multiple": [(list(range(16)),), ([],)],
    "yield_or_and_filter": [(list(range(13)),), ([4, 9, 1, 6],)],
    "simple_yield": [(4,), (0,)],
    "yield_from_iterable": [([1, 2],)],
    "yield_in_expressions": [(3,)],
    "generator_return": [(2,), (-1,)],
    "yield_in_try": [(1,), (2,)],
    "drive_send": [(3,)],
    "generator_with_lambda": [(7,)],
}
