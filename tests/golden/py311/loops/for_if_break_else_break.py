def for_if_break_else_break(keys, zones, got):
    for k in keys:
        for value in zones:
            if value == k:
                break
            got.append(value)
            break
    return got
