def try_return_constant_last(log):
    try:
        log.append(1)
        return 5
    except:
        log.append(2)
    log.append(3)
