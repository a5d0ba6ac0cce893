def for_if_then_while_continue_else(xs, n, got):
    for x in xs:
        if x:
            while len(got) < n:
                got.append(x)
                if len(got) % 2:
                    continue
                got.append(0)
        else:
            got.append(-1)
    return got
