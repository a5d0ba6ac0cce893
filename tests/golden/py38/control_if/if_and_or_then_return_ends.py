def if_and_or_then_return_ends(a, b, c, log):
    log.append(a)
    if a and (b or c):
        return
