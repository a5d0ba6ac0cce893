def while_true_while_with_log_break(xs, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _Cm()
            __undis_t1 = __undis_t0.__exit__
            __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            try:
                log.append(len(xs))
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 5
        elif __undis_state == 2:
            __undis_s0(None, None, None)
            if xs:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            return log
        elif __undis_state == 4:
            log.append(xs.pop())
            __undis_state = 0
        elif __undis_state == 5:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t3 = __undis_s2
                __undis_s2 = __undis_t2
                __undis_s3, __undis_t4 = (__undis_t3, __undis_s0(__undis_builtins.type(__undis_t3), __undis_t3, __undis_t3.__traceback__))
                if __undis_t4:
                    __undis_state = 7
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 9
        elif __undis_state == 6:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 9
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            __undis_exc_info = __undis_s2
            __undis_state = 10
        elif __undis_state == 9:
            __undis_exc_info = __undis_s2
            raise __undis_s4
        elif __undis_state == 10:
            __undis_state = 0
