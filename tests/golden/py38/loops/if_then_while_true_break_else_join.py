def if_then_while_true_break_else_join(a, i, log):
    if a:
        while True:
            if i >= 3:
                break
            else:
                i += 1
    else:
        i = -i
    log.append(i)
    return i
