def if_if_with_else_return_then_code(log, a, b, swallow):
    x = a
    while not a:
        if b:
            with _CM(log, 'w', swallow):
                x = 1 // b
            break
        return
    log.append(x)
    return log
