def for_while_break_last(rows, limit, got):
    for row in rows:
        got.append(0)
        while not (not row or len(got) > limit):
            got.append(row.pop())
    return got
