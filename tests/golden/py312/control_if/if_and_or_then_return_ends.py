def if_and_or_then_return_ends(a, b, c, log):
    log.append(a)
    if a:
        if not (not b and (not c)):
            return
