def chain_in_and_return(y, m, d):
    if y >= 1:
        if 1 <= m <= 12:
            if 1 <= d <= 31:
                return 1
