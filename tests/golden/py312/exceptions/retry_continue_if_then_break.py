def retry_continue_if_then_break(values, flag, log):
    it = iter(values)
    while True:
        try:
            log.append(int(next(it)))
        except ValueError:
            if flag:
                continue
        return log
