def for_nested_if_else_continue(xs, got):
    for x in xs:
        if x % 5:
            if x % 3:
                got.append(3)
            else:
                continue
            got.append(2)
        else:
            continue
        got.append(x)
    return got
