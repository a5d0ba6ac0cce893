def while_true_with_continue_then_if_break(xs, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _CM(log, 'a', len(xs) > 1)
            __undis_t1 = __undis_t0.__exit__
            (__undis_s0, __undis_s1) = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            try:
                log.append(10 // xs.pop())
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            __undis_s0(None, None, None)
            __undis_state = 0
        elif __undis_state == 3:
            try:
                if __undis_s0(__undis_s6, __undis_s5, __undis_s4):
                    __undis_state = 5
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 4:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 5:
            __undis_exc_info = __undis_s2
            __undis_state = 6
        elif __undis_state == 6:
            (__undis_s0, __undis_t2) = (len(xs), 0 < len(xs))
            if not __undis_t2:
                __undis_state = 9
            else:
                __undis_state = 7
        elif __undis_state == 7:
            if not __undis_s0 < 3:
                __undis_state = 10
            else:
                __undis_state = 8
        elif __undis_state == 8:
            return log
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            __undis_state = 0
