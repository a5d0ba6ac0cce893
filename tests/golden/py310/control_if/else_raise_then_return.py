def else_raise_then_return(a, b):
    if a:
        return a + b
    if not b:
        raise ValueError(b)
    return b
