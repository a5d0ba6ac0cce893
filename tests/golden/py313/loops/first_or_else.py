def first_or_else(xs):
    for x in xs:
        return x
    return 'empty'
