def except_star_nested(flag):
    log = []
    try:
        try:
            raise _group(KeyError('k'), ValueError('v'))
        except* KeyError:
            log.append('inner')
            if flag:
                raise _group(TypeError('t'))
    except* (ValueError, TypeError) as eg:
        log.append(sorted((type(e).__name__ for e in eg.exceptions)))
    finally:
        log.append('done')
    return log
