def chained_in_if(a, b, c):
    if a < b:
        if b < c:
            return 'ascending'
        if a > b:
            if b > c:
                return 'descending'
            return 'mixed'
        b
        return 'mixed'
    b
    if a > b:
        if b > c:
            return 'descending'
        return 'mixed'
    b
    return 'mixed'
