def chain_in_not_and(y, m):
    if y:
        if not 1 <= m <= 12:
            pass
        return 'in'
    return 'out'
