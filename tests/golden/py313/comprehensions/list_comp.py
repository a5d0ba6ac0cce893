def list_comp(xs):
    return [x * 2 for x in xs]
