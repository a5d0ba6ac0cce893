def while_if_else_break_last(a, b, got):
    x = 0
    while a(got):
        if b(got):
            x = len(got)
            got.append(x)
        else:
            return x
    return x
