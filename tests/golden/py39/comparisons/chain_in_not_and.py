def chain_in_not_and(y, m):
    if not y or not 1 <= m <= 12:
        return 'out'
    return 'in'
