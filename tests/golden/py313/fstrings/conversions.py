def conversions(v):
    return ({v!r}, {v!s}, {v!a}, {v!r:>20})
