def elif_chain_falls_off_end(log, x, y):
    if isinstance(x, str):
        log.append(x)
        if y and (not x.endswith('!')):
            log.append('!')
    elif isinstance(x, int):
        log.append(x + 1)
    else:
        raise TypeError(x)
