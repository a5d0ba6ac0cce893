def for_if_then_for_break_else(rows, got):
    for row in rows:
        if row:
            for y in row:
                if y < 0:
                    break
                got.append(y)
            continue
        got.append(None)
    return got
