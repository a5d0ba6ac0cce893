def filter_condexpr(items):
    return [x for x in items if (x[0] if x[1] is None else x[1])]
