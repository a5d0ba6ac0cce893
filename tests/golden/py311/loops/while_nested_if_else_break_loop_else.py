def while_nested_if_else_break_loop_else(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    else:
        got.append(9)
    return got
