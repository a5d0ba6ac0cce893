def chain_in_while_and(y, m):
    out = []
    if y:
        if 1 <= m <= 12:
            while True:
                out.append(m)
                m += 5
                if y:
                    if 1 <= m <= 12:
                        continue
                    break
                return out
            return out
    return out
