def except_star_empty_finally(flag):
    log = []
    try:
        if flag:
            raise _group(ValueError(flag))
    except* ValueError:
        log.append('caught')
    else:
        log.append('else')
    finally:
        pass
    return log
