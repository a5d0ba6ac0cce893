def raise_forms(n):
    if n == 0:
        raise ValueError
    if n == 1:
        raise ValueError('msg')
    if n == 2:
        raise ValueError('msg') from KeyError('cause')
    if n == 3:
        raise ValueError('msg') from None
    if n == 4:
        try:
            _boom('value')
        except ValueError:
            raise
    if n == 5:
        try:
            _boom('value')
        except ValueError as e:
            raise _Err('wrapped') from e
    if n == 6:
        try:
            _boom('value')
        except ValueError:
            raise _Err('implicit context')
    return n
