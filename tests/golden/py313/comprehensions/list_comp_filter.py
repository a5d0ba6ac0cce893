def list_comp_filter(xs):
    return [x for x in xs if x % 2 and x > 2]
