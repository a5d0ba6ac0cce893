def while_nested_if_else_break_elif(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                return got
            got.append(2)
        elif c(got):
            got.append(5)
        else:
            return got
        got.append(1)
    return got
