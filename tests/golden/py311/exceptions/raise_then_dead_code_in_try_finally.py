def raise_then_dead_code_in_try_finally(log, x):
    try:
        log.append(x)
        raise ValueError(x)
    finally:
        log.append(3)
