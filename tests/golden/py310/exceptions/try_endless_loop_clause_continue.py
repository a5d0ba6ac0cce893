def try_endless_loop_clause_continue(its, log):
    while len(its) > 1:
        try:
            while True:
                it = its[0]
                log.append(next(it))
        except StopIteration:
            its.pop(0)
            continue
    return log
