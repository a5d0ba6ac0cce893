def while_if_else_break_then_more(a, b, got):
    while a(got):
        if b(got):
            got.append(1)
        else:
            return got
        got.append(2)
    return got
