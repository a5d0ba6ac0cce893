def with_inner_with_returns_value_then_code(log, swallow):
    with _CM(log, 'a'), _CM(log, 'b') as z:
        log.append(z)
        with _CM(log, 'c', swallow):
            log.append(1 / len(log[4:]))
            return z
        log.append(2)
    return log
