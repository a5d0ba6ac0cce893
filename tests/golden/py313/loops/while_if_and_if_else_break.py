def while_if_and_if_else_break(a, b, c, z, got):
    while a(got):
        if z(got):
            if b(got) and c(got):
                got.append(3)
            else:
                return got
        else:
            return got
        got.append(1)
    return got
