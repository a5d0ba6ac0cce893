def for_else_last_while_and_or_continue(xs, b, c, got):
    for x in xs:
        got.append(0)
        while b(got) and (c(got) or not got):
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    got.append(7)
    return got
