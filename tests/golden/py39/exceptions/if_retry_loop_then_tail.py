def if_retry_loop_then_tail(pending, got):
    if pending:
        while True:
            try:
                got.append(pending.pop())
            except IndexError:
                break
        got.append('drained')
