def for_nested_if_else_break(xs, got):
    for x in xs:
        if x % 5:
            if x % 3:
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(x)
    return got
