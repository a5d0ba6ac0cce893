def chain_in_and_return(y, m, d):
    if y >= 1 and 1 <= m <= 12 and (1 <= d <= 31):
        return 1
    else:
        return 0
