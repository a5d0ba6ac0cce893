def for_for_return_finally_break(log, x):
    for a in (0, 1):
        for b in (10, 20):
            try:
                log.append(b)
                return a + b
            finally:
                if x:
                    break
    return (a, b)
