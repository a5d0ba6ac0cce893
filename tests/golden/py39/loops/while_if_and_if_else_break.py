def while_if_and_if_else_break(a, b, c, z, got):
    while a(got) and z(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
        else:
            break
        got.append(1)
    return got
