def keyword_only_defaults(a, b=1, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))
