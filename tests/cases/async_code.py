"""async def: await, async for, async with (several items), async generators,
async comprehensions.  The tests drive coroutines without an event loop."""


class _Tick:
    """Awaitable that suspends once, yielding its value to the driver."""

    def __init__(self, value):
        self.value = value

    def __await__(self):
        got = yield self.value
        return (self.value, got)


class _ACM:
    def __init__(self, log, name="acm"):
        self.log, self.name = log, name

    async def __aenter__(self):
        self.log.append("aenter " + self.name)
        await _Tick("enter")
        return self.name

    async def __aexit__(self, exc_type, exc, tb):
        self.log.append("aexit %s %s" % (self.name, exc_type.__name__ if exc_type else None))
        return False


class _AIter:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await _Tick(self.i)
        return self.i


async def _value(v):
    return v


async def await_simple(x):
    a = await _value(x)
    b = await _Tick(x)
    return a, b


async def await_in_expressions(x):
    return (await _value(x)) + 1, [await _value(i) for i in range(2)], await _value(await _value(x))


async def async_with_items(log):
    async with _ACM(log, "a") as a, _ACM(log, "b") as b:
        log.append(a + b)
    async with _ACM(log, "c"):
        log.append("c-body")
    return log


async def async_for_loop(n):
    out = []
    async for i in _AIter(n):
        if i == 2:
            continue
        out.append(i)
    else:
        out.append("else")
    return out


async def async_for_break(n):
    async for i in _AIter(n):
        if i > 1:
            break
    return i


async def async_comprehensions(n):
    a = [i async for i in _AIter(n)]
    b = {i: await _value(i * 2) for i in range(n)}
    c = [i async for i in _AIter(n) if i % 2]
    return a, b, c


async def async_generator(n):
    for i in range(n):
        yield await _value(i)
    async with _ACM([]) as name:
        yield name


async def async_try(x):
    try:
        await _value(x)
        if x:
            raise ValueError(x)
    except ValueError as e:
        return ("caught", e.args)
    finally:
        await _Tick("finally")
    return "ok"


async def async_nested_def(x):
    async def inner(y):
        return await _value(y * 2)

    return await inner(x)


async def async_return_in_async_with(log):
    async with _ACM(log):
        return len(log)


def sync_wrapper_with_genexpr_await():
    async def gather(xs):
        return [await _value(x) for x in xs]

    return gather([1, 2])


async def async_for_nested(n):
    out = []
    async for i in _AIter(n):
        async for j in _AIter(i):
            out.append((i, j))
    return out


async def async_for_break_only(n):
    async for i in _AIter(n):
        break
    return "done"


async def async_genexpr_consumed(n):
    gen = (i * 2 async for i in _AIter(n))
    return [x async for x in gen if x > 1]


async def async_gen_unreachable_yield():
    return
    yield


async def async_comprehension_await_element(n):
    return [await _value(i + j) async for i in _AIter(n) for j in range(2)]


async def async_for_break_else_tail(n, limit):
    out = []
    async for i in _AIter(n):
        out.append(i)
        if i == limit:
            break
    else:
        out.append("else")
    out.append("end")
    return out


async def async_for_in_then_branch(out, n):
    out.append(1)
    if not out:
        async for i in _AIter(n):
            out.append(i)
    else:
        out.append(6)
        out.append(7)
    out.append(8)
    return out


async def async_for_break_then_resume(n):
    it = _AIter(n)
    collected = []
    async for f in it:
        collected.append(f)
        if len(collected) == 2:
            break
    collected.append("mid")
    async for f in it:
        collected.append(f)
    return collected


async def async_comprehension_subscript_target(n):
    tgt = [None]
    got = [0 async for tgt[0] in _AIter(n)]
    return got, tgt


async def async_for_filters(n):
    # 3.12+: a coroutine's body is in a handler too: the compiler's split jump back (``if
    # not (i % 2 or i > 4)``) has none, a ``continue`` statement's has the body's
    out = []
    async for i in _AIter(n):
        if not i % 3:
            continue
        if not (i % 2 or i > 4):
            out.append(i)
    return out


async def async_gen_filter(n):
    for i in range(n):
        if not (i % 2 and i > 2):
            yield i


SAMPLES = {
    "async_for_filters": [(9,), (0,)],
    "async_gen_filter": [(8,)],
    "async_comprehension_subscript_target": [(3,), (0,)],
    "async_for_break_then_resume": [(4,), (1,)],
    "async_for_in_then_branch": [([], 2), ([0], 2)],
    "async_for_break_else_tail": [(3, 2), (3, 5), (0, 1)],
    "await_simple": [(3,)],
    "await_in_expressions": [(1,)],
    "async_with_items": [([],)],
    "async_for_loop": [(3,), (0,)],
    "async_for_break": [(3,)],
    "async_comprehensions": [(3,)],
    "async_generator": [(2,)],
    "async_try": [(0,), (1,)],
    "async_nested_def": [(4,)],
    "async_return_in_async_with": [([],)],
    "async_for_nested": [(3,)],
    "async_for_break_only": [(2,)],
    "async_genexpr_consumed": [(3,)],
    "async_comprehension_await_element": [(2,)],
}
