def for_if_then_while_1_else_break(a, xs, log):
    for x in xs:
        if a:
            while True:
                if x < 3:
                    x += 1
                else:
                    break
        else:
            continue
        log.append(x)
    return log
