def if_return_then_with_at_end(log, n):
    if n == 0:
        return b''
    with _CM(log):
        log.append(n)
        return log[-1]
