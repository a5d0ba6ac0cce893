def except_returns_else_raises(value):
    try:
        n = int(value)
        raise LookupError(n)
    except ValueError as e:
        if 'base' in str(e):
            return 'base'
    return 'bad'
