def except_star_tuple_and_else(flag):
    log = []
    try:
        if flag:
            raise _group(OSError('o'))
    except* (OSError, KeyError) as eg:
        log.append(eg.exceptions[0].args)
    else:
        log.append('else')
    finally:
        log.append('finally')
    return log
