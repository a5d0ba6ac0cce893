def try_for_break_else_return(xs, c, log):
    try:
        for x in xs:
            if c(x):
                break
        else:
            return log
        log.append('after')
        return
    except OSError:
        pass
    log.append('after')
