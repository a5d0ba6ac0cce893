def while_true_try_except_return_break(f, log):
    try:
        x = f()
    except ValueError:
        return
    log.append(x)
    return x
