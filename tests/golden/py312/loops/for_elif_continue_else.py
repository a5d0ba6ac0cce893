def for_elif_continue_else(xs, got):
    for x in xs:
        got.append(x)
        if x % 3 == 0:
            got.append(4)
            continue
        if x % 3 == 1:
            continue
        got.append(5)
    return got
