def elif_for_break_shares_exit(keys, zones, got):
    for k in keys:
        if k == 'z':
            if not zones:
                raise ValueError(k)
            continue
        if k == 'Z':
            for value in zones:
                if value == k:
                    break
                got.append(value)
    return got
