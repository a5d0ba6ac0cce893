def if_return_else_return_and(a, b):
    if a is b:
        return a.count(1)
    return b and b.real
