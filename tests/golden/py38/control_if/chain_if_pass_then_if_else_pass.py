def chain_if_pass_then_if_else_pass(log, x):
    if 1 < x > 1:
        pass
    if x:
        log.append(x)
    else:
        pass
    return log
