def break_inside_with(xs):
    log = []
    for x in xs:
        with _CM(log, str(x)):
            if x == 2:
                break
            if x == 1:
                continue
            log.append('body')
    return log
