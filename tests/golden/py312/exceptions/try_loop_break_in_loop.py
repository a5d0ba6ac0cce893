def try_loop_break_in_loop(its, log):
    while len(its) > 1:
        try:
            while len(its) > 1:
                x = next(its[0])
                if x is None:
                    pass
                else:
                    log.append(x)
        except StopIteration:
            its.pop(0)
    return log
