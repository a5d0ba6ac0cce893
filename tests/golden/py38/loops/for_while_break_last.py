def for_while_break_last(rows, limit, got):
    for row in rows:
        got.append(0)
        while row:
            if len(got) > limit:
                break
            got.append(row.pop())
    return got
