def if_return_then_try_returns_at_end(f, x):
    if x is None:
        return f()
    try:
        return f(x)
    except TypeError:
        return
