def except_star_in_loop(items):
    log = []
    for item in items:
        try:
            if item:
                raise _group(ValueError(item))
            log.append('ok')
        except* ValueError as eg:
            log.append(len(eg.exceptions))
    return log
