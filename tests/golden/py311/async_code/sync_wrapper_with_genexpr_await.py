def sync_wrapper_with_genexpr_await():

    async def gather(xs):
        return [await _value(x) for x in xs]
    return gather([1, 2])
