def for_for_break_finally_returns(items, log):
    for x in items:
        for y in items:
            try:
                if x:
                    return
                log.append(y)
            finally:
                return f'{x}'
