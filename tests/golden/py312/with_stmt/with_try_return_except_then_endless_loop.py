def with_try_return_except_then_endless_loop(x, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _CM(log)
            __undis_t1 = __undis_t0.__exit__
            __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            try:
                log.append(1 // x)
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 4
        elif __undis_state == 3:
            __undis_s0(None, None, None)
            return 1
        elif __undis_state == 4:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t3 = __undis_s1
                __undis_s1 = __undis_t2
                __undis_s2, __undis_t4 = (__undis_t3, __undis_builtins.isinstance(__undis_t3, ZeroDivisionError))
                if not __undis_t4:
                    __undis_state = 7
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 8
        elif __undis_state == 5:
            try:
                log.append('caught')
                __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 8
        elif __undis_state == 6:
            __undis_exc_info = __undis_s1
            __undis_state = 9
        elif __undis_state == 7:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 8
        elif __undis_state == 8:
            try:
                __undis_exc_info = __undis_s1
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            try:
                log.append(len(log))
                if not len(log) > 5:
                    __undis_state = 11
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 10:
            try:
                raise KeyError(len(log))
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            __undis_state = 9
        elif __undis_state == 12:
            try:
                __undis_t5 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t6 = __undis_s2
                __undis_s2 = __undis_t5
                __undis_s3, __undis_t7 = (__undis_t6, __undis_s0(__undis_builtins.type(__undis_t6), __undis_t6, __undis_t6.__traceback__))
                if __undis_t7:
                    __undis_state = 14
                else:
                    __undis_state = 13
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 16
        elif __undis_state == 13:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 16
        elif __undis_state == 14:
            __undis_state = 15
        elif __undis_state == 15:
            __undis_exc_info = __undis_s2
            return
        elif __undis_state == 16:
            __undis_exc_info = __undis_s2
            raise __undis_s4
