def for_return_finally_returns(items, log, a):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(items)
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 21
            else:
                __undis_state = 1
        elif __undis_state == 1:
            x = __undis_s1
            __undis_state = 2
        elif __undis_state == 2:
            try:
                (__undis_s1, __undis_t0) = (x, x == 2)
                if not __undis_t0:
                    __undis_state = 4
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 3:
            __undis_state = 7
        elif __undis_state == 4:
            try:
                if not __undis_s1 == 3:
                    __undis_state = 6
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 5:
            __undis_state = 7
        elif __undis_state == 6:
            __undis_state = 12
        elif __undis_state == 7:
            try:
                if not a:
                    __undis_state = 12
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 8:
            try:
                __undis_s1 = x
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 9:
            if not x == 1:
                __undis_state = 11
            else:
                __undis_state = 10
        elif __undis_state == 10:
            return x
        elif __undis_state == 11:
            log.append(x)
            return
        elif __undis_state == 12:
            __undis_state = 13
        elif __undis_state == 13:
            if not x == 1:
                __undis_state = 15
            else:
                __undis_state = 14
        elif __undis_state == 14:
            return x
        elif __undis_state == 15:
            log.append(x)
            return
        elif __undis_state == 16:
            try:
                if not x == 1:
                    __undis_state = 19
                else:
                    __undis_state = 17
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 17:
            try:
                __undis_t1 = x
                __undis_exc_info = __undis_s2
                __undis_s1 = __undis_t1
                __undis_state = 18
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            return __undis_s1
        elif __undis_state == 19:
            try:
                log.append(x)
                __undis_exc_info = __undis_s2
                __undis_state = 20
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 20:
            return
        elif __undis_state == 21:
            return
