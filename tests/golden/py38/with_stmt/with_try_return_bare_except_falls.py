def with_try_return_bare_except_falls(log, x):
    with _CM(log, 'a'):
        try:
            return 1 / x
        except:
            log.append(x)
        return x
