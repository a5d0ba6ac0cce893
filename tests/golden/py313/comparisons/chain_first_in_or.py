def chain_first_in_or(y, m):
    out = []
    if not 1 <= m <= 12:
        if y:
            pass
        return out
    out.append(m)
    return out
