def while_continue_then_try_rest(xs, out):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not xs:
                __undis_state = 12
            else:
                __undis_state = 1
        elif __undis_state == 1:
            x = xs.pop()
            if not x is None:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 12
        elif __undis_state == 3:
            if not x < 3:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 0
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            try:
                __undis_s0 = out[x]
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 7:
            return __undis_s0
        elif __undis_state == 8:
            try:
                if not __undis_builtins.issubclass(__undis_s5, IndexError):
                    __undis_state = 11
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 9:
            try:
                __undis_t0 = x
                __undis_exc_info = __undis_s1
                __undis_s0 = __undis_t0
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 10:
            return __undis_s0
        elif __undis_state == 11:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 12:
            return
