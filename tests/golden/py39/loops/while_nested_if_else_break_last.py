def while_nested_if_else_break_last(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
        else:
            break
        got.append(1)
    return got
