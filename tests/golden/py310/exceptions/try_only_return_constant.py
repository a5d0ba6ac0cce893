def try_only_return_constant(log):
    try:
        return 5
    except:
        log.append(2)
    log.append(3)
