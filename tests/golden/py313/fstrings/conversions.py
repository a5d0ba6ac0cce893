def conversions(v):
    return (f'{v!r}', f'{v!s}', f'{v!a}', f'{v!r:>20}')
