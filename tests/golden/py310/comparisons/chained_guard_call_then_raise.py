def chained_guard_call_then_raise(x, limit):
    if isinstance(x, int):
        n = x + 1
        if 0 < n <= limit:
            return type(x)(n)
        raise OverflowError('out of range')
    return NotImplemented
