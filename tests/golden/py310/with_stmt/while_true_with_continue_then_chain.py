def while_true_with_continue_then_chain(log, x):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _CM(log, swallow=True)
            __undis_t1 = __undis_t0.__exit__
            (__undis_s0, __undis_s1) = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            try:
                if not len(log) > 8:
                    __undis_state = 4
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 2:
            try:
                __undis_s1 = log
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 3:
            __undis_s0(None, None, None)
            return __undis_s1
        elif __undis_state == 4:
            try:
                if not len(log) % 4 == 2:
                    __undis_state = 6
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 5:
            try:
                raise KeyError(x)
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 6:
            __undis_state = 7
        elif __undis_state == 7:
            __undis_s0(None, None, None)
            __undis_state = 0
        elif __undis_state == 8:
            try:
                if __undis_s0(__undis_s6, __undis_s5, __undis_s4):
                    __undis_state = 10
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 9:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 10:
            __undis_exc_info = __undis_s2
            __undis_state = 11
        elif __undis_state == 11:
            (__undis_s0, __undis_t2) = (x, 0 < x)
            if not __undis_t2:
                __undis_state = 14
            else:
                __undis_state = 12
        elif __undis_state == 12:
            if not __undis_s0 < 9:
                __undis_state = 16
            else:
                __undis_state = 13
        elif __undis_state == 13:
            __undis_state = 15
        elif __undis_state == 14:
            __undis_state = 16
        elif __undis_state == 15:
            __undis_state = 0
        elif __undis_state == 16:
            __undis_state = 0
