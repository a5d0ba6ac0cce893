def clause_return_then_copied_exit(first, stop, log):
    if first is not None:
        try:
            try:
                log.append(first())
            except ValueError:
                if stop:
                    return
                log.append('value')
        except TypeError:
            log.append('type')
    else:
        log.append(stop)
