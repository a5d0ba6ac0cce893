def mixed_star_double(xs, kw):
    return (_collect(0, *xs, key=1, **kw), _collect(*xs, **kw), _collect(*xs + xs, **{'q': 1}))
