def nested_with_returns_in_try_finally_then_code(log, swallow):
    try:
        with _CM(log, 'a'), _CM(log, 'b', swallow):
            log.append(1 / len(log[2:]))
            return None
    finally:
        log.append('finally')
    log.append('after')
    return log
