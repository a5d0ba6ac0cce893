def for_for_return_finally_break(log, x):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter((0, 1))
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 9
            else:
                __undis_state = 2
        elif __undis_state == 2:
            a = __undis_s1
            __undis_s1 = __undis_builtins.iter((10, 20))
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 8
            else:
                __undis_state = 3
        elif __undis_state == 3:
            b = __undis_s2
            __undis_state = 4
        elif __undis_state == 4:
            try:
                log.append(b)
                __undis_s2 = a + b
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 5:
            if not x:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            __undis_state = 1
        elif __undis_state == 7:
            return __undis_s2
        elif __undis_state == 8:
            __undis_state = 1
        elif __undis_state == 9:
            return (a, b)
        elif __undis_state == 10:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t1 = __undis_s2
                __undis_s2 = __undis_t0
                __undis_s3, __undis_t2 = (__undis_t1, x)
                if not __undis_t2:
                    __undis_state = 13
                else:
                    __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 14
        elif __undis_state == 11:
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s2
            __undis_state = 1
        elif __undis_state == 13:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 14
        elif __undis_state == 14:
            __undis_exc_info = __undis_s2
            raise __undis_s4
