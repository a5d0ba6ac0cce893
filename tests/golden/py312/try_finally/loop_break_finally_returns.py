def loop_break_finally_returns(items, log):
    for x in items:
        try:
            if x:
                return
            log.append(x)
        finally:
            return f'{x}'
