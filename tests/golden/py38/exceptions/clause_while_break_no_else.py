def clause_while_break_no_else(f, xs):
    try:
        f(xs)
    except ValueError as e:
        while not (not xs or xs.pop()):
            pass
    return xs
