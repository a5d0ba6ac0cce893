def if_then_while_1_else_break_ends(a, i, log):
    if a:
        while True:
            if i < 3:
                i += 1
                log.append(i)
            else:
                return
    log.append(-i)
