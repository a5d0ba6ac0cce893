def raise_then_dead_code_in_try(log, x):
    try:
        log.append(x)
        raise ValueError(x)
    except ValueError:
        log.append(3)
        return
