def nested_with_return_const_then_code(log, c, swallow):
    with _CM(log, 'a'):
        with _CM(log, 'b', swallow):
            if c:
                log.append(c[0])
                return 1
            log.append(2)
        log.append(3)
    return 4
