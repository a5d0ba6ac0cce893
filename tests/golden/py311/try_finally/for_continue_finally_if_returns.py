def for_continue_finally_if_returns(items, log):
    for x in items:
        try:
            if x:
                continue
            log.append(x)
        finally:
            if x:
                return x
