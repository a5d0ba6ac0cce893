def walrus_decorator(x):

    @(deco := _tag('walrus'))
    def f(y):
        return y
    return (f(x), deco is not None)
