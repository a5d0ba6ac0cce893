def try_finally_case_returns_then_code(x, a, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_s0, __undis_s1, __undis_t0 = (x, x, x == 2)
                if not __undis_t0:
                    __undis_state = 2
                else:
                    __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 1:
            __undis_state = 5
        elif __undis_state == 2:
            try:
                if not __undis_s1 == 3:
                    __undis_state = 4
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 3:
            __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 7
        elif __undis_state == 5:
            try:
                if not a:
                    __undis_state = 7
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 6:
            try:
                log.append(x)
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 7:
            try:
                if not __undis_s0 == 1:
                    __undis_state = 9
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 8:
            return
        elif __undis_state == 9:
            try:
                log.append(a)
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 10:
            return
        elif __undis_state == 11:
            __undis_t1 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t2 = __undis_s0
            __undis_s0 = __undis_t1
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 13:
            __undis_exc_info = __undis_s0
            raise __undis_s2
