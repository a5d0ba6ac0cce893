def or_of_long_and_value(a, b, c, d, e, g):
    return (
        a or
        (b == 1 and
        c and
        (d == 'cpu') and
        e and
        (g or b)) or
        c)
