def except_returns_else_raises(value):
    try:
        n = int(value)
    except ValueError as e:
        if 'base' in str(e):
            return 'base'
        return 'bad'
    else:
        raise LookupError(n)
