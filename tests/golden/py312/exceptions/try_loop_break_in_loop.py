def try_loop_break_in_loop(its, log):
    while len(its) > 1:
        try:
            while True:
                x = next(its[0])
                if x is None:
                    break
                log.append(x)
        except StopIteration:
            its.pop(0)
    return log
