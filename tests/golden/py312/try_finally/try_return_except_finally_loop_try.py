def try_return_except_finally_loop_try(x, items, log):
    for y in items:
        try:
            log.append(y)
        except:
            pass
