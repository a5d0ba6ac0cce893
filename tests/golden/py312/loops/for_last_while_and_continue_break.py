def for_last_while_and_continue_break(xs, b, c, got):
    for x in xs:
        got.append(0)
        while b(got) and c(got):
            if len(got) % 2:
                got.append(2)
                continue
            if len(got) % 5 == 1:
                break
            got.append(1)
    return got
