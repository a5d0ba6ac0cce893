def try_while_true_break_copied_tail(log, items):
    n = 0
    it = iter(items)
    try:
        while True:
            n += {1: 1, 5: 5, 30: 30}[next(it)]
            if n > 20:
                break
            log.append(n)
    except KeyError:
        pass
    return abs(n)
