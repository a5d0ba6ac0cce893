def chain_in_while_and(y, m):
    out = []
    while y and 1 <= m <= 12:
        out.append(m)
        m += 5
    return out
