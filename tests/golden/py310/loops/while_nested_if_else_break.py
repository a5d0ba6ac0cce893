def while_nested_if_else_break(a, got):
    while a(got):
        if len(got) % 5:
            if len(got) % 3:
                got.append(3)
            else:
                return got
            got.append(2)
        else:
            return got
        got.append(1)
    return got
