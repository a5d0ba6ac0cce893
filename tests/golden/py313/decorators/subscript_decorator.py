def subscript_decorator(x):

    @[_same, _tag('sub')][1]
    def f(y):
        return -y
    return f(x)
