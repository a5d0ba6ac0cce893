def if_raise_then_if_raise_nested(year, week, julian, other):
    if year is None:
        if week is None:
            raise ValueError('a')
        if julian is not None:
            raise ValueError('b')
        return year
    if other is None:
        year = 1
    return year
