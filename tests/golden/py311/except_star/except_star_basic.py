def except_star_basic(kinds):
    log = []
    try:
        raise _group(*[ValueError(k) if k == 'v' else KeyError(k) for k in kinds])
    except* ValueError as eg:
        log.append(('value', len(eg.exceptions)))
    except* KeyError as eg:
        log.append(('key', len(eg.exceptions)))
    return log
