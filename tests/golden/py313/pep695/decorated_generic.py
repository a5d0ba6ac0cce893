def decorated_generic(x):

    def twice(fn):
        return lambda *a: fn(fn(*a))

    @twice
    def inc[N: (int, float)](n: N) -> N:
        return n + 1
    return inc(x)
