def for_return_finally_if_returns(items, log, a):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(items)
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 16
            else:
                __undis_state = 1
        elif __undis_state == 1:
            x = __undis_s1
            __undis_state = 2
        elif __undis_state == 2:
            try:
                if not a:
                    __undis_state = 7
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 11
        elif __undis_state == 3:
            try:
                __undis_s1 = x
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 11
        elif __undis_state == 4:
            if not x == 1:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            return x
        elif __undis_state == 6:
            log.append(x)
            return
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            if not x == 1:
                __undis_state = 10
            else:
                __undis_state = 9
        elif __undis_state == 9:
            return x
        elif __undis_state == 10:
            log.append(x)
            return
        elif __undis_state == 11:
            try:
                if not x == 1:
                    __undis_state = 14
                else:
                    __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 12:
            try:
                __undis_t0 = x
                __undis_exc_info = __undis_s2
                __undis_s1 = __undis_t0
                __undis_state = 13
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 13:
            return __undis_s1
        elif __undis_state == 14:
            try:
                log.append(x)
                __undis_exc_info = __undis_s2
                __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            return
        elif __undis_state == 16:
            return
