def try_endless_loop_in_while_true(its, log):
    while True:
        try:
            while True:
                log.append(next(its[0]))
        except StopIteration:
            its.pop(0)
        if not its:
            return log
