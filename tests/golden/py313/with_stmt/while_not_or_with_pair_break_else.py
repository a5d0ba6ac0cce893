def while_not_or_with_pair_break_else(a, b, log):
    if not a and (not b):
        with _CM(log, 'a'), _CM(log, 'b'):
            pass
        return 1
    else:
        log.append('else')
    log.append(len(log))
