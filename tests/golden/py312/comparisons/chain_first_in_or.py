def chain_first_in_or(y, m):
    out = []
    if 1 <= m <= 12 or y:
        out.append(m)
    return out
