def attribute_chain_decorator(x):

    @[_same][0].__call__
    def f(y):
        return y * y
    return f(x)
