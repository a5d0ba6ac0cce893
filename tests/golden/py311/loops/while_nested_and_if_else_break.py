def while_nested_and_if_else_break(a, b, c, d, got):
    while a(got):
        if b(got) and c(got):
            if d(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got
