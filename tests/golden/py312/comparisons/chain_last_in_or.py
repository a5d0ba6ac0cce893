def chain_last_in_or(y, m):
    out = []
    if not y:
        if 1 <= m <= 12:
            pass
    else:
        out.append(m)
    return out
