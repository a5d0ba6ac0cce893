def clause_while_else_break_as(f, xs):
    try:
        f(xs)
    except ValueError as err:
        while xs:
            if xs.pop():
                break
            xs.append(str(err))
        else:
            xs.append(0)
    return xs
