def while_then_while_continue(xs, log):
    while xs:
        x = xs.pop()
        if x > 1:
            while len(log) < x:
                log.append(x)
            continue
        log.append(-x)
