def while_true_try_except_break(f, log):
    try:
        x = f()
    except ValueError:
        log.append('bad')
        raise
    return x
