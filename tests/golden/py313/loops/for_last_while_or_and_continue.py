def for_last_while_or_and_continue(xs, b, c, got):
    for x in xs:
        got.append(0)
        while (b(got) or c(got)) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    return got
