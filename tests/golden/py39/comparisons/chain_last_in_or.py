def chain_last_in_or(y, m):
    out = []
    if y or 1 <= m <= 12:
        out.append(m)
    return out
