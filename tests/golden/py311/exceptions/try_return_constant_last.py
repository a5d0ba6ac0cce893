def try_return_constant_last(log):
    try:
        log.append(1)
    except:
        log.append(2)
    else:
        return 5
    log.append(3)
