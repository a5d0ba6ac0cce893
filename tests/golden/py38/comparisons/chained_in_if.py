def chained_in_if(a, b, c):
    if a < b < c:
        return 'ascending'
    if a > b > c:
        return 'descending'
    return 'mixed'
