def with_try_return_except_then_endless_loop(x, log):
    with _CM(log):
        try:
            log.append(1 // x)
            return 1
        except ZeroDivisionError:
            log.append('caught')
        while True:
            log.append(len(log))
            if len(log) > 5:
                raise KeyError(len(log))
