def for_if_return_call_finally_breaks(log, a, items):
    for item in items:
        try:
            if a:
                log.append(item)
                break
            break
        except:
            break
    return 5
