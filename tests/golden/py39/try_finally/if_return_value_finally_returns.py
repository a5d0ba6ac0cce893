def if_return_value_finally_returns(log, a, x):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                if not a:
                    __undis_state = 4
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 2:
            try:
                __undis_s0 = x
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 3:
            log.append(a)
            return 1
        elif __undis_state == 4:
            try:
                log.append(x)
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 5:
            log.append(a)
            return 1
        elif __undis_state == 6:
            try:
                log.append(a)
                __undis_exc_info = __undis_s1
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 7:
            return 1
