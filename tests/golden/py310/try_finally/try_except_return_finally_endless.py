def try_except_return_finally_endless(items, log):
    try:
        while True:
            log.append(items[len(log)])
    except:
        return len(log)
    finally:
        while True:
            log.append('f')
            log.append(items[len(log)])
