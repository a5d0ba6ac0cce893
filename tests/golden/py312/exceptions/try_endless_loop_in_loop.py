def try_endless_loop_in_loop(h, log):
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                log.append(s)
                h[0] = next(s)
        except StopIteration:
            h.pop()
    return log
