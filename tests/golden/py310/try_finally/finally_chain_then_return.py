def finally_chain_then_return(log, x):
    try:
        log.append(1 / x)
    finally:
        if 0 < x < 9:
            log.append(x)
        return x
