def for_return_finally_if_returns(items, log, a):
    for x in items:
        try:
            if a:
                return x
        finally:
            if x == 1:
                return x
            log.append(x)
            break
