def nested_for_return_finally_returns(items, log, a):
    for x in items:
        for y in items:
            try:
                if a:
                    return x
            finally:
                if y == 1:
                    return y
                log.append(y)
                return
