def else_raise_then_return(a, b):
    if a:
        return a + b
    else:
        if not b:
            raise ValueError(b)
        return b
