def while_1_if_break_else(i, log):
    while True:
        if i >= 3:
            break
        i += 1
    log.append(i)
    return i
