def while_if_then_while_or_break_else(n, m, got):
    while len(got) < n:
        got.append(0)
        if len(got) % 4:
            while len(got) < m or not got:
                if len(got) > 5:
                    break
                got.append(1)
        else:
            got.append(5)
    return got
