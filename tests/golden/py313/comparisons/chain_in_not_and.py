def chain_in_not_and(y, m):
    if y:
        if not 1 <= m <= 12:
            return 'out'
        return 'in'
    return 'out'
