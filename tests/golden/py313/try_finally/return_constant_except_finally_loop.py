def return_constant_except_finally_loop(log, items):
    try:
        return 1
    except (KeyError, TypeError):
        return
    finally:
        for item in items:
            log.append(item)
            break
        log.append(len(items))
