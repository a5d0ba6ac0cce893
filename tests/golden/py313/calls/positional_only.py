def positional_only(a, b=2, /, c=3, *, d=4):
    return a + b + c + d
