def clause_while_break_no_else(f, xs):
    try:
        f(xs)
    except ValueError as e:
        while xs:
            if xs.pop():
                break
    return xs
