def star_displays_in_calls(*args, **kwargs):

    def g(*a, **k):
        return (a, sorted(k.items()))
    return (g(1, *(2, 3)), g(1, **{'2': 2}), g(k=1, **{'a': 3, 'b': 4}), g(a=1, **{'class': 2}))
