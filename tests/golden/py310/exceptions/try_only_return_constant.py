def try_only_return_constant(log):
    try:
        pass
    except:
        log.append(2)
        log.append(3)
        return
    return 5
