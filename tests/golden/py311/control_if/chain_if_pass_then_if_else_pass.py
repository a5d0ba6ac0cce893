def chain_if_pass_then_if_else_pass(log, x):
    if not 1 < x > 1 and x:
        log.append(x)
    else:
        pass
    return log
