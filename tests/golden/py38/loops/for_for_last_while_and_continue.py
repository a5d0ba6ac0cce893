def for_for_last_while_and_continue(xs, ys, b, c, got):
    for x in xs:
        for y in ys:
            got.append(0)
            while b(got) and c(got):
                if len(got) % 2:
                    got.append(2)
                    continue
                got.append(1)
    return got
