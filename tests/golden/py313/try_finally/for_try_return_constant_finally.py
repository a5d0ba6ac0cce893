def for_try_return_constant_finally(items, log):
    for x in items:
        log.append(x)
        try:
            return 1
        except:
            return 1
