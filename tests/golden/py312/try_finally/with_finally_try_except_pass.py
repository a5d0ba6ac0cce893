def with_finally_try_except_pass(log, fail):
    with _CM(log) as name:
        fn = name + 'x'
        try:
            yield fn
        finally:
            try:
                log.append(1 / fail)
            except ZeroDivisionError:
                pass
