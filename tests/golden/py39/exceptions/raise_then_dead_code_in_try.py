def raise_then_dead_code_in_try(log, x):
    try:
        log.append(x)
        raise ValueError(x)
        log.append(2)
    except ValueError:
        log.append(3)
