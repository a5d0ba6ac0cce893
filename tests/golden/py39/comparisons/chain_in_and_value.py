def chain_in_and_value(y, m):
    return y and 1 <= m <= 12
