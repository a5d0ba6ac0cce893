def if_then_while_true_else_returns(a, i, log):
    if a:
        while True:
            if i < 3:
                i += 1
                continue
            break
    else:
        return -1
    log.append(i)
    return i
