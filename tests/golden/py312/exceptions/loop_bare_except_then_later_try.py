def loop_bare_except_then_later_try(opts, log):
    for arg in opts:
        if arg:
            try:
                log.append(int(arg))
            except:
                log.append('bad')
    try:
        n = int(log[-1])
    except (ValueError, IndexError):
        n = -1
    log.append(n)
    return log
