def if_return_constant_except_finally_then_call(log, a, x):
    if a:
        try:
            return 1
        except ValueError:
            return x
        finally:
            log.append(a)
    log.append(x)
