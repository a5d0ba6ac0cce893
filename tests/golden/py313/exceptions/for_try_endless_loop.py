def for_try_endless_loop(its, log):
    for it in its:
        try:
            while True:
                log.append(next(it))
        except StopIteration:
            continue
    return log
