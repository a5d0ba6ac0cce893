def comprehension_condexpr(xs):
    return ([x if x > 0 else -x for x in xs], {x: 'even' if x % 2 == 0 else 'odd' for x in xs})
