def early_return_chain(x):
    if x is None:
        return 0
    if isinstance(x, str):
        return len(x)
    if isinstance(x, (list, tuple)):
        return sum((early_return_chain(v) for v in x))
    return x
