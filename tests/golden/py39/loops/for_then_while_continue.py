def for_then_while_continue(xs, log):
    for x in xs:
        if x > 1:
            while len(log) < x:
                log.append(x)
            continue
        log.append(-x)
