def while_true_try_except_break(f, log):
    while True:
        try:
            x = f()
        except ValueError:
            log.append('bad')
            raise
        break
    return x
