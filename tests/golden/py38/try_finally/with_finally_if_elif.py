def with_finally_if_elif(log, old, name):
    with _CM(log) as cm:
        try:
            log.append(cm)
            yield name
            log.append(name)
        finally:
            if old is not None:
                log.append(old)
            elif name in log:
                log.remove(name)
