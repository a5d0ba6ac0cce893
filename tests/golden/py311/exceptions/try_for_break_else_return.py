def try_for_break_else_return(xs, c, log):
    try:
        for x in xs:
            if c(x):
                break
        else:
            return log
    except OSError:
        pass
    log.append('after')
