def first_or_else(xs):
    for x in xs:
        break
    else:
        return 'empty'
    return x
