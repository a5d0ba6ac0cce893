def comprehension_closure(xs, k):
    return ([x * k for x in xs], [lambda: x for x in xs][0]() if xs else None)
