def try_with_return_then_code_finally_loop(xs, log, swallow):
    try:
        with _CM(log, 'a', swallow):
            log.append(1 // len(xs))
            return None
            return
        log.append('after')
    finally:
        while True:
            log.append(xs.pop())
