def with_try_return_constant_except_finally(log, x):
    with _CM(log) as value:
        try:
            return 1
        except ValueError:
            log.append(x)
        finally:
            log.append(value)
