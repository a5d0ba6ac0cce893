def merged_kwargs_display(args, kw, extra):

    def g(*a, **k):
        return (a, sorted(k.items()))
    return (g(*args, **{**kw, **extra}), g(**{**kw}, **extra))
