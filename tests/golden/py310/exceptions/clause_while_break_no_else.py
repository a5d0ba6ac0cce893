def clause_while_break_no_else(f, xs):
    try:
        f(xs)
    except ValueError as e:
        if xs:
            while xs:
                if xs.pop():
                    break
            else:
                return xs
            return xs
        return xs
    return xs
