def comprehension_assigned_multiline(cls, names):
    fns = [getattr(cls, name) for name in names if callable(getattr(cls, name, None))]
    return [f.__name__ for f in fns]
