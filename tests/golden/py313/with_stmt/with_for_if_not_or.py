def with_for_if_not_or(log, xs):
    with _CM(log):
        for x in xs:
            if not (x % 2 or x > 3):
                log.append(x)
