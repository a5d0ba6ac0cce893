def while_true_try_except_return_break(f, log):
    while True:
        try:
            x = f()
        except ValueError:
            return
        log.append(x)
        break
    return x
