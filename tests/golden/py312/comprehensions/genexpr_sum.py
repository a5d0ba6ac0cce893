def genexpr_sum(xs):
    return sum((x for x in xs if x > 0))
