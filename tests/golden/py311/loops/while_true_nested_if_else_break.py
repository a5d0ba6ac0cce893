def while_true_nested_if_else_break(b, c, got):
    while True:
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got
