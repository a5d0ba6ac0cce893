def mixed_with_calls(f, a):
    return (f(a) + f(a) * 2, -f(a), f(a)[0] if isinstance(f(a), tuple) else f(a), f(a))
