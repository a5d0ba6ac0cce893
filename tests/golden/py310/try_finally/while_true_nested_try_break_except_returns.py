def while_true_nested_try_break_except_returns(log):
    while True:
        try:
            try:
                break
            finally:
                log.append(1)
        except:
            return
        break
    log.append(2)
    return log
