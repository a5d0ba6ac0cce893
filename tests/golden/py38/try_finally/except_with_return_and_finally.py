def except_with_return_and_finally(kind):
    log = []
    try:
        if kind:
            raise KeyError(kind)
        log.append('body')
    except KeyError:
        return ('except', log)
    finally:
        log.append('finally')
    return ('end', log)
