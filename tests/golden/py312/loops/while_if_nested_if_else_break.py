def while_if_nested_if_else_break(a, b, c, got):
    while a(got):
        if len(got) % 7:
            if b(got):
                if c(got):
                    got.append(3)
                else:
                    return got
                got.append(2)
            else:
                return got
        else:
            return got
        got.append(1)
    return got
