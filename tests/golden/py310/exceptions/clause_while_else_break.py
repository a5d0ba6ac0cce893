def clause_while_else_break(f, xs):
    try:
        f(xs)
    except ValueError:
        while xs:
            if xs.pop():
                return xs
        xs.append(0)
    return xs
