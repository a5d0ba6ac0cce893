def for_nested_finally_if_returns(items, log):
    for x in items:
        for y in items:
            try:
                log.append(x)
            finally:
                if x == 1:
                    return y
                log.append(2)
