def lambda_decorator_with_closure(x):
    label = 'closure'

    @lambda func: _tag(label)(func)
    def f(y):
        return y - 1
    return f(x)
