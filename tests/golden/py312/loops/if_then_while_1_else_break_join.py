def if_then_while_1_else_break_join(a, i, log):
    if a:
        while True:
            if i < 3:
                i += 1
            else:
                break
    else:
        i = -i
    log.append(i)
    return i
