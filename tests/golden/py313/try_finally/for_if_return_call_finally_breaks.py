def for_if_return_call_finally_breaks(log, a, items):
    for item in items:
        try:
            if a:
                return log.append(item)
        finally:
            break
    return 5
