def lambda_decorator(x):

    @lambda func: _tag('lam')(func)
    def f(y):
        return y + 1
    return f(x)
