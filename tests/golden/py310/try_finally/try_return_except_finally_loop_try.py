def try_return_except_finally_loop_try(x, items, log):
    try:
        return
    except ValueError:
        log.append(x)
    finally:
        for y in items:
            try:
                log.append(y)
            except:
                pass
