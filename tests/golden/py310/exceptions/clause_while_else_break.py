def clause_while_else_break(f, xs):
    try:
        f(xs)
    except ValueError:
        while xs:
            if xs.pop():
                break
        else:
            xs.append(0)
    return xs
