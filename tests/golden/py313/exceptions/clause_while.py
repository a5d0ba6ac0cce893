def clause_while(f, xs):
    try:
        f(xs)
    except ValueError:
        while xs:
            xs.pop()
    return xs
