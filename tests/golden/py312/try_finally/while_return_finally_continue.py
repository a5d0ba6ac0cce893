def while_return_finally_continue(log, x):
    count = 0
    while count < 3:
        count += 1
        try:
            log.append(count)
            return count
        finally:
            if x:
                continue
    return log
