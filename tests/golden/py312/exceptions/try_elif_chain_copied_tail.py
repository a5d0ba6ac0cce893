def try_elif_chain_copied_tail(kind, log):
    try:
        if kind == 1:
            log.append('one')
        elif kind == 2:
            log.append('two')
        elif kind != 3:
            raise ValueError(kind)
    except ValueError:
        log.append('bad')
        raise
    return log
