def for_finally_return_or_continue(xs, log):
    for x in xs:
        try:
            log.append(1 // x)
        finally:
            if x > 2:
                return x
            continue
    return log
