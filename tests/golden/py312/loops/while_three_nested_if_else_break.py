def while_three_nested_if_else_break(a, b, c, d, got):
    while a(got):
        if b(got):
            if c(got):
                if d(got):
                    got.append(4)
                else:
                    return got
                got.append(3)
            else:
                return got
            got.append(2)
        else:
            return got
        got.append(1)
    return got
