def clause_for_returns(f, x, table):
    try:
        return f(x)
    except ValueError:
        for key in table:
            if key == x:
                return key
        raise
