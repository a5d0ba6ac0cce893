def try_if_else_return_then_with(a, log):
    try:
        if a:
            log.append(a)
        else:
            return None
        with _CM(log):
            return 1
    except ValueError:
        log.append('caught')
