def while_nested_if_else_break_loop_else(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                return got
            got.append(2)
        else:
            return got
        got.append(1)
    got.append(9)
    return got
