def double_star(kw, more):
    return (_collect(**kw), _collect(a=1, **kw), _collect(**kw, **more), _collect(**kw, **{'z': 0}))
