def boolean_decorator(x, flag):

    @flag and _tag('and') or _same
    def f(y):
        return y
    return f(x)
