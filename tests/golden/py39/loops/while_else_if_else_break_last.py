def while_else_if_else_break_last(a, got):
    while a(got):
        got.append(0)
        if len(got) % 3:
            got.append(3)
            continue
        break
    else:
        got.append(7)
    return got
