def while_true_with_break_then_return(log, swallow):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _CM(log, 'a', swallow)
            __undis_t1 = __undis_t0.__exit__
            __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            __undis_s0(None, None, None)
            log.append('after')
            return log
        elif __undis_state == 3:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t3 = __undis_s2
                __undis_s2 = __undis_t2
                __undis_s3, __undis_t4 = (__undis_t3, __undis_s0(__undis_builtins.type(__undis_t3), __undis_t3, __undis_t3.__traceback__))
                if __undis_t4:
                    __undis_state = 5
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 7
        elif __undis_state == 4:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 7
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            __undis_exc_info = __undis_s2
            return log
        elif __undis_state == 7:
            __undis_exc_info = __undis_s2
            raise __undis_s4
