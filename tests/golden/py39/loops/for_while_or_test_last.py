def for_while_or_test_last(rows, got):
    for row in rows:
        got.append(0)
        while row or not got:
            got.append(row.pop())
    return got
