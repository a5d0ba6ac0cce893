def while_true_nested_try_break_except_returns(log):
    try:
        log.append(1)
    except:
        return
    log.append(2)
    return log
