def stacked_calls(x):

    @_tag('outer')
    @_tag('inner')
    def f(y):
        return y * 2
    return f(x)
